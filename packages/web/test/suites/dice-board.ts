import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accessibilityProblems, chooseBotProgram, newPage, playByBoard, shot, sidewaysScroll, startLocal, type Harness } from '../browser.ts';
import { prefer } from './dice.ts';
import { measure } from './phone.ts';

async function start(page: Page, h: Harness): Promise<void> {
  await startLocal(page, h.url, 'dice', async (p) => {
    await p.getByLabel('Number of players').selectOption('2');
    await chooseBotProgram(p, 'Player 2', 'heuristic');
  });
  await page.locator('.dice-board').waitFor();
}

/** The tooltip the board shows for what the pointer rests on. */
async function tipOf(page: Page, selector: string): Promise<string> {
  await page.locator(selector).first().hover();
  const tip = page.locator('.board-area .tip');
  await tip.waitFor();
  return (await tip.textContent()) ?? '';
}

/** Gate Defense's board for #16: a whole game by board clicks only, tooltips in words, no accessibility problems. */
export function diceBoardTests(harness: () => Harness): void {
  it('dice-board: a whole game against the heuristic bot by board clicks only; mid-game no accessibility problems and every piece explained in words', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await start(page, h);
    await page.locator('.your-turn').waitFor();
    const first = await playByBoard(page, { maxClicks: 10, prefer, idleMs: 15_000 });
    expect(first).toBeGreaterThan(0);
    // The pieces say what they are, with their numbers: a hero, an enemy stack, the gate.
    expect(await tipOf(page, '.dice-board [data-piece^="hero:"]')).toMatch(/\(Player \d\).*health \d of \d, movement \d/);
    await page.mouse.move(0, 0);
    expect(await tipOf(page, '.dice-board [data-piece^="stack:"]')).toMatch(/\d+ [A-Z][\w -]+ on [A-Z0-9]+: (Ground|Flying|Magic), damage \d+, movement \d+; a die showing \d or more kills one/);
    await page.mouse.move(0, 0);
    expect(await tipOf(page, '.dice-board [data-piece="gate-dice"]')).toMatch(/Gate dice: [\d, ]+\. An enemy at the gate strikes the strongest die/);
    await page.mouse.move(0, 0);
    // Soft: the game is still played to its end when this fails, so both are known from one run.
    expect.soft(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'dice-board-mid');
    await playByBoard(page, { maxClicks: 600, prefer, idleMs: 20_000 }).catch(async (e: unknown) => {
      await shot(page, 'dice-board-failed');
      throw e;
    });
    await page.locator('section.end').waitFor();
    await page.context().close();
  }, 300_000);

  it('dice-board at phone width (390×844): the board fits, its text is legible, its pieces are tappable and explained', async () => {
    const h = harness();
    const page = await newPage(h, 390, 844);
    await start(page, h);
    await playByBoard(page, { maxClicks: 3, prefer, idleMs: 5000 });
    // On a phone the map (.dice-board, zoomed) and its panel (.dice-panel, at the screen's width) are two drawings.
    await page.locator('.board-holder [data-key]').first().waitFor();
    await shot(page, 'dice-board-phone');
    const m = await measure(page);
    expect(await sidewaysScroll(page), 'the page scrolls sideways').toBe(0);
    expect(m.boardRight, 'the board is wider than the screen').toBeLessThanOrEqual(390);
    expect(m.smallestText, 'board text is too small to read').toBeGreaterThanOrEqual(8);
    // Every thing that may be tapped now is at least 24×24 CSS px.
    const small = await page.locator('.board-holder [data-key]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).filter((r) => r.width < 24 || r.height < 24).length);
    expect(small, 'tap targets under 24×24 px').toBe(0);
    await page.context().close();
  }, 120_000);
}
