import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { chooseBotProgram, newPage, shot, startLocal, type Harness } from '../browser.ts';
import { measure } from './phone.ts';

/**
 * A hero's turn by clicking the hex board: attack an enemy in reach, else build (a defense, then its facing), else
 * walk a few hexes (a hex click walks there, or offers the walk and the builds), then Done.
 */
export function player(): (keys: string[]) => string | undefined {
  let walks = 0;
  return (keys) => {
    const k =
      keys.find((x) => x.startsWith('enemy:')) ??
      keys.find((x) => x.startsWith('build:')) ??
      keys.find((x) => x.startsWith('facing:')) ??
      (walks < 3 ? keys.find((x) => x.startsWith('hex:')) : undefined) ??
      keys.find((x) => x === 'done') ??
      keys.find((x) => x === 'move') ??
      keys[0];
    if (k?.startsWith('hex:')) walks++;
    if (k === 'done') walks = 0;
    return k;
  };
}

async function startCrystal(page: Page, h: Harness, waves?: number): Promise<void> {
  await startLocal(page, h.url, 'crystal', async (p) => {
    // Fewer waves than the seed's four keep a whole game within minutes (the bot plays at a person's pace).
    if (waves) await p.getByLabel('Waves', { exact: true }).fill(String(waves));
    await p.getByLabel('Number of players').selectOption('2');
    await chooseBotProgram(p, 'Player 2', 'heuristic');
  });
  await page.locator('.crystal-board').waitFor();
}

/**
 * Plays the seat by clicking, as `playByClicking` does, but a click whose target vanishes is tried again: in the Hero
 * phase the bot acts at the same time (free order), and each of its moves redraws the board and clears a half-made
 * choice. After three board clicks in a row that fail, the step's button is clicked instead; after forty, it gives up
 * with a picture (`crystal-stuck`) rather than spin until the test's time runs out. `seen` is called before each click
 * (for screenshots on the way).
 */
async function clickThrough(page: Page, opts: { maxClicks: number; prefer(keys: string[]): string | undefined; idleMs?: number; seen?(keys: string[]): Promise<void> }): Promise<number> {
  let clicks = 0;
  let misses = 0;
  let idleSince = Date.now();
  while (clicks < opts.maxClicks) {
    if (await page.locator('section.end').count()) return clicks;
    const keys = await page.locator('.steps .step-keys button').evaluateAll((els) => els.map((e) => e.getAttribute('data-key') ?? ''));
    if (keys.length === 0) {
      if (Date.now() - idleSince > (opts.idleMs ?? 8000)) return clicks;
      await page.waitForTimeout(100);
      continue;
    }
    idleSince = Date.now();
    await opts.seen?.(keys);
    const key = opts.prefer(keys) ?? keys[0];
    const onBoard = page.locator(`.crystal-board .pickable[data-key="${key}"]`).first();
    // A board click that keeps failing (the piece covered) is made on the same step's button beside the board.
    const target = misses < 3 ? onBoard : page.locator(`.steps .step-keys button[data-key="${key}"]`).first();
    try {
      await target.click({ timeout: 1500 });
      clicks++;
      misses = 0;
    } catch {
      // Redrawn under the click (a bot's move): look again.
      if (++misses > 40) {
        await shot(page, 'crystal-stuck');
        throw new Error(`clicks on "${key}" failed 40 times in a row (keys: ${keys.join(' ')})`);
      }
    }
  }
  return clicks;
}

/** Crystal Defenders (issue #13): a whole game against a bot by clicking the hex board, its replay, and the phone table. */
export function crystalTests(harness: () => Harness): void {
  it('crystal: a whole game of Crystal Defenders against a bot, played by clicking the hex board to the end, then its replay', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 900);
    await startCrystal(page, h, 2);
    await page.locator('.your-turn').waitFor();
    // One legend, the table's (#31.5): none drawn inside the board.
    expect(await page.locator('details.legend').count()).toBe(1);
    expect(await page.locator('.crystal-board').textContent()).not.toContain('Legend');
    await shot(page, 'crystal-start');
    const prefer = player();
    const taken = new Set<string>();
    // On the way: the choice after a hex that offers builds, the facings with one hovered (its cover lit), a lit defense.
    const seen = async (keys: string[]) => {
      if (!taken.has('choice') && keys.some((k) => k.startsWith('build:'))) {
        taken.add('choice');
        await shot(page, 'crystal-build-choice');
      }
      if (!taken.has('facing') && keys.some((k) => k.startsWith('facing:'))) {
        taken.add('facing');
        // The bot's moves clear a half-made choice: the picture first, then the hover (its cover lit), as time allows.
        await shot(page, 'crystal-facing');
        await page.locator('.crystal-board .pickable[data-key^="facing:"]').first().hover({ timeout: 1500 }).catch(() => {});
      }
      // Hovering an enemy off its spawn draws a dashed line to what it is after.
      const enemy = page.locator('.crystal-board [data-enemy]').first();
      if (!taken.has('aggro') && (await enemy.count())) {
        await enemy.hover({ timeout: 1500 }).catch(() => {});
        await page.waitForTimeout(100);
        if (await page.locator('.crystal-board .aggro').count()) {
          taken.add('aggro');
          await shot(page, 'crystal-aggro');
        }
      }
      const defense = page.locator('.crystal-board [data-defense]').first();
      if (!taken.has('coverage') && (await defense.count())) {
        await defense.hover({ timeout: 1500 }).catch(() => {});
        await page.waitForTimeout(100);
        if (await page.locator('.crystal-board .reach').count()) {
          taken.add('coverage');
          await shot(page, 'crystal-coverage');
        }
      }
    };
    const clicks = await clickThrough(page, { maxClicks: 60, prefer, seen })
      .then(async (n) => {
        await shot(page, 'crystal-mid');
        return n + (await clickThrough(page, { maxClicks: 3000, prefer, seen, idleMs: 30_000 }));
      })
      .catch(async (e: unknown) => {
        await shot(page, 'crystal-failed');
        throw e;
      });
    await page.locator('section.end').waitFor();
    expect(clicks).toBeGreaterThan(10);
    expect([...taken].filter((t) => t !== 'aggro').sort(), 'a build was chosen, faced and its cover lit on hover').toEqual(['choice', 'coverage', 'facing']);
    expect(await page.locator('.log li').count()).toBeGreaterThan(10);
    await shot(page, 'crystal-end');
    await page.getByRole('link', { name: 'Watch the replay' }).click();
    await page.getByRole('heading', { name: 'Replay: Crystal Defenders' }).waitFor();
    await page.getByLabel('First move').click();
    await expect.poll(() => page.locator('.status').textContent()).toContain('Move 0 of');
    for (let i = 0; i < 3; i++) await page.getByLabel('Next move').click();
    await expect.poll(() => page.locator('.status').textContent()).toContain('Move 3 of');
    await page.locator('.crystal-board').waitFor();
    await shot(page, 'crystal-replay');
    await page.context().close();
  }, 600_000);

  it('crystal at phone width (390×844): the hex map, the panel and the move list fit, no text under 8 px', async () => {
    const h = harness();
    const page = await newPage(h, 390, 844);
    await startCrystal(page, h);
    await clickThrough(page, { maxClicks: 3, prefer: player(), idleMs: 3000 });
    await page.locator('.steps').waitFor();
    await shot(page, 'phone-crystal');
    const m = await measure(page);
    expect(m.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(m.clientWidth);
    expect(m.boardRight, 'the board is wider than the screen').toBeLessThanOrEqual(390);
    expect(m.stepsRight, 'the move list is off the screen').toBeLessThanOrEqual(390);
    expect(m.smallestText, 'board text is too small to read').toBeGreaterThanOrEqual(8);
    await page.context().close();
  }, 120_000);
}
