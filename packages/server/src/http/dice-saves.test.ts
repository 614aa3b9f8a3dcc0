import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '@ramparts/engine';
import { diceCampaign as C, findGame, tracksCampaign as T } from '@ramparts/games';
import { hashCredential } from '../matches/credentials.ts';
import { startTestServer, type TestServer } from '../testing/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Err = { error: { code: string; message: string } };

/** A request with the group's secret (or none). */
async function call<T>(method: string, path: string, body?: unknown, secret?: string): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (secret !== undefined) headers['x-group-secret'] = secret;
  const res = await fetch(server.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}

/** A missing group and a wrong secret: one answer, so neither tells whether a group exists. */
const NO_GROUP = { error: { code: 'no-such-save', message: 'No campaign group answers to this id and secret: ask whoever started the campaign for them.' } };

describe('#14.6 campaign saves belong to a group with a secret', () => {
  it("Gate Defense: a group's save after a chapter goes in, needs the secret, and comes back through loadSave", async () => {
    const start = C.newSave('north');
    const made = await call<{ game: string; group: string; secret: string; version: number }>('POST', '/api/saves/dice', { data: start });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({ game: 'dice', group: expect.stringMatching(/^[\w-]{22}$/), secret: expect.any(String), version: 1 });
    const { secret, group } = made.body;
    expect(secret.length).toBeGreaterThan(20);

    // Without the secret, or with a wrong one, nothing is read or written.
    expect(await call('GET', `/api/saves/dice/${group}`)).toEqual({ status: 404, body: NO_GROUP });
    expect(await call('GET', `/api/saves/dice/${group}`, undefined, 'guess')).toEqual({ status: 404, body: NO_GROUP });
    expect(await call('PUT', `/api/saves/dice/${group}`, { data: start, version: 1 }, 'guess')).toEqual({ status: 404, body: NO_GROUP });
    // Another group of the same name is another group: names are not addresses.
    const other = await call<{ group: string }>('POST', '/api/saves/dice', { data: start });
    expect(other.status).toBe(201);
    expect(other.body.group).not.toBe(group);

    const options = C.chapterOptions(start, 1);
    const state = findGame('dice')!.setup(1, options, createRandom('s')) as Parameters<typeof C.foldChapter>[1]['state'];
    state.result = { won: true, reason: 'Every enemy is defeated.' };
    const { save } = C.foldChapter(start, { options, state });
    expect((await call('PUT', `/api/saves/dice/${group}`, { data: save, version: 1 }, secret)).body).toEqual({ ok: true, version: 2 });
    expect((await call<Err>('PUT', `/api/saves/dice/${group}`, { data: save, version: 1 }, secret)).body.error.code).toBe('version-conflict');
    const back = await call<{ data: unknown; version: number }>('GET', `/api/saves/dice/${group}`, undefined, secret);
    expect(back.body.version).toBe(2);
    expect(C.loadSave(back.body.data)).toEqual(save);
    expect(C.loadSave(back.body.data).chapter).toBe(2);
  });

  it("data is checked against the game's save schema: anything else answers 400 bad-save with the schema's sentence", async () => {
    const junk = await call<Err>('POST', '/api/saves/dice', { data: { level: 1 } });
    expect(junk.status).toBe(400);
    expect(junk.body.error).toEqual({ code: 'bad-save', message: 'This is not a Gate Defense campaign save: it has no version.' });
    const damaged = await call<Err>('POST', '/api/saves/dice', { data: { ...C.newSave('junk'), chapter: 'two' } });
    expect(damaged.body.error.code).toBe('bad-save');
    expect(damaged.body.error.message).toMatch(/^The Gate Defense campaign save is damaged: .*chapter/);
    // Tracks & Waves: its own schema (an old version is brought forward before it is stored).
    const tracks = await call<{ secret: string; group: string }>('POST', '/api/saves/tracks', { data: T.newSave('south') });
    expect(tracks.status).toBe(201);
    const bad = await call<Err>('PUT', `/api/saves/tracks/${tracks.body.group}`, { data: { ...T.newSave('south'), sessions: -1 }, version: 1 }, tracks.body.secret);
    expect(bad.body.error.code).toBe('bad-save');
    expect((await call<Err>('POST', '/api/saves/tracks', { data: { hello: 'world' } })).body.error).toEqual({ code: 'bad-save', message: 'Not a campaign save (no version).' });
  });

  it('games without a campaign, unknown games and unknown groups answer 404; a save over 64 KiB answers 413', async () => {
    expect((await call<Err>('POST', '/api/saves/coins', { data: {} })).body.error.code).toBe('no-campaign');
    expect((await call<Err>('GET', '/api/saves/coins/team', undefined, 'x')).body.error.code).toBe('no-campaign');
    expect((await call<Err>('POST', '/api/saves/nope', { data: {} })).body.error.code).toBe('unknown-game');
    expect(await call<Err>('GET', '/api/saves/dice/nobody', undefined, 'x')).toEqual({ status: 404, body: NO_GROUP });
    const big = { ...C.newSave('big'), history: Array.from({ length: 2000 }, (_, i) => ({ chapter: 1, won: false, reason: `attempt ${i} fell at the gate`, rounds: 3 })) };
    expect(JSON.stringify(big).length).toBeGreaterThan(64 * 1024);
    const tooLarge = await call<Err>('POST', '/api/saves/dice', { data: big });
    expect(tooLarge).toEqual({ status: 413, body: { error: { code: 'too-large', message: 'The body is too large.' } } });
  });

  it('a save made before groups had secrets cannot be read or written through the API', async () => {
    await server.store.db.insertInto('saves').values({ game: 'dice', group_name: 'old', data: JSON.stringify(C.newSave('old')), version: 1, updated_at: Date.now(), secret_hash: null }).execute();
    expect(await call('GET', '/api/saves/dice/old')).toEqual({ status: 404, body: NO_GROUP });
    expect(await call('GET', '/api/saves/dice/old', undefined, '')).toEqual({ status: 404, body: NO_GROUP });
    expect(await call('PUT', '/api/saves/dice/old', { data: C.newSave('old'), version: 1 }, 'anything')).toEqual({ status: 404, body: NO_GROUP });
    // Only the secret's hash is stored.
    const made = await call<{ secret: string; group: string }>('POST', '/api/saves/dice', { data: C.newSave('hashed') });
    const row = await server.store.db.selectFrom('saves').selectAll().where('group_name', '=', made.body.group).executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(hashCredential(made.body.secret));
    expect(JSON.stringify(row)).not.toContain(made.body.secret);
  });

  it('#28.6 a missing group and a wrong secret answer alike, and group ids cannot be guessed from names', async () => {
    const made = await call<{ group: string; secret: string }>('POST', '/api/saves/dice', { data: C.newSave('east') });
    // The name is no address (it used to be: an existing name answered 403, an unknown one 404, a taken one 409).
    expect(await call('GET', '/api/saves/dice/east', undefined, made.body.secret)).toEqual({ status: 404, body: NO_GROUP });
    const wrongSecret = await call('GET', `/api/saves/dice/${made.body.group}`, undefined, 'guess');
    const noGroup = await call('GET', '/api/saves/dice/no-such-group-at-all', undefined, 'guess');
    expect(wrongSecret).toEqual(noGroup);
    expect(await call('PUT', `/api/saves/dice/${made.body.group}`, { data: C.newSave('east'), version: 1 }, 'guess')).toEqual(await call('PUT', '/api/saves/dice/nobody', { data: C.newSave('east'), version: 1 }, 'guess'));
    // Creating a group of a name already used says nothing about the other group.
    expect((await call('POST', '/api/saves/dice', { data: C.newSave('east') })).status).toBe(201);
    expect((await call<{ group: string }>('POST', '/api/saves/dice', { group: 'east', data: C.newSave('east') })).status).toBe(400);
  });
});
