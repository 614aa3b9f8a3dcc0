import { Match } from '@ramparts/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.ts';
import { api, type TestServer } from '../testing/server.ts';
import { needServices } from '../testing/services.ts';
import { serversOnStore, type ServersOnStore } from '../testing/servers-on-store.ts';
import { findGame, games } from '../testing/toys-registry.ts';

type Err = { error: { code: string; message: string } };
type SeatsMessage = { seats: { seat: number; away: boolean; outOfTime: boolean }[] };
type Summary = { settings: { turnBased: { hours: number | null } | null; clock: { minutes: number; max?: number } | null }; seats: { outOfTime: boolean; away: boolean }[]; status: string };

/** A turn-based hour lasts this long here: "24 hours per move" is 0.96 s. */
const HOUR_MS = 40;

// Issue #30 on both stores: SQLite, and PostgreSQL when one is reachable.
const withPg = (await needServices(['postgres'], 'the turn-based tests on PostgreSQL')) === null;

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#30 turn-based matches over the server (%s)', (dialect) => {
  let server: TestServer;
  let store: ServersOnStore | undefined;
  const clients: TestClient[] = [];
  beforeAll(async () => {
    store = await serversOnStore(dialect, 'ramparts_turns', {
      rate: { perSecond: 200, burst: 400 },
      registry: { games, findGame },
      registryModule: new URL('../testing/toys-registry.ts', import.meta.url).href,
      turnHourMs: HOUR_MS,
      // A real-time table would hand a closed page's seat to a bot after this long; a turn-based one never does.
      abandonMs: 100,
    });
    [server] = store.servers;
  });
  afterAll(async () => {
    clients.forEach((c) => c.close());
    await store?.close();
  });

  /** A live public match with every seat taken; the people of `connect` are at the table (the others closed their page). */
  async function table(body: Record<string, unknown>, players: number, connect: number[]) {
    const m = (await api<{ id: string } & Summary>(server.url, 'POST', '/api/matches', { visibility: 'public', ...body })).body;
    const seats: { seat: number; credential: string }[] = [];
    for (let seat = 0; seat < players; seat++) seats.push((await api<{ seat: number; credential: string }>(server.url, 'POST', `/api/matches/${m.id}/join`, { seat })).body);
    const at = connect.map((seat) => new TestClient(server.url, { match: m.id, seat, credential: seats[seat].credential }));
    clients.push(...at);
    await Promise.all(at.map((c) => c.connected()));
    await Promise.all(at.map((c) => c.until(() => c.state !== null, 5000, 'the first state')));
    return { id: m.id, created: m, seats, at };
  }
  const seatsOf = (c: TestClient) => (c.seats as SeatsMessage | null)?.seats ?? [];

  it('#30 a clock runs out: nobody is marked away for a closed page; the others may not choose before time is up; skip hands the turns to a bot, written in the log and the record', async () => {
    const { id, created, seats, at } = await table({ game: 'dice-nim', players: 2, options: { stones: 30, dice: false }, turnBased: { hours: 24 } }, 2, [1]);
    expect(created.settings.turnBased).toEqual({ hours: 24 });
    expect(created.settings.clock).toMatchObject({ minutes: (24 * HOUR_MS) / 60_000, max: (24 * HOUR_MS) / 60_000 });
    const [other] = at;
    // Too soon: Player 1 still has time.
    expect(await other.request('absent', { target: 0, choice: 'skip' })).toMatchObject({ ok: false, code: 'time-left', message: 'Player 1 still has time to play.' });
    await other.until(() => seatsOf(other)[0]?.outOfTime === true, 5000, "Player 1's clock to run out");
    // Closed page, time run out, and still no bot: the others choose.
    expect(seatsOf(other)[0]).toMatchObject({ away: false, outOfTime: true });
    expect(other.state!.seq).toBe(0);
    const summary = (await api<Summary>(server.url, 'GET', `/api/matches/${id}`)).body;
    expect(summary.seats[0]).toMatchObject({ outOfTime: true, away: false });
    // Choices that do not fit are refused in words, and nothing is logged.
    expect(await other.request('absent', { target: 0, choice: 'bot' })).toMatchObject({ ok: false, code: 'wrong-choice' });
    expect(await other.request('absent', { target: 1, choice: 'skip' })).toMatchObject({ ok: false, code: 'own-seat' });
    expect(await other.request('absent', { target: 0, choice: 'later' })).toMatchObject({ ok: false, code: 'bad-request' });
    expect(await api<Err>(server.url, 'POST', `/api/matches/${id}/absent`, { seat: 1, credential: seats[0].credential, target: 0, choice: 'skip' })).toMatchObject({ status: 403, body: { error: { code: 'bad-credential' } } });
    expect(other.state!.seq).toBe(0);
    expect(await other.request('absent', { target: 0, choice: 'skip' })).toMatchObject({ ok: true, seq: 1 });
    await other.until(() => other.log.includes("Player 1's time ran out: Player 2 let a bot play Player 1's turns until they return."), 5000, 'the log line');
    // The table's bot plays Player 1's turn; Player 2's clock starts.
    await other.until(() => other.state!.seq >= 2 && other.state!.actors.includes(1), 10_000, "the bot's move for Player 1");
    expect(seatsOf(other)[0]).toMatchObject({ away: true, outOfTime: false });
    // Player 1 comes back: the seat is theirs again, with a full bank.
    const back = new TestClient(server.url, { match: id, seat: 0, credential: seats[0].credential });
    clients.push(back);
    await back.connected();
    await back.until(() => back.state !== null, 5000, 'the returning state');
    await back.request('back', {});
    await other.until(() => seatsOf(other)[0]?.away === false, 5000, 'the seat handed back');
    await other.request('resign', {});
    await back.until(() => back.state?.status === 'finished', 5000, 'the end');
    const record = (await api<{ timeouts: unknown }>(server.url, 'GET', `/api/matches/${id}/record`)).body;
    expect(record.timeouts).toEqual([{ seat: 0, at: 0, by: 1, choice: 'skip' }]);
  }, 30_000);

  it('#30 end: the match ends at once with the absent seat as the loser; the record replays it, and says the match was turn-based', async () => {
    const { id, at } = await table({ game: 'coins', turnBased: { hours: 24 } }, 2, [0, 1]);
    // Whoever the deal asks first lets their clock run out, page open or not; the other ends the match.
    const late = at[0].state!.actors[0];
    const other = at[1 - late];
    const [lateName, otherName] = late === 0 ? ['Attacker', 'Defender'] : ['Defender', 'Attacker'];
    await other.until(() => seatsOf(other)[late]?.outOfTime === true, 5000, 'the first clock to run out');
    const ack = await other.request<{ ok: boolean; state: { status: string; outcome: { winners: number[]; reason: string } } }>('absent', { target: late, choice: 'end' });
    expect(ack).toMatchObject({ ok: true, state: { status: 'finished', outcome: { winners: [1 - late], reason: `${lateName} ran out of time and the match was ended.` } } });
    expect(other.log.at(-1)).toBe(`${lateName}'s time ran out: ${otherName} ended the match; ${otherName} wins.`);
    const record = (await api<{ timeouts: unknown; turnBased: unknown }>(server.url, 'GET', `/api/matches/${id}/record`)).body;
    expect(record.turnBased).toEqual({ hours: 24 });
    expect(Match.replay(record, findGame).outcome()).toEqual(ack.state.outcome);
  }, 30_000);

  it('#30 co-operative: the team lets a bot play an absent hero until they return; ending or skipping is not theirs to choose', async () => {
    const { at } = await table({ game: 'crystal', players: 2, turnBased: { hours: 24 } }, 2, [1]);
    const [other] = at;
    // Crystal's Hero phase is in free order: both may act, both clocks run, and each acts when it suits them.
    expect(other.state!.actors).toEqual([0, 1]);
    expect((other.state!.clocks as { running: number[] }).running).toEqual([0, 1]);
    await new Promise((r) => setTimeout(r, 300));
    expect(await other.request('move', { move: other.state!.moves[0]!.move })).toMatchObject({ ok: true });
    // Its move refilled the bank; the absent hero's clock ran on.
    const banks = (other.state!.clocks as { remaining: number[] }).remaining;
    expect(banks[1]).toBeGreaterThan(24 * HOUR_MS - 100);
    expect(banks[0]).toBeLessThan(24 * HOUR_MS - 250);
    await other.until(() => seatsOf(other)[0]?.outOfTime === true, 5000, "the first hero's clock to run out");
    expect(seatsOf(other)[1]?.outOfTime).toBe(false);
    expect(await other.request('absent', { target: 0, choice: 'end' })).toMatchObject({ ok: false, code: 'wrong-choice' });
    expect(await other.request('absent', { target: 0, choice: 'bot' })).toMatchObject({ ok: true });
    await other.until(() => seatsOf(other)[0]?.away === true, 5000, 'a bot for the absent hero');
  }, 30_000);

  it('#30 real time and no limit have nothing to choose; a turn-based match takes only its own paces, never with a real-time clock', async () => {
    const real = await table({ game: 'dice-nim', players: 2, options: { stones: 30, dice: false } }, 2, [1]);
    expect(await real.at[0].request('absent', { target: 0, choice: 'skip' })).toMatchObject({ ok: false, code: 'not-turn-based' });
    const free = await table({ game: 'dice-nim', players: 2, options: { stones: 30, dice: false }, turnBased: { hours: null } }, 2, [1]);
    expect(free.created.settings).toMatchObject({ turnBased: { hours: null }, clock: null });
    expect(await free.at[0].request('absent', { target: 0, choice: 'skip' })).toMatchObject({ ok: false, code: 'no-limit' });
    expect(await api<Err>(server.url, 'POST', '/api/matches', { game: 'coins', turnBased: { hours: 5 } })).toMatchObject({ status: 400 });
    expect(await api<Err>(server.url, 'POST', '/api/matches', { game: 'coins', turnBased: { hours: 24 }, clock: { minutes: 5, increment: 2 } })).toMatchObject({ status: 400, body: { error: { code: 'bad-clock' } } });
  }, 30_000);
});
