import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.ts';
import { api, startTestServer, type TestServer } from '../testing/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rate: { perSecond: 1000, burst: 1000 } });
});
afterAll(() => server?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const create = (seats: string[]) => api<{ id: string; status: string }>(server.url, 'POST', '/api/matches', { game: 'coins', players: 2, seats, visibility: 'public' });
const join = async (id: string, seat: number) => (await api<{ credential: string }>(server.url, 'POST', `/api/matches/${id}/join`, { seat })).body.credential;
const entries = (id: string) => server.store.entries(id);

describe('#16 a duel online waits for both seats before the first toss', () => {
  it('a coins duel between two people shows no toss, board or move to the first seat (nor to spectators) until the second seat is taken', async () => {
    const { body } = await create(['human', 'human']);
    expect(body.status).toBe('open');
    const host = new TestClient(server.url, { match: body.id, seat: 0, credential: await join(body.id, 0) });
    await host.connected();
    await host.until(() => host.state !== null, 5000, 'the first state');
    expect(host.state).toMatchObject({ status: 'open', view: null, moves: [], actors: [], log: { from: 0, lines: [] } });
    expect(await host.request('move', { move: { type: 'end-toss' } })).toMatchObject({ ok: false, code: 'not-started' });
    const watched = await api<{ view: unknown; log: { lines: string[] } }>(server.url, 'GET', `/api/matches/${body.id}/spectate`);
    expect(watched.body).toMatchObject({ view: null, log: { lines: [] } });
    expect(await entries(body.id)).toEqual([]);

    // The second seat is taken: the game starts for both, the first toss and the Attacker's moves with it.
    const guest = new TestClient(server.url, { match: body.id, seat: 1, credential: await join(body.id, 1) });
    await guest.connected();
    await host.until(() => host.state?.status === 'live', 5000, 'the start');
    expect(host.state!.view).not.toBeNull();
    expect(host.log.some((l) => /toss 1 of 3/.test(l))).toBe(true);
    expect(host.log[0]).toMatch(/begins/);
    // Whoever acts first (the seed decides) is offered its moves.
    const first = host.state!.actors[0] === 0 ? host : guest;
    await first.until(() => (first.state?.moves.length ?? 0) > 0, 5000, 'the first actor\'s moves');
    [host, guest].forEach((c) => c.close());
  });

  it('a duel against a bot: the bot does not act before the person takes the seat', async () => {
    const { body } = await create(['human', 'random']);
    expect(body.status).toBe('open');
    const watcher = new TestClient(server.url, { match: body.id });
    await watcher.connected();
    await sleep(600);
    expect(await entries(body.id)).toEqual([]);
    expect(watcher.states().every((s) => s.status === 'open' && s.view === null)).toBe(true);
    watcher.close();
  });
});
