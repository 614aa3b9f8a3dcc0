import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Accounts } from '../store/accounts.ts';
import { signedUp, sit } from '../testing/account-seats.ts';
import { TestClient } from '../testing/client.ts';
import { mailbox, readMail } from '../testing/mailbox.ts';
import { pushService, testSubscription } from '../testing/push-endpoint.ts';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { noticeBody } from './kinds.ts';

/** A turn-based hour lasts this long here: a day is 2.4 s, "24 hours per move" a day. */
const HOUR_MS = 100;
const DAY = 24 * HOUR_MS;
const SITE = 'https://ramparts.test';

/** What reached a person, when (in hours of the match's time), by which way. */
interface Sent {
  who: string;
  hour: number;
  by: string;
  what: string;
}

describe('#30 a turn-based coins match over several days, with the notices each person gets', () => {
  let server: TestServer;
  let push: Awaited<ReturnType<typeof pushService>>;
  let box: Awaited<ReturnType<typeof mailbox>>;
  const clients: TestClient[] = [];
  beforeAll(async () => {
    [push, box] = await Promise.all([pushService(), mailbox()]);
    server = await startTestServer({
      turnHourMs: HOUR_MS,
      accounts: { mail: { smtpUrl: box.url, from: 'Ramparts <noreply@ramparts.test>', publicOrigin: SITE } },
      // At most one email an hour, as in play (the hour is the match's).
      noticeOptions: { allowHttpPush: true, pollMs: 20, retryBaseMs: 50, pushTimeoutMs: 1000, digestMs: HOUR_MS },
    });
  });
  afterAll(async () => {
    clients.forEach((c) => c.close());
    await server?.close();
    await push?.close();
    await box?.close();
  });

  it('#30 moves from two devices, a clock running low and out, the other skipping its turns, the person back, the clock out again and the match ended: each person is told at each step, and nobody else', async () => {
    const rand = Math.random().toString(36).slice(2, 7);
    const ann = await signedUp(server.url, `ann${rand}`);
    const bob = await signedUp(server.url, `bob${rand}`);
    // Ann allowed notices on her laptop and her phone; Bob on his phone, and he has a verified address.
    const devices = { 'Ann, laptop': testSubscription(`${push.url}/ann-laptop-${rand}`), 'Ann, phone': testSubscription(`${push.url}/ann-phone-${rand}`), 'Bob, phone': testSubscription(`${push.url}/bob-phone-${rand}`) };
    for (const [who, sub] of Object.entries(devices)) expect((await (who.startsWith('Ann') ? ann : bob).write('POST', '/api/account/push', sub.json)).status).toBe(201);
    const bobAddress = `bob${rand}@example.org`;
    const bobId = (await bob.call<{ account: { id: string } }>('GET', '/api/account')).body.account.id;
    await new Accounts(server.service.store.db).setEmail(bobId, bobAddress, Date.now());

    const m = await ann.call<{ id: string; invitation: string }>('POST', '/api/matches', { game: 'coins', players: 2, turnBased: { hours: 24 } });
    expect(m.status).toBe(201);
    const id = m.body.id;
    const bobCredential = await sit(bob, id, 1, m.body.invitation);
    const annCredential = await sit(ann, id, 0, m.body.invitation);
    const start = Date.now();
    const connect = (seat: number, credential: string) => {
      const c = new TestClient(server.url, { match: id, seat, credential });
      clients.push(c);
      return c;
    };
    // Ann plays from two devices; Bob from one, and he closes it for days.
    const laptop = connect(0, annCredential);
    const phone = connect(0, annCredential);
    let bobPhone = connect(1, bobCredential);
    for (const c of [laptop, phone, bobPhone]) await c.connected();
    for (const c of [laptop, phone, bobPhone]) await c.until(() => c.state !== null, 5000, 'the first state');

    const sent = (): Sent[] => {
      const pushes = Object.entries(devices).flatMap(([who, sub]) =>
        push.got.filter((d) => d.path === new URL(sub.json.endpoint).pathname && d.status < 300).map((d) => ({ who, at: d.at, body: noticeBody.parse(JSON.parse(sub.decrypt(d.body))) })),
      );
      const mails = box.mails.filter((x) => x.to === bobAddress).map((x) => ({ who: 'Bob', at: x.at, subject: readMail(x.text).headers.subject! }));
      return [
        ...pushes.filter((p) => p.body.match === id).map((p) => ({ who: p.who, hour: Math.round((p.at - start) / HOUR_MS), by: 'push', what: p.body.title })),
        ...mails.map((x) => ({ who: x.who, hour: Math.round((x.at - start) / HOUR_MS), by: 'email', what: x.subject })),
      ].sort((a, b) => a.hour - b.hour || a.who.localeCompare(b.who));
    };
    const pushesTo = (who: keyof typeof devices, kind: string) => sent().filter((s) => s.who === who && s.by === 'push' && s.what.startsWith(kind)).length;
    /** Whoever acts plays their first legal move, from the device given for Ann. */
    const play = async (annDevice: TestClient) => {
      const actor = laptop.state!.actors[0]!;
      const c = actor === 0 ? annDevice : bobPhone;
      // The device has the table as it is now (the other device may have just moved).
      await c.until(() => c.state!.seq === laptop.state!.seq && c.state!.moves.length > 0, 5000, 'the moves');
      const seq = c.state!.seq;
      expect(await c.request('move', { move: c.state!.moves[0]!.move })).toMatchObject({ ok: true });
      await laptop.until(() => laptop.state!.seq > seq, 5000, 'the move to reach the laptop');
      return actor;
    };

    // Day 1: four moves, Ann's from her laptop then her phone.
    for (let i = 0; i < 4; i++) await play(i < 2 ? laptop : phone);
    // Bob does not come back: Ann plays until the turn is his, and he closes his phone.
    while (laptop.state!.actors[0] !== 1) await play(laptop);
    bobPhone.close();
    await expect.poll(() => pushesTo('Bob, phone', 'Your time is running out'), { timeout: DAY + 2000, interval: 50 }).toBe(1);
    // (His 'your turn' went out hours before.)
    const bobTurns = pushesTo('Bob, phone', 'Your turn');
    await laptop.until(() => ((laptop.seats as { seats: { outOfTime: boolean }[] } | null)?.seats[1]?.outOfTime ?? false) === true, DAY, "Bob's clock to run out");
    // Ann skips his turns: a bot plays them, and the turns come back to Ann.
    const annTurns = pushesTo('Ann, laptop', 'Your turn');
    expect(await phone.request('absent', { target: 1, choice: 'skip' })).toMatchObject({ ok: true });
    await expect.poll(() => pushesTo('Ann, laptop', 'Your turn'), { timeout: 5000, interval: 50 }).toBeGreaterThan(annTurns);
    expect(pushesTo('Bob, phone', 'Your turn')).toBe(bobTurns);
    // Days later Bob is back, on a new page; the turn comes to him again, then he is gone once more.
    bobPhone = connect(1, bobCredential);
    await bobPhone.connected();
    await bobPhone.until(() => bobPhone.state !== null, 5000, "Bob's state");
    await bobPhone.request('back', {});
    await laptop.until(() => (laptop.seats as { seats: { away: boolean }[] }).seats[1]?.away === false, 5000, 'Bob back');
    while (laptop.state!.actors[0] !== 1) await play(laptop);
    await expect.poll(() => pushesTo('Bob, phone', 'Your turn'), { timeout: 5000, interval: 50 }).toBeGreaterThan(bobTurns);
    bobPhone.close();
    await expect.poll(() => pushesTo('Bob, phone', 'Your time is running out'), { timeout: DAY + 2000, interval: 50 }).toBe(2);
    await laptop.until(() => ((laptop.seats as { seats: { outOfTime: boolean }[] } | null)?.seats[1]?.outOfTime ?? false) === true, DAY, "Bob's clock to run out again");
    expect(await laptop.request('absent', { target: 1, choice: 'end' })).toMatchObject({ ok: true, state: { status: 'finished', outcome: { winners: [0] } } });
    // Bob hears how it ended; Ann ended it herself, so nothing is sent to her.
    await expect.poll(() => pushesTo('Bob, phone', 'Coin Siege is over'), { timeout: 5000, interval: 50 }).toBe(1);
    expect(pushesTo('Ann, laptop', 'Coin Siege is over') + pushesTo('Ann, phone', 'Coin Siege is over')).toBe(0);
    await expect.poll(() => sent().filter((s) => s.by === 'email').length, { timeout: 3000, interval: 50 }).toBeGreaterThan(0);

    const table = sent();
    // Ann's two devices heard the same things; Bob never heard of Ann's turns, nor Ann of Bob's clock.
    const annSaw = (device: string) => table.filter((s) => s.who === device).map((s) => s.what);
    expect(annSaw('Ann, laptop')).toEqual(annSaw('Ann, phone'));
    expect(annSaw('Ann, laptop').some((w) => w.startsWith('Your time'))).toBe(false);
    // Each email is an hour or more after the one before (at most one an hour).
    const mails = table.filter((s) => s.by === 'email');
    mails.slice(1).forEach((x, i) => expect(x.hour - mails[i]!.hour).toBeGreaterThanOrEqual(1));
    console.log(['| hour | who | by | what |', '|---|---|---|---|', ...table.map((s) => `| ${s.hour} | ${s.who} | ${s.by} | ${s.what} |`)].join('\n'));
  }, 60_000);
});
