import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newPage, playByClicking, shot, sidewaysScroll, startLocal, type Harness } from '../browser.ts';

const PHONE = { width: 390, height: 844 };

/** What a phone shows of the table: nothing wider than the screen, and board text no smaller than this (CSS px). */
const MIN_TEXT_PX = 8;

/** Each game's table at phone width: the board fits, its text is legible, the move list needs no sideways scroll. */
export function phoneTests(harness: () => Harness): void {
  const games: { name: string; game: string; mode?: string; other: string; clicks: number }[] = [
    { name: 'coins', game: 'coins', other: 'Defender', clicks: 4 },
    { name: 'cards', game: 'cards', other: 'Player 2', clicks: 6 },
    { name: 'tracks', game: 'tracks', other: 'Player 2', clicks: 6 },
    { name: 'tracks-versus', game: 'tracks', mode: 'versus', other: 'Player 2', clicks: 4 },
  ];
  it('phone width (390×844): the table of coins, cards and tracks (sandbox and versus) fits the screen', async () => {
    const h = harness();
    const page = await newPage(h, PHONE.width, PHONE.height);
    await page.goto(h.url);
    await page.getByRole('heading', { name: 'Pick a game' }).waitFor();
    expect(await sidewaysScroll(page), 'the home page scrolls sideways').toBe(0);
    await shot(page, 'phone-home');
    for (const g of games) {
      await startLocal(page, h.url, g.game, async (p) => {
        if (g.mode) await p.getByLabel('Mode').selectOption(g.mode);
        if (g.game !== 'coins') await p.getByLabel('Number of players').selectOption('2');
        await p.getByLabel(`Who plays ${g.other}`).selectOption('bot:random');
      });
      await page.locator('.board-area svg').waitFor();
      await playByClicking(page, { maxClicks: g.clicks, idleMs: 3000 });
      await page.locator('.steps').waitFor();
      await shot(page, `phone-${g.name}`);
      const m = await measure(page);
      expect(m.scrollWidth, `${g.name}: the page scrolls sideways`).toBeLessThanOrEqual(m.clientWidth);
      expect(m.boardRight, `${g.name}: the board is wider than the screen`).toBeLessThanOrEqual(PHONE.width);
      expect(m.stepsRight, `${g.name}: the move list is off the screen`).toBeLessThanOrEqual(PHONE.width);
      expect(m.smallestText, `${g.name}: board text is too small to read`).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    }
    await page.context().close();
  }, 120_000);
}

/** The page at phone width: sideways scrolling, how far right the board and the move list reach, the smallest board text. */
export async function measure(page: Page) {
  return page.evaluate(() => {
    const doc = document.scrollingElement!;
    const svg = document.querySelector<SVGSVGElement>('.board-area svg')!;
    // The font size as drawn on the screen: the text's own size times every scale above it (viewBox, groups).
    const sizes = [...svg.querySelectorAll('text')]
      .filter((t) => t.textContent?.trim())
      .map((t) => {
        const m = t.getScreenCTM()!;
        return parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
      });
    return {
      scrollWidth: doc.scrollWidth,
      clientWidth: doc.clientWidth,
      boardRight: svg.getBoundingClientRect().right,
      stepsRight: document.querySelector('.steps')!.getBoundingClientRect().right,
      smallestText: Math.min(...sizes),
    };
  });
}
