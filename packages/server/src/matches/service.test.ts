import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BotChooser, BotJob } from '../bots/pool.ts';
import { FakeStore } from '../testing/fake-store.ts';
import { findGame, games } from '../testing/toys-registry.ts';
import { MatchService, type Broadcaster, type ServiceOptions } from './service.ts';
import { quiet } from './types.ts';

// MatchService over a store that fails or hangs on demand (testing/fake-store.ts), with Dice Nim without dice:
// strict turns, no chance, `take` 1-3 stones, whoever takes the last one wins.

const registry = { games, findGame };
const NIM = { game: 'dice-nim', options: { stones: 10, dice: false }, visibility: 'public' as const };
const take = (n: number) => ({ type: 'move' as const, move: { type: 'take', n } });

/** A bot chooser that plays the first legal move, remembering every job it was given. */
function firstMove(delayMs = 0): BotChooser & { jobs: BotJob[] } {
  const jobs: BotJob[] = [];
  return {
    jobs,
    async choose(job) {
      jobs.push(job);
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      return findGame(job.game)!.legalMoves(job.state, job.seat)[0];
    },
    close: async () => {},
  };
}

/** A broadcaster that hears nothing but remembers evictions; `over` replaces any part. */
function spy(over: Partial<Broadcaster> = {}): Broadcaster & { evicted: [string, number][] } {
  const evicted: [string, number][] = [];
  return { ...quiet, evict: (id, seat) => void evicted.push([id, seat]), ...over, evicted };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function open(opts: Partial<ServiceOptions> = {}, fake?: FakeStore) {
  const store = fake ?? (await FakeStore.open());
  const service = new MatchService({ store: store.store, registry, bots: firstMove(), takeover: 'random', abandonMs: 0, ...opts });
  cleanups.push(async () => {
    await service.close();
    if (!fake) await store.close();
  });
  return { fake: store, service };
}

/** A two-person Dice Nim match, both seats taken (live). */
async function liveDuel(service: MatchService, extra: object = {}) {
  const m = await service.create({ ...NIM, ...extra });
  const a = await service.join(m.id, { seat: 0 });
  const b = await service.join(m.id, { seat: 1 });
  return { id: m.id, a, b };
}

const pileOf = (state: unknown) => (state as { pile: number }).pile;
const tick = (ms = 20) => new Promise((r) => setTimeout(r, ms));

describe('#14.12 every read and change of a match goes through its queue; a failed commit leaves nothing behind', () => {
  it('a reader queued behind a failing commit sees the match as before, even when the log cannot be read right after', async () => {
    const { fake, service } = await open();
    const { id } = await liveDuel(service);
    const before = await service.snapshot(id, 0);
    const gate = fake.hold('append');
    const move = service.submit(id, 0, take(1), { by: 'human' });
    await gate.reached;
    const reader = service.snapshot(id, 0);
    fake.failNext('getMatch'); // the rebuild right after the failure cannot read the log either
    gate.fail(new Error('disk full'));
    expect(await move).toEqual({ ok: false, code: 'unavailable', message: 'The move could not be saved; please try again.' });
    const seen = await reader;
    expect(pileOf(seen?.view)).toBe(10);
    expect(seen).toEqual(before);
    // And later readers, and the next move, find the match exactly as the log has it.
    expect(await service.snapshot(id, 1)).toMatchObject({ seq: 0, actors: [0] });
    expect(await service.submit(id, 0, take(2), { by: 'human' })).toMatchObject({ ok: true, seq: 1 });
    expect(pileOf((await service.snapshot(id, 0))?.view)).toBe(8);
  });

  it('append throws: the mover hears `unavailable` and the match is unchanged (seq, turn, log)', async () => {
    const { fake, service } = await open();
    const { id } = await liveDuel(service);
    const before = await service.snapshot(id, null);
    fake.failNext('append');
    expect(await service.submit(id, 0, take(3), { by: 'human' })).toMatchObject({ ok: false, code: 'unavailable' });
    expect(await service.snapshot(id, null)).toEqual(before);
    expect(await service.submit(id, 0, take(3), { by: 'human' })).toMatchObject({ ok: true, seq: 1 });
  });

  it('a bot scheduled while a commit hangs (a resume, a sweep, a retry) never thinks about the uncommitted move', async () => {
    const bots = firstMove();
    const { fake, service } = await open({ bots });
    const m = await service.create({ ...NIM, seats: ['human', 'random'] });
    await service.join(m.id, { seat: 0 });
    const gate = fake.hold('append');
    const move = service.submit(m.id, 0, take(1), { by: 'human' });
    await gate.reached;
    await service.resumeAll(); // schedules the match's bots
    await tick();
    expect(bots.jobs).toEqual([]);
    gate.fail();
    expect(await move).toMatchObject({ ok: false, code: 'unavailable' });
    await tick();
    // Still the person's turn: the bot was never asked, and no state it saw had the uncommitted move.
    expect(bots.jobs.map((j) => pileOf(j.state))).not.toContain(9);
    expect(await service.snapshot(m.id, 0)).toMatchObject({ seq: 0, actors: [0] });
  });

  it('a commit that hangs holds readers back until it is settled, then they see it', async () => {
    const { fake, service } = await open();
    const { id } = await liveDuel(service);
    const gate = fake.hold('append');
    const move = service.submit(id, 0, take(2), { by: 'human' });
    await gate.reached;
    let seen: unknown;
    const reader = service.snapshot(id, 1).then((s) => (seen = s));
    await tick();
    expect(seen).toBeUndefined();
    gate.release();
    expect(await move).toMatchObject({ ok: true, seq: 1 });
    await reader;
    expect(seen).toMatchObject({ seq: 1, actors: [1] });
  });
});

describe('#14.13 a rebuilt match keeps the time its running clock has used (the turn began when the log says)', () => {
  const CLOCK = { clock: { minutes: 1, increment: 0 } };

  it('a restart 2 s into a turn shows 2 s less on the running clock', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { fake, service } = await open();
    const { id } = await liveDuel(service, CLOCK);
    now += 1000;
    expect(await service.submit(id, 0, take(1), { by: 'human' })).toMatchObject({ ok: true });
    now += 2000; // two seconds of seat 1's turn
    expect((await service.snapshot(id, 1))?.clocks).toMatchObject({ remaining: [59_000, 58_000], running: [1] });
    const { service: restarted } = await open({}, fake);
    expect((await restarted.snapshot(id, 1))?.clocks).toMatchObject({ remaining: [59_000, 58_000], running: [1] });
  });

  it('before any move, the turn began when the match went live', async () => {
    let now = 2_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { fake, service } = await open();
    const { id } = await liveDuel(service, CLOCK);
    now += 2000;
    const { service: restarted } = await open({}, fake);
    expect((await restarted.snapshot(id, 0))?.clocks).toMatchObject({ remaining: [58_000, 60_000], running: [0] });
  });

  it('a lost commit race rebuilds the match without restarting the clock', async () => {
    let now = 3_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { fake, service } = await open();
    const { id } = await liveDuel(service, CLOCK);
    now += 1500;
    fake.answerNext('append', false); // another instance took this seq (none did: the rebuild finds the same log)
    expect(await service.submit(id, 0, take(1), { by: 'human' })).toMatchObject({ ok: true, seq: 1 });
    now += 500;
    expect((await service.snapshot(id, 1))?.clocks).toMatchObject({ remaining: [58_500, 59_500], running: [1] });
  });
});

describe('#14.11 a seat is checked on every action (its generation), and a freed seat loses its connections', () => {
  it('leave before the start, someone else takes the seat: the old holder is refused `seat-lost` and evicted', async () => {
    const broadcaster = spy();
    const { service, fake } = await open();
    service.setBroadcaster(broadcaster);
    const m = await service.create(NIM);
    const first = await service.join(m.id, { seat: 0 });
    const old = await service.authorize(m.id, 0, first.credential);
    expect(old).toBe(1);
    expect(await service.leave(m.id, 0, first.credential)).toMatchObject({ ok: true });
    expect(broadcaster.evicted).toContainEqual([m.id, 0]);
    const second = await service.join(m.id, { seat: 0 });
    await service.join(m.id, { seat: 1 });
    const now = await service.authorize(m.id, 0, second.credential);
    expect(now).toBe(3); // claimed, freed, claimed again
    expect(await service.authorize(m.id, 0, first.credential)).toBeNull();
    expect(broadcaster.evicted.filter(([, seat]) => seat === 0).length).toBeGreaterThanOrEqual(2);
    expect(await service.submit(m.id, 0, take(1), { by: 'human', generation: old! })).toEqual({ ok: false, code: 'seat-lost', message: 'This seat was given up; join the match again.' });
    expect(await service.submit(m.id, 0, take(1), { by: 'human', generation: now! })).toMatchObject({ ok: true, seq: 1 });
    expect((await fake.store.getSeats(m.id)).map((s) => s.generation)).toEqual([3, 1]);
  });
});

describe('#14.10 a failure in one match leaves the service serving the others, with no unhandled rejection', () => {
  const rejections: unknown[] = [];
  const onRejection = (e: unknown) => void rejections.push(e);
  beforeEach(() => {
    rejections.length = 0;
    process.on('unhandledRejection', onRejection);
  });
  afterEach(() => {
    process.off('unhandledRejection', onRejection);
  });

  it('a bot chooser that throws: the person’s move is still acknowledged, and other matches play on', async () => {
    const bots: BotChooser = {
      choose: () => {
        throw new Error('the game threw while the bot thought');
      },
      close: async () => {},
    };
    const { service } = await open({ bots });
    const m = await service.create({ ...NIM, seats: ['human', 'random'] });
    await service.join(m.id, { seat: 0 });
    expect(await service.submit(m.id, 0, take(1), { by: 'human' })).toMatchObject({ ok: true, seq: 1 });
    const { id } = await liveDuel(service);
    expect(await service.submit(id, 0, take(1), { by: 'human' })).toMatchObject({ ok: true });
    expect(await service.submit(id, 1, take(1), { by: 'human' })).toMatchObject({ ok: true });
    await tick(50);
    expect(rejections).toEqual([]);
  });

  it('a store read that fails after a lost commit race: `unavailable`, and the next move goes through', async () => {
    const { fake, service } = await open();
    const { id } = await liveDuel(service);
    fake.answerNext('append', false);
    fake.failNext('entries');
    expect(await service.submit(id, 0, take(1), { by: 'human' })).toMatchObject({ ok: false, code: 'unavailable' });
    expect(await service.submit(id, 0, take(1), { by: 'human' })).toMatchObject({ ok: true, seq: 1 });
    await tick();
    expect(rejections).toEqual([]);
  });

  it('presence that cannot be counted (cluster presence timing out), also when an absence timer fires', async () => {
    let calls = 0;
    const tally = async (_id: string, n: number) => {
      if (calls++ === 0) return { seats: Array.from({ length: n }, () => false), spectators: 0 };
      throw new Error('presence timed out');
    };
    // `connected`: the same count as the broadcaster of 7f59e90 asked it (seats only).
    const connected = async (id: string, n: number) => (await tally(id, n)).seats;
    const broadcaster = spy({ tally, ...({ connected } as object) });
    const { service } = await open({ abandonMs: 30 });
    service.setBroadcaster(broadcaster);
    const { id } = await liveDuel(service);
    await service.presence(id);
    await tick(400);
    await service.presence(id);
    await tick(300);
    const other = await liveDuel(service);
    expect(await service.submit(other.id, 0, take(1), { by: 'human' })).toMatchObject({ ok: true });
    expect(rejections).toEqual([]);
  });
});

describe('#14.5 an idle match leaves memory and comes back from the log', () => {
  it('no action and no connection for idleMs: out of the cache (timers stopped); the next load has every move', async () => {
    const { service } = await open({ idleMs: 40 });
    const { id } = await liveDuel(service, { clock: { minutes: 5, increment: 0 } });
    expect(await service.submit(id, 0, take(2), { by: 'human' })).toMatchObject({ ok: true });
    const lm = service.cache.get(id)!;
    await vi.waitFor(() => expect(lm.clockTimer).not.toBeNull(), { timeout: 1000, interval: 5 });
    await vi.waitFor(() => expect(service.cache.get(id)).toBeUndefined(), { timeout: 2000, interval: 10 });
    expect(lm.clockTimer).toBeNull();
    expect(lm.gone).toBe(true);
    expect(await service.snapshot(id, 1)).toMatchObject({ seq: 1, actors: [1] });
    expect(pileOf((await service.snapshot(id, 1))?.view)).toBe(8);
    expect(await service.submit(id, 1, take(1), { by: 'human' })).toMatchObject({ ok: true, seq: 2 });
  });

  it('a match with a connection stays', async () => {
    const { service } = await open({ idleMs: 30 });
    service.setBroadcaster(spy({ wants: (_id, seat) => seat === 0 }));
    const { id } = await liveDuel(service);
    await service.snapshot(id, 0);
    await tick(200);
    expect(service.cache.get(id)).toBeDefined();
  });

  it('a match driven by bots is not idle while they move', async () => {
    const { service } = await open({ idleMs: 30, bots: firstMove(45) });
    const m = await service.create({ ...NIM, options: { stones: 12, dice: false }, seats: ['random', 'random'] });
    const lm = service.cache.get(m.id);
    expect(lm).toBeDefined();
    await vi.waitFor(async () => expect((await service.get(m.id))?.status).toBe('finished'), { timeout: 5000, interval: 20 });
    expect(lm!.gone).toBe(false);
    expect(service.cache.get(m.id)).toBe(lm);
  });
});
