import { expect, it } from 'vitest';
import { newPage, startLocal, type Harness } from '../browser.ts';

/** #16: the online host names the table and themselves on the new-game form; the lobby and the other seats read both. */
export function onlineNamesTests(harness: () => Harness): void {
  it('#16 the host names the table and themselves: the open games list says "“Friday siege” · hosted by Ada", the joiner and the table read the name', async () => {
    const h = harness();
    const ada = await newPage(h);
    await startLocal(ada, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('link');
      await p.getByLabel('Anyone, from the open games list').check();
      await p.getByLabel('Your name').fill('Ada');
      await p.getByLabel('Name of this table').fill('Friday siege');
    });
    await expect.poll(() => ada.locator('h1').first().textContent()).toBe('Coin Siege: Friday siege');
    const bob = await newPage(h);
    await bob.goto(h.url);
    const entry = bob.locator('section', { hasText: 'Open online matches' }).getByRole('link', { name: /Friday siege/ });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('“Friday siege” · hosted by Ada · Coin Siege');
    await entry.click();
    await bob.getByRole('heading', { name: 'Join a game of Coin Siege: “Friday siege”' }).waitFor();
    for (const p of [ada, bob]) await p.context().close();
  }, 90_000);
}
