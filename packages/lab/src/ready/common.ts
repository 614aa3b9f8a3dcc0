/**
 * What the ready-made experiments share: their flags, the stop rule those flags give, the seat counts a set-up
 * allows, and the one error type they throw (a RuleError the CLI turns into its one-line message).
 */
import { botLevels, parseOptions, RuleError, type AnyGame } from '@ramparts/engine';
import type { Experiment, RunSummary, StopRule } from '../types.ts';

export type ReadyKind = 'difficulty' | 'seats' | 'bots' | 'sweep';

/** The flags every ready-made experiment takes (the CLI's, already read as numbers). */
export interface ReadyFlags {
  /** Games per cell; with `width`, the most a cell may play. */
  games?: number;
  /** Play each cell until the 95% interval of its win rate is narrower than this (0..1). */
  width?: number;
  seed?: string;
  /** A comma-separated list of bot specs (meaning depends on the experiment). */
  bots?: string;
  players?: number;
  /** `sweep` only: `<content path>=<from>..<to>[:step]`. */
  vary?: string;
  /** `sweep` only: the difficulty ladder's step to play (its options, seats and design band); default the first. */
  step?: string;
}

/** One experiment of a ready-made run and the folder name it runs in (seats: one per versus mode). */
export interface PlannedRun {
  /** File-safe: the folder's name inside the run's folder, '' for the folder itself. */
  name: string;
  /** In words, for tables: the versus mode's label, or ''. */
  label: string;
  experiment: Experiment;
}

/** A planned run once played: its summary. */
export interface RunResult {
  run: PlannedRun;
  summary: RunSummary;
}

/** Games a cell may play at most when `--width` is given without `--games`. */
export const DEFAULT_MAX_GAMES = 1000;

export function readyError(message: string): RuleError {
  return new RuleError('bad-lab-flags', message);
}

/** The stop rule from `--games` and `--width`: a fixed count, or an interval width with `--games` as the cap. */
export function stopRule(flags: ReadyFlags, defaultGames: number): StopRule {
  const games = flags.games ?? (flags.width === undefined ? defaultGames : DEFAULT_MAX_GAMES);
  if (!Number.isInteger(games) || games < 1) throw readyError(`--games takes a whole number of games, at least 1, not ${String(flags.games)}.`);
  if (flags.width === undefined) return { games };
  if (!(flags.width > 0 && flags.width < 1)) throw readyError(`--width takes the interval's width as a share between 0 and 1 (0.1 is ten points), not ${String(flags.width)}.`);
  return { width: flags.width, maxGames: games };
}

/** Bot specs from a comma-separated list, lower-cased; an empty list is an error naming the flag. */
export function botList(text: string): string[] {
  const specs = text
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length > 0);
  if (specs.length === 0) throw readyError('--bots needs a comma-separated list of bots, e.g. hard or random,heuristic.');
  return specs;
}

/** The bots a single `--bots` value gives: one spec for every seat, or one per seat. */
export function seatBots(text: string): string | string[] {
  const specs = botList(text);
  return specs.length === 1 ? specs[0] : specs;
}

/** The game's strongest level: `expert` when it offers one, else `hard`. */
export function strongestLevel(game: AnyGame): string {
  return botLevels(game).some((l) => l.level === 'expert') ? 'expert' : 'hard';
}

/** Every seat count the options allow, smallest first. */
export function seatCounts(game: AnyGame, options: Record<string, unknown>): number[] {
  const { min, max } = game.playerCounts(parseOptions(game, options));
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** The seat count to play: `--players` when given (checked against what the options allow), else the smallest. */
export function chosenPlayers(game: AnyGame, options: Record<string, unknown>, players: number | undefined, setUp: string): number {
  const counts = seatCounts(game, options);
  if (players === undefined) return counts[0];
  if (!counts.includes(players)) throw readyError(`${game.title} ${setUp} takes ${range(counts)} players, not ${players}.`);
  return players;
}

/** "2", "2 to 4". */
export function range(counts: number[]): string {
  return counts.length === 1 ? String(counts[0]) : `${counts[0]} to ${counts[counts.length - 1]}`;
}

/** The seed a run uses when none is given: fixed, so running the same command again resumes the same run. */
export function defaultSeed(kind: ReadyKind, game: AnyGame): string {
  return `${game.id}-${kind}`;
}

/** How an axis value reads: its label in the experiment when it has one, else the value as text. */
export function axisLabel(experiment: Experiment, path: string, value: unknown): string {
  const axis = experiment.axes.find((a) => a.path === path);
  const at = axis ? axis.values.findIndex((v) => JSON.stringify(v) === JSON.stringify(value)) : -1;
  return axis?.labels?.[at] ?? (Array.isArray(value) ? value.join(', ') : String(value));
}

/** "200 games per cell", "until the interval is narrower than 10 points (at most 1000 games)". */
export function stopWords(stop: StopRule, per: string): string {
  if ('games' in stop) return `${stop.games} ${stop.games === 1 ? 'game' : 'games'} per ${per}`;
  return `games per ${per} until the 95% interval is narrower than ${(stop.width * 100).toFixed(1)} points (at most ${stop.maxGames})`;
}
