import { createBot, Match, type RecordedMove } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accessibilityProblems, finishLocalMatch, localSave, newPage, playByClicking, shot, sidewaysScroll, startLocal, type Harness } from '../browser.ts';

/** A game of the page's local table played out in Node by random bots whose winners pass `wanted`: its seed and moves. */
async function playedOut(page: Page, wanted: (winners: number[]) => boolean): Promise<{ seed: string; moves: RecordedMove[] }> {
  const save = await localSave(page);
  const game = findGame(save.game)!;
  for (let i = 0; i < 60; i++) {
    const seed = `ending-${i}`;
    const match = Match.create(game, { players: save.players, options: save.options, seed });
    for (let n = 0; n < 5000 && !match.outcome(); n++) {
      const actor = match.actors()[0];
      match.play(actor, createBot('random', `${seed}:${n}`, game).chooseMove(game, match.state, actor));
    }
    const outcome = match.outcome();
    if (outcome && wanted(outcome.winners)) return { seed, moves: match.moves().map((m) => ({ ...m })) };
  }
  throw new Error('No seed gave the outcome asked for.');
}

/** Chooses the "Moves" speed before the table is opened (the suites run with moves off). */
async function moves(page: Page, url: string, speed: 'off' | 'normal' | 'fast'): Promise<void> {
  await page.goto(url);
  await page.evaluate((s) => localStorage.setItem('ramparts:motion', s), speed);
}

const box = (page: Page, selector: string) => page.locator(selector).first().evaluate((e) => e.getBoundingClientRect().toJSON() as { left: number; top: number; right: number; bottom: number; width: number; height: number });

/** What is drawn on top at the middle of the board (the board itself, or what covers it). */
const onTopOfBoard = (page: Page) =>
  page.locator('.board-holder').evaluate((holder) => {
    const r = holder.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height, window.innerHeight - r.top) / 2);
    return at?.closest('.ending') ? 'the result' : holder.contains(at) ? 'the board' : `${at?.tagName}.${at?.getAttribute('class')}`;
  });

const celebrating = (page: Page) => page.locator('.ending .celebration i').evaluateAll((els) => els.reduce((n, e) => n + e.getAnimations().length, 0));

/** Issue #31.7: a finished table shows its result over the board. */
export function endingTests(harness: () => Harness): void {
  it('#31.7 a game won: the result over the board (yours first, key numbers, large charts), cheered; the board shown again and hidden; Watch the replay from the start; Play again at a new table set alike', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await moves(page, h.url, 'normal');
    await startLocal(page, h.url, 'coins');
    const before = await localSave(page);
    const { seed, moves: played } = await playedOut(page, (w) => w.includes(0));
    await finishLocalMatch(page, seed, played);
    const ending = page.locator('.ending');
    await ending.waitFor();
    // Over the board: its box meets the board's, and at the board's middle the result is what shows.
    const [over, board] = [await box(page, '.ending'), await box(page, '.board-holder')];
    expect(over.left < board.right && board.left < over.right && over.top < board.bottom && board.top < over.bottom).toBe(true);
    expect(over.width).toBeGreaterThanOrEqual(board.width - 2);
    expect(await onTopOfBoard(page)).toBe('the result');
    // Your own result first: the first heading over the board, then why and the key numbers.
    expect(await ending.locator('h2').first().textContent()).toBe('You win');
    expect(await ending.locator('section.end > p').first().textContent()).toBeTruthy();
    const numbers = await ending.locator('.key-numbers').textContent();
    expect(numbers).toContain('Moves played');
    expect(numbers).toContain('Castle HP');
    // The charts large enough to read.
    await expect.poll(() => ending.locator('svg.chart').count(), { timeout: 15_000 }).toBeGreaterThan(2);
    const widths = await ending.locator('svg.chart').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
    for (const w of widths) expect(w).toBeGreaterThanOrEqual(400);
    // A win is cheered: confetti falling.
    expect(await page.locator('.ending .celebration').count()).toBe(1);
    expect(await celebrating(page)).toBeGreaterThan(0);
    await shot(page, 'ending-won');
    expect(await accessibilityProblems(page)).toEqual([]);
    // The board may be looked at, and the result opened again.
    await page.getByRole('button', { name: 'Look at the board' }).click();
    expect(await page.locator('.ending').count()).toBe(0);
    expect(await page.locator('.ending-bar').textContent()).toContain('You win');
    expect(await onTopOfBoard(page)).toBe('the board');
    await shot(page, 'ending-board-shown');
    // Focus stays on the table: on the button that opens the result again, then on the one that folds it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Show the result');
    await page.keyboard.press('Enter');
    await ending.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Look at the board');
    // Watch the replay: it opens at the start.
    await page.getByRole('link', { name: 'Watch the replay' }).click();
    await page.getByRole('heading', { name: 'Replay: Coin Siege' }).waitFor();
    expect(await page.locator('.table-head .status').textContent()).toMatch(/^Move 0 of \d+/);
    // Play again: a new table of the same game, options and seats, not yet played.
    await page.goBack();
    await ending.waitFor();
    const old = page.url();
    await page.getByRole('button', { name: 'Play again' }).click();
    await expect.poll(() => page.url()).not.toBe(old);
    await page.locator('.board-area').waitFor();
    expect(page.url()).toMatch(/#\/local\/[0-9a-f]+$/);
    const again = await localSave(page);
    expect({ game: again.game, players: again.players, options: again.options, seats: (again as unknown as { seats: unknown }).seats }).toEqual({
      game: before.game,
      players: before.players,
      options: before.options,
      seats: (before as unknown as { seats: unknown }).seats,
    });
    expect(again.seed).not.toBe(seed);
    expect(again.moves.filter((m) => m.seat === 0)).toEqual([]);
    expect(await page.locator('.ending').count()).toBe(0);
    await page.context().close();
  }, 120_000);

  it('#31.7 no cheer under reduced motion or with Moves off; a loss reads “You lose” first; a table of bots only is told neutrally', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    // Reduced motion, though Moves was set to Normal: no confetti, no pop.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await moves(page, h.url, 'normal');
    await startLocal(page, h.url, 'coins');
    const won = await playedOut(page, (w) => w.includes(0));
    await finishLocalMatch(page, won.seed, won.moves);
    await page.locator('.ending').waitFor();
    expect(await page.locator('.ending h2').first().textContent()).toBe('You win');
    expect(await page.locator('.ending .celebration').count()).toBe(0);
    expect(await page.locator('.ending h2').first().evaluate((e) => e.getAnimations().length)).toBe(0);
    // Moves off, without reduced motion: none either.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.getByRole('group', { name: 'Moves' }).getByRole('button', { name: 'Off' }).click();
    await page.reload();
    await page.locator('.ending').waitFor();
    expect(await page.locator('.ending .celebration').count()).toBe(0);
    // A loss, moves on: "You lose" first, no cheer.
    await page.getByRole('group', { name: 'Moves' }).getByRole('button', { name: 'Normal' }).click();
    await startLocal(page, h.url, 'coins');
    const lost = await playedOut(page, (w) => !w.includes(0));
    await finishLocalMatch(page, lost.seed, lost.moves);
    await page.locator('.ending').waitFor();
    expect(await page.locator('.ending h2').first().textContent()).toMatch(/^You lose/);
    expect(await page.locator('.ending .celebration').count()).toBe(0);
    await shot(page, 'ending-lost');
    // Bots in every seat: who won, with no "you", and nobody here to cheer.
    await startLocal(page, h.url, 'coins', async (p) => {
      for (const seat of ['Who plays Attacker', 'Who plays Defender']) {
        const select = p.getByLabel(seat);
        const bot = await select.evaluate((el) => [...(el as HTMLSelectElement).options].map((o) => o.value).find((v) => v.startsWith('bot:')));
        await select.selectOption(bot!);
      }
    });
    await finishLocalMatch(page, won.seed, won.moves);
    await page.locator('.ending').waitFor();
    const verdict = (await page.locator('.ending h2').first().textContent()) ?? '';
    expect(verdict).toMatch(/^(Attacker|Defender) wins$/);
    expect(await page.locator('.ending .celebration').count()).toBe(0);
    await page.context().close();
  }, 150_000);

  it('#31.7 on a 390×844 phone: the result over the board fits the screen’s width, its buttons are big enough to tap', async () => {
    const h = harness();
    const page = await newPage(h, 390, 844);
    await moves(page, h.url, 'normal');
    await startLocal(page, h.url, 'coins');
    const { seed, moves: played } = await playedOut(page, (w) => w.includes(0));
    await finishLocalMatch(page, seed, played);
    const ending = page.locator('.ending');
    await ending.waitFor();
    await expect.poll(() => ending.locator('svg.chart').count(), { timeout: 15_000 }).toBeGreaterThan(2);
    expect(await sidewaysScroll(page)).toBe(0);
    const [over, board] = [await box(page, '.ending'), await box(page, '.board-holder')];
    expect(over.left < board.right && board.left < over.right && over.top < board.bottom && board.top < over.bottom).toBe(true);
    expect(over.right).toBeLessThanOrEqual(390);
    // The result is on the first screen.
    expect(over.top).toBeLessThan(844);
    for (const name of ['Play again', 'Look at the board']) {
      const b = await page.getByRole('button', { name }).boundingBox();
      expect(b!.height, name).toBeGreaterThanOrEqual(44);
    }
    const charts = await ending.locator('svg.chart').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
    for (const right of charts) expect(right).toBeLessThanOrEqual(390);
    await shot(page, 'ending-won-phone');
    await page.context().close();
  }, 90_000);

  it('#31.7 online: Play again opens the new-game form filled in as the match was (its options, you and the bot in their seats, on the server)', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await startLocal(page, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('bot:random');
      await p.getByLabel('Play on the server').check();
    });
    const first = page.url();
    expect(first).toMatch(/#\/match\//);
    await page.locator('.your-turn').waitFor();
    // Every toss ended at once: the Defender wins at turn 8.
    await playByClicking(page, { maxClicks: 200, idleMs: 15_000, prefer: (keys) => (keys.includes('endToss') ? 'endToss' : undefined) });
    await page.locator('.ending').waitFor();
    expect(await page.locator('.ending h2').first().textContent()).toMatch(/^You lose/);
    await page.getByRole('button', { name: 'Play again' }).click();
    await page.getByRole('heading', { name: 'New game of Coin Siege' }).waitFor();
    expect(await page.getByLabel('Who plays Attacker').inputValue()).toBe('me');
    expect(await page.getByLabel('Who plays Defender').inputValue()).toBe('bot:random');
    expect(await page.getByLabel('Play on the server').isChecked()).toBe(true);
    await shot(page, 'ending-online-again-form');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => page.url()).toMatch(/#\/match\//);
    expect(page.url()).not.toBe(first);
    await page.locator('.your-turn').waitFor();
    // A form opened afterwards is empty again (the prefill is read once).
    await page.goto(`${h.url}#/new/coins`);
    await page.getByRole('heading', { name: 'New game of Coin Siege' }).waitFor();
    expect(await page.getByLabel('Play on the server').isChecked()).toBe(false);
    await page.context().close();
  }, 150_000);
}
