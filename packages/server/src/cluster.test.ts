import { Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needServices, pgSchema, TEST_REDIS, type TestSchema } from './testing/services.ts';
import { TestClient } from './testing/client.ts';
import { RandomPlayer } from './testing/players.ts';
import { kill, spawnServer, type ServerProcess } from './testing/process.ts';
import { api } from './testing/server.ts';

const problem = await needServices(['postgres', 'redis'], 'the scale-out tests');

let db: TestSchema;
const procs: ServerProcess[] = [];

describe.skipIf(problem !== null)('scale-out over PostgreSQL and Redis', () => {
  beforeAll(async () => {
    db = await pgSchema('ramparts_test');
  });
  afterAll(async () => {
    await Promise.all(procs.map((p) => kill(p)));
    await db?.drop();
  });

  it('two instances serve one match; racing moves settle by (match_id, seq); clients of a killed instance finish on the other', async () => {
    const env = { DATABASE_URL: db.url, REDIS_URL: TEST_REDIS };
    const a = await spawnServer(env);
    procs.push(a);
    const b = await spawnServer(env);
    procs.push(b);
    expect((await api(b.url, 'GET', '/healthz')).body).toEqual({ ok: true });

    const m = (await api<{ id: string }>(a.url, 'POST', '/api/matches', { game: 'coins', players: 2, visibility: 'public' })).body;
    const s0 = (await api<{ credential: string }>(b.url, 'POST', `/api/matches/${m.id}/join`, { seat: 0 })).body;
    const s1 = (await api<{ credential: string }>(a.url, 'POST', `/api/matches/${m.id}/join`, { seat: 1 })).body;

    // The seat to move, connected to both instances, sends two different moves at once: exactly one is accepted.
    const credentials = [s0.credential, s1.credential];
    const probe = new TestClient(a.url, { match: m.id });
    await probe.connected().then(() => probe.until(() => probe.state !== null));
    expect(probe.state!.actors).toHaveLength(1);
    const mover = probe.state!.actors[0];
    probe.close();
    const twinA = new TestClient(a.url, { match: m.id, seat: mover, credential: credentials[mover] });
    const twinB = new TestClient(b.url, { match: m.id, seat: mover, credential: credentials[mover] });
    const other = new TestClient(a.url, { match: m.id, seat: 1 - mover, credential: credentials[1 - mover] });
    await Promise.all([twinA, twinB, other].map((c) => c.connected().then(() => c.until(() => c.state !== null))));
    const moves = twinA.state!.moves;
    expect(moves.length).toBeGreaterThan(1);
    const [x, y] = await Promise.all([twinA.request('move', { move: moves[0].move }), twinB.request('move', { move: moves[moves.length - 1].move })]);
    // One insert wins seq 1; the other instance reloads and re-validates: refused, or accepted as seq 2.
    const answers = [x, y];
    const wins = answers.filter((r) => r.ok).map((r) => r.seq);
    expect(wins.length).toBeGreaterThanOrEqual(1);
    expect([...wins].sort()).toEqual(wins.length === 2 ? [1, 2] : [1]);
    // The loser is re-validated against the winner's state: refused as stale, out of turn, or by the game's own rule.
    for (const r of answers.filter((r) => !r.ok)) expect(r.code).toMatch(/^(?!server-error$|unavailable$)[a-z]+(-[a-z0-9]+)*$/);
    const raced = answers.flatMap((r, i) => (r.ok ? [{ seq: r.seq!, seat: mover, move: (i === 0 ? moves[0] : moves[moves.length - 1]).move }] : []));
    await Promise.all([twinA, twinB, other].map((c) => c.until(() => c.state!.seq === wins.length, 5000, 'the same seq everywhere')));
    [twinA, twinB, other].forEach((c) => c.close());

    // Seat 0 plays on instance A, seat 1 and a spectator on B; broadcasts cross through Redis.
    const p0 = new RandomPlayer(m.id, 0, s0.credential);
    const p1 = new RandomPlayer(m.id, 1, s1.credential);
    const spectator = new TestClient(b.url, { match: m.id });
    await Promise.all([p0.start(a.url), p1.start(b.url), spectator.connected()]);
    // The spectator on B is sent states that only A made (those right after seat 0's moves), through Redis.
    const fromA = () => spectator.states().filter((x) => p0.acked.some((m) => m.seq === x.seq)).length;
    await spectator.until(() => fromA() >= 3, 20_000, "seat 0's moves on A, seen on B");
    // Instance A dies; seat 0 comes back through B and the match is finished there.
    await kill(a);
    await p0.stop();
    await p0.start(b.url);
    await Promise.all([p0.done, p1.done]);
    await spectator.until(() => spectator.state?.status === 'finished', 20_000, 'the end');
    const rec = (await api<{ moves: { seat: number; move: unknown }[] }>(b.url, 'GET', `/api/matches/${m.id}/record`)).body;
    expect(Match.replay(rec, findGame).outcome()).toEqual(spectator.state!.outcome);
    for (const x of raced) expect(rec.moves[x.seq - 1]).toEqual({ seat: x.seat, move: x.move });
    for (const p of [p0, p1]) for (const x of p.acked) expect(rec.moves[x.seq - 1]).toEqual({ seat: x.seat, move: x.move });
    spectator.close();
    await kill(b, 'SIGTERM');
    // Two server processes and a whole match: seconds here, but a loaded 2-core CI machine may take a minute.
  }, 120_000);
});
