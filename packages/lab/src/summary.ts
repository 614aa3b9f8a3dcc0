import { measureCell, type PlayKind } from './metrics.ts';
import { rateBots } from './ratings.ts';
import type { Cell, Experiment, GameLine, RunSummary } from './types.ts';

/**
 * The summary of a run from its cells' lines: each cell's measures (metrics.ts) and, where bots meet as opponents,
 * the ratings over all cells (ratings.ts). PINNED API. `kind` is how a cell is played (the engine's `playKindOf`
 * of the game and the cell's options: the caller holds the game; this module stays free of the registry): pass it,
 * since co-op win rates, lead changes and skill depend on it. Without it the run is taken as competitive.
 */
export function summarizeRun(
  experiment: Experiment,
  title: string,
  seatNames: string[],
  cells: { cell: Cell; lines: GameLine[] }[],
  written: string,
  kind: PlayKind | ((cell: Cell) => PlayKind) = 'competitive',
): RunSummary {
  const kindOf = typeof kind === 'function' ? kind : () => kind;
  const measured = cells.map(({ cell, lines }) => ({ cell, measures: measureCell(cell, lines, kindOf(cell)) }));
  const ratings = ratesBots(experiment, cells, kindOf) ? rateBots(cells.flatMap((c) => c.lines)) : [];
  // `written` last: the one field that differs between equal runs, where readers of summary.json look for it.
  return { experiment, title, seatNames, cells: measured, ...(ratings.length > 0 ? { ratings } : {}), written };
}

/**
 * Ratings need bots that play against each other: a bots experiment, or any cell seating different bots. In a
 * co-operative game teammates win and lose together, so a rating would only say they shared a table.
 */
function ratesBots(experiment: Experiment, cells: readonly { cell: Cell }[], kindOf: (cell: Cell) => PlayKind): boolean {
  // Rotated seats make a tournament whatever the cells' kind.
  if (cells.every(({ cell }) => kindOf(cell) === 'cooperative') && !experiment.rotateSeats) return false;
  return experiment.kind === 'bots' || cells.some(({ cell }) => new Set(cell.bots).size > 1);
}
