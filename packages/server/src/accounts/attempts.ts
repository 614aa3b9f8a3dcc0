import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { SignInAttemptRows, type AttemptScope } from '../store/sign-in-attempts.ts';

/**
 * Sign-in attempts (#29), counted per name and per address in the store, so every instance behind a load balancer
 * counts the same failures: too many in the window and the name (or address) waits until the oldest one counted
 * leaves it. A name that does not exist is counted like one that does, so a lockout says nothing about which names
 * are taken. Keys are kept as their sha256 (a guessed name is not stored in clear).
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

/** How often an instance deletes the failures that left the window. */
const PRUNE_EVERY_MS = 60_000;

const hashed = (scope: AttemptScope, key: string): string => createHash('sha256').update(`${scope}\u0000${key}`).digest('hex');

export class SignInAttempts {
  private readonly rows: SignInAttemptRows;
  private prunedAt = -Infinity;

  constructor(
    db: Kysely<Database>,
    private readonly limits: AttemptLimits = DEFAULT_ATTEMPTS,
    private readonly now: () => number = Date.now,
  ) {
    this.rows = new SignInAttemptRows(db);
  }

  /** Whether a sign-in for `nameKey` from `address` may be tried now. */
  async check(nameKey: string | null, address: string): Promise<Verdict> {
    const t = this.now();
    const a = await this.waitOf('address', address, this.limits.perAddress, t);
    if (a > 0) return { ok: false, retryAfterSeconds: a, who: 'address' };
    const n = nameKey === null ? 0 : await this.waitOf('name', nameKey, this.limits.perName, t);
    if (n > 0) return { ok: false, retryAfterSeconds: n, who: 'name' };
    return { ok: true };
  }

  /** A wrong name or password (or, for the address alone, a sign-up: each costs a password hash). */
  async failed(nameKey: string | null, address: string): Promise<void> {
    const t = this.now();
    const rows: { scope: AttemptScope; key: string; at: number }[] = [{ scope: 'address', key: hashed('address', address), at: t }];
    if (nameKey !== null) rows.push({ scope: 'name', key: hashed('name', nameKey), at: t });
    await this.rows.add(rows);
    if (t - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = t;
      await this.rows.prune(t - this.limits.windowMs);
    }
  }

  /** A right password clears the name's failures (not the address's: one good account must not reset a guesser). */
  async succeeded(nameKey: string): Promise<void> {
    await this.rows.clear('name', hashed('name', nameKey));
  }

  private async waitOf(scope: AttemptScope, key: string, max: number, t: number): Promise<number> {
    const times = await this.rows.recent(scope, hashed(scope, key), t - this.limits.windowMs, max);
    if (times.length < max) return 0;
    return Math.max(1, Math.ceil((times[max - 1] + this.limits.windowMs - t) / 1000));
  }
}

/** "try again in 3 minutes" / "in 40 seconds": the wait in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
