import { gameList } from '@ramparts/games/list';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accessibilityProblems, localMoves, newPage, playByBoard, shot, startLocal, type Harness } from '../browser.ts';

/** A bot in the seat: the first bot the form offers (whatever its level's words). */
async function aBot(page: Page, label: string): Promise<void> {
  const select = page.getByLabel(label);
  const value = await select.evaluate((el) => [...(el as HTMLSelectElement).options].map((o) => o.value).find((v) => v.startsWith('bot:')));
  await select.selectOption(value!);
}

/** Issue #31 ("The table, finished"): its overflows (3), leftovers (4) and axe's landmark findings (13). */
export function tableFinishedTests(harness: () => Harness): void {
  it('#31.13 every board: the table is the page’s main landmark and axe finds no landmark-one-main or region problem', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    for (const g of gameList) {
      await startLocal(page, h.url, g.id);
      expect(await page.getByRole('main').count(), g.id).toBe(1);
      expect(await page.locator('main .board-area').count(), g.id).toBe(1);
      expect(await accessibilityProblems(page, ['landmark-one-main', 'region']), g.id).toEqual([]);
    }
    // "Skip to the page" leads into the table.
    await page.reload();
    await page.locator('.board-area').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await shot(page, 'table-main-landmark');
    await page.context().close();
  }, 120_000);

  it('#31.4 tooltips: a piece’s tooltip goes away when it is clicked', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await startLocal(page, h.url, 'coins', async (p) => {
      await aBot(p, 'Who plays Defender');
    });
    await page.locator('.your-turn').waitFor();
    const soldier = page.locator('.coins-board [data-piece^="soldier-"]').first();
    await soldier.hover();
    await expect.poll(() => page.locator('.tip').count()).toBe(1);
    await soldier.click();
    await page.waitForTimeout(300);
    expect(await page.locator('.tip').count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('#31.4 motion trails: the dashed line a piece leaves fades out once it has moved', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await page.goto(h.url);
    await page.evaluate(() => localStorage.setItem('ramparts:motion', 'fast'));
    await startLocal(page, h.url, 'coins', async (p) => {
      await aBot(p, 'Who plays Defender');
    });
    await page.locator('.your-turn').waitFor();
    const prefer = (keys: string[]) => keys.find((k) => k.startsWith('steps:')) ?? keys.find((k) => k.startsWith('soldier:') || k.startsWith('place:') || k.startsWith('sq:') || k.startsWith('hit:')) ?? keys[0];
    await playByBoard(page, { maxClicks: 60, prefer, stop: async () => (await page.locator('.board-area .trail').count()) > 0 });
    expect(await page.locator('.board-area .trail').count()).toBeGreaterThan(0);
    await shot(page, 'trail-drawn');
    // Well after the glide (180 ms at "fast"), every trail is gone from sight.
    await page.waitForTimeout(2000);
    const shown = await page.locator('.board-area .trail').evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== 'none' && Number(getComputedStyle(e).opacity) > 0.01).length);
    expect(shown).toBe(0);
    await page.context().close();
  }, 90_000);

  it('#31.4 keyboard: Enter on a cards hand card keeps focus on the table, never the page’s body, through the whole turn', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await startLocal(page, h.url, 'cards', async (p) => {
      await aBot(p, 'Who plays Player 2');
    });
    await page.locator('.your-turn').waitFor();
    await page.keyboard.press('Tab');
    await page.locator('.cards-board [data-seat-hand="0"] [data-key^="hand:"]').first().focus();
    // Enter on whatever the table offers next, until the turn has passed to the bot and back.
    const where: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Enter');
      await page.waitForTimeout(1500);
      const at = await page.evaluate(() => {
        const a = document.activeElement;
        return !a || a === document.body ? 'body' : a.closest('main') ? (a.getAttribute('data-key') ?? a.tagName) : `outside: ${a.tagName}`;
      });
      where.push(at);
    }
    console.info(`focus after each Enter: ${where.join(', ')}`);
    expect(where.filter((w) => w === 'body' || w.startsWith('outside'))).toEqual([]);
    // The keys moved the game on: the person's own moves were made by Enter alone.
    expect((await localMoves(page)).filter((m) => m.seat === 0).length).toBeGreaterThan(0);
    await page.context().close();
  }, 90_000);

  it('#31.4 a table whose seats are all bots is watched: no “(you)”, no “Your turn”, nothing to click', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await startLocal(page, h.url, 'tracks', async (p) => {
      await p.getByLabel('Number of players').selectOption('2');
      await aBot(p, 'Who plays Player 1');
      await aBot(p, 'Who plays Player 2');
    });
    await page.locator('.tracks-board').waitFor();
    await expect.poll(() => page.locator('.log li').count()).toBeGreaterThan(2);
    for (let i = 0; i < 3; i++) {
      expect(await page.locator('main').textContent()).not.toContain('(you)');
      expect(await page.locator('.your-turn').count()).toBe(0);
      expect(await page.locator('.board-area [data-key]').count()).toBe(0);
      expect(await page.locator('.steps').count()).toBe(0);
      await page.waitForTimeout(500);
    }
    expect(await page.locator('main').textContent()).not.toContain('It is not your seat');
    await shot(page, 'all-bots-watched');
    await page.context().close();
  }, 60_000);
}
