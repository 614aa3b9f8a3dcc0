import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { parseOptions, parseShape, plainText, RuleError, variantSchema, type AnyGame, type DesignBand, type DifficultyStep } from '@ramparts/engine';
import type { LabKit } from './kit.ts';
import type { Axis, Cell, Experiment } from './types.ts';

/** Default games per chunk and move cap (types.ts documents both). */
export const DEFAULT_CHUNK = 10;
export const DEFAULT_MAX_MOVES = 10_000;
/** The most cells an experiment may have (the product of its axes' values). */
export const MAX_CELLS = 10_000;

const band = z.enum(['easy', 'normal', 'hard']);
const botSpec = z.string().trim().min(1);
/** Words a report shows (a name, a title, a label): plain words, as table and variant names are. */
const words = z.string().transform(plainText);
// eslint-disable-next-line no-control-regex -- a seed is typed text: a control character in it is a mistake
const seedText = z.string().min(1).regex(/^[^\u0000-\u001f\u007f]*$/, 'a seed of letters, digits and signs, without control characters');

/** Where an axis may point: the seat count, the bots, a difficulty step, an option or a content value. */
const AXIS_PATH = /^(players|bots|bots\.\d+|step|options\.[^.]+(\.[^.]+)*|content\.[^.]+\.json\.[^.]+(\.[^.]+)*)$/;

const axisSchema = z
  .strictObject({
    path: z.string().regex(AXIS_PATH, 'expected players, bots, bots.<seat>, step, options.<path> or content.<file>.json.<path>'),
    values: z.array(z.unknown()).min(1),
    labels: z.array(words).optional(),
    title: words.pipe(z.string().min(1)).optional(),
  })
  .refine((a) => !a.labels || a.labels.length === a.values.length, { message: 'expected one label per value', path: ['labels'] });

const stopSchema = z.union([
  z.strictObject({ games: z.number().int().min(1) }),
  z
    .strictObject({ width: z.number().gt(0).max(1), minGames: z.number().int().min(1).optional(), maxGames: z.number().int().min(1) })
    .refine((s) => s.minGames === undefined || s.minGames <= s.maxGames, { message: 'minGames is more than maxGames', path: ['minGames'] }),
]);

/** An experiment file's shape (types.ts `Experiment`). Unknown fields are refused: a typo must not pass unseen. */
export const experimentSchema = z.strictObject({
  name: words.pipe(z.string().min(1)),
  game: z.string().trim().min(1),
  options: z.record(z.string(), z.unknown()).default({}),
  players: z.number().int().min(1).optional(),
  bots: z.union([botSpec, z.array(botSpec).min(1)]),
  rotateSeats: z.boolean().optional(),
  axes: z.array(axisSchema).default([]),
  stop: stopSchema,
  chunk: z.number().int().min(1).optional(),
  // YAML reads `seed: 7` as a number; the seed is text either way.
  seed: z.union([seedText, z.number()]).transform(String),
  maxMoves: z.number().int().min(1).optional(),
  kind: z.enum(['difficulty', 'seats', 'bots', 'sweep', 'custom']).optional(),
  bands: z.record(z.string(), band).optional(),
  variant: variantSchema.optional(),
  band: band.optional(),
});

/** Reads an experiment from JSON or YAML text (by the file name's ending); a RuleError('bad-experiment') naming the first problem. */
export function parseExperiment(text: string, file: string): Experiment {
  const yaml = /\.ya?ml$/i.test(file);
  let data: unknown;
  try {
    data = yaml ? parseYaml(text) : JSON.parse(text);
  } catch (e) {
    const why = (e instanceof Error ? e.message : String(e)).split('\n')[0];
    throw new RuleError('bad-experiment', `The experiment ${file} is not valid ${yaml ? 'YAML' : 'JSON'}: ${why}`);
  }
  const experiment = parseShape(experimentSchema, data, 'bad-experiment', `The experiment ${file} is not right`);
  const paths = experiment.axes.map((a) => a.path);
  const twice = paths.find((p, i) => paths.indexOf(p) !== i);
  if (twice) throw new RuleError('bad-experiment', `The experiment ${file} is not right: axes: "${twice}" appears twice.`);
  return experiment as Experiment;
}

/** Every cell of an experiment, in a stable order (the axes' product, first axis slowest). */
export function expandCells(experiment: Experiment, kit: LabKit): Cell[] {
  const game = kit.findGame(experiment.game);
  if (!game) throw new RuleError('bad-experiment', `There is no game "${experiment.game}". Games: ${kit.games.map((g) => g.id).join(', ') || '(none)'}.`);
  if (experiment.variant && experiment.variant.game !== game.id) throw new RuleError('bad-experiment', `The variant "${experiment.variant.name}" is of ${experiment.variant.game}, not of ${game.title}.`);
  experiment.axes.forEach((axis) => checkAxis(game, axis));
  // Counted before they are built: three axes of a thousand values would be a billion cells.
  const count = experiment.axes.reduce((n, a) => n * a.values.length, 1);
  if (count > MAX_CELLS) throw new RuleError('bad-experiment', `An experiment may have at most ${MAX_CELLS.toLocaleString('en-US')} cells; its axes make ${count.toLocaleString('en-US')}.`);
  const combos = product(experiment.axes.map((a) => a.values.length));
  const width = Math.max(2, String(combos.length - 1).length);
  const cells = combos.map((picks, index) => buildCell(experiment, game, picks, index, width));
  checkBots(kit, game, cells);
  return cells;
}

/** Every combination of value indexes, first axis slowest. No axes: one empty combination. */
function product(sizes: number[]): number[][] {
  let out: number[][] = [[]];
  for (const size of sizes) out = out.flatMap((prefix) => Array.from({ length: size }, (_, i) => [...prefix, i]));
  return out;
}

/** Problems an axis has whatever the other axes say: a step or content file the game does not have. */
function checkAxis(game: AnyGame, axis: Axis): void {
  if (axis.path === 'step') {
    for (const v of axis.values) stepOf(game, v);
  } else if (axis.path.startsWith('content.')) {
    const { file, path } = contentPath(axis.path);
    if (!game.content) throw new RuleError('bad-experiment', `${game.title} has no content the lab can vary (axis ${axis.path}).`);
    const files = Object.keys(game.content.files);
    if (!(file in game.content.files)) throw new RuleError('bad-experiment', `Axis ${axis.path}: ${game.title} has no content file "${file}". Files: ${files.join(', ')}.`);
    let v: unknown = game.content.files[file];
    for (const key of path) {
      if (v === null || typeof v !== 'object' || !(key in v)) throw new RuleError('bad-experiment', `Axis ${axis.path}: ${file} has no value at "${path.join('.')}" (no "${key}").`);
      v = (v as Record<string, unknown>)[key];
    }
  } else if (axis.path === 'players') {
    const bad = axis.values.find((v) => !Number.isInteger(v) || (v as number) < 1);
    if (bad !== undefined) throw new RuleError('bad-experiment', `Axis players: expected whole numbers of seats, got ${JSON.stringify(bad)}.`);
  } else if (axis.path.startsWith('bots')) {
    const whole = axis.path === 'bots';
    const bad = axis.values.find((v) => !(typeof v === 'string' && v.trim()) && !(whole && Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s.trim())));
    if (bad !== undefined) throw new RuleError('bad-experiment', `Axis ${axis.path}: expected ${whole ? 'a bot spec or a list of them' : 'a bot spec'}, got ${JSON.stringify(bad)}.`);
  }
}

function stepOf(game: AnyGame, id: unknown): DifficultyStep {
  const steps = game.difficultySteps ?? [];
  const step = steps.find((s) => s.id === id);
  if (step) return step;
  if (steps.length === 0) throw new RuleError('bad-experiment', `${game.title} has no difficulty steps, so it has no step axis.`);
  throw new RuleError('bad-experiment', `${game.title} has no difficulty step ${JSON.stringify(id)}. Steps: ${steps.map((s) => s.id).join(', ')}.`);
}

/** `content.towers.json.mk1-standard.cost` → file `towers.json`, path [mk1-standard, cost]. */
function contentPath(axisPath: string): { file: string; path: string[] } {
  const match = /^content\.(.+?\.json)\.(.+)$/.exec(axisPath);
  if (!match) throw new RuleError('bad-experiment', `Axis ${axisPath}: expected content.<file>.json.<path>.`);
  return { file: match[1], path: match[2].split('.') };
}

/** Sets `value` at a dotted path inside `into`, making objects on the way. */
function setPath(into: Record<string, unknown>, path: string[], value: unknown): void {
  let target = into;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[path[path.length - 1]] = value;
}

const text = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) ? v.map(String).join(',') : JSON.stringify(v));

/** The short name of an axis for ids and labels: `options.difficulty` → difficulty, `content.towers.json.a.cost` → a.cost. */
function axisName(path: string): string {
  if (path.startsWith('options.')) return path.slice('options.'.length);
  if (path.startsWith('content.')) return contentPath(path).path.join('.');
  if (path.startsWith('bots.')) return `seat ${Number(path.slice(5)) + 1} bot`;
  return path;
}

/** File-safe: lower case letters, digits and dashes. */
const safe = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

function buildCell(experiment: Experiment, game: AnyGame, picks: number[], index: number, width: number): Cell {
  const values: Record<string, unknown> = {};
  const idParts: string[] = [];
  const labelParts: string[] = [];
  let options: Record<string, unknown> = structuredClone(experiment.options);
  let players = experiment.players;
  let bots: string[] = typeof experiment.bots === 'string' ? [experiment.bots] : experiment.bots.slice();
  const seatBots: Record<number, string> = {};
  // A variant's patch is every cell's base content; a content axis sets its values over it.
  const content: Record<string, unknown> = structuredClone(experiment.variant?.patch ?? {});
  let stepId: string | undefined;
  let stepBand: DesignBand | undefined;

  // A step sets options and players first, so other axes may still change them.
  const order = experiment.axes.map((axis, i) => ({ axis, value: axis.values[picks[i]], label: axis.labels?.[picks[i]] }));
  order.sort((a, b) => Number(b.axis.path === 'step') - Number(a.axis.path === 'step'));
  for (const { axis, value } of order) {
    if (axis.path !== 'step') continue;
    const step = stepOf(game, value);
    options = { ...options, ...structuredClone(step.options) };
    if (step.players !== undefined) players = step.players;
    stepId = step.id;
    stepBand = step.band;
  }
  for (const { axis, value } of order) {
    const path = axis.path;
    if (path === 'players') players = value as number;
    else if (path === 'bots') bots = typeof value === 'string' ? [value] : (value as string[]).slice();
    else if (path.startsWith('bots.')) seatBots[Number(path.slice(5))] = value as string;
    else if (path.startsWith('options.')) setPath(options, path.slice('options.'.length).split('.'), structuredClone(value));
    else if (path.startsWith('content.')) {
      const { file, path: inside } = contentPath(path);
      content[file] ??= {};
      setPath(content[file] as Record<string, unknown>, inside, structuredClone(value));
    }
  }
  experiment.axes.forEach((axis, i) => {
    const value = axis.values[picks[i]];
    values[axis.path] = value;
    const name = axisName(axis.path);
    const step = axis.path === 'step' ? stepOf(game, value) : undefined;
    idParts.push(safe(`${axis.path === 'step' ? 'step' : name}-${text(value)}`));
    labelParts.push(axis.labels?.[picks[i]] ?? step?.label ?? `${name} ${text(value)}`);
  });
  const id = [`c${String(index).padStart(width, '0')}`, ...idParts].join('-').slice(0, 120).replace(/-+$/, '');
  const label = labelParts.join(' · ') || 'all games';
  const where = `Cell ${id} (${label})`;

  let parsed: Record<string, unknown>;
  try {
    parsed = parseOptions(game, options) as Record<string, unknown>;
  } catch (e) {
    throw new RuleError('bad-experiment', `${where}: ${e instanceof Error ? e.message : String(e)}`);
  }
  // The schema drops keys it does not know: a misspelt option would quietly play the defaults.
  const unknown = Object.keys(options).find((key) => options[key] !== undefined && !(key in parsed));
  if (unknown !== undefined) throw new RuleError('bad-experiment', `${where}: ${game.title} has no option "${unknown}".`);
  const counts = game.playerCounts(parsed);
  const seats = players ?? counts.min;
  if (seats < counts.min || seats > counts.max) {
    const allowed = counts.min === counts.max ? `${counts.min}` : `${counts.min} to ${counts.max}`;
    throw new RuleError('bad-experiment', `${where}: ${game.title} takes ${allowed} players with these options, not ${seats}.${counts.note ? ` ${counts.note}` : ''}`);
  }
  // One spec per seat: a shorter list repeats its last.
  const perSeat = Array.from({ length: seats }, (_, s) => bots[Math.min(s, bots.length - 1)]);
  for (const [seat, spec] of Object.entries(seatBots)) {
    if (Number(seat) >= seats) throw new RuleError('bad-experiment', `${where}: there is no seat ${Number(seat) + 1} to give a bot (bots.${seat}); ${seats} players.`);
    perSeat[Number(seat)] = spec;
  }
  if (Object.keys(content).length > 0) checkPatch(game, content, where);

  const cellBand = experiment.bands?.[id] ?? (stepId !== undefined ? experiment.bands?.[stepId] : undefined) ?? stepBand ?? experiment.band;
  return {
    id,
    index,
    values,
    label,
    game: game.id,
    players: seats,
    seatNames: Array.from({ length: seats }, (_, seat) => game.seatName(seats, parsed, seat)),
    options: parsed,
    bots: perSeat.map((b) => b.trim()),
    rotateSeats: experiment.rotateSeats ?? false,
    content,
    seed: `${experiment.seed}/${id}`,
    maxMoves: experiment.maxMoves ?? DEFAULT_MAX_MOVES,
    ...(cellBand ? { band: cellBand } : {}),
  };
}

/** A patch the content's schema refuses is one line naming the cell; nothing stays changed. */
function checkPatch(game: AnyGame, patch: Record<string, unknown>, where: string): void {
  try {
    game.content!.apply(patch)();
  } catch (e) {
    throw new RuleError('bad-experiment', `${where}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Every distinct bot spec is made once, so a typo is one clear line before any game is played. */
function checkBots(kit: LabKit, game: AnyGame, cells: Cell[]): void {
  for (const spec of new Set(cells.flatMap((c) => c.bots))) {
    try {
      kit.createBot(spec, 'check', game);
    } catch (e) {
      throw new RuleError('bad-experiment', `Bot "${spec}": ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
