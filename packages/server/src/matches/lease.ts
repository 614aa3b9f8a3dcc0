import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { LeaseQueries } from '../store/leases.ts';
import type { Live } from './cache.ts';
import type { Hub } from './types.ts';

/**
 * How long a lease lasts without renewal, and how often instances sweep, by default. Together they bound how long a
 * dead instance's bots stay still: the lease runs out 2-3 s after the kill (renewed every second), the next sweep
 * takes the match within half a second, and the new holder's workers are already loaded (`BotPool.warm`). A
 * lease is lost only if two renewals in a row (a second apart) fail, so a busy instance keeps its matches.
 */
export const DEFAULT_LEASE_MS = 3000;
export const DEFAULT_SWEEP_MS = 500;

/** Without a holder, `lease_until` this far away means: nothing to do until someone acts. */
export const NOT_DUE = Number.MAX_SAFE_INTEGER;

/** This process's name in matches.lease_holder: the host and pid for the operator, random so a restart is another. */
export function newInstanceId(): string {
  return `${hostname().slice(0, 32)}-${process.pid}-${randomBytes(4).toString('hex')}`;
}

export interface LeaseSettings {
  /** This process's id (`newInstanceId`). */
  instance: string;
  /** A lease lasts this long unless renewed (renewed every third of it). */
  leaseMs: number;
  /** How often to look for live matches whose lease ran out, or that are due without a holder. */
  sweepMs: number;
  /** One instance alone (no Redis): it always wins, and never waits on the store to drive a match. */
  alone: boolean;
}

export interface LeaseHooks {
  /** The match became this instance's to drive (free on load, or over from a dead instance): catch up, schedule. */
  gained(lm: Live): void;
  /** Another instance drives the match now: stop its bots, clock and absence timers here. */
  lost(lm: Live): void;
}

/**
 * When a match next needs an instance, for giving up its lease: now if a bot (or a takeover bot) is to move,
 * else when the soonest running clock or absence could run out, else never (until someone acts). A turn-based
 * match has no absence; its clocks are due at a quarter left (the notice) and at zero (the table is told), and a
 * clock already out waits for the others.
 */
export function dueAt(lm: Live, abandonMs: number, now: number): number {
  if (lm.row.status !== 'live') return 0;
  const turnBased = !!lm.settings.turnBased;
  let due = NOT_DUE;
  for (const seat of lm.match.actors()) {
    const s = lm.seats[seat];
    if (!s) continue;
    if (s.kind === 'bot' || s.away) return now;
    const left = lm.clocks ? lm.clocks.left(seat, now) : null;
    if (left !== null && !turnBased) due = Math.min(due, now + Math.max(0, left));
    if (left !== null && turnBased && left > 0) {
      const low = left - lm.clocks!.full / 4;
      due = Math.min(due, now + (low > 0 ? low : left));
    }
    if (abandonMs > 0 && !turnBased) due = Math.min(due, now + abandonMs);
  }
  return due;
}

/**
 * The bot-driving leases this instance holds (design #14.2): only the holder of a match's lease runs its bots,
 * clock and absence timers, so exactly one instance drives a match, and a match whose holder died is taken over
 * by another once the lease runs out. A lease is claimed when a live match is scheduled here, renewed every
 * third of `leaseMs` in one statement, and given up on close, when the match ends, and when it leaves memory.
 * A sweep every `sweepMs` takes over live matches whose lease ran out or that are due without a holder.
 * Two instances racing for a match settle it by the store's conditional UPDATE; a move made by an instance
 * that has just lost its lease still settles by (match_id, seq).
 */
export class Leases {
  /** The matches held here, each with when it is next due (said when its lease is given up). */
  private readonly held = new Map<string, number>();
  /** When a claim last failed, per match: claims are retried at most once per `retryMs`. */
  private readonly tried = new Map<string, number>();
  private readonly retries = new Map<string, NodeJS.Timeout>();
  private readonly taking = new Set<string>();
  private readonly retryMs: number;
  private renewTimer: NodeJS.Timeout | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  private sweeping = false;
  private stopped = false;

  constructor(
    private readonly hub: Pick<Hub, 'cache' | 'log' | 'metrics'>,
    private readonly queries: Pick<LeaseQueries, 'take' | 'renew' | 'release' | 'releaseAll' | 'expired'>,
    readonly settings: LeaseSettings,
    private readonly hooks: LeaseHooks,
  ) {
    this.retryMs = Math.min(1000, settings.leaseMs / 3);
  }

  get instance(): string {
    return this.settings.instance;
  }

  /** Starts renewing and sweeping (unref'd timers: they never keep the process alive). */
  start(): void {
    if (this.renewTimer || this.stopped) return;
    this.renewTimer = setInterval(() => void this.renew(), Math.max(50, Math.floor(this.settings.leaseMs / 3)));
    this.renewTimer.unref();
    this.sweepTimer = setInterval(() => void this.sweep(), this.settings.sweepMs);
    this.sweepTimer.unref();
  }

  holds(id: string): boolean {
    return this.held.has(id);
  }

  /** How many leases this instance holds. */
  get size(): number {
    return this.held.size;
  }

  /**
   * Asks for the lease of a live match scheduled here. True when this instance holds it now; otherwise a claim
   * may be on its way (a free or expired lease), and `hooks.gained` follows if it wins.
   */
  claim(lm: Live, due: number): boolean {
    const { id } = lm;
    if (this.held.has(id)) {
      this.held.set(id, due);
      return true;
    }
    if (this.stopped) return false;
    if (this.settings.alone) {
      // Alone, this instance always wins: drive at once, and write the lease down for the sweep and the operator.
      this.held.set(id, due);
      const now = Date.now();
      this.queries.take(id, this.instance, now, now + this.settings.leaseMs, true).catch((e: unknown) => this.hub.log.debug({ err: e, match: id }, 'could not write a lease down'));
      return true;
    }
    if (this.taking.has(id) || this.retries.has(id)) return false;
    const wait = (this.tried.get(id) ?? -Infinity) + this.retryMs - Date.now();
    if (wait > 0) {
      const t = setTimeout(() => {
        this.retries.delete(id);
        this.claim(lm, due);
      }, wait);
      t.unref();
      this.retries.set(id, t);
      return false;
    }
    this.taking.add(id);
    const now = Date.now();
    this.queries
      .take(id, this.instance, now, now + this.settings.leaseMs)
      .then(
        (won) => {
          if (!won) return void this.tried.set(id, Date.now());
          if (this.stopped) return this.queries.release(id, this.instance, 0);
          this.held.set(id, due);
          this.tried.delete(id);
          this.hooks.gained(lm);
        },
        (e: unknown) => {
          this.tried.set(id, Date.now());
          this.hub.log.warn({ err: e, match: id }, 'could not claim the lease of a match');
        },
      )
      .catch((e: unknown) => this.hub.log.warn({ err: e, match: id }, 'could not take a match on'))
      .finally(() => this.taking.delete(id));
    return false;
  }

  /** The match is over (or gone): give its lease up. */
  release(id: string, due = 0): void {
    this.forget(id);
    if (!this.held.delete(id)) return;
    this.queries.release(id, this.instance, due).catch((e: unknown) => this.hub.log.warn({ err: e, match: id }, 'could not give up the lease of a match'));
  }

  /** Stops renewing and sweeping and gives every lease up (a clean shutdown: others take over at once when due). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.renewTimer) clearInterval(this.renewTimer);
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    for (const t of this.retries.values()) clearTimeout(t);
    this.retries.clear();
    const held = [...this.held];
    this.held.clear();
    await this.queries.releaseAll(this.instance, held).catch((e: unknown) => this.hub.log.warn({ err: e, leases: held.length }, 'could not give up the leases of matches: they run out by themselves'));
  }

  private forget(id: string): void {
    const t = this.retries.get(id);
    if (t) clearTimeout(t);
    this.retries.delete(id);
    this.tried.delete(id);
  }

  /** Gives up the leases of matches that left memory, renews the others, and lets go of those taken over. */
  async renew(): Promise<void> {
    if (this.stopped) return;
    const now = Date.now();
    for (const [id, at] of [...this.tried]) if (now - at >= this.retryMs) this.tried.delete(id);
    try {
      for (const [id, due] of [...this.held]) {
        if (this.hub.cache.get(id)) continue;
        this.held.delete(id);
        this.forget(id);
        await this.queries.release(id, this.instance, due);
      }
      if (this.held.size === 0) return;
      const asked = [...this.held.keys()];
      const kept = new Set(await this.queries.renew(this.instance, Date.now() + this.settings.leaseMs));
      // Alone there is nobody to lose a lease to; a lease the store did not renew was a write that failed.
      if (this.settings.alone || this.stopped) return;
      for (const id of asked) {
        if (kept.has(id) || !this.held.has(id)) continue;
        this.held.delete(id);
        this.tried.set(id, Date.now());
        const lm = this.hub.cache.get(id);
        // Counted: a live instance losing leases again and again means renewals come late (LEASE_MS too short here).
        this.hub.metrics?.leasesLost.inc();
        this.hub.log.info({ match: id }, 'another instance drives this match now');
        if (lm) this.hooks.lost(lm);
      }
    } catch (e) {
      this.hub.log[this.settings.alone ? 'debug' : 'warn']({ err: e }, 'could not renew the leases of matches');
    }
  }

  /** Takes over live matches whose lease ran out (their instance died) or that are due without a holder. */
  async sweep(): Promise<void> {
    if (this.sweeping || this.stopped) return;
    this.sweeping = true;
    try {
      const now = Date.now();
      const ids = await this.queries.expired(now, now - this.settings.leaseMs, 50);
      await Promise.all(ids.filter((id) => !this.held.has(id) && !this.taking.has(id)).map((id) => this.takeOver(id)));
    } catch (e) {
      this.hub.log[this.settings.alone ? 'debug' : 'warn']({ err: e }, 'could not sweep for matches to take over');
    } finally {
      this.sweeping = false;
    }
  }

  private async takeOver(id: string): Promise<void> {
    this.taking.add(id);
    try {
      const now = Date.now();
      if (!(await this.queries.take(id, this.instance, now, now + this.settings.leaseMs))) return;
      this.forget(id);
      // Held from here on in the store (renewals extend it); here once loaded, so that no renewal gives it up for
      // not being in memory yet.
      const lm = await this.hub.cache.load(id).catch((e: unknown) => {
        this.hub.log.error({ err: e, match: id }, 'could not load a match to take over');
        return undefined;
      });
      if (!lm || lm.row.status !== 'live' || this.stopped) {
        await this.queries.release(id, this.instance, lm && lm.row.status === 'live' ? now + this.settings.leaseMs : 0);
        return;
      }
      this.held.set(id, 0);
      this.hub.metrics?.leaseTakeovers.inc();
      this.hub.log.info({ match: id }, 'took over a match whose lease ran out');
      this.hooks.gained(lm);
    } finally {
      this.taking.delete(id);
    }
  }
}
