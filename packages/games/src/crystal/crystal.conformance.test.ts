import { conformance } from '@ramparts/engine/testkit';
import { describe, it } from 'vitest';
import { crystal } from './index.ts';
import type { CrystalState } from './state.ts';

describe('Crystal Defenders conformance', () => {
  const setups = [
    { players: 1, options: {} },
    { players: 2, options: {} },
    { players: 1, options: { heroes: ['countess', 'monk'], difficulty: 'hard', waves: 2, map: 'crossroads' } },
    { players: 3, options: { map: 'twin-gates', difficulty: 'easy' } },
    { players: 2, options: { heroes: 5, map: 'keep' } },
    { players: 8, options: {} },
  ];
  // The deck's order is the one secret (card ids are also enemy ids, so the cards themselves cannot be): seat 0
  // "holds" the undrawn cards' order as a JSON list, and the top card's id paired with the deck's next (as a view
  // listing the deck would show it).
  const secretsOf = (s: CrystalState, seat: number) => (seat === 0 && s.deck.length > 1 ? [JSON.stringify(s.deck), `"${s.deck[0]}","${s.deck[1]}"`] : []);
  for (const c of conformance(crystal, setups, { playouts: 24, checkPlayouts: 8, fastRuns: 12, secretsOf })) it(c.name, c.run, 240_000);
});
