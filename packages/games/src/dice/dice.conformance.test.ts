import type { AnyGame } from '@ramparts/engine';
import { conformance } from '@ramparts/engine/testkit';
import { describe, it } from 'vitest';
import { dice } from './index.ts';
import { guidedGame } from './search.ts';
import type { DiceState } from './state.ts';

describe('Gate Defense conformance', () => {
  const setups = [
    { players: 1, options: {} },
    { players: 2, options: { scenario: '1' } },
    { players: 2, options: { scenario: '2', difficulty: 'easy' } },
    { players: 3, options: { scenario: '3' } },
    { players: 2, options: { scenario: '4', heroes: ['edward', 'mongo', 'glorbud'] } },
    { players: 5, options: { scenario: '1', difficulty: 'hard' } },
    { players: 1, options: { scenario: '2', map: 'crossing', heroes: 'henry' } },
  ];
  // Nobody may see the deck's order: seat 0 "holds" the undrawn cards' ids, which no view or log may name.
  const secretsOf = (s: DiceState, seat: number) => (seat === 0 ? s.deck.map((c) => `card-${c.id}`) : []);
  for (const c of conformance(dice, setups, { playouts: 60, checkPlayouts: 10, fastRuns: 20, secretsOf })) it(c.name, c.run, 120_000);
});

// The search's guides (shortlist and playout policy) live on the game the guided bot searches, not on `dice` itself
// (see the README's Bots section): the kit checks them there.
describe('Gate Defense search guides (the game the guided bot searches)', () => {
  const setups = [
    { players: 1, options: {} },
    { players: 2, options: { scenario: '2' } },
    { players: 3, options: { scenario: '3' } },
    { players: 2, options: { scenario: '4', heroes: ['edward', 'mongo', 'glorbud'] } },
  ];
  const guided = guidedGame(dice as unknown as AnyGame);
  for (const c of conformance(guided, setups, { playouts: 10, checkPlayouts: 6, fastRuns: 4 })) if (/candidate moves|strength level/.test(c.name)) it(c.name, c.run, 120_000);
});
