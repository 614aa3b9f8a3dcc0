import { Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooser, TestClient } from '../testing/client.ts';
import { api, startTestServer, type TestServer } from '../testing/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rate: { perSecond: 400, burst: 800 } });
});
afterAll(() => server?.close());

describe('Gate Defense online', () => {
  it('a person and the heuristic bot defend the gate to the end over Socket.IO; the deck order stays hidden; the record replays', async () => {
    const created = await api<{ id: string }>(server.url, 'POST', '/api/matches', { game: 'dice', players: 2, visibility: 'public', seats: ['human', 'heuristic'], options: { heroes: ['keith', 'glorbud'] } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const joined = await api<{ seat: number; credential: string }>(server.url, 'POST', `/api/matches/${id}/join`, {});
    expect(joined.body.seat).toBe(0);
    const me = new TestClient(server.url, { match: id, seat: 0, credential: joined.body.credential });
    await me.connected();
    await me.until(() => me.state !== null, 5000, 'the first state');
    const pick = chooser(11);
    for (let i = 0; i < 3000 && me.state!.status !== 'finished'; i++) {
      const s = me.state!;
      if (s.moves.length === 0) {
        await me.until(() => me.state!.seq > s.seq || me.state!.status === 'finished', 20_000, 'the bot’s move');
        continue;
      }
      const ack = await me.request<{ ok: boolean; seq: number }>('move', { move: s.moves[pick(s.moves.length)].move, seq: s.seq });
      expect(ack.ok).toBe(true);
      await me.until(() => me.state!.seq >= ack.seq, 5000, 'my move’s state');
    }
    expect(me.state!.status).toBe('finished');
    const rec = await api<{ seed: string; moves: unknown[] }>(server.url, 'GET', `/api/matches/${id}/record`);
    expect(rec.status).toBe(200);
    const replayed = Match.replay(rec.body, findGame);
    expect(replayed.outcome()).toEqual(me.state!.outcome);
    expect(rec.body.moves.length).toBeGreaterThan(10);
    // The face-down deck's order never reached the player: no view carried the deck's cards.
    for (const msg of me.messages) {
      const text = JSON.stringify(msg.data);
      expect(text).not.toContain(rec.body.seed);
      expect(text).not.toMatch(/"deck":\[\{/);
    }
    me.close();
  });
});
