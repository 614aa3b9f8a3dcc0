import { parseContent } from '@ramparts/engine';
import { z } from 'zod';
import abilitiesJson from './abilities.json' with { type: 'json' };
import conditionsJson from './conditions.json' with { type: 'json' };
import layoutsJson from './layouts.json' with { type: 'json' };
import modesJson from './modes.json' with { type: 'json' };
import modifiersJson from './modifiers.json' with { type: 'json' };
import rulesJson from './rules.json' with { type: 'json' };
import skillsJson from './skills.json' with { type: 'json' };
import towersJson from './towers.json' with { type: 'json' };
import wavesJson from './waves.json' with { type: 'json' };
import { reportProblems } from '../../common/map-problems.ts';
import { tracksLayoutProblems } from './layout-checks.ts';

const count = z.number().int().min(0);
const positive = z.number().int().min(1);

export const TOWER_TYPES = ['standard', 'boost', 'charge', 'combine'] as const;
export type TowerType = (typeof TOWER_TYPES)[number];
const towerType = z.enum(TOWER_TYPES);
const resist = z.partialRecord(towerType, positive);

export const ABILITY_IDS = ['reverse', 'armored', 'sapper', 'mender', 'brute', 'resistant', 'saboteur', 'jammer', 'elusive', 'menace'] as const;
export type AbilityId = (typeof ABILITY_IDS)[number];
const unitAbility = z.enum(['armored', 'sapper', 'mender', 'brute', 'saboteur', 'jammer', 'elusive', 'menace']);
export type UnitAbility = z.infer<typeof unitAbility>;

// ---------------------------------------------------------------------------------------------------------
// Towers

const levelSchema = z
  .object({
    range: positive.optional(),
    radius: positive.optional(),
    damage: count.optional(),
    multiplier: positive.optional(),
    chargeRate: positive.optional(),
    chargeMax: positive.optional(),
    combineCost: count.optional(),
    combineBonus: count.optional(),
  })
  .refine((l) => (l.range === undefined) !== (l.radius === undefined), 'a level has a Range or a Radius, not both');

const towersSchema = z.object({
  types: z.array(z.object({ id: towerType, letter: z.string().regex(/^[A-Z]$/), name: z.string().min(1), attacks: z.boolean(), boostable: z.boolean() })).length(4),
  towers: z
    .array(
      z.object({
        id: z.string().regex(/^[SBCX][123]$/),
        type: towerType,
        mark: z.number().int().min(1).max(3),
        copies: positive,
        credits: positive,
        build: positive,
        upgrade: positive,
        sell: positive,
        levels: z.array(levelSchema).length(4),
      }),
    )
    .length(12),
});

// ---------------------------------------------------------------------------------------------------------
// Waves, abilities, modifiers, conditions

const unitSchema = z.object({
  hp: positive,
  move: z.number().int().min(3).max(5),
  abilities: z.array(unitAbility).min(1).optional(),
  resist: resist.optional(),
});
const waveSchema = z.object({
  id: z.string().regex(/^[AB](0[1-9]|1\d|2[0-5])[ab]$/),
  rank: z.number().int().min(1).max(10),
  track: z.enum(['A', 'B']),
  number: z.number().int().min(1).max(25),
  copy: z.enum(['a', 'b']),
  reverse: z.boolean().optional(),
  units: z.array(unitSchema).min(1).max(4),
});
export type WaveCard = z.infer<typeof waveSchema>;
export type UnitCard = z.infer<typeof unitSchema>;

const abilitiesSchema = z.object({
  abilities: z
    .array(
      z.object({
        id: z.enum(ABILITY_IDS),
        name: z.string().min(1),
        text: z.string().min(1),
        hp: positive.optional(),
        restore: positive.optional(),
        tax: positive.optional(),
        range: positive.optional(),
      }),
    )
    .length(ABILITY_IDS.length),
});

const modifierSchema = z.object({
  id: z.string().regex(/^m\d-[a-z-]+$/),
  level: z.number().int().min(1).max(4),
  name: z.string().min(1),
  hp: positive.optional(),
  move: positive.optional(),
  resist: resist.optional(),
  grant: z.array(unitAbility).min(1).optional(),
  reveal: z.literal(true).optional(),
});
export type ModifierCard = z.infer<typeof modifierSchema>;

export const EFFECT_KINDS = ['wave-move', 'unit-hp', 'build-tax', 'upgrade-tax', 'range', 'income', 'no-match'] as const;
const requirementSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('defeat-unit'), with: towerType.optional() }),
  z.object({ kind: z.literal('defeat-modifier') }),
  z.object({ kind: z.literal('defeat-wave') }),
  z.object({ kind: z.literal('combine-attack') }),
  z.object({ kind: z.literal('matched-boost') }),
  z.object({ kind: z.literal('build'), mark: z.number().int().min(1).max(3) }),
  z.object({ kind: z.literal('upgrade'), level: z.number().int().min(2).max(4) }),
  z.object({ kind: z.literal('overkill'), margin: positive }),
]);
export type Requirement = z.infer<typeof requirementSchema>;
const conditionSchema = z.object({
  id: z.string().regex(/^c\d-[a-z-]+$/),
  level: z.number().int().min(1).max(4),
  name: z.string().min(1),
  effect: z.object({ kind: z.enum(EFFECT_KINDS), n: z.number().int().min(-3).max(3) }),
  requirement: requirementSchema,
});
export type ConditionCard = z.infer<typeof conditionSchema>;

// ---------------------------------------------------------------------------------------------------------
// Skills

export const SKILL_EFFECTS = ['build-discount', 'upgrade-discount', 'sell-bonus', 'range', 'damage', 'match-bonus', 'kill-discount', 'combine-discount', 'charge-max', 'lives', 'restore', 'draw'] as const;
/** Skills used once, when the marker is placed; the others last the whole session. */
export const ONE_TIME_SKILLS = new Set<string>(['lives', 'restore', 'draw']);
const skillSchema = z.object({
  id: z.string().regex(/^[a-z]+$/),
  name: z.string().min(1),
  effect: z.object({ kind: z.enum(SKILL_EFFECTS), n: positive, type: towerType.optional() }),
  /** One entry per slot: the Universal Energy symbols to pay before placing a marker there. */
  slots: z.array(count).min(1).max(2),
  /** One entry per slot: its Locks (Skill EXP points to spend in the campaign before the slot is empty); none when absent. */
  locks: z.array(count).min(1).max(2).optional(),
});
export type SkillCard = z.infer<typeof skillSchema>;
const skillsSchema = z.object({
  mat: z.array(skillSchema).length(5),
  boards: z.array(z.object({ id: z.string().regex(/^[a-z]+$/), name: z.string().min(1), a: z.array(skillSchema).min(1), b: z.array(skillSchema).min(1) })).min(5),
});

// ---------------------------------------------------------------------------------------------------------
// Layouts, levels, rules

/**
 * A playing field players can write (any size or shape: "Playing Field is not limited to 120 spaces or any shape";
 * only campaign pages keep to 120, checked with the campaign's content): rows of tokens "A01".."A25", "B01".."B25" (track), "..." (free), "###" (obstacle). */
export const layoutSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/).optional(),
    name: z.string().min(1).max(60),
    rows: z.array(z.string().max(400)).min(1).max(30),
  })
  // The field's checks in a designer's words (layout-checks.ts), each at the path of what is wrong.
  .superRefine((l, ctx) => reportProblems(ctx, tracksLayoutProblems(l)));
export type LayoutFile = z.infer<typeof layoutSchema>;

export const difficultySchema = z.string().regex(/^[1-4](\/[1-4]){0,9}$/, 'a difficulty is 1 to 10 levels 1-4 separated by "/", e.g. 1/1/1/1/2/2');

const modesSchema = z.object({
  levels: z
    .array(
      z.object({
        id: positive,
        name: z.string().min(1),
        layout: z.string().min(1),
        difficulty: difficultySchema,
        lives: positive,
        startingCredits: positive,
        /** Mk I credits revealed each Phase 5 (the rulebook's 4 when absent): a preset's lever for one player. */
        income: positive.max(12).optional(),
        maxDiscardedTrack: count,
      }),
    )
    .min(1),
});

const rulesSchema = z.object({
  incomeCredits: positive,
  killBonus: z.object({ mk2: positive, mk2AfterKill: positive, mk3: positive, mk3AfterKill: positive }),
  conditionCredits: positive,
  skillMarkers: positive,
  modifiersPerWave: positive,
  conditionsPerWave: positive,
  newWaveEvery: positive,
  modifierHpBase: count,
  reverseStart: positive,
  lastTrack: positive,
});


const wavesSchema = z.object({ waves: z.array(waveSchema).length(100) });
const modifiersSchema = z.object({ modifiers: z.array(modifierSchema).min(1) });
const conditionsSchema = z.object({ conditions: z.array(conditionSchema).min(1) });
const towerData = parseContent('tracks', 'towers.json', towersSchema, towersJson);
const waveData = parseContent('tracks', 'waves.json', wavesSchema, wavesJson);
const abilityData = parseContent('tracks', 'abilities.json', abilitiesSchema, abilitiesJson);
const modifierData = parseContent('tracks', 'modifiers.json', modifiersSchema, modifiersJson);
const conditionData = parseContent('tracks', 'conditions.json', conditionsSchema, conditionsJson);
const skillData = parseContent('tracks', 'skills.json', skillsSchema, skillsJson);
const layoutsSchema = z.object({ layouts: z.array(layoutSchema).min(1) });
const layoutData = parseContent('tracks', 'layouts.json', layoutsSchema, layoutsJson);
const modeData = parseContent('tracks', 'modes.json', modesSchema, modesJson);
const rules = parseContent('tracks', 'rules.json', rulesSchema, rulesJson);

// Cross-checks the schemas cannot express.
function fail(message: string): never {
  throw new Error(`tracks content: ${message}`);
}
type TowerFile = typeof towerData;
type WaveFile = typeof waveData;
type ModifierFile = typeof modifierData;
type ConditionFile = typeof conditionData;
type SkillFile = typeof skillData;

/** The checks across files, on the files as they are or as a variant would make them (`contentOf`'s cross-check). */
export function checkTracks(f: Record<string, unknown>): void {
  const towerData = f['towers.json'] as TowerFile;
  const waveData = f['waves.json'] as WaveFile;
  const modifierData = f['modifiers.json'] as ModifierFile;
  const conditionData = f['conditions.json'] as ConditionFile;
  const skillData = f['skills.json'] as SkillFile;
  for (const t of towerData.towers) {
    const kind = towerData.types.find((k) => k.id === t.type)!;
    if (t.id[0] !== kind.letter || Number(t.id[1]) !== t.mark) fail(`tower ${t.id} must be named ${kind.letter}${t.mark}`);
    if (t.credits !== t.mark) fail(`tower ${t.id}: a Mk ${t.mark} tower flips to ${t.mark} credits`);
    for (const l of t.levels) {
      if (kind.attacks !== (l.range !== undefined && l.damage !== undefined)) fail(`tower ${t.id}: attacking towers have Range and Damage, Combine towers a Radius`);
      if ((t.type === 'boost') !== (l.multiplier !== undefined)) fail(`tower ${t.id}: only Boost towers have a multiplier`);
      if ((t.type === 'charge') !== (l.chargeRate !== undefined && l.chargeMax !== undefined)) fail(`tower ${t.id}: only Charge towers charge`);
      if ((t.type === 'combine') !== (l.combineCost !== undefined && l.combineBonus !== undefined)) fail(`tower ${t.id}: only Combine towers combine`);
    }
  }
  const waveIds = new Set(waveData.waves.map((w) => w.id));
  if (waveIds.size !== 100) fail('waves.json: the 100 waves need 100 different tiles');
  if (new Set(waveData.waves.map((w) => JSON.stringify(w.units))).size !== 100) fail('waves.json: no two waves may be alike');
  for (const w of waveData.waves) {
    if (`${w.track}${String(w.number).padStart(2, '0')}${w.copy}` !== w.id) fail(`wave ${w.id}: its id must be track, number and copy`);
    if ((w.rank % 2 === 1) !== (w.track === 'A')) fail(`wave ${w.id}: odd ranks appear on Track A, even ranks on Track B`);
    if (Math.ceil(w.number / 5) !== Math.ceil(w.rank / 2)) fail(`wave ${w.id}: tracks 1-5 carry ranks 1-2, 6-10 ranks 3-4 … 21-25 ranks 9-10`);
  }
  for (let rank = 1; rank <= 10; rank++) if (waveData.waves.filter((w) => w.rank === rank).length !== 10) fail(`waves.json: rank ${rank} needs ten waves`);
  if (new Set(modifierData.modifiers.map((m) => m.id)).size !== modifierData.modifiers.length) fail('modifiers.json: ids must differ');
  for (let level = 1; level <= 4; level++) {
    if (!modifierData.modifiers.some((m) => m.level === level && m.reveal)) fail(`modifiers.json: level ${level} needs a "Reveal 1 Game Condition" modifier`);
    if (!conditionData.conditions.some((c) => c.level === level)) fail(`conditions.json: level ${level} has no Game Condition`);
  }
  const allSkills = [...skillData.mat, ...skillData.boards.flatMap((b) => [...b.a, ...b.b])];
  if (new Set(allSkills.map((s) => s.id)).size !== allSkills.length) fail('skills.json: skill ids must differ');
  if (skillData.mat.some((s) => s.slots.length !== 1)) fail('skills.json: a player mat skill has one slot');
  if (skillData.mat.some((s) => s.locks?.some((n) => n > 0))) fail('skills.json: player mat skills are always unlocked');
  if (allSkills.some((s) => s.locks && s.locks.length !== s.slots.length)) fail('skills.json: one Locks entry per slot');
}
checkTracks({ 'towers.json': towerData, 'waves.json': waveData, 'modifiers.json': modifierData, 'conditions.json': conditionData, 'skills.json': skillData });
const allSkills = [...skillData.mat, ...skillData.boards.flatMap((b) => [...b.a, ...b.b])];
/** Layouts by id: the very objects of `layouts.json`, refilled after a patch of it replaces them (`refreshLayouts`). */
const layouts = new Map(layoutData.layouts.map((l) => [l.id!, l]));
/** Fills `content.layouts` again from `layouts.json` as it is now: lab.ts calls it after a patch of it and its undo. */
export function refreshLayouts(): void {
  layouts.clear();
  for (const l of layoutData.layouts) layouts.set(l.id!, l);
}
/** The layouts' ids in order, fixed at load: options, level presets and campaign pages name layouts by them. */
const layoutIds = layoutData.layouts.map((l) => l.id!);
for (const m of modeData.levels) if (!layouts.has(m.layout)) fail(`modes.json: level ${m.id} names an unknown layout ${m.layout}`);

export type TowerCard = (typeof towerData.towers)[number];
export type TowerLevel = TowerCard['levels'][number];
export type LevelPreset = (typeof modeData.levels)[number];

/** Every number of Tracks & Waves, validated at import. */
export const content = {
  types: towerData.types,
  towers: new Map(towerData.towers.map((t) => [t.id, t])),
  towerList: towerData.towers,
  waves: new Map(waveData.waves.map((w) => [w.id, w])),
  waveList: waveData.waves,
  abilities: new Map(abilityData.abilities.map((a) => [a.id, a])),
  modifiers: new Map(modifierData.modifiers.map((m) => [m.id, m])),
  modifierList: modifierData.modifiers,
  conditions: new Map(conditionData.conditions.map((c) => [c.id, c])),
  conditionList: conditionData.conditions,
  matSkills: skillData.mat,
  boards: skillData.boards,
  skills: new Map(allSkills.map((s) => [s.id, s])),
  layouts,
  levels: modeData.levels,
  rules,
};
export type Content = typeof content;

/**
 * Each content file's live parsed object and its schema, for the lab and the studio (`contentOf`). The lookups above
 * (`towers`, `waves` …) hold these very objects, and the rules read them at call time. A game copies its layout's
 * rows into its state at setup, and fields are parsed from those copies (rules/field.ts), so a patch of
 * `layouts.json` reaches every game set up while it is on; it keeps the layouts' ids in their order.
 */
export const files = {
  'towers.json': { data: towerData, schema: towersSchema },
  'waves.json': { data: waveData, schema: wavesSchema },
  'abilities.json': { data: abilityData, schema: abilitiesSchema },
  'modifiers.json': { data: modifierData, schema: modifiersSchema },
  'conditions.json': { data: conditionData, schema: conditionsSchema },
  'skills.json': { data: skillData, schema: skillsSchema },
  'modes.json': { data: modeData, schema: modesSchema },
  'rules.json': { data: rules, schema: rulesSchema },
  'layouts.json': {
    data: layoutData,
    schema: layoutsSchema.refine((f) => f.layouts.map((l) => l.id).join() === layoutIds.join(), {
      path: ['layouts'],
      message: `a variant keeps the layouts ${layoutIds.join(', ')}, in that order, and changes their names and rows`,
    }),
  },
};

/** The tower type of a credit letter ("S" → standard); "U" (Universal) has none. */
export const TYPE_OF_LETTER: Record<string, TowerType | undefined> = { S: 'standard', B: 'boost', C: 'charge', X: 'combine' };
export const LETTER_OF_TYPE: Record<TowerType, string> = { standard: 'S', boost: 'B', charge: 'C', combine: 'X' };
