import { createRandom, Match } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { play, table } from './fixtures.ts';
import { cards, secretsOf } from './index.ts';
import { deckCards } from './rules/cards.ts';
import type { CardsState } from './state.ts';

/** Every string in a JSON value. */
function strings(v: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof v === 'string') out.add(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) strings(x, out);
  return out;
}

/** Every card is in exactly one place: a hand, a tower, in flight, or one of the three piles. */
function placesOf(s: CardsState): string[] {
  return [
    ...s.pile,
    ...s.discard,
    ...s.rubble,
    ...s.flight.map((a) => a.card),
    ...s.players.flatMap((p) => [...p.hand, ...(p.tower ?? []).flatMap((l) => (l ? [l.card] : []))]),
  ].sort();
}

describe('Elemental Towers: hidden information', () => {
  it('each seat’s view shows its own hand and only the count of the others’; the draw pile and the Rubble show only their sizes', () => {
    const s = table({ towers: ['R5 P5 S5 W5 L5', null], hands: [['R2', 'R3'], ['P2', 'P3', 'P4', 'P5', 'P6']], rubble: ['S9'], discard: ['W2', 'W3'] });
    const v = cards.view(s, 0);
    expect(v.players[0].hand).toEqual(['R2', 'R3']);
    expect(v.players[1]).toMatchObject({ hand: null, handCount: 5 });
    expect([v.pileCount, v.rubbleCount, v.discard]).toEqual([s.pile.length, 1, ['W2', 'W3']]);
    expect(JSON.stringify(v)).not.toContain('S9');
    expect(cards.view(s, null).players.every((p) => p.hand === null)).toBe(true);
  });

  it('hundreds of seeded games: no seat’s view, board text or terms ever show another seat’s hand, the draw pile or the Rubble, and no card is lost', () => {
    const setups = [
      { players: 2, options: cards.options.parse({}) },
      { players: 3, options: cards.options.parse({ jokers: true }) },
      { players: 4, options: cards.options.parse({}) },
      { players: 6, options: cards.options.parse({ decks: 2, jokers: true }) },
    ];
    let states = 0;
    for (let g = 0; g < 300; g++) {
      const { players, options } = setups[g % setups.length];
      const random = createRandom(`leaks/${g}`);
      let s = cards.setup(players, options, random);
      const all = deckCards(s.decks, s.jokers).sort();
      for (let step = 0; step < 5000 && s.step !== 'over'; step++) {
        if (step % 5 === 0) {
          states++;
          expect(placesOf(s)).toEqual(all);
          for (let seat = -1; seat < players; seat++) {
            const who = seat < 0 ? null : seat;
            const v = cards.view(s, who);
            const seen = strings(v);
            // The terms are made from the view; reading them at every fifth sampled state keeps the test quick.
            const terms = step % 25 === 0 ? cards.terms!(v).map((t) => `${t.name} ${t.text}`) : [];
            const words = new Set([cards.renderText(v, who), ...terms].join(' ').split(/[^A-Za-z0-9]+/));
            const secrets = [...s.pile, ...s.rubble, ...s.players.flatMap((p, i) => (i === who ? [] : p.hand))];
            for (const c of secrets) {
              if (seen.has(c) || words.has(c)) throw new Error(`game ${g} step ${step}: ${who === null ? 'a spectator' : `seat ${who}`} sees ${c}`);
            }
          }
        }
        const moves = cards.fast!.legalMoves(s, s.turn);
        s = cards.fast!.apply(s, s.turn, moves[random.int(moves.length)], random);
      }
      expect(s.step).toBe('over');
    }
    expect(states).toBeGreaterThan(5_000);
  }, 180_000); // 47 s alone on a loaded machine, near the 60 s default; CI shares two cores with the browser tests

  it('secretsOf lists a seat’s hand with the draw pile and the Rubble, for the test kit', () => {
    const s = table({ towers: [null, null], hands: [['R2'], ['P2']], rubble: ['S9'] });
    expect(secretsOf(s, 0)).toEqual(['R2', ...s.pile, 'S9']);
  });

  it('determinize deals the unseen cards to the other hands, the draw pile and the Rubble, keeping what the seat sees', () => {
    const random = createRandom('determinize');
    let s = cards.setup(3, cards.options.parse({ jokers: true }), random);
    for (let step = 0; step < 400 && s.step !== 'over'; step++) {
      if (step % 7 === 0) {
        for (let seat = 0; seat < 3; seat++) {
          const v = cards.view(s, seat);
          const d = cards.determinize!(v, seat, random);
          expect(cards.view(d, seat)).toEqual(v);
          expect(placesOf(d)).toEqual(placesOf(s));
          expect(d.players[seat].hand).toEqual(s.players[seat].hand);
        }
      }
      const moves = cards.legalMoves(s, s.turn);
      s = cards.play(s, s.turn, moves[random.int(moves.length)], random);
    }
  });

  it('a drawn card is named only to its holder in the log; a card taken from the discard pile is named to all', () => {
    const m = Match.create(cards, { players: 2, seed: 'log' });
    const hand = (m.view(0) as ReturnType<typeof cards.view>).players[0].hand!;
    m.play(0, { type: 'swap', card: hand[0], from: 'pile' });
    const drawn = (m.view(0) as ReturnType<typeof cards.view>).players[0].hand!.at(-1)!;
    const mine = m.log(0);
    const theirs = m.log(1);
    expect(mine.some((l) => l.startsWith('You drew'))).toBe(true);
    expect(theirs.some((l) => l.startsWith('You drew'))).toBe(false);
    expect(m.log(null).join('\n')).toContain('Player 1 discards');
    expect(drawn).toBeTruthy();
    const hand1 = (m.view(1) as ReturnType<typeof cards.view>).players[1].hand!;
    m.play(1, { type: 'swap', card: hand1[0], from: 'discard' });
    expect(m.log(null).at(-2)).toMatch(/^Player 2 discards .* and takes the .* from the discard pile\.$/);
  });

  it('a move that shows a card cannot be taken back; choosing where an attack lands can', () => {
    const s = table({ towers: ['R5 P5 S5 W5 L5', 'R5 P5 S5 W5 L5'], hands: [['R2'], ['P2']], flight: [{ from: 0, to: 1, card: 'L8', suit: 'L' }], step: 'land' });
    const after = play(s, [0, { type: 'land', attack: 1, level: 'P' }]);
    expect(cards.isFinal!(s, 0, { type: 'land', attack: 1, level: 'P' }, after)).toBe(false);
    expect(cards.isFinal!(after, 0, { type: 'attack', card: 'R2', target: 1 }, after)).toBe(true);
  });
});
