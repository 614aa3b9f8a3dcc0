import { z } from 'zod';

// The shapes of Crystal Defenders' content files. Every number of the game lives in the JSON beside this file and is
// checked against these schemas at load (content/index.ts), so a typo fails at start, not in the middle of a wave.

export const id = z.string().regex(/^[a-z0-9-]+$/);
const positive = z.number().int().min(1);
const count = z.number().int().min(0);

/** Hex directions, clockwise from east (pointy-top hexes, screen y down): 0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE. */
export const DIRECTIONS = ['E', 'SE', 'SW', 'W', 'NW', 'NE'] as const;
export type Direction = (typeof DIRECTIONS)[number];

// ---------------------------------------------------------------------------------------------------------
// Defenses: the rows of a hero card. The seed prints three numbers a row (Health, Attack, Rate; see README);
// Range and spread are on the token.

/** The seed's defense abilities. A number is the X of "Knockback X"; `true` marks an ability without one. */
export const keywordsSchema = z
  .object({
    piercing: z.literal(true),
    continuous: z.literal(true),
    delay: z.literal(true),
    inert: z.literal(true),
    knockback: positive,
    blast: positive,
    chain: positive,
    forceful: z.literal(true),
    lingering: positive,
    stun: positive,
    healing: positive,
    friendly: z.literal(true),
    weaken: z.literal(true),
    confused: z.literal(true),
    calming: positive,
  })
  .partial()
  .strict();
export type Keywords = z.infer<typeof keywordsSchema>;
export const KEYWORDS = Object.keys(keywordsSchema.shape) as (keyof Keywords)[];

/** Blockades and turrets are tokens enemies attack; traps and auras follow the seed's "Trap / Aura" rule. */
export const defenseKinds = ['blockade', 'turret', 'trap', 'aura'] as const;

export const defenseSchema = z.object({
  id,
  name: z.string().min(1),
  /** Two letters for the text board ("SW" for the Spike Wall). */
  code: z.string().regex(/^[A-Z][A-Za-z]$/),
  kind: z.enum(defenseKinds),
  health: positive,
  attack: count,
  /** Hexes from the token the spread reaches: 0 is the token's own hex (a trap stepped on). */
  range: count,
  /** Cooldown: board phases face down after an attack. */
  rate: positive,
  /**
   * The yellowed sides of the token: directions relative to its facing (0 = the way it faces, 1 = one side clockwise
   * …). A hex is covered when it is within range and its bearing lies in one of these sides' 60° wedges.
   */
  spread: z.array(z.number().int().min(0).max(5)).min(1).max(6),
  /** Mana to build one. */
  cost: positive,
  /** Tokens in this defense's bag: at most this many on the board at once. */
  tokens: positive,
  keywords: keywordsSchema,
  /** What it does, in a sentence a player reads on hover. */
  text: z.string().min(1),
});
export type Defense = z.infer<typeof defenseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Heroes: four kits (the seed's pairs play the same), two heroes each.

export const kitSchema = z.object({
  id,
  /** The two heroes of the pair, by id and name ("squire", "Squire"). */
  heroes: z.array(z.object({ id, name: z.string().min(1) })).length(2),
  health: positive,
  attack: positive,
  speed: positive,
  cast: positive,
  range: positive,
  /** The kit's defenses, in the card's row order. */
  defenses: z.array(id).min(1),
  text: z.string().min(1),
});
export type Kit = z.infer<typeof kitSchema>;

// ---------------------------------------------------------------------------------------------------------
// Enemies: the token's four numbers (clockwise from the top left: Speed, Attack, Health, Range) and abilities.

export const enemyAbilities = [
  /** Wyvern: flies over walls, never into blacked-out hexes. */
  'flying',
  /** Kobold: 4 spaces from its target it stops and flips; flipped, moving into the target deals its Attack and kills it. */
  'kamikaze',
  /** Mage: 3 spaces from its target it flips and raises 3 Skeletons at range 1. */
  'summoner',
  /** Ninja: within 6 spaces of a hero (ignoring up to 1 wall) it moves next to that hero and targets it. */
  'ambush',
  /** Ninja: never attacks the crystal. */
  'spares-crystal',
  /** Ogre: flips at the end of a Board phase when not next to its target; flips back after attacking. */
  'enrage',
] as const;
export type EnemyAbility = (typeof enemyAbilities)[number];

const enemySide = z.object({ speed: count, attack: count, range: count });
export const enemySchema = z.object({
  id,
  name: z.string().min(1),
  /** Two letters for the text board ("Gb"). */
  code: z.string().regex(/^[A-Z][a-z]$/),
  speed: count,
  attack: count,
  health: positive,
  range: count,
  /** Mana the team earns when it falls. */
  bounty: count,
  abilities: z.array(z.enum(enemyAbilities)),
  /** The flipped side's numbers, for enemies that flip (Kobold, Mage, Ogre). */
  flipped: enemySide.optional(),
  /**
   * The numbers of its ability (rules-board, additive): the distance to its target (or, for an ambush, to a hero)
   * that sets it off — Kobold 4, Mage 3, Ninja 6 —, the walls that distance may cross (the Ninja: 1), and what a
   * summoner raises (the Mage: 3 Skeletons).
   */
  trigger: z
    .object({ distance: positive, walls: z.number().int().min(0).max(1).default(0), summons: z.record(id, positive).optional() })
    .optional(),
  text: z.string().min(1),
});
export type Enemy = z.infer<typeof enemySchema>;

// ---------------------------------------------------------------------------------------------------------
// The spawn deck: each card lists enemies per section, the section chosen by the number of heroes.

export const SECTIONS = ['green', 'orange', 'red', 'purple'] as const;
export type Section = (typeof SECTIONS)[number];
// At most 20 of one enemy on a card (the printed deck's largest is 6): a board holds only so many figures.
const spawnList = z.record(id, positive.max(20));
export const spawnCardSchema = z.object({
  id,
  green: spawnList,
  orange: spawnList,
  red: spawnList,
  purple: spawnList,
});
export type SpawnCard = z.infer<typeof spawnCardSchema>;

// ---------------------------------------------------------------------------------------------------------
// The game's own numbers: actions, sight, mana, difficulty.

/** `rulebook` plays the printed numbers on every map (the default); easy, normal and hard are our calibrated levels. */
export const DIFFICULTIES = ['rulebook', 'easy', 'normal', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
/** The designed levels, easiest first: the lab's ladder and its bands. */
export const DESIGNED_LEVELS = ['easy', 'normal', 'hard'] as const satisfies readonly Difficulty[];
export const rulesSchema = z.object({
  /** Actions (build, repair, heal, attack) a hero takes in a Hero phase, besides moving up to Speed. */
  actionsPerPhase: positive,
  /** Enemies target heroes within this many spaces (the seed: 3). */
  heroSight: positive,
  /** Enemies notice towers within this many spaces; farther ones are not "closest" (null: any distance). */
  towerSight: positive.nullable(),
  startingMana: count,
  /** Waves to survive to win (the seed: 4). */
  wavesToWin: positive,
  /** Safety net the seed lacks: the siege is lost when this many Hero phases have begun without a win. */
  maxTurns: positive.default(200),
  /** The section used by heroes in play (the seed: 1-2 green, 3-4 orange, 5-6 red, 7-8 purple). */
  sectionByHeroes: z.array(z.enum(SECTIONS)).length(8),
  difficulty: z.record(
    z.enum(DIFFICULTIES),
    z.object({ text: z.string().min(1), manaBonus: z.number().int(), sectionShift: z.number().int().min(0).max(3), enemyHealth: z.number().int().min(0), enemyAttack: z.number().int().default(0) }),
  ),
  /**
   * Each map's own modifiers (ours: the seed has one board), added to the difficulty's at every level, so a map's
   * levels move together; a map left out adds nothing.
   */
  maps: z.record(z.string(), z.object({ manaBonus: z.number().int().default(0), sectionShift: z.number().int().min(0).max(3).default(0), enemyHealth: z.number().int().min(0).default(0), enemyAttack: z.number().int().default(0) })).default({}),
});
export type RulesData = z.infer<typeof rulesSchema>;

// ---------------------------------------------------------------------------------------------------------
// Maps: rows of hexes (pointy-top, odd rows shifted half a hex right), walls on hex edges.

/**
 * One character a hex: '.' floor, '#' blacked out (walled off: nothing enters, nothing is built), 'C' crystal,
 * '+' player spawn, '!' enemy spawn, ' ' no hex. A hex's name is its column letter and row number ("F4"): column A
 * is the first character of a row, row 1 the first row.
 */
export const HEX_CODES = ['.', '#', 'C', '+', '!', ' '] as const;
export const mapSchema = z.object({
  id,
  name: z.string().min(1),
  /** Order on menus: 1 the gentlest. */
  difficulty: positive,
  description: z.string().min(1),
  rows: z.array(z.string().regex(/^[.#C+! ]*$/)).min(3),
  /** Walls: each between two neighbouring hexes, by name ("F4", "G4"). */
  walls: z.array(z.tuple([z.string(), z.string()])),
});
export type MapData = z.infer<typeof mapSchema>;
