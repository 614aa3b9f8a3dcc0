import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountBrowser } from '../testing/account-browser.ts';
import { SoftPasskey, type PublicKeyOptions } from '../testing/authenticator.ts';
import { findGame, games } from '../testing/cards-registry.ts';
import { needServices } from '../testing/services.ts';
import type { TestServer } from '../testing/server.ts';
import { serversOnStore, type ServersOnStore } from '../testing/servers-on-store.ts';

const withPg = (await needServices(['postgres'], "the account export and deletion's PostgreSQL tests")) === null;

const SITE = 'http://ramparts.test';
const options = { registry: { games, findGame }, registryModule: new URL('../testing/cards-registry.ts', import.meta.url).href, accounts: { passkeyOrigin: SITE } };

type Ceremony = { challenge: string; options: PublicKeyOptions };
interface Seat {
  name: string;
  away: boolean;
}

/** A match of `game` for two people; the invitation and both seats' credentials. */
async function twoSeats(b: AccountBrowser, game: string): Promise<{ id: string; seats: string[] }> {
  const m = (await b.call<{ id: string; invitation: string }>('POST', '/api/matches', { game, players: 2, visibility: 'public' })).body;
  const seats = [];
  for (const seat of [0, 1]) seats.push((await b.call<{ credential: string }>('POST', `/api/matches/${m.id}/join`, { seat, invitation: m.invitation })).body.credential);
  return { id: m.id, seats };
}

async function passkeyAnswer(b: AccountBrowser, key: SoftPasskey): Promise<{ challenge: string; response: unknown }> {
  const begun = await b.call<Ceremony>('POST', '/api/session/passkey/options');
  return { challenge: begun.body.challenge, response: key.get(begun.body.options) };
}

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#29 your data is yours on %s', (dialect) => {
  let server: TestServer;
  let stores: ServersOnStore | undefined;
  const rand = Math.random().toString(36).slice(2, 8);

  beforeAll(async () => {
    stores = await serversOnStore(dialect, 'ramparts_your_data', options);
    [server] = stores.servers;
  });
  afterAll(() => stores?.close());

  it("the export holds the account, its sessions without tokens and its live cards match as its seat sees it: its own hand, never the other seat's, and no credential", async () => {
    const b = new AccountBrowser(server.url);
    await b.signUp(`Exa${rand}`, 'long enough');
    const m = await twoSeats(b, 'cards');
    expect((await b.write('POST', '/api/account/claim', { seats: [{ match: m.id, seat: 0, credential: m.seats[0] }] })).status).toBe(200);
    const r = await b.call<{ account: { name: string; password: boolean }; sessions: unknown[]; matches: { seats: number[]; record: unknown; states: { seat: number; state: { view: { players: { hand: string[] | null; handCount: number }[] } } }[] }[] }>('GET', '/api/account/export');
    expect(r.status).toBe(200);
    expect(r.body.account).toMatchObject({ name: `Exa${rand}`, password: true, email: null });
    expect(r.body.sessions).toHaveLength(1);
    expect(r.body.matches).toHaveLength(1);
    const [match] = r.body.matches;
    expect(match.seats).toEqual([0]);
    expect(match.record).toBeNull();
    const view = match.states[0].state.view;
    expect(view.players[0].hand).toEqual(expect.any(Array));
    expect(view.players[0].hand!.length).toBeGreaterThan(0);
    // The other seat's hand: its size only, as the table shows it.
    expect(view.players[1].hand).toBeNull();
    expect(view.players[1].handCount).toBeGreaterThan(0);
    const text = JSON.stringify(r.body);
    expect(text).not.toContain(m.seats[0]);
    expect(text).not.toContain(m.seats[1]);
    expect(text).not.toContain(b.cookie!.split('=')[1]);
    expect(text).not.toMatch(/"seed"/);
    expect((await new AccountBrowser(server.url).call('GET', '/api/account/export')).body).toMatchObject({ error: { code: 'not-signed-in' } });
  });

  it('deleting asks for the password (a wrong one changes nothing); then a bot plays its live seats, its finished record reads "a former player", its sessions are gone and its name is free again', async () => {
    const b = new AccountBrowser(server.url);
    await b.signUp(`Del${rand}`, 'long enough');
    // A live match where it holds both seats (so whoever is to move, a bot must move for it), and a finished one.
    const live = await twoSeats(b, 'coins');
    const done = await twoSeats(b, 'coins');
    await b.write('POST', '/api/account/claim', {
      seats: [
        { match: live.id, seat: 0, credential: live.seats[0] },
        { match: live.id, seat: 1, credential: live.seats[1] },
        { match: done.id, seat: 0, credential: done.seats[0] },
      ],
    });
    expect((await b.call('POST', `/api/matches/${done.id}/resign`, { seat: 1, credential: done.seats[1] })).status).toBe(200);
    const before = (await b.call<{ seq: number }>('GET', `/api/matches/${live.id}/spectate`)).body.seq;

    const wrong = await b.write('DELETE', '/api/account', { password: 'not the one' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: 'wrong-password', message: 'That is not your password, so nothing was deleted.' } });
    expect(await b.me()).toBe(`Del${rand}`);
    expect((await b.write('DELETE', '/api/account', {})).body).toMatchObject({ error: { code: 'bad-request' } });
    const noCsrf = await b.call('DELETE', '/api/account', { password: 'long enough' });
    expect(noCsrf.body).toMatchObject({ error: { code: 'bad-csrf' } });

    const cookie = b.cookie;
    const gone = await b.write('DELETE', '/api/account', { password: 'long enough' });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ ok: true, seats: 3 });
    const record = (await b.call<{ seats: string[] }>('GET', `/api/matches/${done.id}/record`)).body;
    expect(record.seats).toEqual(['a former player', 'human']);
    const summary = (await b.call<{ seats: Seat[] }>('GET', `/api/matches/${live.id}`)).body;
    expect(summary.seats.map((s) => [s.name, s.away])).toEqual([
      ['a former player', true],
      ['a former player', true],
    ]);
    await expect.poll(async () => (await b.call<{ seq: number }>('GET', `/api/matches/${live.id}/spectate`)).body.seq, { timeout: 10_000 }).toBeGreaterThan(before);
    // The credentials it held open nothing any more.
    expect((await b.call('POST', `/api/matches/${live.id}/resign`, { seat: 0, credential: live.seats[0] })).body).toMatchObject({ error: { code: 'bad-credential' } });
    // Its session is gone, and its name is free.
    const old = new AccountBrowser(server.url);
    old.cookie = cookie;
    expect(await old.me()).toBeNull();
    expect((await new AccountBrowser(server.url).signIn(`Del${rand}`, 'long enough')).status).toBe(401);
    expect((await new AccountBrowser(server.url).signUp(`Del${rand}`, 'another password')).status).toBe(201);
  });

  it("deleting with a passkey needs a fresh sign-in with one of the account's own passkeys: another account's is refused and nothing is deleted", async () => {
    const ann = new AccountBrowser(server.url);
    await ann.signUp(`Pan${rand}`, 'long enough');
    const bob = new AccountBrowser(server.url);
    await bob.signUp(`Pbo${rand}`, 'long enough');
    const keys = { ann: new SoftPasskey(SITE), bob: new SoftPasskey(SITE) };
    for (const [b, key] of [
      [ann, keys.ann],
      [bob, keys.bob],
    ] as const) {
      const begun = await b.write<Ceremony>('POST', '/api/account/passkeys/options');
      expect((await b.write('POST', '/api/account/passkeys', { challenge: begun.body.challenge, response: key.create(begun.body.options) })).status).toBe(201);
    }
    const other = await ann.write('DELETE', '/api/account', { passkey: await passkeyAnswer(ann, keys.bob) });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ error: { code: 'not-your-passkey' } });
    expect(await ann.me()).toBe(`Pan${rand}`);
    const answer = await passkeyAnswer(ann, keys.ann);
    expect((await ann.write('DELETE', '/api/account', { passkey: answer })).body).toEqual({ ok: true, seats: 0 });
    // Its passkey went with it.
    const begun = await bob.call<Ceremony>('POST', '/api/session/passkey/options');
    expect((await bob.call('POST', '/api/session/passkey', { challenge: begun.body.challenge, response: keys.ann.get(begun.body.options) })).body).toMatchObject({ error: { code: 'bad-passkey' } });
  });
});
