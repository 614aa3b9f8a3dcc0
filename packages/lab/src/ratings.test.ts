import { describe, expect, it } from 'vitest';
import { rateBots } from './ratings.ts';
import type { GameLine } from './types.ts';

const ELO = 400 / Math.LN10;

let next = 0;
function game(bots: string[], winners: number[]): GameLine {
  return { cell: 'c', index: next++, bots, winners, automatonWon: false, finished: true, moves: 1, turns: 1, decisions: 0, legalSum: 0, moveKinds: {} };
}

function repeat(times: number, bots: string[], winners: number[]): GameLine[] {
  return Array.from({ length: times }, () => game(bots, winners));
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Solves f(x) = 0 for an increasing f on [lo, hi] by bisection: a check independent of the MM iteration. */
function bisect(f: (x: number) => number, lo: number, hi: number): number {
  for (let k = 0; k < 200; k++) {
    const mid = (lo + hi) / 2;
    if (f(mid) < 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

describe('rateBots', () => {
  it('finds the maximum-likelihood strengths with the reference draw', () => {
    // a beats b 3 of 4. With one virtual draw each against the reference (θ = 0) the likelihood equations are
    //   3.5 = 4σ(θa − θb) + σ(θa),  1.5 = 4σ(θb − θa) + σ(θb);  adding them gives σ(θa) + σ(θb) = 1, so θb = −θa.
    const lines = [...repeat(3, ['a', 'b'], [0]), ...repeat(1, ['b', 'a'], [0])];
    const thetaA = bisect((x) => 4 * sigmoid(2 * x) + sigmoid(x) - 3.5, 0, 5);
    const [a, b] = rateBots(lines);
    expect(a.bot).toBe('a');
    expect(a.rating).toBeCloseTo(ELO * thetaA, 6);
    expect(b.rating).toBeCloseTo(-ELO * thetaA, 6);
    expect([a.games, a.wins, b.games, b.wins]).toEqual([4, 3, 4, 1]);
  });

  it('converges where strengths spread far (a chain of shut-outs)', () => {
    // a beats b 20–0, b beats c 20–0. The data and the reference draws are symmetric under a ↔ c with wins and
    // losses swapped, so θb = 0 and θc = −θa, and a's equation 20.5 = 20σ(θa) + σ(θa) gives θa = ln 41.
    const ratings = rateBots([...repeat(20, ['a', 'b'], [0]), ...repeat(20, ['c', 'b'], [1])]);
    expect(ratings.map((r) => r.bot)).toEqual(['a', 'b', 'c']);
    expect(ratings[0].rating).toBeCloseTo(ELO * Math.log(41), 6);
    expect(ratings[1].rating).toBeCloseTo(0, 6);
    expect(ratings[2].rating).toBeCloseTo(-ELO * Math.log(41), 6);
  });

  it('centres the ratings on the bots’ mean', () => {
    const lines = [...repeat(5, ['a', 'b'], [0]), ...repeat(3, ['b', 'c'], [0]), ...repeat(2, ['a', 'c'], [1])];
    const sum = rateBots(lines).reduce((s, r) => s + r.rating, 0);
    expect(sum).toBeCloseTo(0, 9);
  });

  it('a bot that never loses stays finite, and the order is transitive', () => {
    const lines = [...repeat(6, ['a', 'b'], [0]), ...repeat(6, ['b', 'c'], [0])];
    const ratings = rateBots(lines);
    expect(ratings.map((r) => r.bot)).toEqual(['a', 'b', 'c']);
    for (const r of ratings) expect(Number.isFinite(r.rating) && Number.isFinite(r.low) && Number.isFinite(r.high)).toBe(true);
  });

  it('draws are half a win each way', () => {
    const ratings = rateBots([...repeat(3, ['a', 'b'], []), ...repeat(1, ['a', 'b'], [0]), ...repeat(1, ['a', 'b'], [1])]);
    expect(ratings[0].rating).toBeCloseTo(0, 9);
    expect(ratings[1].rating).toBeCloseTo(0, 9);
    expect(ratings.map((r) => r.wins)).toEqual([1, 1]);
  });

  it('many seats: each winner beats each loser of another bot; co-winners and same bots do not meet', () => {
    // a beats b and c; b and c (both losers) never meet, so they rate the same.
    const ratings = rateBots(repeat(4, ['a', 'b', 'c'], [0]));
    expect(ratings[0].bot).toBe('a');
    expect(ratings[1].rating).toBeCloseTo(ratings[2].rating, 9);
    // Two seats of a: each counts, and a does not meet itself.
    const twice = rateBots([game(['a', 'a', 'b'], [0])]);
    expect(twice.find((r) => r.bot === 'a')).toMatchObject({ games: 2, wins: 1 });
    // Co-winners: a and b win together against c, so a and b are level.
    const level = rateBots(repeat(3, ['a', 'b', 'c'], [0, 1]));
    expect(level.find((r) => r.bot === 'a')!.rating).toBeCloseTo(level.find((r) => r.bot === 'b')!.rating, 9);
  });

  it('intervals hold the rating and narrow with more games', () => {
    const few = rateBots([...repeat(6, ['a', 'b'], [0]), ...repeat(4, ['a', 'b'], [1])]);
    const many = rateBots([...repeat(60, ['a', 'b'], [0]), ...repeat(40, ['a', 'b'], [1])]);
    for (const r of [...few, ...many]) expect(r.low < r.rating && r.rating < r.high).toBe(true);
    expect(many[0].high - many[0].low).toBeLessThan((few[0].high - few[0].low) / 2);
  });

  it('nothing to rate without games; a bot alone rates 0', () => {
    expect(rateBots([])).toEqual([]);
    expect(rateBots([game(['a', 'a'], [0])])).toEqual([{ bot: 'a', rating: 0, low: 0, high: 0, games: 2, wins: 1 }]);
  });

  it('same lines, same bytes', () => {
    const lines = [...repeat(7, ['a', 'b', 'c'], [2]), ...repeat(5, ['c', 'a', 'b'], [1]), ...repeat(2, ['b', 'c', 'a'], [])];
    expect(JSON.stringify(rateBots(lines))).toBe(JSON.stringify(rateBots(structuredClone(lines))));
  });
});
