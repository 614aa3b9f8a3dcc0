import type { Seat } from '@ramparts/engine';
import type { Live } from './cache.ts';
import type { Hub } from './types.ts';

/** A time bank per player: `minutes` at the start, `increment` seconds added after each of their moves. */
export interface ClockSettings {
  minutes: number;
  increment: number;
  /** A turn-based bank never refills past this many minutes ("24 h per move" refills to 24 h). Absent: no cap. */
  max?: number;
}

/** A turn-based match's clock: `hours` per move, the bank refilling to it after each move (none for no limit). */
export function turnClock(hours: number | null, hourMs: number): ClockSettings | null {
  if (hours === null) return null;
  const minutes = (hours * hourMs) / 60_000;
  return { minutes, increment: minutes * 60, max: minutes };
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
    if (move) next[seat] = Math.min(next[seat] + this.settings.increment * 1000, this.settings.max === undefined ? Infinity : this.settings.max * 60_000);
    return next;
  }

  /** An entry of `seat` was committed with these banks: its turn (if it goes on) starts again at the next `actorsAre`. */
  commit(remaining: number[], seat: Seat): void {
    this.remaining = remaining.slice();
    this.started[seat] = null;
  }

  /** When `seat`'s running turn began (null: not its turn): names one turn, for notices said once a turn. */
  began(seat: Seat): number | null {
    return this.started[seat] ?? null;
  }

  /** A full bank, as a turn-based match refills it. */
  get full(): number {
    return (this.settings.max ?? this.settings.minutes) * 60_000;
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

/** A turn-based match whose person's clock ran out on their turn: the others may choose (`timeout`). */
export function timedOut(lm: Live, seat: Seat, now: number): boolean {
  const s = lm.seats[seat];
  return !!lm.settings.turnBased && lm.row.status === 'live' && !!lm.clocks && s?.kind === 'human' && !s.away && !lm.match.hasResigned(seat) && lm.match.actors().includes(seat) && lm.clocks.left(seat, now) <= 0;
}

/** A "quarter left" notice is said when the bank falls to a quarter of its full size, or this little later (a match loaded late). */
function lowGraceMs(clocks: Clocks): number {
  return Math.min(60_000, clocks.full / 16);
}

/**
 * Watches the people's clocks of a match. In real time, when the soonest running one runs out, that person is
 * marked away and the takeover bot plays for them. In a turn-based match nothing happens by itself: the table is
 * told the person is out of time (the others choose), and when a quarter of a bank is left its person is told.
 */
export class ClockWatch {
  /** The turns whose "quarter left" notice or "out of time" was said here (`seat@began`), per match. */
  private readonly said = new WeakMap<Live, Set<string>>();

  constructor(
    private readonly hub: Hub,
    private readonly markAway: (lm: Live, seat: Seat) => Promise<void>,
    /** A turn-based person's clock is down to a quarter (the notices' hook). */
    private readonly clockLow: (lm: Live, seat: Seat) => void = () => {},
  ) {}

  /** Runs in the match's queue (see MatchService.schedule). */
  arm(lm: Live): void {
    this.stop(lm);
    const clocks = lm.clocks;
    if (!clocks || lm.gone) return;
    const now = Date.now();
    const watched = lm.match.actors().filter((seat) => lm.seats[seat]?.kind === 'human' && !lm.seats[seat].away);
    const times = lm.settings.turnBased ? watched.flatMap((seat) => this.turnEvents(lm, clocks, seat, now)) : watched.map((seat) => clocks.left(seat, now));
    if (times.length === 0) return;
    const soonest = Math.min(...times);
    // A week is within setTimeout's range (about 24.8 days).
    lm.clockTimer = setTimeout(() => {
      lm.clockTimer = null;
      if (!this.hub.drives(lm.id)) return; // another instance holds the lease: its clock watch runs the match
      this.hub.cache
        .enqueue(lm, async () => {
          // The clocks as the queue has them now (a rebuild replaces them).
          const clocks = lm.clocks;
          if (!clocks || lm.gone || lm.row.status !== 'live') return;
          const expired = lm.settings.turnBased ? this.turnFired(lm, clocks) : await this.realTimeFired(lm, clocks);
          if (expired) this.hub.afterSeats(lm);
          else this.arm(lm);
        })
        .catch((e: unknown) => this.hub.log.error({ err: e, match: lm.id }, 'a clock could not run out'));
    }, Math.max(0, soonest) + 5);
    lm.clockTimer.unref();
  }

  /** Real time: people out of time are marked away (the takeover bot plays). */
  private async realTimeFired(lm: Live, clocks: Clocks): Promise<boolean> {
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
    return expired;
  }

  /** When a turn-based seat next needs the watch (ms from now): its quarter-left notice, its clock running out. */
  private turnEvents(lm: Live, clocks: Clocks, seat: Seat, now: number): number[] {
    const left = clocks.left(seat, now);
    if (left <= 0) return [];
    const low = left - clocks.full / 4;
    if (low > 0) return [low, left];
    return !this.wasSaid(lm, clocks, seat, 'low') && -low <= lowGraceMs(clocks) ? [0, left] : [left];
  }

  /** Turn-based: says "a quarter left" once a turn; returns whether someone ran out of time (the table hears it). */
  private turnFired(lm: Live, clocks: Clocks): boolean {
    const t = Date.now();
    let expired = false;
    for (const seat of lm.match.actors()) {
      const s = lm.seats[seat];
      if (s?.kind !== 'human' || s.away) continue;
      const left = clocks.left(seat, t);
      if (left <= 0) {
        if (!this.wasSaid(lm, clocks, seat, 'out')) expired = this.say(lm, clocks, seat, 'out');
      } else if (left <= clocks.full / 4 && clocks.full / 4 - left <= lowGraceMs(clocks) && !this.wasSaid(lm, clocks, seat, 'low')) {
        this.say(lm, clocks, seat, 'low');
        this.clockLow(lm, seat);
      }
    }
    return expired;
  }

  private wasSaid(lm: Live, clocks: Clocks, seat: Seat, what: 'low' | 'out'): boolean {
    return this.said.get(lm)?.has(`${what}:${seat}@${clocks.began(seat)}`) ?? false;
  }

  private say(lm: Live, clocks: Clocks, seat: Seat, what: 'low' | 'out'): true {
    let said = this.said.get(lm);
    if (!said) this.said.set(lm, (said = new Set()));
    said.add(`${what}:${seat}@${clocks.began(seat)}`);
    return true;
  }

  stop(lm: Live): void {
    if (lm.clockTimer) clearTimeout(lm.clockTimer);
    lm.clockTimer = null;
  }
}
