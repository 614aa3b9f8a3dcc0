import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diceCampaign } from '@ramparts/games';
import { needServices } from '../testing/services.ts';
import { AccountBrowser as Browser } from '../testing/account-browser.ts';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { serversOnStore, type ServersOnStore } from '../testing/servers-on-store.ts';

const withPg = (await needServices(['postgres'], "the accounts' PostgreSQL tests")) === null;

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#29 accounts on %s', (dialect) => {
  let server: TestServer;
  let second: TestServer;
  let stores: ServersOnStore | undefined;
  const rand = Math.random().toString(36).slice(2, 8);

  beforeAll(async () => {
    const attempts = { perName: 3, perAddress: 1000, windowMs: 60_000 };
    // A second instance on the same store (as behind a load balancer).
    stores = await serversOnStore(dialect, 'ramparts_accounts', { accounts: { attempts } }, { accounts: { attempts } });
    [server, second] = stores.servers;
  });
  afterAll(() => stores?.close());

  it('sign-up refuses a bad name in words, and a name that differs only in case or look-alike letters (NFKC) is taken', async () => {
    const b = new Browser(server.url);
    expect((await b.signUp('no spaces', 'long enough')).body).toEqual({ error: { code: 'bad-name', message: 'A name may use letters, digits and the signs _ - . only (no spaces).' } });
    expect((await b.signUp('ab', 'long enough')).body).toMatchObject({ error: { code: 'bad-name' } });
    expect((await b.signUp(`Ann${rand}`, 'short')).body).toMatchObject({ error: { code: 'bad-password', message: 'A password is at least 8 characters long.' } });
    const up = await b.signUp(`Ann${rand}`, 'long enough');
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ account: { name: `Ann${rand}`, hasPassword: true } });
    expect(up.cookie).toMatch(/^ramparts_session=[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(await b.me()).toBe(`Ann${rand}`);
    const look = new Browser(server.url);
    const taken = await look.signUp(`ＡＮＮ${rand.toUpperCase()}`, 'long enough');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { code: 'name-taken' } });
    expect(taken.cookie).toBeNull();
  });

  it('two sign-ups racing for one name (by its key) on two instances: exactly one gets it', async () => {
    const answers = await Promise.all([new Browser(server.url).signUp(`Race${rand}`, 'long enough'), new Browser(second.url).signUp(`RACE${rand}`, 'long enough')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('sign-in answers a name nobody has exactly as a wrong password; a right one signs in (case and look-alikes folded)', async () => {
    await new Browser(server.url).signUp(`Cal${rand}`, 'password one');
    const wrong = await new Browser(server.url).signIn(`Cal${rand}`, 'password two');
    const nobody = await new Browser(server.url).signIn(`Nobody${rand}`, 'password two');
    expect(wrong.status).toBe(401);
    expect(nobody.status).toBe(401);
    expect(nobody.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ error: { code: 'bad-sign-in', message: 'That name and password do not match an account.' } });
    // A name with a NUL (no name has one; PostgreSQL refuses it in a query) is just a name nobody has.
    expect((await new Browser(server.url).signIn(`Cal\u0000${rand}`, 'password two')).body).toEqual(wrong.body);
    expect(wrong.cookie).toBeNull();
    const b = new Browser(server.url);
    expect((await b.signIn(`cal${rand.toUpperCase()}`, 'password one')).status).toBe(200);
    expect(await b.me()).toBe(`Cal${rand}`);
  });

  it('sign-in attempts are limited per name: a locked-out name is told when to try again, even with the right password, and an unknown name alike', async () => {
    await new Browser(server.url).signUp(`Dee${rand}`, 'right password');
    for (let i = 0; i < 3; i++) expect((await new Browser(server.url).signIn(`Dee${rand}`, 'wrong password')).status).toBe(401);
    const locked = await new Browser(server.url).signIn(`Dee${rand}`, 'right password');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ error: { code: 'too-many-attempts' } });
    expect((locked.body as { error: { message: string } }).error.message).toMatch(/^Too many sign-in attempts for this name: try again in \d+ seconds\.$/);
    for (let i = 0; i < 3; i++) await new Browser(server.url).signIn(`Ghost${rand}`, 'wrong password');
    const ghost = await new Browser(server.url).signIn(`Ghost${rand}`, 'wrong password');
    expect(ghost.status).toBe(429);
    // Another name is not held up by this one's lockout.
    expect((await new Browser(server.url).signIn(`Cal${rand}`, 'password one')).status).toBe(200);
  });

  it('sign-in attempts are counted across instances: failures spread over two instances on one store lock the name on both, saying when to try again', async () => {
    await new Browser(server.url).signUp(`Kit${rand}`, 'right password');
    const wrong = await new Browser(server.url).signIn(`Kit${rand}`, 'wrong password');
    const nobody = await new Browser(second.url).signIn(`Nemo${rand}`, 'wrong password');
    expect(nobody.body).toEqual(wrong.body);
    expect((await new Browser(second.url).signIn(`Kit${rand}`, 'wrong password')).status).toBe(401);
    expect((await new Browser(server.url).signIn(`Kit${rand}`, 'wrong password')).status).toBe(401);
    for (const url of [second.url, server.url]) {
      const locked = await new Browser(url).signIn(`Kit${rand}`, 'right password');
      expect(locked.status).toBe(429);
      expect((locked.body as { error: { message: string } }).error.message).toMatch(/^Too many sign-in attempts for this name: try again in \d+ seconds\.$/);
    }
    // An unknown name locked the same way answers the same: a lockout says nothing about which names are taken.
    for (const url of [second.url, server.url]) await new Browser(url).signIn(`Nemo${rand}`, 'wrong password');
    const ghost = await new Browser(server.url).signIn(`Nemo${rand}`, 'wrong password');
    const kit = await new Browser(second.url).signIn(`Kit${rand}`, 'wrong password');
    expect(ghost.status).toBe(429);
    expect((ghost.body as { error: { code: string } }).error.code).toBe((kit.body as { error: { code: string } }).error.code);
  });

  it('CSRF: a cookie-authenticated write without the token, with a wrong one, or from another origin is refused and changes nothing', async () => {
    const b = new Browser(server.url);
    await b.signUp(`Eve${rand}`, 'first password');
    const change = { old: 'first password', password: 'second password' };
    const none = await b.call('POST', '/api/account/password', change);
    expect(none.status).toBe(403);
    expect(none.body).toMatchObject({ error: { code: 'bad-csrf' } });
    const wrong = await b.call('POST', '/api/account/password', change, { 'x-ramparts-csrf': 'x'.repeat(43) });
    expect(wrong.body).toMatchObject({ error: { code: 'bad-csrf' } });
    const foreign = await b.call('POST', '/api/account/password', change, { 'x-ramparts-csrf': b.csrf!, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ error: { code: 'bad-origin' } });
    const out = await b.call('DELETE', '/api/session', undefined, { origin: 'https://evil.example' });
    expect(out.status).toBe(403);
    // Nothing changed: the old password still signs in, and this browser is still signed in.
    expect(await b.me()).toBe(`Eve${rand}`);
    expect((await new Browser(server.url).signIn(`Eve${rand}`, 'first password')).status).toBe(200);
    // Sign-in from another site is refused too (no session is made for the other site's page).
    expect((await new Browser(server.url).call('POST', '/api/session', { name: `Eve${rand}`, password: 'first password' }, { origin: 'https://evil.example' })).status).toBe(403);
    // With the token from our own origin, the same write goes through.
    expect((await b.write('POST', '/api/account/password', change)).status).toBe(200);
  });

  it('a revoked session is refused at once, by this instance and by a second one on the same store', async () => {
    const laptop = new Browser(server.url);
    await laptop.signUp(`Fay${rand}`, 'fay password');
    const phone = new Browser(second.url);
    await phone.signIn(`Fay${rand}`, 'fay password');
    expect(await phone.me()).toBe(`Fay${rand}`);
    const list = await laptop.call<{ sessions: { id: string; current: boolean; userAgent: string }[] }>('GET', '/api/account/sessions');
    expect(list.body.sessions).toHaveLength(2);
    const phoneSession = list.body.sessions.find((s) => !s.current)!;
    // Without the CSRF token the revocation is refused and the phone stays signed in.
    expect((await laptop.call('DELETE', `/api/account/sessions/${phoneSession.id}`)).status).toBe(403);
    expect(await phone.me()).toBe(`Fay${rand}`);
    expect((await laptop.write('DELETE', `/api/account/sessions/${phoneSession.id}`)).status).toBe(200);
    // The phone's own instance and the laptop's both refuse its cookie at once.
    expect(await phone.me()).toBeNull();
    const onFirst = new Browser(server.url);
    onFirst.cookie = phone.cookie;
    expect(await onFirst.me()).toBeNull();
    expect((await phone.call('GET', '/api/account/sessions')).body).toMatchObject({ error: { code: 'not-signed-in' } });
    expect((await laptop.write('DELETE', `/api/account/sessions/${phoneSession.id}`)).body).toMatchObject({ error: { code: 'no-such-session' } });
    // Signing out ends the laptop's own session, the cookie is cleared.
    const out = await laptop.write('DELETE', '/api/session');
    expect(out.status).toBe(200);
    expect(out.cookie).toMatch(/^ramparts_session=; Path=\/; Max-Age=0/);
    expect(await laptop.me()).toBeNull();
  });

  it("a password change needs the old one and signs out the account's other sessions", async () => {
    const a = new Browser(server.url);
    await a.signUp(`Gus${rand}`, 'gus password');
    const other = new Browser(second.url);
    await other.signIn(`Gus${rand}`, 'gus password');
    expect((await a.write('POST', '/api/account/password', { old: 'not it at all', password: 'new password' })).body).toMatchObject({ error: { code: 'wrong-password' } });
    expect((await a.write('POST', '/api/account/password', { old: 'gus password', password: 'new' })).body).toMatchObject({ error: { code: 'bad-password' } });
    expect(await other.me()).toBe(`Gus${rand}`);
    expect((await a.write('POST', '/api/account/password', { old: 'gus password', password: 'new password' })).status).toBe(200);
    expect(await a.me()).toBe(`Gus${rand}`);
    expect(await other.me()).toBeNull();
    expect((await new Browser(server.url).signIn(`Gus${rand}`, 'new password')).status).toBe(200);
  });

  it('claim attaches the seats this browser holds (again is harmless), refuses a wrong credential and then changes nothing; the account lists them with their credentials, your turn marked', async () => {
    const b = new Browser(server.url);
    await b.signUp(`Hal${rand}`, 'hal password');
    const guest = new Browser(server.url);
    const m = (await guest.call<{ id: string; invitation: string }>('POST', '/api/matches', { game: 'coins', players: 2 })).body;
    const s0 = (await guest.call<{ credential: string }>('POST', `/api/matches/${m.id}/join`, { seat: 0, invitation: m.invitation })).body;
    const s1 = (await guest.call<{ credential: string }>('POST', `/api/matches/${m.id}/join`, { seat: 1, invitation: m.invitation })).body;
    const open = (await guest.call<{ id: string }>('POST', '/api/matches', { game: 'coins', players: 2, visibility: 'public' })).body;
    const o0 = (await guest.call<{ credential: string }>('POST', `/api/matches/${open.id}/join`, { seat: 0 })).body;

    const bad = await b.write('POST', '/api/account/claim', { seats: [{ match: open.id, seat: 0, credential: o0.credential }, { match: m.id, seat: 1, credential: s0.credential }] });
    expect(bad.status).toBe(403);
    expect(bad.body).toMatchObject({ error: { code: 'bad-credential' } });
    const missing = await b.write('POST', '/api/account/claim', { seats: [{ match: 'nope', seat: 0, credential: o0.credential }] });
    expect(missing.body).toMatchObject({ error: { code: 'bad-credential' } });
    const noCsrf = await b.call('POST', '/api/account/claim', { seats: [{ match: open.id, seat: 0, credential: o0.credential }] });
    expect(noCsrf.status).toBe(403);
    expect((await b.call<{ matches: unknown[] }>('GET', '/api/account/matches')).body.matches).toEqual([]);

    const seats = [
      { match: m.id, seat: 0, credential: s0.credential, key: m.invitation },
      { match: m.id, seat: 1, credential: s1.credential, key: m.invitation },
      { match: open.id, seat: 0, credential: o0.credential },
    ];
    expect((await b.write('POST', '/api/account/claim', { seats })).body).toEqual({ seats: 3, groups: 0 });
    expect((await b.write('POST', '/api/account/claim', { seats })).body).toEqual({ seats: 3, groups: 0 });

    // Another device signed in to the account gets the tables and the credentials to take the seats.
    const phone = new Browser(second.url);
    await phone.signIn(`Hal${rand}`, 'hal password');
    type Listed = { matches: { match: { id: string; status: string }; seats: { seat: number; credential: string }[]; key: string | null; yourTurn: boolean }[] };
    const res = await fetch(`${second.url}/api/account/matches`, { headers: { cookie: phone.cookie! } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const list = (await res.json()) as Listed;
    expect(list.matches.map((x) => [x.match.id, x.match.status, x.yourTurn])).toEqual([
      [m.id, 'live', true],
      [open.id, 'open', false],
    ]);
    expect(list.matches[0].seats).toEqual([
      { seat: 0, credential: s0.credential },
      { seat: 1, credential: s1.credential },
    ]);
    expect(list.matches[0].key).toBe(m.invitation);
    // The credential handed over works as the seat's: leaving with it is accepted.
    expect((await phone.call('POST', `/api/matches/${open.id}/leave`, { seat: 0, credential: list.matches[1].seats[0].credential })).status).toBe(200);
    // A seat freed since is no longer the account's: it leaves the list.
    expect((await phone.call<Listed>('GET', '/api/account/matches')).body.matches.map((x) => x.match.id)).toEqual([m.id]);
    // Signed out, nothing is listed.
    expect((await new Browser(server.url).call('GET', '/api/account/matches')).body).toMatchObject({ error: { code: 'not-signed-in' } });
  });

  it('claim attaches campaign groups by their secret, and refuses a wrong secret', async () => {
    const b = new Browser(server.url);
    await b.signUp(`Ivy${rand}`, 'ivy password');
    const g = (await b.call<{ group: string; secret: string }>('POST', '/api/saves/dice', { data: diceCampaign.newSave('North') })).body;
    expect((await b.write('POST', '/api/account/claim', { groups: [{ game: 'dice', group: g.group, name: 'North', secret: 'wrong' }] })).body).toMatchObject({ error: { code: 'bad-credential' } });
    expect((await b.write('POST', '/api/account/claim', { groups: [{ game: 'dice', group: g.group, name: 'North', secret: g.secret }] })).body).toEqual({ seats: 0, groups: 1 });
    expect((await b.call<{ groups: unknown[] }>('GET', '/api/account/matches')).body.groups).toEqual([{ game: 'dice', group: g.group, name: 'North', secret: g.secret }]);
  });

  it('every account route is in the OpenAPI and in docs/protocol.md', async () => {
    const doc = (await new Browser(server.url).call<{ paths: Record<string, Record<string, unknown>> }>('GET', '/openapi.json')).body;
    const protocol = readFileSync(new URL('../../../../docs/protocol.md', import.meta.url), 'utf8');
    for (const [method, path] of ROUTES) {
      expect(doc.paths[path.replace(':id', '{id}')]?.[method.toLowerCase()], `${method} ${path} in the OpenAPI`).toBeDefined();
      expect(protocol, `${method} ${path} in docs/protocol.md`).toContain(`${method} ${path}`);
    }
  });
});

const ROUTES = [
  ['POST', '/api/account'],
  ['GET', '/api/account'],
  ['POST', '/api/session'],
  ['DELETE', '/api/session'],
  ['GET', '/api/account/sessions'],
  ['DELETE', '/api/account/sessions/:id'],
  ['POST', '/api/account/password'],
  ['POST', '/api/account/claim'],
  ['GET', '/api/account/matches'],
] as const;

describe('#29 the session cookie behind a TLS proxy, and bad input', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
  });
  afterAll(() => server?.close());

  it('is Secure when the proxy says the request came over TLS (TRUST_PROXY), and not otherwise', async () => {
    const tls = await new Browser(server.url).call('POST', '/api/account', { name: 'tls_user', password: 'long enough' }, { 'x-forwarded-proto': 'https' });
    expect(tls.status).toBe(201);
    expect(tls.cookie).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const plain = await new Browser(server.url).signIn('tls_user', 'long enough');
    expect(plain.cookie).not.toContain('Secure');
  });

  it('malformed requests are refused in words and change nothing; a forged cookie signs nobody in', async () => {
    const b = new Browser(server.url);
    for (const body of [{}, { name: 'x' }, { name: 'abc', password: 'long enough', extra: 1 }, { name: 7, password: 'long enough' }, { name: 'a'.repeat(101), password: 'long enough' }]) {
      const r = await b.call('POST', '/api/account', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ error: { code: 'bad-request' } });
      expect(r.cookie).toBeNull();
    }
    expect((await b.call('POST', '/api/session', { name: 'tls_user' })).body).toMatchObject({ error: { code: 'bad-request' } });
    b.cookie = `ramparts_session=${'A'.repeat(43)}`;
    expect(await b.me()).toBeNull();
    b.cookie = `ramparts_session=${'%'.repeat(5000)}`;
    expect(await b.me()).toBeNull();
    const signed = new Browser(server.url);
    await signed.signIn('tls_user', 'long enough');
    expect((await signed.write('POST', '/api/account/claim', { seats: [{ match: 'm', seat: -1, credential: 'x' }] })).body).toMatchObject({ error: { code: 'bad-request' } });
    expect((await signed.write('POST', '/api/account/claim', { seats: Array.from({ length: 201 }, () => ({ match: 'm', seat: 0, credential: 'x' })) })).body).toMatchObject({ error: { code: 'bad-request' } });
    expect((await signed.write('DELETE', `/api/account/sessions/${'x'.repeat(65)}`)).body).toMatchObject({ error: { code: 'bad-request' } });
    expect(await signed.me()).toBe('tls_user');
  });
});
