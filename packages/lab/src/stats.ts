import type { Rate, Summary as Spread } from './types.ts';

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/**
 * The Wilson score interval for a proportion: `successes` out of `n` trials.
 * Well behaved near 0 and 1 and for small n, unlike the normal approximation. n = 0 gives [0, 1].
 */
export function wilson(successes: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // Exact ends for 0 and n successes (the formula gives them only up to rounding).
  return [successes <= 0 ? 0 : Math.max(0, centre - half), successes >= n ? 1 : Math.min(1, centre + half)];
}

export interface Summary {
  count: number;
  mean: number;
  /** Sample standard deviation (n - 1); 0 for fewer than two values. */
  sd: number;
  min: number;
  max: number;
}

/** Mean, sample standard deviation, min and max, summed in the given order (so the same list gives the same bits). */
export function summarize(values: readonly number[]): Summary {
  const count = values.length;
  if (count === 0) return { count: 0, mean: 0, sd: 0, min: 0, max: 0 };
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const mean = sum / count;
  let sq = 0;
  for (const v of values) sq += (v - mean) * (v - mean);
  const sd = count > 1 ? Math.sqrt(sq / (count - 1)) : 0;
  return { count, mean, sd, min, max };
}

export function percent(x: number, digits = 1): string {
  return `${(x * 100).toFixed(digits)}%`;
}

/** A proportion with its 95% Wilson interval; no trials gives rate 0 and the interval [0, 1]. */
export function rate(successes: number, n: number): Rate {
  const [low, high] = wilson(successes, n);
  return { rate: n > 0 ? successes / n : 0, low, high, n };
}

/** The arithmetic mean, summed in the given order; 0 for an empty list. */
export function mean(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return values.length > 0 ? sum / values.length : 0;
}

/**
 * The q-quantile (0 ≤ q ≤ 1) by linear interpolation between order statistics (Hyndman and Fan's type 7, the
 * default of R and NumPy): position h = (n − 1)·q in the sorted list. 0 for an empty list.
 */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  return quantileOfSorted(sortedCopy(values), q);
}

/** Mean, median, 10th and 90th percentiles (type 7, see `quantile`); all 0 for an empty list. */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { mean: 0, median: 0, p10: 0, p90: 0 };
  const sorted = sortedCopy(values);
  return { mean: mean(values), median: quantileOfSorted(sorted, 0.5), p10: quantileOfSorted(sorted, 0.1), p90: quantileOfSorted(sorted, 0.9) };
}

function sortedCopy(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

function quantileOfSorted(sorted: readonly number[], q: number): number {
  const h = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const lo = Math.floor(h);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}
