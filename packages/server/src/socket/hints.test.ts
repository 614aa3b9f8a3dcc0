import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match, type MatchRecord } from '@ramparts/engine';
import { secretsOf, type CardsState } from '@ramparts/games/cards/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGame as findCardsGame, games as cardsGames } from '../testing/cards-registry.ts';
import { chooser, TestClient } from '../testing/client.ts';
import { api, startTestServer, type TestServer } from '../testing/server.ts';

/** A hint as the acknowledgement carries it. */
type HintAck = { ok: boolean; code?: string; message?: string; hints?: { move: unknown; chance: number; text: string }[] };

/** Short searches: the tests prove the path (workers, the record, the refusals), not the hints' strength. */
const HINT_ITERATIONS = 150;

const servers: TestServer[] = [];
const clients: TestClient[] = [];
afterAll(async () => {
  clients.forEach((c) => c.close());
  await Promise.all(servers.map((s) => s.close()));
});

async function server(opts: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const s = await startTestServer({ rate: { perSecond: 500, burst: 500 }, hintIterations: HINT_ITERATIONS, botWorkers: 1, ...opts });
  servers.push(s);
  return s;
}

function client(s: TestServer, auth: { match: string; seat?: number; credential?: string }): TestClient {
  const c = new TestClient(s.url, auth);
  clients.push(c);
  return c;
}

/** A match of people only (each seat joined and connected) and a spectator, all with their first state. */
async function table(s: TestServer, body: Record<string, unknown>) {
  const made = await api<{ id: string; settings: { hints: boolean } }>(s.url, 'POST', '/api/matches', { visibility: 'public', ...body });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const players = Number(body.players ?? 2);
  const seats: TestClient[] = [];
  const credentials: string[] = [];
  for (let seat = 0; seat < players; seat++) {
    const j = (await api<{ credential: string }>(s.url, 'POST', `/api/matches/${made.body.id}/join`, { seat })).body;
    credentials.push(j.credential);
    seats.push(client(s, { match: made.body.id, seat, credential: j.credential }));
  }
  const spectator = client(s, { match: made.body.id });
  const all = [...seats, spectator];
  await Promise.all(all.map((c) => c.connected()));
  await Promise.all(all.map((c) => c.until(() => c.state?.status === 'live', 10_000, 'the first state')));
  return { id: made.body.id, summary: made.body, seats, credentials, spectator };
}

const mover = (seats: TestClient[]) => seats.find((c) => c.state!.actors.includes(c.state!.seat!) && c.state!.moves.length > 0)!;
const waiting = (seats: TestClient[]) => seats.find((c) => !c.state!.actors.includes(c.state!.seat!))!;

/** Plays random legal moves for the seats until the game is over. */
async function playOut(seats: TestClient[], pick = chooser(11), limit = 4000) {
  for (let i = 0; i < limit; i++) {
    const s = seats[0].state!;
    if (s.status === 'finished') return;
    const c = seats.find((x) => x.state && x.state.seq === s.seq && x.state.moves.length > 0);
    if (!c) {
      await Promise.race(seats.map((x) => x.until(() => x.state!.seq > s.seq || x.state!.status === 'finished', 10_000, 'the next state')));
      continue;
    }
    const ack = await c.request('move', { move: c.state!.moves[pick(c.state!.moves.length)].move, seq: s.seq });
    expect(ack.ok).toBe(true);
    await Promise.all(seats.map((x) => x.until(() => x.state!.seq >= s.seq + 1, 5000, 'the broadcast')));
  }
  throw new Error('the game did not end');
}

describe('#17 bot levels in online seats', () => {
  let s: TestServer;
  beforeAll(async () => {
    // Caps far below any level: a level is the game's own vetted budget and is never capped.
    s = await server({ botCaps: { maxIterations: 10, maxMs: 5 } });
  });

  it('a seat may be a level (hard) above the caps, and its bot plays; a raw spec above the caps is still refused', async () => {
    const made = await api<{ id: string; status: string; seats: { bot: string | null }[] }>(s.url, 'POST', '/api/matches', { game: 'coins', players: 2, seats: ['hard', 'easy'], visibility: 'public' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.status).toBe('live');
    expect(made.body.seats.map((x) => x.bot)).toEqual(['hard', 'easy']);
    const watcher = client(s, { match: made.body.id });
    // Both bots moved: the hard one (guided by the game's own search at its level) and the easy one.
    await watcher.until(() => (watcher.state?.seq ?? 0) >= 2, 60_000, 'two bot moves');
    expect((await api(s.url, 'POST', '/api/matches', { game: 'coins', players: 2, seats: ['mcts:2000', 'human'] })).body).toMatchObject({ error: { code: 'bad-bot' } });
  });

  it("a level the game does not offer (coins' expert) is refused with bad-bot, for a seat and for the takeover", async () => {
    for (const body of [
      { game: 'coins', players: 2, seats: ['expert', 'human'] },
      { game: 'coins', players: 2, takeover: 'expert' },
    ]) {
      const r = await api<{ error: { code: string; message: string } }>(s.url, 'POST', '/api/matches', body);
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('bad-bot');
      expect(r.body.error.message).toMatch(/expert/);
    }
    // A level it offers is a fine takeover.
    expect((await api(s.url, 'POST', '/api/matches', { game: 'coins', players: 2, takeover: 'hard' })).status).toBe(201);
  });

  it('the catalog lists each game\'s levels with the bot behind each and its words; coins has no expert', async () => {
    const list = (await api<{ id: string; levels: { level: string; spec: string; words: string }[] }[]>(s.url, 'GET', '/api/games')).body;
    const coins = list.find((g) => g.id === 'coins')!;
    expect(coins.levels.map((l) => l.level)).toEqual(['easy', 'normal', 'hard']);
    for (const g of list) {
      expect(g.levels.slice(0, 3).map((l) => l.level)).toEqual(['easy', 'normal', 'hard']);
      for (const l of g.levels) expect(l.spec.length > 0 && l.words.length > 0).toBe(true);
    }
    const detail = (await api<{ levels: { level: string }[] }>(s.url, 'GET', '/api/games/coins')).body;
    expect(detail.levels.map((l) => l.level)).toEqual(['easy', 'normal', 'hard']);
  });
});

describe('#17 hints online', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await server();
  });

  it('off by default: the seat to move is answered hints-off, and the summary says hints are not allowed', async () => {
    const t = await table(s, { game: 'coins', players: 2 });
    expect(t.summary.settings.hints).toBe(false);
    const ack = await mover(t.seats).request<HintAck>('hint', {});
    expect(ack).toEqual({ ok: false, code: 'hints-off', message: 'Hints are off at this table: the host did not allow them.' });
    expect(t.seats[0].state!.hintsUsed).toEqual([]);
  });

  it('allowed: the seat to move gets three legal moves with chances in [0,1] and words; everyone sees who used one; spectators and a seat not to move are refused', async () => {
    const t = await table(s, { game: 'coins', players: 2, hints: true });
    expect(t.summary.settings.hints).toBe(true);
    expect((await api<{ settings: { hints: boolean } }>(s.url, 'GET', `/api/matches/${t.id}`)).body.settings.hints).toBe(true);
    expect(await t.spectator.request<HintAck>('hint', {})).toMatchObject({ ok: false, code: 'not-a-seat' });
    expect(await waiting(t.seats).request<HintAck>('hint', {})).toMatchObject({ ok: false, code: 'not-your-turn' });

    const asker = mover(t.seats);
    const seat = asker.state!.seat!;
    const legal = asker.state!.moves.map((m) => JSON.stringify(m.move));
    const ack = await asker.request<HintAck>('hint', {}, 60_000);
    expect(ack.ok, JSON.stringify(ack)).toBe(true);
    expect(ack.hints).toHaveLength(Math.min(3, legal.length)); // the opening toss may leave fewer than three moves
    for (const h of ack.hints!) {
      expect(legal).toContain(JSON.stringify(h.move));
      expect(h.chance).toBeGreaterThanOrEqual(0);
      expect(h.chance).toBeLessThanOrEqual(1);
      expect(Math.round(h.chance * 1000) / 1000).toBe(h.chance);
      expect(h.text).toBe(asker.state!.moves.find((m) => JSON.stringify(m.move) === JSON.stringify(h.move))!.text);
    }
    // Recorded before the answer, and told to every seat and the spectators (no move made: the seq stays).
    const rows = await s.store.db.selectFrom('hints').selectAll().where('match_id', '=', t.id).execute();
    expect(rows.map((r) => ({ seat: r.seat, at: r.at }))).toEqual([{ seat, at: 0 }]);
    for (const c of [...t.seats, t.spectator]) await c.until(() => c.state!.hintsUsed.length === 1, 5000, 'hintsUsed');
    for (const c of [...t.seats, t.spectator]) expect(c.state!.hintsUsed).toEqual([{ seat, at: 0 }]);
    expect(t.spectator.state!.seq).toBe(0);
    expect((await api<{ hintsUsed: unknown }>(s.url, 'GET', `/api/matches/${t.id}/spectate`)).body.hintsUsed).toEqual([{ seat, at: 0 }]);
  });

  it('one hint per seat at a time: a second asked while the first is worked out is answered busy', async () => {
    const t = await table(s, { game: 'coins', players: 2, hints: true });
    const asker = mover(t.seats);
    const [first, second] = await Promise.all([asker.request<HintAck>('hint', {}, 60_000), asker.request<HintAck>('hint', {}, 60_000)]);
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, code: 'busy' });
  });

  it('a malformed hint message is refused with bad-request and the server plays on', async () => {
    const t = await table(s, { game: 'coins', players: 2, hints: true });
    const asker = mover(t.seats);
    for (const payload of [{ seat: 1 }, 'please', [1], 7]) expect(await asker.request<HintAck>('hint', payload)).toMatchObject({ ok: false, code: 'bad-request' });
    expect(await asker.raw<HintAck>('hint', '{"a":{"b":{"c":1}}}')).toMatchObject({ ok: false, code: 'bad-request' });
    expect(await asker.request('sync')).toMatchObject({ ok: true });
    const ack = await asker.request('move', { move: asker.state!.moves[0].move });
    expect(ack.ok).toBe(true);
  });

  it('a hint survives a restart, and the finished match\'s record keeps it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ramparts-hints-restart-'));
    try {
      const before = await startTestServer({ dataDir, rate: { perSecond: 500, burst: 500 }, hintIterations: HINT_ITERATIONS, botWorkers: 1 });
      const t = await table(before, { game: 'coins', players: 2, hints: true });
      const asker = mover(t.seats);
      const seat = asker.state!.seat!;
      expect((await asker.request<HintAck>('hint', {}, 60_000)).ok).toBe(true);
      [...t.seats, t.spectator].forEach((c) => c.close());
      await before.close();

      const after = await startTestServer({ dataDir, rate: { perSecond: 500, burst: 500 } });
      try {
        expect((await api<{ hintsUsed: unknown; seq: number }>(after.url, 'GET', `/api/matches/${t.id}/spectate`)).body).toMatchObject({ seq: 0, hintsUsed: [{ seat, at: 0 }] });
        // The seats come back with their credentials and play the match to its end.
        const again = t.credentials.map((credential, i) => client(after, { match: t.id, seat: i, credential }));
        await Promise.all(again.map((c) => c.until(() => c.state !== null, 10_000, 'the state after the restart')));
        expect(again[0].state!.hintsUsed).toEqual([{ seat, at: 0 }]);
        await playOut(again);
        const record = (await api<MatchRecord>(after.url, 'GET', `/api/matches/${t.id}/record`)).body;
        expect(record.hints).toEqual([{ seat, at: 0 }]);
        // The moves and their numbers are the game's alone: the record replays, hints and all.
        const replayed = Match.replay(record, (id) => after.service.registry.findGame(id));
        expect(replayed.hints()).toEqual([{ seat, at: 0 }]);
        expect(replayed.moveCount).toBe(record.moves.length);
        again.forEach((c) => c.close());
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('#17 hints and hidden information', () => {
  it("a cards hint names only the asking seat's own cards: never another hand's, the pile's or the Rubble's", async () => {
    const s = await server({ registry: { games: cardsGames, findGame: findCardsGame }, registryModule: new URL('../testing/cards-registry.ts', import.meta.url).href });
    for (let round = 0; round < 3; round++) {
      const t = await table(s, { game: 'cards', players: 2, hints: true });
      const asker = mover(t.seats);
      const seat = asker.state!.seat!;
      const ack = await asker.request<HintAck>('hint', {}, 60_000);
      expect(ack.ok, JSON.stringify(ack)).toBe(true);
      expect(ack.hints!.length).toBeGreaterThan(0);
      // The state the hint was asked in: the match as the log has it (no move yet), rebuilt from its seed.
      const row = await s.store.db.selectFrom('matches').selectAll().where('id', '=', t.id).executeTakeFirstOrThrow();
      const state = Match.create(findCardsGame('cards')!, { players: 2, options: JSON.parse(row.options), seed: row.seed }).state as CardsState;
      const json = JSON.stringify(ack);
      const other = 1 - seat;
      const secrets = secretsOf(state, other).filter((c) => !state.players[seat].hand.includes(c));
      expect(secrets.length).toBeGreaterThan(0);
      for (const card of secrets) expect(json).not.toContain(JSON.stringify(card));
    }
  }, 120_000);
});
