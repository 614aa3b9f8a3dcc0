import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountBrowser } from '../testing/account-browser.ts';
import { signedUp, sit } from '../testing/account-seats.ts';
import { mailbox, readMail } from '../testing/mailbox.ts';
import { pushedTo, playUntil as playTo } from '../testing/notice-play.ts';
import { pushService, testSubscription, vapidOf } from '../testing/push-endpoint.ts';
import { needServices, pgSchema, TEST_PG } from '../testing/services.ts';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { Accounts } from '../store/accounts.ts';
import { NOTICE_LEASE } from './job.ts';
import { MAX_SUBSCRIPTIONS } from './routes.ts';
import { vapidKeys } from './keys.ts';

const withPg = (await needServices(['postgres'], "the notices' PostgreSQL tests")) === null;

const SITE = 'https://ramparts.test';

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#30 notices on %s', (dialect) => {
  let server: TestServer;
  let push: Awaited<ReturnType<typeof pushService>>;
  let box: Awaited<ReturnType<typeof mailbox>>;
  let cleanup: () => Promise<void> = async () => {};
  let schema: string | undefined;
  let n = 0;
  const rand = Math.random().toString(36).slice(2, 7);
  const name = (who: string) => `${who}${rand}${++n}`;

  beforeAll(async () => {
    [push, box] = await Promise.all([pushService(), mailbox()]);
    const opts = {
      accounts: { mail: { smtpUrl: box.url, from: 'Ramparts <noreply@ramparts.test>', publicOrigin: SITE } },
      noticeOptions: { allowHttpPush: true, pollMs: 50, retryBaseMs: 100, pushTimeoutMs: 1000 },
    };
    if (dialect === 'PostgreSQL') {
      const db = await pgSchema('ramparts_notices');
      schema = db.name;
      server = await startTestServer({ databaseUrl: TEST_PG, databaseSchema: db.name, ...opts });
      cleanup = db.drop;
    } else server = await startTestServer(opts);
  });
  afterAll(async () => {
    await server?.close();
    await push?.close();
    await box?.close();
    await cleanup();
  });
  beforeEach(() => push.setAnswer(() => ({ status: 201 })));

  /** A browser of the account subscribes; the test keeps the subscription's keys. */
  const subscribe = async (b: AccountBrowser, path: string) => {
    const sub = testSubscription(`${push.url}/${path}`);
    const r = await b.write('POST', '/api/account/push', sub.json);
    expect(r.status).toBe(201);
    return sub;
  };
  /** The pushes that reached `path`, decrypted with the subscription's keys. */
  const received = (sub: ReturnType<typeof testSubscription>, path: string) => pushedTo(push.got, sub, path);

  /** A two-seat coins table (turn-based or real time) with `a` at seat 0 and `b` at seat 1, live. */
  const table = async (a: AccountBrowser, b: AccountBrowser, turnBased: boolean) => {
    const m = await a.call<{ id: string; invitation: string }>('POST', '/api/matches', { game: 'coins', players: 2, ...(turnBased ? { turnBased: { hours: 24 } } : {}) });
    expect(m.status, JSON.stringify(m.body)).toBe(201);
    const id = m.body.id;
    // Seat 1 first: the match starts when seat 0 is taken, after seat 1's account holds its seat (a notice at the
    // start goes to the accounts holding seats then; the one joining last is at the table).
    const second = await sit(b, id, 1, m.body.invitation);
    const credentials = [await sit(a, id, 0, m.body.invitation), second];
    return { id, credentials };
  };
  const playUntil = (id: string, seat: number) => playTo(server.service, id, seat);
  const accountId = async (b: AccountBrowser) => (await b.call<{ account: { id: string } }>('GET', '/api/account')).body.account.id;

  it('#30 push through the real protocol: a turn-based match that becomes yours, an invitation by name and the end each reach the subscription encrypted to its keys and signed with the server VAPID key; a real-time match sends none', async () => {
    const ann = await signedUp(server.url, name('Ann'));
    const bob = await signedUp(server.url, name('Bob'));
    const path = `bob-${rand}`;
    const sub = await subscribe(bob, path);
    const { publicKey } = (await bob.call<{ publicKey: string }>('GET', '/api/notices/vapid')).body;

    const t = await table(ann, bob, true);
    await playUntil(t.id, 1);
    await expect.poll(() => received(sub, path).length, { timeout: 5000 }).toBeGreaterThan(0);
    const [turn] = received(sub, path);
    expect(turn).toEqual({ kind: 'turn', title: 'Your turn in Coin Siege', body: 'Coin Siege: it is your move.', url: `/#/match/${t.id}`, tag: `ramparts-${t.id}`, match: t.id });
    const delivery = push.got.find((d) => d.path === `/${path}`)!;
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(delivery.headers.ttl)).toBeGreaterThan(0);
    const vapid = vapidOf(delivery.headers);
    expect(vapid.key).toBe(publicKey);
    expect(vapid.claims.aud).toBe(push.url);
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());

    // The match ends: Ann resigns; Bob hears how it ended.
    const before = received(sub, path).length;
    expect((await ann.call('POST', `/api/matches/${t.id}/resign`, { seat: 0, credential: t.credentials[0] })).status).toBe(200);
    await expect.poll(() => received(sub, path).length, { timeout: 5000 }).toBe(before + 1);
    expect(received(sub, path).at(-1)).toMatchObject({ kind: 'ended', title: 'Coin Siege is over', match: t.id });
    expect(received(sub, path).at(-1)!.body).toMatch(/^You won\./);

    // Invited by name to another table (any match): the invitation's notice names who asked.
    const open = await ann.call<{ id: string; invitation: string }>('POST', '/api/matches', { game: 'coins', players: 2 });
    await sit(ann, open.body.id, 0, open.body.invitation);
    expect((await ann.write('POST', `/api/matches/${open.body.id}/invitations`, { name: (await bob.me())! })).status).toBe(201);
    await expect.poll(() => received(sub, path).filter((b) => b.kind === 'invited').length, { timeout: 5000 }).toBe(1);
    expect(received(sub, path).find((b) => b.kind === 'invited')).toMatchObject({ title: `${(await ann.me())!} invites you to Coin Siege`, url: `/#/match/${open.body.id}` });

    // Real time: moves that hand Bob the turn send nothing.
    const rt = await table(ann, bob, false);
    const count = push.got.length;
    await playUntil(rt.id, 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(received(sub, path).filter((b) => b.match === rt.id)).toEqual([]);
    expect(push.got.length).toBe(count);
  });

  it('#30 an endpoint answering 410 is forgotten (the subscription removed and counted); one answering 500 is tried again with back-off until it takes it', async () => {
    const ann = await signedUp(server.url, name('Ann'));
    const bob = await signedUp(server.url, name('Bob'));
    const gone = `gone-${rand}`;
    const flaky = `flaky-${rand}`;
    await subscribe(bob, gone);
    const sub = await subscribe(bob, flaky);
    let fails = 2;
    push.setAnswer((p) => (p === `/${gone}` ? { status: 410 } : p === `/${flaky}` && fails-- > 0 ? { status: 500 } : { status: 201 }));
    const dropped = async () => (await (await fetch(`${server.url}/metrics`)).text()).match(/ramparts_push_subscriptions_dropped_total (\d+)/)?.[1];
    const droppedBefore = Number((await dropped()) ?? 0);

    const t = await table(ann, bob, true);
    await playUntil(t.id, 1);
    await expect.poll(async () => (await bob.call<{ push: { subscriptions: number } }>('GET', '/api/account/notices')).body.push.subscriptions, { timeout: 5000 }).toBe(1);
    await expect.poll(() => received(sub, flaky).length, { timeout: 5000 }).toBe(1);
    // Two refusals, then the third try went through: three requests, the back-off between them.
    const tries = push.got.filter((d) => d.path === `/${flaky}`);
    expect(tries.length).toBe(3);
    expect(Number(await dropped())).toBe(droppedBefore + 1);
    expect(await server.service.store.db.selectFrom('push_subscriptions').select('endpoint').where('endpoint', '=', `${push.url}/${gone}`).execute()).toEqual([]);
  });

  it('#30 a slow push service never delays a move: the move is answered while the push is still on its way', async () => {
    const ann = await signedUp(server.url, name('Ann'));
    const bob = await signedUp(server.url, name('Bob'));
    const slow = `slow-${rand}`;
    const sub = await subscribe(bob, slow);
    push.setAnswer((p) => (p === `/${slow}` ? { status: 201, delayMs: 800 } : { status: 201 }));
    const t = await table(ann, bob, true);
    const started = performance.now();
    await playUntil(t.id, 1);
    expect(performance.now() - started).toBeLessThan(700);
    expect(received(sub, slow)).toEqual([]);
    await expect.poll(() => received(sub, slow).length, { timeout: 5000 }).toBe(1);
  });

  it('#30 email digest over SMTP: at most one an hour, listing every table waiting for you with its link; its one-click unsubscribe works (GET and the RFC 8058 POST)', async () => {
    const ann = await signedUp(server.url, name('Ann'));
    const cy = await signedUp(server.url, name('Cy'));
    const cyId = await accountId(cy);
    const to = `cy${rand}@example.org`;
    await new Accounts(server.service.store.db).setEmail(cyId, to, Date.now());
    const mailsTo = () => box.mails.filter((m) => m.to === to).map((m) => readMail(m.text));

    const t1 = await table(ann, cy, true);
    await playUntil(t1.id, 1);
    await expect.poll(() => mailsTo().length, { timeout: 5000 }).toBe(1);
    const [first] = mailsTo();
    expect(first!.headers.subject).toBe('Ramparts: a table is waiting for your move');
    expect(first!.text).toContain(`- Coin Siege: ${SITE}/#/match/${t1.id}`);
    const unsubscribe = /^<(https:\/\/ramparts\.test\/api\/notices\/unsubscribe\?token=[^>]+)>$/.exec(first!.headers['list-unsubscribe']!)?.[1];
    expect(unsubscribe).toBeDefined();
    expect(first!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(first!.text).toContain(unsubscribe);

    // A second table waits within the hour: no second email yet.
    const t2 = await table(ann, cy, true);
    await playUntil(t2.id, 1);
    await new Promise((r) => setTimeout(r, 600));
    expect(mailsTo().length).toBe(1);
    // The hour is up (the last email moved back an hour): one email lists both tables.
    await server.service.store.db.updateTable('notice_digests').set({ last_sent_at: Date.now() - 3600_000 - 1 }).where('account_id', '=', cyId).execute();
    await server.service.store.db.updateTable('notice_queue').set({ due_at: 0 }).where('account_id', '=', cyId).execute();
    await expect.poll(() => mailsTo().length, { timeout: 5000 }).toBe(2);
    const second = mailsTo()[1]!;
    expect(second.headers.subject).toBe('Ramparts: 2 tables are waiting for your move');
    expect(second.text).toContain(`${SITE}/#/match/${t1.id}`);
    expect(second.text).toContain(`${SITE}/#/match/${t2.id}`);

    // One click (the mail client's POST, RFC 8058) turns every email off; a forged token is refused in words.
    const local = unsubscribe!.replace(SITE, server.url);
    const clicked = await fetch(local, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(clicked.status).toBe(200);
    const prefs = (await cy.call<{ kinds: Record<string, { push: boolean; email: boolean }> }>('GET', '/api/account/notices')).body.kinds;
    expect(Object.values(prefs).every((k) => !k.email && k.push)).toBe(true);
    const forged = await fetch(local.replace(/token=[^.]+/, 'token=bm9ib2R5'), { method: 'GET' });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('This unsubscribe link is not one of ours');
    // Opened in a browser (GET), the link answers a page in words.
    const opened = await fetch(local);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('You will get no more notice emails from Ramparts');
    // No more email: another table waits, the hour is up, nothing comes.
    await server.service.store.db.updateTable('notice_digests').set({ last_sent_at: 0 }).where('account_id', '=', cyId).execute();
    const t3 = await table(ann, cy, true);
    await playUntil(t3.id, 1);
    await new Promise((r) => setTimeout(r, 600));
    expect(mailsTo().length).toBe(2);
  });

  it('#30 noticeClockLow: the seat whose clock is down to a quarter gets a clock notice, once per move', async () => {
    const ann = await signedUp(server.url, name('Ann'));
    const bob = await signedUp(server.url, name('Bob'));
    const path = `clock-${rand}`;
    const sub = await subscribe(bob, path);
    const t = await table(ann, bob, true);
    await playUntil(t.id, 1);
    await expect.poll(() => received(sub, path).length, { timeout: 5000 }).toBe(1);
    await server.notices.noticeClockLow(t.id, 1);
    await server.notices.noticeClockLow(t.id, 1);
    await expect.poll(() => received(sub, path).filter((b) => b.kind === 'clock').length, { timeout: 5000 }).toBe(1);
    expect(received(sub, path).find((b) => b.kind === 'clock')).toEqual({ kind: 'clock', title: 'Your time is running out in Coin Siege', body: 'A quarter of your time is left: make your move.', url: `/#/match/${t.id}`, tag: `ramparts-${t.id}`, match: t.id });
    await new Promise((r) => setTimeout(r, 300));
    expect(received(sub, path).filter((b) => b.kind === 'clock').length).toBe(1);
    // A bot's seat, or a match that is not live, gets none (and nothing throws).
    await server.notices.noticeClockLow('no-such-match', 0);
  });

  it("#30 the person whose join fills the last seat (and starts the match) hears it is their turn once the seat is their account's; claiming it again sends nothing more", async () => {
    const ann = await signedUp(server.url, name('Ann'));
    const bob = await signedUp(server.url, name('Bob'));
    const path = `last-${rand}`;
    const sub = await subscribe(ann, path);
    // Crystal's Hero phase is in free order: both seats act at the start; Ann takes the last seat.
    const m = await ann.call<{ id: string; invitation: string }>('POST', '/api/matches', { game: 'crystal', players: 2, turnBased: { hours: 24 } });
    await sit(bob, m.body.id, 1, m.body.invitation);
    const credential = await sit(ann, m.body.id, 0, m.body.invitation);
    await expect.poll(() => received(sub, path).filter((b) => b.kind === 'turn').length, { timeout: 5000 }).toBe(1);
    expect(received(sub, path)[0]).toMatchObject({ kind: 'turn', title: 'Your turn in Crystal Defenders', match: m.body.id });
    expect((await ann.write('POST', '/api/account/claim', { seats: [{ match: m.body.id, seat: 0, credential, key: m.body.invitation }] })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 400));
    expect(received(sub, path).filter((b) => b.kind === 'turn').length).toBe(1);
  });

  it('#30 choices per kind: push off for turns sends no turn push; a write without the CSRF token is refused and changes nothing', async () => {
    const ann = await signedUp(server.url, name('Ann'));
    const bob = await signedUp(server.url, name('Bob'));
    const path = `prefs-${rand}`;
    const sub = await subscribe(bob, path);
    const initial = await bob.call<{ kinds: Record<string, unknown>; email: unknown }>('GET', '/api/account/notices');
    expect(initial.body).toEqual({
      kinds: { turn: { push: true, email: true }, ended: { push: true, email: true }, invited: { push: true, email: true }, clock: { push: true, email: true } },
      push: { subscriptions: 1 },
      email: { address: null, mail: true },
    });
    const refused = await bob.call('PUT', '/api/account/notices', { kinds: { turn: { push: false } } });
    expect(refused.status).toBe(403);
    expect((await bob.write('PUT', '/api/account/notices', { kinds: { turn: { push: 'no' } } })).body).toMatchObject({ error: { code: 'bad-request' } });
    const put = await bob.write<{ kinds: Record<string, unknown> }>('PUT', '/api/account/notices', { kinds: { turn: { push: false } } });
    expect(put.body.kinds).toMatchObject({ turn: { push: false, email: true }, ended: { push: true, email: true } });
    const t = await table(ann, bob, true);
    await playUntil(t.id, 1);
    expect((await ann.call('POST', `/api/matches/${t.id}/resign`, { seat: 0, credential: t.credentials[0] })).status).toBe(200);
    await expect.poll(() => received(sub, path).length, { timeout: 5000 }).toBe(1);
    expect(received(sub, path)[0]!.kind).toBe('ended');
    // An account keeps its newest subscriptions only: one more than the most replaces the oldest.
    for (let i = 0; i < MAX_SUBSCRIPTIONS; i++) await subscribe(bob, `many-${rand}-${i}`);
    const kept = (await bob.call<{ push: { subscriptions: number } }>('GET', '/api/account/notices')).body.push.subscriptions;
    expect(kept).toBe(MAX_SUBSCRIPTIONS);
    expect(await server.service.store.db.selectFrom('push_subscriptions').select('endpoint').where('endpoint', '=', sub.json.endpoint).execute()).toEqual([]);
    await subscribe(bob, path);
    // Removed: no more pushes to it; removing again says so.
    expect((await bob.write('DELETE', '/api/account/push', { endpoint: sub.json.endpoint })).body).toEqual({ ok: true });
    expect((await bob.write('DELETE', '/api/account/push', { endpoint: sub.json.endpoint })).body).toMatchObject({ error: { code: 'no-such-subscription' } });
  });

  it('#30 VAPID keys: the pair the first start made is kept and answered again; VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY and VAPID_SUBJECT override', async () => {
    const { publicKey } = (await (await fetch(`${server.url}/api/notices/vapid`)).json()) as { publicKey: string };
    const kept = await vapidKeys(server.notices.queries, {}, 'https://ramparts.test');
    expect(kept).toMatchObject({ publicKey, subject: 'https://ramparts.test' });
    expect(Buffer.from(kept.publicKey, 'base64url').length).toBe(65);
    expect(await vapidKeys(server.notices.queries, { subject: 'mailto:ops@example.org' }, undefined)).toEqual({ ...kept, subject: 'mailto:ops@example.org' });
    expect(await vapidKeys(server.notices.queries, { publicKey: 'BOwn', privateKey: 'own' }, 'http://localhost')).toEqual({ publicKey: 'BOwn', privateKey: 'own', subject: 'mailto:operator@ramparts.invalid' });
  });

  it('#30 every notice route is in the OpenAPI and in docs/protocol.md', async () => {
    const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const protocol = readFileSync(new URL('../../../../docs/protocol.md', import.meta.url), 'utf8');
    for (const [method, path] of [['GET', '/api/notices/vapid'], ['POST', '/api/account/push'], ['DELETE', '/api/account/push'], ['GET', '/api/account/notices'], ['PUT', '/api/account/notices'], ['GET', '/api/notices/unsubscribe'], ['POST', '/api/notices/unsubscribe']] as const) {
      expect(doc.paths[path]?.[method.toLowerCase()], `${method} ${path} in the OpenAPI`).toBeDefined();
      expect(protocol, `${method} ${path} in docs/protocol.md`).toContain(`${method} ${path}`);
    }
  });

  it('#30 one instance sends at a time, with the VAPID keys every instance shares; when it stops, another takes the job over', async () => {
    const other = await startTestServer(dialect === 'PostgreSQL' ? { databaseUrl: TEST_PG, databaseSchema: schema, noticeOptions: { allowHttpPush: true, pollMs: 50, leaseMs: 500 } } : { dataDir: server.dataDir, noticeOptions: { allowHttpPush: true, pollMs: 50, leaseMs: 500 } });
    try {
      const keyOf = async (url: string) => (await (await fetch(`${url}/api/notices/vapid`)).json()) as { publicKey: string };
      expect(await keyOf(other.url)).toEqual(await keyOf(server.url));
      await new Promise((r) => setTimeout(r, 300));
      expect([server.notices.sending(), other.notices.sending()]).toEqual([true, false]);
      const leases = await server.service.store.db.selectFrom('job_leases').selectAll().where('name', '=', NOTICE_LEASE).execute();
      expect(leases).toHaveLength(1);
      // The sending instance stops (its lease given up): the other takes the job at its next look.
      await server.notices.close();
      await expect.poll(() => other.notices.sending(), { timeout: 3000 }).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('#30 notices around a clock that runs out (turn-based hours of 20 ms)', () => {
  let server: TestServer;
  let push: Awaited<ReturnType<typeof pushService>>;
  beforeAll(async () => {
    push = await pushService();
    server = await startTestServer({ turnHourMs: 20, noticeOptions: { allowHttpPush: true, pollMs: 50, retryBaseMs: 100 } });
  });
  afterAll(async () => {
    await server?.close();
    await push?.close();
  });

  it('#30 the absent person hears their clock is low, gets no "your turn" while a bot plays for them, and hears the match ended', async () => {
    const rand = Math.random().toString(36).slice(2, 7);
    const ann = await signedUp(server.url, `Ann${rand}`);
    const bob = await signedUp(server.url, `Bob${rand}`);
    const sub = testSubscription(`${push.url}/ann`);
    expect((await ann.write('POST', '/api/account/push', sub.json)).status).toBe(201);
    const got = () => pushedTo(push.got, sub, 'ann');
    const m = await ann.call<{ id: string; invitation: string }>('POST', '/api/matches', { game: 'coins', players: 2, turnBased: { hours: 24 } });
    const bobCredential = await sit(bob, m.body.id, 1, m.body.invitation);
    await sit(ann, m.body.id, 0, m.body.invitation);
    const id = m.body.id;
    // Bob plays until it is Ann's turn; then Ann does not come.
    for (let i = 0; i < 50; i++) {
      const s = await server.service.snapshot(id, null);
      if (s!.actors.includes(0)) break;
      const mine = await server.service.snapshot(id, 1);
      expect((await server.service.submit(id, 1, { type: 'move', move: mine!.moves[0]!.move }, { by: 'human' })).ok).toBe(true);
    }
    await expect.poll(async () => (await server.service.get(id))!.seats[0]!.outOfTime, { timeout: 5000 }).toBe(true);
    await expect.poll(() => got().map((b) => b.kind), { timeout: 5000 }).toContain('clock');
    // Bob lets a bot play Ann's turns; when it is his turn again he resigns.
    expect((await bob.call('POST', `/api/matches/${id}/absent`, { seat: 1, credential: bobCredential, target: 0, choice: 'skip' })).status).toBe(200);
    await expect.poll(async () => (await server.service.snapshot(id, null))!.actors.includes(1), { timeout: 5000 }).toBe(true);
    const before = got().length;
    expect((await bob.call('POST', `/api/matches/${id}/resign`, { seat: 1, credential: bobCredential })).status).toBe(200);
    await expect.poll(() => got().length, { timeout: 5000 }).toBe(before + 1);
    expect(got().at(-1)).toMatchObject({ kind: 'ended', match: id });
    expect(got().at(-1)!.body).toMatch(/^You won\./);
    // No 'turn' came after her clock ran out: the bot was playing for her.
    const kinds = got().map((b) => b.kind);
    expect(kinds.slice(kinds.indexOf('clock') + 1).filter((k) => k === 'turn')).toEqual([]);
  });
});
