import { createRandom } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { figures } from './figures.ts';
import { cards } from './index.ts';
import type { CardsState } from './state.ts';

const start = (players: number): CardsState => cards.setup(players, cards.options.parse({}), createRandom('figures'));
const byId = (s: CardsState) => Object.fromEntries(figures(s).map((f) => [f.id, f.values]));

describe('Elemental Towers figures', () => {
  it('at the deal every seat holds five cards and has no tower yet', () => {
    const f = byId(start(3));
    expect(f['cards-in-hand']).toEqual([5, 5, 5]);
    expect(f['tower-levels']).toEqual([0, 0, 0]);
    expect(f['tower-health']).toEqual([0, 0, 0]);
    expect(f['draw-pile']).toEqual([65 - 15]);
  });

  it('a tower counts 2 health per sound level and 1 per damaged one; a gone level counts nothing', () => {
    const s = start(2);
    s.players[1].tower = [{ card: 'R7', damaged: false }, { card: 'P3', damaged: true }, null, { card: 'W2', damaged: false }, { card: 'L9', damaged: true }];
    const f = byId(s);
    expect(f['tower-levels']).toEqual([0, 4]);
    expect(f['tower-health']).toEqual([0, 6]);
    expect(f['damaged-levels']).toEqual([0, 2]);
  });

  it('attacks in flight count for their sender', () => {
    const s = start(3);
    s.flight = [
      { id: 1, from: 2, to: 0, card: 'R7', suit: 'R' },
      { id: 2, from: 2, to: 1, card: 'S4', suit: 'S' },
    ];
    expect(byId(s)['attacks-in-flight']).toEqual([0, 0, 2]);
  });

  it('holds only counts: no card id of a hand, the pile or the Rubble appears', () => {
    const s = start(2);
    const text = JSON.stringify(figures(s));
    for (const c of [...s.players[0].hand, ...s.pile]) expect(text).not.toContain(`"${c}"`);
  });
});
