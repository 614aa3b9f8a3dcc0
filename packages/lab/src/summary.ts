import type { Cell, Experiment, GameLine, RunSummary } from './types.ts';

/** The summary of a run from its cells' lines (measures per cell, ratings for a bots experiment). PINNED API: measures build it. */
export function summarizeRun(experiment: Experiment, title: string, seatNames: string[], cells: { cell: Cell; lines: GameLine[] }[], written: string): RunSummary {
  void experiment;
  void title;
  void seatNames;
  void cells;
  void written;
  throw new Error('summarizeRun: not built yet');
}
