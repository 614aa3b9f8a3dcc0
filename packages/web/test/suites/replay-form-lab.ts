import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBot, Match, type RecordedMove } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { chooseBotProgram, newPage, shot, type Harness } from '../browser.ts';

/** A coins duel played out by random bots in Node. */
function coinsDuel(seed: string): RecordedMove[] {
  const game = findGame('coins')!;
  const match = Match.create(game, { players: 2, options: { mode: 'duel' }, seed });
  for (let i = 0; !match.outcome() && i < 3000; i++) {
    const seat = match.actors()[0];
    match.play(seat, createBot('random', `${seed}:${i}`, game).chooseMove(game, match.state, seat));
  }
  return match.moves().map((m) => ({ ...m }));
}

/** The move the replay shows ("Move 12 of 80" → 12). */
const shownStep = async (page: Page) => Number(/Move (\d+) of/.exec((await page.locator('.table-head .status').textContent()) ?? '')?.[1] ?? -1);

/** Issue #31 ("The table, finished"): the replay (8), the new-game form (9) and the Lab's shipped runs (12). */
export function replayFormLabTests(harness: () => Harness): void {
  it('#31.8 a replay opens at the setup (the result unsaid), Play plays from wherever it stands, and the log stands beside the board on the first screen', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    const seed = 'replay-start';
    const moves = coinsDuel(seed);
    await page.goto(h.url);
    await page.evaluate(
      ([s, played]) =>
        localStorage.setItem(
          'ramparts:local:watch1',
          JSON.stringify({ id: 'watch1', game: 'coins', players: 2, options: { mode: 'duel' }, seed: s, seats: [{ kind: 'me', name: 'You' }, { kind: 'bot', bot: 'random', name: 'Defender' }], moves: played, createdAt: Date.now() - 60_000, finished: true }),
        ),
      [seed, moves] as const,
    );
    await page.goto(`${h.url}#/replay/local/watch1`);
    await page.getByRole('heading', { name: 'Replay: Coin Siege' }).waitFor();
    // At the setup: nothing says who won.
    expect(await page.locator('.table-head .status').textContent()).toContain(`Move 0 of ${moves.length}`);
    expect(await page.locator('section.end').count()).toBe(0);
    // The log is beside the board, its top on the first screen.
    const board = (await page.locator('.board-area').boundingBox())!;
    const log = (await page.getByRole('region', { name: 'Log' }).boundingBox())!;
    expect(log.x).toBeGreaterThanOrEqual(board.x + board.width);
    expect(log.y).toBeLessThan(board.y + 200);
    expect(log.y + 80).toBeLessThan(800);
    await shot(page, 'replay-opens-at-start');

    // Play from the setup, at 4×.
    await page.getByRole('group', { name: 'Play speed' }).getByRole('button', { name: '4×' }).click();
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => shownStep(page)).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: 'Pause' }).click();
    // From the middle: it goes on from there.
    const middle = Math.floor(moves.length / 2);
    await page.getByRole('slider', { name: 'Move' }).fill(String(middle));
    await expect.poll(() => shownStep(page)).toBe(middle);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => shownStep(page)).toBeGreaterThanOrEqual(middle + 2);
    await page.getByRole('button', { name: 'Pause' }).click();
    // At the last move (the result shown), Play starts again from the setup.
    await page.getByLabel('Last move').click();
    await page.locator('section.end').waitFor();
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => shownStep(page)).toBeLessThan(middle);
    await expect.poll(() => shownStep(page)).toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.context().close();
  }, 60_000);

  it('#31.9 the new-game form: bots by level in words (programs such as heuristic:15 under Advanced settings), no Difficulty in a duel, and a friend by link ticks "Play on the server"', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await page.goto(`${h.url}#/new/coins`);
    const who = page.getByLabel('Who plays Defender');
    await who.waitFor();
    // The seat's choices are people and levels in words: no bot spec.
    const choices = await who.locator('option').allTextContents();
    expect(choices).toEqual(['Me', 'A friend at this screen (hot-seat)', 'A friend by link (online)', 'Bot: easy', 'Bot: normal', 'Bot: hard', 'Bot: random moves']);
    for (const c of choices) expect(c).not.toMatch(/heuristic|guided|careless|mcts|:\d/);
    // The programs behind the levels are under "Advanced settings"; one picked there shows in the seat's choice.
    expect(await page.getByLabel('Bot program for Defender').isVisible()).toBe(false);
    await chooseBotProgram(page, 'Defender', 'heuristic');
    expect(await who.inputValue()).toBe('bot:heuristic');
    expect(await who.locator('option:checked').textContent()).toBe('Bot: a program chosen in Advanced settings');
    await page.getByLabel('Bot program for Defender').selectOption('');
    expect(await who.inputValue()).toBe('bot:normal');

    // A duel (the default mode) and a Crusade have no Difficulty: it changes nothing there; the solo modes do.
    const difficulty = page.getByLabel('Difficulty', { exact: true });
    expect(await difficulty.count()).toBe(0);
    await page.getByLabel('Mode').selectOption('crusade');
    expect(await difficulty.count()).toBe(0);
    await page.getByLabel('Mode').selectOption('solo-defender');
    await difficulty.waitFor();
    await page.getByLabel('Mode').selectOption('duel');
    await difficulty.waitFor({ state: 'detached' });

    // A friend by link: the match is on the server, and the box says so.
    const server = page.getByLabel('Play on the server');
    expect(await server.isChecked()).toBe(false);
    await who.selectOption('link');
    expect(await server.isChecked()).toBe(true);
    await page.getByText('This match will be on the server').waitFor();
    await shot(page, 'new-game-form-levels');
    await who.selectOption('bot:normal');
    expect(await server.isChecked()).toBe(false);
    await page.context().close();
  }, 60_000);

  it('#31.12 the Lab page lists the runs the project ships (docs/lab/runs), grouped by game; one click opens a run, its summary fetched only then', async () => {
    const h = harness();
    const runs = join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'lab', 'runs');
    const folders = readdirSync(runs).filter((d) => !d.startsWith('.'));
    expect(folders.length).toBeGreaterThan(0);
    const page = await newPage(h, 1280, 800);
    const fetched: string[] = [];
    page.on('response', (r) => void (/\/summary-[^/]*\.js$/.test(r.url()) && fetched.push(r.url())));
    await page.goto(`${h.url}#/lab`);
    const list = page.getByRole('region', { name: 'The project’s runs' });
    await list.waitFor();
    expect(await list.getByRole('button').count()).toBe(folders.length);
    for (const g of ['Coin Siege', 'Elemental Towers', 'Gate Defense', 'Crystal Defenders', 'Tracks & Waves']) expect(await list.getByRole('heading', { name: g, level: 3 }).count()).toBe(1);
    // The list is on the first screen, above the file picker; nothing of the runs' results is loaded yet.
    expect((await list.boundingBox())!.y).toBeLessThan(400);
    expect(fetched).toEqual([]);
    await shot(page, 'lab-runs-list');

    // One click: the coins difficulty ladder, each of its cells in the table.
    const summary = JSON.parse(readFileSync(join(runs, 'coins-difficulty', 'summary.json'), 'utf8')) as { cells: unknown[]; experiment: { name: string } };
    await list.getByRole('button', { name: 'Difficulty ladder, the normal team' }).first().click();
    await page.getByRole('status').getByText(`Showing ${summary.experiment.name}.`).waitFor();
    expect(await page.locator('main').textContent()).toContain(summary.experiment.name);
    const cells = page.getByRole('region', { name: 'Cells' }).getByRole('table');
    expect(await cells.locator('tbody tr').count()).toBe(summary.cells.length);
    expect(fetched.length).toBe(1);
    await page.locator('figure.lab-chart .chart-wrapper svg').first().waitFor({ timeout: 30_000 });
    // Another: a bot tournament, with its ratings.
    await page.locator('button[data-run="tracks-bots"]').click();
    await page.getByRole('status').getByText('Showing Tracks & Waves: round-robin of 4 bots in Versus Sandbox, 2 players.').waitFor();
    await page.getByRole('heading', { name: 'Ratings', level: 2 }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await shot(page, 'lab-run-opened');
    await page.context().close();
  }, 90_000);
}
