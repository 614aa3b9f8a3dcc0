/**
 * Sign-in attempts (#29), counted per name and per address in this instance's memory (as the other rate limits):
 * too many failures in the window and the name (or address) waits until the oldest one counted leaves it. A name
 * that does not exist is counted like one that does, so a lockout says nothing about which names are taken.
 */
export interface AttemptLimits {
  /** Failures a name may have in the window. */
  perName: number;
  /** Failures and sign-ups an address may have in the window. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_ATTEMPTS: AttemptLimits = { perName: 5, perAddress: 30, windowMs: 15 * 60_000 };

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number; who: 'name' | 'address' };

export class SignInAttempts {
  private readonly byName = new Map<string, number[]>();
  private readonly byAddress = new Map<string, number[]>();

  constructor(
    private readonly limits: AttemptLimits = DEFAULT_ATTEMPTS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a sign-in for `nameKey` from `address` may be tried now. */
  check(nameKey: string | null, address: string): Verdict {
    const t = this.now();
    const a = this.waitOf(this.byAddress, address, this.limits.perAddress, t);
    if (a > 0) return { ok: false, retryAfterSeconds: a, who: 'address' };
    const n = nameKey === null ? 0 : this.waitOf(this.byName, nameKey, this.limits.perName, t);
    if (n > 0) return { ok: false, retryAfterSeconds: n, who: 'name' };
    return { ok: true };
  }

  /** A wrong name or password (or, for the address alone, a sign-up: each costs a password hash). */
  failed(nameKey: string | null, address: string): void {
    const t = this.now();
    this.note(this.byAddress, address, t);
    if (nameKey !== null) this.note(this.byName, nameKey, t);
  }

  /** A right password clears the name's failures (not the address's: one good account must not reset a guesser). */
  succeeded(nameKey: string): void {
    this.byName.delete(nameKey);
  }

  private waitOf(map: Map<string, number[]>, key: string, max: number, t: number): number {
    const times = this.recent(map, key, t);
    if (times.length < max) return 0;
    return Math.max(1, Math.ceil((times[times.length - max] + this.limits.windowMs - t) / 1000));
  }

  private recent(map: Map<string, number[]>, key: string, t: number): number[] {
    const times = (map.get(key) ?? []).filter((x) => x > t - this.limits.windowMs);
    if (times.length === 0) map.delete(key);
    else map.set(key, times);
    return times;
  }

  private note(map: Map<string, number[]>, key: string, t: number): void {
    // A stream of new names or addresses costs bounded memory: drop the stale ones once the map has grown.
    if (map.size > 10_000) for (const k of [...map.keys()]) this.recent(map, k, t);
    const times = this.recent(map, key, t);
    times.push(t);
    map.set(key, times.slice(-100));
  }
}

/** "try again in 3 minutes" / "in 40 seconds": the wait in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
