import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '@ramparts/games';
import { TestClient } from '../testing/client.ts';
import { api, startTestServer, type TestServer } from '../testing/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Err = { error: { code: string; message: string } };

describe('the HTTP API', () => {
  it('lists every game with its options as JSON Schema, and serves OpenAPI and the health check', async () => {
    const list = await api<{ id: string; options: { type: string } }[]>(server.url, 'GET', '/api/games');
    expect(list.body.map((g) => g.id)).toEqual(games.map((g) => g.id));
    for (const g of list.body) expect(g.options).toMatchObject({ type: 'object' });
    const one = await api<{ id: string; options: unknown }>(server.url, 'GET', '/api/games/coins');
    expect(one.body).toMatchObject({ id: 'coins', options: { type: 'object' } });
    expect((await api(server.url, 'GET', '/api/games/nope')).status).toBe(404);
    const openapi = await api<{ openapi: string; paths: Record<string, unknown> }>(server.url, 'GET', '/openapi.json');
    expect(openapi.body.openapi).toMatch(/^3/);
    expect(Object.keys(openapi.body.paths)).toEqual(expect.arrayContaining(['/api/matches', '/api/matches/{id}/join', '/api/games']));
    expect((await api(server.url, 'GET', '/healthz')).body).toEqual({ ok: true });
  });

  it('creates, lists, joins, leaves, spectates; refuses bad requests with a clear error', async () => {
    const bad = [
      [{ game: 'nope' }, 404, 'unknown-game'],
      [{ game: 'coins', players: 9 }, 400, 'bad-player-count'],
      [{ game: 'coins', options: { mode: 'nonsense' } }, 400, 'bad-options'],
      [{ game: 'coins', players: 2, seats: ['human'] }, 400, 'bad-seats'],
      [{ game: 'coins', players: 2, seats: ['human', 'genius'] }, 400, 'bad-bot'],
      [{ game: 'coins', extra: 1 }, 400, 'bad-request'],
      [{ game: 7 }, 400, 'bad-request'],
    ] as const;
    for (const [body, status, code] of bad) {
      const r = await api<Err>(server.url, 'POST', '/api/matches', body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.error.code, JSON.stringify(body)).toBe(code);
    }
    // A body that is not JSON at all is refused in the same shape as everything else (#14.8; edge.test.ts has the rest).
    const broken = await fetch(`${server.url}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1,2' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: { code: 'bad-json', message: 'The body is not valid JSON.' } });
    const huge = await fetch(`${server.url}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'coins', options: { x: 'z'.repeat(20_000) } }) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: { code: 'too-large', message: 'The body is too large.' } });

    const created = await api<{ id: string; status: string; seats: { kind: string; taken: boolean }[] }>(server.url, 'POST', '/api/matches', { game: 'coins', players: 2, seats: ['human', 'human'], visibility: 'public' });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body.status).toBe('open');
    expect((await api<{ id: string }[]>(server.url, 'GET', '/api/matches')).body.map((m) => m.id)).toContain(id);
    expect((await api<Err>(server.url, 'GET', '/api/matches?status=weird')).status).toBe(400);

    const first = await api<{ seat: number; credential: string }>(server.url, 'POST', `/api/matches/${id}/join`, { seat: 1, name: 'Ada' });
    expect(first.status).toBe(201);
    expect(first.body.seat).toBe(1);
    expect(first.body.credential.length).toBeGreaterThan(20);
    expect((await api<Err>(server.url, 'POST', `/api/matches/${id}/join`, { seat: 1 })).body.error.code).toBe('seat-taken');
    expect((await api<Err>(server.url, 'POST', `/api/matches/${id}/leave`, { seat: 1, credential: 'wrong' })).status).toBe(403);
    expect((await api(server.url, 'POST', `/api/matches/${id}/leave`, { seat: 1, credential: first.body.credential })).status).toBe(200);
    const again = await api<{ seat: number; credential: string }>(server.url, 'POST', `/api/matches/${id}/join`, {});
    expect(again.body.seat).toBe(0);
    const last = await api<{ seat: number; credential: string; match: { status: string } }>(server.url, 'POST', `/api/matches/${id}/join`, {});
    expect(last.body.seat).toBe(1);
    expect(last.body.match.status).toBe('live');
    expect((await api<Err>(server.url, 'POST', `/api/matches/${id}/join`, {})).body.error.code).toBe('match-full');
    const watch = await api<{ seq: number; view: unknown; moves: unknown[]; log: { lines: string[] } }>(server.url, 'GET', `/api/matches/${id}/spectate`);
    expect(watch.body.seq).toBe(0);
    expect(watch.body.moves).toEqual([]);
    expect(watch.body.log.lines.length).toBeGreaterThan(0);
    expect((await api(server.url, 'GET', '/api/matches/nope/spectate')).status).toBe(404);

    // Leaving a live match hands the seat to a bot until the person comes back.
    expect((await api(server.url, 'POST', `/api/matches/${id}/leave`, { seat: 0, credential: again.body.credential })).status).toBe(200);
    expect((await api<{ seats: { away: boolean }[] }>(server.url, 'GET', `/api/matches/${id}`)).body.seats[0].away).toBe(true);
    const back = new TestClient(server.url, { match: id, seat: 0, credential: again.body.credential });
    await back.connected();
    await back.until(() => back.state !== null);
    await expect.poll(async () => (await api<{ seats: { away: boolean }[] }>(server.url, 'GET', `/api/matches/${id}`)).body.seats[0].away).toBe(false);
    back.close();
  });
});
