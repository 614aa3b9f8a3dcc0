import { expect, it } from 'vitest';
import { TUTORIAL_STEPS } from '../../src/games/tracks/tutorial/script.ts';
import { accessibilityProblems, newPage, shot, sidewaysScroll, type Harness } from '../browser.ts';


/** The tracks rules page (its diagrams drawn by the real board) and the guided first game it links to (#/learn/tracks). */
export function tracksTutorialTests(harness: () => Harness): void {
  it('tracks rules: the page has its contents, its board diagrams (each cropped to a part of the board) and no accessibility problem', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await page.goto(`${h.url}#/rules/tracks`);
    await page.getByRole('heading', { name: 'How to play Tracks & Waves' }).waitFor();
    await page.getByRole('navigation', { name: 'Contents' }).waitFor();
    for (const title of ['Credits and Stacks', 'Boosting', 'Attacking', 'Experience and unlocks', 'Campaign, Sandbox and Versus']) await page.getByRole('heading', { name: title, exact: true }).waitFor();
    // Every Versus Energy card is listed with its effect.
    for (const card of ['Sabotage', 'Rush', 'Windfall', 'Field Medic']) await page.getByRole('rowheader', { name: card }).waitFor();
    const diagrams = page.locator('figure.tracks-diagram svg.diagram-board');
    await diagrams.first().waitFor();
    expect(await diagrams.count()).toBe(5);
    // Cropped: each diagram shows at most half of the whole board it was drawn on.
    const areas = await diagrams.evaluateAll((svgs) =>
      svgs.map((s) => {
        const area = (box: string) => box.split(' ').map(Number).slice(2).reduce((a, b) => a * b);
        return area(s.getAttribute('viewBox')!) / area(s.dataset.whole!);
      }),
    );
    for (const a of areas) expect(a).toBeLessThan(0.5);
    // And three keys of pieces drawn by the board's own piece components.
    expect(await page.locator('figure.tracks-diagram svg.pieces-key .tower').count()).toBe(7);
    expect(await page.locator('figure.tracks-diagram svg.pieces-key .credit-card').count()).toBe(5);
    expect(await page.getByRole('link', { name: /guided first game/ }).getAttribute('href')).toBe('#/learn/tracks');
    expect(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'rules-tracks');
    await page.context().close();
  });

  it('tracks tutorial: walked to its victory by clicking only the one highlighted key of each step on the board or its action bar, then it offers a real game', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await page.goto(`${h.url}#/rules/tracks`);
    await page.getByRole('link', { name: /guided first game/ }).click();
    await page.getByRole('heading', { name: 'Learn Tracks & Waves: your first game' }).waitFor();
    for (const [i, step] of TUTORIAL_STEPS.entries()) {
      await page.getByText(`Step ${i + 1} of ${TUTORIAL_STEPS.length}`).waitFor();
      await page.getByRole('heading', { name: step.title, exact: true }).waitFor();
      let clicks = 0;
      while ((await page.locator('.learn-card .said').count()) === 0) {
        // Only the step's next click is offered (a key may be drawn more than once: three S1 cards in a Stack).
        const keys = new Set(await page.locator('.board-area [data-key]').evaluateAll((els) => els.map((e) => e.getAttribute('data-key'))));
        expect(keys.size).toBe(1);
        if (step.title === 'Build a tower' && clicks === 1) {
          await page.mouse.move(1, 1); // no tooltip over the picture
          await shot(page, 'tutorial-step');
          expect((await accessibilityProblems(page))).toEqual([]);
        }
        await page.locator('.board-area [data-key]').first().click();
        clicks += 1;
        expect(clicks).toBeLessThanOrEqual(3);
      }
      expect(await page.locator('.learn-card .said').textContent()).toBe(step.after);
      await page.getByRole('button', { name: i + 1 === TUTORIAL_STEPS.length ? 'Finish' : 'Next' }).click();
    }
    await page.getByRole('heading', { name: 'Well defended!' }).waitFor();
    expect(await page.getByRole('link', { name: 'Play a real game' }).getAttribute('href')).toBe('#/new/tracks');
    expect(await page.getByRole('link', { name: 'Back to the rules' }).first().getAttribute('href')).toBe('#/rules/tracks');
    expect((await accessibilityProblems(page))).toEqual([]);
    await page.context().close();
  });

  it('tracks tutorial and rules on a phone (390 px): no sideways scrolling, the step is read above the board and its first click works', async () => {
    const h = harness();
    const page = await newPage(h, 390, 844);
    await page.goto(`${h.url}#/rules/tracks`);
    await page.locator('figure.tracks-diagram svg.diagram-board').first().waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    await page.goto(`${h.url}#/learn/tracks`);
    await page.getByRole('heading', { name: TUTORIAL_STEPS[0].title, exact: true }).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    const card = await page.locator('.learn-card').boundingBox();
    const board = await page.locator('.board-area').boundingBox();
    expect(card!.y).toBeLessThan(board!.y);
    // "Show me where" brings the offered credit into the screen and focuses it; Enter takes it, and the Stack to put it on comes next.
    await page.getByRole('button', { name: 'Show me where' }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-key'))).toBe('credit:S1');
    const credit = await page.locator('.board-area [data-key="credit:S1"]').first().boundingBox();
    expect(credit!.y).toBeGreaterThanOrEqual(0);
    expect(credit!.y + credit!.height).toBeLessThanOrEqual(844);
    await page.keyboard.press('Enter');
    await page.locator('.board-area [data-key="stack:build"]').click();
    await page.locator('.learn-card .said').waitFor();
    await shot(page, 'tutorial-phone');
    await page.context().close();
  });
}
