import { describe, expect, it } from 'vitest';
import { mean, quantile, rate, spread, summarize, wilson, Z95 } from './stats.ts';

describe('wilson', () => {
  // Reference values: the roots p of (x/n - p)² = z² p (1 - p) / n, the interval's definition, solved
  // independently (the same as R's prop.test(x, n, correct = FALSE)); and the closed forms for 0 and n
  // successes: [0, z²/(n+z²)] and [n/(n+z²), 1].
  it('5 of 10 is 23.66% to 76.34%', () => {
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.2366, 4);
    expect(hi).toBeCloseTo(0.7634, 4);
  });

  it('0 and all successes touch the ends', () => {
    const z2 = Z95 * Z95;
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(0, 10)[1]).toBeCloseTo(z2 / (10 + z2), 10);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 4);
    expect(wilson(10, 10)[0]).toBeCloseTo(10 / (10 + z2), 10);
    expect(wilson(10, 10)[1]).toBe(1);
  });

  it('81 of 263 is 25.53% to 36.62%; 15 of 148 is 6.24% to 16.05%', () => {
    const [lo, hi] = wilson(81, 263);
    expect(lo).toBeCloseTo(0.255289, 5);
    expect(hi).toBeCloseTo(0.36621, 5);
    const [a, b] = wilson(15, 148);
    expect(a).toBeCloseTo(0.062386, 5);
    expect(b).toBeCloseTo(0.160487, 5);
  });

  it('is symmetric and narrows with n', () => {
    const [a, b] = wilson(30, 100);
    const [c, d] = wilson(70, 100);
    expect(a).toBeCloseTo(1 - d, 12);
    expect(b).toBeCloseTo(1 - c, 12);
    const wide = wilson(50, 100);
    const narrow = wilson(5000, 10000);
    expect(narrow[1] - narrow[0]).toBeLessThan(wide[1] - wide[0]);
  });

  it('knows nothing from no trials', () => {
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

describe('summarize', () => {
  it('gives the mean and the sample standard deviation', () => {
    const s = summarize([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(s.mean).toBe(5);
    expect(s.sd).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect([s.min, s.max, s.count]).toEqual([2, 9, 8]);
  });

  it('handles empty and single lists', () => {
    expect(summarize([])).toEqual({ count: 0, mean: 0, sd: 0, min: 0, max: 0 });
    expect(summarize([3])).toEqual({ count: 1, mean: 3, sd: 0, min: 3, max: 3 });
  });
});

describe('quantiles', () => {
  // Type 7 (R's default, NumPy's linear): h = (n - 1) q; R: quantile(c(1, 2, 4, 8, 16), c(.1, .5, .9)) = 1.4 4 12.8.
  it('interpolates between order statistics', () => {
    expect(quantile([16, 1, 8, 2, 4], 0.1)).toBeCloseTo(1.4, 12);
    expect(quantile([16, 1, 8, 2, 4], 0.5)).toBe(4);
    expect(quantile([16, 1, 8, 2, 4], 0.9)).toBeCloseTo(12.8, 12);
    expect([quantile([3], 0.9), quantile([1, 2], 0), quantile([1, 2], 1)]).toEqual([3, 1, 2]);
  });

  it('spread: mean, median, p10, p90; zeros for nothing', () => {
    const s = spread([10, 20, 30, 40]);
    expect([s.mean, s.median]).toEqual([25, 25]);
    expect(s.p10).toBeCloseTo(13, 12);
    expect(s.p90).toBeCloseTo(37, 12);
    expect(spread([])).toEqual({ mean: 0, median: 0, p10: 0, p90: 0 });
    expect(mean([])).toBe(0);
  });

  it('does not sort its input in place', () => {
    const values = [3, 1, 2];
    spread(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('rate', () => {
  it('is the share with its Wilson interval', () => {
    const [low, high] = wilson(5, 10);
    expect(rate(5, 10)).toEqual({ rate: 0.5, low, high, n: 10 });
    expect(rate(0, 0)).toEqual({ rate: 0, low: 0, high: 1, n: 0 });
  });
});
