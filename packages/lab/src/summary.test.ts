import { describe, expect, it } from 'vitest';
import { expandCells } from './experiment.ts';
import { measureCell } from './metrics.ts';
import { playChunk } from './play.ts';
import { rateBots } from './ratings.ts';
import { summarizeRun } from './summary.ts';
import { fakeKit } from './testing/fake-kit.ts';
import type { Cell, Experiment, GameLine } from './types.ts';

const experiment: Experiment = { name: 'test', game: 'fake', options: {}, bots: ['a', 'b'], axes: [], stop: { games: 4 }, seed: 's' };

function cell(id: string, bots: string[], extra: Partial<Cell> = {}): Cell {
  return { id, index: 0, values: {}, label: id, game: 'fake', players: bots.length, options: {}, bots, rotateSeats: false, content: {}, seed: `s/${id}`, maxMoves: 100, ...extra };
}

function line(c: Cell, index: number, winners: number[], bots = c.bots): GameLine {
  return { cell: c.id, index, bots, winners, automatonWon: false, finished: true, moves: 5 + index, turns: 2, decisions: 1, legalSum: 2, moveKinds: { go: 5 } };
}

describe('summarizeRun', () => {
  const ab = cell('c00', ['a', 'b']);
  const cc = cell('c01', ['c', 'c']);
  const cells = [
    { cell: ab, lines: [line(ab, 0, [0]), line(ab, 1, [0]), line(ab, 2, [1])] },
    { cell: cc, lines: [line(cc, 0, [1]), line(cc, 1, [])] },
  ];

  it('measures every cell with the game’s kind and keeps the pinned fields', () => {
    const summary = summarizeRun(experiment, 'Fake', ['North', 'South'], cells, '2026-01-01T00:00:00.000Z', 'competitive');
    expect(summary.experiment).toBe(experiment);
    expect([summary.title, summary.seatNames, summary.written]).toEqual(['Fake', ['North', 'South'], '2026-01-01T00:00:00.000Z']);
    expect(summary.cells.map((c) => c.cell.id)).toEqual(['c00', 'c01']);
    expect(summary.cells[0].measures).toEqual(measureCell(ab, cells[0].lines, 'competitive'));
    expect(summary.cells[0].measures.winRate.rate).toBeCloseTo(2 / 3, 12);
    // `written` is the last key of summary.json.
    expect(Object.keys(summary).at(-1)).toBe('written');
  });

  it('rates bots over all cells when a cell seats different bots', () => {
    const summary = summarizeRun(experiment, 'Fake', [], cells, 'w', 'competitive');
    expect(summary.ratings).toEqual(rateBots([...cells[0].lines, ...cells[1].lines]));
    // c met nobody but the reference, so it sits between a (won 2 of 3) and b.
    expect(summary.ratings!.map((r) => r.bot)).toEqual(['a', 'c', 'b']);
  });

  it('no ratings where bots never differ, nor in co-operative games', () => {
    const same = summarizeRun(experiment, 'Fake', [], [cells[1]], 'w', 'competitive');
    expect('ratings' in same).toBe(false);
    const coop = summarizeRun({ ...experiment, kind: 'bots' }, 'Fake', [], cells, 'w', 'cooperative');
    expect('ratings' in coop).toBe(false);
    // Co-op: any winner is a team win.
    expect(coop.cells[1].measures.winRate.rate).toBe(0.5);
  });

  it('a tournament (rotated seats) is rated even in a game that is co-operative outside its versus mode', () => {
    const tournament = summarizeRun({ ...experiment, kind: 'bots', rotateSeats: true }, 'Fake', [], cells, 'w', 'cooperative');
    expect(tournament.ratings).toEqual(rateBots([...cells[0].lines, ...cells[1].lines]));
  });

  it('measures each cell by its own kind when given one per cell (a co-operative game’s versus mode is competitive)', () => {
    const mixed = summarizeRun(experiment, 'Fake', [], cells, 'w', (c) => (c.id === 'c01' ? 'cooperative' : 'competitive'));
    expect(mixed.cells[0].measures).toEqual(measureCell(ab, cells[0].lines, 'competitive'));
    expect(mixed.cells[1].measures).toEqual(measureCell(cc, cells[1].lines, 'cooperative'));
    // One competitive cell seating different bots is enough for ratings.
    expect(mixed.ratings).toBeDefined();
  });

  it('a bots experiment is rated even with one bot per cell', () => {
    const summary = summarizeRun({ ...experiment, kind: 'bots' }, 'Fake', [], [{ cell: cc, lines: [line(cc, 0, [0], ['c', 'd'])] }], 'w');
    expect(summary.ratings!.map((r) => r.bot)).toEqual(['c', 'd']);
  });

  it('the kind defaults to competitive; no cells give an empty summary', () => {
    expect(summarizeRun(experiment, 'Fake', [], cells, 'w')).toEqual(summarizeRun(experiment, 'Fake', [], cells, 'w', 'competitive'));
    expect(summarizeRun(experiment, 'Fake', [], [], 'w')).toEqual({ experiment, title: 'Fake', seatNames: [], cells: [], written: 'w' });
  });

  it('summarizes games really played, byte for byte the same each time', () => {
    const e: Experiment = { ...experiment, game: 'sprint', players: 2, bots: ['random', 'first'], rotateSeats: true, kind: 'bots', stop: { games: 6 } };
    const played = expandCells(e, fakeKit).map((c) => ({ cell: c, lines: playChunk(fakeKit, { cell: c, chunk: 0, size: 6, count: 6 }) }));
    const a = summarizeRun(e, 'Sprint', ['One', 'Two'], played, 'w', 'competitive');
    const m = a.cells[0].measures;
    expect(m.games).toBe(6);
    expect(m.completion).toBe(1);
    expect(m.branching).toBeGreaterThan(1);
    expect(m.leadChanges).not.toBeNull();
    expect(Object.keys(m.trajectories).length).toBeGreaterThan(0);
    expect(a.ratings!.map((r) => r.bot).sort()).toEqual(['first', 'random']);
    expect(JSON.stringify(summarizeRun(e, 'Sprint', ['One', 'Two'], structuredClone(played), 'w', 'competitive'))).toBe(JSON.stringify(a));
  });
});
