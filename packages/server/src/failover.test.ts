import { Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needServices, pgSchema, TEST_REDIS, type TestSchema } from './testing/services.ts';
import { TestClient } from './testing/client.ts';
import { kill, spawnServer, type ServerProcess } from './testing/process.ts';
import { api } from './testing/server.ts';

const problem = await needServices(['postgres', 'redis'], 'the failover tests');

let db: TestSchema;
const procs: ServerProcess[] = [];

/** Who holds each match's bot-driving lease, as the database says. */
async function holders(ids: string[]): Promise<(string | null)[]> {
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    const { rows } = await c.query<{ id: string; lease_holder: string | null }>('select id, lease_holder from matches where id = any($1)', [ids]);
    return ids.map((id) => rows.find((r) => r.id === id)?.lease_holder ?? null);
  } finally {
    await c.end();
  }
}
/** Short leases so that a dead instance's matches are taken over within seconds. */
const LEASE_MS = 1500;
const SWEEP_MS = 250;

describe.skipIf(problem !== null)('failover over PostgreSQL and Redis', () => {
  beforeAll(async () => {
    db = await pgSchema('ramparts_failover');
  });
  afterAll(async () => {
    await Promise.all(procs.map((p) => kill(p)));
    await db?.drop();
  });

  it('#14.2 the bot-driving instance is killed: the bot moves within seconds on the other, and an unwatched all-bot match finishes there', async () => {
    const env = { DATABASE_URL: db.url, REDIS_URL: TEST_REDIS, LEASE_MS: String(LEASE_MS), SWEEP_MS: String(SWEEP_MS) };
    const a = await spawnServer(env);
    procs.push(a);
    const b = await spawnServer(env);
    procs.push(b);

    // B's bot workers are started (a long-running instance has them warm): what is timed below is the takeover.
    const warm = (await api<{ id: string }>(b.url, 'POST', '/api/matches', { game: 'coins', players: 2, seats: ['random', 'random'], visibility: 'public' })).body;
    await expect.poll(async () => (await api<{ status: string }>(b.url, 'GET', `/api/matches/${warm.id}`)).body.status, { timeout: 30_000, interval: 100 }).toBe('finished');

    // A person against a bot that thinks long enough for A to die while the bot's move is due.
    const m = (await api<{ id: string }>(a.url, 'POST', '/api/matches', { game: 'coins', players: 2, seats: ['human', 'mcts:1500ms'], visibility: 'public' })).body;
    const seat = (await api<{ credential: string }>(a.url, 'POST', `/api/matches/${m.id}/join`, { seat: 0 })).body;
    const person = new TestClient(a.url, { match: m.id, seat: 0, credential: seat.credential });
    await person.connected();
    await person.until(() => person.state?.actors.includes(0) === true, 20_000, 'the person to move');
    // An all-bot match on A, nobody watching it elsewhere.
    const bots = (await api<{ id: string }>(a.url, 'POST', '/api/matches', { game: 'coins', players: 2, seats: ['mcts:60ms', 'mcts:60ms'], visibility: 'public' })).body;
    const watcher = new TestClient(a.url, { match: bots.id });
    await watcher.connected();
    await watcher.until(() => (watcher.state?.seq ?? 0) >= 2, 20_000, 'the all-bot match under way on A');

    // The person plays until the bot is to move, then A dies while the bot thinks.
    while (person.state!.actors.includes(0)) {
      const s = person.state!;
      const ack = await person.request('move', { move: s.moves[0].move, seq: s.seq });
      expect(ack.ok).toBe(true);
    }
    const due = person.state!;
    expect(due.actors).toEqual([1]);
    // A drives both (it started them); B, idle, took neither.
    const [first, second] = await holders([m.id, bots.id]);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    const killed = Date.now();
    await kill(a);
    const allBotsAt = (await api<{ status: string }>(b.url, 'GET', `/api/matches/${bots.id}`)).body.status;
    expect(allBotsAt).toBe('live');
    person.close();
    watcher.close();

    // The person comes back through B: the bot's move arrives within a few seconds (lease expiry, sweep, thinking).
    const back = new TestClient(b.url, { match: m.id, seat: 0, credential: seat.credential });
    await back.connected();
    await back.until(() => (back.state?.seq ?? 0) > due.seq, 10_000, "the bot's move after failover");
    expect(Date.now() - killed).toBeLessThan(10_000);
    back.close();

    // The all-bot match is taken over by B and finishes there.
    const [now] = await holders([m.id]);
    expect(now).not.toBeNull();
    expect(now).not.toBe(first);
    await expect.poll(async () => (await api<{ status: string }>(b.url, 'GET', `/api/matches/${bots.id}`)).body.status, { timeout: 60_000, interval: 250 }).toBe('finished');
    const rec = (await api<Parameters<typeof Match.replay>[0]>(b.url, 'GET', `/api/matches/${bots.id}/record`)).body;
    expect(Match.replay(rec, findGame).outcome()).not.toBeNull();
    await kill(b, 'SIGTERM');
  }, 120_000);

  it('#28.3 with the default lease settings and a loaded survivor, the bot moves within 5 s of the kill; a fresh instance is ready with warm workers; leases do not flap', async () => {
    const env = { DATABASE_URL: db.url, REDIS_URL: TEST_REDIS };
    const a = await spawnServer(env);
    procs.push(a);
    const b = await spawnServer(env);
    procs.push(b);
    const ready = (url: string) => expect.poll(async () => (await api(url, 'GET', '/readyz')).status, { timeout: 30_000, interval: 50 }).toBe(200);
    await Promise.all([ready(a.url), ready(b.url)]);
    // Ready means warm: B's first bot match starts moving at once, not after a worker loads tsx and the games.
    const created = Date.now();
    const first = (await api<{ id: string }>(b.url, 'POST', '/api/matches', { game: 'coins', players: 2, seats: ['random', 'random'], visibility: 'public' })).body;
    await expect.poll(async () => (await api<{ status: string }>(b.url, 'GET', `/api/matches/${first.id}`)).body.status, { timeout: 30_000, interval: 50 }).toBe('finished');
    expect(Date.now() - created).toBeLessThan(3000);

    // B is busy: two all-bot matches keep its worker thinking.
    const load = await Promise.all([1, 2].map(async () => (await api<{ id: string }>(b.url, 'POST', '/api/matches', { game: 'coins', players: 2, seats: ['mcts:300ms', 'mcts:300ms'], visibility: 'public' })).body.id));
    // A person on A against a bot that thinks long enough for A to die while its move is due.
    const m = (await api<{ id: string }>(a.url, 'POST', '/api/matches', { game: 'coins', players: 2, seats: ['human', 'mcts:800ms'], visibility: 'public' })).body;
    const seat = (await api<{ credential: string }>(a.url, 'POST', `/api/matches/${m.id}/join`, { seat: 0 })).body;
    const person = new TestClient(a.url, { match: m.id, seat: 0, credential: seat.credential });
    await person.connected();
    await person.until(() => person.state?.actors.includes(0) === true, 20_000, 'the person to move');
    while (person.state!.actors.includes(0)) {
      const s = person.state!;
      expect((await person.request('move', { move: s.moves[0].move, seq: s.seq })).ok).toBe(true);
    }
    const due = person.state!;
    const before = await holders([m.id, ...load]);
    expect(before[1]).not.toBeNull();
    expect(before[2]).toBe(before[1]);
    expect(before[0]).not.toBe(before[1]);
    const killed = Date.now();
    await kill(a);
    person.close();

    const back = new TestClient(b.url, { match: m.id, seat: 0, credential: seat.credential });
    await back.connected();
    await back.until(() => (back.state?.seq ?? 0) > due.seq, 15_000, "the bot's move after failover");
    const took = Date.now() - killed;
    expect(took, `the bot moved ${took} ms after the kill`).toBeLessThan(5000);
    back.close();
    // No flapping: B kept its own matches all along, and holds the one it took over.
    expect(await holders([m.id, ...load])).toEqual([before[1], before[1], before[1]]);
    await kill(b, 'SIGTERM');
  }, 120_000);

  it('#30 a turn-based match: its instance is killed; on the other the clock is where the log says, and its running out is found with no page open', async () => {
    const HOUR_MS = 400;
    const BANK = 24 * HOUR_MS;
    const env = { DATABASE_URL: db.url, REDIS_URL: TEST_REDIS, LEASE_MS: String(LEASE_MS), SWEEP_MS: String(SWEEP_MS), TURN_HOUR_MS: String(HOUR_MS) };
    const a = await spawnServer(env);
    procs.push(a);
    const b = await spawnServer(env);
    procs.push(b);
    const m = (await api<{ id: string }>(a.url, 'POST', '/api/matches', { game: 'coins', visibility: 'public', turnBased: { hours: 24 } })).body;
    for (const seat of [0, 1]) await api(a.url, 'POST', `/api/matches/${m.id}/join`, { seat });
    const live = Date.now();
    const actor = (await api<{ actors: number[] }>(a.url, 'GET', `/api/matches/${m.id}/spectate`)).body.actors[0];
    await kill(a);
    const asked = Date.now();
    const seen = (await api<{ clocks: { remaining: number[]; running: number[] } }>(b.url, 'GET', `/api/matches/${m.id}/spectate`)).body.clocks;
    const answered = Date.now();
    expect(seen.running).toEqual([actor]);
    expect(seen.remaining[actor]).toBeLessThanOrEqual(BANK - (asked - live) + 50);
    expect(seen.remaining[actor]).toBeGreaterThanOrEqual(BANK - (answered - live) - 1000);
    await expect
      .poll(async () => (await api<{ seats: { outOfTime: boolean; away: boolean }[] }>(b.url, 'GET', `/api/matches/${m.id}`)).body.seats[actor], { timeout: BANK + 10_000, interval: 250 })
      .toMatchObject({ outOfTime: true, away: false });
  }, 90_000);
});
