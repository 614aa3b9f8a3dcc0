import { Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooser, TestClient } from '../testing/client.ts';
import { api, startTestServer, type TestServer } from '../testing/server.ts';
import { findGame as findTestGame, games as testGames } from '../testing/toys-registry.ts';

let server: TestServer;
beforeAll(async () => {
  // The real games plus Dice Nim, whose moves are known to draw chance (a roll) or not (taking stones).
  server = await startTestServer({ rate: { perSecond: 200, burst: 400 }, registry: { games: testGames, findGame: findTestGame }, registryModule: new URL('../testing/toys-registry.ts', import.meta.url).href });
});
afterAll(() => server?.close());

async function newMatch(body: Record<string, unknown>) {
  const created = await api<{ id: string; status: string }>(server.url, 'POST', '/api/matches', { visibility: 'public', ...body });
  expect(created.status).toBe(201);
  return created.body;
}

async function seat(id: string, seat?: number) {
  const r = await api<{ seat: number; credential: string }>(server.url, 'POST', `/api/matches/${id}/join`, seat === undefined ? {} : { seat });
  expect(r.status).toBe(201);
  return r.body;
}

/** Plays random legal moves for every client until the game is over. */
async function playOut(clients: TestClient[], pick: (n: number) => number, limit = 3000) {
  for (let i = 0; i < limit; i++) {
    const s = clients[0].state!;
    if (s.status === 'finished') return;
    const mover = clients.find((c) => c.state && c.state.seq === s.seq && c.state.moves.length > 0);
    if (!mover) {
      await Promise.race(clients.map((c) => c.until(() => c.state!.seq > s.seq || c.state!.status === 'finished', 10_000, 'the next state')));
      continue;
    }
    const { move } = mover.state!.moves[pick(mover.state!.moves.length)];
    const ack = await mover.request('move', { move });
    expect(ack).toMatchObject({ ok: true, seq: s.seq + 1, state: { seq: s.seq + 1, seat: mover.state!.seat } });
    await Promise.all(clients.map((c) => c.until(() => c.state!.seq >= s.seq + 1, 5000, `seq ${s.seq + 1}`)));
  }
  throw new Error('the game did not end');
}

describe('live play over Socket.IO', () => {
  it('two people play a coins duel to the end; the spectator sees every state; the record replays', async () => {
    const m = await newMatch({ game: 'coins', players: 2 });
    expect(m.status).toBe('open');
    const a = await seat(m.id);
    const b = await seat(m.id);
    const players = [new TestClient(server.url, { match: m.id, seat: a.seat, credential: a.credential }), new TestClient(server.url, { match: m.id, seat: b.seat, credential: b.credential })];
    const spectator = new TestClient(server.url, { match: m.id });
    await Promise.all([...players, spectator].map((c) => c.connected()));
    await Promise.all([...players, spectator].map((c) => c.until(() => c.state !== null, 5000, 'the first state')));
    expect(players[0].state!.status).toBe('live');
    expect(players[0].state!.moves.every((x) => typeof x.text === 'string' && x.text.length > 0)).toBe(true);
    // The record (and its seed) stays secret while the match is live.
    expect((await api(server.url, 'GET', `/api/matches/${m.id}/record`)).status).toBe(409);
    await playOut(players, chooser(7));
    await spectator.until(() => spectator.state?.status === 'finished', 5000, 'the end');
    const rec = await api<{ seed: string; moves: unknown[]; outcome: unknown }>(server.url, 'GET', `/api/matches/${m.id}/record`);
    expect(rec.status).toBe(200);
    const replayed = Match.replay(rec.body, findGame);
    expect(replayed.outcome()).toEqual(spectator.state!.outcome);
    expect(spectator.log).toEqual(replayed.log(null));
    expect(players[0].log).toEqual(replayed.log(0));
    for (const c of [...players, spectator]) {
      const seqs = c.states().map((x) => x.seq);
      expect(seqs[seqs.length - 1]).toBe(rec.body.moves.length);
      for (const msg of c.messages) expect(JSON.stringify(msg.data)).not.toContain(rec.body.seed);
    }
    [...players, spectator].forEach((c) => c.close());
  });

  it('refuses wrong credentials, spectators acting, malformed and illegal moves, and keeps the match unchanged', async () => {
    const m = await newMatch({ game: 'coins', players: 2 });
    const a = await seat(m.id, 0);
    const b = await seat(m.id, 1);
    const wrong = new TestClient(server.url, { match: m.id, seat: 1, credential: a.credential });
    await expect(wrong.connected()).rejects.toThrow(/credential/);
    const missing = new TestClient(server.url, { match: m.id, seat: 0 });
    await expect(missing.connected()).rejects.toThrow(/credential/);
    const garbage = new TestClient(server.url, { match: 42 } as never);
    await expect(garbage.connected()).rejects.toThrow(/handshake/);
    const nowhere = new TestClient(server.url, { match: 'nope' });
    await expect(nowhere.connected()).rejects.toThrow(/no match/);
    [wrong, missing, garbage, nowhere].forEach((c) => c.close());

    const p0 = new TestClient(server.url, { match: m.id, seat: 0, credential: a.credential });
    const p1 = new TestClient(server.url, { match: m.id, seat: 1, credential: b.credential });
    const spec = new TestClient(server.url, { match: m.id });
    await Promise.all([p0, p1, spec].map((c) => c.connected().then(() => c.until(() => c.state !== null))));
    const mover = p0.state!.moves.length > 0 ? p0 : p1;
    const other = mover === p0 ? p1 : p0;
    expect(await spec.request('move', { move: mover.state!.moves[0].move })).toMatchObject({ ok: false, code: 'spectator' });
    expect(await mover.request('move', 'not an object')).toMatchObject({ ok: false, code: 'bad-request' });
    expect(await mover.request('move', { move: { type: 'teleport' } })).toMatchObject({ ok: false, code: 'bad-move' });
    expect(await mover.request('move', { move: 'x'.repeat(5000) })).toMatchObject({ ok: false, code: 'bad-request' });
    expect(await other.request('move', { move: mover.state!.moves[0].move })).toMatchObject({ ok: false, code: 'not-your-turn' });
    expect(await mover.request('undo')).toMatchObject({ ok: false, code: 'cannot-undo' });
    mover.socket.emit('nonsense', { a: 1 });
    await mover.until(() => mover.messages.some((x) => x.event === 'failure'), 2000, 'a failure message');
    const sync = await mover.request<{ ok: boolean; state: { seq: number } }>('sync');
    expect(sync.state.seq).toBe(0);
    // A too-large message closes that connection only.
    const big = new TestClient(server.url, { match: m.id });
    await big.connected();
    const gone = new Promise<string>((resolve) => big.socket.once('disconnect', resolve));
    big.socket.emit('move', { move: 'y'.repeat(40_000) });
    expect(await gone).toMatch(/transport/);
    expect((await mover.request<{ state: { seq: number } }>('sync')).state.seq).toBe(0);
    [p0, p1, spec, big].forEach((c) => c.close());
  });

  it('limits the rate of requests per connection', async () => {
    const slow = await startTestServer({ rate: { perSecond: 1, burst: 3 } });
    try {
      const m = (await api<{ id: string }>(slow.url, 'POST', '/api/matches', { game: 'coins', players: 2, visibility: 'public' })).body;
      const c = new TestClient(slow.url, { match: m.id });
      await c.connected();
      const answers = await Promise.all(Array.from({ length: 6 }, () => c.request<{ ok: boolean; code?: string }>('sync')));
      expect(answers.filter((x) => x.code === 'rate-limited').length).toBeGreaterThanOrEqual(3);
      // Refusals are counted for the operator.
      expect(await fetch(`${slow.url}/metrics`).then((r) => r.text())).toMatch(/ramparts_rate_limited_total\{where="socket"\} [3-9]/);
      c.close();
    } finally {
      await slow.close();
    }
  });

  it('a person plays a bot; a dropped connection picks up exactly where the match is', async () => {
    const m = await newMatch({ game: 'coins', players: 2, seats: ['human', 'random'] });
    const a = await seat(m.id);
    let me = new TestClient(server.url, { match: m.id, seat: 0, credential: a.credential });
    await me.connected();
    const pick = chooser(3);
    let moves = 0;
    while (true) {
      await me.until(() => me.state !== null && (me.state.moves.length > 0 || me.state.status === 'finished'), 10_000, 'my turn');
      if (me.state!.status === 'finished') break;
      const s = me.state!;
      const ack = await me.request('move', { move: s.moves[pick(s.moves.length)].move, seq: s.seq });
      expect(ack).toMatchObject({ ok: true, seq: s.seq + 1, state: { seq: s.seq + 1, seat: 0 } });
      await me.until(() => me.state!.seq >= ack.seq!, 5000, 'the broadcast');
      moves++;
      if (moves % 5 === 0) {
        me.close();
        const seen = ack.seq!;
        me = new TestClient(server.url, { match: m.id, seat: 0, credential: a.credential });
        await me.connected();
        await me.until(() => me.state !== null);
        expect(me.state!.seq).toBeGreaterThanOrEqual(seen);
        expect(me.state!.log.from).toBe(0);
      }
    }
    expect(me.state!.outcome).not.toBeNull();
    me.close();
  });

  it('a bot takes over when the time bank runs out (the match never hangs)', async () => {
    const m = await newMatch({ game: 'coins', players: 2, clock: { minutes: 0.01, increment: 0 } });
    const a = await seat(m.id, 0);
    const b = await seat(m.id, 1);
    const spec = new TestClient(server.url, { match: m.id });
    await spec.connected();
    // Nobody connects: both clocks run out in turn and the takeover bots play the match to its end.
    await spec.until(() => spec.state?.status === 'finished', 30_000, 'the bots to finish');
    const info = (await api<{ seats: { away: boolean }[] }>(server.url, 'GET', `/api/matches/${m.id}`)).body;
    expect(info.seats.every((s) => s.away)).toBe(true);
    spec.close();
    void a;
    void b;
  });

  it("a move's acknowledgement carries the mover's state; the seat's other connections get it as a broadcast", async () => {
    const m = await newMatch({ game: 'coins', players: 2 });
    const [a, b] = [await seat(m.id, 0), await seat(m.id, 1)];
    const tabs = [0, 1].map(() => new TestClient(server.url, { match: m.id, seat: 0, credential: a.credential }));
    const other = new TestClient(server.url, { match: m.id, seat: 1, credential: b.credential });
    await Promise.all([...tabs, other].map((c) => c.connected().then(() => c.until(() => c.state !== null))));
    const [mover, second] = tabs[0].state!.moves.length > 0 ? tabs : [other, other];
    const before = mover.state!;
    const ack = await mover.request('move', { move: before.moves[0].move });
    expect(ack).toMatchObject({ ok: true, seq: before.seq + 1, state: { seq: before.seq + 1 } });
    const watchers = second === other ? [tabs[0], tabs[1]] : [second, other];
    await Promise.all(watchers.map((c) => c.until(() => c.state!.seq === before.seq + 1, 5000, 'the broadcast')));
    // The mover's connection is not sent the same state twice. The other connections' broadcast went out (in one
    // batch with any to the mover), and a later request's answer comes after it on the mover's own connection.
    await mover.request('sync');
    const states = (c: TestClient) => c.messages.filter((x) => x.event === 'state' && (x.data as { seq: number }).seq === before.seq + 1);
    expect(states(mover)).toHaveLength(0);
    for (const c of watchers) expect(states(c)).toHaveLength(1);
    [...tabs, other].forEach((c) => c.close());
  });

  /** A Dice Nim match with both seats connected (seat 0 moves first). */
  async function nimTable() {
    const m = await newMatch({ game: 'dice-nim', players: 2 });
    const [a, b] = [await seat(m.id, 0), await seat(m.id, 1)];
    const cs = [new TestClient(server.url, { match: m.id, seat: 0, credential: a.credential }), new TestClient(server.url, { match: m.id, seat: 1, credential: b.credential })];
    await Promise.all(cs.map((c) => c.connected().then(() => c.until(() => c.state !== null))));
    expect(cs[0].state!.moves.length).toBeGreaterThan(0);
    return cs;
  }
  const take = { type: 'take', n: 2 };
  const roll = { type: 'roll' };

  it('undo takes back a move that drew no chance: every seat sees the position before it', async () => {
    const [p0, p1] = await nimTable();
    const before = p0.state!;
    expect(before.canUndo).toBe(false);
    expect(await p0.request('move', { move: take })).toMatchObject({ ok: true, seq: 1, state: { seq: 1, canUndo: true } });
    const undo = await p0.request('undo');
    expect(undo).toMatchObject({ ok: true, seq: 2, state: { seq: 2, canUndo: false } });
    await p1.until(() => p1.state!.seq === 2, 5000, 'the undo broadcast');
    expect(p0.state!.view).toEqual(before.view);
    expect(p1.state!.view).toEqual(before.view);
    expect(p0.state!.moves.map((x) => x.move)).toEqual(before.moves.map((x) => x.move));
    [p0, p1].forEach((c) => c.close());
  });

  it('undo is refused after a move that drew chance, and after someone else acted; the match stays as it was', async () => {
    const [p0, p1] = await nimTable();
    expect(await p0.request('move', { move: roll })).toMatchObject({ ok: true, seq: 1, state: { canUndo: false } });
    const rolled = p0.state!;
    expect(await p0.request('undo')).toMatchObject({ ok: false, code: 'cannot-undo' });
    expect((await p0.request<{ state: { seq: number; view: unknown } }>('sync')).state).toMatchObject({ seq: 1, view: rolled.view });
    // Seat 1 takes stones (no chance), but seat 0 has answered before seat 1 asks to take them back.
    await p1.until(() => p1.state!.seq === 1 && p1.state!.moves.length > 0, 5000, 'seat 1 to move');
    expect(await p1.request('move', { move: { type: 'take', n: 1 } })).toMatchObject({ ok: true, seq: 2 });
    await p0.until(() => p0.state!.seq === 2, 5000, 'the broadcast');
    expect(await p0.request('move', { move: take })).toMatchObject({ ok: true, seq: 3 });
    await p1.until(() => p1.state!.seq === 3, 5000, 'the broadcast');
    expect(await p1.request('undo')).toMatchObject({ ok: false, code: 'cannot-undo' });
    expect((await p1.request<{ state: { seq: number } }>('sync')).state.seq).toBe(3);
    [p0, p1].forEach((c) => c.close());
  });
});
