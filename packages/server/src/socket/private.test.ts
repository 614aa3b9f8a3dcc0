import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.ts';
import { api, startTestServer, type TestServer } from '../testing/server.ts';

type Err = { error: { code: string; message: string } };
type Created = { id: string; invitation?: string; watch?: string };

const PRIVATE = { code: 'bad-invitation', message: 'This match is private: watching it needs its invitation or spectator link, from the person who made it.' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rate: { perSecond: 1000, burst: 1000 } });
});
afterAll(() => server?.close());

/** A two-seat coins match with both seats taken (private unless said otherwise). */
async function liveMatch(visibility: 'private' | 'public' = 'private'): Promise<Created & { credentials: string[] }> {
  const made = (await api<Created>(server.url, 'POST', '/api/matches', { game: 'coins', players: 2, visibility })).body;
  const credentials: string[] = [];
  for (const seat of [0, 1]) credentials.push((await api<{ credential: string }>(server.url, 'POST', `/api/matches/${made.id}/join`, { seat, invitation: made.invitation })).body.credential);
  return { ...made, credentials };
}

async function get(path: string, key?: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(server.url + path, { headers: key === undefined ? {} : { 'x-match-key': key } });
  return { status: res.status, body: await res.json() };
}

/** The handshake's refusal, or null when the connection opened. */
async function refusalOf(c: TestClient): Promise<{ code: string; message: string } | null> {
  return c.connected().then(
    () => null,
    (e: Error & { data?: { code: string; message: string } }) => e.data ?? { code: 'none', message: e.message },
  );
}

describe('#28.5 a private match is watched only with its invitation or its spectator key', () => {
  it('the creator gets a spectator key beside the invitation, shown once and kept as a hash; a public match has neither', async () => {
    const made = (await api<Created>(server.url, 'POST', '/api/matches', { game: 'coins', players: 2 })).body;
    expect(made.watch).toMatch(/^[\w-]{40,}$/);
    expect(made.watch).not.toBe(made.invitation);
    const row = await server.store.db.selectFrom('matches').selectAll().where('id', '=', made.id).executeTakeFirstOrThrow();
    expect(row.watch_hash).toBe(createHash('sha256').update(made.watch!).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(made.watch);
    expect(JSON.stringify((await api(server.url, 'GET', `/api/matches/${made.id}`)).body)).not.toContain(made.watch);
    const open = (await api<Created>(server.url, 'POST', '/api/matches', { game: 'coins', players: 2, visibility: 'public' })).body;
    expect(open.watch).toBeUndefined();
  });

  it('its spectators state, chat and record answer 403 to the id alone or a wrong key, and 200 to the invitation or the spectator key (the id alone used to be enough)', async () => {
    const m = await liveMatch();
    for (const path of [`/api/matches/${m.id}/spectate`, `/api/matches/${m.id}/chat`]) {
      expect(await get(path)).toEqual({ status: 403, body: { error: PRIVATE } });
      expect(await get(path, 'guessed')).toEqual({ status: 403, body: { error: PRIVATE } });
      expect((await get(path, m.invitation)).status).toBe(200);
      expect((await get(path, m.watch)).status).toBe(200);
    }
    // The record too (409 while live: the key was accepted, the match is not over).
    expect(await get(`/api/matches/${m.id}/record`)).toEqual({ status: 403, body: { error: PRIVATE } });
    expect(((await get(`/api/matches/${m.id}/record`, m.watch)).body as Err).error.code).toBe('not-finished');
    // The spectator key is no invitation: it takes no seat.
    const other = (await api<Created>(server.url, 'POST', '/api/matches', { game: 'coins', players: 2 })).body;
    expect((await api<Err>(server.url, 'POST', `/api/matches/${other.id}/join`, { invitation: other.watch })).body.error.code).toBe('bad-invitation');
    // Unknown matches still answer 404.
    expect((await get('/api/matches/nothing-here/chat')).status).toBe(404);
  });

  it('a spectator connection needs the key; with it, it sees the states and may chat; the seats connect with their credentials alone', async () => {
    const m = await liveMatch();
    for (const key of [undefined, 'guessed']) {
      const stranger = new TestClient(server.url, { match: m.id, ...(key ? { key } : {}) });
      expect(await refusalOf(stranger)).toEqual(PRIVATE);
      stranger.close();
    }
    const seat = new TestClient(server.url, { match: m.id, seat: 0, credential: m.credentials[0] });
    const watcher = new TestClient(server.url, { match: m.id, key: m.watch });
    const friend = new TestClient(server.url, { match: m.id, key: m.invitation });
    for (const c of [seat, watcher, friend]) {
      expect(await refusalOf(c)).toBeNull();
      await c.until(() => c.state !== null, 5000, 'a state');
    }
    expect(watcher.state).toMatchObject({ match: m.id, seat: null, status: 'live' });
    expect(await watcher.request('chat', { text: 'go on' })).toMatchObject({ ok: true });
    [seat, watcher, friend].forEach((c) => c.close());
  });

  it('a public match is watched by anyone with its id', async () => {
    const m = await liveMatch('public');
    expect((await get(`/api/matches/${m.id}/spectate`)).status).toBe(200);
    expect((await get(`/api/matches/${m.id}/chat`)).status).toBe(200);
    const anyone = new TestClient(server.url, { match: m.id });
    expect(await refusalOf(anyone)).toBeNull();
    await anyone.until(() => anyone.state !== null, 5000, 'a state');
    anyone.close();
  });
});
