import type { Cell, Experiment, GameLine } from '@ramparts/lab/types';
import { summarizeRun } from '@ramparts/lab/summary.ts';
import { describe, expect, it } from 'vitest';
import { readRunSummary } from '@ramparts/lab/summary-schema.ts';

// The page reads what the lab writes: a summary made by the lab's own summarizeRun, through JSON as on disk, passes
// the page's schema, edge cells included (no game played, nobody won, a game cut at the move cap).
const experiment: Experiment = { name: 'Sprint', game: 'sprint', options: {}, bots: ['heuristic', 'random'], axes: [{ path: 'players', values: [2] }], stop: { games: 3 }, seed: 's' };
const cell = (id: string): Cell => ({ id, index: 0, values: { players: 2 }, label: id, game: 'sprint', players: 2, options: {}, bots: ['heuristic', 'random'], rotateSeats: false, content: {}, seed: `s:${id}`, maxMoves: 50 });
const line = (index: number, winners: number[], finished = true): GameLine => ({
  cell: 'c',
  index,
  bots: ['heuristic', 'random'],
  winners,
  automatonWon: false,
  finished,
  moves: 10 + index,
  turns: 5,
  decisions: 4,
  legalSum: 12,
  moveKinds: { step: 10 + index },
  trajectory: { at: [0, 5, 10], figures: { pos: [[0, 0], [3, 2], [6, 4]] }, standing: [[0.5, 0.5], [0.6, 0.4], [0.3, 0.7]] },
  figureLabels: { pos: 'Position' },
});

describe('the page reads the lab’s own summaries', () => {
  it('accepts summarizeRun’s output, with a cell of no games, one nobody won and one cut short', () => {
    const summary = summarizeRun(experiment, 'Sprint', ['Red', 'Blue'], [
      { cell: cell('played'), lines: [line(0, [0]), line(1, [1]), line(2, [0])] },
      { cell: cell('nobody-won'), lines: [line(0, []), line(1, [], false)] },
      { cell: cell('empty'), lines: [] },
    ], '2026-11-27T10:00:00.000Z');
    const read = readRunSummary(JSON.stringify(summary), 'summary.json');
    expect(read.cells.map((c) => c.cell.id)).toEqual(['played', 'nobody-won', 'empty']);
  });
});
