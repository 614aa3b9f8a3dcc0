import { expect, it } from 'vitest';
import { newPage, shot, type Harness } from '../browser.ts';

const busyHeroes = { format: 1, game: 'dice', name: 'Busy heroes', note: 'Three actions a turn.', patch: { 'rules.json': { actionsPerHero: 3 } } };

/**
 * A shared variant played online by someone else (#32): the link opened in a second browser, copied, chosen on the
 * new-game form for a server match with a bot at the seat, played to its end; its replay (built from the match's
 * record, which carries the variant: the server's tests read it) opens, naming it.
 */
export function studioOnlineTests(harness: () => Harness): void {
  it('studio (#32): a variant shared by link, opened in a second browser, played online by a bot to the end; its replay plays the variant', async () => {
    const h = harness();
    const sharer = await newPage(h, 1280, 900);
    await sharer.goto(`${h.url}#/studio/dice`);
    await sharer.getByRole('heading', { name: /^Designer’s studio: / }).waitFor();
    const { link } = await sharer.evaluate(async (v) => (await fetch('/api/variants', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(v) })).json() as Promise<{ link: string }>, busyHeroes);
    expect(link).toMatch(/^\/#\/studio\/dice\?variant=[0-9a-f]{64}$/);
    await sharer.context().close();

    const page = await newPage(h, 1280, 900);
    await page.goto(`${h.url}${link.slice(1)}`);
    await page.locator('.shared-note').waitFor();
    await page.getByRole('button', { name: 'Make a copy to edit' }).click();
    await expect.poll(() => page.url()).toMatch(/\?mine=/);
    await page.goto(`${h.url}#/new/dice`);
    await page.getByRole('heading', { name: /New game of/ }).waitFor();
    await page.getByLabel('Play with').selectOption({ label: 'Busy heroes' });
    await page.getByLabel(/^Who plays/).first().selectOption('bot:random');
    await page.getByLabel('Play on the server').check();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.locator('.board-area').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator('.variant-line').textContent()).toMatch(/^Variant: Busy heroes/);
    await page.locator('section.end').waitFor({ timeout: 150_000 });
    await shot(page, 'studio-online-end');

    await page.getByRole('link', { name: 'Watch the replay' }).click();
    await page.getByRole('heading', { name: 'Replay: Gate Defense' }).waitFor();
    await page.getByLabel('Last move').click();
    await page.locator('section.end').waitFor();
    expect(await page.locator('.variant-line').textContent()).toMatch(/^Variant: Busy heroes/);
    await shot(page, 'studio-online-replay');
    await page.context().close();
  }, 240_000);
}
