import { conformance } from '@ramparts/engine/testkit';
import { describe, it } from 'vitest';
import { crystal } from './index.ts';
import type { CrystalState } from './state.ts';

describe('Crystal Defenders conformance', () => {
  const setups = [
    { players: 1, options: {} },
    { players: 2, options: { heroes: ['squire', 'countess'] } },
    { players: 1, options: { heroes: ['countess', 'squire'], difficulty: 'hard', waves: 2 } },
    { players: 2, options: { heroes: ['countess', 'squire'], difficulty: 'easy' } },
  ];
  // The deck's order is the one secret: seat 0 "holds" the undrawn cards, which no view or log may name (quoted, as
  // they would stand in a view's JSON).
  const secretsOf = (s: CrystalState, seat: number) => (seat === 0 ? s.deck.map((id) => `"${id}"`) : []);
  for (const c of conformance(crystal, setups, { playouts: 24, checkPlayouts: 8, fastRuns: 12, secretsOf })) it(c.name, c.run, 240_000);
});
