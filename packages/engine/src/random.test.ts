import { describe, expect, it } from 'vitest';
import { createRandom, restoreRandom } from './random.ts';

const draw = (seed: string, n: number) => {
  const r = createRandom(seed);
  return Array.from({ length: n }, () => r.float());
};

describe('seeded random', () => {
  it('gives the same sequence for the same seed', () => {
    expect(draw('alpha', 50)).toEqual(draw('alpha', 50));
  });

  it('gives different sequences for different seeds, even close ones', () => {
    expect(draw('seed-1', 20)).not.toEqual(draw('seed-2', 20));
    expect(draw('a', 20)).not.toEqual(draw('b', 20));
    expect(draw('', 5)).not.toEqual(draw(' ', 5));
  });

  it('continues identically from a saved state, and carries the draw count on', () => {
    const r = createRandom('save');
    for (let i = 0; i < 17; i++) r.int(10);
    const copy = restoreRandom(r.save(), r.draws);
    expect(copy.draws).toBe(r.draws);
    const a = Array.from({ length: 30 }, () => [r.int(100), r.coin(), r.die(), r.float()]);
    const b = Array.from({ length: 30 }, () => [copy.int(100), copy.coin(), copy.die(), copy.float()]);
    expect(b).toEqual(a);
    expect(copy.draws).toBe(r.draws);
  });

  it('counts every number it draws', () => {
    const r = createRandom('count');
    expect(r.draws).toBe(0);
    r.int(6);
    r.coin();
    r.shuffle([1, 2, 3]);
    expect(r.draws).toBe(4);
  });

  it('keeps int in [0, n) and refuses impossible ranges', () => {
    const r = createRandom('int');
    for (const n of [1, 2, 3, 7, 100, 2 ** 20]) {
      const xs = Array.from({ length: 500 }, () => r.int(n));
      expect(xs.filter((x) => !Number.isInteger(x) || x < 0 || x >= n)).toEqual([]);
      if (n <= 7) expect(new Set(xs).size).toBe(n);
    }
    for (const bad of [0, -1, 1.5, NaN]) expect(() => r.int(bad)).toThrow(RangeError);
    expect(() => r.pick([])).toThrow(RangeError);
  });

  it('keeps float in [0, 1)', () => {
    const r = createRandom('float');
    const xs = Array.from({ length: 2000 }, () => r.float());
    expect(xs.filter((x) => !(x >= 0 && x < 1))).toEqual([]);
    expect(Math.min(...xs)).toBeLessThan(0.01);
    expect(Math.max(...xs)).toBeGreaterThan(0.99);
  });

  it('shuffles into a permutation without touching the input', () => {
    const r = createRandom('shuffle');
    const items = Object.freeze(Array.from({ length: 20 }, (_, i) => i));
    const seen = new Set<string>();
    for (let k = 0; k < 20; k++) {
      const s = r.shuffle(items);
      expect([...s].sort((a, b) => a - b)).toEqual(items);
      seen.add(s.join(','));
    }
    expect(seen.size).toBeGreaterThan(15);
    expect(r.shuffle([])).toEqual([]);
  });

  it('rolls a fair die (roughly)', () => {
    const r = createRandom('die');
    const counts = [0, 0, 0, 0, 0, 0];
    const rolls = 60_000;
    for (let i = 0; i < rolls; i++) counts[r.die() - 1]++;
    // Chi-square with 5 degrees of freedom: 20.5 is the 0.1% tail.
    const expected = rolls / 6;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.5);
    const d20 = new Set(Array.from({ length: 2000 }, () => r.die(20)));
    expect([...d20].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('tosses coins evenly (roughly)', () => {
    const r = createRandom('coin');
    let heads = 0;
    for (let i = 0; i < 10_000; i++) if (r.coin()) heads++;
    expect(heads).toBeGreaterThan(4700);
    expect(heads).toBeLessThan(5300);
  });
});
