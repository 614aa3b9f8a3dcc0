import { describe, expect, it } from 'vitest';
import { bucketsBetween, counter, histogram, holds, largestHeld, observations, parseBotStep, quantile, quantileOf, type Buckets } from './bots-step.ts';

describe('parseBotStep (issue #28.4)', () => {
  it('reads a count and a level, normal by default', () => {
    expect(parseBotStep('bots:500')).toEqual({ matches: 500, level: 'normal' });
    expect(parseBotStep('bots:50@hard')).toEqual({ matches: 50, level: 'hard' });
    expect(parseBotStep('bots-hard:50')).toEqual({ matches: 50, level: 'hard' });
    expect(parseBotStep('bots:search@hard')).toEqual({ matches: null, level: 'hard' });
  });

  it.each(['bots:0', 'bots:', 'bots:1.5', 'bots:20@expert', 'bots:20@hard@x', 'bots-hard:20@normal', 'bots:abc'])('refuses "%s" with a sentence naming it', (text) => {
    expect(() => parseBotStep(text)).toThrow(`"${text}" is not a bots step`);
  });
});

// What prom-client prints for a labelled histogram and counter (le first, then the labels).
const scrape = (ok: number[], timeout: number[], fallbacks: number) => {
  const bounds = ['0.01', '0.05', '0.1', '0.25', '0.5', '1', '2', '+Inf'];
  const lines = ['# HELP ramparts_bot_think_seconds How long a bot job ran', '# TYPE ramparts_bot_think_seconds histogram'];
  bounds.forEach((le, i) => lines.push(`ramparts_bot_think_seconds_bucket{le="${le}",outcome="ok"} ${ok[i]}`));
  bounds.forEach((le, i) => lines.push(`ramparts_bot_think_seconds_bucket{le="${le}",outcome="timeout"} ${timeout[i]}`));
  lines.push('ramparts_bot_think_seconds_sum{outcome="ok"} 12.5', 'ramparts_bot_think_seconds_count{outcome="ok"} 100');
  lines.push(`ramparts_bot_fallbacks_total{game="coins",reason="timeout"} ${fallbacks}`, `ramparts_bot_fallbacks_total{game="dice",reason="crashed"} 1`);
  return lines.join('\n');
};

describe('histograms from two scrapes of /metrics', () => {
  const before = scrape([10, 20, 30, 40, 50, 60, 60, 60], [0, 0, 0, 0, 0, 0, 0, 2], 3);
  const after = scrape([10, 20, 30, 40, 50, 140, 150, 150], [0, 0, 0, 0, 0, 0, 0, 12], 5);

  it('sums the buckets over labels and subtracts the earlier scrape', () => {
    const b = bucketsBetween(histogram(before, 'ramparts_bot_think_seconds'), histogram(after, 'ramparts_bot_think_seconds'));
    expect([...b]).toEqual([[0.01, 0], [0.05, 0], [0.1, 0], [0.25, 0], [0.5, 0], [1, 80], [2, 90], [Infinity, 100]]);
    expect(observations(b)).toBe(100);
  });

  it('counts a counter over every label set', () => {
    expect(counter(after, 'ramparts_bot_fallbacks_total') - counter(before, 'ramparts_bot_fallbacks_total')).toBe(2);
  });
});

describe('quantile from buckets (as histogram_quantile)', () => {
  const b: Buckets = new Map([[0.1, 50], [1, 90], [2, 100], [Infinity, 100]]);

  it('interpolates within the bucket that holds the rank, from 0 for the first', () => {
    expect(quantile(b, 0.5)).toBeCloseTo(0.1);
    expect(quantile(b, 0.25)).toBeCloseTo(0.05);
    expect(quantile(b, 0.7)).toBeCloseTo(0.55);
    expect(quantile(b, 0.95)).toBeCloseTo(1.5);
  });

  it('answers the largest finite bound in the +Inf bucket, and NaN without observations', () => {
    expect(quantile(new Map([[1, 1], [2, 2], [Infinity, 10]]), 0.95)).toBe(2);
    expect(quantile(new Map([[1, 0], [Infinity, 0]]), 0.5)).toBeNaN();
  });

  it('takes the sample at the rank of raw values', () => {
    expect(quantileOf([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(quantileOf([], 0.95)).toBeNaN();
  });
});

describe("the search's stop rule", () => {
  const fine = { thinkP95: 200, feltP95: 400, fallbacks: 0, setUp: 100, asked: 100 };

  it('holds with every match set up, both p95s under a second and no fallback', () => {
    expect(holds(fine)).toBe(true);
    expect(holds({ ...fine, thinkP95: 1000 })).toBe(false);
    expect(holds({ ...fine, feltP95: 1200 })).toBe(false);
    expect(holds({ ...fine, fallbacks: 1 })).toBe(false);
    expect(holds({ ...fine, setUp: 99 })).toBe(false);
    expect(holds({ ...fine, thinkP95: NaN })).toBe(false);
  });

  it('answers the largest size before the first that failed', () => {
    expect(largestHeld([{ size: 50, held: true }, { size: 100, held: true }, { size: 200, held: false }])).toBe(100);
    expect(largestHeld([{ size: 50, held: false }])).toBe(0);
    expect(largestHeld([{ size: 50, held: true }, { size: 100, held: false }, { size: 200, held: true }])).toBe(50);
  });
});
