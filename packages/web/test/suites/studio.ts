import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accessibilityProblems, newPage, playByClicking, shot, type Harness } from '../browser.ts';
import { prefer } from './dice.ts';

/** The field of a safe number, by its words ("Archery Tower purchase"). */
const safeField = (page: Page, label: string) => page.locator('section.safe').getByLabel(label, { exact: true });

/** Opens a fold (a problem inside may have opened it already: a click would close it). */
async function openFold(fold: Locator): Promise<void> {
  if (!(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) await fold.locator('summary').first().click();
}

/** The studio's "Try it" with the seats set by `seats`, and the table it opens. */
async function tryIt(page: Page, seats: (page: Page) => Promise<void>): Promise<void> {
  const form = page.locator('section.try-it');
  await seats(page);
  await form.getByRole('button', { name: 'Try it' }).click();
  await page.locator('.board-area').waitFor({ timeout: 15_000 });
}

/**
 * The designer's studio (#32): a dice variant made in the forms (a cheaper Archery Tower), checked on its field, its
 * change in words, undo and redo, tried at a local table (the build menu at the new price, a bots' game to its end
 * and its replay), exported as a file, shared by link and opened read-only in a second browser, then copied.
 */
export function studioTests(harness: () => Harness): void {
  it('studio (#32): lower the Archery Tower’s price, see the change and the check in words, undo/redo, try it against bots to the end, export, share, open the link elsewhere and copy it', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 900);
    await page.goto(h.url);
    // Linked from the game's tile.
    await page.locator('.game-tile[data-game="dice"]').getByRole('link', { name: /^Make a variant/ }).click();
    await page.getByRole('heading', { name: /^Designer’s studio: / }).waitFor();
    expect(await page.locator('.changes').textContent()).toContain('None yet');

    // A price the rules refuse: the words on the field, and in the summary.
    const purchase = safeField(page, 'Archery Tower purchase');
    expect(await purchase.inputValue()).toBe('4');
    await purchase.fill('-3');
    const problem = page.locator('section.safe .leaf.wrong .field-problems');
    await expect.poll(() => problem.first().textContent()).toMatch(/expected at least 1, got -3/);
    expect(await purchase.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.problems-summary').textContent()).toMatch(/Towers: Archery Tower purchase.*expected at least 1/);
    expect(await page.locator('section.try-it').getByRole('button', { name: 'Try it' }).isDisabled()).toBe(true);
    await shot(page, 'studio-problem');

    await purchase.fill('2');
    await expect.poll(() => page.locator('.change-list').textContent()).toContain('Archery Tower purchase 4 → 2');
    expect(await page.locator('.problems-summary').count()).toBe(0);
    // Undo and redo, by keys.
    await purchase.press('Control+z');
    await expect.poll(() => purchase.inputValue()).toBe('-3');
    await purchase.press('Control+Shift+z');
    await expect.poll(() => purchase.inputValue()).toBe('2');
    await page.getByLabel('Variant name').fill('Cheap archery');
    await page.getByLabel(/^Note/).fill('Archery Towers cost 2: do the heroes hold the gate more easily?');
    // Kept in this browser as it goes: the address names it.
    await expect.poll(() => page.locator('.my-variants').textContent()).toContain('Cheap archery');
    expect(page.url()).toMatch(/#\/studio\/dice\?mine=/);
    const studioUrl = page.url();
    // The same number under "All content", in its file's fold.
    const towers = page.locator('details.file-fold', { has: page.locator('summary', { hasText: 'Towers' }) });
    await openFold(towers);
    const archery = towers.locator('details.fold', { has: page.locator('summary', { hasText: 'Archery Tower' }) });
    await openFold(archery);
    expect(await archery.getByLabel('Purchase').inputValue()).toBe('2');
    expect(await archery.locator('summary').textContent()).toContain('changed');
    expect(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'studio-edited');

    // Export: the file is named after the variant and holds only the change.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as a file' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('cheap-archery.json');
    const exportedPath = (await file.path())!;
    const exported = JSON.parse(await readFile(exportedPath, 'utf8')) as { name: string; game: string; patch: Record<string, unknown> };
    expect(exported).toMatchObject({ format: 1, game: 'dice', name: 'Cheap archery' });
    expect(Object.keys(exported.patch)).toEqual(['towers.json']);

    // The new-game form offers it: on the server, the table names it too.
    await page.goto(`${h.url}#/new/dice`);
    await page.getByRole('heading', { name: /New game of/ }).waitFor();
    await page.getByLabel('Play with').selectOption({ label: 'Cheap archery' });
    await page.getByLabel('Play on the server').check();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('.board-area').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator('.variant-line').textContent()).toBe('Variant: Cheap archery');
    await shot(page, 'studio-online-table');
    await page.goto(studioUrl);
    await page.getByRole('heading', { name: /^Designer’s studio: / }).waitFor();

    // Try it, as one person: the table names the variant, and its build menu is priced at the new cost.
    await tryIt(page, async () => undefined);
    await expect.poll(() => page.locator('.variant-line').textContent()).toBe('Variant: Cheap archery');
    await page.locator('.your-turn').waitFor();
    await page.locator('.steps details summary').click();
    const builds = await page.locator('.steps .moves button', { hasText: 'Archery Tower' }).allTextContents();
    expect(builds.length).toBeGreaterThan(0);
    for (const b of builds) expect(b).toMatch(/\([12] gold\)/);
    await page.locator('.steps details summary').click();
    await playByClicking(page, { maxClicks: 4, prefer });
    const save = JSON.parse((await page.evaluate((id) => localStorage.getItem(`ramparts:local:${id}`), decodeURIComponent(new URL(page.url()).hash.split('/').pop()!)))!) as { variant?: { name: string }; moves: unknown[] };
    expect(save.variant?.name).toBe('Cheap archery');
    expect(save.moves.length).toBeGreaterThan(0);
    await shot(page, 'studio-try-table');

    // Try it with a bot in every seat: watched to the end, then its replay plays the variant.
    await page.goto(studioUrl);
    await page.getByRole('heading', { name: /^Designer’s studio: / }).waitFor();
    await tryIt(page, async (p) => {
      await p.locator('section.try-it').getByLabel(/^Who plays/).first().selectOption('bot:random');
    });
    await page.locator('section.end').waitFor({ timeout: 90_000 });
    const localId = decodeURIComponent(new URL(page.url()).hash.split('/').pop()!);
    await page.goto(`${h.url}#/replay/local/${localId}`);
    await page.locator('.board-area').waitFor();
    await shot(page, 'studio-try-replay');

    // Share: a link anyone can open read-only.
    await page.goto(studioUrl);
    await page.getByRole('heading', { name: /^Designer’s studio: / }).waitFor();
    await page.getByRole('button', { name: 'Share by link' }).click();
    const link = page.locator('.share-link input');
    await link.waitFor({ timeout: 15_000 });
    const shared = await link.inputValue();
    expect(shared).toMatch(/#\/studio\/dice\?variant=[0-9a-f]{64}$/);
    await shot(page, 'studio-shared');

    const other = await newPage(h, 1280, 900);
    await other.goto(shared);
    await other.getByRole('heading', { name: /^Designer’s studio: / }).waitFor();
    await other.locator('.shared-note').waitFor();
    expect(await other.getByLabel('Variant name').inputValue()).toBe('Cheap archery');
    expect(await other.locator('.change-list').textContent()).toContain('Archery Tower purchase 4 → 2');
    expect(await safeField(other, 'Archery Tower purchase').isDisabled()).toBe(true);
    expect(await accessibilityProblems(other)).toEqual([]);
    await shot(other, 'studio-shared-open');
    await other.getByRole('button', { name: 'Make a copy to edit' }).click();
    await expect.poll(() => other.url()).toMatch(/\?mine=/);
    await expect.poll(() => safeField(other, 'Archery Tower purchase').isDisabled()).toBe(false);
    expect(await other.locator('.my-variants').textContent()).toContain('Cheap archery');
    // Import: a file of another game is refused in words; the exported file opens as a variant of mine.
    const importer = other.getByLabel('Import a variant file');
    await importer.setInputFiles({ name: 'coins.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ format: 1, game: 'coins', name: 'Other', patch: {} })) });
    await expect.poll(() => other.locator('.variant-tools .error').textContent()).toMatch(/This file cannot be opened: This file is a variant of coins, not of /);
    await importer.setInputFiles(exportedPath);
    await expect.poll(() => other.locator('.my-variants li').count()).toBe(2);
    expect(await other.getByLabel('Variant name').inputValue()).toBe('Cheap archery');
    expect(await other.locator('.change-list').textContent()).toContain('Archery Tower purchase 4 → 2');
    await other.context().close();
    await page.context().close();
  }, 240_000);

  it('studio (#32): every game’s content opens as forms, its safe numbers first, every file unfolded without a problem; axe clean', async () => {
    const h = harness();
    for (const game of ['coins', 'cards', 'tracks', 'crystal']) {
      const page = await newPage(h, 1280, 900);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${h.url}#/studio/${game}`);
      await page.getByRole('heading', { name: /^Designer’s studio: / }).waitFor();
      expect(await page.locator('section.safe input').count(), game).toBeGreaterThan(3);
      const folds = page.locator('details.file-fold > summary');
      for (let i = 0; i < (await folds.count()); i++) await folds.nth(i).click();
      expect(await page.locator('section.all-content input').count(), game).toBeGreaterThan(10);
      expect(await page.locator('.problems-summary').count(), game).toBe(0);
      expect(errors, game).toEqual([]);
      expect(await accessibilityProblems(page), game).toEqual([]);
      await page.context().close();
    }
  }, 120_000);

  it('studio (#32): the dice road redrawn on the map: a space beside the spawn makes one more fork, the checks say what is missing then pass, undo and redo; Try it, its replay and an online table draw the new space, and bots play it to the end', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 900);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${h.url}#/studio/dice`);
    await page.getByRole('heading', { name: /^Designer’s studio: / }).waitFor();
    const road = page.locator('section.dice-road-editor');
    expect(await road.getByLabel('Map to draw').inputValue()).toBe('maps/meadow.json');
    expect(await road.locator('.map-checks').textContent()).toContain('Every check passes');

    // The spawn selected by a click: a space on the free square south-east of it, led to from P1 (a fork there).
    await road.locator('[data-space="P1"]').click();
    expect(await road.locator('.map-actions legend').first().textContent()).toBe('Selected: space P1, the spawn: leads on to P2');
    await road.getByRole('button', { name: 'Add a space south-east (column 2, row 4)' }).click();
    await road.locator('[data-space="R1"]').waitFor();
    expect(await road.locator('[data-space="P1"] text').allTextContents()).toEqual(['P1', ' spawn']);
    expect(await road.locator('.map-said').textContent()).toMatch(/Added the road space R1 .* the road forks at P1/);
    // Half drawn: the check says what is missing, on the new space, drawn in red.
    await expect.poll(() => road.locator('.map-checks').textContent()).toContain('The road stops at R1; every space but the gate leads on.');
    expect(await road.locator('[data-space="R1"] rect').getAttribute('stroke')).toBe('#dc2626');
    expect(await page.locator('section.try-it').getByRole('button', { name: 'Try it' }).isDisabled()).toBe(true);
    await shot(page, 'studio-road-half');

    // R1 (selected) led on to S4 by the keyboard's controls: the road passes every check.
    await road.getByLabel('Lead on to').selectOption('S4');
    await road.getByRole('button', { name: 'Link R1 to S4' }).click();
    await expect.poll(() => road.locator('.map-checks').textContent()).toContain('Every check passes');
    expect(await page.locator('.problems-summary').count()).toBe(0);
    expect(await page.locator('.change-list').textContent()).toMatch(/meadow/i);
    // Undo takes the link back (the check says so again), redo puts it back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => road.locator('.map-checks').textContent()).toContain('The road stops at R1');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => road.locator('.map-checks').textContent()).toContain('Every check passes');
    await page.getByLabel('Variant name').fill('Meadow with a south road');
    expect(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'studio-road');

    // Try it: the table's board is the variant's road, with R1 on it and P1 a crossroads.
    const studioUrl = page.url();
    await tryIt(page, async () => undefined);
    await page.locator('.board-area [data-space="R1"]').waitFor();
    expect(await page.locator('.board-area [data-space="P1"] [aria-label]').first().getAttribute('aria-label')).toMatch(/a crossroads: groups split towards P2 and R1/);
    await shot(page, 'studio-road-table');
    // Its replay draws the same road (the record carries the variant).
    const localId = decodeURIComponent(new URL(page.url()).hash.split('/').pop()!);
    await page.goto(`${h.url}#/replay/local/${localId}`);
    await page.locator('.board-area [data-space="R1"]').waitFor();
    // On the server: the online table reads the variant by its digest and draws its road too.
    await page.goto(`${h.url}#/new/dice`);
    await page.getByRole('heading', { name: /New game of/ }).waitFor();
    await page.getByLabel('Play with').selectOption({ label: 'Meadow with a south road' });
    await page.getByLabel('Play on the server').check();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('.board-area [data-space="R1"]').waitFor({ timeout: 15_000 });
    expect(await page.locator('.variant-line').textContent()).toBe('Variant: Meadow with a south road');
    // Bots at every seat play the redrawn road to the end.
    await page.goto(studioUrl);
    await page.getByRole('heading', { name: /^Designer’s studio: / }).waitFor();
    await tryIt(page, async (p) => {
      await p.locator('section.try-it').getByLabel(/^Who plays/).first().selectOption('bot:random');
    });
    await page.locator('.board-area [data-space="R1"]').waitFor();
    await page.locator('section.end').waitFor({ timeout: 90_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('studio (#32): a crystal map redrawn by clicking: a hex off and on, the crystal taken away (the check says so) and back by undo, a wall added by its button; axe clean', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 900);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${h.url}#/studio/crystal`);
    await page.getByRole('heading', { name: /^Designer’s studio: / }).waitFor();
    const editor = page.locator('section.crystal-map-editor');
    expect(await editor.getByLabel('Map to draw').inputValue()).toBe('maps/keep.json');
    expect(await editor.locator('.map-checks').textContent()).toContain('Every check passes');
    // A click turns a hex off (the default tool), and the map's file changes.
    await editor.locator('[data-hex="E4"]').click();
    await expect.poll(() => editor.locator('[data-hex="E4"]').getAttribute('data-kind')).toBe('blocked');
    expect(await editor.locator('.map-said').textContent()).toBe('E4 is now blacked out (off the map) (it was open floor).');
    expect(await page.locator('.change-list').textContent()).toMatch(/keep/i);
    // The crystal off: the check says the map has none.
    await editor.locator('[data-hex="F7"]').click();
    await expect.poll(() => editor.locator('.map-checks').textContent()).toContain('The map has no crystal: mark its hex with C.');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => editor.locator('.map-checks').textContent()).toContain('Every check passes');
    // The selected hex's walls are buttons too.
    await editor.locator('[data-hex="E4"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => editor.locator('[data-hex="E4"]').getAttribute('data-kind')).toBe('floor');
    // The arrow keys move along the row: F4 selected, its wall toward E4 put up by its button.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => editor.locator('.map-actions legend').textContent()).toBe('Selected: hex F4, open floor');
    expect(await editor.locator('[data-hex="F4"]').evaluate((el) => el === document.activeElement)).toBe(true);
    await editor.getByRole('button', { name: 'Add a wall on the west side (toward E4)' }).click();
    await expect.poll(() => editor.getByRole('button', { name: 'Remove the wall on the west side (toward E4)' }).count()).toBe(1);
    expect(await editor.locator('.map-checks').textContent()).toContain('Every check passes');
    expect(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'studio-crystal-map');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('studio (#32): a tracks layout redrawn by clicking: an obstacle on free ground, a track piece moved, the arrow keys across the field, a row more over the campaign’s 120 spaces; axe clean', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 900);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${h.url}#/studio/tracks`);
    await page.getByRole('heading', { name: /^Designer’s studio: / }).waitFor();
    const editor = page.locator('section.tracks-layout-editor');
    expect(await editor.locator('.map-checks').textContent()).toContain('Every check passes');
    expect(await editor.locator('.map-side').textContent()).toContain('120 spaces (10 rows of 12)');
    // A click on free ground makes it an obstacle (the default), in words.
    await editor.locator('[data-cell="2,0"]').click();
    await expect.poll(() => editor.locator('[data-cell="2,0"]').getAttribute('data-token')).toBe('###');
    expect(await editor.locator('.map-said').textContent()).toBe('Row 3, space 1 is now an obstacle (it was free ground).');
    // A track piece laid on free ground moves there; its track stays whole.
    await editor.getByLabel('Track piece to lay').selectOption('A05');
    await editor.locator('[data-cell="2,1"]').click();
    await expect.poll(() => editor.locator('[data-cell="2,1"]').getAttribute('data-token')).toBe('A05');
    expect(await editor.locator('[data-cell="1,4"]').getAttribute('data-token')).toBe('...');
    expect(await editor.locator('.map-checks').textContent()).toContain('Every check passes');
    // By keys: the arrow moves to the next space, Enter lays the next piece (A06) there, out of its place.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => editor.locator('[data-cell="2,2"]').getAttribute('data-token')).toBe('A06');
    expect(await editor.locator('.map-checks').textContent()).toContain('Every check passes');
    // A row more: 132 spaces, too many for the campaign pages that play on the Meadow.
    await editor.getByRole('button', { name: 'Add a row at the bottom' }).click();
    await expect.poll(() => editor.locator('.map-side').textContent()).toContain('132 spaces (11 rows of 12)');
    expect(await editor.locator('.map-side').textContent()).toMatch(/Too many for the campaign: campaign pages L1M1, .* play on this layout/);
    await expect.poll(() => page.locator('.problems-summary').textContent()).toMatch(/at most 120 spaces, this one 132/);
    expect(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'studio-tracks-layout');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.locator('.problems-summary').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 60_000);
}
