import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accessibilityProblems, newPage, shot, startLocal, type Harness } from '../browser.ts';
import { enter } from './accounts.ts';

/** The notices the page's service worker shows now (title, body, the table it leads to). */
const shown = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration('/');
    return (await reg!.getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url }));
  });

/** #30: the service worker that shows "your turn" and opens the table; the choices on the account page. */
export function noticeTests(harness: () => Harness): void {
  it('#30 notices: the account page turns them on (the service worker registers at the site root); a push delivered through DevTools (ServiceWorker.deliverPushMessage, the worker\'s own push handler) shows the notice, and a notificationclick dispatched in the worker opens its table', async () => {
    const h = harness();
    const name = `nia${Math.random().toString(36).slice(2, 7)}`;
    const page = await newPage(h);
    await page.context().grantPermissions(['notifications'], { origin: new URL(h.url).origin });
    await enter(page, h.url, 'up', name, 'long enough');
    const cdp = await page.context().newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string }[] }) => void registrations.push(...e.registrations));
    await cdp.send('ServiceWorker.enable');

    await page.goto(`${h.url}#/account`);
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Notices' }) });
    await section.getByRole('checkbox', { name: 'A turn-based match is waiting for your move: by push' }).waitFor();
    expect(await section.getByRole('checkbox', { name: 'A turn-based match is waiting for your move: by push' }).isChecked()).toBe(true);
    // A choice is kept by the server.
    await section.getByRole('checkbox', { name: 'Your clock is about to run out: by email' }).uncheck();
    await expect.poll(async () => ((await (await page.request.get(`${h.url}api/account/notices`)).json()) as { kinds: { clock: { email: boolean } } }).kinds.clock.email).toBe(false);
    // "Get notices on this browser": the worker registers; this headless Chromium has no push service to subscribe
    // with (no network), so the subscription itself may be refused, in words.
    await section.getByRole('button', { name: 'Get notices on this browser' }).click();
    await section.locator('[role=status], [role=alert]').waitFor();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(h.url);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(`${h.url}sw.js`);
    await shot(page, 'notices-account');
    expect(await accessibilityProblems(page)).toEqual([]);

    // A real table to be sent to.
    const created = (await (await page.request.post(`${h.url}api/matches`, { data: { game: 'coins', players: 2, visibility: 'public' } })).json()) as { id: string };
    await expect.poll(() => registrations.find((r) => r.scopeURL === h.url)?.registrationId).toBeDefined();
    const registrationId = registrations.find((r) => r.scopeURL === h.url)!.registrationId;
    const notice = { kind: 'turn', title: 'Your turn in Coin Siege', body: 'Coin Siege: it is your move.', url: `/#/match/${created.id}`, tag: `ramparts-${created.id}`, match: created.id };
    // DevTools may drop a push sent while the worker is still starting (seen under load): it is sent again until it
    // shows. The notice carries a tag, so a second delivery replaces the first rather than adding one.
    const deliver = () => cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(h.url).origin, registrationId, data: JSON.stringify(notice) });
    await deliver();
    await expect
      .poll(
        async () => {
          const now = await shown(page);
          if (now.length === 0) await deliver();
          return now;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toEqual([{ title: notice.title, body: notice.body, url: notice.url }]);

    await page.goto(h.url);
    await page.getByRole('heading', { name: 'Coin Siege' }).first().waitFor();
    const worker = page.context().serviceWorkers().find((w) => w.url() === `${h.url}sw.js`) ?? (await page.context().waitForEvent('serviceworker'));
    await worker.evaluate(async () => {
      const sw = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
      const [n] = await sw.registration.getNotifications();
      sw.dispatchEvent(new (globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent('notificationclick', { notification: n! }));
    });
    await page.waitForURL(`${h.url}#/match/${created.id}`, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Take this seat' }).first().waitFor();
    // Clicked: the notice is gone.
    expect(await shown(page)).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("#30 a guest who starts a turn-based match online is offered notices for the seat: with notices allowed, the service worker registers and the browser goes to subscribe with the server's key", async () => {
    const h = harness();
    const page = await newPage(h);
    await page.context().grantPermissions(['notifications'], { origin: new URL(h.url).origin });
    const asked: string[] = [];
    page.on('request', (r) => void asked.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await startLocal(page, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('link');
      await p.getByRole('radio', { name: /Turn-based/ }).check();
      await p.getByRole('radio', { name: '24 hours per move' }).check();
    });
    const id = decodeURIComponent(new URL(page.url()).hash.match(/^#\/match\/([^?]+)/)![1]!);
    // Nobody is signed in: the seat this browser holds is what gets subscribed.
    expect(await page.evaluate((k) => localStorage.getItem(k), `ramparts:cred:${id}`)).toContain('credential');
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.scope ?? null), { timeout: 10_000 }).toBe(h.url);
    await expect.poll(() => asked.includes('GET /api/notices/vapid'), { timeout: 10_000 }).toBe(true);
    // This headless Chromium has no push service to subscribe with (no network), so it stops there; the server's side
    // of a seat's subscription is tested in packages/server/src/notices/seat-push.test.ts.
    await page.context().close();
  }, 60_000);
}
