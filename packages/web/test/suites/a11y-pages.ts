import { gameList } from '@ramparts/games/list';
import { expect, it } from 'vitest';
import { accessibilityProblems, newPage, shot, sidewaysScroll, startLocal, type Harness } from '../browser.ts';

/** axe-core on the home page and every game's new-game page (the boards' own pages are checked by their suites). */
export function a11yPagesTests(harness: () => Harness): void {
  it('home page: no axe-core violation on a desktop and a phone, a main landmark, and a skip link that moves focus to it', async () => {
    const h = harness();
    const page = await newPage(h);
    await page.goto(h.url);
    await page.getByRole('heading', { name: 'Pick a game' }).waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the page');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.context().close();
    // The same on a phone: one column, nothing sideways.
    const phone = await newPage(h, 390, 844);
    await phone.goto(h.url);
    await phone.getByRole('heading', { name: 'Pick a game' }).waitFor();
    expect(await sidewaysScroll(phone)).toBe(0);
    expect(await accessibilityProblems(phone)).toEqual([]);
    await shot(phone, 'home-phone');
    await phone.context().close();
  });

  it('a table: a second skip link leads to the log past the board and the moves', async () => {
    const h = harness();
    const page = await newPage(h);
    await startLocal(page, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('bot:random');
    });
    // Freshly opened, the keyboard starts at the top of the page.
    await page.reload();
    await page.locator('.log ol').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the log');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Log lines');
    await page.context().close();
  });

  for (const g of gameList) {
    it(`${g.id} new-game page: every option labelled and explained, the advanced fold open, no axe-core violation`, async () => {
      const h = harness();
      const page = await newPage(h, 390, 844);
      await page.goto(`${h.url}#/new/${g.id}`);
      await page.getByRole('heading', { name: `New game of ${g.title}` }).waitFor();
      const advanced = page.locator('details.advanced');
      if (await advanced.count()) await advanced.locator('summary').click();
      // No option is left without words: each field has a label, and the plain ones say what they mean.
      const unlabelled = await page.locator('form select, form input, form textarea').evaluateAll((els) => els.filter((e) => !(e as HTMLInputElement).labels?.length && !e.getAttribute('aria-label')).map((e) => e.id || e.outerHTML.slice(0, 60)));
      expect(unlabelled).toEqual([]);
      // …and every option (the first fieldset) says what it means, read with it by screen readers.
      const unexplained = await page.locator('form fieldset').first().locator('select, input, textarea').evaluateAll((els) => els.filter((e) => !document.getElementById(e.getAttribute('aria-describedby') ?? '')?.textContent?.trim()).map((e) => e.id));
      expect(unexplained).toEqual([]);
      expect(await accessibilityProblems(page)).toEqual([]);
      await shot(page, `new-game-${g.id}-phone`);
      await page.context().close();
    });
  }

  it('cards new-game page: 2 to 8 players, and the decks follow the number of players', async () => {
    const h = harness();
    const page = await newPage(h);
    await page.goto(`${h.url}#/new/cards`);
    const count = page.getByLabel('Number of players');
    await count.waitFor();
    expect(await count.locator('option').allTextContents()).toEqual(['2', '3', '4', '5', '6', '7', '8']);
    await count.selectOption('6');
    await page.getByLabel('Who plays Player 6').waitFor();
    expect(await page.locator('.new-game').textContent()).toContain('two decks for 5 to 8');
    // One deck takes at most four players: the count follows.
    await page.getByLabel('Decks of cards').selectOption('1');
    expect(await count.locator('option').allTextContents()).toEqual(['2', '3', '4']);
    await shot(page, 'new-game-cards');
    await page.context().close();
  });
}
