import { createRandom, RuleError } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { play, table } from './fixtures.ts';
import { cards } from './index.ts';
import type { CardsMove } from './moves.ts';
import type { CardsState } from './state.ts';

const full = 'R5 P5 S5 W5 L5';
const building = () => table({ towers: [null, null], hands: [['R5', 'R9', 'P3', 'S4', 'W6'], ['P2', 'P4', 'P5', 'P6', 'P7']] });
const fighting = () => table({ towers: [full, full], hands: [['R2', 'R3', 'S9', 'W4'], ['P2']], flight: [{ from: 1, to: 0, card: 'L8', suit: 'L' }] });
const landing = () => table({ towers: [full, full], flight: [{ from: 0, to: 1, card: 'L8', suit: 'L' }, { from: 0, to: 1, card: 'R8', suit: 'R' }], step: 'land' });
const drawing = () => play(table({ towers: [full, full], hands: [['R2', 'R3'], ['P2']] }), [0, { type: 'discard', card: 'R2' }], [0, { type: 'attack', card: 'R3', target: 1 }]);

const cases: [code: string, state: () => CardsState, seat: number, move: CardsMove][] = [
  ['not-your-turn', building, 1, { type: 'swap', card: 'P2', from: 'pile' }],
  ['no-such-seat', building, 5, { type: 'build' }],
  ['game-over', () => ({ ...fighting(), step: 'over', winners: [0] }), 0, { type: 'discard', card: 'R2' }],
  ['bad-move', building, 0, { type: 'dance' } as unknown as CardsMove],
  ['card-not-in-hand', building, 0, { type: 'swap', card: 'LK', from: 'pile' }],
  ['discard-empty', building, 0, { type: 'swap', card: 'R5', from: 'discard' }],
  ['incomplete-tower', building, 0, { type: 'build' }],
  ['must-build', () => ({ ...building(), players: building().players.map((p, i) => ({ ...p, mustBuild: i === 0 })) }), 0, { type: 'swap', card: 'R5', from: 'pile' }],
  ['tower-not-built', building, 0, { type: 'attack', card: 'R5', target: 1 }],
  ['tower-not-built', building, 0, { type: 'draw', from: 'pile' }],
  ['tower-built', fighting, 0, { type: 'swap', card: 'R2', from: 'pile' }],
  ['tower-built', fighting, 0, { type: 'build' }],
  ['no-attack-to-land', fighting, 0, { type: 'land', attack: 1, level: 'P' }],
  ['land-first', landing, 0, { type: 'discard', card: 'R2' }],
  ['land-in-order', landing, 0, { type: 'land', attack: 2, level: 'S' }],
  ['level-not-harmed', landing, 0, { type: 'land', attack: 1, level: 'R' }],
  ['no-such-level', () => ({ ...landing(), players: [landing().players[0], { ...landing().players[1], tower: [null, null, null, { card: 'W5', damaged: false }, null] }] }), 0, { type: 'land', attack: 1, level: 'P' }],
  ['plays-left', fighting, 0, { type: 'draw', from: 'pile' }],
  ['plays-done', drawing, 0, { type: 'discard', card: 'R2' }],
  ['must-draw', drawing, 0, { type: 'stop' }],
  ['bad-target', fighting, 0, { type: 'attack', card: 'R2', target: 0 }],
  ['bad-target', fighting, 0, { type: 'attack', card: 'R2', target: 7 }],
  ['attack-limit', () => play(table({ towers: ['R5 P5 S5 W5 -', full], hands: [['R2', 'R3', 'R4'], ['P2']] }), [0, { type: 'attack', card: 'R2', target: 1 }]), 0, { type: 'attack', card: 'R3', target: 1 }],
  ['joker-needs-suit', () => table({ jokers: true, towers: [full, full], hands: [['J1'], ['P2']] }), 0, { type: 'attack', card: 'J1', target: 1 }],
  ['not-a-joker', fighting, 0, { type: 'attack', card: 'R2', target: 1, as: 'L' }],
  ['no-such-attack', fighting, 0, { type: 'deflect', card: 'S9', attack: 9 }],
  ['own-attack', () => table({ players: 3, towers: [full, full, full], hands: [['R9'], [], []], flight: [{ from: 0, to: 1, card: 'L2', suit: 'L' }] }), 0, { type: 'deflect', card: 'R9', attack: 1 }],
  ['suit-too-weak', fighting, 0, { type: 'deflect', card: 'W4', attack: 1 }],
  ['rank-too-low', fighting, 0, { type: 'deflect', card: 'R3', attack: 1 }],
  ['deflect-limit', () => play(table({ towers: ['R5 P5 S5* W5 L5', full], hands: [['R9', 'R8'], ['P2']], flight: [{ from: 1, to: 0, card: 'L2', suit: 'L' }, { from: 1, to: 0, card: 'L3', suit: 'L' }] }), [0, { type: 'deflect', card: 'R9', attack: 1 }]), 0, { type: 'deflect', card: 'R8', attack: 2 }],
  ['level-not-damaged', fighting, 0, { type: 'repair', card: 'R2', level: 'R' }],
  ['level-destroyed', () => table({ towers: ['R5 P5 S5 W5 -', full], hands: [['L2'], ['P2']] }), 0, { type: 'repair', card: 'L2', level: 'L' }],
  ['wrong-suit', () => table({ towers: ['R5 P5 S5* W5 L5', full], hands: [['L2'], ['P2']] }), 0, { type: 'repair', card: 'L2', level: 'S' }],
  ['government-damaged', () => table({ towers: ['R5 P5* S5* W5 L5', full], hands: [['S2'], ['P2']] }), 0, { type: 'repair', card: 'S2', level: 'S' }],
  ['government-gone', () => table({ towers: ['R5 - S5* W5 L5', full], hands: [['S2'], ['P2']] }), 0, { type: 'repair', card: 'S2', level: 'S' }],
  ['government-gone', () => table({ towers: ['R5 - S5 W5 L5', full], hands: [['P2'], ['P3']] }), 0, { type: 'rebuild', card: 'P2', level: 'P' }],
  ['level-standing', fighting, 0, { type: 'rebuild', card: 'R2', level: 'R' }],
  ['foundation-needed', () => table({ towers: ['R5* P5 S5 W5 -', full], hands: [['L2'], ['P2']] }), 0, { type: 'rebuild', card: 'L2', level: 'L' }],
  ['government-needed', () => table({ towers: ['R5 P5* S5 W5 -', full], hands: [['L2'], ['P2']] }), 0, { type: 'rebuild', card: 'L2', level: 'L' }],
  ['mend-limit', () => play(table({ towers: ['R5 P5 S5* W5 -', full], hands: [['L2', 'S2'], ['P2']] }), [0, { type: 'rebuild', card: 'L2', level: 'L' }]), 0, { type: 'repair', card: 'S2', level: 'S' }],
  ['play-available', () => play(fighting(), [0, { type: 'discard', card: 'R2' }]), 0, { type: 'discard', card: 'R3' }],
];

describe('Elemental Towers: illegal moves', () => {
  for (const [code, make, seat, move] of cases) {
    it(`${code}: ${JSON.stringify(move)} is refused and changes nothing`, () => {
      const s = make();
      const before = JSON.stringify(s);
      let thrown: unknown;
      try {
        cards.play(s, seat, move, createRandom('errors'));
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(RuleError);
      expect((thrown as RuleError).code).toBe(code);
      // A move of the wrong shape is worded by the engine's shape check ("That is not a move of this game: type: …").
      expect((thrown as RuleError).message).toMatch(code === 'bad-move' ? /^That is not a move of this game: type: / : /^[A-Z].*[.]$/);
      expect(JSON.stringify(s)).toBe(before);
      expect(cards.legalMoves(s, seat)).not.toContainEqual(move);
    });
  }
});
