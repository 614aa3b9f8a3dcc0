import { describe, expect, it } from 'vitest';
import { coins } from '../index.ts';
import { makeState, scripted, stacks, playLogged } from '../testing.ts';

describe("the Defender's tosses (seed \"Defender's turn\")", () => {
  it('defense example: "After 3 Tosses, the Defender gets 1+1+2 = 4 Damages", and the third toss is the last', () => {
    // The Attacker ends the last toss of turn 1; the Defender's first toss follows by itself.
    let s = makeState({ free: [], tossesLeft: 0, path: { 3: '2', 6: '1' } });
    s = coins.play(s, 0, { type: 'endToss' }, scripted('THH'));
    expect([s.phase, s.seat, s.damage]).toEqual(['defend', 1, 1]);
    s = coins.play(s, 1, { type: 'tossAgain' }, scripted('HTH'));
    expect([s.phase, s.damage]).toEqual(['defend', 2]);
    const { after, log } = playLogged(s, 1, { type: 'tossAgain' }, scripted('TTH'));
    // Option garrisonTosses "three" (the default): no fourth toss, the damage is spent at once.
    expect([after.phase, after.damage]).toEqual(['damage', 4]);
    expect(coins.legalMoves(after, 1).every((m) => m.type === 'hit')).toBe(true);
    expect(log).toContain('The Defender has made 3 tosses, the most a turn allows, and stops with 4 damage.');
  });

  it('option garrisonTosses "unlimited": the Defender may toss again as long as no critical ends the tossing', () => {
    let s = makeState({ garrisonTosses: 'unlimited', phase: 'defend', seat: 1, damage: 1, tosses: 1, path: { 4: '2' } });
    for (let i = 0; i < 6; i++) s = coins.play(s, 1, { type: 'tossAgain' }, scripted('THH'));
    expect([s.phase, s.tosses, s.damage]).toEqual(['defend', 7, 7]);
  });

  it('the toss limit holds in Crusade and for the solo Defender too ("then follow the basic rules")', () => {
    const crusade = makeState({ mode: 'crusade', phase: 'defend', seat: 0, damage: 2, tosses: 2, realms: [{ path: { 4: '2@1' } }, {}] });
    expect(coins.play(crusade, 0, { type: 'tossAgain' }, scripted('THH')).phase).toBe('damage');
    const solo = makeState({ mode: 'solo-defender', phase: 'defend', seat: 0, damage: 2, tosses: 2, path: { 4: '2' } });
    expect(coins.play(solo, 0, { type: 'tossAgain' }, scripted('THH')).phase).toBe('damage');
  });

  it('critical failure: three heads, no damage', () => {
    const s = makeState({ phase: 'defend', seat: 1, damage: 3, tosses: 1, path: { 4: '2' } });
    // Three heads end the turn; the next round's first toss of reinforcements follows.
    const { after, log } = playLogged(s, 1, { type: 'tossAgain' }, scripted('HHH TTT'));
    expect(after.damage).toBe(0);
    expect([after.phase, after.seat, after.realms[0].turn]).toEqual(['attack', 0, 2]);
    expect(stacks(after)).toEqual({ 4: '2' });
    
    expect(log).toContain('The Defender tosses the garrison (toss 2): 1c heads, 1c heads, 1c heads. Critical failure: every coin heads up, no damage this turn.');
  });

  it('critical failure on the first toss ends the turn at once', () => {
    const s = makeState({ free: [], tossesLeft: 0, path: { 3: '2' } });
    const after = coins.play(s, 0, { type: 'endToss' }, scripted('HHH TTTT'));
    expect([after.phase, after.realms[0].turn, after.toss.length]).toEqual(['attack', 2, 4]);
  });

  it('critical success: three tails adds 1 HP and the toss', () => {
    const s = makeState({ phase: 'defend', seat: 1, damage: 2, tosses: 1, castle: 8, supply: [2, 5, 5], path: { 4: '2', 9: '5' } });
    const after = coins.play(s, 1, { type: 'tossAgain' }, scripted('TTT'));
    expect(after.realms[0].castle).toBe(9);
    expect(after.realms[0].supply).toEqual([1, 5, 5]);
    expect([after.phase, after.damage]).toEqual(['damage', 5]);
    // No more tossing: only wounds are offered.
    expect(coins.legalMoves(after, 1).every((m) => m.type === 'hit')).toBe(true);
  });

  it('critical success without a 1c coin in the supply adds no HP', () => {
    const s = makeState({ phase: 'defend', seat: 1, damage: 2, tosses: 1, castle: 8, supply: [0, 5, 5], path: { 4: '2' } });
    const after = coins.play(s, 1, { type: 'tossAgain' }, scripted('TTT'));
    expect(after.realms[0].castle).toBe(8);
    expect(after.damage).toBe(5);
  });
});
