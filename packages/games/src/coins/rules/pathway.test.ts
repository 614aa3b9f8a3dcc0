import { describe, expect, it } from 'vitest';
import { coins } from '../index.ts';
import { makeState, scripted, stacks, playLogged } from '../testing.ts';
import { N } from './settings.ts';

const advance = (square: number, level: number, steps: 1 | 2 | 5) => ({ type: 'advance' as const, map: 0, square, level, steps });

describe('entering occupied squares', () => {
  it('strictly lower value to enter an occupied square', () => {
    // "1 or 2 for 5, 1 for 2"
    const twoOnTwo = makeState({ free: [2, 2], path: { 2: '2' } });
    expect(() => coins.play(twoOnTwo, 0, { type: 'place', value: 2, square: 2 }, scripted(''))).toThrow(expect.objectContaining({ code: 'square-blocked' }));
    const oneOnTwo = makeState({ free: [1, 2, 1, 1], path: { 2: '2' } });
    expect(stacks(coins.play(oneOnTwo, 0, { type: 'place', value: 1, square: 2 }, scripted('')))).toEqual({ 2: '2 1' });
    const twoOnFive = makeState({ free: [2, 1, 1, 1], path: { 3: '2', 4: '5' } });
    expect(stacks(coins.play(twoOnFive, 0, advance(3, 0, 1), scripted('')))).toEqual({ 4: '5 2' });
    const fiveOnTwo = makeState({ free: [5, 1], path: { 3: '5', 4: '2' } });
    expect(() => coins.play(fiveOnTwo, 0, advance(3, 0, 1), scripted(''))).toThrow(expect.objectContaining({ code: 'square-blocked' }));
  });

  it('passing through an occupied square obeys the same rule', () => {
    const blocked = makeState({ free: [5, 2], path: { 1: '5', 2: '2' } });
    expect(coins.legalMoves(blocked, 0)).not.toContainEqual(advance(1, 0, 2));
    expect(() => coins.play(blocked, 0, advance(1, 0, 2), scripted(''))).toThrow(expect.objectContaining({ code: 'square-blocked' }));
    const passes = makeState({ free: [1, 2, 1, 1], path: { 1: '1', 2: '2' } });
    expect(stacks(coins.play(passes, 0, advance(1, 0, 2), scripted('')))).toEqual({ 2: '2', 3: '1' });
  });

  it('lower than one of the soldiers there is enough', () => {
    // A 2c may join [5c, 2c]: it is lower than the 5c.
    const s = makeState({ free: [2, 1, 1, 1], path: { 3: '2', 4: '5 2' } });
    expect(stacks(coins.play(s, 0, advance(3, 0, 1), scripted('')))).toEqual({ 4: '5 2 2' });
  });
});

describe('stacks', () => {
  it('a soldier carries the stack above it', () => {
    const s = makeState({ free: [5, 1, 1, 2, 2, 2], path: { 2: '5 1' } });
    const carried = coins.play(s, 0, advance(2, 0, 1), scripted(''));
    expect(stacks(carried)).toEqual({ 3: '5 1' });
    // The 1c on top was carried, not moved: it may break away on its own.
    const broken = coins.play(carried, 0, advance(3, 1, 2), scripted(''));
    expect(stacks(broken)).toEqual({ 3: '5', 5: '1' });
  });
});

describe('reaching the castle', () => {
  it('reaching the castle deals the value and returns the coin to the supply', () => {
    const s = makeState({ free: [2, 5, 1, 1], castle: 8, supply: [2, 5, 5], path: { [N - 1]: '2w' } });
    const after = coins.play(s, 0, advance(N - 1, 0, 5), scripted(''));
    expect(after.realms[0].castle).toBe(6);
    expect(after.realms[0].supply).toEqual([2, 6, 5]);
    expect(stacks(after)).toEqual({});
  });

  it('a stack reaching the castle deals the value of every soldier in it', () => {
    const s = makeState({ free: [5, 2, 1, 1], castle: 8, path: { [N]: '5 2 1' } });
    const after = coins.play(s, 0, advance(N, 0, 2), scripted(''));
    expect(after.realms[0].castle).toBe(0);
  });
});

describe('the march', () => {
  it('the end-of-turn march moves every soldier one square, nearest the castle first', () => {
    const s = makeState({ free: [], tossesLeft: 0, castle: 8, path: { [N]: '2', [N - 1]: '5 1', 1: '1' } });
    const r = scripted('THH'); // the Defender's first toss
    const { after, log } = playLogged(s, 0, { type: 'endToss' }, r);
    expect(after.realms[0].castle).toBe(6);
    expect(stacks(after)).toEqual({ [N]: '5 1', 2: '1' });
    
    const order = ['Every soldier marches 1 square.', 'The 2c soldier reaches the castle: 2 damage (6 HP left).'];
    expect(log.filter((l) => order.includes(l))).toEqual(order);
  });
});
