import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountBrowser } from '../testing/account-browser.ts';
import { mailbox, type Mail } from '../testing/mailbox.ts';
import { needServices, pgSchema, TEST_PG } from '../testing/services.ts';
import { startTestServer, type TestServer } from '../testing/server.ts';

const withPg = (await needServices(['postgres'], "the email tests' PostgreSQL runs")) === null;

const SITE = 'https://ramparts.test';

/** The mails to `to` with a link to `#/account/<kind>/…`. */
const linksTo = (mails: Mail[], to: string, kind: string) => mails.filter((m) => m.to === to && m.text.replace(/=\r?\n/g, '').includes(`/#/account/${kind}/`));

/** The token of the newest such link, once more than `seen` of them have come. */
async function linkIn(mails: Mail[], to: string, kind: 'verify' | 'reset', seen = 0): Promise<string> {
  await expect.poll(() => linksTo(mails, to, kind).length, { timeout: 5000 }).toBeGreaterThan(seen);
  const text = linksTo(mails, to, kind).at(-1)!.text.replace(/=\r?\n/g, '');
  const found = new RegExp(`${SITE.replace(/\./g, '\\.')}/#/account/${kind}/([\\w-]+)`).exec(text);
  expect(found, text).not.toBeNull();
  return found![1];
}

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#29 email and password reset on %s', (dialect) => {
  let server: TestServer;
  let plain: TestServer;
  let box: Awaited<ReturnType<typeof mailbox>>;
  let cleanup: () => Promise<void> = async () => {};
  const rand = Math.random().toString(36).slice(2, 8);

  beforeAll(async () => {
    box = await mailbox();
    const accounts = { mail: { smtpUrl: box.url, from: 'Ramparts <noreply@ramparts.test>', publicOrigin: SITE } };
    if (dialect === 'PostgreSQL') {
      const db = await pgSchema('ramparts_email');
      server = await startTestServer({ databaseUrl: TEST_PG, databaseSchema: db.name, accounts });
      plain = await startTestServer({ databaseUrl: TEST_PG, databaseSchema: db.name });
      cleanup = db.drop;
    } else {
      server = await startTestServer({ accounts });
      plain = await startTestServer({ dataDir: server.dataDir });
    }
  });
  afterAll(async () => {
    await plain?.close();
    await server?.close();
    await box?.close();
    await cleanup();
  });

  it('an address is added by following the link mailed to it; the link works once', async () => {
    const b = new AccountBrowser(server.url);
    await b.signUp(`Mia${rand}`, 'long enough');
    const to = `mia${rand}@example.org`;
    const sent = await b.write('POST', '/api/account/email', { email: ` Mia${rand}@Example.org ` });
    expect(sent.status).toBe(200);
    expect((await b.call('GET', '/api/account/email')).body).toEqual({ email: null, mail: true });
    const token = await linkIn(box.mails, to, 'verify');
    expect((await new AccountBrowser(server.url).call('POST', '/api/account/email/verify', { token })).body).toEqual({ email: to, mail: true });
    expect((await b.call('GET', '/api/account/email')).body).toEqual({ email: to, mail: true });
    const again = await new AccountBrowser(server.url).call('POST', '/api/account/email/verify', { token });
    expect(again.body).toEqual({ error: { code: 'bad-link', message: 'This link is used already, too old, or not one of ours: ask for a new one.' } });
    expect((await b.write('POST', '/api/account/email', { email: 'not an address' })).body).toMatchObject({ error: { code: 'bad-request' } });
  });

  it('a reset answers alike for a known name, an unknown name and an unknown address; only the known one gets a link, which sets the password once and signs every session out', async () => {
    const b = new AccountBrowser(server.url);
    await b.signUp(`Ned${rand}`, 'old password');
    const to = `ned${rand}@example.org`;
    await b.write('POST', '/api/account/email', { email: to });
    await new AccountBrowser(server.url).call('POST', '/api/account/email/verify', { token: await linkIn(box.mails, to, 'verify') });
    const mailsBefore = box.mails.length;

    const known = await new AccountBrowser(server.url).call('POST', '/api/account/reset', { name: `NED${rand}` });
    const nobody = await new AccountBrowser(server.url).call('POST', '/api/account/reset', { name: `Nobody${rand}` });
    const noAddress = await new AccountBrowser(server.url).call('POST', '/api/account/reset', { name: `nobody${rand}@example.org` });
    expect(known.status).toBe(200);
    expect(nobody).toEqual(known);
    expect(noAddress).toEqual(known);
    const token = await linkIn(box.mails, to, 'reset');
    expect(box.mails.length).toBe(mailsBefore + 1);

    const weak = await new AccountBrowser(server.url).call('POST', '/api/account/reset/confirm', { token, password: 'short' });
    expect(weak.body).toMatchObject({ error: { code: 'bad-password' } });
    expect((await new AccountBrowser(server.url).call('POST', '/api/account/reset/confirm', { token, password: 'new password' })).body).toEqual({ ok: true });
    expect(await b.me()).toBeNull();
    expect((await new AccountBrowser(server.url).signIn(`Ned${rand}`, 'old password')).status).toBe(401);
    expect((await new AccountBrowser(server.url).signIn(`Ned${rand}`, 'new password')).status).toBe(200);
    const twice = await new AccountBrowser(server.url).call('POST', '/api/account/reset/confirm', { token, password: 'third password' });
    expect(twice.body).toMatchObject({ error: { code: 'bad-link' } });

    // By address too; a link past its hour is refused.
    await new AccountBrowser(server.url).call('POST', '/api/account/reset', { name: to.toUpperCase() });
    const late = await linkIn(box.mails, to, 'reset', 1);
    expect(late).not.toBe(token);
    await server.service.store.db.updateTable('email_tokens').set({ expires_at: Date.now() - 1 }).where('purpose', '=', 'reset').execute();
    expect((await new AccountBrowser(server.url).call('POST', '/api/account/reset/confirm', { token: late, password: 'third password' })).body).toMatchObject({ error: { code: 'bad-link' } });
    expect((await new AccountBrowser(server.url).signIn(`Ned${rand}`, 'new password')).status).toBe(200);
  });

  it('without SMTP settings, a reset says to ask the operator, and an address cannot be added', async () => {
    const r = await new AccountBrowser(plain.url).call('POST', '/api/account/reset', { name: 'anyone' });
    expect(r.status).toBe(503);
    expect(r.body).toEqual({ error: { code: 'no-mail', message: 'This server sends no email: ask its operator to reset your password (ramparts admin reset-password).' } });
    const b = new AccountBrowser(plain.url);
    await b.signUp(`Oz${rand}`, 'long enough');
    expect((await b.call('GET', '/api/account/email')).body).toEqual({ email: null, mail: false });
    expect((await b.write('POST', '/api/account/email', { email: 'oz@example.org' })).body).toMatchObject({ error: { code: 'no-mail' } });
  });
});
