import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { accessibilityProblems, localSave, newPage, openKeptMatch, randomGameUntil, shot, sidewaysScroll, startLocal, type Harness } from '../browser.ts';
import { measure } from './phone.ts';

const PHONE = { width: 390, height: 844 };
/** A finger's target (WCAG 2.5.5, Apple's and Android's guides): every pickable thing on the board, in CSS px. */
const TARGET = 44;
/** Where the board must start on a phone: within the first third of the screen, under the title, status and folded panels. */
const BOARD_TOP = 300;
/** Board text no smaller than this (CSS px), at the zoom the board opens with. */
const MIN_TEXT_PX = 8;
/** How many board clicks each table is played for, measuring the targets offered at every step (FIT_PHONE_CLICKS: more, for a longer look). */
const CLICKS = Number(process.env.FIT_PHONE_CLICKS ?? 10);

interface Table {
  game: string;
  size: string;
  setup?: (p: Page) => Promise<void>;
}

/** Each game at its default table and at its largest (issue #31: cards 8, coins Crusade 4, tracks 4, dice 5, crystal 8). */
const TABLES: Table[] = [
  { game: 'coins', size: 'default' },
  { game: 'coins', size: 'Crusade 4', setup: async (p) => void (await p.getByLabel('Mode').selectOption('crusade'), await p.getByLabel('Number of players').selectOption('4')) },
  { game: 'cards', size: 'default' },
  { game: 'cards', size: '8 players', setup: async (p) => void (await p.getByLabel('Number of players').selectOption('8')) },
  { game: 'tracks', size: 'default' },
  { game: 'tracks', size: 'Versus', setup: async (p) => (await p.getByLabel('Mode').selectOption('versus'), void (await p.getByLabel('Number of players').selectOption('2'))) },
  { game: 'tracks', size: '4 players', setup: async (p) => void (await p.getByLabel('Number of players').selectOption('4')) },
  { game: 'dice', size: 'default' },
  { game: 'dice', size: '5 players', setup: async (p) => void (await p.getByLabel('Number of players').selectOption('5')) },
  { game: 'crystal', size: 'default' },
  { game: 'crystal', size: '8 players', setup: async (p) => void (await p.getByLabel('Number of players').selectOption('8')) },
];

/**
 * What each game draws beside its map (its panels, in words a panel box shows): on a phone they lie outside the zoom
 * frame, at the screen's width (issue #31.2). Cards has none: its whole table is the drawing that zooms.
 */
const PANEL_WORDS: Record<string, string[]> = {
  cards: [],
  coins: ['Supply'],
  tracks: ['Next waves', 'Game Condition'],
  crystal: ['Wave', 'Mana', 'Spawn deck', 'Enemies'],
  dice: ['Gold', 'Event deck', 'Last card drawn', 'Objective'],
};

/**
 * The board's frame on a phone, as drawn now: what is cut (a text of the board area outside the zoom frame that
 * reaches past the screen's sides), what the frame holds (its drawings: the map's svg.board alone), and which of the
 * game's panel words are missing outside the frame or cut.
 */
async function frameProblems(page: Page, panelWords: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ words, width }) => {
      const problems: string[] = [];
      const area = document.querySelector('.board-area')!;
      const frames = [...area.querySelectorAll('.zoom-frame')];
      if (frames.length !== 1) problems.push(`${frames.length} zoom frames`);
      for (const f of frames) {
        const drawings = [...f.querySelectorAll('svg')].filter((s) => !s.parentElement?.closest('svg'));
        if (drawings.length !== 1 || !drawings[0].matches('svg.board')) problems.push(`the zoom frame holds ${drawings.map((d) => d.getAttribute('class') ?? 'svg').join(', ') || 'no drawing'}`);
      }
      // Every element with words of its own (an svg text, an HTML element with a text node), seen, outside the frame.
      const own = (e: Element) => (e instanceof SVGTextElement ? !!e.textContent?.trim() : [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()));
      const outside = [...area.querySelectorAll('*')].filter((e) => !e.closest('.zoom-frame') && !e.closest('.ending') && own(e) && e.checkVisibility());
      for (const e of outside) {
        const r = e.getBoundingClientRect();
        if (r.width > 0 && (r.left < -0.5 || r.right > width + 0.5)) problems.push(`cut: "${e.textContent!.trim().slice(0, 40)}" at ${Math.round(r.left)}..${Math.round(r.right)} px`);
      }
      // A title or its first words ("Supply of Player 2").
      for (const w of words) if (!outside.some((e) => e.textContent?.trim() === w || e.textContent?.trim().startsWith(`${w} `))) problems.push(`"${w}" is not drawn outside the zoom frame`);
      return problems;
    },
    { words: panelWords, width: PHONE.width },
  );
}

/**
 * The titles and sentences inside the zoom frame that its visible box cuts at the zoom it shows: every svg text or
 * HTML element with words of its own wider than a third of the frame with the drawing fitted to it (a title, a
 * banner, a line of the board's; a number, a space's or a card's name is narrower: zoomed in, they may be cut as the
 * drawing is) must not lie across its left or right edge, in any row of the map. A
 * cut "…ad to the castle" reads as a seam: such words belong outside the frame (issue #31.2).
 */
async function cutInFrame(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const frame = document.querySelector('.board-area .zoom-frame');
    if (!frame) return [];
    const v = frame.getBoundingClientRect();
    const zoom = Number(frame.getAttribute('data-zoom')) || 1;
    const view = { left: v.left + frame.clientLeft, right: v.left + frame.clientLeft + frame.clientWidth };
    const own = (e: Element) => (e instanceof SVGTextElement ? !!e.textContent?.trim() : !(e instanceof SVGElement) && [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()));
    const problems: string[] = [];
    for (const e of frame.querySelectorAll('*')) {
      // (The menu a tap on things on top of each other opens is no part of the drawing: Crowd.tsx keeps it in sight.)
      if (!own(e) || !e.checkVisibility() || e.closest('.crowd-menu')) continue;
      const r = e.getBoundingClientRect();
      // Across either side of the frame, in any row (a drag up or down shows it so): a text wholly beside the part
      // in sight is elsewhere on the map, not cut.
      const across = (edge: number) => r.left < edge - 0.5 && r.right > edge + 0.5;
      if (r.width / zoom > frame.clientWidth / 3 && (across(view.left) || across(view.right))) problems.push(`cut in the frame: "${e.textContent!.trim().slice(0, 50)}" at ${Math.round(r.left - view.left)}..${Math.round(r.right - view.left)} px of ${frame.clientWidth}`);
    }
    return problems;
  });
}

/**
 * Every target the board offers now (its `data-key` elements, the action bar under it excluded: its buttons are
 * 44 px by its own rule), each with its hit box as drawn on the screen at the board's current zoom.
 */
async function targets(page: Page): Promise<{ key: string; w: number; h: number }[]> {
  return page.locator('.board-holder [data-key]').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { key: e.getAttribute('data-key') ?? '', w: Math.round(r.width * 10) / 10, h: Math.round(r.height * 10) / 10 };
    }),
  );
}

/** Where the board and the status line stand with the page scrolled to its top. */
async function layout(page: Page) {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const board = document.querySelector('.board-holder')!.getBoundingClientRect();
    const status = document.querySelector<HTMLElement>('.status')!;
    const lh = parseFloat(getComputedStyle(status).lineHeight) || parseFloat(getComputedStyle(status).fontSize) * 1.45;
    const panels = document.querySelector('.players ul');
    return {
      boardTop: board.top + window.scrollY,
      statusLines: Math.round(status.getBoundingClientRect().height / lh),
      panelsShown: !!panels && panels.checkVisibility(),
    };
  });
}

/**
 * The phone (issue #31.2). The reading of the 44 px rule: the board OPENS on a phone at the zoom where every target
 * it offers has a hit box of at least 44×44 CSS px (getBoundingClientRect of the clickable element as drawn, with the
 * zoom applied); what does not fit the screen at that zoom is reached by panning the board (a drag, the scroll of its
 * frame) or by zooming out with its − / Fit buttons, never by a smaller target. Measured at every step of a few moves.
 */
export function fitPhoneTests(harness: () => Harness): void {
  zoomControlTests(harness);
  for (const t of TABLES) {
    it(`phone 390×844, ${t.game} (${t.size}): the board starts on the first screen, the status is one line, the panels fold, every target is at least 44×44 px, only the map zooms and nothing beside it is cut, no title in it is cut`, async () => {
      const h = harness();
      const page = await newPage(h, PHONE.width, PHONE.height);
      const name = `fit-phone-${t.game}-${t.size.replace(/\W+/g, '-').toLowerCase()}`;
      try {
        await startLocal(page, h.url, t.game, t.setup);
        await page.locator('.board-area svg').first().waitFor();
        await page.locator('.board-holder [data-key]').first().waitFor({ timeout: 30_000 });
        // (The screenshot comes last: a full-page shot makes the screen as tall as the page for a moment, which moves the board's frame.)
        const l = await layout(page);
        expect.soft(l.boardTop, 'the board starts below the first screen’s top third').toBeLessThan(BOARD_TOP);
        expect.soft(l.statusLines, 'the status takes more than one line').toBe(1);
        expect.soft(l.panelsShown, 'the player panels are unfolded above the board').toBe(false);
        expect.soft(await sidewaysScroll(page), 'the page scrolls sideways').toBe(0);
        // What may be picked is in sight in the board's frame (not under the rivals' towers, a drag away).
        const inSight = await page.locator('.board-holder').evaluate((f) => {
          const v = f.getBoundingClientRect();
          return [...f.querySelectorAll('[data-key]')].some((e) => {
            const r = e.getBoundingClientRect();
            return r.width > 0 && r.right > v.left && r.left < v.right && r.bottom > v.top && r.top < v.bottom;
          });
        });
        expect.soft(inSight, 'nothing the board offers is in sight in its frame').toBe(true);
        const cut = new Set<string>();
        // Looked at on the first screen and after every tap, the frame keeping the zoom it opens with (Tap size).
        const seams = new Set<string>();
        const lookAtFrame = async () => {
          for (const p of await frameProblems(page, PANEL_WORDS[t.game])) cut.add(p);
          for (const p of await cutInFrame(page)) seams.add(p);
        };
        await lookAtFrame();
        const m = await measure(page);
        expect.soft(m.smallestText, 'board text is too small to read').toBeGreaterThanOrEqual(MIN_TEXT_PX);
        expect.soft(m.boardRight, 'the board’s frame is wider than the screen').toBeLessThanOrEqual(PHONE.width);
        expect.soft(m.stepsRight, 'the move list is off the screen').toBeLessThanOrEqual(PHONE.width);
        console.info(`${name}: the board opens at zoom ${await page.locator('.zoom-frame').getAttribute('data-zoom')}, its top ${Math.round(l.boardTop)} px down`);
        const small = new Set<string>();
        for (let i = 0; i <= CLICKS; i++) {
          let found = await targets(page);
          // Bots move meanwhile (four seats): a board caught between two drawings is looked at again once it settles;
          // a target still small then is a failure.
          if (found.some((f) => f.w < TARGET || f.h < TARGET)) {
            await page.waitForTimeout(600);
            found = await targets(page);
          }
          for (const f of found) if (f.w < TARGET || f.h < TARGET) small.add(`${f.key} ${f.w}×${f.h}`);
          await lookAtFrame();
          if (i === CLICKS || found.length === 0 || (await page.locator('section.end').count())) break;
          // A real tap on the first target (Playwright pans the board's frame to it first, as a finger would).
          // Aimed at the piece itself when the button holds one (a piece that just moved draws its trail inside its button).
          const target = page.locator(`.board-holder [data-key="${found[0].key}"]`).first();
          const piece = target.locator('[data-piece]').first();
          const aim = (await piece.count()) ? piece : target;
          // A token drawn over its space (a hero on a hex) takes the tap and hands it to the space (the boards' Over):
          // Playwright calls that "intercepted", so such a tap is made at the same point without its check.
          // Bots move meanwhile (free-order phases): a target gone before the tap is no failure, the loop looks again.
          await aim.click({ timeout: 3000 }).catch(() => aim.click({ force: true, timeout: 3000 }).catch(() => undefined));
          // Things on top of each other ask which one: the one aimed at.
          const crowd = page.locator('.crowd-menu');
          if (await crowd.count()) await crowd.locator(`[data-crowd="${found[0].key}"]`).or(crowd.locator('[data-crowd]').first()).first().click();
          await page.waitForTimeout(150);
          await page.locator('.board-holder [data-key]').first().waitFor({ timeout: 20_000 }).catch(() => undefined);
        }
        await shot(page, name);
        expect([...small], 'targets smaller than 44×44 px').toEqual([]);
        expect([...cut], 'the panels beside the map are zoomed with it, or cut at the screen’s edge').toEqual([]);
        expect([...seams], 'a title or sentence inside the zoomed map is cut at the frame’s edge on the first screen').toEqual([]);
      } catch (e) {
        await shot(page, `${name}-failed`);
        throw e;
      } finally {
        await page.context().close();
      }
    }, 120_000);
  }
}

/** The zoom's frame now: its zoom, how far it is scrolled, and how wide the drawing is against the frame. */
async function frameNow(page: Page) {
  return page.locator('.zoom-frame').evaluate((f) => ({
    zoom: Number(f.getAttribute('data-zoom')),
    left: f.scrollLeft,
    top: f.scrollTop,
    frameWidth: f.clientWidth,
    boardWidth: f.querySelector('svg.board')!.getBoundingClientRect().width,
  }));
}

/** Touch pointers on the frame, as a phone sends them (React listens for them on the page's root). */
async function touch(page: Page, steps: { type: 'pointerdown' | 'pointermove' | 'pointerup'; id: number; x: number; y: number }[]): Promise<void> {
  await page.locator('.zoom-frame').evaluate((f, all) => {
    const r = f.getBoundingClientRect();
    for (const s of all) f.dispatchEvent(new PointerEvent(s.type, { pointerId: s.id, pointerType: 'touch', isPrimary: s.id === 1, clientX: r.left + s.x, clientY: r.top + s.y, bubbles: true, cancelable: true, button: 0, buttons: s.type === 'pointerup' ? 0 : 1 }));
  }, steps);
}

/** How far each hint badge stands from the top left corner of the first piece it numbers (px; the badge sits 8 px over it). */
async function badgeOffsets(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const first = document.querySelector('.board-area [data-hint]');
    const badge = document.querySelector('.hint-badge');
    if (!first || !badge) return [];
    const a = first.getBoundingClientRect();
    const b = badge.getBoundingClientRect();
    return [Math.abs(b.left + 8 - a.left), Math.abs(b.top + 8 - a.top)];
  });
}

function zoomControlTests(harness: () => Harness): void {
  it('phone 390×844, cards: when last turn’s attacks land, the table zooms in to the levels to pick and no title or sentence in it is cut at the frame’s edge; the turn’s words are a line over the table', async () => {
    const h = harness();
    const page = await newPage(h, PHONE.width, PHONE.height);
    try {
      // A game kept in this browser at the turn where your last turn's attacks land (played out by bots in Node, so
      // the same position every run).
      const { seed, moves } = randomGameUntil('cards', 2, 'land', (match) => {
        const view = match.view(0) as { step?: string; turn?: number };
        return view.step === 'land' && view.turn === 0 && match.actors().includes(0);
      });
      await openKeptMatch(page, h.url, { id: 'phone-landing', game: 'cards', players: 2, seed, moves, seats: [{ kind: 'me', name: 'You' }, { kind: 'bot', bot: 'easy', name: 'Player 2' }] });
      await page.locator('.your-turn').waitFor();
      expect(await page.locator('.status').textContent(), 'your attacks do not land').toMatch(/attacks land/);
      // The attack first, then the level it hits (the table zooms in to the levels, smaller than the cards).
      await page.locator('.zoom-frame [data-key^="attack:"]').first().click();
      await page.locator('.zoom-frame [data-key^="level:"]').first().waitFor();
      await page.waitForTimeout(300);
      expect(Number(await page.locator('.zoom-frame').getAttribute('data-zoom')), 'the table did not zoom in to the levels').toBeGreaterThan(1);
      await shot(page, 'fit-phone-cards-land');
      expect(await cutInFrame(page)).toEqual([]);
      const line = (await page.locator('.board-area').evaluate((a) => [...a.querySelectorAll('*')].filter((e) => !e.closest('.zoom-frame') && /attacks land/.test(e.textContent ?? '')).map((e) => e.getBoundingClientRect().right))).filter((r) => r > 0);
      expect(line.length, 'the turn’s words are not over the table').toBeGreaterThan(0);
      expect(Math.max(...line)).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await page.context().close();
    }
  }, 150_000);

  it('phone 390×844: a tap on two things lying on top of each other asks which one, by name; the one chosen is picked, "None of these" picks nothing', async () => {
    const h = harness();
    const page = await newPage(h, PHONE.width, PHONE.height);
    try {
      // Gate Defense: its map offers spaces and sites from the first move (coins' road may offer one soldier alone, its
      // toss and coins being in the tray beside the map).
      await startLocal(page, h.url, 'dice');
      await page.locator('.your-turn').waitFor();
      const keys = await page.locator('.zoom-frame [data-key]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-key')!))]);
      expect(keys.length).toBeGreaterThanOrEqual(2);
      const [under, over] = keys;
      // The second drawn right over the first, as two waves on one space are.
      const at = await page.evaluate(
        ([a, b]) => {
          const ea = document.querySelector(`.zoom-frame [data-key="${a}"]`)!;
          const eb = document.querySelector<SVGGraphicsElement>(`.zoom-frame [data-key="${b}"]`)!;
          ea.scrollIntoView({ block: 'center', inline: 'center' });
          const ra = ea.getBoundingClientRect();
          const rb = eb.getBoundingClientRect();
          const scale = (eb.parentElement as unknown as SVGGraphicsElement).getScreenCTM()!.a;
          eb.setAttribute('transform', `translate(${(ra.left + ra.width / 2 - (rb.left + rb.width / 2)) / scale} ${(ra.top + ra.height / 2 - (rb.top + rb.height / 2)) / scale})`);
          return { x: ra.left + ra.width / 2, y: ra.top + ra.height / 2 };
        },
        [under, over],
      );
      const menu = page.getByRole('group', { name: 'Several things here: which one?' });
      await page.mouse.click(at.x, at.y);
      await menu.waitFor();
      expect(await menu.locator('[data-crowd]').evaluateAll((els) => els.map((e) => e.getAttribute('data-crowd')))).toEqual(expect.arrayContaining([under, over]));
      for (const b of await menu.getByRole('button').all()) expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(TARGET);
      expect(await accessibilityProblems(page)).toEqual([]);
      await shot(page, 'fit-phone-crowd');
      // A pick either plays a move (the save grows) or starts one (the action bar says what is picked).
      const state = async () => `${(await localSave(page)).moves.length}|${(await page.locator('.action-bar .picked').count()) ? await page.locator('.action-bar .picked').textContent() : ''}`;
      const before = await state();
      await menu.getByRole('button', { name: 'None of these' }).click();
      expect(await menu.count()).toBe(0);
      expect(await state()).toBe(before);
      await page.mouse.click(at.x, at.y);
      await menu.locator(`[data-crowd="${under}"]`).click();
      expect(await menu.count()).toBe(0);
      await expect.poll(state, { message: 'the one chosen was not picked' }).not.toBe(before);
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it('phone 390×844: a hint’s numbers stay on the pieces they number when the board zooms', async () => {
    const h = harness();
    const page = await newPage(h, PHONE.width, PHONE.height);
    try {
      await startLocal(page, h.url, 'coins', async (p) => {
        await p.getByLabel('Who plays Defender').selectOption('bot:easy');
        await p.getByLabel(/Allow hints/).check();
      });
      await page.locator('.your-turn').waitFor();
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect.poll(() => page.locator('.hint-badge').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      for (const zoom of ['Fit', 'Zoom in', 'Zoom in']) {
        await page.getByRole('group', { name: 'Zoom the board' }).getByRole('button', { name: zoom, exact: zoom !== 'Fit' }).click();
        await expect.poll(async () => Math.max(...(await badgeOffsets(page))), { message: `after ${zoom}` }).toBeLessThanOrEqual(2);
      }
      await shot(page, 'fit-phone-hints');
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it('phone 390×844: the board’s zoom — it opens at the targets’ size; −, +, Fit and Tap size; a pinch zooms, a drag pans and plays nothing; a tap on the status shows all of it; the panels unfold', async () => {
    const h = harness();
    const page = await newPage(h, PHONE.width, PHONE.height);
    try {
      // Crystal Defenders at eight: its large map offers the hexes to enter on from the first move (coins' road may
      // offer nothing at the start, its toss and coins being in the tray beside the map).
      await startLocal(page, h.url, 'crystal', async (p) => void (await p.getByLabel('Number of players').selectOption('8')));
      await page.locator('.zoom-frame [data-key]').first().waitFor({ timeout: 30_000 });
      const bar = page.getByRole('group', { name: 'Zoom the board' });
      for (const b of await bar.getByRole('button').all()) {
        const box = (await b.boundingBox())!;
        expect(Math.min(box.width, box.height), 'a zoom button is smaller than a finger').toBeGreaterThanOrEqual(TARGET);
        expect(box.y + box.height, 'the zoom buttons are off the first screen').toBeLessThan(PHONE.height);
      }
      // The zoom's bar, the folded panels and the one-line status leave nothing for axe to find.
      expect(await accessibilityProblems(page)).toEqual([]);
      const opened = await frameNow(page);
      expect(opened.zoom, 'the map opens zoomed for a finger').toBeGreaterThan(1);
      expect(await bar.getByRole('button', { name: /^Tap size/ }).getAttribute('aria-pressed')).toBe('true');
      await bar.getByRole('button', { name: /Fit the whole board/ }).click();
      const fit = await frameNow(page);
      expect(fit.zoom).toBe(1);
      expect(fit.boardWidth).toBeLessThanOrEqual(fit.frameWidth + 1);
      await bar.getByRole('button', { name: 'Zoom in' }).click();
      expect((await frameNow(page)).zoom).toBe(1.25);
      await bar.getByRole('button', { name: 'Zoom out' }).click();
      expect((await frameNow(page)).zoom).toBe(1);
      expect(await bar.getByRole('button', { name: 'Zoom out' }).isDisabled()).toBe(true);
      await bar.getByRole('button', { name: /^Tap size/ }).click();
      expect((await frameNow(page)).zoom).toBeCloseTo(opened.zoom, 2);
      // Two fingers spread from 40 to 120 px apart: three times the zoom (to the most + allows).
      await bar.getByRole('button', { name: /Fit the whole board/ }).click();
      await touch(page, [
        { type: 'pointerdown', id: 1, x: 150, y: 150 },
        { type: 'pointerdown', id: 2, x: 190, y: 150 },
        { type: 'pointermove', id: 2, x: 230, y: 150 },
        { type: 'pointermove', id: 1, x: 110, y: 150 },
        { type: 'pointerup', id: 1, x: 110, y: 150 },
        { type: 'pointerup', id: 2, x: 230, y: 150 },
      ]);
      const pinched = await frameNow(page);
      expect(pinched.zoom).toBeCloseTo(3, 1);
      expect(pinched.boardWidth).toBeGreaterThan(pinched.frameWidth * 2.5);
      // One finger drags the board left and up: the frame scrolls; the drag's end clicks nothing (no move is made).
      const moves = async () => (await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ramparts:local:')).map((k) => (JSON.parse(localStorage.getItem(k)!) as { moves: unknown[] }).moves.length)))[0];
      const before = await moves();
      await touch(page, [
        { type: 'pointerdown', id: 3, x: 250, y: 200 },
        { type: 'pointermove', id: 3, x: 200, y: 170 },
        { type: 'pointermove', id: 3, x: 100, y: 120 },
        { type: 'pointerup', id: 3, x: 100, y: 120 },
      ]);
      // The click a browser sends where the finger was lifted, on a place that may be picked: swallowed.
      await page.locator('.zoom-frame [data-key]').first().dispatchEvent('click');
      const dragged = await frameNow(page);
      expect(dragged.left).toBeGreaterThanOrEqual(pinched.left + 140);
      expect(dragged.top).toBeGreaterThanOrEqual(pinched.top + 70);
      expect(await moves()).toBe(before);
      // The status: one line, a tap shows the whole sentence.
      const status = page.locator('.status');
      const oneLine = (await status.boundingBox())!.height;
      await status.click();
      expect((await status.boundingBox())!.height).toBeGreaterThan(oneLine * 1.5);
      // The folded panels: a tap opens them, with each seat's facts.
      await page.locator('.panels-fold > summary').click();
      expect(await page.locator('.players ul').isVisible()).toBe(true);
      await shot(page, 'fit-phone-zoom');
    } finally {
      await page.context().close();
    }
  }, 90_000);
}
