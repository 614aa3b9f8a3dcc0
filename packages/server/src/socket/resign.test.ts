import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match } from '@ramparts/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.ts';
import { kill, spawnServer, type ServerProcess } from '../testing/process.ts';
import { api, type TestServer } from '../testing/server.ts';
import { serversOnStore, type ServersOnStore } from '../testing/servers-on-store.ts';
import { needServices } from '../testing/services.ts';
import { findGame, games } from '../testing/toys-registry.ts';

type Err = { error: { code: string; message: string } };

// Issue #29 on both stores: SQLite, and PostgreSQL when one is reachable.
const withPg = (await needServices(['postgres'], 'the resignation tests on PostgreSQL')) === null;

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#29 resign and leave over the server (%s)', (dialect) => {
  let server: TestServer;
  let stores: ServersOnStore | undefined;
  const clients: TestClient[] = [];
  beforeAll(async () => {
    stores = await serversOnStore(dialect, 'ramparts_resign', {
      rate: { perSecond: 200, burst: 400 },
      registry: { games, findGame },
      registryModule: new URL('../testing/toys-registry.ts', import.meta.url).href,
    });
    [server] = stores.servers;
  });
  afterAll(async () => {
    clients.forEach((c) => c.close());
    await stores?.close();
  });

  /** A live public match with every seat taken by a person; their credentials and connected clients. */
  async function table(body: Record<string, unknown>) {
    const m = (await api<{ id: string }>(server.url, 'POST', '/api/matches', { visibility: 'public', ...body })).body;
    const seats: { seat: number; credential: string }[] = [];
    for (let seat = 0; seat < (body.players as number); seat++) seats.push((await api<{ seat: number; credential: string }>(server.url, 'POST', `/api/matches/${m.id}/join`, { seat })).body);
    const players = seats.map((s) => new TestClient(server.url, { match: m.id, seat: s.seat, credential: s.credential }));
    const spectator = new TestClient(server.url, { match: m.id });
    clients.push(...players, spectator);
    await Promise.all([...players, spectator].map((c) => c.connected()));
    await Promise.all([...players, spectator].map((c) => c.until(() => c.state !== null, 5000, 'the first state')));
    return { id: m.id, seats, players, spectator };
  }

  it('#29 two sides: a seat resigns over the socket, the other wins at once, everyone sees it; a spectator cannot resign; the record replays it', async () => {
    const { id, players, spectator } = await table({ game: 'coins', players: 2 });
    expect(await spectator.request('resign', {})).toMatchObject({ ok: false, code: 'spectator' });
    expect(await players[1].request('resign', { seat: 0 })).toMatchObject({ ok: false, code: 'bad-request' });
    const ack = await players[1].request<{ ok: boolean; seq: number; state: { status: string; outcome: { winners: number[]; reason: string }; resigned: number[] } }>('resign', {});
    expect(ack).toMatchObject({ ok: true, seq: 1, state: { status: 'finished', resigned: [1], outcome: { winners: [0], reason: 'Defender resigned.' } } });
    for (const c of [players[0], spectator]) await c.until(() => c.state?.status === 'finished', 5000, 'the end');
    expect(players[0].state!.outcome).toEqual({ winners: [0], reason: 'Defender resigned.' });
    expect(spectator.log.at(-1)).toBe('Defender resigned: Attacker wins.');
    // Nothing more happens at a finished table.
    expect(await players[1].request('resign', {})).toMatchObject({ ok: false, code: 'game-over' });
    expect(await players[0].request('resign', {})).toMatchObject({ ok: false, code: 'game-over' });
    const record = (await api<{ resignations: unknown; moves: unknown[] }>(server.url, 'GET', `/api/matches/${id}/record`)).body;
    expect(record.resignations).toEqual([{ seat: 1, at: 0 }]);
    expect(Match.replay(record, findGame).outcome()).toEqual(players[0].state!.outcome);
  });

  it('#29 more sides: a seat resigns by the HTTP route with its credential; another seat’s credential or none is refused; its own moves are refused (resigned) and a bot plays it', async () => {
    const { id, seats, players } = await table({ game: 'dice-nim', players: 3, options: { stones: 30, dice: false } });
    const route = `/api/matches/${id}/resign`;
    expect(await api<Err>(server.url, 'POST', route, { seat: 0, credential: seats[1].credential })).toMatchObject({ status: 403, body: { error: { code: 'bad-credential' } } });
    expect(await api<Err>(server.url, 'POST', route, { seat: 0 })).toMatchObject({ status: 400, body: { error: { code: 'bad-request' } } });
    expect(await api<Err>(server.url, 'POST', `/api/matches/nope/resign`, { seat: 0, credential: seats[0].credential })).toMatchObject({ status: 404 });
    expect(players[0].state!.seq).toBe(0);
    expect(await api(server.url, 'POST', route, { seat: 0, credential: seats[0].credential })).toMatchObject({ status: 200, body: { ok: true, seq: 1 } });
    expect(await api<Err>(server.url, 'POST', route, { seat: 0, credential: seats[0].credential })).toMatchObject({ status: 409, body: { error: { code: 'resigned' } } });
    // It was seat 0's turn: the takeover bot plays it at once (the seat is not coming back).
    await players[1].until(() => players[1].state!.seq >= 2, 10_000, "the bot's move for the resigned seat");
    expect(players[1].state!.resigned).toEqual([0]);
    expect(players[1].log).toContain('Player 1 resigned; a bot plays their seat to the end, and it scores last.');
    // Seat 0's person tries to move (or undo the bot's move): refused before anything else, nothing is logged.
    const entries = () => server.store.db.selectFrom('entries').select(['seq', 'seat', 'kind']).where('match_id', '=', id).orderBy('seq').execute();
    const logged = (await entries()).length;
    expect(await players[0].request('move', { move: { type: 'take', n: 1 } })).toMatchObject({ ok: false, code: 'resigned' });
    expect(await players[0].request('undo', {})).toMatchObject({ ok: false, code: 'resigned' });
    const after = await entries();
    // (The bots may have moved meanwhile, never seat 0's person: every entry of seat 0 after the resignation is the bot's.)
    expect(after.length).toBeGreaterThanOrEqual(logged);
    expect(after.filter((e) => e.kind !== 'move').map((e) => [e.seat, e.kind])).toEqual([[0, 'resign']]);
    expect(players[0].state!.moves).toEqual([]);
  });

  it('#29 co-operative: Leave hands the seat to the takeover bot and the teammates are told in the log; the team goes on', async () => {
    const { players } = await table({ game: 'dice', players: 2 });
    const ack = await players[1].request<{ ok: boolean; state: { outcome: unknown; resigned: number[]; moves: unknown[] } }>('resign', {});
    expect(ack).toMatchObject({ ok: true, state: { outcome: null, resigned: [1], moves: [] } });
    await players[0].until(() => players[0].log.some((l) => / left the table; a bot plays for them\.$/.test(l)), 5000, 'the teammate told');
    expect(players[0].state!.status).toBe('live');
    expect(players[0].log.find((l) => l.includes('left the table'))).toMatch(/^Player 2 \(.+\) left the table; a bot plays for them\.$/);
  });

  it('#29 a resigned seat gets no hint (resigned): its moves are its bot’s', async () => {
    const { players } = await table({ game: 'dice-nim', players: 3, options: { stones: 30, dice: false }, hints: true });
    expect(await players[1].request('resign', {})).toMatchObject({ ok: true });
    expect(await players[1].request('hint', {})).toMatchObject({ ok: false, code: 'resigned' });
  });

  it('#29 a resignation is logged like a move: the match rebuilt from the log has it (the cache is only a cache)', async () => {
    const { id, players } = await table({ game: 'dice-nim', players: 3, options: { stones: 30, dice: false } });
    await players[0].request('move', { move: { type: 'take', n: 1 } });
    expect(await players[2].request('resign', {})).toMatchObject({ ok: true, seq: 2 });
    const entries = await server.store.db.selectFrom('entries').select(['seq', 'seat', 'kind']).where('match_id', '=', id).orderBy('seq').execute();
    expect(entries).toEqual([
      { seq: 1, seat: 0, kind: 'move' },
      { seq: 2, seat: 2, kind: 'resign' },
    ]);
  });
});

describe('#29 an acknowledged resignation survives kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ramparts-resign-kill-'));
  const procs: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(procs.map((p) => kill(p)));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('#29 a Crusade seat resigns (its castle falls), the server is killed at once, and the restarted server has the resignation', async () => {
    const first = await spawnServer({ DATA_DIR: dataDir });
    procs.push(first);
    const m = (await api<{ id: string }>(first.url, 'POST', '/api/matches', { game: 'coins', players: 3, options: { mode: 'crusade' }, visibility: 'public' })).body;
    const seats: { credential: string }[] = [];
    for (let seat = 0; seat < 3; seat++) seats.push((await api<{ credential: string }>(first.url, 'POST', `/api/matches/${m.id}/join`, { seat })).body);
    expect(await api(first.url, 'POST', `/api/matches/${m.id}/resign`, { seat: 1, credential: seats[1].credential })).toMatchObject({ status: 200, body: { ok: true, seq: 1 } });
    await kill(first);
    const second = await spawnServer({ DATA_DIR: dataDir });
    procs.push(second);
    const s = (await api<{ seq: number; resigned: number[]; log: { lines: string[] }; view: { maps: { out: boolean }[] } }>(second.url, 'GET', `/api/matches/${m.id}/spectate`)).body;
    expect(s.seq).toBe(1);
    expect(s.resigned).toEqual([1]);
    expect(s.log.lines).toContain('Player 2 resigned.');
    expect(s.view.maps[1].out).toBe(true);
  });
});
