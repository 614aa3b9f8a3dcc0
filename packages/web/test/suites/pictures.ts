import { crystalContent, diceContent } from '@ramparts/games';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { chooseBotProgram, newPage, playByBoard, shot, startLocal, type Harness } from '../browser.ts';
import { player } from './crystal.ts';
import { playThrough, playUntilHeroShown } from './crystal-board.ts';
import { prefer } from './dice.ts';

/** The tooltip the board shows for what the pointer rests on. */
async function tipOf(page: Page, piece: Locator): Promise<string> {
  await page.mouse.move(0, 0);
  await piece.hover();
  const tip = page.locator('.board-area .tip');
  await tip.waitFor();
  return (await tip.textContent()) ?? '';
}

/** Each token of a class on the board: its kind (data-kind), whether it holds a picture, the words it shows. */
async function tokens(page: Page, selector: string): Promise<{ kind: string; icon: boolean; texts: string[] }[]> {
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => ({
      kind: el.getAttribute('data-kind') ?? '',
      icon: el.querySelector('.icon path') !== null && (el.querySelector('.icon') as SVGGraphicsElement).getBBox().width > 8,
      texts: [...el.querySelectorAll('text')].map((t) => (t.textContent ?? '').trim()).filter(Boolean),
    })),
  );
}

/** The page has one legend, the table's, and the board's drawing carries none of its own. */
async function oneLegend(page: Page, board: string): Promise<void> {
  expect(await page.locator('details.legend').count()).toBe(1);
  const inBoard = await page.locator(`${board} text`).evaluateAll((els) => els.filter((t) => /^Legend\b/.test((t.textContent ?? '').trim())).length);
  expect(inBoard, 'a legend drawn inside the board').toBe(0);
  await page.locator('details.legend summary').click();
  expect(await page.locator('details.legend .legend-list li .icon').count()).toBeGreaterThan(0);
}

/** A number badge's words: a count, health, cooldown or star; never a code. */
const NUMBERS = /^(×?\d+|⟳\d+|★)$/;

/** #31.5 Pictures, not codes: on live Crystal Defenders and Gate Defense boards. */
export function picturesTests(harness: () => Harness): void {
  it('#31.5 pictures: crystal’s heroes, defenses and enemies are pictures with number badges and their names in the tooltip; one legend', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 900);
    await startLocal(page, h.url, 'crystal', async (p) => {
      await p.getByLabel('Waves', { exact: true }).fill('2');
      await p.getByLabel('Number of players').selectOption('2');
      await chooseBotProgram(p, 'Player 2', 'heuristic');
    });
    await page.locator('.crystal-board').waitFor();
    await page.locator('.your-turn').waitFor();
    const prefer = player();
    await playThrough(page, prefer, 8);
    await playUntilHeroShown(page, prefer, 60);
    await page.locator('.crystal-board .enemy-token').first().waitFor();
    await shot(page, 'pictures-crystal');
    const pieces = [...(await tokens(page, '.crystal-board .hero-token')), ...(await tokens(page, '.crystal-board .enemy-token')), ...(await tokens(page, '.crystal-board .defense-token'))];
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) {
      expect(p.icon, `${p.kind} has no picture`).toBe(true);
      for (const t of p.texts) expect(t, `${p.kind} shows words other than its numbers`).toMatch(NUMBERS);
    }
    // The name, in words, in the tooltip: a hero's and an enemy's.
    const hero = page.locator('.crystal-board [data-piece^="hero:"]').first();
    const heroKind = (await hero.locator('.hero-token').getAttribute('data-kind'))!;
    expect(await tipOf(page, hero)).toMatch(new RegExp(`^${crystalContent.hero(heroKind).name} \\(hero \\d`));
    const enemy = page.locator('.crystal-board [data-piece^="enemy:"]').first();
    const enemyKind = (await enemy.locator('.enemy-token').getAttribute('data-kind'))!;
    expect(await tipOf(page, enemy)).toContain(crystalContent.enemy(enemyKind).name);
    await page.mouse.move(0, 0);
    await oneLegend(page, '.crystal-board');
    await page.context().close();
  }, 300_000);

  it('#31.5 pictures: dice enemies, heroes and towers are pictures with number badges (no “Gr×8”) and their names in the tooltip; one legend', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 900);
    await startLocal(page, h.url, 'dice', async (p) => {
      await p.getByLabel('Number of players').selectOption('2');
      await chooseBotProgram(p, 'Player 2', 'heuristic');
    });
    await page.locator('.dice-board').waitFor();
    await page.locator('.your-turn').waitFor();
    // Play until a tower stands and enemies are on the road.
    await playByBoard(page, { maxClicks: 40, prefer, idleMs: 15_000, stop: async () => (await page.locator('.dice-board [data-piece^="tower:"]').count()) > 0 && (await page.locator('.dice-board .enemy-chip').count()) > 0 });
    await shot(page, 'pictures-dice');
    const chips = await tokens(page, '.dice-board .enemy-chip');
    const heroes = await tokens(page, '.dice-board .hero-token');
    expect(chips.length).toBeGreaterThan(0);
    expect(heroes.length).toBeGreaterThan(0);
    const codes = new Set([...diceContent.minions, ...diceContent.bosses].map((e) => e.code));
    for (const p of [...chips, ...heroes]) {
      expect(p.icon, `${p.kind} has no picture`).toBe(true);
      for (const t of p.texts) expect(codes.has(t.replace(/[×\d ♥]+$/, '')), `${p.kind} shows its code: ${t}`).toBe(false);
    }
    for (const c of chips) expect(c.texts.filter((t) => !NUMBERS.test(t)), `${c.kind}: only a boss names itself`).toEqual(diceContent.bosses.some((b) => b.id === c.kind) ? [diceContent.enemy(c.kind).name] : []);
    expect(await page.locator('.dice-board [data-piece^="tower:"] .icon path').count()).toBeGreaterThan(0);
    const stack = page.locator('.dice-board [data-piece^="stack:"]').first();
    const kind = (await stack.locator('.enemy-chip').getAttribute('data-kind'))!;
    expect(await tipOf(page, stack)).toMatch(new RegExp(`^\\d+ ${diceContent.enemy(kind).name}s? on [A-Z0-9]+: `));
    await page.mouse.move(0, 0);
    await oneLegend(page, '.dice-board');
    await page.context().close();
  }, 300_000);
}
