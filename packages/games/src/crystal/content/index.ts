import { parseContent } from '@ramparts/engine';
import { z } from 'zod';
import { reportProblems } from '../../common/map-problems.ts';
import defensesJson from './defenses.json' with { type: 'json' };
import enemiesJson from './enemies.json' with { type: 'json' };
import heroesJson from './heroes.json' with { type: 'json' };
import rulesJson from './rules.json' with { type: 'json' };
import spawnsJson from './spawns.json' with { type: 'json' };
import { crystalMapProblems } from './map-checks.ts';
import { MAPS } from './maps/index.ts';
import { defenseSchema, enemySchema, kitSchema, mapSchema, rulesSchema, spawnCardSchema, type Defense, type Enemy, type Kit, type MapData, type SpawnCard } from './schema.ts';

// Every number of Crystal Defenders lives in the JSON files of this folder, checked here at load.

const file = <T extends z.ZodType>(name: string, schema: T, data: unknown): z.infer<T> => parseContent('crystal', name, schema, data);

const schemas = {
  'rules.json': rulesSchema,
  'defenses.json': z.object({ defenses: z.array(defenseSchema).min(1) }),
  'heroes.json': z.object({ kits: z.array(kitSchema).min(1) }),
  'enemies.json': z.object({ enemies: z.array(enemySchema).min(1) }),
  'spawns.json': z.object({ cards: z.array(spawnCardSchema).min(1) }),
};
// The files as parsed, kept whole: the lab patches these very objects (`files` below).
const parsed = {
  'rules.json': file('rules.json', schemas['rules.json'], rulesJson),
  'defenses.json': file('defenses.json', schemas['defenses.json'], defensesJson),
  'heroes.json': file('heroes.json', schemas['heroes.json'], heroesJson),
  'enemies.json': file('enemies.json', schemas['enemies.json'], enemiesJson),
  'spawns.json': file('spawns.json', schemas['spawns.json'], spawnsJson),
};
const rules = parsed['rules.json'];
const defenses = parsed['defenses.json'].defenses;
const kits = parsed['heroes.json'].kits;
const enemies = parsed['enemies.json'].enemies;
const cards = parsed['spawns.json'].cards;
// The map's checks in a designer's words (map-checks.ts), each at the path of what is wrong.
const mapWithLayout = mapSchema.superRefine((m, ctx) => reportProblems(ctx, crystalMapProblems(m)));
const mapFiles = MAPS.map(([name, json]) => ({ name: `maps/${name}`, data: file(`maps/${name}`, mapWithLayout, json) }));
const maps = mapFiles.map((f) => f.data).sort((a, b) => a.difficulty - b.difficulty);

/** A hero by id with its kit's numbers. */
export interface HeroInfo {
  id: string;
  name: string;
  kit: Kit;
}
const heroes: HeroInfo[] = kits.flatMap((kit) => kit.heroes.map((h) => ({ id: h.id, name: h.name, kit })));

function lookup<T extends { id: string }>(what: string, list: readonly T[]): (id: string) => T {
  const byId = new Map(list.map((x) => [x.id, x]));
  return (id) => {
    const x = byId.get(id);
    if (!x) throw new Error(`crystal content has no ${what} "${id}"`);
    return x;
  };
}

// Cross-references: every kit's defenses and every card's enemies exist.
for (const k of kits) for (const d of k.defenses) lookup('defense', defenses)(d);
for (const c of cards) for (const s of ['green', 'orange', 'red', 'purple'] as const) for (const e of Object.keys(c[s])) lookup('enemy', enemies)(e);

export const content = {
  rules,
  kits,
  heroes,
  defenses,
  enemies,
  cards,
  maps,
  hero: lookup('hero', heroes),
  defense: lookup<Defense>('defense', defenses),
  enemy: lookup<Enemy>('enemy', enemies),
  card: lookup<SpawnCard>('spawn card', cards),
  map: lookup<MapData>('map', maps),
};
export type { Defense, Enemy, Kit, MapData, SpawnCard };

/** A map file's schema: the map's checks, its id and its place in the menus kept (options and records name it). */
const mapFileSchema = (m: MapData) =>
  mapWithLayout.refine((x) => x.id === m.id && x.difficulty === m.difficulty, { path: ['id'], message: `a variant keeps the map's id (${m.id}) and difficulty (${m.difficulty})` });

/**
 * Each content file's live parsed object and its schema, for the lab and the studio (`contentOf`). A lookup
 * (`content.defense(id)`) returns these very objects. The maps are here too, one file each (`maps/keep.json` …): the
 * boards, grids and tables built from them are forgotten when a patch reaches a map (lab.ts).
 */
export const files = {
  ...Object.fromEntries(Object.entries(parsed).map(([name, data]) => [name, { data, schema: schemas[name as keyof typeof schemas] as z.ZodType }])),
  ...Object.fromEntries(mapFiles.map((f) => [f.name, { data: f.data, schema: mapFileSchema(f.data) as z.ZodType }])),
};
