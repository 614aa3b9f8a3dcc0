import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGame, games } from '../testing/cards-registry.ts';
import { TestClient } from '../testing/client.ts';
import { api, startTestServer, type TestServer } from '../testing/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ registry: { games, findGame }, registryModule: new URL('../testing/cards-registry.ts', import.meta.url).href, rate: { perSecond: 1000, burst: 1000 } });
});
afterAll(() => server?.close());

interface SeatsMessage {
  match: string;
  seats: { seat: number; taken: boolean; connected: boolean; away: boolean }[];
  spectators: number;
}

async function open(game: string, players = 2): Promise<string> {
  const created = await api<{ id: string }>(server.url, 'POST', '/api/matches', { game, players, visibility: 'public' });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function join(id: string, seat: number): Promise<string> {
  const r = await api<{ credential: string }>(server.url, 'POST', `/api/matches/${id}/join`, { seat });
  expect(r.status).toBe(201);
  return r.body.credential;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('seats over Socket.IO', () => {
  it('#14.11 a seat given up before the start disconnects its old connection, which never sees the next holder’s hand', async () => {
    const id = await open('cards');
    const first = await join(id, 0);
    const old = new TestClient(server.url, { match: id, seat: 0, credential: first });
    await old.connected();
    await old.until(() => old.state !== null, 5000, 'the first state');
    const gone = new Promise<string>((resolve) => old.socket.once('disconnect', resolve));
    const seen = old.messages.length;
    expect((await api(server.url, 'POST', `/api/matches/${id}/leave`, { seat: 0, credential: first })).status).toBe(200);
    // Someone else takes the seat, the last seat is taken and the cards are dealt.
    const second = await join(id, 0);
    const other = await join(id, 1);
    const now = new TestClient(server.url, { match: id, seat: 0, credential: second });
    await now.connected();
    await now.until(() => now.state?.status === 'live', 5000, 'the deal');
    expect(await Promise.race([gone, sleep(3000).then(() => 'still connected')])).toBe('io server disconnect');
    // Nothing but the news of the lost seat (and maybe a seat list, or the chat's last lines) after leaving: no state of the new holder.
    expect(old.messages.slice(seen).filter((m) => m.event !== 'seats' && m.event !== 'chat-history')).toEqual([{ event: 'failure', data: { code: 'seat-lost', message: expect.stringMatching(/given up/) } }]);
    expect(old.states().every((s) => s.status === 'open')).toBe(true);
    // The old credential no longer opens the seat.
    const again = new TestClient(server.url, { match: id, seat: 0, credential: first });
    await expect(again.connected()).rejects.toMatchObject({ data: { code: 'bad-credential' } });
    [old, now, again].forEach((c) => c.close());
    void other;
  });

  it('#14.11 before the start a seat sees only what spectators see: taking seats one by one reveals no hand of the deal', async () => {
    const id = await open('cards');
    const credential = await join(id, 0);
    const seat = new TestClient(server.url, { match: id, seat: 0, credential });
    const spectator = new TestClient(server.url, { match: id });
    await Promise.all([seat.connected(), spectator.connected()]);
    await seat.until(() => seat.state !== null, 5000, 'the seat state');
    await spectator.until(() => spectator.state !== null, 5000, 'the spectator state');
    expect(seat.state?.status).toBe('open');
    expect(seat.state?.view).toEqual(spectator.state?.view);
    expect(seat.state?.log).toEqual(spectator.state?.log);
    [seat, spectator].forEach((c) => c.close());
  });

  it('a `leave` over the socket before the start is acknowledged, then the connection is let go', async () => {
    const id = await open('coins');
    const c = new TestClient(server.url, { match: id, seat: 0, credential: await join(id, 0) });
    await c.connected();
    const gone = new Promise<string>((resolve) => c.socket.once('disconnect', resolve));
    expect(await c.request('leave')).toMatchObject({ ok: true });
    expect(await gone).toBe('io server disconnect');
    const info = (await api<{ seats: { taken: boolean }[] }>(server.url, 'GET', `/api/matches/${id}`)).body;
    expect(info.seats[0].taken).toBe(false);
  });

  it('the seat list carries the spectators as a count and goes out only when something in it changed, batched', async () => {
    const id = await open('coins');
    const p = new TestClient(server.url, { match: id, seat: 0, credential: await join(id, 0) });
    await p.connected();
    const seats = () => p.seats as SeatsMessage | null;
    await p.until(() => seats()?.seats[0].connected === true, 5000, 'seat 0 connected');
    expect(seats()).toMatchObject({ match: id, spectators: 0, seats: [{ seat: 0, taken: true, connected: true }, { seat: 1, taken: false, connected: false }] });
    const lists = () => p.messages.filter((m) => m.event === 'seats').length;
    const before = lists();
    // Ten spectators arrive at once: the table hears of them in one or two lists, not ten.
    const crowd = Array.from({ length: 10 }, () => new TestClient(server.url, { match: id }, { record: false }));
    await Promise.all(crowd.map((c) => c.connected()));
    await p.until(() => seats()?.spectators === 10, 5000, 'ten spectators');
    expect(lists() - before).toBeLessThanOrEqual(3);
    // Spectators hear the list too.
    await crowd[0].until(() => (crowd[0].seats as SeatsMessage | null)?.spectators === 10, 5000, 'the list at a spectator');
    // Nothing changed: nothing is sent.
    const quiet = lists();
    await p.request('sync');
    await sleep(400);
    expect(lists()).toBe(quiet);
    crowd.forEach((c) => c.close());
    await p.until(() => seats()?.spectators === 0, 5000, 'the spectators gone');
    p.close();
  });
});
