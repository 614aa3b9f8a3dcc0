import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGame, games } from '@ramparts/games';
import { Match } from '@ramparts/engine';
import { TestClient } from '../testing/client.ts';
import { signedUp, sit } from '../testing/account-seats.ts';
import { needServices } from '../testing/services.ts';
import { api, type TestServer } from '../testing/server.ts';
import { serversOnStore, type ServersOnStore } from '../testing/servers-on-store.ts';
import { countFinished, countMissedRatings, rebuildRatings } from './counting.ts';

const withPg = (await needServices(['postgres'], "the ratings' PostgreSQL tests")) === null;
const registry = { games, findGame };

type Err = { error: { code: string; message: string } };
interface Profile {
  name: string;
  games: { game: string; mode: string; played: number; won: number }[];
  ratings: { game: string; mode: string; rating: number; mu: number; sigma: number; played: number; won: number; history: { rating: number }[] }[];
  records: { game: string; scenario: string; wins: number; losses: number; best: { measure: number } | null; streak: { current: number; best: number } }[];
  matches: { id: string; won: boolean; rated: boolean }[];
}

/** Polls until `check` gives a value (counting runs just after a match ends). */
async function eventually<T>(get: () => Promise<T | undefined>, what: string, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#29 ratings, leaderboards, halls and profiles on %s', (dialect) => {
  let server: TestServer;
  let stores: ServersOnStore | undefined;
  const rand = Math.random().toString(36).slice(2, 7);
  const ann = `ann${rand}`;
  const bob = `bob${rand}`;

  beforeAll(async () => {
    stores = await serversOnStore(dialect, 'ramparts_players');
    [server] = stores.servers;
  });
  afterAll(() => stores?.close());

  const profile = async (name: string) => (await api<Profile>(server.url, 'GET', `/api/players/${name}`)).body;
  const duel = async (extra: Record<string, unknown> = {}) => (await api<{ id: string }>(server.url, 'POST', '/api/matches', { game: 'coins', options: { mode: 'duel' }, rated: true, visibility: 'public', ...extra })).body.id;

  it('a rated coins duel between two accounts moves the winner up and the loser down (rule: ratings from finished rated matches); profiles and the board show them', async () => {
    const a = await signedUp(server.url, ann);
    const b = await signedUp(server.url, bob);
    const id = await duel();
    await sit(a, id, 0);
    const bobs = await sit(b, id, 1);
    expect((await api(server.url, 'POST', `/api/matches/${id}/resign`, { seat: 1, credential: bobs })).status).toBe(200);
    const winner = await eventually(async () => ((await profile(ann)).ratings.length ? profile(ann) : undefined), "Ann's rating");
    const loser = await profile(bob);
    expect(winner.ratings).toEqual([expect.objectContaining({ game: 'coins', mode: 'duel', played: 1, won: 1 })]);
    expect(loser.ratings).toEqual([expect.objectContaining({ game: 'coins', mode: 'duel', played: 1, won: 0 })]);
    expect(winner.ratings[0].mu).toBeGreaterThan(25);
    expect(loser.ratings[0].mu).toBeLessThan(25);
    expect(winner.ratings[0].rating).toBeGreaterThan(loser.ratings[0].rating);
    expect(winner.ratings[0].history.map((h) => h.rating)).toEqual([0, winner.ratings[0].rating]);
    expect(winner.games).toEqual([{ game: 'coins', mode: 'Duel: Attacker against Defender', played: 1, won: 1 }]);
    expect(winner.matches).toEqual([expect.objectContaining({ id, won: true, rated: true })]);
    // Your data is yours: the export carries the rating and the change the match made.
    const mine = (await a.call<{ ratings: { game: string; mu: number }[]; ratingChanges: { match: string; won: boolean; muBefore: number; mu: number }[] }>('GET', '/api/account/export')).body;
    expect(mine.ratings).toEqual([expect.objectContaining({ game: 'coins', mode: 'duel', mu: winner.ratings[0].mu, played: 1, won: 1 })]);
    expect(mine.ratingChanges).toEqual([expect.objectContaining({ match: id, seat: 0, won: true, muBefore: 25, mu: winner.ratings[0].mu })]);
    // Counting again (another instance hearing of the same end) changes nothing.
    expect(await countFinished(server.store, registry, id)).toBe('nothing');
    expect((await profile(ann)).ratings[0].mu).toBe(winner.ratings[0].mu);
    const board = await b.call<{ rows: { name: string; place: number }[]; you: { place: number } | null; bots: { level: string; rating: number }[] }>('GET', '/api/leaderboards/coins/duel');
    expect(board.body.rows.map((r) => r.name)).toEqual([ann, bob]);
    expect(board.body.you).toMatchObject({ place: 2 });
    // A table or replay names the seats held by accounts (to link their profiles).
    expect((await api(server.url, 'GET', `/api/matches/${id}/players`)).body).toEqual({ seats: [{ seat: 0, name: ann }, { seat: 1, name: bob }] });
    // The bots' fixed ratings are ordered by level.
    const [easy, normal, hard] = board.body.bots.map((x) => x.rating);
    expect(easy).toBeLessThan(normal);
    expect(normal).toBeLessThan(hard);
  });

  it('a rated match with a guest seat is not rated (rule: every seat an account or a bot)', async () => {
    const a = await signedUp(server.url, `cy${rand}`);
    const id = await duel();
    await sit(a, id, 0);
    const guest = await api<{ credential: string }>(server.url, 'POST', `/api/matches/${id}/join`, { seat: 1 });
    await api(server.url, 'POST', `/api/matches/${id}/resign`, { seat: 1, credential: guest.body.credential });
    await eventually(async () => ((await api<{ status: string }>(server.url, 'GET', `/api/matches/${id}`)).body.status === 'finished' ? true : undefined), 'the end');
    expect(await countFinished(server.store, registry, id)).toBe('nothing');
    expect((await profile(`cy${rand}`)).ratings).toEqual([]);
    expect((await profile(`cy${rand}`)).games).toEqual([{ game: 'coins', mode: 'Duel: Attacker against Defender', played: 1, won: 1 }]);
  });

  it('a rated match against a hard bot is rated, the bot keeping its fixed rating (rule: bots rated by level)', async () => {
    const a = await signedUp(server.url, `di${rand}`);
    const id = await duel({ seats: ['human', 'hard'] });
    const cred = await sit(a, id, 0);
    await api(server.url, 'POST', `/api/matches/${id}/resign`, { seat: 0, credential: cred });
    const p = await eventually(async () => ((await profile(`di${rand}`)).ratings.length ? profile(`di${rand}`) : undefined), 'the rating');
    expect(p.ratings[0]).toMatchObject({ played: 1, won: 0 });
    const change = await server.store.db.selectFrom('rating_changes').selectAll().where('match_id', '=', id).where('seat', '=', 1).executeTakeFirstOrThrow();
    expect({ bot: change.bot, same: change.mu === change.mu_before }).toEqual({ bot: 'hard', same: true });
  });

  it('refuses undo in a rated match (rated-no-undo) and offers none (canUndo false)', async () => {
    const a = await signedUp(server.url, `ed${rand}`);
    const b = await signedUp(server.url, `fi${rand}`);
    const id = await duel();
    const creds = [await sit(a, id, 0), await sit(b, id, 1)];
    const first = new TestClient(server.url, { match: id, seat: 0, credential: creds[0] });
    const second = new TestClient(server.url, { match: id, seat: 1, credential: creds[1] });
    try {
      await Promise.all([first.connected(), second.connected()]);
      await first.until(() => first.state !== null && second.state !== null, 10_000, 'states');
      await first.until(() => (first.state?.actors.length ?? 0) > 0, 10_000, 'an actor');
      const mover = first.state!.actors.includes(0) ? first : second;
      const moved = await mover.request('move', { move: mover.state!.moves[0].move });
      expect(moved.ok).toBe(true);
      expect(mover.state!.canUndo).toBe(false);
      const undo = await mover.request('undo');
      expect(undo).toMatchObject({ ok: false, code: 'rated-no-undo', message: 'This match is rated: a move cannot be taken back.' });
    } finally {
      first.close();
      second.close();
    }
  });

  it('refuses a rated set-up that cannot be rated, in words (not-ratable)', async () => {
    const cases = [
      { game: 'coins', options: { mode: 'solo-defender' }, players: 1, rated: true },
      { game: 'dice', rated: true },
      { game: 'coins', options: { mode: 'duel' }, rated: true, hints: true },
      { game: 'coins', options: { mode: 'duel' }, rated: true, seats: ['human', 'mcts:500'] },
    ];
    for (const body of cases) {
      const r = await api<Err>(server.url, 'POST', '/api/matches', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.code).toBe('not-ratable');
      expect(r.body.error.message).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('a co-operative win appears in the hall with its best result, best team first (rule: records per scenario and difficulty)', async () => {
    const dice = findGame('dice')!;
    const a = await signedUp(server.url, `gu${rand}`);
    // Finished dice matches as the log would leave them; the final positions are given (a win with more gate left is better).
    const made: string[] = [];
    for (const [won, gateLost] of [[true, 2], [true, 0], [false, 0]] as const) {
      const id = (await api<{ id: string }>(server.url, 'POST', '/api/matches', { game: 'dice', options: { scenario: '2', difficulty: 'hard' }, visibility: 'public' })).body.id;
      await sit(a, id, 0);
      await server.store.db.updateTable('matches').set({ status: 'finished', outcome: JSON.stringify(won ? { winners: [0], reason: 'The gate held.' } : { winners: [], reason: 'The gate fell.' }), updated_at: Date.now() + made.length }).where('id', '=', id).execute();
      const state = structuredClone(Match.create(dice, { players: 1, options: { scenario: '2', difficulty: 'hard' }, seed: 's' }).state) as { gate: number[] };
      state.gate = state.gate.slice(gateLost);
      expect(await countFinished(server.store, registry, id, { state, moves: 0 })).toBe('coop');
      made.push(id);
    }
    const hall = await api<{ measure: string; scenarios: { scenario: string; best: { match: string; won: boolean; measure: number; team: { name: string; account: boolean }[] }[] }[] }>(server.url, 'GET', '/api/halls/dice');
    expect(hall.body.measure).toBe('gate health left');
    const s = hall.body.scenarios.find((x) => x.scenario === 'Scenario 2, hard')!;
    expect(s.best.map((e) => e.match)).toEqual([made[1], made[0], made[2]]);
    expect(s.best[0]).toMatchObject({ won: true, team: [{ name: `gu${rand}`, account: true }] });
    expect(s.best[0].measure).toBeGreaterThan(s.best[1].measure);
    const p = await profile(`gu${rand}`);
    expect(p.records).toEqual([{ game: 'dice', scenario: 'Scenario 2, hard', measure: 'gate health left', wins: 2, losses: 1, best: expect.objectContaining({ won: true, measure: s.best[0].measure }), streak: { current: 0, best: 2 } }]);
    expect((await api<Err>(server.url, 'GET', '/api/halls/coins')).body.error.code).toBe('no-hall');
    // Your data is yours: the export lists the three results as the hall counted them.
    const mine = (await a.call<{ coopResults: { match: string; won: boolean; scenario: string }[] }>('GET', '/api/account/export')).body;
    expect(mine.coopResults.map((c) => [c.match, c.won])).toEqual([[made[0], true], [made[1], true], [made[2], false]]);
  });

  it('a co-operative match played to its end on the server is recorded when it ends, with the moves it took (rule: records from finished matches)', async () => {
    const a = await signedUp(server.url, `lo${rand}`);
    const id = (await api<{ id: string }>(server.url, 'POST', '/api/matches', { game: 'dice', players: 2, seats: ['human', 'random'], options: { scenario: '1', difficulty: 'easy' }, visibility: 'public' })).body.id;
    const cred = await sit(a, id, 0);
    // Leaving hands the heroes to the table's bot (random here), which plays to the end at once with the other bot.
    expect((await api(server.url, 'POST', `/api/matches/${id}/resign`, { seat: 0, credential: cred })).status).toBe(200);
    const rows = await eventually(async () => {
      const r = await server.store.db.selectFrom('coop_results').selectAll().where('match_id', '=', id).execute();
      return r.length ? r : undefined;
    }, 'the record', 60_000);
    expect(rows).toEqual([expect.objectContaining({ seat: 0, account_id: expect.any(String), scenario: 'Scenario 1, easy' }), expect.objectContaining({ seat: 1, account_id: null, name: 'random bot' })]);
    expect(rows[0].moves).toBeGreaterThan(0);
    expect((await profile(`lo${rand}`)).records).toEqual([expect.objectContaining({ game: 'dice', scenario: 'Scenario 1, easy', wins: rows[0].won, losses: 1 - rows[0].won })]);
  }, 90_000);

  it('ramparts admin ratings --rebuild gives the same tables (rule: ratings come from finished records only)', async () => {
    const snapshot = async () => ({
      ratings: await server.store.db.selectFrom('ratings').selectAll().orderBy('account_id').orderBy('game').orderBy('mode').execute(),
      changes: await server.store.db.selectFrom('rating_changes').selectAll().orderBy('match_id').orderBy('seat').execute(),
      // The dice matches made by hand above had their final positions given, unlike their logs: their measure is left out.
      coop: await server.store.db.selectFrom('coop_results').select(['match_id', 'seat', 'account_id', 'scenario', 'won', 'moves']).orderBy('match_id').orderBy('seat').execute(),
      played: await server.store.db.selectFrom('coop_results').select(['match_id', 'measure']).where('moves', '>', 0).orderBy('match_id').execute(),
    });
    const before = await snapshot();
    expect(before.ratings.length).toBeGreaterThanOrEqual(3);
    const counted = await rebuildRatings(server.store, registry);
    expect(counted.rated).toBe(2);
    expect(await snapshot()).toEqual(before);
  });

  it('a rated match whose counting was lost (the process stopped at its end) is counted at the next start (rule: nothing acknowledged is lost)', async () => {
    const a = await signedUp(server.url, `jo${rand}`);
    const b = await signedUp(server.url, `ka${rand}`);
    const id = await duel();
    await sit(a, id, 0);
    const cred = await sit(b, id, 1);
    await api(server.url, 'POST', `/api/matches/${id}/resign`, { seat: 1, credential: cred });
    const counted = await eventually(async () => ((await profile(`jo${rand}`)).ratings.length ? profile(`jo${rand}`) : undefined), 'the rating');
    // As if the process had died between the end and the counting.
    const accounts = (await server.store.db.selectFrom('rating_changes').select('account_id').where('match_id', '=', id).execute()).map((r) => r.account_id!);
    await server.store.db.deleteFrom('rating_changes').where('match_id', '=', id).execute();
    await server.store.db.deleteFrom('ratings').where('account_id', 'in', accounts).execute();
    expect((await profile(`jo${rand}`)).ratings).toEqual([]);
    expect(await countMissedRatings(server.store, registry, Date.now() - 60_000)).toBe(1);
    expect((await profile(`jo${rand}`)).ratings).toEqual(counted.ratings);
    expect(await countMissedRatings(server.store, registry, Date.now() - 60_000)).toBe(0);
  });

  it('pages a leaderboard (20 a page) and tells a signed-in player their own place', async () => {
    const now = Date.now();
    const ids = Array.from({ length: 25 }, (_, i) => `pg${rand}${i}`);
    await server.store.db.insertInto('accounts').values(ids.map((id, i) => ({ id, name: `p${i}${rand}`, name_key: `p${i}${rand}`, password_hash: 'x', created_at: now + i }))).execute();
    await server.store.db
      .insertInto('ratings')
      .values(ids.map((id, i) => ({ account_id: id, game: 'cards', mode: '3-players', mu: 40 - i, sigma: 5, ordinal: 25 - i, played: 3, won: 1, updated_at: now })))
      .execute();
    const me = await signedUp(server.url, `ha${rand}`);
    const mine = (await me.call<{ account: { id: string } }>('GET', '/api/account')).body.account.id;
    await server.store.db.insertInto('ratings').values({ account_id: mine, game: 'cards', mode: '3-players', mu: 20, sigma: 5, ordinal: 5, played: 1, won: 0, updated_at: now }).execute();
    const page2 = await me.call<{ page: number; pages: number; total: number; rows: { place: number; name: string }[]; you: { place: number; name: string } }>('GET', '/api/leaderboards/cards/3-players?page=2');
    expect(page2.body).toMatchObject({ page: 2, pages: 2, total: 26 });
    expect(page2.body.rows.map((r) => r.place)).toEqual([21, 22, 23, 24, 25, 26]);
    // Ordinal 5 ties p20 (25 - 20): more games go first.
    expect(page2.body.rows[1].name).toBe(`ha${rand}`);
    expect(page2.body.you).toMatchObject({ place: 22, name: `ha${rand}` });
    expect((await api<{ you: null }>(server.url, 'GET', '/api/leaderboards/cards/3-players')).body.you).toBeNull();
    const bad = await api<Err>(server.url, 'GET', '/api/leaderboards/dice/anything');
    expect(bad.status).toBe(404);
    expect(bad.body.error).toMatchObject({ code: 'unknown-mode' });
    expect((await api<Err>(server.url, 'GET', '/api/leaderboards/cards/3-players?page=0')).status).toBe(400);
  });

  it("a private match's seat holders are told only with its key (rule: hidden information stays hidden)", async () => {
    const a = await signedUp(server.url, `iv${rand}`);
    const made = await api<{ id: string; invitation: string }>(server.url, 'POST', '/api/matches', { game: 'coins', options: { mode: 'duel' } });
    await sit(a, made.body.id, 0, made.body.invitation);
    const without = await api<Err>(server.url, 'GET', `/api/matches/${made.body.id}/players`);
    expect(without.status).toBe(403);
    expect(without.body.error.code).toBe('bad-invitation');
    const res = await fetch(`${server.url}/api/matches/${made.body.id}/players`, { headers: { 'x-match-key': made.body.invitation } });
    expect(await res.json()).toEqual({ seats: [{ seat: 0, name: `iv${rand}` }] });
  });

  it('a deleted account leaves the boards and its hall entries read "a former player" (rule: your data is yours)', async () => {
    const a = await signedUp(server.url, `mo${rand}`);
    const b = await signedUp(server.url, `ny${rand}`);
    const id = await duel();
    await sit(a, id, 0);
    const cred = await sit(b, id, 1);
    await api(server.url, 'POST', `/api/matches/${id}/resign`, { seat: 1, credential: cred });
    await eventually(async () => ((await profile(`mo${rand}`)).ratings.length ? true : undefined), 'the rating');
    const coop = (await api<{ id: string }>(server.url, 'POST', '/api/matches', { game: 'dice', players: 2, seats: ['human', 'random'], visibility: 'public' })).body.id;
    const mine = await sit(a, coop, 0);
    await api(server.url, 'POST', `/api/matches/${coop}/resign`, { seat: 0, credential: mine });
    await eventually(async () => ((await server.store.db.selectFrom('coop_results').select('seat').where('match_id', '=', coop).execute()).length ? true : undefined), 'the record', 60_000);
    expect((await a.write('DELETE', '/api/account', { password: 'a good password' })).status).toBe(200);
    const board = await api<{ rows: { name: string }[] }>(server.url, 'GET', '/api/leaderboards/coins/duel');
    expect(board.body.rows.map((r) => r.name)).not.toContain(`mo${rand}`);
    expect(board.body.rows.map((r) => r.name)).toContain(`ny${rand}`);
    const hall = await api<{ scenarios: { best: { match: string; team: { name: string; account: boolean }[] }[] }[] }>(server.url, 'GET', '/api/halls/dice');
    const entry = hall.body.scenarios.flatMap((s) => s.best).find((e) => e.match === coop);
    expect(entry?.team[0]).toEqual({ name: 'a former player', account: false });
    expect(JSON.stringify(hall.body)).not.toContain(`mo${rand}`);
    expect((await api(server.url, 'GET', `/api/players/mo${rand}`)).status).toBe(404);
  }, 90_000);

  it('the profile of an unknown name is a 404 in words (no-such-player)', async () => {
    const r = await api<Err>(server.url, 'GET', '/api/players/nobody-here');
    expect(r.status).toBe(404);
    expect(r.body.error).toEqual({ code: 'no-such-player', message: 'Nobody here is called "nobody-here".' });
  });

  it('the profile of a name with control characters answers in words without sending them back (no-such-player)', async () => {
    const r = await api<Err>(server.url, 'GET', '/api/players/ann%00%1B%5B31mred%7F');
    expect(r.status).toBe(404);
    expect(r.body.error).toEqual({ code: 'no-such-player', message: 'Nobody here is called "ann [31mred".' });
    // eslint-disable-next-line no-control-regex -- what must not come back
    expect(r.body.error.message).not.toMatch(/[\u0000-\u001f\u007f]/);
    const only = await api<Err>(server.url, 'GET', '/api/players/%1B%1B%00');
    expect(only.status).toBe(404);
    expect(only.body.error).toEqual({ code: 'no-such-player', message: 'Nobody here has that name.' });
  });
});
