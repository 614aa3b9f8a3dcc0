import { expect, it } from 'vitest';
import { newPage, playByClicking, shot, startLocal, type Harness } from '../browser.ts';

/** #14.15: a bot playing for an away person is said on every table, and the person takes the seat back with a button. */
export function takeoverTests(harness: () => Harness): void {
  it('#14.15 takeover: everyone sees "A bot is playing for Alice"; Alice sees that line instead of her moves, and "Take my seat back" returns them', async () => {
    const h = harness();
    const alice = await newPage(h);
    await alice.goto(h.url);
    await alice.evaluate(() => localStorage.setItem('ramparts:name', 'Alice'));
    await startLocal(alice, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('bot:random');
      await p.getByLabel('Play on the server').check();
    });
    await alice.locator('.your-turn').waitFor();
    const link = await alice.getByLabel('Link to this match').inputValue();
    const id = decodeURIComponent(new URL(link).hash.match(/^#\/match\/([^?]+)/)![1]);
    // Someone watching: both tables count them.
    const bob = await newPage(h);
    await bob.goto(link);
    await bob.locator('.board-area svg').waitFor();
    await expect.poll(() => alice.locator('.players .watching').textContent()).toBe('1 watching');
    await expect.poll(() => bob.locator('.players .watching').textContent()).toBe('1 watching');

    // Alice leaves her seat (as the REST API lets her): the takeover bot plays it, at a person's pace.
    const [cred] = JSON.parse((await alice.evaluate((k) => localStorage.getItem(k), `ramparts:cred:${id}`))!) as { seat: number; credential: string }[];
    const left = await fetch(new URL(`api/matches/${encodeURIComponent(id)}/leave`, h.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(cred) });
    expect(left.ok).toBe(true);
    await bob.locator('.players li', { hasText: 'A bot is playing for Alice' }).waitFor();
    const banner = alice.locator('section.take-back');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('A bot is playing for you');
    // Her moves are the bot's now: none offered (that would only be refused as "moved on"), no "Your turn".
    expect(await alice.locator('.steps').count()).toBe(0);
    expect(await alice.locator('.your-turn').count()).toBe(0);
    expect(await alice.locator('.players li', { hasText: 'A bot is playing for you' }).count()).toBe(1);
    await shot(alice, 'takeover-away');
    await shot(bob, 'takeover-watching');

    await alice.getByRole('button', { name: 'Take my seat back' }).click();
    await banner.waitFor({ state: 'detached' });
    await expect.poll(() => bob.locator('.players li', { hasText: 'A bot is playing for' }).count()).toBe(0);
    const summary = (await (await fetch(new URL(`api/matches/${encodeURIComponent(id)}`, h.url))).json()) as { seats: { away: boolean }[] };
    expect(summary.seats[cred.seat].away).toBe(false);
    // Her turn comes back to her, and her move is accepted.
    await alice.locator('.your-turn').waitFor({ timeout: 30_000 });
    const before = await alice.locator('.log li').count();
    await playByClicking(alice, { maxClicks: 10, stop: async () => (await alice.locator('.log li').count()) > before });
    await expect.poll(() => alice.locator('.log li').count()).toBeGreaterThan(before);
    expect(await alice.locator('.side .error').count()).toBe(0);
    for (const p of [alice, bob]) await p.context().close();
  }, 90_000);
}
