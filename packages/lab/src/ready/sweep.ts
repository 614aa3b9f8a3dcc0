/**
 * `lab sweep <game> --vary <content path>=<from>..<to>[:step]`: how one content number moves the win rate and the
 * game's length, on the game's default set-up (its first versus mode, else its first difficulty step), or on a ladder
 * step given by `--step`, every value then marked in or out of that step's design band.
 */
import type { AnyGame, DesignBand } from '@ramparts/engine';
import type { Axis, Experiment, RunSummary } from '../types.ts';
import { axisLabel, chosenPlayers, defaultSeed, readyError, seatBots, stopRule, stopWords, type ReadyFlags } from './common.ts';
import { BAND_RANGES, bandWords } from './difficulty.ts';
import { percent, rateText, type ResultTable } from './table.ts';

export const SWEEP_GAMES = 100;
/** More values than this is a typo in the step, not a sweep. */
export const MAX_SWEEP_VALUES = 50;

/** A parsed `--vary`: the content file, the path inside it, the numbers to try, and the axis that sets them. */
export interface Vary {
  file: string;
  path: string[];
  numbers: number[];
  /** The experiment's axis: `content.<file>.<path>` with the numbers (list items by position). */
  axis: Axis;
}

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const VARY = new RegExp(String.raw`^\s*([^=\s]+)\s*=\s*(${NUMBER})\s*\.\.\s*(${NUMBER})\s*(?::\s*(${NUMBER}))?\s*$`);

/** The values from..to by step, rounded so 0.1 steps give 0.3, not 0.30000000000000004. */
export function sweepValues(from: number, to: number, step: number): number[] {
  if (!(step > 0)) throw readyError(`The step of --vary must be above 0, not ${step}.`);
  if (to < from) throw readyError(`--vary goes from a smaller number to a larger one: ${from}..${to} is backwards.`);
  const count = Math.floor((to - from) / step + 1e-9) + 1;
  if (count > MAX_SWEEP_VALUES) throw readyError(`--vary ${from}..${to} in steps of ${step} gives ${count} values; at most ${MAX_SWEEP_VALUES} (give a larger step after a colon: ${from}..${to}:${(to - from) / 10}).`);
  return Array.from({ length: count }, (_, i) => Number((from + i * step).toFixed(10)));
}

/** Reads `--vary` and checks the path names a number in the game's content. */
export function parseVary(game: AnyGame, text: string | undefined): Vary {
  if (text === undefined) throw readyError('lab sweep needs --vary <content path>=<from>..<to>[:step], e.g. --vary rules.json.attackerTosses=2..4.');
  const m = VARY.exec(text);
  if (!m) throw readyError(`--vary takes <content path>=<from>..<to>[:step] (e.g. rules.json.attackerTosses=2..4), not "${text}".`);
  const [, where, from, to, step] = m;
  const { file, path } = contentPath(game, where);
  const numbers = sweepValues(Number(from), Number(to), step === undefined ? 1 : Number(step));
  return { file, path, numbers, axis: sweepAxis(game, file, path, numbers) };
}

/**
 * The axis that sets the value: `content.<file>.<path>` with the numbers. A game's content patch reaches into a list
 * by position (`{ "towers": { "2": { "purchase": 7 } } }`), so an item named by its id becomes its position.
 */
export function sweepAxis(game: AnyGame, file: string, path: string[], numbers: number[]): Axis {
  let here: unknown = game.content!.files[file];
  const keys = path.map((key) => {
    const resolved = Array.isArray(here) ? String(indexIn(here, key)) : key;
    here = child(here, key);
    return resolved;
  });
  return { path: `content.${file}.${keys.join('.')}`, values: numbers };
}

/**
 * Splits `towers.json.towers.archery.purchase` into its file and the path inside, and checks that a number lies
 * there. Inside a list, an item is named by its `id` (or its position).
 */
export function contentPath(game: AnyGame, where: string): { file: string; path: string[] } {
  const files = game.content?.files ?? {};
  const names = Object.keys(files);
  if (names.length === 0) throw readyError(`${game.title} has no content the lab can vary.`);
  const file = names.filter((f) => where === f || where.startsWith(`${f}.`)).sort((a, b) => b.length - a.length)[0];
  if (file === undefined) throw readyError(`"${where}" starts with no content file of ${game.title}; its files: ${names.join(', ')}.`);
  const path = where.slice(file.length + 1).split('.').filter((s) => s.length > 0);
  let here: unknown = files[file];
  const walked = [file];
  for (const key of path) {
    const next = child(here, key);
    if (next === undefined) {
      const keys = childKeys(here);
      const hint = keys.length > 0 ? `; nearest: ${nearest(key, keys).join(', ')}` : '';
      throw readyError(`${walked.join('.')} has no "${key}"${hint}.`);
    }
    here = next;
    walked.push(key);
  }
  if (typeof here !== 'number') {
    const inside = numericKeys(here);
    const hint = inside.length > 0 ? `; numbers inside: ${inside.slice(0, 6).join(', ')}` : '';
    throw readyError(`${walked.join('.')} is ${describe(here)}, not a number${hint}.`);
  }
  return { file, path };
}

/** The position in a list of the item named `key`: by its id, else by position (-1: none). */
function indexIn(list: unknown[], key: string): number {
  const byId = list.findIndex((item) => typeof item === 'object' && item !== null && (item as { id?: unknown }).id === key);
  if (byId >= 0) return byId;
  return /^\d+$/.test(key) && Number(key) < list.length ? Number(key) : -1;
}

function child(here: unknown, key: string): unknown {
  if (Array.isArray(here)) {
    const at = indexIn(here, key);
    return at >= 0 ? here[at] : undefined;
  }
  if (typeof here === 'object' && here !== null && Object.hasOwn(here, key)) return (here as Record<string, unknown>)[key];
  return undefined;
}

/** The names one may write at this point of a path: object keys, or the ids (else positions) of a list's items. */
function childKeys(here: unknown): string[] {
  if (Array.isArray(here)) {
    const ids = here.map((item) => (item as { id?: unknown } | null)?.id).filter((id): id is string => typeof id === 'string');
    return ids.length > 0 ? ids : here.map((_, i) => String(i));
  }
  return typeof here === 'object' && here !== null ? Object.keys(here) : [];
}

function numericKeys(here: unknown): string[] {
  return childKeys(here).filter((k) => typeof child(here, k) === 'number');
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'empty (null)';
  if (typeof value === 'object') return 'a group of values';
  return `${typeof value === 'string' ? 'text' : typeof value} (${JSON.stringify(value)})`;
}

/** The three keys closest to `key` by edit distance (ties in their order). */
export function nearest(key: string, keys: string[], count = 3): string[] {
  return keys
    .map((k, i) => ({ k, i, d: editDistance(key.toLowerCase(), k.toLowerCase()) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .slice(0, count)
    .map((x) => x.k);
}

export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/**
 * The set-up a sweep plays: a co-operative game's first difficulty step (its win rate is the team's), else the first
 * versus mode, else the first step, else the default options.
 */
export function sweepSetUp(game: AnyGame, stepId?: string): { versus: boolean; options: Record<string, unknown>; players?: number; where: string; band?: DesignBand } {
  const mode = game.versusModes?.[0];
  const steps = game.difficultySteps ?? [];
  if (stepId !== undefined) {
    const step = steps.find((s) => s.id === stepId);
    if (!step) throw readyError(steps.length ? `${game.title} has no ladder step "${stepId}"; its steps: ${steps.map((s) => s.id).join(', ')}.` : `${game.title} has no difficulty ladder: --step is for games with one.`);
    return { versus: false, options: step.options, players: step.players, where: `on ${step.label}`, ...(step.band ? { band: step.band } : {}) };
  }
  const step = steps[0];
  if (step && (game.kind.play === 'cooperative' || !mode)) return { versus: false, options: step.options, players: step.players, where: `on ${step.label}` };
  if (mode) return { versus: true, options: mode.options, where: `in ${mode.label}` };
  return { versus: game.kind.play !== 'cooperative', options: {}, where: 'with its default options' };
}

export function sweepExperiment(game: AnyGame, flags: ReadyFlags): Experiment {
  const vary = parseVary(game, flags.vary);
  const setUp = sweepSetUp(game, flags.step);
  const players = flags.players === undefined && setUp.players !== undefined ? setUp.players : chosenPlayers(game, setUp.options, flags.players, setUp.where);
  return {
    name: `${game.title}: ${vary.file} ${vary.path.join('.')} from ${vary.numbers[0]} to ${vary.numbers[vary.numbers.length - 1]}, ${setUp.where}`,
    game: game.id,
    options: setUp.options,
    players,
    bots: seatBots(flags.bots ?? 'normal'),
    axes: [vary.axis],
    stop: stopRule(flags, SWEEP_GAMES),
    seed: flags.seed ?? defaultSeed('sweep', game),
    kind: 'sweep',
    // Played on a ladder step with a band: every value is marked in or out of it (the question "which value puts Normal at 55%?").
    ...(setUp.band ? { band: setUp.band } : {}),
  };
}

/** Where a sweep meets its design band: the values in it, and the one whose win rate lies nearest the band's middle. */
export function bandAnswer(summary: RunSummary): string | null {
  const band = summary.experiment.band;
  const axis = summary.experiment.axes[0]?.path;
  if (!band || !axis) return null;
  const played = summary.cells.filter((c) => c.measures.games > 0);
  if (played.length === 0) return null;
  const label = (c: (typeof played)[number]) => axisLabel(summary.experiment, axis, c.cell.values[axis]);
  const { low, high } = BAND_RANGES[band];
  const middle = (low + high) / 2;
  const inBand = played.filter((c) => c.measures.inBand);
  const nearest = played.reduce((a, b) => (Math.abs(b.measures.winRate.rate - middle) < Math.abs(a.measures.winRate.rate - middle) ? b : a));
  const met = inBand.length ? `met at ${inBand.map(label).join(', ')}` : 'met at no value tried';
  return `The ${bandWords(band)} band is ${met}; ${percent(middle, 0)} lies nearest at ${label(nearest)}: ${rateText(nearest.measures.winRate)}.`;
}

export function sweepTable(summary: RunSummary, cooperative: boolean): ResultTable {
  const answer = bandAnswer(summary);
  const e = summary.experiment;
  const axis = e.axes[0]?.path ?? '';
  const whose = cooperative ? 'the team' : `seat 1 (${summary.seatNames[0] ?? 'the first seat'})`;
  return {
    title: `${e.name}: ${stopWords(e.stop, 'value')}, seed ${e.seed}`,
    head: [axis.replace(/^content\./, ''), `win rate of ${whose}`, 'mean moves', 'mean turns', 'games'],
    rows: summary.cells.map(({ cell, measures }) => [
      axisLabel(e, axis, cell.values[axis]),
      rateText(measures.winRate),
      measures.duration.moves.mean.toFixed(1),
      measures.duration.turns.mean.toFixed(1),
      String(measures.games),
    ]),
    right: [0, 2, 3, 4],
    notes: [`Win rate: the share of games ${whose} won, with its 95% interval. Mean moves and turns: the game's length.`, ...(answer ? [answer] : [])],
  };
}
