import type { Seat } from '@ramparts/engine';
import type { Live } from './cache.ts';
import type { Hub } from './types.ts';

/** A time bank per player: `minutes` at the start, `increment` seconds added after each of their moves. */
export interface ClockSettings {
  minutes: number;
  increment: number;
}

/** The banks as clients see them: ms left per seat (as of `at`), and the seats whose clock is running. */
export interface ClockView {
  remaining: number[];
  running: Seat[];
  at: number;
}

/** Time banks of one match; `started[seat]` is when the seat's current turn began (null: not its turn). */
export class Clocks {
  remaining: number[];
  private started: (number | null)[];

  constructor(
    readonly settings: ClockSettings,
    players: number,
    remaining?: number[],
  ) {
    this.remaining = remaining ? remaining.slice() : Array.from({ length: players }, () => settings.minutes * 60_000);
    this.started = Array.from({ length: players }, () => null);
  }

  /** Starts the clocks of seats that have just become actors, stops the others. */
  actorsAre(actors: Seat[], now: number): void {
    this.started = this.started.map((s, seat) => (actors.includes(seat) ? (s ?? now) : null));
  }

  /** Banks after `seat` makes an entry at `now` (not applied: see `commit`). */
  after(seat: Seat, now: number, move: boolean): number[] {
    const next = this.remaining.slice();
    const began = this.started[seat];
    if (began !== null && began !== undefined) next[seat] = Math.max(0, next[seat] - (now - began));
    if (move) next[seat] += this.settings.increment * 1000;
    return next;
  }

  /** An entry of `seat` was committed with these banks: its turn (if it goes on) starts again at the next `actorsAre`. */
  commit(remaining: number[], seat: Seat): void {
    this.remaining = remaining.slice();
    this.started[seat] = null;
  }

  /** Ms left for `seat` at `now`. */
  left(seat: Seat, now: number): number {
    const began = this.started[seat];
    return began === null || began === undefined ? this.remaining[seat] : this.remaining[seat] - (now - began);
  }

  /** Gives a returning player at least `ms`. */
  topUp(seat: Seat, ms: number, now: number): void {
    if (this.left(seat, now) < ms) {
      this.remaining[seat] = ms;
      if (this.started[seat] !== null) this.started[seat] = now;
    }
  }

  expire(seat: Seat): void {
    this.remaining[seat] = 0;
  }

  view(now: number): ClockView {
    return { remaining: this.remaining.map((_, s) => Math.max(0, this.left(s, now))), running: this.started.flatMap((s, i) => (s === null ? [] : [i])), at: now };
  }
}

/**
 * Watches the people's clocks of a match: when the soonest running one runs out, that person is marked away and
 * the takeover bot plays for them.
 */
export class ClockWatch {
  constructor(
    private readonly hub: Hub,
    private readonly markAway: (lm: Live, seat: Seat) => Promise<void>,
  ) {}

  /** Runs in the match's queue (see MatchService.schedule). */
  arm(lm: Live): void {
    this.stop(lm);
    const clocks = lm.clocks;
    if (!clocks || lm.gone) return;
    const now = Date.now();
    const watched = lm.match.actors().filter((seat) => lm.seats[seat]?.kind === 'human' && !lm.seats[seat].away);
    if (watched.length === 0) return;
    const soonest = Math.min(...watched.map((seat) => clocks.left(seat, now)));
    lm.clockTimer = setTimeout(() => {
      lm.clockTimer = null;
      if (!this.hub.drives(lm.id)) return; // another instance holds the lease: its clock watch runs the match
      this.hub.cache
        .enqueue(lm, async () => {
          // The clocks as the queue has them now (a rebuild replaces them).
          const clocks = lm.clocks;
          if (!clocks || lm.gone || lm.row.status !== 'live') return;
          const t = Date.now();
          let expired = false;
          for (const seat of lm.match.actors()) {
            const s = lm.seats[seat];
            if (s?.kind === 'human' && !s.away && clocks.left(seat, t) <= 0) {
              clocks.expire(seat);
              await this.markAway(lm, seat);
              expired = true;
            }
          }
          if (expired) this.hub.afterSeats(lm);
          else this.arm(lm);
        })
        .catch((e: unknown) => this.hub.log.error({ err: e, match: lm.id }, 'a clock could not run out'));
    }, Math.max(0, soonest) + 5);
    lm.clockTimer.unref();
  }

  stop(lm: Live): void {
    if (lm.clockTimer) clearTimeout(lm.clockTimer);
    lm.clockTimer = null;
  }
}
