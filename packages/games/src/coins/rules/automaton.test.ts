import { describe, expect, it } from 'vitest';
import { coins } from '../index.ts';
import { makeState, scripted, stacks, playLogged } from '../testing.ts';
import { automatonAttack } from './automaton.ts';

const tossesOf = (lines: string[], who: string) => lines.filter((l) => l.startsWith(`The ${who} tosses the`)).length;

describe('solo difficulty tables', () => {
  for (const [difficulty, tosses, march] of [
    ['easy', 3, 1],
    ['normal', 4, 2],
    ['heroic', 5, 3],
  ] as const) {
    it(`solo-defender ${difficulty}: the rules' Attacker tosses ${tosses} times; "Soldiers' move at the end of your turn" is a march of ${march} at the end of its turn, before your first toss`, () => {
      // Every toss of the Attacker all heads (nothing to pair); the Defender's first toss shows one tail.
      const r = scripted('H'.repeat(3 * tosses) + 'THH');
      const s = coins.setup(1, coins.options.parse({ mode: 'solo-defender', difficulty }), r);
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
    it(`solo-attacker ${difficulty}: the rules' Defender tosses ${tosses} times, criticals ignored, then you choose`, () => {
      const s = makeState({ mode: 'solo-attacker', difficulty, free: [], tossesLeft: 0, castle: 8, path: { 5: '1' } });
      // Three tails each time: no +1 HP since criticals are ignored.
      const r = scripted('TTT'.repeat(tosses));
      const { after, log } = playLogged(s, 0, { type: 'endToss' }, r);
      expect(r.left()).toBe(0);
      expect(after.realms[0].castle).toBe(8);
      expect([after.phase, after.seat, after.tosses, after.damage]).toEqual(['defend', 0, tosses, 3 * tosses]);
      expect(tossesOf(log, 'Defender')).toBe(tosses);
    });
  }
});

describe('solo as the Attacker: "Add all values then choose one of the two following options"', () => {
  const chosen = (damage: number, path: Record<number, string>) => makeState({ mode: 'solo-attacker', difficulty: 'easy', phase: 'defend', seat: 0, tosses: 2, damage, path });

  it('both options are yours: "Inflict Damages to your Soldiers" (stop) and "Toss again until you get a critical failure or success" (tossAgain)', () => {
    const s = chosen(3, { 6: '1' });
    expect(coins.legalMoves(s, 0)).toEqual([{ type: 'tossAgain' }, { type: 'stop' }]);
    expect(coins.menuPath!(s, 0, { type: 'stop' })).toEqual(['Have the Defender inflict 3 damage']);
    expect(coins.menuPath!(s, 0, { type: 'tossAgain' })).toEqual(['Have the Defender toss again until a critical']);
  });

  it('inflict: the damage goes to your soldiers, then your next turn begins', () => {
    // 3 damage: the 1c on 6 is wounded (1) and killed (1); the 1 left is lost. Then turn 2's first toss (3 coins, all tails).
    const after = coins.play(chosen(3, { 6: '1', 2: '2' }), 0, { type: 'stop' }, scripted('TTT'));
    expect(stacks(after)).toEqual({ 2: '2' });
    expect([after.phase, after.seat, after.realms[0].turn, after.damage]).toEqual(['attack', 0, 2, 0]);
  });

  it('toss again until a critical success: +1 HP to the castle and the toss adds to the damage', () => {
    // 2 damage, then 1+... : 1c tails 1c heads 1c tails (+2, no critical), then three tails (+3, +1 HP): 7 damage.
    const after = coins.play(chosen(2, { 6: '5' }), 0, { type: 'tossAgain' }, scripted('THT TTT TTT'));
    expect(after.realms[0].castle).toBe(9);
    expect(stacks(after)).toEqual({ 6: '5w' });
  });

  it('toss again until a critical failure: no damage at all', () => {
    const after = coins.play(chosen(6, { 6: '5' }), 0, { type: 'tossAgain' }, scripted('THT HHH TTT'));
    expect(after.realms[0].castle).toBe(8);
    expect(stacks(after)).toEqual({ 6: '5' });
  });
});

describe('solo as the Attacker: "Damages are applied on the nearest Soldier from the Castle first"', () => {
  const chosen = (damage: number, path: Record<number, string>) => makeState({ mode: 'solo-attacker', difficulty: 'easy', phase: 'defend', seat: 0, tosses: 2, damage, path });

  it('the nearest soldier takes wounds until it dies, top of its stack first, then the next nearest', () => {
    // 1c on top of 10: wounded (1), killed (1); then the 2c under it: wounded (2); 1 left cannot pay for its kill.
    const { after, log } = playLogged(chosen(5, { 10: '2 1', 4: '1' }), 0, { type: 'stop' }, scripted('TTT'));
    expect(stacks(after)).toEqual({ 10: '2w', 4: '1' });
    expect(log).toContain('1 damage is left unused.');
  });

  it('no skipping to a farther soldier: damage that cannot wound the nearest one is lost', () => {
    const after = coins.play(chosen(4, { 10: '5', 4: '1', 2: '2' }), 0, { type: 'stop' }, scripted('TTT'));
    expect(stacks(after)).toEqual({ 10: '5', 4: '1', 2: '2' });
  });
});

describe('solo as the Attacker with soloChoice "fixed" (version 1)', () => {
  it('the rules\' Defender wounds the nearest soldiers it can pay for, top of a stack first', () => {
    const s = makeState({ mode: 'solo-attacker', soloChoice: 'fixed', difficulty: 'easy', free: [], tossesLeft: 0, path: { 9: '2 1', 3: '1' } });
    // March: {10: 2 1, 4: 1}. Tosses 2 + 1 = 3 damage: the 1c on 10 is wounded and killed, 1 left cannot pay
    // for the 2c, so the 1c on 4 is wounded. Then the next turn's toss.
    const after = coins.play(s, 0, { type: 'endToss' }, scripted('TTH THH TTTT'));
    expect(stacks(after)).toEqual({ 4: '1w', 10: '2' });
  });

  it('the rules\' Defender tosses again until a critical when the total cannot wound the nearest soldier', () => {
    const s = makeState({ mode: 'solo-attacker', soloChoice: 'fixed', difficulty: 'easy', free: [], tossesLeft: 0, castle: 8, path: { 8: '5' } });
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
});
