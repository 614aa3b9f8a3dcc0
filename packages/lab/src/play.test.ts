import { createBot } from '@ramparts/engine';
import { findGame, games } from '@ramparts/games';
import { describe, expect, it } from 'vitest';
import { expandCells } from './experiment.ts';
import { MAX_SAMPLES, playChunk, playGame } from './play.ts';
import { fakeKit, sprintContent } from './testing/fake-kit.ts';
import type { Cell, Experiment } from './types.ts';

const experiment: Experiment = { name: 'Sprint', game: 'sprint', options: {}, bots: 'random', axes: [], stop: { games: 4 }, seed: 'p' };
const cellOf = (changes: Partial<Experiment> = {}, at = 0): Cell => expandCells({ ...experiment, ...changes }, fakeKit)[at];

describe('playGame', () => {
  it('records a decided game exactly', () => {
    // "first" always steps: Runner 1 steps twice a turn and reaches square 12 on its 6th turn, after 6 + 5 turns of 2 moves.
    const line = playGame(fakeKit, cellOf({ bots: 'first' }), 0);
    expect(line).toMatchObject({ cell: 'c00', index: 0, bots: ['first', 'first'], winners: [0], automatonWon: false, finished: true, moves: 22, turns: 11 });
    // Every move was chosen among 3 legal moves.
    expect([line.decisions, line.legalSum]).toEqual([22, 66]);
    expect(line.moveKinds).toEqual({ step: 22 });
    expect(line.scores).toEqual([12, 10]);
    expect(line.figureLabels).toEqual({ position: 'Position' });
    // Sampled after the setup, after each turn, and at the end.
    expect(line.trajectory?.at).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22]);
    expect(line.trajectory?.figures.position.at(-1)).toEqual([12, 10]);
    expect(line.trajectory?.standing?.at(-1)).toEqual([1, 0.8333]);
  });

  it('skips the trajectory when asked, and nothing else changes', () => {
    const cell = cellOf();
    const { trajectory, figureLabels, ...rest } = playGame(fakeKit, cell, 5);
    expect(trajectory && figureLabels).toBeTruthy();
    expect(playGame(fakeKit, cell, 5, { trajectory: false })).toEqual(rest);
  });

  it('is deterministic, and the index and seed change the game', () => {
    const cell = cellOf();
    expect(playGame(fakeKit, cell, 3)).toEqual(playGame(fakeKit, cell, 3));
    const lines = [0, 1, 2, 3, 4, 5].map((i) => JSON.stringify({ ...playGame(fakeKit, cell, i), index: 0 }));
    expect(new Set(lines).size).toBeGreaterThan(1);
    expect(playGame(fakeKit, cellOf({ seed: 'other' }), 3)).not.toEqual(playGame(fakeKit, cell, 3));
  });

  it('counts string moves by their text and the automaton’s win in a solo game', () => {
    const line = playGame(fakeKit, cellOf({ bots: 'random', axes: [{ path: 'step', values: ['hard'] }] }), 1);
    expect(line.bots).toEqual(['random']);
    expect(Object.keys(line.moveKinds).every((k) => ['step', 'roll', 'rest'].includes(k))).toBe(true);
    expect(line.finished).toBe(true);
    expect(line.automatonWon).toBe(line.winners.length === 0);
    // and names the side that won, for tables that say whom the seats lost to
    expect(line.automatonWinner).toBe(line.automatonWon ? 'the clock' : undefined);
    expect(line.turns).toBe(line.moves); // alone at the table, every move is a turn
    expect(Object.keys(line.trajectory!.figures)).toEqual(['position', 'turns-left']);
  });

  it('rotates the bots by the game index with rotateSeats', () => {
    const cell = cellOf({ players: 3, bots: ['first', 'random', 'random'], rotateSeats: true });
    expect([0, 1, 2, 3].map((i) => playGame(fakeKit, cell, i).bots)).toEqual([
      ['first', 'random', 'random'],
      ['random', 'random', 'first'],
      ['random', 'first', 'random'],
      ['first', 'random', 'random'],
    ]);
  });

  it('plays with the content patch applied, and puts the content back', () => {
    const [long, short] = expandCells({ ...experiment, bots: 'first', axes: [{ path: 'content.sprint.json.track.length', values: [30, 4] }] }, fakeKit);
    expect(playGame(fakeKit, short, 0).moves).toBe(6);
    expect(playGame(fakeKit, long, 0).moves).toBe(58);
    expect(sprintContent['sprint.json'].track.length).toBe(12);
  });

  it('counts a game past the move cap as unfinished, and thins long trajectories to 64 evenly spread samples', () => {
    const line = playGame(fakeKit, cellOf({ bots: 'first', maxMoves: 5, axes: [{ path: 'content.sprint.json.track.length', values: [1000] }] }), 0);
    expect(line).toMatchObject({ finished: false, winners: [], moves: 5 });
    const long = playGame(fakeKit, cellOf({ bots: 'first', axes: [{ path: 'content.sprint.json.track.length', values: [400] }] }), 0);
    const at = long.trajectory!.at;
    expect(at).toHaveLength(MAX_SAMPLES);
    expect([at[0], at.at(-1)]).toEqual([0, long.moves]);
    expect(long.trajectory!.figures.position).toHaveLength(MAX_SAMPLES);
    expect(long.trajectory!.standing).toHaveLength(MAX_SAMPLES);
  });

  it('says which game failed and how to reproduce it', () => {
    const cell = { ...cellOf(), bots: ['first', 'broken'] };
    const kit = { ...fakeKit, createBot: (spec: string, seed: string) => (spec === 'broken' ? { name: spec, chooseMove: () => ({ type: 'fly' }) } : fakeKit.createBot(spec, seed)) };
    expect(() => playGame(kit, cell, 2)).toThrow(/^Cell c00, game 2 \(seed "p\/c00:2", bots first,broken\) failed: /);
  });
});

describe('playChunk', () => {
  it('plays games chunk × size onwards, equal to playing them one by one', () => {
    const cell = cellOf();
    const lines = playChunk(fakeKit, { cell, chunk: 2, size: 4, count: 3 });
    expect(lines.map((l) => l.index)).toEqual([8, 9, 10]);
    expect(lines).toEqual([8, 9, 10].map((i) => playGame(fakeKit, cell, i)));
  });
});

describe('playGame on the registry’s games', () => {
  const kit = { games, findGame, createBot, modules: { registry: '@ramparts/games', bots: '@ramparts/engine' } };
  it.each(games.map((g) => g.id))('%s: a random game leaves a whole line with a trajectory', (id) => {
    const cell = expandCells({ name: id, game: id, options: {}, bots: 'random', axes: [], stop: { games: 1 }, seed: 'registry', maxMoves: 3000 }, kit)[0];
    const line = playGame(kit, cell, 0);
    expect(line.moves).toBeGreaterThan(0);
    expect(line.decisions).toBeGreaterThan(0);
    expect(line.legalSum).toBeGreaterThanOrEqual(2 * line.decisions);
    expect(Object.values(line.moveKinds).reduce((a, b) => a + b, 0)).toBe(line.moves);
    const t = line.trajectory!;
    expect(Object.keys(t.figures).length).toBeGreaterThan(0);
    for (const rows of Object.values(t.figures)) expect(rows).toHaveLength(t.at.length);
    expect(t.at.length).toBeLessThanOrEqual(MAX_SAMPLES);
    expect(JSON.parse(JSON.stringify(line))).toEqual(line);
  });
});
