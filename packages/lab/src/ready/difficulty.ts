/**
 * `lab difficulty <game>`: the win rate of the strongest bot team at each step of the game's difficulty ladder,
 * against the design band the step should fall in.
 */
import type { AnyGame, DesignBand, DifficultyStep } from '@ramparts/engine';
import type { Axis, Experiment, RunSummary } from '../types.ts';
import { axisLabel, defaultSeed, readyError, seatBots, stopRule, stopWords, strongestLevel, type ReadyFlags } from './common.ts';
import { percent, rateText, type ResultTable } from './table.ts';

/** Strong teams are slow: fewer games by default than the cheap-bot experiments. */
export const DIFFICULTY_GAMES = 100;

/** The win rates each band asks of the strongest team (docs/lab.md). */
export const BAND_RANGES: Readonly<Record<DesignBand, { low: number; high: number }>> = Object.freeze({
  easy: { low: 0.8, high: 1 },
  normal: { low: 0.45, high: 0.65 },
  hard: { low: 0, high: 0.3 },
});

/** "easy (at least 80%)". */
export function bandWords(band: DesignBand | undefined): string {
  if (!band) return 'no band';
  const { low, high } = BAND_RANGES[band];
  if (high >= 1) return `${band} (at least ${percent(low, 0)})`;
  if (low <= 0) return `${band} (at most ${percent(high, 0)})`;
  return `${band} (${percent(low, 0)}–${percent(high, 0)})`;
}

export type Verdict = 'in band' | 'too easy' | 'too hard' | 'no band';

/** Where a win rate's point estimate lies against the band: above it the step is too easy, below too hard. */
export function verdict(rate: number, band: DesignBand | undefined): Verdict {
  if (!band) return 'no band';
  const { low, high } = BAND_RANGES[band];
  if (rate > high) return 'too easy';
  if (rate < low) return 'too hard';
  return 'in band';
}

export function difficultySteps(game: AnyGame): DifficultyStep[] {
  const steps = game.difficultySteps ?? [];
  if (steps.length === 0) throw readyError(`${game.title} has no difficulty ladder (no difficulty steps), so there is nothing for lab difficulty to walk.`);
  return steps;
}

/** One cell per step (axis `step`), the strongest team in every seat; `--players` adds a seat-count axis. */
export function difficultyExperiment(game: AnyGame, flags: ReadyFlags): Experiment {
  const steps = difficultySteps(game);
  const bots = seatBots(flags.bots ?? strongestLevel(game));
  const axes: Axis[] = [{ path: 'step', values: steps.map((s) => s.id), labels: steps.map((s) => s.label) }];
  if (flags.players !== undefined) axes.push({ path: 'players', values: [flags.players] });
  const bands: Record<string, DesignBand> = {};
  for (const s of steps) if (s.band) bands[s.id] = s.band;
  return {
    name: `${game.title}: difficulty ladder, ${teamWords(bots)}`,
    game: game.id,
    options: {},
    bots,
    axes,
    stop: stopRule(flags, DIFFICULTY_GAMES),
    seed: flags.seed ?? defaultSeed('difficulty', game),
    kind: 'difficulty',
    bands,
  };
}

/** "the expert team", "bots hard, normal". */
export function teamWords(bots: string | string[]): string {
  return typeof bots === 'string' ? `the ${bots} team` : `bots ${bots.join(', ')}`;
}

/** The step a cell plays, its band and where the win rate lies. */
export interface StepResult {
  step: string;
  label: string;
  players: number;
  band?: DesignBand;
  rate: number;
  low: number;
  high: number;
  games: number;
  verdict: Verdict;
}

export function stepResults(summary: RunSummary): StepResult[] {
  return summary.cells.map(({ cell, measures }) => {
    const step = String(cell.values.step);
    const band = measures.band ?? cell.band ?? summary.experiment.bands?.[step];
    const { rate, low, high } = measures.winRate;
    return { step, label: axisLabel(summary.experiment, 'step', step), players: cell.players, band, rate, low, high, games: measures.games, verdict: verdict(rate, band) };
  });
}

/** Steps whose win rate lies outside their band (what the content should be tuned for). */
export function outOfBand(summary: RunSummary): StepResult[] {
  return stepResults(summary).filter((s) => s.verdict === 'too easy' || s.verdict === 'too hard');
}

export function difficultyTable(summary: RunSummary): ResultTable {
  const e = summary.experiment;
  const results = stepResults(summary);
  const rows = summary.cells.map(({ measures }, i) => {
    const s = results[i];
    return [s.label, String(s.players), bandWords(s.band), rateText(measures.winRate), s.verdict, String(s.games)];
  });
  return {
    title: `${summary.title}: difficulty ladder, ${teamWords(e.bots)}, ${stopWords(e.stop, 'step')}, seed ${e.seed}`,
    head: ['step', 'players', 'band', 'win rate (95% interval)', 'verdict', 'games'],
    rows,
    right: [1, 5],
    notes: [
      `Win rate: the share of games the team won. Bands: easy at least 80%, normal 45–65%, hard at most 30%.`,
      `Verdict: "in band" when the win rate lies in its band, "too easy" above it, "too hard" below it (the point estimate; the interval says how sure).`,
    ],
  };
}
