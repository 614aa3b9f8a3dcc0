import { conformance } from '@ramparts/engine/testkit';
import { describe, it } from 'vitest';
import { cards, secretsOf } from './index.ts';

describe('Elemental Towers conformance', () => {
  const setups = [
    { players: 2, options: {} },
    { players: 3, options: { jokers: true } },
    { players: 4, options: {} },
    { players: 5, options: { decks: 2, jokers: true } },
  ];
  for (const c of conformance(cards, setups, { secretsOf })) it(c.name, c.run);
});
