import { analyseMatch, analysisIterations, createBot, Match, type RecordedMove } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accessibilityProblems, localSave, newPage, shot, startLocal, type Harness } from '../browser.ts';

async function failing<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    await shot(page, `${name}-failed`);
    throw e;
  }
}

/**
 * A coins duel of random bots played out in Node whose analysis (the page's own: same seed, same search size) marks
 * at least one swing, so the replay has a dot to click.
 */
function coinsWithSwing(options: unknown): { seed: string; moves: RecordedMove[]; swing: number } {
  const game = findGame('coins')!;
  for (let i = 0; i < 30; i++) {
    const seed = `swing-${i}`;
    const match = Match.create(game, { players: 2, options, seed });
    while (!match.outcome()) {
      const seat = match.actors()[0];
      match.play(seat, createBot('random', `${seed}:${seat}:${match.moveCount}`, game).chooseMove(game, match.state, seat));
    }
    const moves = match.moves().map((m) => ({ ...m }));
    if (moves.length > 120) continue;
    const a = analyseMatch(game, { players: 2, options, seed, moves }, { seed: `analysis:${seed}`, iterations: analysisIterations(game, moves.length) });
    if (a.swings.length > 0) return { seed, moves, swing: a.swings[0].move };
  }
  throw new Error('no coins game of random bots with a swing in the seeds tried');
}

/** A coins duel against the easy bot, the person attacking; `hints` ticks "Allow hints", `online` plays on the server. */
async function startCoins(page: Page, h: Harness, opts: { hints: boolean; online?: boolean }): Promise<void> {
  await startLocal(page, h.url, 'coins', async (p) => {
    await p.getByLabel('Who plays Defender').selectOption('bot:easy');
    if (opts.hints) await p.getByLabel(/Allow hints/).check();
    else expect(await p.getByLabel(/Allow hints/).isChecked()).toBe(false);
    if (opts.online) await p.getByLabel('Play on the server').check();
  });
  await page.locator('.your-turn').waitFor();
}

/** Presses Hint and waits for the list: three moves, or every move when fewer are legal ("2 possible moves" after an unlucky toss), each with its chance. */
async function askHint(page: Page, timeout: number): Promise<void> {
  const legal = Number((await page.locator('.steps details summary').textContent())!.match(/^(\d+) possible move/)![1]);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const items = page.locator('.hint-panel ol.hints li');
  await expect.poll(() => items.count(), { timeout }).toBe(Math.min(3, legal));
  for (const text of await items.allTextContents()) expect(text).toMatch(/^\d .+ \(\d{1,3}% chance\)$/);
}

/** Hints (off by default, drawn on the board) and the replay's analysis (issue #17). */
export function hintsAnalysisTests(harness: () => Harness): void {
  it('#17 hints: with "Allow hints" a local coins match has a Hint button that lists three moves with chances and numbers their keys on the board; the save records the use; without it there is no Hint button', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 900);
    await startCoins(page, h, { hints: true });
    const button = page.getByRole('button', { name: 'Hint', exact: true });
    await failing(page, 'hints', async () => {
      await button.waitFor();
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      await askHint(page, 20_000);
      // Drawn on the board: the hinted keys outlined and numbered (the best move's keys carry 1).
      const hinted = await page.locator('.board-area [data-hint]').evaluateAll((els) => els.map((e) => e.getAttribute('data-hint') ?? ''));
      expect(hinted.length).toBeGreaterThan(0);
      expect(hinted.some((x) => x.split(' ').includes('1'))).toBe(true);
      await expect.poll(() => page.locator('.hint-badge').count()).toBeGreaterThan(0);
    });
    const save = (await localSave(page)) as unknown as { hintsAllowed?: boolean; hints?: { seat: number; at: number }[] };
    expect(save.hintsAllowed).toBe(true);
    expect(save.hints).toEqual([{ seat: 0, at: (await localSave(page)).moves.length }]);
    await expect.poll(() => page.locator('.hints-used').textContent()).toContain('Attacker used a hint before move');
    await shot(page, 'hints');
    expect(await accessibilityProblems(page)).toEqual([]);
    // A move played: the hint clears. A move may take more than one click (a piece, then where it goes): click the
    // first thing offered until the save holds one more move.
    const before = (await localSave(page)).moves.length;
    for (let click = 0; click < 4 && (await localSave(page)).moves.length === before; click++) {
      await page.locator('.board-area [data-key]').first().click();
      await page.waitForTimeout(100);
    }
    expect((await localSave(page)).moves.length).toBeGreaterThan(before);
    await expect.poll(() => page.locator('.board-area [data-hint]').count()).toBe(0);
    await page.context().close();

    // Hints off (the default): no Hint button.
    const off = await newPage(h, 1280, 900);
    await startCoins(off, h, { hints: false });
    expect(await off.getByRole('button', { name: 'Hint', exact: true }).count()).toBe(0);
    expect(((await localSave(off)) as unknown as { hintsAllowed?: boolean }).hintsAllowed).toBeUndefined();
    await off.context().close();
  }, 120_000);

  it('#17 hints online: a server match with "Allow hints" asks the server (the hint event) and draws the answer on the board; everyone’s table says who used one', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 900);
    await startCoins(page, h, { hints: true, online: true });
    expect(page.url()).toMatch(/#\/match\//);
    await failing(page, 'hints-online', async () => {
      await askHint(page, 30_000);
      expect(await page.locator('.board-area [data-hint]').count()).toBeGreaterThan(0);
      await expect.poll(() => page.locator('.hints-used').textContent()).toContain('Attacker used a hint before move');
    });
    await shot(page, 'hints-online');
    await page.context().close();
  }, 120_000);

  it('#17 analysis: a finished coins game’s replay, "Analyse" shows progress, then a chance line per seat with the swings marked; a swing clicked moves the scrubber there; hints used are ticks', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 900);
    await startCoins(page, h, { hints: true });
    const { seed, moves, swing } = coinsWithSwing((await localSave(page)).options);
    const id = decodeURIComponent(new URL(page.url()).hash.split('/').pop()!);
    // The table is left before the save is rewritten (a bot's move arriving there cannot overwrite it).
    await page.goto(`${h.url}?finishing`);
    await page.evaluate(
      ([k, s, played]) => {
        const save = JSON.parse(localStorage.getItem(k)!);
        localStorage.setItem(k, JSON.stringify({ ...save, seed: s, moves: played, finished: true, hints: [{ seat: 0, at: 2 }] }));
      },
      [`ramparts:local:${id}`, seed, moves] as const,
    );
    await page.goto(`${h.url}#/replay/local/${id}`);
    await page.getByRole('heading', { name: 'Replay: Coin Siege' }).waitFor();
    expect(await page.locator('.hints-used').textContent()).toContain('Attacker used a hint before move 3');
    await page.getByRole('button', { name: 'Analyse' }).click();
    const lines = page.locator('.chance-chart path.chance-line');
    await failing(page, 'analysis', async () => {
      // The progress bar is said in words while the worker runs (it may finish before it is seen on a fast machine).
      await expect.poll(async () => (await lines.count()) > 0 || /Analysing… \d+ of \d+ positions/.test((await page.locator('.analysis').textContent()) ?? ''), { timeout: 30_000 }).toBe(true);
      await expect.poll(() => lines.count(), { timeout: 60_000 }).toBe(2);
    });
    for (const d of await lines.evaluateAll((els) => els.map((e) => e.getAttribute('d') ?? ''))) expect(d.split('L').length).toBeGreaterThan(moves.length / 2);
    expect(await page.locator('.chance-legend').textContent()).toContain('Attacker');
    expect(await page.locator('.chance-chart .hint-tick').count()).toBe(1);
    const dot = page.locator(`.chance-chart .swing[data-move="${swing}"]`);
    expect(await dot.getAttribute('aria-label')).toMatch(new RegExp(`^Move ${swing}, (Attacker|Defender): \\d+% → \\d+%: show this move$`));
    await page.locator('input[type="range"][aria-label="Move"]').fill('0');
    await dot.click();
    await expect.poll(() => page.locator('input[type="range"][aria-label="Move"]').inputValue()).toBe(String(swing));
    expect(await page.locator('.table-head .status').textContent()).toContain(`Move ${swing} of ${moves.length}`);
    await shot(page, 'replay-analysis');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.context().close();
  }, 180_000);
}
