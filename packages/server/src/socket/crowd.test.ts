import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooser, TestClient } from '../testing/client.ts';
import { Crowd, HealthWatch, slowest } from '../testing/crowd.ts';
import { api, startTestServer, type TestServer } from '../testing/server.ts';

const CROWD = 2000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ maxConnectionsPerIp: CROWD + 100 });
});
afterAll(() => server?.close());

interface SeatsMessage {
  match: string;
  seats: { seat: number; connected: boolean }[];
  spectators: number;
}

describe('a crowd of spectators', () => {
  it('#14.3 2,000 spectators on one match keep /healthz under 100 ms while they connect, watch play and leave', async () => {
    const m = (await api<{ id: string }>(server.url, 'POST', '/api/matches', { game: 'coins', players: 2, visibility: 'public' })).body;
    const seats = [0, 1].map(async (seat) => (await api<{ credential: string }>(server.url, 'POST', `/api/matches/${m.id}/join`, { seat })).body);
    const players = (await Promise.all(seats)).map((s, seat) => new TestClient(server.url, { match: m.id, seat, credential: s.credential }));
    await Promise.all(players.map((p) => p.connected().then(() => p.until(() => p.state !== null))));
    const seatsOf = (p: TestClient) => p.seats as SeatsMessage | null;

    const health = new HealthWatch(server.url);
    const crowd = new Crowd(server.url, m.id);
    try {
      health.phase('connect');
      const joined = await crowd.connect(CROWD);
      expect(joined).toMatchObject({ connected: CROWD, refused: 0 });
      await players[0].until(() => seatsOf(players[0])?.spectators === CROWD, 10_000, 'the spectators count');

      health.phase('play');
      const pick = chooser(11);
      for (let i = 0; i < 12 && players[0].state!.status === 'live'; i++) {
        const s = players[0].state!;
        const mover = players.find((p) => p.state!.seq === s.seq && p.state!.moves.length > 0)!;
        const ack = await mover.request('move', { move: mover.state!.moves[pick(mover.state!.moves.length)].move, seq: s.seq });
        expect(ack.ok).toBe(true);
        await Promise.all(players.map((p) => p.until(() => p.state!.seq >= ack.seq!, 5000, 'the broadcast')));
      }
      const seq = players[0].state!.seq;
      // Every spectator saw the last move.
      for (let t = 0; (await crowd.stats()).minSeq < seq; t++) {
        expect(t).toBeLessThan(200);
        await new Promise((r) => setTimeout(r, 50));
      }

      health.phase('close');
      await crowd.close();
      await players[0].until(() => seatsOf(players[0])?.spectators === 0, 10_000, 'the spectators to be gone');
      health.phase('after');
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      const report = await health.stop();
      await crowd.end();
      players.forEach((p) => p.close());
      console.log(`/healthz slowest per phase (ms): ${JSON.stringify(report.phases)}`);
      expect(report.failures).toEqual([]);
      expect(slowest(report), JSON.stringify(report.phases)).toBeLessThan(100);
    }
    // Seat lists are batched: a player heard far fewer seat lists than there were arrivals and departures.
    const lists = players[0].messages.filter((x) => x.event === 'seats').length;
    expect(lists).toBeLessThan(100);
    expect(seatsOf(players[0])).toMatchObject({ match: m.id, spectators: 0, seats: [{ seat: 0, connected: true }, { seat: 1, connected: true }] });
  }, 120_000);
});
