import type { Seat } from '@ramparts/engine';

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

  commit(remaining: number[], seat: Seat, now: number): void {
    this.remaining = remaining;
    this.started[seat] = null;
    void now;
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
