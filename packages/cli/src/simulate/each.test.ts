import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fakeEnv } from '../testing/fake-game.ts';
import { combinations, valuesOf, withCombination } from './each.ts';

const climb = fakeEnv.findGame('climb')!;

describe('simulate --each: the values of an option', () => {
  it('reads enums, booleans and literals through defaults, optionals and preprocess steps', () => {
    expect(valuesOf(z.enum(['ring', 'cross']).default('ring'))).toEqual(['ring', 'cross']);
    expect(valuesOf(z.enum(['a', 'b']).optional())).toEqual(['a', 'b']);
    // Gate Defense's scenario: a number from the command line is turned into the text first.
    expect(valuesOf(z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(['1', '2']).default('1')))).toEqual(['1', '2']);
    expect(valuesOf(z.boolean().default(false))).toEqual([false, true]);
    expect(valuesOf(z.union([z.literal(1), z.literal(2), z.literal(1)]))).toEqual([1, 2]);
  });

  it('refuses what has no short fixed list of values: numbers, texts, lists', () => {
    expect(valuesOf(z.number().int().default(4))).toBeNull();
    expect(valuesOf(z.string())).toBeNull();
    expect(valuesOf(z.array(z.enum(['a', 'b'])))).toBeNull();
    expect(valuesOf(z.union([z.literal('x'), z.number()]))).toBeNull();
  });
});

describe('simulate --each: combinations', () => {
  it('gives every combination, the first option named varying slowest', () => {
    expect(combinations(climb, ['mode', 'endless'], {})).toEqual([
      { mode: 'race', endless: false },
      { mode: 'race', endless: true },
      { mode: 'solo', endless: false },
      { mode: 'solo', endless: true },
    ]);
    expect(combinations(climb, [], {})).toEqual([{}]);
  });

  it('refuses an unknown option, one without fixed values, one named twice and one the flags already set', () => {
    expect(() => combinations(climb, ['colour'], {})).toThrow('Climb has no option "colour". --each takes one of: mode, endless.');
    expect(() => combinations(climb, ['target'], {})).toThrow('"target" is not one');
    expect(() => combinations(climb, ['mode', 'mode'], {})).toThrow('--each mode is given twice.');
    expect(() => combinations(climb, ['mode'], { mode: 'solo' })).toThrow('"mode" is both set ("solo") and simulated');
    expect(() => combinations(climb, ['endless'], { option: ['endless=true'] })).toThrow('"endless" is both set (true)');
  });

  it('adds a combination to the flags as JSON options, so a text "1" stays a text', () => {
    expect(withCombination({ option: ['target=5'], seed: 's' } as { option: string[]; seed: string }, { scenario: '1', endless: true })).toEqual({
      option: ['target=5', 'scenario="1"', 'endless=true'],
      seed: 's',
    });
  });
});
