import type { ChunkExecutor } from './executor.ts';
import type { LabKit } from './kit.ts';
import type { Cell, Experiment, RunSummary } from './types.ts';

export interface RunOptions {
  /** Worker threads when no executor is given (default: one per CPU; 1 plays in this thread). */
  workers?: number;
  /** Plays the chunks elsewhere (the BullMQ queue). */
  executor?: ChunkExecutor;
  /** Progress: called after each game, per cell and for the whole run. */
  onProgress?: (p: { cell: Cell; cellGames: number; cellTarget: number; runGames: number; runTarget: number }) => void;
}

/**
 * Runs an experiment into a run folder (experiment.json, cells/<cell id>.jsonl, summary.json), continuing what is
 * already there, and returns the summary. PINNED API: lab core builds it.
 */
export async function runExperiment(experiment: Experiment, folder: string, kit: LabKit, options: RunOptions = {}): Promise<RunSummary> {
  void experiment;
  void folder;
  void kit;
  void options;
  throw new Error('runExperiment: not built yet');
}
