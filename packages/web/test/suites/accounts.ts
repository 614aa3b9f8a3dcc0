import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accessibilityProblems, newPage, shot, startLocal, type Harness } from '../browser.ts';

/** Signs up or in from the header's link; resolves once the account page says who is signed in. */
export async function enter(page: Page, url: string, kind: 'up' | 'in', name: string, password: string): Promise<void> {
  await page.goto(url);
  await page.locator('header').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Your account' }).waitFor();
  if (kind === 'up') {
    await page.getByLabel('Choose a name').fill(name);
    await page.getByLabel('Choose a password').fill(password);
    await page.getByRole('button', { name: 'Create the account' }).click();
  } else {
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
  await page.getByRole('heading', { name: `Signed in as ${name}` }).waitFor();
}

/** The seats' credentials this browser keeps for a match. */
const held = (page: Page, id: string) => page.evaluate((k) => localStorage.getItem(k), `ramparts:cred:${id}`);

/** Accounts (#29): the same tables on every device signed in to one account, and a guest's tables attached when asked. */
export function accountTests(harness: () => Harness): void {
  it('#29 sign up in one browser, start an online match, sign in on a second browser: its home lists the match and opens it as the seat; axe finds nothing on the account page', async () => {
    const h = harness();
    const name = `ann${Math.random().toString(36).slice(2, 7)}`;
    const laptop = await newPage(h);
    await laptop.goto(`${h.url}#/account`);
    await laptop.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(await accessibilityProblems(laptop)).toEqual([]);
    // Words, not codes: a name with a space is refused in a sentence.
    await laptop.getByLabel('Choose a name').fill('ann smith');
    await laptop.getByLabel('Choose a password').fill('long enough');
    await laptop.getByRole('button', { name: 'Create the account' }).click();
    await laptop.getByRole('alert').getByText('A name may use letters, digits and the signs _ - . only (no spaces).').waitFor();
    await enter(laptop, h.url, 'up', name, 'laptop password');
    await laptop.locator('header').getByRole('link', { name: `Your account: ${name}` }).waitFor();
    expect(await accessibilityProblems(laptop)).toEqual([]);
    await shot(laptop, 'account-signed-in');

    // A match on the server, started while signed in: its seat goes to the account.
    await startLocal(laptop, h.url, 'dice', async (p) => {
      await p.getByLabel('Play on the server').check();
    });
    const id = decodeURIComponent(new URL(laptop.url()).hash.split('/').pop()!.split('?')[0]);
    const credential = await held(laptop, id);
    expect(credential).toMatch(/"credential"/);

    const phone = await newPage(h, 400, 800);
    await enter(phone, h.url, 'in', name, 'laptop password');
    await phone.goto(h.url);
    const mine = phone.locator('section.my-matches');
    await mine.locator(`a[href="#/match/${id}"]`).first().waitFor();
    expect(await mine.textContent()).toMatch(/Gate Defense\s*under way/);
    await mine.getByText('your turn', { exact: true }).waitFor();
    // The phone keeps the account's credential for the seat, as the laptop does: it plays as that seat.
    expect(JSON.parse((await held(phone, id))!)).toEqual(JSON.parse(credential!));
    await mine.getByRole('link', { name: 'Continue' }).first().click();
    await phone.locator('.board-area').waitFor();
    // As the seat, not as a spectator: the table says it is this screen's turn.
    await phone.getByText('Your turn', { exact: true }).waitFor();
    await shot(phone, 'account-phone-table');

    // Signing out on the laptop from the phone's list of sessions: the laptop is signed out at its next request.
    await phone.goto(`${h.url}#/account`);
    await phone.getByRole('button', { name: /^Sign out there/ }).click();
    await expect.poll(() => phone.getByRole('button', { name: /^Sign out there/ }).count()).toBe(0);
    await laptop.goto(`${h.url}#/account`);
    await laptop.reload();
    await laptop.getByRole('heading', { name: 'Your account' }).waitFor();
    await phone.context().close();
    await laptop.context().close();
  }, 120_000);

  it("#29 a guest's online table is attached to the account only when the person says yes", async () => {
    const h = harness();
    const name = `bo${Math.random().toString(36).slice(2, 7)}`;
    const page = await newPage(h);
    await startLocal(page, h.url, 'dice', async (p) => {
      await p.getByLabel('Play on the server').check();
    });
    const id = decodeURIComponent(new URL(page.url()).hash.split('/').pop()!.split('?')[0]);
    await enter(page, h.url, 'up', name, 'guest password');
    const question = page.getByRole('heading', { name: 'Attach the 1 table this browser knows to your account?' });
    await question.waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    // Nothing is attached before the answer.
    const listed = () => page.evaluate(() => fetch('/api/account/matches').then((r) => r.json() as Promise<{ matches: { match: { id: string } }[] }>));
    expect((await listed()).matches).toEqual([]);
    await page.getByRole('button', { name: 'Attach them' }).click();
    await page.getByRole('status').getByText('1 table is now on your account').waitFor();
    expect((await listed()).matches.map((m) => m.match.id)).toEqual([id]);
    await page.context().close();
  }, 120_000);

  it('#29 passkeys in Chromium with a virtual authenticator: sign up with a password, add a passkey, sign out, sign in with the passkey alone; then a sign-up with a passkey instead of a password, which adds its first password on the account page', async () => {
    const h = harness();
    // Passkeys need a secure page: localhost is one, a bare IP address is not a domain a passkey can be bound to.
    const site = h.url.replace('127.0.0.1', 'localhost');
    const name = `kay${Math.random().toString(36).slice(2, 7)}`;
    const page = await newPage(h);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    await enter(page, site, 'up', name, 'a long password');
    const passkeys = page.locator('section', { has: page.getByRole('heading', { name: 'Passkeys' }) });
    await passkeys.getByText('No passkey yet.').waitFor();
    await passkeys.getByLabel('Name it').fill('Test key');
    await passkeys.getByRole('button', { name: 'Add a passkey on this device' }).click();
    await passkeys.getByRole('status').getByText('The passkey Test key is added: you can sign in with it.').waitFor();
    await passkeys.getByRole('button', { name: 'Remove the passkey Test key' }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'account-passkeys');

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('heading', { name: `Signed in as ${name}` }).waitFor();
    await passkeys.getByText(/last used/).waitFor();

    // A new account with the same authenticator's second passkey, and no password.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Create it with a passkey instead' }).click();
    await page.getByRole('alert').getByText('Choose a name first: the passkey is made for it.').waitFor();
    await page.getByLabel('Choose a name').fill(`${name}b`);
    await page.getByRole('button', { name: 'Create it with a passkey instead' }).click();
    await page.getByRole('heading', { name: `Signed in as ${name}b` }).waitFor();
    // Its only passkey is its only way in: no Remove.
    await passkeys.getByText(/never used to sign in/).waitFor();
    expect(await passkeys.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    // It adds its first password (no password now asked): from then on a change needs it, and the passkey may go.
    const adding = page.locator('form', { has: page.getByRole('heading', { name: 'Add a password' }) });
    expect(await adding.getByLabel('Your password now').count()).toBe(0);
    await adding.getByLabel('Password', { exact: true }).fill('a second way in');
    await adding.getByRole('button', { name: 'Add the password' }).click();
    await page.getByRole('status').getByText('Your account has a password now: sign in with it or with a passkey.').waitFor();
    await page.getByRole('heading', { name: 'Change your password' }).waitFor();
    await page.getByLabel('Your password now').waitFor();
    await passkeys.getByRole('button', { name: /^Remove the passkey/ }).waitFor();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await enter(page, site, 'in', `${name}b`, 'a second way in');
    await page.getByRole('heading', { name: `Signed in as ${name}b` }).waitFor();
    await page.context().close();
  }, 120_000);

  it('#29 your data: the export downloads as JSON with the account in it; deleting asks in words and for the password (a wrong one deletes nothing), then the browser is signed out and the name is free', async () => {
    const h = harness();
    const name = `dee${Math.random().toString(36).slice(2, 7)}`;
    const page = await newPage(h);
    await enter(page, h.url, 'up', name, 'a long password');
    const data = page.locator('section', { has: page.getByRole('heading', { name: 'Your data' }) });
    expect(await data.getByRole('link', { name: 'Download your data' }).getAttribute('href')).toBe('/api/account/export');
    const file = await page.request.get(`${h.url}api/account/export`);
    expect(file.headers()['content-disposition']).toBe(`attachment; filename="ramparts-${name}.json"`);
    expect((await file.json()) as unknown).toMatchObject({ format: 'ramparts-account-export/1', account: { name } });

    await data.getByRole('button', { name: 'Delete your account…' }).click();
    await data.getByText(/cannot be undone\. In finished matches your seats will read “a former player”/).waitFor();
    await data.getByLabel('Your password, to confirm').fill('not my password');
    await data.getByRole('button', { name: 'Delete my account for good' }).click();
    await data.getByRole('alert').getByText('That is not your password, so nothing was deleted.').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await data.getByLabel('Your password, to confirm').fill('a long password');
    await data.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.getByRole('status').getByText('Your account is deleted. You can go on playing as a guest.').waitFor();
    await page.locator('header').getByRole('link', { name: 'Sign in' }).waitFor();
    // The name is free again.
    await page.getByLabel('Choose a name').fill(name);
    await page.getByLabel('Choose a password').fill('another long one');
    await page.getByRole('button', { name: 'Create the account' }).click();
    await page.getByRole('heading', { name: `Signed in as ${name}` }).waitFor();
    await page.context().close();
  }, 120_000);

  it('#29 a forgotten password on a server without email: the form says to ask the operator; a mailed link that is not ours is refused in words', async () => {
    const h = harness();
    const page = await newPage(h);
    await page.goto(`${h.url}#/account`);
    await page.getByLabel('Account name or email address').fill('someone');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByRole('alert').getByText('This server sends no email: ask its operator to reset your password (ramparts admin reset-password).').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.goto(`${h.url}#/account/reset/not-a-real-token`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password').fill('a long new password');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByRole('alert').getByText('This link is used already, too old, or not one of ours: ask for a new one.').waitFor();
    await page.goto(`${h.url}#/account/verify/not-a-real-token`);
    await page.getByRole('alert').getByText('This link is used already, too old, or not one of ours: ask for a new one.').waitFor();
    await page.context().close();
  }, 60_000);
}
