import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accessibilityProblems, newPage, playByBoard, shot, sidewaysScroll, startLocal, type Harness } from '../browser.ts';

/** Lay the tower as soon as it can be, then attack whenever a card is picked, landing where offered. */
const prefer = (keys: string[]) =>
  keys.find((k) => k === 'build') ?? keys.find((k) => k.startsWith('attack:')) ?? keys.find((k) => k.startsWith('tower:')) ?? keys.find((k) => k.startsWith('level:')) ?? keys[0];

async function failing<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    await shot(page, `${name}-failed`);
    throw e;
  }
}

async function startCards(page: Page, h: Harness, players: number): Promise<void> {
  await startLocal(page, h.url, 'cards', async (p) => {
    await p.getByLabel('Number of players').selectOption(String(players));
    for (let s = 2; s <= players; s++) await p.getByLabel(`Who plays Player ${s}`).selectOption('bot:random');
  });
  await page.locator('.cards-board').waitFor();
}

/** Until a tower of the player's stands and a card flies: a mid-game worth looking at. */
const fighting = (page: Page) => async () => (await page.locator('.cards-board [data-seat="0"] .tower').count()) > 0 && (await page.locator('.cards-board .incoming').count()) > 0;

/** Elemental Towers' table (issue #16): towers of cards, the hand as a fan, every action on the board. */
export function cardsBoardTests(harness: () => Harness): void {
  it('cards board: a two-player game against a bot played to its end by board clicks only; the other hand shows only backs; no accessibility problems mid-game', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await startCards(page, h, 2);
    await page.locator('.your-turn').waitFor();
    // Player 2's hand: five backs and no face.
    expect(await page.locator('.cards-board [data-seat-hand="1"] .card-back').count()).toBe(5);
    expect(await page.locator('.cards-board [data-seat-hand="1"] .card-face').count()).toBe(0);
    expect(await page.locator('.cards-board [data-seat-hand="0"] .card-face').count()).toBe(5);
    await failing(page, 'cards-board', () => playByBoard(page, { maxClicks: 400, prefer, stop: fighting(page), idleMs: 15_000 }));
    await page.locator('.your-turn').waitFor();
    await shot(page, 'cards-board-mid');
    expect(await accessibilityProblems(page)).toEqual([]);
    const backs = await page.locator('.cards-board [data-seat-hand="1"] .card-back').count();
    expect(await page.locator('.cards-board [data-seat-hand="1"] .card-face').count()).toBe(0);
    expect(await page.locator('.cards-board [data-seat-hand="1"]').getAttribute('aria-label')).toContain(`${backs} card`);
    await failing(page, 'cards-board', () => playByBoard(page, { maxClicks: 3000, prefer, idleMs: 15_000 }));
    await page.locator('section.end').waitFor();
    await shot(page, 'cards-board-end');
    // After the end nothing says whose turn it is; the board says who won.
    expect(await page.locator('.status').textContent()).not.toMatch(/turn/i);
    expect(await page.locator('.cards-board .band').textContent()).toMatch(/won.*Game over/);
    await page.context().close();
  }, 420_000);

  it('cards board: a four-player game shows four towers around the table, three of them with hidden hands', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await startCards(page, h, 4);
    expect(await page.locator('.cards-board .seat-cell').count()).toBe(4);
    expect(await page.locator('.cards-board .backs').count()).toBe(3);
    await shot(page, 'cards-board-four');
    await page.context().close();
  }, 60_000);

  it('cards board at phone width (390×844): the table fits the screen without sideways scrolling and hand cards are big enough to tap', async () => {
    const h = harness();
    const page = await newPage(h, 390, 844);
    await startCards(page, h, 3);
    await page.locator('.your-turn').waitFor();
    await shot(page, 'cards-board-phone');
    expect(await page.locator('.cards-board').getAttribute('data-narrow')).toBe('yes');
    expect(await sidewaysScroll(page)).toBe(0);
    const cards = await page.locator('.cards-board [data-seat-hand="0"] .card-face > rect').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
    expect(cards.length).toBeGreaterThan(0);
    for (const r of cards) expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(24);
    await page.context().close();
  }, 90_000);

  it('cards rules page: the whole game in words with pictures drawn by the board’s own cards, and no accessibility problem', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await page.goto(`${h.url}#/rules/cards`);
    await page.getByRole('heading', { name: 'Part 1: build your tower' }).waitFor();
    expect(await page.locator('.rules-diagram svg[role="img"]').count()).toBeGreaterThanOrEqual(4);
    expect(await page.locator('.rules-diagram .card-face').count()).toBeGreaterThan(0);
    expect(await accessibilityProblems(page)).toEqual([]);
    await shot(page, 'cards-rules');
    await page.context().close();
  }, 60_000);
}
