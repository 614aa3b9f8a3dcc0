import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.ts';
import { api, startTestServer, type TestServer } from '../testing/server.ts';

/** Every log line the server writes (pino JSON), to check what reaches the log and at which level. */
const lines: { level: number; msg: string; [k: string]: unknown }[] = [];
const INFO = 30;
const ERROR = 50;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) } },
    maxConnectionsPerIp: 3,
    rate: { perSecond: 1000, burst: 1000 },
  });
});
afterAll(() => server?.close());

async function liveCoins(): Promise<{ id: string; credentials: string[] }> {
  const m = (await api<{ id: string }>(server.url, 'POST', '/api/matches', { game: 'coins', players: 2, visibility: 'public' })).body;
  const credentials: string[] = [];
  for (const seat of [0, 1]) credentials.push((await api<{ credential: string }>(server.url, 'POST', `/api/matches/${m.id}/join`, { seat })).body.credential);
  return { id: m.id, credentials };
}

/** `[[[ … ]]]` nested `depth` levels. */
function nested(depth: number): unknown {
  let v: unknown = 0;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** The JSON text of a move message whose move is nested `depth` levels (too deep for the client's own encoder). */
const deepMove = (depth: number) => `{"move":${'['.repeat(depth)}0${']'.repeat(depth)}}`;

describe('socket input limits', () => {
  it('#14.7 a move nested 7,000 levels deep is refused as bad-request, never walked, and logged once a minute at info', async () => {
    const { id, credentials } = await liveCoins();
    const clients = [0, 1].map((seat) => new TestClient(server.url, { match: id, seat, credential: credentials[seat] }));
    await Promise.all(clients.map((c) => c.connected().then(() => c.until(() => c.state !== null))));
    const mover = clients.find((c) => c.state!.moves.length > 0)!;
    const before = lines.length;
    for (let i = 0; i < 20; i++) {
      const ack = await mover.raw('move', deepMove(7000));
      expect(ack).toMatchObject({ ok: false, code: 'bad-request' });
      expect(ack.message).toMatch(/deeper than 32/);
    }
    // Other events are checked the same way.
    expect(await mover.request('undo', nested(100))).toMatchObject({ ok: false, code: 'bad-request' });
    expect(await mover.request('move', { move: Array.from({ length: 3000 }, () => 1) })).toMatchObject({ ok: false, code: 'bad-request' });
    // Just within the limit: read, and refused by the game.
    expect(await mover.request('move', { move: nested(30) })).toMatchObject({ ok: false, code: 'bad-move' });
    const mine = lines.slice(before).filter((l) => l.connection === mover.socket.id || l.level >= ERROR);
    expect(mine.filter((l) => l.level >= ERROR)).toEqual([]);
    expect(mine.map((l) => [l.level, l.msg])).toEqual([[INFO, 'bad input from a connection']]);
    // The connection still plays.
    const s = mover.state!;
    expect(await mover.request('move', { move: s.moves[0].move, seq: s.seq })).toMatchObject({ ok: true });
    clients.forEach((c) => c.close());
  });

  it('caps connections per address: the next handshake is refused with too-many-connections and counted', async () => {
    const { id } = await liveCoins();
    const first = [0, 1, 2].map(() => new TestClient(server.url, { match: id }));
    await Promise.all(first.map((c) => c.connected()));
    const over = new TestClient(server.url, { match: id });
    const refused = await over.connected().then(
      () => null,
      (e: Error & { data?: { code: string } }) => e,
    );
    expect(refused?.data?.code).toBe('too-many-connections');
    expect(refused?.message).toMatch(/Too many connections/);
    over.close();
    // A place comes back when a connection ends.
    first[0].close();
    const again = new TestClient(server.url, { match: id });
    for (let i = 0; ; i++) {
      const ok = await again.connected().then(
        () => true,
        () => false,
      );
      if (ok) break;
      expect(i).toBeLessThan(20);
      await new Promise((r) => setTimeout(r, 50));
      again.socket.connect();
    }
    // Refused handshakes for other reasons give their place back too.
    again.close();
    for (let i = 0; i < 4; i++) {
      const wrong = new TestClient(server.url, { match: 'no-such-match' });
      await expect(wrong.connected()).rejects.toMatchObject({ data: { code: 'no-such-match' } });
      wrong.close();
    }
    const metrics = await fetch(`${server.url}/metrics`).then((r) => r.text());
    expect(metrics).toMatch(/ramparts_rate_limited_total\{where="connections"\} [1-9]/);
    [...first, again].forEach((c) => c.close());
  });
});
