import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, playByClicking, shot, startHarness, startLocal, type Harness } from './browser.ts';

// The client in headless Chromium against the real server, clicked as a person would.
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const logLength = (page: Page) => page.locator('.log li').count();

describe('web client in Chromium', () => {
  it('home page lists every game, with a new-game form built from its options', async () => {
    const page = await newPage(h);
    await page.goto(h.url);
    for (const title of ['Coin Siege', 'Elemental Towers', 'Tracks & Waves']) await page.getByRole('heading', { name: title }).waitFor();
    await shot(page, 'home');
    await page.locator('a[href="#/new/coins"]').click();
    await page.getByLabel('Mode').waitFor();
    await page.getByLabel('Mode').selectOption('crusade');
    await page.getByLabel('Number of players').selectOption('3');
    await page.getByLabel('Who plays Player 3').waitFor();
    await shot(page, 'new-game-coins');
    await page.context().close();
  });

  it('coins: a duel against a bot, played by clicking to the end, then its replay', async () => {
    const page = await newPage(h);
    await startLocal(page, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('bot:random');
    });
    await page.locator('.your-turn').waitFor();
    await shot(page, 'coins-start');
    // Reload mid-game: the match is kept in the browser and continues.
    await playByClicking(page, { maxClicks: 6 });
    const before = await logLength(page);
    await page.reload();
    await page.locator('.board-area svg').waitFor();
    expect(await logLength(page)).toBeGreaterThanOrEqual(before);
    await playByClicking(page, { maxClicks: 10 });
    await shot(page, 'coins-mid');
    await playByClicking(page, { maxClicks: 600 });
    await page.locator('section.end').waitFor();
    await shot(page, 'coins-end');
    await page.getByRole('link', { name: 'Watch the replay' }).click();
    await page.getByRole('heading', { name: 'Replay: Coin Siege' }).waitFor();
    await page.getByLabel('First move').click();
    await expect.poll(() => page.locator('.status').textContent()).toContain('Move 0 of');
    await page.getByLabel('Next move').click();
    await page.getByLabel('Next move').click();
    await expect.poll(() => page.locator('.status').textContent()).toContain('Move 2 of');
    await shot(page, 'coins-replay');
    await page.context().close();
  }, 120_000);

  it('cards: a game against a bot, several turns by clicking, the own hand and the other hand as a count', async () => {
    const page = await newPage(h);
    await startLocal(page, h.url, 'cards', async (p) => {
      await p.getByLabel('Who plays Player 2').selectOption('bot:random');
    });
    await page.getByText('Your hand', { exact: true }).waitFor();
    await shot(page, 'cards-start');
    // Build as soon as the hand allows, else the first highlighted thing.
    await playByClicking(page, { maxClicks: 80, prefer: (keys) => keys.find((k) => k === 'build') ?? keys.find((k) => k.startsWith('tower:')) });
    expect(await logLength(page)).toBeGreaterThan(20);
    await expect.poll(() => page.locator('.cards-board').textContent()).toContain('cards in hand');
    await shot(page, 'cards-mid');
    await page.context().close();
  }, 120_000);

  it('tracks: a solo sandbox, the income draft and actions by clicking', async () => {
    const page = await newPage(h);
    await startLocal(page, h.url, 'tracks');
    await page.locator('.tracks-board').waitFor();
    await shot(page, 'tracks-start');
    await playByClicking(page, { maxClicks: 40, prefer: (keys) => keys.find((k) => k.startsWith('build:')) ?? keys.find((k) => k.startsWith('cell:')) ?? keys.find((k) => k !== 'done') });
    expect(await logLength(page)).toBeGreaterThan(3);
    await shot(page, 'tracks-mid');
    await page.context().close();
  }, 120_000);

  it('online: two browsers join one match by link, each sees the other’s moves, and a reload reconnects', async () => {
    const alice = await newPage(h);
    await startLocal(alice, h.url, 'coins', async (p) => {
      await p.getByLabel('Who plays Defender').selectOption('link');
    });
    const link = await alice.getByLabel('Link to this match').inputValue();
    expect(link).toMatch(/#\/match\//);
    const bob = await newPage(h, 420, 860);
    await bob.goto(link);
    await bob.getByRole('button', { name: 'Take this seat' }).click();
    await bob.locator('.board-area svg').waitFor();
    await alice.locator('.your-turn').waitFor();
    const seen = await logLength(bob);
    await playByClicking(alice, { maxClicks: 3 });
    await expect.poll(() => logLength(bob)).toBeGreaterThan(seen);
    await shot(alice, 'online-alice');
    // Play Alice's turn out; then Bob (the Defender) acts and Alice sees it.
    await playByClicking(alice, { maxClicks: 60, stop: async () => (await bob.locator('.steps .moves button').count()) > 0 });
    await bob.reload();
    await bob.locator('.board-area svg').waitFor();
    await bob.locator('.your-turn').waitFor();
    const aliceSeen = await logLength(alice);
    await playByClicking(bob, { maxClicks: 1 });
    await expect.poll(() => logLength(alice)).toBeGreaterThan(aliceSeen);
    await shot(bob, 'online-bob-phone');
    await alice.context().close();
    await bob.context().close();
  }, 120_000);
});
