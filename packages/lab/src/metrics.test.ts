import { describe, expect, it } from 'vitest';
import { cellWinRate, inDesignBand, leadStory, measureCell, TRAJECTORY_TIMES } from './metrics.ts';
import { wilson } from './stats.ts';
import type { Cell, GameLine } from './types.ts';

function cell(extra: Partial<Cell> = {}): Cell {
  return {
    id: 'c00',
    index: 0,
    values: {},
    label: 'base',
    game: 'fake',
    players: 2,
    options: {},
    bots: ['a', 'b'],
    rotateSeats: false,
    content: {},
    seed: 's/c00',
    maxMoves: 10_000,
    ...extra,
  };
}

function line(index: number, extra: Partial<GameLine> = {}): GameLine {
  return {
    cell: 'c00',
    index,
    bots: ['a', 'b'],
    winners: [],
    automatonWon: false,
    finished: true,
    moves: 10,
    turns: 5,
    decisions: 0,
    legalSum: 0,
    moveKinds: {},
    ...extra,
  };
}

describe('measureCell with no games', () => {
  it('gives empty, neutral measures and no band verdict', () => {
    const m = measureCell(cell({ band: 'hard' }), [], 'competitive');
    expect(m.games).toBe(0);
    expect(m.winRate).toEqual({ rate: 0, low: 0, high: 1, n: 0 });
    expect(m.seatWins).toEqual([
      { rate: 0, low: 0, high: 1, n: 0 },
      { rate: 0, low: 0, high: 1, n: 0 },
    ]);
    expect(m.botWins).toEqual({});
    expect([m.balance, m.completion, m.decisiveness, m.branching]).toEqual([1, 0, 0, 0]);
    expect(m.duration.moves).toEqual({ mean: 0, median: 0, p10: 0, p90: 0 });
    expect([m.leadChanges, m.drama, m.skill]).toEqual([null, null, null]);
    expect(m.moveKinds).toEqual({});
    expect(m.trajectories).toEqual({});
    expect(m.lengths).toEqual([]);
    expect(m.band).toBe('hard');
    expect('inBand' in m).toBe(false);
  });
});

describe('win rates', () => {
  it('co-op: the team wins when anyone wins', () => {
    const lines = [line(0, { winners: [0, 1] }), line(1), line(2, { winners: [0, 1] }), line(3, { automatonWon: true })];
    const r = cellWinRate(cell(), lines, 'cooperative');
    expect(r.rate).toBe(0.5);
    expect([r.low, r.high]).toEqual(wilson(2, 4));
    expect(r.n).toBe(4);
  });

  it('competitive: seat 0, whoever sits there', () => {
    const lines = [line(0, { winners: [0] }), line(1, { winners: [1] }), line(2, { winners: [1] })];
    expect(cellWinRate(cell(), lines, 'competitive').rate).toBeCloseTo(1 / 3, 12);
  });

  it('rotated seats: the first listed bot, wherever it sits', () => {
    // Game i seats cell.bots[(s + i) % n] at s: bot a sits at seat 0, 2, 1, 0 in games 0..3 of a 3-seat cell.
    const c = cell({ players: 3, bots: ['a', 'b', 'c'], rotateSeats: true });
    const lines = [
      line(0, { bots: ['a', 'b', 'c'], winners: [0] }),
      line(1, { bots: ['b', 'c', 'a'], winners: [2] }),
      line(2, { bots: ['c', 'a', 'b'], winners: [0] }),
      line(3, { bots: ['a', 'b', 'c'], winners: [0] }),
    ];
    const m = measureCell(c, lines, 'competitive');
    expect(m.winRate.rate).toBe(0.75);
    expect(m.botWins.a.rate).toBe(0.75);
    expect(m.botWins.c.rate).toBe(0.25);
  });

  it('seat shares and balance', () => {
    const lines = [line(0, { winners: [0] }), line(1, { winners: [0] }), line(2, { winners: [0] }), line(3, { winners: [1] })];
    const m = measureCell(cell(), lines, 'competitive');
    expect(m.seatWins.map((r) => r.rate)).toEqual([0.75, 0.25]);
    expect(m.balance).toBeCloseTo(1 - 0.5 / 0.75, 12);
  });

  it('a spec in two seats counts each seat', () => {
    const c = cell({ players: 3, bots: ['a', 'a', 'b'] });
    const lines = [line(0, { bots: ['a', 'a', 'b'], winners: [0] }), line(1, { bots: ['a', 'a', 'b'], winners: [2] })];
    const m = measureCell(c, lines, 'competitive');
    expect(m.botWins.a).toMatchObject({ rate: 0.25, n: 4 });
    expect(m.botWins.b).toMatchObject({ rate: 0.5, n: 2 });
    expect(Object.keys(m.botWins)).toEqual(['a', 'b']);
  });
});

describe('completion, decisiveness, duration, branching', () => {
  it('counts unfinished games out of decisiveness and automaton wins in', () => {
    const lines = [
      line(0, { winners: [1] }),
      line(1, { automatonWon: true }),
      line(2, { finished: false }),
      line(3), // a finished draw
    ];
    const m = measureCell(cell(), lines, 'competitive');
    expect(m.completion).toBe(0.75);
    expect(m.decisiveness).toBeCloseTo(2 / 3, 12);
  });

  it('names the share of games the rules\' side won, apart from draws; none when it never won', () => {
    const lines = [line(0, { winners: [1] }), line(1, { automatonWon: true, automatonWinner: 'the enemy' }), line(2, { automatonWon: true, automatonWinner: 'the enemy' }), line(3)];
    expect(measureCell(cell(), lines, 'competitive').lostTo).toEqual({ 'the enemy': 0.5 });
    expect('lostTo' in measureCell(cell(), [line(0), line(1, { winners: [0] })], 'competitive')).toBe(false);
  });

  it('all draws: balanced, undecided, no skill to see', () => {
    const m = measureCell(cell(), [line(0), line(1), line(2)], 'competitive');
    expect([m.balance, m.decisiveness, m.winRate.rate]).toEqual([1, 0, 0]);
    expect(m.skill).toBeNull();
  });

  it('duration: mean, median and type-7 percentiles of moves and turns', () => {
    const lines = [10, 40, 20, 30].map((moves, i) => line(i, { moves, turns: moves / 10 }));
    const m = measureCell(cell(), lines, 'competitive');
    expect(m.duration.moves.mean).toBe(25);
    expect(m.duration.moves.median).toBe(25);
    expect(m.duration.moves.p10).toBeCloseTo(13, 12);
    expect(m.duration.moves.p90).toBeCloseTo(37, 12);
    expect(m.duration.turns.median).toBe(2.5);
    expect(m.lengths).toEqual([10, 40, 20, 30]);
  });

  it('branching: all legal moves over all decisions, not a mean of means', () => {
    const lines = [line(0, { legalSum: 10, decisions: 4 }), line(1, { legalSum: 20, decisions: 6 }), line(2)];
    expect(measureCell(cell(), lines, 'competitive').branching).toBe(3);
  });
});

describe('lead changes and drama', () => {
  it('a tie keeps the leader and the first leader is no change', () => {
    expect(leadStory([[0.5, 0.5], [0.6, 0.4], [0.4, 0.6], [0.5, 0.5], [0.3, 0.7]])).toEqual({ changes: 1, last: 2, samples: 5 });
    expect(leadStory([[0.5, 0.5], [0.6, 0.4], [0.4, 0.6], [0.7, 0.3]])).toEqual({ changes: 2, last: 3, samples: 4 });
    expect(leadStory([[0.5, 0.5, 0.2], [0.1, 0.5, 0.5]])).toEqual({ changes: 0, last: -1, samples: 2 });
  });

  it('mean changes over games with standings; drama over games with a change', () => {
    const lines = [
      line(0, { trajectory: { at: [0, 1, 2, 3, 4], figures: {}, standing: [[0.5, 0.5], [0.6, 0.4], [0.4, 0.6], [0.5, 0.5], [0.3, 0.7]] } }),
      line(1, { trajectory: { at: [0, 1, 2, 3], figures: {}, standing: [[0.5, 0.5], [0.6, 0.4], [0.4, 0.6], [0.7, 0.3]] } }),
      line(2, { trajectory: { at: [0, 1], figures: {}, standing: [[0.6, 0.4], [0.7, 0.3]] } }),
      line(3, { trajectory: { at: [0], figures: {} } }), // no standing: left out
    ];
    const m = measureCell(cell(), lines, 'competitive');
    expect(m.leadChanges).toBe(1);
    expect(m.drama).toBe(0.75);
  });

  it('games without a change have no drama (0), not missing drama', () => {
    const lines = [line(0, { trajectory: { at: [0, 1], figures: {}, standing: [[0.6, 0.4], [0.7, 0.3]] } })];
    const m = measureCell(cell(), lines, 'competitive');
    expect([m.leadChanges, m.drama]).toEqual([0, 0]);
  });

  it('null without standings, for co-op games and for one seat', () => {
    const withStanding = [line(0, { trajectory: { at: [0, 1], figures: {}, standing: [[0.4, 0.6], [0.7, 0.3]] } })];
    expect(measureCell(cell(), [line(0)], 'competitive').leadChanges).toBeNull();
    expect(measureCell(cell(), withStanding, 'cooperative').drama).toBeNull();
    expect(measureCell(cell({ players: 1, bots: ['a'] }), [line(0, { bots: ['a'], trajectory: { at: [0], figures: {}, standing: [[1]] } })], 'competitive').leadChanges).toBeNull();
  });
});

describe('skill', () => {
  const rotated = cell({ rotateSeats: true });
  const games = [
    line(0, { bots: ['a', 'b'], winners: [0] }),
    line(1, { bots: ['b', 'a'], winners: [1] }),
    line(2, { bots: ['a', 'b'], winners: [0] }),
    line(3, { bots: ['b', 'a'], winners: [0] }),
  ];

  it('scales the stronger bot’s share between chance (0) and always (1)', () => {
    // a wins 3 of 4: (0.75 - 1/2) / (1 - 1/2).
    expect(measureCell(rotated, games, 'competitive').skill).toBe(0.5);
  });

  it('three seats: chance is a third', () => {
    const c = cell({ players: 3, bots: ['a', 'b', 'b'] });
    const lines = [line(0, { bots: ['a', 'b', 'b'], winners: [0] }), line(1, { bots: ['a', 'b', 'b'], winners: [1] })];
    // a: 1 of 2 seats won; b: 1 of 4. (0.5 - 1/3) / (2/3) = 0.25.
    expect(measureCell(c, lines, 'competitive').skill).toBeCloseTo(0.25, 12);
  });

  it('null for equal bots and for co-op games', () => {
    const same = games.map((l) => ({ ...l, bots: ['a', 'a'] }));
    expect(measureCell(cell({ bots: ['a', 'a'] }), same, 'competitive').skill).toBeNull();
    expect(measureCell(rotated, games, 'cooperative').skill).toBeNull();
  });
});

describe('move kinds and trajectories', () => {
  it('shares of all moves, most played first', () => {
    const lines = [line(0, { moveKinds: { pass: 1, build: 3 } }), line(1, { moveKinds: { attack: 3, build: 1 } })];
    const kinds = measureCell(cell(), lines, 'competitive').moveKinds;
    expect(kinds).toEqual({ build: 0.5, attack: 0.375, pass: 0.125 });
    expect(Object.keys(kinds)).toEqual(['build', 'attack', 'pass']);
  });

  it('resamples each game onto 0, 0.1, …, 1 by nearest sample, then mean and 10–90% band', () => {
    const lines = [
      line(0, { figureLabels: { lives: 'Lives' }, trajectory: { at: [0, 5, 10], figures: { lives: [[3], [2], [1]] } } }),
      line(1, { trajectory: { at: [0, 7], figures: { lives: [[4], [4]] } } }),
    ];
    const lives = measureCell(cell(), lines, 'cooperative').trajectories.lives;
    expect(lives.label).toBe('Lives');
    expect(lives.t).toEqual([...TRAJECTORY_TIMES]);
    expect(lives.t[3]).toBe(0.3);
    // Game 0 at t: samples round(2t) → 3,3,3,2,2,2,2,2,1,1,1; game 1: round(t) → 4 (t < 0.5), 4.
    expect(lives.mean).toEqual([3.5, 3.5, 3.5, 3, 3, 3, 3, 3, 2.5, 2.5, 2.5]);
    expect(lives.low[0]).toBeCloseTo(3.1, 12);
    expect(lives.high[10]).toBeCloseTo(3.7, 12);
  });

  it('per-seat figures chart the mean over seats', () => {
    const lines = [line(0, { figureLabels: { hp: 'Castle HP' }, trajectory: { at: [0, 1], figures: { hp: [[10, 20], [5, 15]] } } })];
    const hp = measureCell(cell(), lines, 'competitive').trajectories.hp;
    expect(hp.label).toBe('Castle HP (mean over seats)');
    expect(hp.mean[0]).toBe(15);
    expect(hp.mean[10]).toBe(10);
  });
});

describe('design bands', () => {
  it('easy at least 80%, normal 45–65%, hard at most 30%', () => {
    expect([inDesignBand('easy', 0.8), inDesignBand('easy', 0.79)]).toEqual([true, false]);
    expect([inDesignBand('normal', 0.45), inDesignBand('normal', 0.65), inDesignBand('normal', 0.44), inDesignBand('normal', 0.66)]).toEqual([true, true, false, false]);
    expect([inDesignBand('hard', 0.3), inDesignBand('hard', 0.31)]).toEqual([true, false]);
  });

  it('marks the cell by its point estimate', () => {
    const lines = [line(0, { winners: [0, 1] }), line(1, { winners: [0, 1] }), line(2)];
    const m = measureCell(cell({ band: 'normal' }), lines, 'cooperative');
    expect(m.inBand).toBe(false);
    expect(measureCell(cell({ band: 'easy' }), lines.slice(0, 2), 'cooperative').inBand).toBe(true);
    expect('band' in measureCell(cell(), lines, 'cooperative')).toBe(false);
  });
});

describe('determinism', () => {
  it('the same lines give the same bytes', () => {
    const lines = Array.from({ length: 30 }, (_, i) =>
      line(i, { winners: i % 3 === 0 ? [] : [i % 2], moves: 7 + ((i * 13) % 11) / 3, legalSum: i * 1.1, decisions: i, moveKinds: { x: i, y: 1 } }),
    );
    const a = JSON.stringify(measureCell(cell(), lines, 'competitive'));
    const b = JSON.stringify(measureCell(cell(), structuredClone(lines), 'competitive'));
    expect(a).toBe(b);
  });
});
