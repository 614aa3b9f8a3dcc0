import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newPage, playByClicking, shot, startLocal, type Harness } from '../browser.ts';

/** Online matches from the new-game form: one played to its end then replayed from the end screen, and the clocks. */
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
    await page.locator('section.end').waitFor();
    await shot(page, 'online-end');
    const replay = page.getByRole('link', { name: 'Watch the replay' });
    expect(await replay.getAttribute('href')).toMatch(/^#\/replay\/match\//);
    await replay.click();
    await page.getByRole('heading', { name: 'Replay: Coin Siege' }).waitFor();
    const total = Number((await page.locator('.status').textContent())!.match(/Move (\d+) of (\d+)/)![2]);
    expect(total).toBeGreaterThan(10);
    await expect.poll(() => page.locator('.status').textContent()).toContain(`Move ${total} of ${total}`);
    await scrubReplay(page, total);
    await shot(page, 'online-replay');
    await page.context().close();
  }, 150_000);

  it('online clocks: each player’s time bank is shown, and only the bank of the player to move runs', async () => {
    const h = harness();
    const page = await newPage(h);
    await startLocal(page, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('bot:random');
      await p.getByLabel('Play on the server').check();
      await p.getByLabel('Time bank').selectOption('5');
    });
    await page.locator('.your-turn').waitFor();
    const first = await clocks(page);
    expect(first).toHaveLength(2);
    // The Defender (a bot) may have moved first: its bank ran for that move and gained the move's seconds.
    expect(Math.abs(first[1] - 300)).toBeLessThan(30);
    await page.waitForTimeout(2500);
    const later = await clocks(page);
    // The Attacker (to move) lost between 1 and 10 seconds; the Defender's bank stood still.
    expect(first[0] - later[0]).toBeGreaterThanOrEqual(1);
    expect(300 - later[0]).toBeLessThan(10);
    expect(later[1]).toBe(first[1]);
    expect(await page.locator('.players li.acting').textContent()).toContain('Attacker');
    await shot(page, 'online-clocks');
    await page.context().close();
  }, 60_000);
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
