import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accessibilityProblems, chooseBotProgram, newPage, playByBoard, shot, sidewaysScroll, startLocal, type Harness } from '../browser.ts';
import { player } from './crystal.ts';
import { measure } from './phone.ts';

async function start(page: Page, h: Harness, waves: number): Promise<void> {
  await startLocal(page, h.url, 'crystal', async (p) => {
    await p.getByLabel('Waves', { exact: true }).fill(String(waves));
    await p.getByLabel('Number of players').selectOption('2');
    await chooseBotProgram(p, 'Player 2', 'heuristic');
  });
  await page.locator('.crystal-board').waitFor();
}

/**
 * Board clicks only, to the end. The bot acts at the same time in the Hero phase (free order) and its moves redraw
 * the board, so a click whose target vanished under it is tried again (after a short timeout); a move offered only
 * in the list still fails at once.
 */
export async function playThrough(page: Page, prefer: (keys: string[]) => string | undefined, maxClicks: number): Promise<number> {
  page.setDefaultTimeout(2000);
  let clicks = 0;
  let misses = 0;
  while (clicks < maxClicks && !(await page.locator('section.end').count())) {
    try {
      const n = await playByBoard(page, { maxClicks: Math.min(20, maxClicks - clicks), prefer, idleMs: 30_000 });
      if (n === 0) break;
      clicks += n;
    } catch (e) {
      if (!/Timeout/i.test(String(e)) || ++misses > 40) throw e;
    }
  }
  page.setDefaultTimeout(30_000);
  return clicks;
}

/** Plays on until a hero stands on the map: heroes enter in turn and a fallen one leaves it, so a fixed count of clicks may find none. */
export async function playUntilHeroShown(page: Page, prefer: (keys: string[]) => string | undefined, maxClicks: number): Promise<void> {
  const hero = page.locator('.crystal-board [data-piece^="hero:"]');
  for (let clicks = 0; !(await hero.count()); ) {
    if (clicks >= maxClicks || (await page.locator('section.end').count())) throw new Error(`No hero on the map after ${clicks} clicks.`);
    const n = await playThrough(page, prefer, 2);
    if (n === 0) await page.waitForTimeout(500);
    clicks += Math.max(n, 1);
  }
  await hero.first().waitFor();
}

async function tipOf(page: Page, selector: string): Promise<string> {
  await page.locator(selector).first().hover();
  const tip = page.locator('.board-area .tip');
  await tip.waitFor();
  return (await tip.textContent()) ?? '';
}

/** Crystal Defenders' board for #16: a whole game by board clicks only, tooltips in words, no accessibility problems. */
export function crystalBoardTests(harness: () => Harness): void {
  it('crystal-board: a whole one-wave game against the heuristic bot by board clicks only; mid-game no accessibility problems and the pieces explained in words', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 900);
    await start(page, h, 1);
    await page.locator('.your-turn').waitFor();
    const prefer = player();
    expect(await playThrough(page, prefer, 12)).toBeGreaterThan(0);
    await playUntilHeroShown(page, prefer, 60);
    expect(await tipOf(page, '.crystal-board [data-piece^="hero:"]')).toMatch(/\(hero \d, Player \d\), on [A-Z]\d+: health \d+ of \d+, attack \d+, speed \d+/);
    await page.mouse.move(0, 0);
    expect(await tipOf(page, '.crystal-board [data-tip^="A wall between"]')).toMatch(/nothing walks, shoots or sees through it/);
    await page.mouse.move(0, 0);
    // Soft: the game is still played to its end when this fails, so both are known from one run.
    expect.soft(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'crystal-board-mid');
    await playThrough(page, prefer, 3000).catch(async (e: unknown) => {
      await shot(page, 'crystal-board-failed');
      throw e;
    });
    await page.locator('section.end').waitFor();
    await page.context().close();
  }, 600_000);

  it('crystal-board at phone width (390×844): the hex map fits, its text is legible and its pieces explained', async () => {
    const h = harness();
    const page = await newPage(h, 390, 844);
    await start(page, h, 2);
    const prefer = player();
    await playThrough(page, prefer, 3);
    await playUntilHeroShown(page, prefer, 60);
    await shot(page, 'crystal-board-phone');
    const m = await measure(page);
    expect(await sidewaysScroll(page), 'the page scrolls sideways').toBe(0);
    expect(m.boardRight, 'the board is wider than the screen').toBeLessThanOrEqual(390);
    expect(m.smallestText, 'board text is too small to read').toBeGreaterThanOrEqual(8);
    await page.context().close();
  }, 120_000);
}
