import { describe, expect, it } from 'vitest';
import { coins } from '../index.ts';
import { makeState, scripted, stacks } from '../testing.ts';
import { automatonAttack } from './automaton.ts';

const tossesOf = (lines: string[], who: string) => lines.filter((l) => l.startsWith(`The ${who} tosses the`)).length;

describe('solo difficulty tables', () => {
  for (const [difficulty, tosses, march] of [
    ['easy', 3, 1],
    ['normal', 4, 2],
    ['heroic', 5, 3],
  ] as const) {
    it(`solo-defender ${difficulty}: the rules' Attacker tosses ${tosses} times and its soldiers march ${march}`, () => {
      // Every toss of the Attacker all heads (nothing to pair); the Defender's first toss shows one tail.
      const r = scripted('H'.repeat(3 * tosses) + 'THH');
      const s = coins.setup(1, { mode: 'solo-defender', difficulty }, r);
      expect(r.left()).toBe(0);
      expect(stacks(s)).toEqual({ [1 + march]: '5', [2 + march]: '2', [3 + march]: '1' });
      expect([s.phase, s.seat, s.damage]).toEqual(['defend', 0, 1]);
      expect(coins.setupLog!(s).filter((l) => l.text.startsWith('The Attacker tosses'))).toHaveLength(tosses);
    });
  }

  for (const [difficulty, tosses] of [
    ['easy', 2],
    ['normal', 3],
    ['heroic', 4],
  ] as const) {
    it(`solo-attacker ${difficulty}: the rules' Defender tosses ${tosses} times, criticals ignored`, () => {
      const s = makeState({ mode: 'solo-attacker', difficulty, free: [], tossesLeft: 0, castle: 8, path: { 5: '1' } });
      // Three tails each time: no +1 HP since criticals are ignored; then the next turn's first toss (4 coins).
      const after = coins.play(s, 0, { type: 'endToss' }, scripted('TTT'.repeat(tosses) + 'TTTT'));
      expect(after.realms[0].castle).toBe(8);
      expect(after.flips).toHaveLength(3 * tosses + 4);
      expect(stacks(after)).toEqual({});
      expect([after.realms[0].turn, after.phase, after.seat]).toEqual([2, 'attack', 0]);
      const log = coins.log!(s, 0, { type: 'endToss' }, after).map((l) => l.text);
      expect(tossesOf(log, 'Defender')).toBe(tosses);
    });
  }
});

describe('solo automaton priorities', () => {
  it('the rules\' Attacker places new soldiers first: highest value, then the farthest square', () => {
    const s = makeState({ mode: 'solo-defender', free: [1, 2, 5, 5], path: { 8: '1' } });
    automatonAttack(s, null);
    expect(stacks(s)).toEqual({ 1: '2', 5: '5', 8: '1' });
  });

  it('then moves 5c soldiers first, the nearest the castle that can go, the longest distance', () => {
    // Turn 8: no new soldiers. The 5c on 8 cannot pass the 2c on 9; the 5c on 5 goes 2 squares.
    const s = makeState({ mode: 'solo-defender', turn: 8, free: [5, 2], path: { 3: '1', 5: '5', 8: '5', 9: '2' } });
    automatonAttack(s, null);
    expect(stacks(s)).toEqual({ 3: '1', 7: '5', 8: '5', 9: '2' });
  });

  it('the same soldier may move several times in one turn', () => {
    const s = makeState({ mode: 'solo-defender', turn: 8, free: [5, 1, 5, 2, 5], path: { 4: '5' } });
    automatonAttack(s, null);
    expect(stacks(s)).toEqual({ 11: '5' });
  });

  it('the rules\' Defender wounds the nearest soldiers first, top of a stack first, while the damage pays', () => {
    const s = makeState({ mode: 'solo-attacker', difficulty: 'easy', free: [], tossesLeft: 0, path: { 9: '2 1', 3: '1' } });
    // March: {10: 2 1, 4: 1}. Tosses 2 + 1 = 3 damage: the 1c on 10 is wounded and killed, 1 left cannot pay
    // for the 2c, so the 1c on 4 is wounded. Then the next turn's toss.
    const after = coins.play(s, 0, { type: 'endToss' }, scripted('TTH THH TTTT'));
    expect(stacks(after)).toEqual({ 4: '1w', 10: '2' });
  });

  it('the rules\' Defender tosses again until a critical when the total cannot wound the nearest soldier', () => {
    const s = makeState({ mode: 'solo-attacker', difficulty: 'easy', free: [], tossesLeft: 0, castle: 8, path: { 8: '5' } });
    // 1 + 1 = 2 cannot wound the 5c: toss again, +2, then three tails: +3 and +1 HP; 7 damage wound the 5c.
    const success = coins.play(s, 0, { type: 'endToss' }, scripted('THH HTH TTH TTT TTTT'));
    expect(stacks(success)).toEqual({ 9: '5w' });
    expect(success.realms[0].castle).toBe(9);
    // The same with three heads at the end: no damage at all.
    const failure = coins.play(s, 0, { type: 'endToss' }, scripted('THH HTH TTH HHH TTTT'));
    expect(stacks(failure)).toEqual({ 9: '5' });
    expect(failure.realms[0].castle).toBe(8);
  });
});
