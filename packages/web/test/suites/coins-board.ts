import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accessibilityProblems, newPage, playByBoard, shot, startLocal, type Harness } from '../browser.ts';

/** Moves before commands: a pairing or a shot rather than ending the toss, so games move on. */
const prefer = (keys: string[]) => keys.find((k) => k.startsWith('steps:')) ?? keys.find((k) => k.startsWith('soldier:') || k.startsWith('place:') || k.startsWith('sq:') || k.startsWith('hit:')) ?? keys[0];

/** axe-core's WCAG problems inside the board area only (axe is on the page once `accessibilityProblems` has run). */
async function boardProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe;
    const r = await axe.run('.board-area', { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join('; ')}`);
  });
}

/**
 * The first soldier on the road that nothing covers at its centre, playing on a click at a time until one is (at
 * most `clicks`): a square marked for the move being picked draws its frame over the pieces on it, and a pointer
 * there reads the square's words ("Put it on square 2 (1 soldier: 2c)"), not the soldier's.
 */
async function uncoveredSoldier(page: Page, clicks = 20) {
  const soldiers = page.locator('.coins-board [data-piece^="soldier-"]');
  for (let i = 0; i <= clicks; i++) {
    const index = await soldiers.evaluateAll((els) =>
      els.findIndex((e) => {
        const r = e.getBoundingClientRect();
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return top !== null && e.contains(top);
      }),
    );
    if (index >= 0) return soldiers.nth(index);
    await playByBoard(page, { maxClicks: 1, prefer });
  }
  throw new Error(`Every soldier stayed under a square marked for the move for ${clicks} clicks.`);
}

async function failing<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    await shot(page, `${name}-failed`);
    throw e;
  }
}

/** Coin Siege's board (issue #16): the road, the castle and every action clickable on the board itself. */
export function coinsBoardTests(harness: () => Harness): void {
  it('coins board: a whole duel against a bot by board clicks only, no accessibility problems on the board or the page mid-game, a soldier coin explains itself in words', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await startLocal(page, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('bot:random');
    });
    await page.locator('.coins-board').waitFor();
    await page.locator('.your-turn').waitFor();
    // The soldiers on the road and the castle with its HP are pieces with words (the bot may have shot one already).
    const tips = await page.locator('.coins-board [data-piece^="soldier-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tip') ?? ''));
    expect(tips.length).toBeGreaterThan(0);
    for (const tip of tips) expect(tip).toMatch(/^([125])c soldier on square \d+, worth \1: /);
    expect(await page.locator('.coins-board [data-piece="castle:0"]').textContent()).toMatch(/^\d+ HP$/);
    await failing(page, 'coins-board', () => playByBoard(page, { maxClicks: 8, prefer }));
    await shot(page, 'coins-board-mid');
    // The board first (its own problems in full detail), then the whole page around it.
    const whole = await accessibilityProblems(page);
    expect(await boardProblems(page)).toEqual([]);
    expect(whole).toEqual([]);
    await (await uncoveredSoldier(page)).hover();
    await expect.poll(() => page.locator('.tip').textContent()).toMatch(/c soldier on square \d+, worth \d: .*damage/);
    const clicks = await failing(page, 'coins-board', () => playByBoard(page, { maxClicks: 600, prefer, idleMs: 15_000 }));
    await page.locator('section.end').waitFor();
    expect(clicks).toBeGreaterThan(0);
    await page.context().close();
  }, 240_000);

  it('coins board: solo as the Defender against the rules, played to the end by board clicks only', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await startLocal(page, h.url, 'coins', async (p) => {
      await p.getByLabel('Mode').selectOption('solo-defender');
    });
    await page.locator('.coins-board').waitFor();
    await failing(page, 'coins-board-solo', () => playByBoard(page, { maxClicks: 400, prefer, idleMs: 10_000 }));
    await page.locator('section.end').waitFor();
    await page.context().close();
  }, 180_000);

  it('coins board: a Crusade of three starts with three roads, each with its castle at 8 HP and its garrison towers', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await startLocal(page, h.url, 'coins', async (p) => {
      await p.getByLabel('Mode').selectOption('crusade');
      await p.getByLabel('Number of players').selectOption('3');
      await p.getByLabel('Who plays Player 2').selectOption('hotseat');
      await p.getByLabel('Who plays Player 3').selectOption('hotseat');
    });
    await page.locator('.coins-board').waitFor();
    for (const map of [0, 1, 2]) expect(await page.locator(`.coins-board [data-piece="castle:${map}"]`).textContent()).toContain('8 HP');
    expect(await page.locator('.coins-board [data-piece^="tower:2:"]').count()).toBeGreaterThan(0);
    await shot(page, 'coins-board-crusade');
    await page.context().close();
  }, 60_000);

  it('coins rules page: the whole game in words with diagrams drawn by the board\'s own road, coins and castle', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await page.goto(`${h.url}#/rules/coins`);
    await page.getByRole('heading', { name: 'Crusade (2 to 4 players)' }).waitFor();
    for (const part of ['Setting up', 'The Attacker\'s turn', 'The Defender\'s turn', 'Winning', 'Solo']) await page.getByRole('heading', { name: part, exact: true }).waitFor();
    expect(await page.locator('figure.rules-figure svg').count()).toBeGreaterThanOrEqual(4);
    expect(await page.locator('figure.rules-figure svg[data-piece], figure.rules-figure [data-piece="castle:-1"]').count()).toBeGreaterThan(0);
    await shot(page, 'coins-rules');
    await page.context().close();
  }, 60_000);

  it('coins board at phone width (390×844): the winding road fits the screen and its squares are big enough to tap', async () => {
    const h = harness();
    const page = await newPage(h, 390, 844);
    await startLocal(page, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('bot:random');
    });
    await page.locator('.coins-board').waitFor();
    await playByBoard(page, { maxClicks: 2, prefer });
    await shot(page, 'coins-board-phone');
    // The board's frame fits the screen (the road, zoomed for a finger, pans inside it).
    const board = await page.locator('.board-holder').boundingBox();
    expect(board!.x + board!.width).toBeLessThanOrEqual(390);
    const squares = await page.locator('.coins-board rect.slab').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
    expect(Math.min(...squares)).toBeGreaterThanOrEqual(24);
    await page.context().close();
  }, 60_000);
}
