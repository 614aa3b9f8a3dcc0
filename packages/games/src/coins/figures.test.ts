import { createRandom } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { figures } from './figures.ts';
import { coins } from './index.ts';
import type { CoinsState } from './state.ts';

const start = (players: number, options: object): CoinsState => coins.setup(players, coins.options.parse(options), createRandom('figures'));

const byId = (s: CoinsState) => Object.fromEntries(figures(s).map((f) => [f.id, f.values]));

describe('Coin Siege figures', () => {
  it('a duel starts with the castle at 8 HP, three soldiers worth 8 on the road, and each seat three coins in hand', () => {
    const f = byId(start(2, {}));
    expect(f['castle-hp']).toEqual([8]);
    expect(f['soldiers-on-road']).toEqual([3]);
    expect(f['soldier-hp']).toEqual([8]);
    expect(f['coins-in-hand']).toEqual([3, 3]);
    expect(f['garrison-value']).toEqual([3]);
  });

  it('Crusade gives every figure one value per seat', () => {
    for (const players of [2, 3, 4]) for (const f of figures(start(players, { mode: 'crusade' }))) expect(f.values, f.id).toHaveLength(players);
  });

  it('a castle that loses HP shows it', () => {
    const s = start(2, {});
    s.realms[0].castle = 3;
    expect(byId(s)['castle-hp']).toEqual([3]);
  });
});
