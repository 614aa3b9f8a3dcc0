import { gameList } from '@ramparts/games/list';
import { expect, it } from 'vitest';
import { accessibilityProblems, newPage, shot, startLocal, type Harness } from '../browser.ts';

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
}
