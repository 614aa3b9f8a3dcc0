import { createBot, Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { localSave, newPage, shot, startLocal, type Harness } from '../browser.ts';

/**
 * Plays the page's local table on in Node (random bots) until seat 0 is about to make a move whose lines pass `pred`,
 * writes the moves before it into the save, opens the table again and returns that move's words (its button in the list).
 */
async function upTo(page: Page, pred: (lines: string[]) => boolean): Promise<string> {
  const save = await localSave(page);
  const game = findGame(save.game)!;
  for (const seed of ['m1', 'm2', 'm3', 'm4', 'm5', 'm6']) {
    const match = Match.create(game, { players: save.players, options: save.options, seed });
    for (let i = 0; i < 4000 && !match.outcome(); i++) {
      const actor = match.actors()[0];
      const move = createBot('random', `${seed}:${i}`, game).chooseMove(game, match.state, actor);
      const words = game.describeMove(match.state, actor, move);
      const before = match.moves().map((m) => ({ ...m }));
      const { log } = match.play(actor, move);
      if (actor !== 0 || !pred(log.map((l) => l.text))) continue;
      const table = page.url();
      const id = decodeURIComponent(new URL(table).hash.split('/').pop()!);
      await page.goto(`${new URL(table).origin}/?before-a-move`);
      await page.evaluate(([k, s, played]) => localStorage.setItem(k, JSON.stringify({ ...JSON.parse(localStorage.getItem(k)!), seed: s, moves: played })), [`ramparts:local:${id}`, seed, before] as const);
      await page.goto(table);
      await page.locator('.your-turn').waitFor();
      return words;
    }
  }
  throw new Error('No game of these seeds reached such a move.');
}

/** Notes every element matching `selector` added to the page from now on, with the animations it runs when added. */
async function watchFor(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const w = window as unknown as { seen: { face: string | null; animations: number }[] };
    w.seen = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element) for (const el of [n, ...n.querySelectorAll(sel)]) if (el.matches(sel)) w.seen.push({ face: el.getAttribute('data-face'), animations: el.getAnimations().length });
    }).observe(document.body, { childList: true, subtree: true });
  }, selector);
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: { face: string | null; animations: number }[] }).seen);

/** Plays the move of the list named `words` (the full list of moves, folded beside the board). */
async function playListed(page: Page, words: string): Promise<void> {
  await page.locator('.steps details summary').click();
  await page.locator('.steps .moves').getByRole('button', { name: words, exact: true }).first().click();
}

type Setting = { name: string; speed: 'off' | 'normal' | 'fast'; reduce: boolean; moving: boolean; phone?: boolean };
const SETTINGS: Setting[] = [
  { name: 'Moves Normal', speed: 'normal', reduce: false, moving: true },
  { name: 'Moves Fast', speed: 'fast', reduce: false, moving: true },
  { name: 'Moves Off', speed: 'off', reduce: false, moving: false },
  { name: 'reduced motion (Moves set to Normal)', speed: 'normal', reduce: true, moving: false },
  { name: 'a 390×844 phone, Moves Normal', speed: 'normal', reduce: false, moving: true, phone: true },
];

async function openAt(h: Harness, s: Setting, game: string): Promise<Page> {
  const page = s.phone ? await newPage(h, 390, 844) : await newPage(h, 1280, 800);
  if (s.reduce) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(h.url);
  await page.evaluate((v) => localStorage.setItem('ramparts:motion', v), s.speed);
  await startLocal(page, h.url, game);
  return page;
}

/** Issue #31.6: coins tossed spin and land, dice rolled tumble, at the "Moves" speed; still when moves are off or under reduced motion. */
export function tossTests(harness: () => Harness): void {
  it('#31.6 coins: a new toss spins each coin over and lands it with moves on; nothing moves with Moves Off or under reduced motion', async () => {
    const h = harness();
    for (const s of SETTINGS) {
      const page = await openAt(h, s, 'coins');
      // The Attacker ends a toss: the next toss lands.
      const words = await upTo(page, (lines) => lines.some((l) => /toss \d+ of \d+: \d+c/.test(l)));
      await watchFor(page, '.coins-board g.flip');
      await playListed(page, words);
      await expect.poll(async () => (await seen(page)).length, { message: s.name }).toBeGreaterThan(0);
      const flips = await seen(page);
      if (s.moving) expect(flips.filter((f) => f.animations > 0).length, s.name).toBe(flips.length);
      else expect(flips.filter((f) => f.animations > 0), s.name).toEqual([]);
      if (s.speed === 'normal' && !s.reduce) await shot(page, s.phone ? 'coins-toss-phone' : 'coins-toss-spinning');
      await page.context().close();
    }
  }, 180_000);

  it('#31.6 dice: the dice a move rolled show on the board, tumbling in with moves on, still with Moves Off or under reduced motion; their faces are the log’s', async () => {
    const h = harness();
    for (const s of SETTINGS) {
      const page = await openAt(h, s, 'dice');
      const words = await upTo(page, (lines) => lines.some((l) => / rolls |strikes with/.test(l)));
      await watchFor(page, '.dice-board g.rolled');
      await playListed(page, words);
      await expect.poll(async () => (await seen(page)).length, { message: s.name }).toBeGreaterThan(0);
      const dice = await seen(page);
      if (s.moving) expect(dice.filter((d) => d.animations > 0).length, s.name).toBe(dice.length);
      else expect(dice.filter((d) => d.animations > 0), s.name).toEqual([]);
      // The faces drawn are those the log tells (the last roll's, at once).
      const roll = page.locator('.dice-board .rolls .roll').last();
      const line = (await roll.getAttribute('aria-label')) ?? '';
      const faces = await roll.locator('g.rolled').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-face'))));
      expect(faces.length, line).toBeGreaterThan(0);
      const told = line.match(/(?:rolls (?:a )?|\(rolled )([\d, and]+)/)![1];
      expect(faces.slice(0, told.split(/, | and /).length).join(','), line).toBe(told.split(/, | and /).map(Number).join(','));
      if (s.speed === 'normal' && !s.reduce) {
        await page.waitForTimeout(1500);
        await shot(page, s.phone ? 'dice-rolled-phone' : 'dice-rolled');
      }
      await page.context().close();
    }
  }, 240_000);
}
