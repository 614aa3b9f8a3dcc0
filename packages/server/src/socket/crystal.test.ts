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

/** The spawn deck's order in a state: the only hidden information of Crystal Defenders. */
const deckOf = (state: unknown) => (state as { deck: string[] }).deck;

describe('Crystal Defenders online', () => {
  it('a person and the heuristic bot defend the crystal to the end over Socket.IO; the deck order stays hidden; the record replays', async () => {
    const created = await api<{ id: string }>(server.url, 'POST', '/api/matches', { game: 'crystal', players: 2, visibility: 'public', seats: ['human', 'heuristic'], options: {} });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const joined = await api<{ seat: number; credential: string }>(server.url, 'POST', `/api/matches/${id}/join`, {});
    expect(joined.body.seat).toBe(0);
    const me = new TestClient(server.url, { match: id, seat: 0, credential: joined.body.credential });
    const spectator = new TestClient(server.url, { match: id });
    await Promise.all([me.connected(), spectator.connected()]);
    await me.until(() => me.state !== null, 5000, 'the first state');
    // What the REST answers say of the match while it is played (checked against the deck below).
    const rest: string[] = [];
    const pick = chooser(13);
    for (let i = 0; i < 4000 && me.state!.status !== 'finished'; i++) {
      const s = me.state!;
      if (s.moves.length === 0) {
        // Free order: my hero is done for this phase; the bot's hero finishes it (and the Board phase runs).
        await me.until(() => me.state!.seq > s.seq || me.state!.status === 'finished', 20_000, 'the bot’s move');
        continue;
      }
      if (i % 25 === 0) {
        rest.push(JSON.stringify((await api(server.url, 'GET', `/api/matches/${id}/spectate`)).body));
        rest.push(JSON.stringify((await api(server.url, 'GET', `/api/matches/${id}`)).body));
      }
      const ack = await me.request<{ ok: boolean; seq: number; error?: unknown }>('move', { move: s.moves[pick(s.moves.length)].move, seq: s.seq });
      // The bot may act between my reading the state and my move arriving: a stale move is refused, read again.
      if (!ack.ok) {
        await me.until(() => me.state!.seq > s.seq, 5000, 'the newer state');
        continue;
      }
      await me.until(() => me.state!.seq >= ack.seq, 5000, 'my move’s state');
    }
    expect(me.state!.status).toBe('finished');
    await spectator.until(() => spectator.state?.status === 'finished', 10_000, 'the end for the spectator');

    const rec = await api<{ seed: string; options: unknown; moves: { seat: number; move: unknown }[] }>(server.url, 'GET', `/api/matches/${id}/record`);
    expect(rec.status).toBe(200);
    const replayed = Match.replay(rec.body, findGame);
    expect(replayed.outcome()).toEqual(me.state!.outcome);
    expect(rec.body.moves.length).toBeGreaterThan(10);

    // Every deck order the game went through, replayed from the record: none may reach a player or a spectator.
    const game = findGame('crystal')!;
    const match = Match.create(game, { players: 2, options: rec.body.options, seed: rec.body.seed });
    // A deck as its ids in order ("c4","c1","c9"): three or more, as a drawn card's id alone may be said.
    const decks = new Set<string>();
    const note = () => deckOf(match.state).length >= 3 && decks.add(JSON.stringify(deckOf(match.state)).slice(1, -1));
    note();
    for (const mv of rec.body.moves) {
      match.play(mv.seat, mv.move);
      note();
    }
    expect(decks.size).toBeGreaterThan(0);
    const said = [...me.messages, ...spectator.messages].map((m) => JSON.stringify(m.data)).concat(rest);
    expect(said.length).toBeGreaterThan(20);
    for (const text of said) {
      expect(text).not.toContain(rec.body.seed);
      expect(text).not.toMatch(/"deck":\[/);
      for (const deck of decks) expect(text).not.toContain(deck);
    }
    me.close();
    spectator.close();
  }, 120_000);
});
