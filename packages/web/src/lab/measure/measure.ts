import { createBot, type AnyGame, type Variant } from '@ramparts/engine';
import { sideBySide } from '@ramparts/lab/compare.ts';
import type { ChunkExecutor } from '@ramparts/lab/executor.ts';
import type { LabKit } from '@ramparts/lab/kit.ts';
import { READY_EXPERIMENTS, type ReadyKind } from '@ramparts/lab/ready/index.ts';
import { memoryStore, runCells, type RunProgress } from '@ramparts/lab/run-core.ts';
import type { Experiment, RunSummary } from '@ramparts/lab/types';

/*
 * The studio's Measure (issue #32): a ready-made lab experiment played twice on the same seeds, the original and the
 * variant, on Web Workers; the CLI's `ramparts lab <kind> <game> --games N --bots B` gives the same numbers (with
 * `--variant` for the second run).
 */

/** The experiments the studio offers for a game: its ladder where it has one, its versus set-ups, its bots, a sweep. */
export function measureKinds(game: AnyGame): ReadyKind[] {
  return [...(game.difficultySteps?.length ? (['difficulty'] as const) : []), ...(game.versusModes?.length ? (['seats'] as const) : []), 'bots', 'sweep'];
}

/** Every number of the game's content as a sweep names it (`towers.json.towers.archery.purchase`: a list item by its id). */
export function sweepPaths(game: AnyGame, limit = 400): string[] {
  const out: string[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (out.length >= limit) return;
    if (typeof value === 'number') out.push(path.join('.'));
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' ? (v as { id: string }).id : String(i)]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  for (const [file, data] of Object.entries(game.content?.files ?? {})) walk(data, [file]);
  return out;
}

export interface MeasurePlan {
  kind: ReadyKind;
  games: number;
  /** A bot level or spec for every seat ('' for the experiment's own choice). */
  bots: string;
  seed?: string;
  /** Sweep: `<content path>=<from>..<to>[:by]`, and the ladder step it plays (its band marks each value). */
  vary?: string;
  step?: string;
}

/** The experiment of a plan (the first of a seats plan's versus modes), and the command line that runs it. */
export function planExperiment(game: AnyGame, plan: MeasurePlan): { experiment: Experiment; command: string } {
  const flags = { games: plan.games, ...(plan.bots ? { bots: plan.bots } : {}), ...(plan.seed ? { seed: plan.seed } : {}), ...(plan.kind === 'sweep' ? { vary: plan.vary, ...(plan.step ? { step: plan.step } : {}) } : {}) };
  const [first] = READY_EXPERIMENTS[plan.kind].plan(game, flags);
  if (!first) throw new Error(`${game.title} has no ${plan.kind} experiment.`);
  const sweep = plan.kind === 'sweep' ? ` --vary ${plan.vary}${plan.step ? ` --step ${plan.step}` : ''}` : '';
  const command = `ramparts lab ${plan.kind} ${game.id}${sweep} --games ${plan.games}${plan.bots ? ` --bots ${plan.bots}` : ''}${plan.seed ? ` --seed ${plan.seed}` : ''}`;
  // Chunks of two games: a stop waits for at most two games a worker (the numbers do not depend on the chunks).
  return { experiment: { ...first.experiment, chunk: 2 }, command };
}

/** The page's kit: the one game it loaded (the web never loads the registry outside workers). */
export const kitOf = (game: AnyGame): LabKit => ({ games: [game], findGame: (id) => (id === game.id ? game : undefined), createBot, modules: { registry: '', bots: '' } });

/** What a measure gives: the side-by-side summary, and each run's own. */
export interface Measured {
  summary: RunSummary;
  original: RunSummary;
  variant: RunSummary | null;
}

export interface MeasureRun {
  /** The side-by-side summary so far (the original's cells first). */
  onSummary(summary: RunSummary): void;
  onProgress(done: number, total: number): void;
  signal: AbortSignal;
}

/**
 * Plays the experiment for the original, then for the variant, each into memory, and hands on the side-by-side
 * summary as chunks finish. Resolves with the last one (fewer games when stopped).
 */
export async function measure(game: AnyGame, variant: Variant, experiment: Experiment, executor: ChunkExecutor, run: MeasureRun): Promise<Measured> {
  const kit = kitOf(game);
  const inFlight = { max: 8, ahead: 4 };
  let total = 0;
  const progress = (offset: number) => (p: RunProgress) => {
    total = Math.max(total, p.runTarget * 2);
    run.onProgress(offset + p.runGames, total);
  };
  const show = (o: RunSummary, v: RunSummary | null) => run.onSummary(v ? sideBySide(o, v, variant.name) : o);
  const original = await runCells(experiment, kit, memoryStore(), { executor, inFlight, signal: run.signal, onProgress: progress(0), onChunk: (s) => show(s(), null) });
  if (run.signal.aborted) return { summary: original, original, variant: null };
  const first = original;
  const both = await runCells({ ...experiment, variant }, kit, memoryStore(), { executor, inFlight, signal: run.signal, onProgress: progress(total / 2), onChunk: (s) => show(first, s()) });
  const summary = sideBySide(first, both, variant.name);
  run.onSummary(summary);
  return { summary, original: first, variant: both };
}
