import { parseContent } from '@ramparts/engine';
import { z } from 'zod';
import heroesJson from './heroes.json' with { type: 'json' };
import crossingJson from './maps/crossing.json' with { type: 'json' };
import fordsJson from './maps/fords.json' with { type: 'json' };
import gorgeJson from './maps/gorge.json' with { type: 'json' };
import meadowJson from './maps/meadow.json' with { type: 'json' };
import minionsJson from './minions.json' with { type: 'json' };
import rulesJson from './rules.json' with { type: 'json' };
import scenariosJson from './scenarios.json' with { type: 'json' };
import towersJson from './towers.json' with { type: 'json' };
import { reportProblems } from '../../common/map-problems.ts';
import { diceMapProblems } from './map-checks.ts';

// Every number of Gate Defense lives in these JSON files, checked here at load so a typo fails at start.

const id = z.string().regex(/^[a-z0-9-]+$/);
const positive = z.number().int().min(1);
export const enemyTypes = ['Ground', 'Flying', 'Magic'] as const;
const enemyType = z.enum(enemyTypes);
export type EnemyType = z.infer<typeof enemyType>;

const enemySchema = z.object({
  id,
  /** Two letters for the text board ("Gr"). */
  code: z.string().regex(/^[A-Z][a-z]?$|^[A-Z]{2}$/),
  name: z.string().min(1),
  type: enemyType,
  damage: positive,
  movement: positive,
  /** The kill roll: a die showing this or more kills a minion; for a boss, the number of 6s it takes. */
  health: positive,
  reward: positive,
  abilities: z.array(z.string()),
});
const minionsSchema = z
  .object({ minions: z.array(enemySchema).min(1), bosses: z.array(enemySchema).min(1), abilities: z.record(z.string(), z.string()) })
  .superRefine((m, ctx) => {
    for (const e of [...m.minions, ...m.bosses]) {
      for (const a of e.abilities) if (!(a in m.abilities)) ctx.addIssue({ code: 'custom', message: `${e.name} has the unknown ability "${a}"` });
    }
  });
export type Enemy = z.infer<typeof enemySchema>;

const reachKind = z.enum(['linked', 'linked-and-adjacent', 'linked-and-3']);
const towerSchema = z.object({
  id,
  name: z.string().min(1),
  /** One letter for the text board. */
  code: z.string().length(1),
  purchase: positive,
  upgrade: positive,
  reach: reachKind,
  special: z.enum(['slow', 'double-dice', 'siege']).nullable(),
  targets: z.array(enemyType).min(1),
});
const towersSchema = z.object({ towers: z.array(towerSchema).min(1), reach: z.record(reachKind, z.string()), specials: z.record(z.string(), z.string()) });
export type Tower = z.infer<typeof towerSchema>;
export type ReachKind = z.infer<typeof reachKind>;

const heroSchema = z.object({
  id,
  name: z.string().min(1),
  short: z.string().min(1),
  movement: positive,
  health: positive,
  attackDice: positive,
  /** Gold off the purchase and upgrade cost of a tower type, by tower id. */
  discounts: z.record(id, positive),
  /** The gold this hero's ability pays to raise a gate die by 1 from anywhere (Edward), or null. */
  gateRepair: positive.nullable(),
  /** Mongo: from inside a Mage Tower, that tower also reaches the spaces next to its linked spaces. */
  mageReach: z.boolean(),
  targets: z.array(enemyType).min(1),
  special: z.string(),
});
export type Hero = z.infer<typeof heroSchema>;

const rulesSchema = z.object({
  actionsPerHero: positive,
  gateRepairCost: positive,
  woundedHealth: positive,
  bossHarmedOn: z.number().int().min(1).max(6),
  crossroadsRoll: z.object({ sides: positive, firstWayUpTo: positive }),
  limits: z.object({
    towerDice: positive,
    towersPerType: positive,
    maxLevel: positive,
    tokensPerMinion: positive,
    bosses: positive,
    goldDice: positive,
    gateDieMax: positive,
    /** A safety net the seed does not have: a siege still going after this many rounds is lost (see README). */
    maxRounds: positive,
  }),
  /**
   * What each difficulty changes over the scenario: gold and every gate die up or down, and `horde`, the percent more
   * (or fewer) enemies on every spawn card (rounded to the nearest token, at least one). `rulebook` changes nothing.
   */
  difficulty: z.record(z.enum(['rulebook', 'easy', 'normal', 'hard']), z.object({ gold: z.number().int(), gateDice: z.number().int(), horde: z.number().int().min(-90) })),
});

// ---------------------------------------------------------------------------------------------------------
// Maps: a graph of path spaces leading to the gate, and tower sites beside them.

const spaceSchema = z.object({ id: z.string().regex(/^[A-Z][A-Z0-9]*$/), x: z.number(), y: z.number(), next: z.array(z.string()).max(2) });
const siteSchema = z.object({
  id: z.string().regex(/^T[0-9]+$/),
  x: z.number(),
  y: z.number(),
  /** The path spaces the site's arrows point at: a tower built here shoots there. */
  links: z.array(z.string()).min(1),
  /** The path spaces beside the site: a hero standing there may build, upgrade or mount. */
  adjacent: z.array(z.string()).min(1),
});
export const mapSchema = z
  .object({
    id,
    name: z.string().min(1),
    difficulty: positive,
    description: z.string(),
    spawn: z.string(),
    gate: z.string(),
    spaces: z.array(spaceSchema).min(2),
    sites: z.array(siteSchema).min(1),
  })
  // The road's checks in a designer's words (map-checks.ts), each at the path of what is wrong.
  .superRefine((m, ctx) => reportProblems(ctx, diceMapProblems(m)));
export type MapData = z.infer<typeof mapSchema>;

// ---------------------------------------------------------------------------------------------------------
// Scenarios: map, objective, gate dice, gold and the event deck, its cards written as the seed prints them.

const effectSchema = z.discriminatedUnion('effect', [
  z.object({ effect: z.literal('gold'), amount: positive }),
  z.object({ effect: z.literal('heal'), amount: positive }),
  z.object({ effect: z.literal('gate'), amount: z.number().int() }),
  z.object({ effect: z.literal('lower-towers'), count: positive }),
  z.object({ effect: z.literal('ambush'), enemy: id, count: positive, at: z.string() }),
]);
export type Effect = z.infer<typeof effectSchema>;

/** An event card: spawn minions, bring a boss, a custom event, or Wait. */
export type CardFace = { kind: 'spawn'; enemy: string; count: number } | { kind: 'boss'; boss: string } | { kind: 'event'; event: string } | { kind: 'wait' };

const cardText = z.string().transform((text, ctx): CardFace => {
  const spawn = /^(.+) x (\d+)$/.exec(text);
  const named = /^(Boss|Event) \((.+)\)$/.exec(text);
  if (text === 'Wait') return { kind: 'wait' };
  if (spawn) return { kind: 'spawn', enemy: spawn[1], count: Number(spawn[2]) };
  if (named) return named[1] === 'Boss' ? { kind: 'boss', boss: named[2] } : { kind: 'event', event: named[2] };
  ctx.addIssue({ code: 'custom', message: `"${text}" is not an event card ("Gremlin x 4", "Boss (Morgu)", "Event (Flood)", "Wait")` });
  return z.NEVER;
});

const objectiveSchema = z.discriminatedUnion('win', [
  z.object({ win: z.literal('defeat-all'), protect: z.boolean().optional() }),
  z.object({ win: z.literal('survive'), events: positive, protect: z.boolean().optional() }),
  z.object({ win: z.literal('slay'), boss: id, byRound: positive, protect: z.boolean().optional() }),
]);
export type Objective = z.infer<typeof objectiveSchema>;

const scenarioSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  story: z.string(),
  map: id,
  objective: objectiveSchema,
  gate: z.array(z.number().int().min(1).max(6)).min(1),
  gold: z.number().int().min(0),
  /** The heroes dealt first when the options name none (the scenario's recommended party). */
  heroes: z.array(id).optional(),
  events: z.record(id, z.object({ name: z.string().min(1), text: z.string().min(1), effect: effectSchema })),
  /** The deck, first card drawn first; a wave's cards share a back and are shuffled within the wave when `shuffle`. */
  waves: z.array(z.object({ back: z.string().min(1), shuffle: z.boolean(), cards: z.array(cardText).min(1) })).min(1),
});
export type Scenario = z.infer<typeof scenarioSchema>;

const file = <T extends z.ZodType>(name: string, schema: T, data: unknown): z.infer<T> => parseContent('dice', name, schema, data);

const heroesSchema = z.object({ heroes: z.array(heroSchema).min(1) });
const scenariosSchema = z.object({ scenarios: z.array(scenarioSchema).min(1) });
const enemies = file('minions.json', minionsSchema, minionsJson);
const towers = file('towers.json', towersSchema, towersJson);
const heroesFile = file('heroes.json', heroesSchema, heroesJson);
const heroes = heroesFile.heroes;
const rules = file('rules.json', rulesSchema, rulesJson);
const maps = [meadowJson, fordsJson, gorgeJson, crossingJson].map((m) => file(mapFile(m.id), mapSchema, m));
const scenariosFile = file('scenarios.json', scenariosSchema, scenariosJson);
const scenarios = scenariosFile.scenarios;

/**
 * The checks across files: every name a scenario uses exists, and an ambush falls on a space of the scenario's map. Run
 * at load, and by `contentOf` on the files as a patch would leave them (a redrawn road may lose an ambush's space).
 */
export function checkDice(f: Record<string, unknown>): void {
  const { minions, bosses } = f['minions.json'] as typeof enemies;
  const heroList = (f['heroes.json'] as typeof heroesFile).heroes;
  const towerList = (f['towers.json'] as typeof towers).towers;
  for (const s of (f['scenarios.json'] as typeof scenariosFile).scenarios) {
    const map = f[mapFile(s.map)] as MapData | undefined;
    const problems: string[] = [];
    if (!map) problems.push(`unknown map ${s.map}`);
    for (const w of s.waves) {
      for (const c of w.cards) {
        if (c.kind === 'spawn' && !minions.some((m) => m.name === c.enemy)) problems.push(`unknown minion "${c.enemy}"`);
        if (c.kind === 'boss' && !bosses.some((b) => b.name === c.boss)) problems.push(`unknown boss "${c.boss}"`);
        if (c.kind === 'event' && !Object.values(s.events).some((e) => e.name === c.event)) problems.push(`unknown event "${c.event}"`);
      }
    }
    for (const e of Object.values(s.events)) {
      if (e.effect.effect === 'ambush') {
        const { enemy, at } = e.effect;
        if (!minions.some((m) => m.id === enemy)) problems.push(`event ${e.name}: unknown minion ${enemy}`);
        if (map && !map.spaces.some((sp) => sp.id === at)) problems.push(`event ${e.name}: its ambush falls on ${at}, not a space of ${map.name}`);
      }
    }
    for (const h of s.heroes ?? []) if (!heroList.some((x) => x.id === h)) problems.push(`unknown hero ${h}`);
    if (s.objective.win === 'slay' && !bosses.some((b) => b.id === (s.objective as { boss: string }).boss)) problems.push('unknown boss to slay');
    if (problems.length) throw new Error(`dice content scenarios.json, scenario ${s.id}: ${problems.join('; ')}`);
  }
  for (const h of heroList) for (const t of Object.keys(h.discounts)) if (!towerList.some((x) => x.id === t)) throw new Error(`dice content heroes.json: ${h.name} discounts the unknown tower ${t}`);
}
checkDice({
  'minions.json': enemies,
  'heroes.json': heroesFile,
  'towers.json': towers,
  'scenarios.json': scenariosFile,
  ...Object.fromEntries(maps.map((m) => [mapFile(m.id), m])),
});

const byName = new Map([...enemies.minions, ...enemies.bosses].map((e) => [e.name, e]));
const enemyIndex = new Map<string, Enemy>([...byName, ...[...enemies.minions, ...enemies.bosses].map((e) => [e.id, e] as const)]);
const towerIndex = new Map(towers.towers.map((x) => [x.id, x]));
const heroIndex = new Map(heroes.map((x) => [x.id, x]));
const mapIndex = new Map(maps.map((x) => [x.id, x]));
const scenarioIndex = new Map(scenarios.map((x) => [x.id, x]));

export const content = {
  minions: enemies.minions,
  bosses: enemies.bosses,
  abilities: enemies.abilities,
  towers: towers.towers,
  reachText: towers.reach,
  specialText: towers.specials,
  heroes,
  rules,
  maps,
  scenarios,
  /** A minion or boss by id or printed name. */
  enemy: (key: string): Enemy => {
    const e = enemyIndex.get(key);
    if (!e) throw new Error(`dice: no enemy ${key}`);
    return e;
  },
  // Lookups by id (indexed: the bots' playouts ask them at every step).
  tower: (key: string): Tower => towerIndex.get(key)!,
  hero: (key: string): Hero => heroIndex.get(key)!,
  map: (key: string): MapData => mapIndex.get(key)!,
  scenario: (key: string): Scenario => scenarioIndex.get(key)!,
};

// The event cards as parsed (`cardText` turns "Gremlin x 4" into a face): the shape a patch of the live scenarios keeps.
const cardFaceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('spawn'), enemy: z.string().min(1), count: positive }),
  z.object({ kind: z.literal('boss'), boss: z.string().min(1) }),
  z.object({ kind: z.literal('event'), event: z.string().min(1) }),
  z.object({ kind: z.literal('wait') }),
]);
const liveScenariosSchema = z.object({
  scenarios: z.array(scenarioSchema.extend({ waves: z.array(z.object({ back: z.string().min(1), shuffle: z.boolean(), cards: z.array(cardFaceSchema).min(1) })).min(1) })).min(1),
});

/** A map file's schema: the map's checks, and its id kept (scenarios, options and records name the map by it). */
const mapFileSchema = (id: string) => mapSchema.refine((m) => m.id === id, { path: ['id'], message: `this map's id is ${id}; a variant keeps it` });

/**
 * Each content file's live parsed object and its schema, for the lab and the studio (`contentOf`). A scenario's cards
 * are patched as parsed faces (`{ "kind": "spawn", "enemy": "Gremlin", "count": 5 }`), not as the printed text. The
 * maps are here too, one file each (`maps/meadow.json` …): the boards and the bot's traffic built from them are
 * forgotten when a patch reaches a map (lab.ts).
 */
export const files = {
  'minions.json': { data: enemies, schema: minionsSchema },
  'towers.json': { data: towers, schema: towersSchema },
  'heroes.json': { data: heroesFile, schema: heroesSchema },
  'rules.json': { data: rules, schema: rulesSchema },
  'scenarios.json': { data: scenariosFile, schema: liveScenariosSchema },
  ...Object.fromEntries(maps.map((m) => [mapFile(m.id), { data: m, schema: mapFileSchema(m.id) }])),
};

/** The content file that holds a map. */
export function mapFile(id: string): string {
  return `maps/${id}.json`;
}
