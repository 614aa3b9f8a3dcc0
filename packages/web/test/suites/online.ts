import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newPage, playByClicking, shot, startLocal, type Harness } from '../browser.ts';

/** Online matches from the new-game form: one played to its end (its end screen and the replay's say the player's result) then replayed from the end screen, and the clocks. */
export function onlineTests(harness: () => Harness): void {
  it('online: a duel against a server bot played to the end, then its replay from the end screen, stepped and scrubbed', async () => {
    const h = harness();
    const page = await newPage(h);
    await startLocal(page, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('bot:random');
      await p.getByLabel('Play on the server').check();
    });
    expect(page.url()).toMatch(/#\/match\//);
    await page.locator('.your-turn').waitFor();
    await playByClicking(page, { maxClicks: 600, idleMs: 15_000 });
    const end = page.locator('section.end');
    await end.waitFor();
    // Issue #27: the person at this screen (the Attacker) reads their own result first, won or lost.
    const attackerWon = (await end.textContent())!.includes('The castle has fallen');
    expect(await end.locator('h2').textContent()).toBe(attackerWon ? 'You win' : 'You lose: Defender wins');
    await shot(page, 'online-end');
    const replay = page.getByRole('link', { name: 'Watch the replay' });
    expect(await replay.getAttribute('href')).toMatch(/^#\/replay\/match\//);
    await replay.click();
    await page.getByRole('heading', { name: 'Replay: Coin Siege' }).waitFor();
    const total = Number((await page.locator('.status').textContent())!.match(/Move (\d+) of (\d+)/)![2]);
    expect(total).toBeGreaterThan(10);
    // It opens at the setup, not telling the result before it is watched (#31.8).
    await expect.poll(() => page.locator('.status').textContent()).toContain(`Move 0 of ${total}`);
    expect(await end.count()).toBe(0);
    await scrubReplay(page, total);
    // The replay says it in the past: who won to a spectator, each seat's own result as seen by that seat.
    await expect.poll(() => end.locator('h2').textContent()).toBe(attackerWon ? 'Attacker won' : 'Defender won');
    await page.getByLabel('Seen by').selectOption({ label: 'Attacker' });
    await expect.poll(() => end.locator('h2').textContent()).toBe(attackerWon ? 'You won' : 'You lost: Defender won');
    await page.getByLabel('Seen by').selectOption({ label: 'Defender' });
    await expect.poll(() => end.locator('h2').textContent()).toBe(attackerWon ? 'You lost: Attacker won' : 'You won');
    await page.getByLabel('Seen by').selectOption({ label: 'a spectator' });
    await shot(page, 'online-replay');
    await page.context().close();
  }, 150_000);

  it('online: the loser is told — an Attacker who places no soldier loses at turn 8 and reads "You lose: Defender wins" (issue #27)', async () => {
    const h = harness();
    const page = await newPage(h);
    await startLocal(page, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('bot:random');
      await p.getByLabel('Play on the server').check();
    });
    await page.locator('.your-turn').waitFor();
    // Every toss ended at once: the road stays empty, so from turn 8 the Defender wins (the castle stands).
    await playByClicking(page, { maxClicks: 200, idleMs: 15_000, prefer: (keys) => (keys.includes('endToss') ? 'endToss' : undefined) });
    const end = page.locator('section.end');
    await end.waitFor();
    expect(await end.locator('h2').textContent()).toBe('You lose: Defender wins');
    expect(await end.textContent()).toContain('No soldier is left on the map and the castle stands');
    await shot(page, 'online-lost');
    await page.getByRole('link', { name: 'Watch the replay' }).click();
    await page.getByRole('heading', { name: 'Replay: Coin Siege' }).waitFor();
    // A replay opens at the setup (#31.8): its result is at the last move.
    await page.getByLabel('Last move').click();
    await expect.poll(() => end.locator('h2').textContent()).toBe('Defender won');
    await page.getByLabel('Seen by').selectOption({ label: 'Attacker' });
    await expect.poll(() => end.locator('h2').textContent()).toBe('You lost: Defender won');
    await page.context().close();
  }, 120_000);

  it('online clocks: each player’s time bank is shown, and only the bank of the player to move runs', async () => {
    const h = harness();
    const page = await newPage(h);
    // The page's own time is fake: it passes only when the test says, so the banks are read to the second.
    await page.clock.install();
    await startLocal(page, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('bot:random');
      await p.getByLabel('Play on the server').check();
      await p.getByLabel('Time bank').selectOption('5');
    });
    await page.locator('.your-turn').waitFor();
    expect(await page.locator('.players li.acting').textContent()).toContain('Attacker');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await settle(page);
    const first = await clocks(page);
    expect(first).toHaveLength(2);
    // Five minutes each, and the Attacker has not moved yet (the Defender, a bot, may have: 5 s more a move).
    expect(first[0]).toBeLessThanOrEqual(300);
    await page.clock.runFor(2000);
    // Exactly two seconds off the Attacker (to move); the Defender's bank stands still.
    await expect.poll(() => clocks(page)).toEqual([first[0] - 2, first[1]]);
    await page.clock.runFor(3000);
    await expect.poll(() => clocks(page)).toEqual([first[0] - 5, first[1]]);
    expect(await page.locator('.players li.acting').textContent()).toContain('Attacker');
    await shot(page, 'online-clocks');
    await page.context().close();
  }, 60_000);
}

/** Lets the page finish the renders its timers asked for: React runs them in posted messages, which fake time does not hold. */
function settle(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** Seconds left on each seat's clock, as the players list shows them (⏱ m:ss). */
async function clocks(page: Page): Promise<number[]> {
  await page.locator('.players .clock').first().waitFor();
  const texts = await page.locator('.players .clock').allTextContents();
  return texts.map((t) => {
    const [, m, s] = t.match(/(\d+):(\d\d)/)!;
    return Number(m) * 60 + Number(s);
  });
}

/** The replay's controls: first, next, previous, the keyboard, the slider and the last move. */
export async function scrubReplay(page: Page, total: number): Promise<void> {
  const status = () => page.locator('.status').textContent();
  await page.getByLabel('First move').click();
  await expect.poll(status).toContain(`Move 0 of ${total}`);
  await page.getByLabel('Next move').click();
  await page.getByLabel('Next move').click();
  await expect.poll(status).toContain(`Move 2 of ${total}`);
  await page.getByLabel('Previous move').click();
  await expect.poll(status).toContain(`Move 1 of ${total}`);
  // Arrow keys step one move, whether a button or the slider has the focus.
  await page.getByLabel('Next move').press('ArrowRight');
  await expect.poll(status).toContain(`Move 2 of ${total}`);
  const slider = page.getByRole('slider', { name: 'Move' });
  await slider.press('ArrowRight');
  await expect.poll(status).toContain(`Move 3 of ${total}`);
  const middle = Math.floor(total / 2);
  await slider.evaluate((el, v) => {
    // As a drag would: the native setter, then the input event React listens to.
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    set.call(el, String(v));
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, middle);
  await expect.poll(status).toContain(`Move ${middle} of ${total}`);
  await page.getByLabel('Last move').click();
  await expect.poll(status).toContain(`Move ${total} of ${total}`);
  await page.locator('section.end').waitFor();
}
