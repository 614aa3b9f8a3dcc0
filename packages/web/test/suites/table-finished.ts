import { createBot, Match } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { gameList } from '@ramparts/games/list';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { TUTORIAL_STEPS } from '../../src/games/tracks/tutorial/script.ts';
import { accessibilityProblems, finishLocalMatch, localMoves, localSave, newPage, playByBoard, shot, sidewaysScroll, startLocal, type Harness } from '../browser.ts';

/** A bot in the seat: the first bot the form offers (whatever its level's words). */
async function aBot(page: Page, label: string): Promise<void> {
  const select = page.getByLabel(label);
  const value = await select.evaluate((el) => [...(el as HTMLSelectElement).options].map((o) => o.value).find((v) => v.startsWith('bot:')));
  await select.selectOption(value!);
}

/**
 * Plays the local match on the page on in Node (random bots in every seat, from the seeds given in turn) until
 * `reached` holds for the view of `seat` and that seat is to act, then writes those moves into its save and opens it
 * again: the table stands where a long game would.
 */
async function playOnInNode<V>(page: Page, seat: number, reached: (view: V) => boolean, seeds = ['w1', 'w2', 'w3', 'w4', 'w5', 'w6']): Promise<void> {
  const save = await localSave(page);
  const game = findGame(save.game)!;
  for (const seed of seeds) {
    const match = Match.create(game, { players: save.players, options: save.options, seed });
    for (let i = 0; i < 4000 && !match.outcome(); i++) {
      if (match.actors().includes(seat) && reached(match.view(seat) as V)) {
        const table = page.url();
        const id = decodeURIComponent(new URL(table).hash.split('/').pop()!);
        const moves = match.moves().map((m) => ({ ...m }));
        await page.goto(`${new URL(table).origin}/?playing-on`);
        await page.evaluate(([k, s, played]) => localStorage.setItem(k, JSON.stringify({ ...JSON.parse(localStorage.getItem(k)!), seed: s, moves: played })), [`ramparts:local:${id}`, seed, moves] as const);
        await page.goto(table);
        await page.locator('.board-area').waitFor();
        return;
      }
      const actor = match.actors()[0];
      match.play(actor, createBot('random', `${seed}:${actor}:${match.moveCount}`, game).chooseMove(game, match.state, actor));
    }
  }
  throw new Error('No game of these seeds reached the state asked for.');
}

/** The parts of the board's SVG drawn past the box (the titled paper rectangle) they belong to. */
async function pastTheirBox(page: Page, selector: string, box: (el: Element) => Element | null): Promise<string[]> {
  return page.locator(selector).evaluateAll(
    (els, boxOf) => {
      const find = new Function('el', `return (${boxOf})(el)`) as (el: Element) => Element | null;
      return els.flatMap((e) => {
        const b = find(e)?.getBoundingClientRect();
        const r = e.getBoundingClientRect();
        return b && (r.right > b.right + 0.5 || r.left < b.left - 0.5) ? [`${e.getAttribute('data-piece') ?? e.textContent} ends at ${Math.round(r.right)} px, its box at ${Math.round(b.right)} px`] : [];
      });
    },
    box.toString(),
  );
}

/** The Stacks' credit cards of seat 0 drawn out of their Stack, and pile badges over a Stack's title. */
async function stackProblems(page: Page): Promise<string[]> {
  return page.locator('.board-area [data-piece^="credit:0:"]').evaluateAll((els) =>
    els.flatMap((e) => {
      const stack = e.getAttribute('data-piece')!.split(':')[2];
      const ref = e.closest('.tracks-mat')!.querySelector(`[data-ref="stack:${stack}"]`)!;
      const box = ref.querySelector(':scope > rect')!.getBoundingClientRect();
      const title = ref.querySelector(':scope > text')!.getBoundingClientRect();
      const card = e.getBoundingClientRect();
      const out: string[] = [];
      if (card.left < box.left - 0.5 || card.right > box.right + 0.5) out.push(`${e.getAttribute('data-piece')} runs out of its Stack (${Math.round(card.left)}–${Math.round(card.right)} px in ${Math.round(box.left)}–${Math.round(box.right)} px)`);
      for (const badge of e.querySelectorAll('.badge')) {
        const b = badge.getBoundingClientRect();
        if (b.left < title.right && title.left < b.right && b.top < title.bottom && title.top < b.bottom) out.push(`${e.getAttribute('data-piece')}’s badge covers the title “${ref.querySelector(':scope > text')!.textContent}”`);
      }
      return out;
    }),
  );
}

/** Issue #31 ("The table, finished"): its overflows (3), leftovers (4) and axe's landmark findings (13). */
export function tableFinishedTests(harness: () => Harness): void {
  it('#31.13 every board: the table is the page’s main landmark and axe finds no landmark-one-main or region problem', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    for (const g of gameList) {
      await startLocal(page, h.url, g.id);
      expect(await page.getByRole('main').count(), g.id).toBe(1);
      expect(await page.locator('main .board-area').count(), g.id).toBe(1);
      expect(await accessibilityProblems(page, ['landmark-one-main', 'region']), g.id).toEqual([]);
    }
    // "Skip to the page" leads into the table.
    await page.reload();
    await page.locator('.board-area').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await shot(page, 'table-main-landmark');
    // A replay's board too: the last game (crystal) played out in Node, its replay opened from the end screen.
    const save = await localSave(page);
    const game = findGame(save.game)!;
    const match = Match.create(game, { players: save.players, options: save.options, seed: 'landmarks' });
    for (let i = 0; i < 20_000 && !match.outcome(); i++) {
      const actor = match.actors()[0];
      match.play(actor, createBot('random', `landmarks:${actor}:${match.moveCount}`, game).chooseMove(game, match.state, actor));
    }
    expect(match.outcome()).not.toBeNull();
    await finishLocalMatch(page, 'landmarks', match.moves().map((m) => ({ ...m })));
    await page.getByRole('link', { name: 'Watch the replay' }).click();
    await page.getByRole('heading', { name: /^Replay:/ }).waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await accessibilityProblems(page, ['landmark-one-main', 'region'])).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('#31.4 tooltips: a piece’s tooltip goes away when it is clicked', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await startLocal(page, h.url, 'coins', async (p) => {
      await aBot(p, 'Who plays Defender');
    });
    await page.locator('.your-turn').waitFor();
    const soldier = page.locator('.coins-board [data-piece^="soldier-"]').first();
    await soldier.hover();
    await expect.poll(() => page.locator('.tip').count()).toBe(1);
    await soldier.click();
    await page.waitForTimeout(300);
    expect(await page.locator('.tip').count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('#31.4 motion trails: the dashed line a piece leaves fades out once it has moved', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await page.goto(h.url);
    await page.evaluate(() => localStorage.setItem('ramparts:motion', 'fast'));
    await startLocal(page, h.url, 'coins', async (p) => {
      await aBot(p, 'Who plays Defender');
    });
    await page.locator('.your-turn').waitFor();
    const prefer = (keys: string[]) => keys.find((k) => k.startsWith('steps:')) ?? keys.find((k) => k.startsWith('soldier:') || k.startsWith('place:') || k.startsWith('sq:') || k.startsWith('hit:')) ?? keys[0];
    await playByBoard(page, { maxClicks: 60, prefer, stop: async () => (await page.locator('.board-area .trail').count()) > 0 });
    expect(await page.locator('.board-area .trail').count()).toBeGreaterThan(0);
    await shot(page, 'trail-drawn');
    // Well after the glide (180 ms at "fast"), every trail is gone from sight.
    await page.waitForTimeout(2000);
    const shown = await page.locator('.board-area .trail').evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== 'none' && Number(getComputedStyle(e).opacity) > 0.01).length);
    expect(shown).toBe(0);
    await page.context().close();
  }, 90_000);

  it('#31.4 keyboard: Enter on a cards hand card keeps focus on the table, never the page’s body, through the whole turn', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await startLocal(page, h.url, 'cards', async (p) => {
      await aBot(p, 'Who plays Player 2');
    });
    await page.locator('.your-turn').waitFor();
    await page.keyboard.press('Tab');
    await page.locator('.cards-board [data-seat-hand="0"] [data-key^="hand:"]').first().focus();
    // Enter on whatever the table offers next, until the turn has passed to the bot and back.
    const where: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Enter');
      await page.waitForTimeout(1500);
      const at = await page.evaluate(() => {
        const a = document.activeElement;
        return !a || a === document.body ? 'body' : a.closest('main') ? (a.getAttribute('data-key') ?? a.tagName) : `outside: ${a.tagName}`;
      });
      where.push(at);
    }
    console.info(`focus after each Enter: ${where.join(', ')}`);
    expect(where.filter((w) => w === 'body' || w.startsWith('outside'))).toEqual([]);
    // The keys moved the game on: the person's own moves were made by Enter alone.
    expect((await localMoves(page)).filter((m) => m.seat === 0).length).toBeGreaterThan(0);
    await page.context().close();
  }, 90_000);

  it('#31.4 a table whose seats are all bots is watched: no “(you)”, no “Your turn”, nothing to click', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await startLocal(page, h.url, 'tracks', async (p) => {
      await p.getByLabel('Number of players').selectOption('2');
      await aBot(p, 'Who plays Player 1');
      await aBot(p, 'Who plays Player 2');
    });
    await page.locator('.tracks-board').waitFor();
    await expect.poll(() => page.locator('.log li').count()).toBeGreaterThan(2);
    for (let i = 0; i < 3; i++) {
      expect(await page.locator('main').textContent()).not.toContain('(you)');
      expect(await page.locator('.your-turn').count()).toBe(0);
      expect(await page.locator('.board-area [data-key]').count()).toBe(0);
      expect(await page.locator('.steps').count()).toBe(0);
      await page.waitForTimeout(500);
    }
    expect(await page.locator('main').textContent()).not.toContain('It is not your seat');
    await shot(page, 'all-bots-watched');
    await page.context().close();
  }, 60_000);

  for (const g of gameList) {
    it(`#31.3 ${g.id} new-game form on a 390 px phone: nothing is wider than the screen and a tap on “Start the game” lands on it`, async () => {
      const h = harness();
      const page = await newPage(h, 390, 844);
      await page.goto(`${h.url}#/new/${g.id}`);
      await page.getByRole('heading', { name: `New game of ${g.title}` }).waitFor();
      // The folds open too: what they hold must fit as well.
      await page.locator('main form details').evaluateAll((els) => els.forEach((d) => ((d as HTMLDetailsElement).open = true)));
      const wide = await page.locator('main form, main form fieldset, main form select, main form input, main form label').evaluateAll((els) =>
        els.filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5 && (e as HTMLElement).offsetParent !== null).map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().width)} px: ${(e.textContent ?? '').slice(0, 40)}`),
      );
      expect(wide).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(0);
      const start = page.getByRole('button', { name: 'Start the game' });
      await start.scrollIntoViewIfNeeded();
      const hit = await start.evaluate((b) => {
        const r = b.getBoundingClientRect();
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return at === b || b.contains(at) ? 'the button' : `${at?.tagName}.${at?.className}: ${(at?.textContent ?? '').slice(0, 40)}`;
      });
      expect(hit).toBe('the button');
      await shot(page, `new-game-${g.id}-phone-fit`);
      await page.context().close();
    });
  }

  it('#31.3 lab page: the cells’ table fits its box at 1280×800 (no sideways scrolling inside it)', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await page.goto(`${h.url}#/lab`);
    await page.getByLabel('Open a run summary (summary.json)').setInputFiles(join(import.meta.dirname, '..', 'fixtures', 'lab-summary.json'));
    await page.getByRole('region', { name: 'Cells' }).getByRole('table').waitFor();
    const boxes = await page.locator('.lab-table').evaluateAll((els) => els.map((e) => ({ scroll: e.scrollWidth, client: e.clientWidth, table: Math.round(e.querySelector('table')!.getBoundingClientRect().width), box: Math.round(e.getBoundingClientRect().width) })));
    expect(boxes.length).toBeGreaterThan(0);
    for (const b of boxes) expect(b, JSON.stringify(b)).toMatchObject({ scroll: b.client });
    for (const b of boxes) expect(b.table).toBeLessThanOrEqual(b.box);
    await shot(page, 'lab-table-fits');
    await page.context().close();
  });

  it('#31.3 crystal rules page: the tokens’ names under the pictures do not run into each other, on a desktop and a phone', async () => {
    const h = harness();
    for (const [w, hh] of [[1280, 800], [390, 844]]) {
      const page = await newPage(h, w, hh);
      await page.goto(`${h.url}#/rules/crystal`);
      const figure = page.getByRole('img', { name: /^The tokens:/ });
      await figure.waitFor();
      // The names are the figure's own words (its items' texts), each beside the next.
      const overlaps = await figure.evaluate((svg) => {
        const names = [...svg.querySelectorAll(':scope > g > text')].map((t) => ({ text: t.textContent ?? '', r: t.getBoundingClientRect() }));
        const out: string[] = [];
        for (let i = 0; i < names.length; i++)
          for (let j = i + 1; j < names.length; j++) {
            const [a, b] = [names[i], names[j]];
            // On one line, two names keep at least a space's width (6 px) between them.
            const sameLine = a.r.top < b.r.bottom - 1 && b.r.top < a.r.bottom - 1;
            if (sameLine && a.r.left < b.r.right + 6 && b.r.left < a.r.right + 6) out.push(`“${a.text}” runs into “${b.text}” (${Math.round(Math.max(b.r.left - a.r.right, a.r.left - b.r.right))} px apart)`);
          }
        const outside = names.filter((n) => n.r.left < svg.getBoundingClientRect().left - 1 || n.r.right > svg.getBoundingClientRect().right + 1).map((n) => `“${n.text}” past the edge`);
        return { count: names.length, problems: [...out, ...outside] };
      });
      expect(overlaps.count).toBeGreaterThanOrEqual(5);
      expect(overlaps.problems, `at ${w} px`).toEqual([]);
      await page.context().close();
    }
  });

  it('#31.3 coins: the ninth reinforcement coin stays inside the Attacker’s coins box', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await startLocal(page, h.url, 'coins', async (p) => {
      await aBot(p, 'Who plays Defender');
    });
    await playOnInNode(page, 0, (v: { phase: string; maps: { reinforcements: unknown[] }[] }) => v.phase === 'attack' && v.maps[0].reinforcements.length >= 9);
    const coins = page.locator('.coins-board [data-piece^="hand:"]');
    await expect.poll(() => coins.count()).toBeGreaterThanOrEqual(9);
    await shot(page, 'coins-nine-reinforcements');
    // The coin's box: the Box group (a paper rect) two levels up (CoinRow, then Box).
    expect(await pastTheirBox(page, '.coins-board [data-piece^="hand:"]', (el) => el.parentElement!.parentElement!.querySelector(':scope > rect'))).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('#31.3 coins: “Damage left to spend” and how to spend it are read whole inside the toss box', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await startLocal(page, h.url, 'coins', async (p) => {
      await aBot(p, 'Who plays Attacker');
      await p.getByLabel('Who plays Defender').selectOption('me');
    });
    await playOnInNode(page, 1, (v: { phase: string }) => v.phase === 'damage');
    await page.locator('.coins-board text', { hasText: 'Damage left to spend' }).first().waitFor();
    await shot(page, 'coins-damage-to-spend');
    const texts = await page.locator('.coins-board text', { hasText: 'Damage left to spend' }).evaluateAll((els) => els.map((e) => e.closest('g')!.parentElement!.textContent ?? ''));
    expect(texts.join(' ')).toMatch(/click a square( on the road)? to shoot/i);
    expect(await pastTheirBox(page, '.coins-board text', (el) => (/damage|shoot/i.test(el.textContent ?? '') ? (el.closest('g')?.querySelector(':scope > rect') ?? null) : null))).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('#31.3 tracks: a Stack of eleven credits keeps its cards inside it, and a pile’s “×n” badge leaves the Stack’s title readable', async () => {
    const h = harness();
    for (const [w, hh] of [[1280, 800], [390, 844]]) {
      const page = await newPage(h, w, hh);
      await startLocal(page, h.url, 'tracks');
      const many = (v: { stacks: Record<string, unknown[]>[] }) => ['build', 'boost', 'combine', 'bonus'].some((k) => v.stacks[0][k].length >= 11) && ['build', 'boost', 'combine', 'bonus'].some((k) => new Set(v.stacks[0][k]).size < v.stacks[0][k].length);
      await playOnInNode(page, 0, many, ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8']);
      await page.locator('.tracks-board [data-piece^="credit:0:"]').first().waitFor();
      await shot(page, `tracks-eleven-credits-${w}`);
      const problems = await stackProblems(page);
      expect(problems, `at ${w} px`).toEqual([]);
      await page.context().close();
    }
  }, 120_000);

  it('#31.3 tracks tutorial: at every step the Stacks keep their cards inside and their titles readable', async () => {
    const h = harness();
    const page = await newPage(h, 1280, 800);
    await page.goto(`${h.url}#/learn/tracks`);
    await page.getByRole('heading', { name: 'Learn Tracks & Waves: your first game' }).waitFor();
    const seen: string[] = [];
    for (const [i, step] of TUTORIAL_STEPS.entries()) {
      await page.getByRole('heading', { name: step.title, exact: true }).waitFor();
      for (let clicks = 0; (await page.locator('.learn-card .said').count()) === 0 && clicks < 4; clicks++) {
        seen.push(...(await stackProblems(page)).map((p) => `step ${i + 1}: ${p}`));
        await page.locator('.board-area [data-key]').first().click();
      }
      seen.push(...(await stackProblems(page)).map((p) => `step ${i + 1}: ${p}`));
      await page.getByRole('button', { name: i + 1 === TUTORIAL_STEPS.length ? 'Finish' : 'Next' }).click();
    }
    expect([...new Set(seen)]).toEqual([]);
    await page.context().close();
  }, 120_000);
}
