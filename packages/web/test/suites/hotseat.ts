import { Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { localMoves, localSave, newPage, playByClicking, shot, startLocal, type Harness } from '../browser.ts';

/** Hot-seat in a free-order phase: both people at one screen act, switching seats by keyboard and by click. */
export function hotSeatTests(harness: () => Harness): void {
  it('tracks hot-seat for two: in the free-order phase each seat is picked and plays its own moves', async () => {
    const h = harness();
    const page = await newPage(h);
    await startLocal(page, h.url, 'tracks', async (p) => {
      await p.getByLabel('Number of players').selectOption('2');
      await p.getByLabel('Who plays Player 2').selectOption('hotseat');
    });
    await page.locator('.tracks-board').waitFor();
    // The income draft goes seat by seat, the table following whoever drafts; then both may act at once.
    const prefer = (keys: string[]) => keys.find((k) => k.startsWith('credit:')) ?? keys.find((k) => k.startsWith('stack:'));
    await playByClicking(page, { maxClicks: 60, prefer, stop: async () => (await page.locator('.seat-switch').count()) > 0 });
    const switcher = page.getByRole('group', { name: 'Play as' });
    await switcher.waitFor();
    // The table sits at whichever seat drafted last; the other seat is one press away.
    const pressed = () => switcher.getByRole('button', { pressed: true }).textContent();
    const first = (await pressed()) === 'Playing as Player 1' ? 0 : 1;
    const other = 1 - first;
    expect(await pressed()).toBe(`Playing as Player ${first + 1}`);
    await shot(page, 'tracks-hotseat');

    // The other seat by keyboard: focus its button, Enter; then its move by Enter on the step buttons.
    await switcher.getByRole('button', { name: `Play as Player ${other + 1}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(pressed).toBe(`Playing as Player ${other + 1}`);
    const before = await localMoves(page);
    await playOneMove(page);
    await expect.poll(async () => (await localMoves(page)).length).toBe(before.length + 1);
    expect((await localMoves(page)).at(-1)!.seat).toBe(other);
    expect(await page.title()).toMatch(/^● Your turn/);
    // Undo is offered exactly when the engine allows it: to the seat that just moved, when no chance was drawn.
    const undo = page.getByRole('button', { name: 'Undo my last move' });
    expect(await undo.count()).toBe((await engineCanUndo(page, other)) ? 1 : 0);

    // Back to the first seat by click (or followed there, if that move ended the other seat's turn), and one move.
    const back = switcher.getByRole('button', { name: `Play as Player ${first + 1}` });
    if (await back.count()) await back.click();
    await expect.poll(() => page.locator('.players li.me strong').textContent()).toBe(`Player ${first + 1}`);
    expect(await undo.count()).toBe(0);
    await playOneMove(page);
    await expect.poll(async () => (await localMoves(page)).length).toBe(before.length + 2);
    expect((await localMoves(page)).at(-1)!.seat).toBe(first);
    await page.context().close();
  }, 120_000);
}

/** Whether the engine lets `seat` take back the last move of the match on the page. */
async function engineCanUndo(page: Page, seat: number): Promise<boolean> {
  const save = await localSave(page);
  const match = Match.create(findGame(save.game)!, { players: save.players, options: save.options, seed: save.seed });
  for (const m of save.moves) match.play(m.seat, m.move);
  return match.canUndo(seat);
}

/** One whole move with the keyboard: Enter on the step buttons (building a tower when the seat can, else "done"). */
async function playOneMove(page: Page): Promise<void> {
  const start = (await localMoves(page)).length;
  for (let i = 0; i < 6 && (await localMoves(page)).length === start; i++) {
    const keys = await page.locator('.steps .step-keys button').evaluateAll((els) => els.map((e) => e.getAttribute('data-key') ?? ''));
    const key = keys.find((k) => k.startsWith('build:') || k.startsWith('cell:')) ?? keys.find((k) => k === 'done') ?? keys[0];
    if (!key) break;
    await page.locator(`.steps .step-keys button[data-key="${key}"]`).focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(50);
  }
}
