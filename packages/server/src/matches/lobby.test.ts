import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needServices, pgSchema, TEST_PG } from '../testing/services.ts';
import { findGame, games } from '@ramparts/games';
// The new-game page offers each game's levels (the engine's botLevels), its own bots and random moves.
import { botLevels } from '@ramparts/engine';
import { api, startTestServer, type TestServer } from '../testing/server.ts';
import { clientKey } from '../http/client-key.ts';
import { expireOpenMatches } from '../store/lobby-queries.ts';
import { Store } from '../store/store.ts';
import { MatchService } from './service.ts';

type Err = { error: { code: string; message: string } };
type Created = { id: string; status: string; visibility: string; invitation?: string };
type Summary = { id: string; status: string; visibility: string };

/** A test server whose HTTP rate limits stay out of the way (the lobby's own limits are what is tested here). */
function lobbyServer(opts: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  return startTestServer({ rateLimitPerMinute: 100_000, createLimitPerMinute: 100_000, botCaps: { maxIterations: 5000, maxMs: 2000 }, ...opts });
}

const create = (s: TestServer, body: Record<string, unknown>) => api<Created & Err>(s.url, 'POST', '/api/matches', body);
const join = (s: TestServer, id: string, body: Record<string, unknown> = {}) => api<{ seat: number; credential: string } & Err>(s.url, 'POST', `/api/matches/${id}/join`, body);
const rowOf = (s: TestServer, id: string) => s.store.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** Moves a match's expiry into the past without waiting for it (the sweep runs once a minute at the default expiry). */
const expireNow = (s: TestServer, id: string) => s.store.db.updateTable('matches').set({ expires_at: Date.now() - 1 }).where('id', '=', id).execute();

async function until(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('#14.5 private matches: a match made for a friend by link is private unless made public', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await lobbyServer();
  });
  afterAll(() => server?.close());

  it('#14.5 a match is private by default: unlisted, its invitation shown once, and its seats refuse a stranger', async () => {
    const made = await create(server, { game: 'coins', players: 2 });
    expect(made.status).toBe(201);
    expect(made.body.visibility).toBe('private');
    const invitation = made.body.invitation!;
    expect(invitation.length).toBeGreaterThan(20);
    // The server keeps only its hash.
    const row = await rowOf(server, made.body.id);
    expect(row.invite_hash).toBe(createHash('sha256').update(invitation).digest('hex'));
    // Never shown again, never listed.
    expect(await api(server.url, 'GET', `/api/matches/${made.body.id}`)).toMatchObject({ status: 200, body: { visibility: 'private' } });
    expect(((await api<Record<string, unknown>>(server.url, 'GET', `/api/matches/${made.body.id}`)).body as { invitation?: string }).invitation).toBeUndefined();
    expect((await api<Summary[]>(server.url, 'GET', '/api/matches')).body.map((m) => m.id)).not.toContain(made.body.id);

    for (const body of [{}, { seat: 0 }, { invitation: 'guessed' }, { invitation: invitation.slice(0, -1) }]) {
      const refused = await join(server, made.body.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(403);
      expect(refused.body.error).toEqual({ code: 'bad-invitation', message: 'This match is private: ask the person who made it for its invitation link.' });
    }
    const friend = await join(server, made.body.id, { invitation, name: 'Ada' });
    expect(friend.status).toBe(201);
    expect(friend.body.credential.length).toBeGreaterThan(20);
    // Watching it needs the invitation too (#28.5: socket/private.test.ts).
    expect((await api(server.url, 'GET', `/api/matches/${made.body.id}/spectate`)).status).toBe(403);
  });

  it('#14.5 a public match is listed and joined without an invitation', async () => {
    const made = await create(server, { game: 'coins', players: 2, visibility: 'public' });
    expect(made.status).toBe(201);
    expect(made.body.visibility).toBe('public');
    expect(made.body.invitation).toBeUndefined();
    expect((await rowOf(server, made.body.id)).invite_hash).toBeNull();
    const listed = (await api<Summary[]>(server.url, 'GET', '/api/matches')).body;
    expect(listed.find((m) => m.id === made.body.id)).toMatchObject({ visibility: 'public', status: 'open' });
    expect((await join(server, made.body.id)).status).toBe(201);
  });
});

describe('#14.5 the list holds public matches only, filtered in the store', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await lobbyServer();
  });
  afterAll(() => server?.close());

  it('#14.5 a limit of n lists n public matches even when newer private ones outnumber them', async () => {
    const publicIds: string[] = [];
    for (let i = 0; i < 2; i++) publicIds.push((await create(server, { game: 'coins', players: 2, visibility: 'public' })).body.id);
    for (let i = 0; i < 4; i++) await create(server, { game: 'coins', players: 2 });
    const listed = await api<Summary[]>(server.url, 'GET', '/api/matches?limit=2');
    expect(listed.body.map((m) => m.id).sort()).toEqual([...publicIds].sort());
    expect(listed.body.every((m) => m.visibility === 'public')).toBe(true);
  });
});

describe('#14.5 open matches expire', () => {
  it('#14.5 an open match past its time answers 410 match-expired and reads as expired before the sweep gets to it', async () => {
    const server = await lobbyServer();
    try {
      const made = await create(server, { game: 'coins', players: 2, visibility: 'public' });
      const row = await rowOf(server, made.body.id);
      // Created + OPEN_MATCH_EXPIRY_MS (24 h by default).
      expect(row.expires_at! - row.created_at).toBe(24 * 3600_000);
      await expireNow(server, made.body.id);
      expect((await rowOf(server, made.body.id)).status).toBe('open');
      const refused = await join(server, made.body.id);
      expect(refused.status).toBe(410);
      expect(refused.body.error).toEqual({ code: 'match-expired', message: 'This match expired before every seat was taken: start a new one.' });
      expect((await api<Summary>(server.url, 'GET', `/api/matches/${made.body.id}`)).body.status).toBe('expired');
      expect((await api<Summary[]>(server.url, 'GET', '/api/matches')).body.map((m) => m.id)).not.toContain(made.body.id);
      expect((await api<Summary[]>(server.url, 'GET', '/api/matches?status=open')).body.map((m) => m.id)).not.toContain(made.body.id);
    } finally {
      await server.close();
    }
  });

  it('#14.5 the sweep marks open matches expired after openExpiryMs and leaves started ones alone', async () => {
    const server = await lobbyServer({ openExpiryMs: 500 });
    try {
      const waiting = (await create(server, { game: 'coins', players: 2, visibility: 'public' })).body.id;
      const started = (await create(server, { game: 'coins', players: 2, visibility: 'public' })).body.id;
      for (const seat of [0, 1]) expect((await join(server, started, { seat })).status).toBe(201);
      await until(async () => (await rowOf(server, waiting)).status === 'expired', 5000);
      expect((await rowOf(server, started)).status).toBe('live');
      expect((await join(server, waiting)).body.error.code).toBe('match-expired');
      expect((await api<Summary>(server.url, 'GET', `/api/matches/${waiting}`)).body.status).toBe('expired');
    } finally {
      await server.close();
    }
  });
});

describe('#14.1 a client holds only a few bot matches, and bots think within the caps', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await lobbyServer({ botMatchesPerClient: 2 });
  });
  afterAll(() => server?.close());

  it('#14.1 a client holding BOT_MATCHES_PER_CLIENT open-or-live bot matches gets 429 too-many-bot-matches', async () => {
    const first = await create(server, { game: 'coins', players: 2, seats: ['human', 'random'], visibility: 'public' });
    const second = await create(server, { game: 'coins', players: 2, seats: ['human', 'random'] });
    expect([first.status, second.status]).toEqual([201, 201]);
    // The creator is remembered by client key (the address itself is never stored).
    expect((await rowOf(server, first.body.id)).client).toBe(clientKey('127.0.0.1'));
    const third = await create(server, { game: 'coins', players: 2, seats: ['human', 'random'] });
    expect(third.status).toBe(429);
    expect(third.body.error).toEqual({ code: 'too-many-bot-matches', message: 'You already have 2 games with bots under way: finish or leave one first.' });
    // Matches without bots are not counted, and other clients have their own allowance.
    expect((await create(server, { game: 'coins', players: 2 })).status).toBe(201);
    await expect(server.service.create({ game: 'coins', players: 2, seats: ['human', 'random'] }, 'someone-else')).resolves.toMatchObject({ status: 'open' });
    // An expired match no longer counts.
    await expireNow(server, first.body.id);
    expect((await create(server, { game: 'coins', players: 2, seats: ['human', 'random'] })).status).toBe(201);
  });

  it('#14.1 a seat or takeover bot above the caps is refused with bad-bot naming the cap', async () => {
    for (const body of [
      { game: 'coins', players: 2, seats: ['human', 'mcts:10000000'] },
      { game: 'coins', players: 2, seats: ['human', 'mcts:600000ms'] },
      { game: 'coins', players: 2, takeover: 'mcts:600000ms' },
      { game: 'coins', players: 2, takeover: 'mcts:10000000' },
    ]) {
      const r = await create(server, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.code).toBe('bad-bot');
      expect(r.body.error.message).toMatch(/5,000 iterations or 2,000 ms/);
    }
    // At the caps is fine.
    expect((await create(server, { game: 'coins', players: 2, takeover: 'mcts:5000' })).status).toBe(201);
  });

  it("#29 a person's seat is played at the table's level when they leave: the takeover is the level of the table's bots when they share one, else the server's", async () => {
    const takeoverOf = async (body: Parameters<TestServer['service']['create']>[0]) => (await server.service.create(body)).settings.takeover;
    expect(await takeoverOf({ game: 'dice', players: 3, seats: ['human', 'hard', 'hard'] })).toBe('hard');
    expect(await takeoverOf({ game: 'coins', players: 2, seats: ['human', 'easy'] })).toBe('easy');
    expect(await takeoverOf({ game: 'dice', players: 3, seats: ['human', 'hard', 'easy'] })).toBe(server.service.settings.takeover);
    expect(await takeoverOf({ game: 'coins', players: 2, seats: ['human', 'easy'], takeover: 'normal' })).toBe('normal');
    expect(await takeoverOf({ game: 'coins', players: 2 })).toBe(server.service.settings.takeover);
  });
});

describe('#14.4 any bot a game offers works online', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await lobbyServer({ botMatchesPerClient: 1000 });
  });
  afterAll(() => server?.close());

  it("#14.4 tracks' heuristic bot sits online and moves", async () => {
    const made = await create(server, { game: 'tracks', players: 2, seats: ['heuristic', 'heuristic'], visibility: 'public' });
    expect(made.status).toBe(201);
    expect(made.body.status).toBe('live');
    await until(async () => (await api<{ seq: number }>(server.url, 'GET', `/api/matches/${made.body.id}/spectate`)).body.seq > 0, 40_000);
  });

  it('#14.4 every bot the new-game page offers is accepted for every game', async () => {
    for (const game of games) {
      const counts = game.playerCounts(game.options.parse({}));
      const players = Math.min(counts.max, Math.max(2, counts.min));
      for (const spec of [...botLevels(game).map((b) => b.level), ...Object.keys(game.bots ?? {}), 'random']) {
        // One bot and people in the other seats: the match waits, so no bot has to think here.
        const seats = [spec, ...Array.from({ length: players - 1 }, () => 'human')];
        const r = await create(server, { game: game.id, players, seats, visibility: 'public' });
        expect(r.status, `${game.id} ${spec}: ${JSON.stringify(r.body)}`).toBe(201);
      }
    }
  });
});

describe('#28.11 an unknown option key is refused by name (zod dropped it silently)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await lobbyServer();
  });
  afterAll(() => server?.close());

  it.each([
    ['a misspelt option', { game: 'coins', options: { mdoe: 'crusade' } }, 'Invalid options for Coin Siege: there is no option "mdoe" (the options there: mode, difficulty, garrisonTosses, soloChoice).'],
    ['an unknown option nested as deep as a body may be (a 7,000-deep one was made with 201)', { game: 'coins', options: { extra: JSON.parse(`${'['.repeat(28)}${']'.repeat(28)}`) } }, expect.stringContaining('there is no option "extra"')],
    ['an unknown key inside an option', { game: 'tracks', options: { deck: { mk1: {}, mk2: {}, mk3: {}, mk4: {} } } }, expect.stringContaining('there is no option "deck.mk4" (the options there: mk1, mk2, mk3)')],
    ['an unknown key in a list of objects', { game: 'tracks', players: 1, options: { skillBoards: [{ board: 'x', side: 'a' }, { board: 'y', side: 'b', flip: true }] } }, expect.stringContaining('there is no option "skillBoards.1.flip"')],
  ])('%s: 400 bad-options, and no match is made', async (_what, body, message) => {
    const before = await server.store.db.selectFrom('matches').select('id').execute();
    const r = await create(server, body);
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({ code: 'bad-options', message });
    expect(await server.store.db.selectFrom('matches').select('id').execute()).toHaveLength(before.length);
  });

  it("known keys pass, a map's own keys included (dice's campaign scars by hero)", async () => {
    expect((await create(server, { game: 'coins', options: { mode: 'duel', difficulty: 'easy' } })).status).toBe(201);
    const dice = await create(server, { game: 'dice', players: 2, options: { scenario: '1', campaign: { chapter: 1, scars: { keith: 1 } } } });
    expect(dice.status, JSON.stringify(dice.body)).toBe(201);
  });

  it('a stored match whose options carry a key the game no longer has still loads and plays: only new requests are refused', async () => {
    const made = (await create(server, { game: 'coins', players: 2, visibility: 'public' })).body;
    await server.store.db.updateTable('matches').set({ options: JSON.stringify({ mode: 'duel', retired: true }) }).where('id', '=', made.id).execute();
    for (const seat of [0, 1]) expect((await join(server, made.id, { seat })).status).toBe(201);
    const spectated = await api<{ status: string; moves: unknown[] }>(server.url, 'GET', `/api/matches/${made.id}/spectate`);
    expect(spectated.status).toBe(200);
    expect(spectated.body.status).toBe('live');
  });
});

// The lobby's queries on both stores: SQLite, and PostgreSQL when one is reachable (as the scale-out tests).
const withPg = (await needServices(['postgres'], "the lobby's PostgreSQL tests")) === null;

const noBots = { choose: () => new Promise<never>(() => {}), close: async () => {} };

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#14.5 the lobby on %s', (dialect) => {
  let store: Store;
  let service: MatchService;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (dialect === 'PostgreSQL') {
      const db = await pgSchema('ramparts_lobby');
      store = await Store.open({ databaseUrl: TEST_PG, schema: db.name, dataDir: '' });
      cleanup = db.drop;
    } else {
      const dir = mkdtempSync(joinPath(tmpdir(), 'ramparts-lobby-'));
      store = await Store.open({ dataDir: dir });
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
    service = new MatchService({ store, registry: { games, findGame }, bots: noBots, botMatchesPerClient: 2 });
  });
  afterAll(async () => {
    await service?.close();
    await store?.close();
    await cleanup?.();
  });

  it('#14.5 lists public matches only, up to the limit; expires open matches in one sweep; counts a client\'s bot matches', async () => {
    const publicOnes = [];
    for (let i = 0; i < 3; i++) publicOnes.push(await service.create({ game: 'coins', players: 2, visibility: 'public' }, 'alice'));
    const privateOne = await service.create({ game: 'coins', players: 2, seats: ['human', 'random'] }, 'alice');
    await service.create({ game: 'coins', players: 2, seats: ['human', 'random'] }, 'alice');
    expect(privateOne.invitation).toBeTruthy();
    await expect(service.create({ game: 'coins', players: 2, seats: ['human', 'random'] }, 'alice')).rejects.toMatchObject({ code: 'too-many-bot-matches' });
    await expect(service.create({ game: 'coins', players: 2, seats: ['human', 'random'] }, 'bob')).resolves.toBeTruthy();
    // Without a client (the service used directly) there is no per-client count.
    await expect(service.create({ game: 'coins', players: 2, seats: ['human', 'random'] })).resolves.toBeTruthy();

    const ids = (ms: { id: string }[]) => ms.map((m) => m.id).sort();
    // Newest first, but matches made in the same millisecond tie: the limit must still count public ones only.
    const listed = await service.list({ status: 'open', limit: 2 });
    expect(listed).toHaveLength(2);
    expect(ids(publicOnes)).toEqual(expect.arrayContaining(ids(listed)));
    expect((await service.list({})).every((m) => m.visibility === 'public')).toBe(true);

    await store.db.updateTable('matches').set({ expires_at: Date.now() - 1 }).where('id', 'in', [publicOnes[0].id, privateOne.id]).execute();
    expect(ids(await service.list({ status: 'open' }))).toEqual(ids(publicOnes.slice(1)));
    expect(ids(await service.list({ status: 'expired' }))).toEqual([publicOnes[0].id]);
    await expect(service.join(publicOnes[0].id, {})).rejects.toMatchObject({ code: 'match-expired' });
    // The expired bot match no longer counts against alice.
    await expect(service.create({ game: 'coins', players: 2, seats: ['human', 'random'] }, 'alice')).resolves.toBeTruthy();

    // The sweep: one UPDATE for every open match past its time, and nothing else.
    expect(await expireOpenMatches(store.db, Date.now())).toBe(2);
    expect(await expireOpenMatches(store.db, Date.now())).toBe(0);
    const statuses = await store.db.selectFrom('matches').select(['id', 'status']).execute();
    expect(statuses.filter((r) => r.status === 'expired').map((r) => r.id).sort()).toEqual([publicOnes[0].id, privateOne.id].sort());
    expect((await service.get(privateOne.id))?.status).toBe('expired');
  });

  it('#28.10 seat names are kept as plain text: no NUL (PostgreSQL answered 500), escape, line break or bidi override', async () => {
    const made = await service.create({ game: 'coins', players: 2, visibility: 'public' });
    await service.join(made.id, { seat: 0, name: 'Ann\u0000a\u001b[31m red\r\nline \u202Eevil' });
    // Nothing but control characters: the seat keeps the game's own name for it.
    await service.join(made.id, { seat: 1, name: '\u0000\u001b\r\n\u202E' });
    const seats = (await service.get(made.id))!.seats;
    expect(seats.map((s) => s.name)).toEqual(['Ann a [31m red line evil', findGame('coins')!.seatName(2, made.options, 1)]);
    expect((await store.getSeats(made.id)).map((s) => s.name)).toEqual(['Ann a [31m red line evil', null]);
  });

  it('#14.5 a seat taken before its match expired cannot move in it', async () => {
    const made = await service.create({ game: 'coins', players: 2, visibility: 'public' });
    await service.join(made.id, { seat: 0 });
    // Cached as open, as a connection at the seat would have it.
    expect(await service.exists(made.id)).toBe(true);
    await store.db.updateTable('matches').set({ expires_at: Date.now() - 1 }).where('id', '=', made.id).execute();
    await expireOpenMatches(store.db, Date.now());
    expect(await service.submit(made.id, 0, { type: 'move', move: { type: 'take', n: 1 } }, { by: 'human' })).toMatchObject({ ok: false, code: 'match-expired' });
    expect(await store.entries(made.id)).toEqual([]);
  });
});
