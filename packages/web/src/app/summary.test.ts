import { Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { createBot } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { figureSeries, statesOf } from './summary.ts';

describe('the end summary’s figures over the moves (#16)', () => {
  it('a coins duel rebuilt from its moves: one value per state for every column of every figure, as the engine says', () => {
    const game = findGame('coins')!;
    const match = Match.create(game, { players: 2, seed: 'sum-1' });
    for (let i = 0; i < 40 && !match.outcome(); i++) {
      const seat = match.actors()[0];
      match.play(seat, createBot('random', `b${i}`, game).chooseMove(game, match.state, seat));
    }
    const states = statesOf(game, { players: 2, options: {}, seed: 'sum-1' }, match.moves());
    expect(states.length).toBe(match.moves().length + 1);
    const series = figureSeries(game, states);
    if (!game.figures) return expect(series).toEqual([]);
    const last = game.figures(match.state);
    expect(series.map((f) => f.id)).toEqual(last.map((f) => f.id));
    for (const f of series) {
      const now = last.find((x) => x.id === f.id)!;
      expect(f.series.length).toBe(now.values.length);
      for (const col of f.series) expect(col.length).toBe(states.length);
      expect(f.series.map((c) => c.at(-1))).toEqual(now.values);
    }
  });

  it('a game without figures has no summary', () => {
    const game = { ...findGame('coins')!, figures: undefined };
    expect(figureSeries(game, [1, 2])).toEqual([]);
  });
});
