import type { Seat } from '@ramparts/engine';
import type { Live } from './cache.ts';
import { seatInfos } from './lobby.ts';
import { error, type Hub, type Result } from './types.ts';

/**
 * Who is at the table: the seat list everyone sees, people leaving and coming back, and the absence timers that
 * hand a seat to the takeover bot when its person has been gone for too long.
 */
export class Presence {
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
      if (lm.row.status === 'open') await store.releaseSeat(id, seat);
      else if (lm.row.status === 'live') await store.setAway(id, seat, true);
      await cache.refresh(lm);
      this.hub.afterSeats(lm);
      return { ok: true, seq: lm.seq } as Result;
    });
  }

  /** A person is back at a seat a bot was playing for them. */
  async back(id: string, seat: Seat): Promise<void> {
    const { cache, store, settings } = this.hub;
    const lm = await cache.load(id);
    if (!lm) return;
    await cache.enqueue(lm, async () => {
      const s = lm.seats[seat];
      this.clearAbandon(lm, seat);
      if (!s || !s.away) return;
      await store.setAway(id, seat, false);
      s.away = 0;
      lm.clocks?.topUp(seat, settings.returnMs, Date.now());
      this.hub.afterSeats(lm);
    });
  }

  /** Someone connected or disconnected: tell the table, and watch for people who are gone for good. */
  async update(id: string): Promise<void> {
    const { cache, broadcaster, settings } = this.hub;
    const lm = cache.get(id);
    if (!lm) return;
    const connected = await broadcaster.connected(id, lm.row.players);
    broadcaster.seats(id, seatInfos(lm).map((s, i) => ({ ...s, connected: connected[i] })));
    if (settings.abandonMs <= 0 || lm.row.status !== 'live') return;
    lm.seats.forEach((s, seat) => {
      if (s.kind !== 'human' || s.away || connected[seat]) return this.clearAbandon(lm, seat);
      if (lm.abandonTimers.has(seat)) return;
      const t = setTimeout(() => {
        lm.abandonTimers.delete(seat);
        void broadcaster.connected(id, lm.row.players).then(async (now) => {
          if (now[seat] || lm.row.status !== 'live') return;
          await cache.enqueue(lm, async () => {
            if (lm.seats[seat].away) return;
            await this.hub.store.setAway(id, seat, true);
            lm.seats[seat].away = 1;
            this.hub.afterSeats(lm);
          });
        });
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
    lm.clocks?.topUp(seat, this.hub.settings.returnMs, Date.now());
    this.hub.afterSeats(lm);
  }

  clearAbandon(lm: Live, seat: Seat): void {
    const t = lm.abandonTimers.get(seat);
    if (t) clearTimeout(t);
    lm.abandonTimers.delete(seat);
  }

  /** The match is over or leaves memory: no more absence timers. */
  stop(lm: Live): void {
    for (const t of lm.abandonTimers.values()) clearTimeout(t);
    lm.abandonTimers.clear();
  }
}
