import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accessibilityProblems, newPage, shot, startLocal, type Harness } from '../browser.ts';

const GAMES = ['coins', 'cards', 'tracks', 'dice', 'crystal'];

/** Each game's tile and how it sits in the window: fully inside means on the first screen, without a scroll. */
async function tiles(page: Page) {
  await page.locator('.game-tile').nth(4).waitFor();
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.game-tile')].map((t) => {
      const r = t.getBoundingClientRect();
      return { game: t.dataset.game, inside: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth, bottom: Math.round(r.bottom) };
    }),
  );
}

/** The home page's look and welcome (issue #31.10): our typeface and mark, "Continue" first, the five games on one screen. */
export function homeTests(harness: () => Harness): void {
  it('home (#31.10): at 1280×800 the five games are tiles on the first screen; the page is set in Inter, loaded; the logo is in the top bar and the favicon; axe finds nothing', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    const fonts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.woff2') && r.ok()) fonts.push(r.url());
    });
    await page.goto(h.url);
    const placed = await tiles(page);
    expect(placed.map((t) => t.game)).toEqual(GAMES);
    for (const t of placed) expect(t.inside, `${t.game}'s tile ends at ${t.bottom} px, past the first screen`).toBe(true);
    // Each tile: its name, what it is, how many play, Play (the new-game form) and its rules.
    for (const game of GAMES) {
      const tile = page.locator(`.game-tile[data-game="${game}"]`);
      expect(await tile.getByRole('heading').count()).toBe(1);
      expect(await tile.locator('.tile-line').textContent()).not.toBe('');
      expect(await tile.locator('.tile-meta').textContent()).toMatch(/players? · about \d+ min/);
      expect(await tile.getByRole('link', { name: /^Play / }).getAttribute('href')).toBe(`#/new/${game}`);
      expect(await tile.getByRole('link', { name: /^Rules / }).getAttribute('href')).toBe(`#/rules/${game}`);
    }
    // A fresh browser has no tables: no "Continue".
    expect(await page.locator('section.continue').count()).toBe(0);

    // The typeface: the body is set in Inter, and its file came (latin, woff2) and is in use.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
    await expect.poll(() => page.evaluate(async () => (await document.fonts.ready, document.fonts.check('16px "Inter Variable"', 'Ramparts')))).toBe(true);
    expect(await page.evaluate(() => [...document.fonts].filter((f) => f.family.includes('Inter') && f.status === 'loaded').length)).toBeGreaterThan(0);
    expect(fonts.length).toBe(1);
    expect(fonts[0]).toMatch(/inter-latin-wght-normal.*\.woff2$/);

    // The mark: in the top bar, named; the favicon is the same mark (SVG, and a PNG).
    const topbar = page.locator('header.topbar');
    expect(await topbar.getByRole('img', { name: 'Ramparts' }).count()).toBe(1);
    expect(await topbar.getByRole('link', { name: 'Ramparts: home' }).getAttribute('href')).toBe('#/');
    for (const [sel, type] of [['link[rel="icon"][type="image/svg+xml"]', 'image/svg+xml'], ['link[rel="icon"][type="image/png"]', 'image/png'], ['link[rel="apple-touch-icon"]', 'image/png']]) {
      const href = await page.locator(sel).getAttribute('href');
      const res = await fetch(new URL(href!, h.url));
      expect(res.status, sel).toBe(200);
      expect(res.headers.get('content-type')).toContain(type);
    }
    expect(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'home-tiles');
    await page.context().close();
  }, 60_000);

  it('home (#31.10): with a table under way, "Continue" comes first on the page and opens it; the five games stay on the first screen', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await startLocal(page, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('bot:random');
    });
    const table = new URL(page.url()).hash;
    expect(table).toMatch(/^#\/local\//);
    await page.goto(h.url);
    const cont = page.locator('section.continue');
    await cont.waitFor();
    // First on the page: the first section and the first link of the main content.
    expect(await page.locator('main > section').first().getAttribute('class')).toContain('continue');
    expect(await page.locator('main h2').first().textContent()).toBe('Continue');
    expect(await page.locator('main a').first().getAttribute('href')).toBe(table);
    const card = cont.getByRole('link').first();
    expect(await card.textContent()).toMatch(/Coin Siege\s*under way/);
    expect(await card.textContent()).toContain('Continue');
    for (const t of await tiles(page)) expect(t.inside, `${t.game}'s tile ends at ${t.bottom} px, past the first screen`).toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'home-continue');
    await card.click();
    await page.locator('.board-area svg').first().waitFor();
    expect(new URL(page.url()).hash).toBe(table);
    await page.context().close();
  }, 60_000);
}
