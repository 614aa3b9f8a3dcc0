import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from './testing/client.ts';
import { kill, spawnServer, type ServerProcess } from './testing/process.ts';
import { RandomPlayer } from './testing/players.ts';
import { api } from './testing/server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ramparts-sigkill-'));
const procs: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(procs.map((p) => kill(p)));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('durability', () => {
  it('SIGKILL in the middle of many matches loses no acknowledged move, and every match goes on, bots included', async () => {
    const first = await spawnServer({ DATA_DIR: dataDir, BOT_MATCHES_PER_CLIENT: '100' });
    procs.push(first);
    const people: RandomPlayer[] = [];
    const matches: string[] = [];
    for (let i = 0; i < 10; i++) {
      const m = (await api<{ id: string }>(first.url, 'POST', '/api/matches', { game: 'coins', players: 2, visibility: 'public' })).body;
      matches.push(m.id);
      for (let seat = 0; seat < 2; seat++) {
        const j = (await api<{ credential: string }>(first.url, 'POST', `/api/matches/${m.id}/join`, { seat })).body;
        people.push(new RandomPlayer(m.id, seat, j.credential));
      }
    }
    const botMatches: string[] = [];
    for (let i = 0; i < 4; i++) {
      const seats = i % 2 === 0 ? ['mcts:5ms', 'mcts:5ms'] : ['random', 'mcts:5ms'];
      botMatches.push((await api<{ id: string }>(first.url, 'POST', '/api/matches', { game: 'coins', players: 2, seats, visibility: 'public' })).body.id);
    }
    const watchers = botMatches.map((id) => new TestClient(first.url, { match: id }, { record: false }));
    await Promise.all(people.map((p) => p.start(first.url)));
    // Let them play a while, then kill the server without warning.
    const t0 = Date.now();
    while (people.reduce((n, p) => n + p.acked.length, 0) < 150 && Date.now() - t0 < 20_000) await new Promise((r) => setTimeout(r, 20));
    const botSeen = watchers.map((w) => w.state?.seq ?? 0);
    await kill(first);
    await Promise.all(people.map((p) => p.stop()));
    watchers.forEach((w) => w.close());
    const acked = people.reduce((n, p) => n + p.acked.length, 0);
    expect(acked).toBeGreaterThanOrEqual(50);

    const second = await spawnServer({ DATA_DIR: dataDir, BOT_MATCHES_PER_CLIENT: '100' });
    procs.push(second);
    // Every acknowledged move (and every broadcast state) is in the log.
    for (const id of matches) {
      const s = (await api<{ seq: number }>(second.url, 'GET', `/api/matches/${id}/spectate`)).body;
      for (const p of people.filter((x) => x.match === id)) expect(s.seq).toBeGreaterThanOrEqual(p.seen);
    }
    for (const [i, id] of botMatches.entries()) expect((await api<{ seq: number }>(second.url, 'GET', `/api/matches/${id}/spectate`)).body.seq).toBeGreaterThanOrEqual(botSeen[i]);

    // Everyone reconnects to the new process and plays on; the bots go on by themselves.
    await Promise.all(people.map((p) => p.start(second.url)));
    await Promise.all(people.map((p) => p.done));
    for (const id of [...matches, ...botMatches]) {
      await expect.poll(async () => (await api<{ status: string }>(second.url, 'GET', `/api/matches/${id}`)).body.status, { timeout: 30_000, interval: 100 }).toBe('finished');
      const rec = (await api<{ moves: { seat: number; move: unknown }[] }>(second.url, 'GET', `/api/matches/${id}/record`)).body;
      const replayed = Match.replay(rec, findGame);
      expect(replayed.outcome()).not.toBeNull();
      for (const p of people.filter((x) => x.match === id)) for (const a of p.acked) expect(rec.moves[a.seq - 1]).toEqual({ seat: a.seat, move: a.move });
    }
    await kill(second, 'SIGTERM');
  });

  it('SIGTERM under load: the server closes its connections, exits at once and keeps every acknowledged move', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ramparts-sigterm-'));
    try {
      const first = await spawnServer({ DATA_DIR: dir });
      procs.push(first);
      const people: RandomPlayer[] = [];
      for (let i = 0; i < 6; i++) {
        const m = (await api<{ id: string }>(first.url, 'POST', '/api/matches', { game: 'coins', players: 2, visibility: 'public' })).body;
        for (let seat = 0; seat < 2; seat++) people.push(new RandomPlayer(m.id, seat, (await api<{ credential: string }>(first.url, 'POST', `/api/matches/${m.id}/join`, { seat })).body.credential));
      }
      await Promise.all(people.map((p) => p.start(first.url)));
      // Keep-alive HTTP clients with requests in flight when the signal comes: their connections, idle once
      // answered, must not hold the closing server open.
      let polling = true;
      const pollers = Array.from({ length: 4 }, async () => {
        while (polling) await fetch(`${first.url}/api/matches?status=live`).then((r) => r.arrayBuffer(), () => undefined);
      });
      while (people.reduce((n, p) => n + p.acked.length, 0) < 60) await new Promise((r) => setTimeout(r, 20));
      polling = false;
      const t0 = Date.now();
      await kill(first, 'SIGTERM');
      const stopped = Date.now() - t0;
      await Promise.all([...pollers, ...people.map((p) => p.stop())]);
      expect(first.child.exitCode).toBe(0);
      expect(stopped).toBeLessThan(8000); // a liveness bound, not a speed test: before the fix it waited for keep-alive timeouts

      const second = await spawnServer({ DATA_DIR: dir });
      procs.push(second);
      for (const p of people) {
        const rec = (await api<{ seq: number }>(second.url, 'GET', `/api/matches/${p.match}/spectate`)).body;
        expect(rec.seq).toBeGreaterThanOrEqual(p.seen);
      }
      await kill(second, 'SIGTERM');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
