import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { cardsTutorial } from '../../src/games/cards/tutorial/script.ts';
import { coinsTutorial } from '../../src/games/coins/tutorial/script.ts';
import type { TutorialScript } from '../../src/games/common/tutorial/types.ts';
import { crystalTutorial } from '../../src/games/crystal/tutorial/script.ts';
import { diceTutorial } from '../../src/games/dice/tutorial/script.ts';
import { tracksTutorial } from '../../src/games/tracks/tutorial/script.ts';
import { accessibilityProblems, newPage, shot, sidewaysScroll, type Harness } from '../browser.ts';

const SCRIPTS: TutorialScript[] = [coinsTutorial, cardsTutorial, tracksTutorial, diceTutorial, crystalTutorial] as TutorialScript[];

/** The one key a step offers now, on the board or its action bar (a key may be drawn twice: two S1 cards). */
async function offered(page: Page): Promise<string[]> {
  return [...new Set(await page.locator('.board-area [data-key]').evaluateAll((els) => els.map((e) => e.getAttribute('data-key') ?? '')))];
}

/** Clicks the offered key (aiming at the piece inside a button, as playByBoard does). */
async function clickOffered(page: Page): Promise<void> {
  const target = page.locator('.board-area [data-key]').first();
  const piece = target.locator('[data-piece]').first();
  await ((await piece.count()) ? piece : target).click();
}

/** Plays the page's current step by clicking only what it offers, one key at a time; returns the clicks made. */
async function playStep(page: Page): Promise<number> {
  let clicks = 0;
  while ((await page.locator('.learn-card .said').count()) === 0) {
    const keys = await offered(page);
    expect(keys).toHaveLength(1);
    await clickOffered(page);
    clicks += 1;
    expect(clicks).toBeLessThanOrEqual(5);
  }
  return clicks;
}

/** The guided first game of every game (#31.11): offered on the home page's tiles and on each rules page, walked by clicking the board. */
export function tutorialsTests(harness: () => Harness): void {
  it('#31.11 every game offers its guided first game on its home tile and its rules page', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await page.goto(`${h.url}#/`);
    for (const s of SCRIPTS) {
      const link = page.locator(`a[href="#/learn/${s.game.id}"]`);
      await link.first().waitFor();
      expect(await link.count()).toBe(1);
      expect(await link.textContent()).toMatch(/^Learn to play/);
    }
    for (const s of SCRIPTS) {
      await page.goto(`${h.url}#/rules/${s.game.id}`);
      const link = page.getByRole('link', { name: /guided first game/ });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`#/learn/${s.game.id}`);
    }
    await page.context().close();
  });

  for (const s of SCRIPTS) {
    it(`#31.11 ${s.game.id} tutorial: walked to its end by clicking only the highlighted key of each step, a wrong click gets a hint, then "Play a real game" opens the new-game form`, async () => {
      const h = harness();
      const page = await newPage(h, 1280, 800);
      await page.goto(`${h.url}#/rules/${s.game.id}`);
      await page.getByRole('link', { name: /guided first game/ }).click();
      await page.getByRole('heading', { name: /^Learn .*: your first game$/ }).waitFor();
      for (const [i, step] of s.steps.entries()) {
        await page.getByText(`Step ${i + 1} of ${s.steps.length}`).waitFor();
        await page.getByRole('heading', { name: step.title, exact: true }).waitFor();
        if (i === 0) {
          // A click on the board that is not the offered key: the step says which one it wants, and nothing is played.
          expect(await page.locator('.learn-wrong').count()).toBe(0);
          const box = (await page.locator('.board-area svg').first().boundingBox())!;
          await page.mouse.click(box.x + 3, box.y + 3);
          await page.locator('.learn-wrong').waitFor();
          expect(await page.locator('.learn-wrong').textContent()).toContain('Not that one yet');
          expect(await page.locator('.learn-card .said').count()).toBe(0);
          expect(await accessibilityProblems(page)).toEqual([]);
        }
        await playStep(page);
        expect(await page.locator('.learn-card .said').textContent()).toBe(step.after);
        if (i === 1) await shot(page, `tutorial-${s.game.id}`);
        await page.getByRole('button', { name: i + 1 === s.steps.length ? 'Finish' : 'Next' }).click();
      }
      await page.getByRole('heading', { name: s.end.title }).waitFor();
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.getByRole('link', { name: 'Play a real game' }).click();
      await page.getByRole('heading', { name: /^New game of / }).waitFor();
      expect(page.url()).toContain(`#/new/${s.game.id}`);
      await page.context().close();
    }, 120_000);
  }

  it('#31.11 tutorials on a phone (390 px): the step is read above the board, no sideways scrolling, and the first step plays', async () => {
    const h = harness();
    const page = await newPage(h, 390, 844);
    for (const s of SCRIPTS.filter((x) => x.game.id !== 'tracks')) {
      await page.goto(`${h.url}#/learn/${s.game.id}`);
      await page.getByRole('heading', { name: s.steps[0].title, exact: true }).waitFor();
      expect(await sidewaysScroll(page), s.game.id).toBe(0);
      const card = await page.locator('.learn-card').boundingBox();
      const board = await page.locator('.board-area').boundingBox();
      expect(card!.y).toBeLessThan(board!.y);
      await playStep(page);
      expect(await page.locator('.learn-card .said').textContent()).toBe(s.steps[0].after);
      await shot(page, `tutorial-${s.game.id}-phone`);
    }
    await page.context().close();
  }, 120_000);
}
