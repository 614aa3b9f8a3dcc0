import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedUp, sit } from '../testing/account-seats.ts';
import { pushedTo, playUntil as playTo } from '../testing/notice-play.ts';
import { pushService, testSubscription } from '../testing/push-endpoint.ts';
import { needServices } from '../testing/services.ts';
import { api, type TestServer } from '../testing/server.ts';
import { serversOnStore, type ServersOnStore } from '../testing/servers-on-store.ts';

const withPg = (await needServices(['postgres'], "the seat pushes' PostgreSQL tests")) === null;

/*
 * Guests' notices (#30): "guests may play turn-based by link too; only their notices need a browser that allowed
 * them". A browser holding a seat's credential subscribes that seat; the seat's notices are pushed to it while no
 * account holds the seat, through the same job (dedupe, retries, 404/410 forgetting) as an account's.
 */
describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#30 a seat subscribed by a guest on %s', (dialect) => {
  let server: TestServer;
  let push: Awaited<ReturnType<typeof pushService>>;
  let store: ServersOnStore | undefined;
  const rand = Math.random().toString(36).slice(2, 7);

  beforeAll(async () => {
    push = await pushService();
    store = await serversOnStore(dialect, 'ramparts_seat_push', { noticeOptions: { allowHttpPush: true, pollMs: 50, retryBaseMs: 100, pushTimeoutMs: 1000 } });
    [server] = store.servers;
  });
  afterAll(async () => {
    await store?.close();
    await push?.close();
  });
  beforeEach(() => push.setAnswer(() => ({ status: 201 })));

  const call = <T = unknown>(method: string, path: string, body?: unknown) => api<T>(server.url, method, path, body);
  /** A new browser's subscription at `path` of the local push service (the test keeps its keys). */
  const browser = (path: string) => testSubscription(`${push.url}/${path}`);
  /** The pushes that reached `path`, decrypted with the subscription's keys. */
  const received = (sub: ReturnType<typeof testSubscription>, path: string) => pushedTo(push.got, sub, path);
  const seatSubs = (match: string) => server.service.store.db.selectFrom('seat_push_subscriptions').select(['seat', 'endpoint']).where('match_id', '=', match).orderBy('seat').execute();
  const join = async (id: string, seat: number, invitation: string) => {
    const r = await call<{ credential: string }>('POST', `/api/matches/${id}/join`, { seat, invitation });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.credential;
  };
  const subscribeSeat = (id: string, seat: number, credential: string, sub: ReturnType<typeof testSubscription>) => call<{ ok?: true; error?: { code: string } }>('POST', `/api/matches/${id}/push`, { seat, credential, subscription: sub.json });
  const playUntil = (id: string, seat: number) => playTo(server.service, id, seat);
  const droppedCount = async () => Number((await (await fetch(`${server.url}/metrics`)).text()).match(/ramparts_push_subscriptions_dropped_total (\d+)/)?.[1] ?? 0);

  it("#30 two guests play turn-based by link: each seat's browser gets 'your turn' pushes, encrypted to its keys, and its clock notice; a wrong credential is refused and subscribes nothing; a 410 forgets the seat's subscription; the end is told and the seats' subscriptions go", async () => {
    // Ann, a guest, starts a turn-based table and sits; Bob, a guest, joins by the link.
    const m = await call<{ id: string; invitation: string }>('POST', '/api/matches', { game: 'coins', players: 2, turnBased: { hours: 24 } });
    expect(m.status, JSON.stringify(m.body)).toBe(201);
    const { id, invitation } = m.body;
    const annPath = `ann-${rand}`;
    const bobPath = `bob-${rand}`;
    const ann = browser(annPath);
    const bob = browser(bobPath);
    const annCred = await join(id, 0, invitation);
    expect((await subscribeSeat(id, 0, annCred, ann)).status).toBe(201);

    // A credential that does not hold the seat: refused in words, and nothing is subscribed.
    const wrong = await subscribeSeat(id, 1, annCred, bob);
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatchObject({ code: 'bad-credential', message: 'That credential does not hold this seat.' });
    expect(await seatSubs(id)).toEqual([{ seat: 0, endpoint: `${push.url}/${annPath}` }]);
    expect((await call('POST', '/api/matches/nope/push', { seat: 0, credential: annCred, subscription: ann.json })).status).toBe(404);
    // A real-time match is played at the table: no notices to subscribe to.
    const rt = await call<{ id: string; invitation: string }>('POST', '/api/matches', { game: 'coins', players: 2 });
    const rtCred = await join(rt.body.id, 0, rt.body.invitation);
    expect((await subscribeSeat(rt.body.id, 0, rtCred, ann)).body.error).toMatchObject({ code: 'not-turn-based' });
    expect(await seatSubs(rt.body.id)).toEqual([]);

    const bobCred = await join(id, 1, invitation);
    expect((await subscribeSeat(id, 1, bobCred, bob)).status).toBe(201);
    // Again is harmless (one subscription per seat and browser).
    expect((await subscribeSeat(id, 1, bobCred, bob)).status).toBe(201);
    expect((await seatSubs(id)).length).toBe(2);

    // Each time the match becomes a seat's, its guest's browser hears it. (The start's notice reaches the first seat
    // to act only when its browser subscribed before the start: Ann's did, Bob's subscribed once seated.)
    const first = (await server.service.snapshot(id, null))!.actors[0]!;
    const other = 1 - first;
    const [firstSub, firstPath, otherSub, otherPath] = first === 0 ? [ann, annPath, bob, bobPath] : [bob, bobPath, ann, annPath];
    if (first === 0) await expect.poll(() => received(ann, annPath).length, { timeout: 5000 }).toBe(1);
    else await new Promise((r) => setTimeout(r, 300));
    const started = received(firstSub, firstPath).length;
    await playUntil(id, other);
    await expect.poll(() => received(otherSub, otherPath).length, { timeout: 5000 }).toBe(1);
    expect(received(otherSub, otherPath)[0]).toEqual({ kind: 'turn', title: 'Your turn in Coin Siege', body: 'Coin Siege: it is your move.', url: `/#/match/${id}`, tag: `ramparts-${id}`, match: id });
    await playUntil(id, first);
    await expect.poll(() => received(firstSub, firstPath).length, { timeout: 5000 }).toBe(started + 1);
    expect(received(firstSub, firstPath).every((b) => b.kind === 'turn' && b.match === id)).toBe(true);
    // The clock down to a quarter is told too, once per move.
    await server.notices.noticeClockLow(id, first);
    await server.notices.noticeClockLow(id, first);
    await expect.poll(() => received(firstSub, firstPath).filter((b) => b.kind === 'clock').length, { timeout: 5000 }).toBe(1);
    expect(received(firstSub, firstPath).at(-1)).toMatchObject({ kind: 'clock', title: 'Your time is running out in Coin Siege', match: id });
    // No email and no account: each seat notice was sorted into its push and nothing else (no email item waits).
    await expect.poll(() => server.service.store.db.selectFrom('notice_queue').select('channel').where('match_id', '=', id).where('channel', '!=', 'done').execute(), { timeout: 5000 }).toEqual([]);
    const done = await server.service.store.db.selectFrom('notice_queue').select(['account_id', 'seat']).where('match_id', '=', id).execute();
    expect(done.length).toBeGreaterThanOrEqual(2);
    expect(done.every((r) => r.account_id === null && (r.seat === 0 || r.seat === 1))).toBe(true);

    // The other's browser is gone (410): its seat subscription is forgotten, and counted.
    const before = await droppedCount();
    push.setAnswer((p) => (p === `/${otherPath}` ? { status: 410 } : { status: 201 }));
    await playUntil(id, other);
    await expect.poll(async () => (await seatSubs(id)).map((s) => s.seat), { timeout: 5000 }).toEqual([first]);
    expect(await droppedCount()).toBe(before + 1);
    expect(received(otherSub, otherPath).length).toBe(1);

    // The other resigns: the first seat's browser is told it won; then no seat subscription is left.
    const credentials = [annCred, bobCred];
    push.setAnswer(() => ({ status: 201 }));
    expect((await call('POST', `/api/matches/${id}/resign`, { seat: other, credential: credentials[other] })).status).toBe(200);
    await expect.poll(() => received(firstSub, firstPath).filter((b) => b.kind === 'ended').length, { timeout: 5000 }).toBe(1);
    expect(received(firstSub, firstPath).at(-1)!.body).toMatch(/^You won\./);
    await expect.poll(() => seatSubs(id), { timeout: 5000 }).toEqual([]);
    // A finished match takes no more subscriptions.
    expect((await subscribeSeat(id, first, credentials[first]!, firstSub)).body.error).toMatchObject({ code: 'game-over' });
  });

  it("#30 a seat's subscription goes when the seat changes hands, and DELETE removes one (with the seat's credential)", async () => {
    const m = await call<{ id: string; invitation: string }>('POST', '/api/matches', { game: 'coins', players: 2, turnBased: { hours: 24 } });
    const { id, invitation } = m.body;
    const oldPath = `old-${rand}`;
    const old = browser(oldPath);
    const leaving = await join(id, 0, invitation);
    expect((await subscribeSeat(id, 0, leaving, old)).status).toBe(201);
    // The seat is left before the start and taken by someone else: its notices are not the old browser's any more.
    expect((await call('POST', `/api/matches/${id}/leave`, { seat: 0, credential: leaving })).status).toBe(200);
    const newcomer = await join(id, 0, invitation);
    const keptPath = `kept-${rand}`;
    const kept = browser(keptPath);
    const bobCred = await join(id, 1, invitation);
    expect((await subscribeSeat(id, 1, bobCred, kept)).status).toBe(201);
    // The match started: at its first notice the old browser's subscription (the seat's older generation) goes.
    await expect.poll(async () => (await seatSubs(id)).map((s) => s.seat), { timeout: 5000 }).toEqual([1]);
    // DELETE takes the seat's credential: a wrong one is refused and changes nothing.
    expect((await call<{ error: { code: string } }>('DELETE', `/api/matches/${id}/push`, { seat: 1, credential: newcomer, endpoint: kept.json.endpoint })).body.error.code).toBe('bad-credential');
    expect((await seatSubs(id)).map((s) => s.seat)).toEqual([1]);

    await playUntil(id, 0);
    await playUntil(id, 1);
    await expect.poll(() => received(kept, keptPath).length, { timeout: 5000 }).toBeGreaterThan(0);
    await playUntil(id, 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(received(old, oldPath)).toEqual([]);
    const told = received(kept, keptPath).length;

    expect((await call('DELETE', `/api/matches/${id}/push`, { seat: 1, credential: bobCred, endpoint: kept.json.endpoint })).status).toBe(200);
    expect((await call<{ error: { code: string } }>('DELETE', `/api/matches/${id}/push`, { seat: 1, credential: bobCred, endpoint: kept.json.endpoint })).body.error.code).toBe('no-such-subscription');
    await playUntil(id, 1);
    await new Promise((r) => setTimeout(r, 400));
    expect(received(kept, keptPath).length).toBe(told);
  });

  it("#30 a seat an account holds keeps the account's subscriptions and choices: a seat subscription of that seat gets nothing; the guest across the table gets theirs", async () => {
    const ann = await signedUp(server.url, `ann${rand}`);
    const accountPath = `account-${rand}`;
    const seatPath = `annseat-${rand}`;
    const guestPath = `guest-${rand}`;
    const viaAccount = browser(accountPath);
    const viaSeat = browser(seatPath);
    const guest = browser(guestPath);
    expect((await ann.write('POST', '/api/account/push', viaAccount.json)).status).toBe(201);
    const m = await ann.call<{ id: string; invitation: string }>('POST', '/api/matches', { game: 'coins', players: 2, turnBased: { hours: 24 } });
    const { id, invitation } = m.body;
    const annCred = await sit(ann, id, 0, invitation);
    expect((await subscribeSeat(id, 0, annCred, viaSeat)).status).toBe(201);
    const guestCred = await join(id, 1, invitation);
    expect((await subscribeSeat(id, 1, guestCred, guest)).status).toBe(201);
    await playUntil(id, 1);
    await playUntil(id, 0);
    await expect.poll(() => received(viaAccount, accountPath).filter((b) => b.match === id).length, { timeout: 5000 }).toBeGreaterThan(0);
    await playUntil(id, 1);
    await expect.poll(() => received(guest, guestPath).length, { timeout: 5000 }).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(received(viaSeat, seatPath)).toEqual([]);
    expect(received(guest, guestPath).every((b) => b.kind === 'turn' && b.match === id)).toBe(true);
  });
});
