// The pure parts of the `bots:N` step (bots.ts): its spelling in BENCH_STEPS, Prometheus histograms and counters
// read from two scrapes of `/metrics`, percentiles from a histogram's buckets, and the search's stop rule.

/** The bot levels a step may ask for (every game offers both). */
export const BOT_LEVELS = ['normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** `bots:N` (N matches, level normal), `bots:N@hard`; `bots:search` or `bots:search@hard` grows N (SEARCH_SIZES). */
export interface BotStep {
  /** Live matches; null for a search. */
  matches: number | null;
  level: BotLevel;
}

export const isBotStep = (text: string) => text.startsWith('bots:') || text.startsWith('bots-hard:');

export function parseBotStep(text: string): BotStep {
  const hard = text.startsWith('bots-hard:');
  const [count, level, extra] = text.slice(hard ? 'bots-hard:'.length : 'bots:'.length).split('@');
  const lvl = level ?? (hard ? 'hard' : 'normal');
  const matches = count === 'search' ? null : Number(count);
  const ok = extra === undefined && !(hard && level !== undefined) && (BOT_LEVELS as readonly string[]).includes(lvl) && (matches === null || (Number.isInteger(matches) && matches >= 1));
  if (!ok) throw new Error(`BENCH_STEPS: "${text}" is not a bots step: bots:N or bots:N@hard (N matches, 1 or more), bots-hard:N, or bots:search[@hard]`);
  return { matches, level: lvl as BotLevel };
}

/** The sizes a search tries, in order, until one does not hold. */
export const SEARCH_SIZES = [50, 100, 200, 400, 800];

/** Issue #28's bar: bot p95 under this, and no fallback. */
export const P95_LIMIT_MS = 1000;

export interface Verdict {
  /** Server-side think p95 and the p95 the person's client felt, ms (NaN: no bot move seen). */
  thinkP95: number;
  feltP95: number;
  fallbacks: number;
  /** Matches set up ÷ asked for. */
  setUp: number;
  asked: number;
}

/**
 * A size holds when every match was set up, bots moved, both p95s (the think time and what the person felt) are
 * under a second and no bot fell back to its game's quick move. A search stops at the first size that does not.
 */
export function holds(v: Verdict): boolean {
  return v.setUp === v.asked && v.thinkP95 < P95_LIMIT_MS && v.feltP95 < P95_LIMIT_MS && v.fallbacks === 0;
}

/** The largest size that held before the first that did not (0: not even the first); `tried` in search order. */
export function largestHeld(tried: { size: number; held: boolean }[]): number {
  let best = 0;
  for (const t of tried) {
    if (!t.held) break;
    best = t.size;
  }
  return best;
}

/** One sample of a Prometheus text exposition: name, labels, value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samples(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[k] = v;
    out.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return out;
}

/** A histogram's cumulative bucket counts by upper bound (`+Inf` as Infinity), summed over its other labels. */
export type Buckets = Map<number, number>;

export function histogram(text: string, name: string): Buckets {
  const buckets: Buckets = new Map();
  for (const s of samples(text)) {
    if (s.name !== `${name}_bucket` || s.labels.le === undefined) continue;
    const le = s.labels.le === '+Inf' ? Infinity : Number(s.labels.le);
    buckets.set(le, (buckets.get(le) ?? 0) + s.value);
  }
  return buckets;
}

/** A counter's value summed over its labels. */
export function counter(text: string, name: string): number {
  return samples(text).filter((s) => s.name === name).reduce((sum, s) => sum + s.value, 0);
}

/** What was observed between two scrapes: `after` minus `before`, bucket by bucket. */
export function bucketsBetween(before: Buckets, after: Buckets): Buckets {
  return new Map([...after].map(([le, n]) => [le, n - (before.get(le) ?? 0)]));
}

export const observations = (b: Buckets) => b.get(Infinity) ?? 0;

/**
 * The q-quantile (0..1) of a histogram, in its unit, as Prometheus' histogram_quantile estimates it: linear
 * within the bucket that holds it (from 0 for the first); in the +Inf bucket, the largest finite bound (a floor:
 * the truth is above it). NaN without observations.
 */
export function quantile(b: Buckets, q: number): number {
  const bounds = [...b.keys()].sort((x, y) => x - y);
  const total = observations(b);
  if (total <= 0) return NaN;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const le of bounds) {
    const n = b.get(le)!;
    if (n >= rank) {
      if (le === Infinity) return lower;
      return n === below ? le : lower + ((le - lower) * (rank - below)) / (n - below);
    }
    lower = le;
    below = n;
  }
  return lower;
}

/** The q-quantile of raw samples (sorted in place), NaN when there are none. */
export function quantileOf(values: number[], q: number): number {
  values.sort((a, b) => a - b);
  return values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;
}
