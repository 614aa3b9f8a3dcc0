import type { Seat } from '@ramparts/engine';
import type { Live } from './cache.ts';
import { timedOut } from './clock.ts';
import { seatInfos } from './lobby.ts';
import { error, type Hub, type Result } from './types.ts';

/** At most one seat list per match this often (ms): arrivals and departures in between share one. */
export const SEATS_EVERY_MS = 250;
/**
 * A list whose only change is the spectators count waits this long after the last one (ms): a crowd coming and
 * going costs every connection of the match a message per list, and the count is only a count.
 */
export const COUNT_EVERY_MS = 1000;

interface Pending {
  /** The seats last sent (JSON) and the spectators count: an unchanged list is not sent again. */
  seats: string;
  spectators: number;
  /** When the last list was computed, and sent. */
  at: number;
  sentAt: number;
  timer: NodeJS.Timeout | null;
  /** A list is being computed (the tally may ask other instances); a change meanwhile schedules another. */
  busy: boolean;
  again: boolean;
}

/**
 * Who is at the table: the seat list everyone sees, people leaving and coming back, and the absence timers that
 * hand a seat to the takeover bot when its person has been gone for too long.
 */
export class Presence {
  /** Per match: the seat list last sent and when, and the list waiting to go. */
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly hub: Hub,
    private readonly verify: (lm: Live, seat: Seat, credential: string | undefined) => Promise<boolean>,
  ) {}

  /** A person leaves: before the start the seat is freed; during play a bot takes it over until they return. */
  async leave(id: string, seat: Seat, credential: string): Promise<Result> {
    const lm = await this.hub.cache.load(id);
    if (!lm) return error('no-such-match', `There is no match "${id}".`);
    if (!(await this.verify(lm, seat, credential))) return error('bad-credential', 'That credential does not hold this seat.');
    return this.leaveConnected(id, seat);
  }

  /** `leave` for a connection whose credential was checked at the handshake. */
  async leaveConnected(id: string, seat: Seat): Promise<Result> {
    const { cache, store } = this.hub;
    const lm = await cache.load(id);
    if (!lm) return error('no-such-match', `There is no match "${id}".`);
    return cache.enqueue(lm, async () => {
      const freed = lm.row.status === 'open';
      if (freed) await store.releaseSeat(id, seat);
      else if (lm.row.status === 'live') await store.setAway(id, seat, true);
      await cache.refresh(lm);
      // A freed seat's connections go (here and on other instances): its next holder's hand is not theirs.
      if (freed) this.hub.broadcaster.evict(id, seat);
      this.hub.afterSeats(lm);
      return { ok: true, seq: lm.seq } as Result;
    });
  }

  /** A person is back at a seat a bot was playing for them. */
  async back(id: string, seat: Seat): Promise<void> {
    const { cache, store } = this.hub;
    const lm = await cache.load(id);
    if (!lm) return;
    await cache.enqueue(lm, async () => {
      const s = lm.seats[seat];
      this.clearAbandon(lm, seat);
      if (!s || !s.away) return;
      await store.setAway(id, seat, false);
      s.away = 0;
      lm.clocks?.topUp(seat, this.returnGrant(lm), Date.now());
      this.hub.afterSeats(lm);
    });
  }

  /**
   * Someone connected or disconnected, or a seat changed: the table hears of it in at most one seat list per
   * `SEATS_EVERY_MS` per match (a crowd of spectators arriving is a handful of lists, not one per arrival), and
   * only if the list changed. Returns at once; the list follows.
   */
  async update(id: string): Promise<void> {
    if (!this.hub.cache.get(id)) return;
    let p = this.pending.get(id);
    if (!p) this.pending.set(id, (p = { seats: '', spectators: 0, at: -Infinity, sentAt: -Infinity, timer: null, busy: false, again: false }));
    if (p.busy) p.again = true;
    if (p.busy || p.timer) return;
    this.flushAt(id, p, p.at + SEATS_EVERY_MS);
  }

  private flushAt(id: string, p: Pending, when: number): void {
    p.timer = setTimeout(() => {
      p.timer = null;
      void this.flush(id, p);
    }, Math.max(0, when - Date.now()));
    p.timer.unref();
  }

  /** Sends the seat list if it changed (counting connections from room sizes), and watches for people gone for good. */
  private async flush(id: string, p: Pending): Promise<void> {
    const { cache, broadcaster, log } = this.hub;
    const lm = cache.get(id);
    if (!lm) return void this.pending.delete(id);
    p.busy = true;
    p.at = Date.now();
    try {
      const tally = await broadcaster.tally(id, lm.row.players);
      const seats = seatInfos(lm, (seat) => timedOut(lm, seat, p.at)).map((s, i) => ({ ...s, connected: tally.seats[i] ?? false }));
      const text = JSON.stringify(seats);
      const now = Date.now();
      if (text !== p.seats || (tally.spectators !== p.spectators && now - p.sentAt >= COUNT_EVERY_MS)) {
        broadcaster.seats(id, seats, tally.spectators);
        Object.assign(p, { seats: text, spectators: tally.spectators, sentAt: now });
      } else if (tally.spectators !== p.spectators && !p.again) this.flushAt(id, p, p.sentAt + COUNT_EVERY_MS);
      this.watchAbsence(lm, tally.seats);
    } catch (e) {
      log.warn({ err: e, match: id }, 'could not tell the table who is connected');
    } finally {
      p.busy = false;
      if (p.again) {
        p.again = false;
        void this.update(id);
      }
    }
  }

  /**
   * A person with no connection on their turn for `abandonMs` is marked away (the takeover bot plays). Not in a
   * turn-based match: a closed page is how one plays it.
   */
  private watchAbsence(lm: Live, connected: boolean[]): void {
    const { cache, broadcaster, settings, log } = this.hub;
    // Only the instance holding the match's lease runs its absence timers.
    if (settings.abandonMs <= 0 || lm.settings.turnBased || lm.row.status !== 'live' || !this.hub.drives(lm.id)) return;
    const id = lm.id;
    lm.seats.forEach((s, seat) => {
      if (s.kind !== 'human' || s.away || connected[seat]) return this.clearAbandon(lm, seat);
      if (lm.abandonTimers.has(seat)) return;
      const t = setTimeout(() => {
        lm.abandonTimers.delete(seat);
        broadcaster
          .tally(id, lm.row.players)
          .then(async (now) => {
            if (now.seats[seat] || lm.row.status !== 'live') return;
            await cache.enqueue(lm, async () => {
              if (lm.seats[seat].away) return;
              await this.hub.store.setAway(id, seat, true);
              lm.seats[seat].away = 1;
              this.hub.afterSeats(lm);
            });
          })
          .catch((e: unknown) => log.warn({ err: e, match: id, seat }, 'could not hand an absent person’s seat to a bot'));
      }, settings.abandonMs);
      t.unref();
      lm.abandonTimers.set(seat, t);
    });
  }

  /** Marks a person away (their time ran out) without the table hearing yet: the caller reports the change. */
  async markAway(lm: Live, seat: Seat): Promise<void> {
    await this.hub.store.setAway(lm.id, seat, true);
    lm.seats[seat].away = 1;
  }

  /** A person acted at a seat a bot was playing for them: the seat is theirs again. */
  async returned(lm: Live, seat: Seat): Promise<void> {
    await this.hub.store.setAway(lm.id, seat, false);
    lm.seats[seat].away = 0;
    lm.clocks?.topUp(seat, this.returnGrant(lm), Date.now());
    this.hub.afterSeats(lm);
  }

  /** The time a returning person gets at least: a minute in real time, a full bank in a turn-based match. */
  private returnGrant(lm: Live): number {
    return lm.settings.turnBased && lm.clocks ? lm.clocks.full : this.hub.settings.returnMs;
  }

  clearAbandon(lm: Live, seat: Seat): void {
    const t = lm.abandonTimers.get(seat);
    if (t) clearTimeout(t);
    lm.abandonTimers.delete(seat);
  }

  /** The match is over or leaves memory: no more absence timers or pending seat lists. */
  stop(lm: Live): void {
    for (const t of lm.abandonTimers.values()) clearTimeout(t);
    lm.abandonTimers.clear();
    const p = this.pending.get(lm.id);
    if (p?.timer) clearTimeout(p.timer);
    this.pending.delete(lm.id);
  }
}
