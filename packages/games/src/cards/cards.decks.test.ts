import { createRandom, Match, RuleError } from '@ramparts/engine';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cards } from './index.ts';
import { deckCards } from './rules/cards.ts';
import type { CardsState } from './state.ts';

/** Every card of a state, wherever it lies. */
const cardsIn = (s: CardsState): number =>
  s.pile.length + s.discard.length + s.rubble.length + s.flight.length + s.players.reduce((n, p) => n + p.hand.length + (p.tower ?? []).filter((l) => l !== null).length, 0);

const refusal = (f: () => unknown): RuleError => {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
  throw new Error('not refused');
};

describe('Elemental Towers: the number of decks', () => {
  it('"You can play with 5 or more players, but you may need to use more than one deck": left out, the decks follow the player count', () => {
    const auto = cards.options.parse({});
    expect(auto.decks).toBeUndefined();
    // The pickers of the terminal and the web offer 2 to 8 players with the default options.
    expect(cards.playerCounts(auto)).toMatchObject({ min: 2, max: 8 });
    for (const [players, decks] of [[2, 1], [4, 1], [5, 2], [8, 2]]) {
      const s = cards.setup(players, auto, createRandom(`auto/${players}`));
      expect([players, s.decks, cardsIn(s)]).toEqual([players, decks, deckCards(decks, false).length]);
    }
    expect(Match.create(cards, { players: 6, seed: 'six' }).state).toMatchObject({ decks: 2 });
  });

  it('a deck count that is asked for is kept: two decks for three players, one deck for four', () => {
    expect(cards.setup(3, cards.options.parse({ decks: 2 }), createRandom('three')).decks).toBe(2);
    expect(cards.setup(4, cards.options.parse({ decks: 1, jokers: true }), createRandom('four'))).toMatchObject({ decks: 1, jokers: true });
  });

  it('a refused player count says what would work: one deck takes 2 to 4, two decks up to 8', () => {
    const oneDeck = refusal(() => cards.setup(6, cards.options.parse({ decks: 1 }), createRandom('x')));
    expect(oneDeck.code).toBe('bad-player-count');
    expect(oneDeck.message).toBe(
      'Elemental Towers with these options takes 2 to 4 players, not 6. With two decks it takes 2 to 8; left out, the decks follow the player count (one deck for 2 to 4 players, two decks for 5 to 8).',
    );
    const nine = refusal(() => cards.setup(9, cards.options.parse({}), createRandom('x')));
    expect(nine.message).toBe('Elemental Towers with these options takes 2 to 8 players, not 9. The decks follow the player count: one deck for 2 to 4 players, two decks for 5 to 8.');
    expect(cards.playerCounts(cards.options.parse({ decks: 1 })).note).toContain('With two decks it takes 2 to 8');
    // The match (the server and the web start games through it) refuses with the same words.
    expect(refusal(() => Match.create(cards, { players: 6, seed: 'x', options: { decks: 1 } })).message).toBe(oneDeck.message);
    expect(refusal(() => Match.create(cards, { players: 2, seed: 'x', options: { decks: 3 } })).code).toBe('bad-options');
  });

  it('records written before the automatic choice (decks named, or left to the old default) replay to the same end', () => {
    const file = fileURLToPath(new URL('./golden/v1-records.json', import.meta.url));
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { record: { options: unknown; outcome: unknown; moves: unknown[] }; final: unknown }[];
    expect(saved.map((r) => r.record.options)).toEqual([
      { decks: 1, jokers: false },
      { decks: 1, jokers: true },
      { decks: 2, jokers: false },
      { decks: 2, jokers: true },
    ]);
    // Version 1 had no stall rule: its records replay with it off (migrations.ts), the state gaining only its fields.
    const v2 = (final: unknown) => ({ ...(final as object), endStalls: false, takes: 0 });
    for (const { record, final } of saved) {
      const match = Match.replay(record, (id) => (id === 'cards' ? cards : undefined));
      expect(match.state).toEqual(v2(final));
      expect(match.outcome()).toEqual(record.outcome);
    }
    // An old duel's record with no options (the old default: one deck) replays the same as with one deck named.
    const duel = saved[0].record;
    expect(Match.replay({ ...duel, options: {} }, () => cards).state).toEqual(v2(saved[0].final));
  });
});
