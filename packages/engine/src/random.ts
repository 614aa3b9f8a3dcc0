/**
 * The seeded generator every game and bot draws from: sfc32 seeded from a string.
 * Its whole state is four 32-bit words, so a match can save it and carry on exactly.
 */
export type RandomState = [number, number, number, number];

export interface Random {
  /** An integer in [0, n). */
  int(n: number): number;
  /** A float in [0, 1). */
  float(): number;
  /** true or false, evenly. */
  coin(): boolean;
  /** A die roll in 1..sides. */
  die(sides?: number): number;
  /** One item of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** A new array holding the items in a random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** How many numbers this generator has produced; a match uses it to see whether a move drew randomness. */
  readonly draws: number;
  /** A copy of the state, to save. */
  save(): RandomState;
}

/** cyrb128: spreads a string seed over four 32-bit words. */
function hashSeed(seed: string): RandomState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

class Sfc32 implements Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  draws = 0;

  constructor([a, b, c, d]: RandomState, draws = 0) {
    this.draws = draws;
    this.a = a >>> 0;
    this.b = b >>> 0;
    this.c = c >>> 0;
    this.d = d >>> 0;
  }

  /** The next 32-bit unsigned word. */
  private next(): number {
    this.draws++;
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  float(): number {
    return this.next() / 4294967296;
  }

  int(n: number): number {
    if (!(n >= 1) || !Number.isInteger(n)) throw new RangeError(`Random.int needs a positive whole number, got ${n}`);
    // Multiply-shift: fast and unbiased enough for n far below 2^32.
    return Math.floor(this.float() * n);
  }

  coin(): boolean {
    return (this.next() & 1) === 1;
  }

  die(sides = 6): number {
    return this.int(sides) + 1;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Random.pick needs at least one item');
    return items[this.int(items.length)];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = out[i];
      out[i] = out[j];
      out[j] = t;
    }
    return out;
  }

  save(): RandomState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
}

/** A generator from a string seed; the same seed always gives the same numbers. */
export function createRandom(seed: string): Random {
  const r = new Sfc32(hashSeed(seed));
  // Discard the first outputs: sfc32 mixes slowly from hashed seeds that differ little.
  for (let i = 0; i < 12; i++) r.float();
  return new Sfc32(r.save());
}

/** A generator that continues from a saved state (`draws` carries the count on). */
export function restoreRandom(state: RandomState, draws = 0): Random {
  return new Sfc32(state, draws);
}
