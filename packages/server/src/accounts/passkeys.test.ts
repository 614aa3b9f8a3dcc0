import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountBrowser, type Answer } from '../testing/account-browser.ts';
import { SoftPasskey, type PublicKeyOptions } from '../testing/authenticator.ts';
import { needServices } from '../testing/services.ts';
import type { TestServer } from '../testing/server.ts';
import { serversOnStore, type ServersOnStore } from '../testing/servers-on-store.ts';

const withPg = (await needServices(['postgres'], "the passkeys' PostgreSQL tests")) === null;

/** The site passkeys are made for (PASSKEY_ORIGIN): both instances answer for it, as behind one load balancer. */
const SITE = 'http://ramparts.test';
const accounts = { passkeyOrigin: SITE };

type Ceremony = { challenge: string; options: PublicKeyOptions };

/** Adds `key` to the account signed in on `b`: options, then the authenticator's answer. */
async function addPasskey(b: AccountBrowser, key: SoftPasskey, name = 'Phone'): Promise<Answer> {
  const begun = await b.write<Ceremony>('POST', '/api/account/passkeys/options');
  expect(begun.status).toBe(200);
  return b.write('POST', '/api/account/passkeys', { challenge: begun.body.challenge, name, response: key.create(begun.body.options) });
}

/** Signs `b` in with `key`; the answer. */
async function passkeySignIn(b: AccountBrowser, key: SoftPasskey, opts: { as?: string } = {}): Promise<Answer> {
  const begun = await b.call<Ceremony>('POST', '/api/session/passkey/options', undefined, { origin: b.url });
  const r = await b.call('POST', '/api/session/passkey', { challenge: begun.body.challenge, response: key.get(begun.body.options, opts) }, { origin: b.url });
  if (r.status === 200) b.csrf = r.body.csrf as string;
  return r;
}

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#29 passkeys on %s', (dialect) => {
  let server: TestServer;
  let second: TestServer;
  let stores: ServersOnStore | undefined;
  const rand = Math.random().toString(36).slice(2, 8);

  beforeAll(async () => {
    stores = await serversOnStore(dialect, 'ramparts_passkeys', { accounts }, { accounts });
    [server, second] = stores.servers;
  });
  afterAll(() => stores?.close());

  it('a passkey added to a signed-in account is listed, and signs in on another instance with no name or password; removed, it signs in no more', async () => {
    const b = new AccountBrowser(server.url);
    await b.signUp(`Pia${rand}`, 'long enough');
    const key = new SoftPasskey(SITE);
    const added = await addPasskey(b, key, 'Laptop');
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ id: key.credentialId, name: 'Laptop', lastUsedAt: null });
    const list = await b.call<{ passkeys: { id: string; name: string }[]; password: boolean }>('GET', '/api/account/passkeys');
    expect(list.body).toMatchObject({ passkeys: [{ id: key.credentialId, name: 'Laptop' }], password: true });

    // Another browser, another instance.
    const other = new AccountBrowser(second.url);
    const signedIn = await passkeySignIn(other, key);
    expect(signedIn.status).toBe(200);
    expect(signedIn.cookie).toMatch(/^ramparts_session=[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(await other.me()).toBe(`Pia${rand}`);
    const after = await b.call<{ passkeys: { lastUsedAt: number | null }[] }>('GET', '/api/account/passkeys');
    expect(after.body.passkeys[0].lastUsedAt).toEqual(expect.any(Number));

    expect((await b.write('DELETE', `/api/account/passkeys/${key.credentialId}`)).status).toBe(200);
    const refused = await passkeySignIn(new AccountBrowser(server.url), key);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: { code: 'bad-passkey', message: 'That passkey does not sign in to an account here.' } });
    expect(refused.cookie).toBeNull();
  });

  it('a challenge is single use: the same answer (or another answer to the same challenge) is refused the second time, on either instance', async () => {
    const b = new AccountBrowser(server.url);
    await b.signUp(`Quin${rand}`, 'long enough');
    const key = new SoftPasskey(SITE);
    expect((await addPasskey(b, key)).status).toBe(201);
    const begun = await b.call<Ceremony>('POST', '/api/session/passkey/options');
    const answer = key.get(begun.body.options);
    const first = await new AccountBrowser(server.url).call('POST', '/api/session/passkey', { challenge: begun.body.challenge, response: answer });
    expect(first.status).toBe(200);
    const again = await new AccountBrowser(second.url).call('POST', '/api/session/passkey', { challenge: begun.body.challenge, response: key.get(begun.body.options) });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: { code: 'bad-challenge', message: 'This passkey step took too long or was used already: start again.' } });
    expect(again.cookie).toBeNull();
    // An expired challenge is no better than a used one.
    const late = await b.call<Ceremony>('POST', '/api/session/passkey/options');
    await server.service.store.db.updateTable('auth_challenges').set({ expires_at: Date.now() - 1 }).where('id', '=', late.body.challenge).execute();
    const tooLate = await new AccountBrowser(server.url).call('POST', '/api/session/passkey', { challenge: late.body.challenge, response: key.get(late.body.options) });
    expect(tooLate.body).toMatchObject({ error: { code: 'bad-challenge' } });
    // A sign-in challenge does not register a passkey.
    const wrongKind = await b.call<Ceremony>('POST', '/api/session/passkey/options');
    const misuse = await b.write('POST', '/api/account/passkeys', { challenge: wrongKind.body.challenge, response: new SoftPasskey(SITE).create(wrongKind.body.options) });
    expect(misuse.body).toMatchObject({ error: { code: 'bad-challenge' } });
  });

  it("another account's passkey is refused: a forged answer under its id, a challenge begun by another account, a passkey made for another origin", async () => {
    const ann = new AccountBrowser(server.url);
    await ann.signUp(`Rae${rand}`, 'long enough');
    const annKey = new SoftPasskey(SITE);
    await addPasskey(ann, annKey);
    const bob = new AccountBrowser(server.url);
    await bob.signUp(`Sol${rand}`, 'long enough');
    const bobKey = new SoftPasskey(SITE);
    await addPasskey(bob, bobKey);
    // Bob's authenticator signs, claiming Ann's credential id: the signature does not check out against Ann's key.
    const forged = await passkeySignIn(new AccountBrowser(server.url), bobKey, { as: annKey.credentialId });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ error: { code: 'bad-passkey' } });
    // A registration begun by Bob's session cannot be finished by Ann's.
    const begun = await bob.write<Ceremony>('POST', '/api/account/passkeys/options');
    const stolen = await ann.write('POST', '/api/account/passkeys', { challenge: begun.body.challenge, response: new SoftPasskey(SITE).create(begun.body.options) });
    expect(stolen.body).toMatchObject({ error: { code: 'bad-challenge' } });
    // A passkey made on another site (its client data names another origin) is refused.
    const phished = await ann.write<Ceremony>('POST', '/api/account/passkeys/options');
    const elsewhere = await ann.write('POST', '/api/account/passkeys', { challenge: phished.body.challenge, response: new SoftPasskey(SITE).create(phished.body.options, { origin: 'https://evil.example' }) });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({ error: { code: 'bad-passkey' } });
    // Ann cannot remove Bob's passkey.
    expect((await ann.write('DELETE', `/api/account/passkeys/${bobKey.credentialId}`)).body).toMatchObject({ error: { code: 'no-such-passkey' } });
    const bobs = await bob.call<{ passkeys: unknown[] }>('GET', '/api/account/passkeys');
    expect(bobs.body.passkeys).toHaveLength(1);
  });

  it('sign up with a passkey: an account without a password, signed in at once; a password sign-in to it is answered as a wrong one, and its last passkey stays', async () => {
    const b = new AccountBrowser(server.url);
    const key = new SoftPasskey(SITE);
    const begun = await b.call<Ceremony>('POST', '/api/account/passkey/options', { name: `Tam${rand}` }, { origin: server.url });
    expect(begun.status).toBe(200);
    const up = await b.call<{ account: { name: string; hasPassword: boolean }; csrf: string }>('POST', '/api/account/passkey', { challenge: begun.body.challenge, name: 'Phone', response: key.create(begun.body.options) }, { origin: server.url });
    expect(up.status).toBe(201);
    expect(up.body.account).toMatchObject({ name: `Tam${rand}`, hasPassword: false });
    // Who-am-I says so too: the account page offers no password change to an account without one.
    expect((await b.call<{ account: { hasPassword: boolean } }>('GET', '/api/account')).body.account.hasPassword).toBe(false);
    b.csrf = up.body.csrf;
    expect(await b.me()).toBe(`Tam${rand}`);
    const byPassword = await new AccountBrowser(server.url).signIn(`Tam${rand}`, '');
    expect(byPassword.status).toBe(400);
    const wrong = await new AccountBrowser(server.url).signIn(`Tam${rand}`, 'any password');
    expect(wrong.body).toEqual({ error: { code: 'bad-sign-in', message: 'That name and password do not match an account.' } });
    const last = await b.write('DELETE', `/api/account/passkeys/${key.credentialId}`);
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({ error: { code: 'last-way-in' } });
    expect((await passkeySignIn(new AccountBrowser(server.url), key)).status).toBe(200);
    // The name is checked when the ceremony begins: taken now.
    expect((await new AccountBrowser(server.url).call('POST', '/api/account/passkey/options', { name: `TAM${rand}` })).body).toMatchObject({ error: { code: 'name-taken' } });
  });

  it('a passkey-only account adds its first password from its session (CSRF-checked, no password now asked); from then on a change needs it', async () => {
    const b = new AccountBrowser(server.url);
    const key = new SoftPasskey(SITE);
    const begun = await b.call<Ceremony>('POST', '/api/account/passkey/options', { name: `Uma${rand}` }, { origin: server.url });
    const up = await b.call<{ csrf: string }>('POST', '/api/account/passkey', { challenge: begun.body.challenge, name: 'Phone', response: key.create(begun.body.options) }, { origin: server.url });
    b.csrf = up.body.csrf;
    const other = new AccountBrowser(second.url);
    expect((await passkeySignIn(other, key)).status).toBe(200);
    // Without the CSRF token, or too short: refused in words, nothing added.
    expect((await b.call('POST', '/api/account/password', { password: 'uma password' })).body).toMatchObject({ error: { code: 'bad-csrf' } });
    expect((await b.write('POST', '/api/account/password', { password: 'short' })).body).toEqual({ error: { code: 'bad-password', message: 'A password is at least 8 characters long.' } });
    expect((await b.call<{ account: { hasPassword: boolean } }>('GET', '/api/account')).body.account.hasPassword).toBe(false);
    expect((await new AccountBrowser(server.url).signIn(`Uma${rand}`, 'uma password')).status).toBe(401);

    expect((await b.write('POST', '/api/account/password', { password: 'uma password' })).body).toEqual({ ok: true });
    expect((await b.call<{ account: { hasPassword: boolean } }>('GET', '/api/account')).body.account.hasPassword).toBe(true);
    // The other browser stays signed in: adding a way in takes none away.
    expect(await other.me()).toBe(`Uma${rand}`);
    expect((await new AccountBrowser(second.url).signIn(`uma${rand}`, 'uma password')).status).toBe(200);
    // Now it has one: a change without it, or with a wrong one, is refused, and the password stays.
    expect((await b.write('POST', '/api/account/password', { password: 'another password' })).body).toEqual({ error: { code: 'wrong-password', message: 'Give the password you have now to change it.' } });
    expect((await b.write('POST', '/api/account/password', { old: 'not it', password: 'another password' })).body).toMatchObject({ error: { code: 'wrong-password' } });
    expect((await new AccountBrowser(server.url).signIn(`Uma${rand}`, 'uma password')).status).toBe(200);
    expect((await b.write('POST', '/api/account/password', { old: 'uma password', password: 'another password' })).body).toEqual({ ok: true });
    expect((await new AccountBrowser(server.url).signIn(`Uma${rand}`, 'another password')).status).toBe(200);
  });

  it('malformed passkey requests are refused in words and change nothing', async () => {
    const b = new AccountBrowser(server.url);
    const garbage = await b.call('POST', '/api/session/passkey', { challenge: 'x', response: { id: 'not base64url!' } });
    expect(garbage.status).toBe(400);
    expect(garbage.body).toMatchObject({ error: { code: 'bad-request' } });
    const unknown = await b.call('POST', '/api/session/passkey', { challenge: 'nope', response: new SoftPasskey(SITE).get({ challenge: 'abc' }) });
    expect(unknown.body).toMatchObject({ error: { code: 'bad-challenge' } });
    expect((await b.call('POST', '/api/account/passkeys/options')).body).toMatchObject({ error: { code: 'not-signed-in' } });
    const fromElsewhere = await b.call('POST', '/api/session/passkey/options', undefined, { origin: 'https://evil.example' });
    expect(fromElsewhere.body).toMatchObject({ error: { code: 'bad-origin' } });
  });
});
