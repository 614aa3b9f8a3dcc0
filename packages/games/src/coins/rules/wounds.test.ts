import { describe, expect, it } from 'vitest';
import { coins } from '../index.ts';
import { makeState, scripted, stacks } from '../testing.ts';

const hit = (square: number) => ({ type: 'hit' as const, map: 0, square });

describe('wounds and kills', () => {
  it('first wound turns a soldier heads up, second removes it', () => {
    let s = makeState({ phase: 'damage', seat: 1, damage: 9, supply: [2, 5, 5], path: { 4: '2', 9: '5' } });
    s = coins.play(s, 1, hit(4), scripted(''));
    expect(stacks(s)).toEqual({ 4: '2w', 9: '5' });
    expect(s.damage).toBe(7);
    s = coins.play(s, 1, hit(4), scripted(''));
    expect(stacks(s)).toEqual({ 9: '5' });
    expect(s.realms[0].supply[1]).toBe(6 - 1); // the 2c came back, and one 2c went to the garrison
    expect(s.damage).toBe(5);
  });

  it('damage is spent top of a stack first', () => {
    const s = makeState({ phase: 'damage', seat: 1, damage: 5, path: { 6: '5 1' } });
    const after = coins.play(s, 1, hit(6), scripted(''));
    expect(stacks(after)).toEqual({ 6: '5 1w' });
  });

  it('a wound costs the soldier\'s value: too little damage cannot hit it', () => {
    const s = makeState({ phase: 'damage', seat: 1, damage: 4, path: { 6: '5', 2: '2' } });
    expect(coins.legalMoves(s, 1)).toEqual([hit(2)]);
    expect(() => coins.play(s, 1, hit(6), scripted(''))).toThrow(expect.objectContaining({ code: 'not-enough-damage' }));
  });

  it('damage that can pay for no wound ends the turn', () => {
    const s = makeState({ phase: 'damage', seat: 1, damage: 3, path: { 6: '5', 2: '2' } });
    const after = coins.play(s, 1, hit(2), scripted('TTT'));
    expect([after.phase, after.seat, after.realms[0].turn]).toEqual(['attack', 0, 2]);
  });
});

describe('evolution (seed "For each soldier killed … evolve")', () => {
  it('evolution example: two kills evolve two 1c coins', () => {
    let s = makeState({ phase: 'damage', seat: 1, damage: 4, garrison: [1, 1, 1], supply: [2, 5, 5], path: { 5: '1', 7: '1' } });
    for (const square of [7, 7, 5]) s = coins.play(s, 1, hit(square), scripted(''));
    expect(s.realms[0].garrison).toEqual([2, 1, 0]);
    // The last kill ends the turn (no damage left): the next round's first toss follows.
    s = coins.play(s, 1, hit(5), scripted('TTT'));
    expect(s.realms[0].garrison).toEqual([1, 2, 0]);
    // Supply: +2 killed 1c soldiers, +2 old garrison 1c; -2 new garrison 2c.
    expect(s.realms[0].supply).toEqual([6, 3, 5]);
  });

  it('evolve every 1c before any 2c', () => {
    // Garrison 1c, 2c, 2c: the 1c evolves first, then the 2c coins one by one.
    let s = makeState({ phase: 'damage', seat: 1, damage: 8, garrison: [1, 2, 2], supply: [2, 5, 5], path: { 5: '1w', 6: '1w', 7: '1w', 9: '5' } });
    s = coins.play(s, 1, hit(7), scripted(''));
    expect(s.realms[0].garrison).toEqual([0, 3, 0]);
    s = coins.play(s, 1, hit(6), scripted(''));
    expect(s.realms[0].garrison).toEqual([0, 2, 1]);
    s = coins.play(s, 1, hit(5), scripted(''));
    expect(s.realms[0].garrison).toEqual([0, 1, 2]);
  });

  it('no evolution when the supply lacks the coin', () => {
    const s = makeState({ phase: 'damage', seat: 1, damage: 6, garrison: [1, 1, 1], supply: [2, 0, 5], path: { 7: '1w', 9: '5' } });
    const after = coins.play(s, 1, hit(7), scripted(''));
    expect(after.realms[0].garrison).toEqual([3, 0, 0]);
  });
});
