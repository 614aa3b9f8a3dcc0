import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseBotProgram, chromiumMissing, finishLocalMatch, logLength, newPage, playByClicking, playOutTracks, shot, startHarness, startLocal, takeViolations, type Harness } from './browser.ts';
import { accountTests } from './suites/accounts.ts';
import { accountJourneyTests } from './suites/account-journey.ts';
import { campaignGroupTests } from './suites/campaign-groups.ts';
import { chatTests } from './suites/chat.ts';
import { campaignSandboxTests } from './suites/campaign-sandbox.ts';
import { a11yPagesTests } from './suites/a11y-pages.ts';
import { cardsBoardTests } from './suites/cards-board.ts';
import { cardsDamageTests } from './suites/cards-damage.ts';
import { coinsBoardTests } from './suites/coins-board.ts';
import { crystalTests } from './suites/crystal.ts';
import { diceTests } from './suites/dice.ts';
import { diceBoardTests } from './suites/dice-board.ts';
import { crystalBoardTests } from './suites/crystal-board.ts';
import { diceCampaignTests } from './suites/dice-campaign.ts';
import { homeMatchesTests } from './suites/home-matches.ts';
import { homeTests } from './suites/home.ts';
import { labPageTests } from './suites/lab-page.ts';
import { hintsAnalysisTests } from './suites/hints-analysis.ts';
import { hotSeatTests } from './suites/hotseat.ts';
import { onlineTests } from './suites/online.ts';
import { onlineHotSeatTests } from './suites/online-hotseat.ts';
import { fitPhoneTests } from './suites/fit-phone.ts';
import { privateMatchTests } from './suites/private-match.ts';
import { invitationTests } from './suites/invitations.ts';
import { profileTests } from './suites/profiles.ts';
import { onlineNamesTests } from './suites/online-names.ts';
import { recordFileTests } from './suites/record-file.ts';
import { resignTests } from './suites/resign.ts';
import { soloEndTests } from './suites/solo-end.ts';
import { takeoverTests } from './suites/takeover.ts';
import { turnBasedTests } from './suites/turn-based.ts';
import { noticeTests } from './suites/notices.ts';
import { tableShellTests } from './suites/table-shell.ts';
import { tracksTutorialTests } from './suites/tracks-tutorial.ts';
import { tutorialsTests } from './suites/tutorials.ts';
import { tracksBoardTests } from './suites/tracks-board.ts';
import { replayFormLabTests } from './suites/replay-form-lab.ts';
import { tableFinishedTests } from './suites/table-finished.ts';
import { endingTests } from './suites/ending.ts';
import { tossTests } from './suites/tosses.ts';
import { fitDesktopTests } from './suites/fit-desktop.ts';
import { picturesTests } from './suites/pictures.ts';
import { printTests } from './suites/print.ts';
import { studioTests } from './suites/studio.ts';
import { measureTests } from './suites/measure.ts';
import { studioOnlineTests } from './suites/studio-online.ts';

// The client in headless Chromium against the real server, clicked as a person would. Without Chromium the suites
// are skipped with one line saying how to get it (and fail under CI=true, where they must run).
const noChromium = chromiumMissing();
if (noChromium) console.warn(noChromium);
let h: Harness;
beforeAll(async () => {
  if (!noChromium) h = await startHarness();
}, 120_000);
afterAll(async () => {
  await h?.close();
});
// Every page runs under the server's Content-Security-Policy: anything it blocked fails the test that caused it.
afterEach(() => {
  expect(takeViolations()).toEqual([]);
});

/** The bytes a script took on the wire: as the server compressed it, else what gzip would make of it. */
async function compressedSize(r: Response): Promise<number> {
  if (r.headers()['content-encoding']) return (await r.request().sizes()).responseBodySize;
  return gzipSync(await r.body()).length;
}

describe.skipIf(noChromium !== null)('web client in Chromium', () => {
  it('home page lists every game, with a new-game form built from its options; its first load is at most 150 KB of compressed JavaScript', async () => {
    const page = await newPage(h);
    const scripts: Promise<number>[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(compressedSize(r));
    });
    const answer = await page.goto(h.url);
    // #14.9: the page comes with the strict policy the suites run under.
    const csp = answer?.headers()['content-security-policy'] ?? '';
    for (const rule of ["default-src 'self'", "script-src 'self'", "style-src 'self'", "frame-ancestors 'none'"]) expect(csp).toContain(rule);
    for (const title of ['Coin Siege', 'Elemental Towers', 'Tracks & Waves']) await page.getByRole('heading', { name: title }).waitFor();
    await page.waitForLoadState('networkidle');
    const firstLoad = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    console.info(`first page load: ${Math.round(firstLoad / 1024)} KB of compressed JavaScript in ${scripts.length} files`);
    expect(firstLoad).toBeLessThanOrEqual(150 * 1024);
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
    await page.locator('.board-area svg.board').waitFor();
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

  it('tracks versus: the Versus piles, Stacks and performance on the board, drawing a Versus Energy by clicking', async () => {
    const page = await newPage(h);
    await startLocal(page, h.url, 'tracks', async (p) => {
      await p.getByLabel('Mode').selectOption('versus');
      await p.getByLabel('Who plays Player 2').selectOption('bot:random');
    });
    await page.locator('.tracks-board').waitFor();
    const prefer = (keys: string[]) => keys.find((k) => k === 'versus') ?? keys.find((k) => k.startsWith('energy:')) ?? keys.find((k) => k.startsWith('credit:')) ?? keys.find((k) => k !== 'done') ?? keys[0];
    await playByClicking(page, { maxClicks: 120, prefer, stop: async () => (await page.locator('.log li', { hasText: 'Player 1 draws the Versus Energy' }).count()) > 0 });
    await expect.poll(() => page.locator('.log li', { hasText: 'Player 1 draws the Versus Energy' }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.tracks-board').textContent()).toMatch(/Versus (draw )?pile/);
    expect(await page.locator('.tracks-board').textContent()).toContain('Performance');
    await shot(page, 'tracks-versus');
    await page.context().close();
  }, 120_000);

  it('tracks campaign: a group’s page from the home page, L1M1 with bots in every seat, the EXP step after the game', async () => {
    const page = await newPage(h);
    await page.goto(h.url);
    await page.getByLabel('Campaign group name').fill('north');
    await page.getByRole('button', { name: 'Campaign', exact: true }).click();
    await page.getByRole('heading', { name: 'Tracks & Waves campaign: north' }).waitFor();
    expect(await page.locator('.locks').first().textContent()).toContain('Page Level 3, Mode 1');
    await page.getByLabel('Number of players').selectOption('2');
    await chooseBotProgram(page, 'Player 1', 'heuristic');
    await chooseBotProgram(page, 'Player 2', 'heuristic');
    await shot(page, 'campaign-page');
    await page.getByRole('button', { name: 'Play L1M1 Tier I', exact: true }).click();
    await page.locator('.tracks-board').waitFor();
    await expect.poll(() => page.locator('.status').textContent()).toContain('Turn');
    await expect.poll(() => logLength(page)).toBeGreaterThan(2);
    // The bots play at a person's pace (minutes for a whole page): the same page played to its end in Node by the
    // same bots goes into this match's save, and the reloaded table replays it to the end screen.
    const id = decodeURIComponent(new URL(page.url()).hash.split('/').pop()!);
    const save = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), `ramparts:local:${id}`))!) as { options: unknown; campaign: unknown };
    expect(save.campaign).toEqual({ group: 'north', page: 'L1M1', tier: 1 });
    const { moves, outcome } = playOutTracks(save.options, 'camp5');
    expect(outcome.winners.length).toBe(2);
    await finishLocalMatch(page, 'camp5', moves);
    await page.locator('section.campaign-exp').waitFor();
    expect(await page.locator('section.end').textContent()).toContain('Victory with 5 lives: EXP earned 2 B (Battle).');
    await page.getByRole('button', { name: /Mk III towers in the Kill Bonus pile: cross out 1 B \(3 of 3 left\)/ }).click();
    await page.getByText('Crossed out 1 B on Mk III towers in the Kill Bonus pile.').waitFor();
    await shot(page, 'campaign');
    await page.getByRole('button', { name: 'Forfeit the rest and save' }).click();
    await page.getByRole('heading', { name: 'Tracks & Waves campaign: north' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Sessions played: 1.');
    expect(await page.locator('[data-lock="packet:mk3"]').textContent()).toContain('1 crossed out');
    expect(await page.locator('.tiers li').first().textContent()).toContain('1 of 3 earned');
    await shot(page, 'campaign-after');
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
    await bob.locator('.board-area svg.board').waitFor();
    // In some deals the Defender acts first: Bob plays until it is Alice's turn.
    await Promise.race([alice.locator('.your-turn').waitFor(), bob.locator('.your-turn').waitFor()]);
    if ((await alice.locator('.your-turn').count()) === 0) await playByClicking(bob, { maxClicks: 60, stop: async () => (await alice.locator('.your-turn').count()) > 0 });
    await alice.locator('.your-turn').waitFor();
    const seen = await logLength(bob);
    await playByClicking(alice, { maxClicks: 3 });
    await expect.poll(() => logLength(bob)).toBeGreaterThan(seen);
    await shot(alice, 'online-alice');
    // Play Alice's turn out; then Bob (the Defender) acts and Alice sees it.
    await playByClicking(alice, { maxClicks: 60, stop: async () => (await bob.locator('.steps .moves button').count()) > 0 });
    await bob.reload();
    await bob.locator('.board-area svg.board').waitFor();
    await bob.locator('.your-turn').waitFor();
    const aliceSeen = await logLength(alice);
    await playByClicking(bob, { maxClicks: 1 });
    await expect.poll(() => logLength(alice)).toBeGreaterThan(aliceSeen);
    await shot(bob, 'online-bob-phone');
    await alice.context().close();
    await bob.context().close();
  }, 120_000);

  // One server and one browser for every suite: each file would start its own (and build the client) in parallel.
  homeMatchesTests(() => h);
  homeTests(() => h);
  accountTests(() => h);
  accountJourneyTests(() => h);
  hintsAnalysisTests(() => h);
  a11yPagesTests(() => h);
  hotSeatTests(() => h);
  onlineTests(() => h);
  onlineHotSeatTests(() => h);
  recordFileTests(() => h);
  fitPhoneTests(() => h);
  cardsDamageTests(() => h);
  cardsBoardTests(() => h);
  campaignSandboxTests(() => h);
  soloEndTests(() => h);
  diceTests(() => h);
  diceCampaignTests(() => h);
  crystalTests(() => h);
  diceBoardTests(() => h);
  crystalBoardTests(() => h);
  privateMatchTests(() => h);
  invitationTests(() => h);
  onlineNamesTests(() => h);
  chatTests(() => h);
  takeoverTests(() => h);
  resignTests(() => h);
  turnBasedTests(() => h);
  profileTests(() => h);
  campaignGroupTests(() => h);
  tracksTutorialTests(() => h);
  tutorialsTests(() => h);
  coinsBoardTests(() => h);
  tableShellTests(() => h);
  tracksBoardTests(() => h);
  labPageTests(() => h);
  noticeTests(() => h);
  replayFormLabTests(() => h);
  tableFinishedTests(() => h);
  endingTests(() => h);
  tossTests(() => h);
  fitDesktopTests(() => h);
  picturesTests(() => h);
  printTests(() => h);
  studioTests(() => h);
  measureTests(() => h);
  studioOnlineTests(() => h);
});
