import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needServices, pgSchema, TEST_PG, TEST_REDIS, type TestSchema } from '../testing/services.ts';
import { TestClient } from '../testing/client.ts';
import { api, startTestServer, type TestServer } from '../testing/server.ts';

// Two instances in this process over one PostgreSQL schema and one Redis (a prefix of their own): the seat list
// counts every instance's connections, and a freed seat's connections go on every instance.
const problem = await needServices(['postgres', 'redis'], 'the two-instance seat tests');

let db: TestSchema;
let a: TestServer;
let b: TestServer;

interface SeatsMessage {
  seats: { seat: number; connected: boolean }[];
  spectators: number;
}

describe.skipIf(problem !== null)('seats across two instances (PostgreSQL and Redis)', () => {
  beforeAll(async () => {
    db = await pgSchema('ramparts_seats');
    const shared = { databaseUrl: TEST_PG, databaseSchema: db.name, redisUrl: TEST_REDIS, redisPrefix: db.name, rate: { perSecond: 1000, burst: 1000 } };
    a = await startTestServer(shared);
    b = await startTestServer(shared);
  });
  afterAll(async () => {
    await Promise.allSettled([a?.close(), b?.close()]);
    await db?.drop();
  });

  async function open(): Promise<string> {
    return (await api<{ id: string }>(a.url, 'POST', '/api/matches', { game: 'coins', players: 2, visibility: 'public' })).body.id;
  }
  async function join(id: string, seat: number): Promise<string> {
    return (await api<{ credential: string }>(a.url, 'POST', `/api/matches/${id}/join`, { seat })).body.credential;
  }

  it('the seat list counts connections and spectators on both instances', async () => {
    const id = await open();
    const [c0, c1] = [await join(id, 0), await join(id, 1)];
    const p0 = new TestClient(a.url, { match: id, seat: 0, credential: c0 });
    const p1 = new TestClient(b.url, { match: id, seat: 1, credential: c1 });
    const watchers = [a, a, b, b, b].map((s) => new TestClient(s.url, { match: id }, { record: false }));
    await Promise.all([p0, p1, ...watchers].map((c) => c.connected()));
    const list = (c: TestClient) => c.seats as SeatsMessage | null;
    const full = (c: TestClient) => list(c)?.spectators === 5 && list(c)!.seats.every((s) => s.connected);
    await p0.until(() => full(p0), 10_000, 'both seats and five spectators at instance A');
    await p1.until(() => full(p1), 10_000, 'both seats and five spectators at instance B');
    watchers.slice(2).forEach((w) => w.close());
    p1.close();
    await p0.until(() => list(p0)?.spectators === 2 && list(p0)!.seats[1].connected === false, 10_000, 'instance B’s departures at instance A');
    [p0, ...watchers].forEach((c) => c.close());
  });

  it('#14.11 a seat freed on one instance disconnects its connection on the other', async () => {
    const id = await open();
    const first = await join(id, 0);
    const old = new TestClient(b.url, { match: id, seat: 0, credential: first });
    await old.connected();
    await old.until(() => old.state !== null, 5000, 'the first state');
    const gone = new Promise<string>((resolve) => old.socket.once('disconnect', resolve));
    expect((await api(a.url, 'POST', `/api/matches/${id}/leave`, { seat: 0, credential: first })).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(old.messages.some((m) => m.event === 'failure' && (m.data as { code: string }).code === 'seat-lost')).toBe(true);
    old.close();
  });

  it('#16 a chat line said on one instance reaches the table on the other, once, numbered in the shared store', async () => {
    const id = await open();
    const c0 = await join(id, 0);
    const ann = new TestClient(a.url, { match: id, seat: 0, credential: c0 });
    const eve = new TestClient(b.url, { match: id });
    await Promise.all([ann.connected(), eve.connected()]);
    const heard = (c: TestClient) => c.messages.filter((m) => m.event === 'chat').map((m) => (m.data as { seq: number; text: string }).text);
    // Both connected (each has its chat history) before the lines are said.
    await Promise.all([ann, eve].map((c) => c.until(() => c.messages.some((m) => m.event === 'chat-history'), 5000, 'the chat history')));
    expect(await ann.request('chat', { text: 'from A' })).toMatchObject({ ok: true, seq: 1 });
    expect(await eve.request('chat', { text: 'from B' })).toMatchObject({ ok: true, seq: 2 });
    await ann.until(() => heard(ann).length === 2, 5000, 'both lines at instance A');
    await eve.until(() => heard(eve).length === 2, 5000, 'both lines at instance B');
    expect(heard(ann)).toEqual(['from A', 'from B']);
    expect(heard(eve)).toEqual(['from A', 'from B']);
    [ann, eve].forEach((c) => c.close());
  });
});
