import { conformance } from '@ramparts/engine/testkit';
import { describe, it } from 'vitest';
import { dice } from './index.ts';
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
