import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newPage, shot, startLocal, type Harness } from '../browser.ts';

/** The desktop screens a table must fit without scrolling (#31.1). */
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
] as const;

/** A tablet held upright (#31): between a phone and a desktop. */
const TABLET = { width: 768, height: 1024 } as const;

/**
 * The board is fitted by drawing it smaller: not below this many CSS px per board unit (a board drawn for 1280 px
 * wide comes out at about 0.9), so fitting never turns it into a thumbnail.
 */
const MIN_SCALE = 0.6;

/** No word or number on the table is drawn smaller than this many CSS px (#31, "text readable"; it was 6.1 on tracks). */
const MIN_TEXT_PX = 10;

interface Table {
  name: string;
  game: string;
  /** The new-game form's choices (none: its defaults, seat 1 me and bots elsewhere). */
  setup?: (page: Page) => Promise<void>;
  /** The seat's own hand or hero panel (within or beside the board), by selector. */
  mine: string;
}

const players = (n: number) => async (p: Page) => {
  await p.getByLabel('Number of players').selectOption(String(n));
};

/** Each game at its default table and at its largest. */
const TABLES: Table[] = [
  { name: 'coins', game: 'coins', mine: '.panels .panel.me' },
  {
    name: 'coins-crusade-4',
    game: 'coins',
    setup: async (p) => {
      await p.getByLabel('Mode').selectOption('crusade');
      await p.getByLabel('Number of players').selectOption('4');
    },
    mine: '.panels .panel.me',
  },
  { name: 'cards', game: 'cards', mine: '.cards-board [data-seat-hand="0"]' },
  { name: 'cards-8', game: 'cards', setup: players(8), mine: '.cards-board [data-seat-hand="0"]' },
  { name: 'tracks', game: 'tracks', mine: '.panels .panel.me' },
  { name: 'tracks-4', game: 'tracks', setup: players(4), mine: '.panels .panel.me' },
  { name: 'dice', game: 'dice', mine: '.dice-board [data-hero]' },
  { name: 'dice-5', game: 'dice', setup: players(5), mine: '.dice-board [data-hero]' },
  { name: 'crystal', game: 'crystal', mine: '.crystal-board [data-hero]' },
  { name: 'crystal-8', game: 'crystal', setup: players(8), mine: '.crystal-board [data-hero]' },
];

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** How tall the page is against the window, and where the board, the seat's own part and the move's controls are. */
async function fit(page: Page, mine: string) {
  return page.evaluate((mineSelector) => {
    const box = (el: Element | null): Box | null => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const doc = document.scrollingElement!;
    return {
      scrollHeight: doc.scrollHeight,
      innerHeight: window.innerHeight,
      innerWidth: window.innerWidth,
      board: box(document.querySelector('.board-area svg.board')),
      mine: [...document.querySelectorAll(mineSelector)].map(box),
      bar: box(document.querySelector('.action-bar')),
      move: box(document.querySelector('.steps')),
      moveHead: box(document.querySelector('.steps h2')),
      // How large the drawing is on the screen: CSS px per board unit.
      scale: (() => {
        const m = document.querySelector<SVGSVGElement>('.board-area svg.board')?.getScreenCTM();
        return m ? Math.hypot(m.a, m.b) : 0;
      })(),
      // The smallest words on the table as drawn (font size × the drawing's scale where they stand), every drawing of
      // the board counted, each text and each span of it that shows something.
      smallest: [...document.querySelectorAll<SVGTextContentElement>('.board-area svg text, .board-area svg tspan')]
        .filter((t) => t.textContent?.trim() && t.getBoundingClientRect().width > 0 && getComputedStyle(t).visibility !== 'hidden')
        .map((t) => {
          const m = t.getScreenCTM()!;
          return { px: parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b), text: t.textContent!.trim().slice(0, 40) };
        })
        .sort((a, b) => a.px - b.px)
        .slice(0, 3),
    };
  }, mine);
}

/** Inside the window (half a pixel of rounding allowed). */
function inside(b: Box | null, w: { innerWidth: number; innerHeight: number }): boolean {
  return !!b && b.top >= -0.5 && b.left >= -0.5 && b.bottom <= w.innerHeight + 0.5 && b.right <= w.innerWidth + 0.5;
}

/**
 * #31.1 on a desktop: at 1280×800 and 1366×768, each game at its default table and at its largest shows the board,
 * the seat's own hand or hero panel and the move's controls together, with no vertical scroll of the page; and no
 * text on the table is smaller than 10 CSS px.
 */
export function fitDesktopTests(harness: () => Harness): void {
  it('fit-desktop: every game at its default and largest table fits 1280×800 and 1366×768 with no page scroll; board, own panel and the move’s controls on screen; smallest text at least 10 px', async () => {
    const h = harness();
    const page = await newPage(h, SCREENS[0].width, SCREENS[0].height);
    const problems: string[] = [];
    // FIT_ONLY=cards,cards-8: only these tables (while working on one board).
    const only = process.env.FIT_ONLY?.split(',');
    for (const t of TABLES.filter((x) => !only || only.includes(x.name))) {
      await page.setViewportSize(SCREENS[0]);
      await startLocal(page, h.url, t.game, t.setup);
      await page.locator('.board-area svg.board').waitFor();
      // The seat's turn, so the move's controls are there (the bots play first where they lead).
      await page.locator('.your-turn').waitFor({ timeout: 60_000 });
      await page.locator('.steps').waitFor();
      for (const s of SCREENS) {
        await page.setViewportSize(s);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const m = await fit(page, t.mine);
        const at = `${t.name} at ${s.width}×${s.height}`;
        console.info(`${at}: page ${m.scrollHeight} px tall; drawn at ${m.scale.toFixed(2)} px a unit, smallest text ${m.smallest[0]?.px.toFixed(1)} px; board ${JSON.stringify(m.board)}; own ${JSON.stringify(m.mine[0])}; bar ${JSON.stringify(m.bar)}; move ${JSON.stringify(m.move)}`);
        if (s.width === 1280) await shot(page, `fit-desktop-${t.name}`);
        if (m.scrollHeight > m.innerHeight) problems.push(`${at}: the page is ${m.scrollHeight} px tall, taller than the window's ${m.innerHeight}`);
        if (m.smallest[0] && m.smallest[0].px < MIN_TEXT_PX) problems.push(`${at}: text drawn under ${MIN_TEXT_PX} px: ${m.smallest.map((x) => `"${x.text}" ${x.px.toFixed(1)} px`).join(', ')}`);
        if (m.scale < MIN_SCALE) problems.push(`${at}: the board is drawn at ${m.scale.toFixed(2)} px a unit, smaller than ${MIN_SCALE}`);
        if (!inside(m.board, m)) problems.push(`${at}: the board is not wholly on screen ${JSON.stringify(m.board)}`);
        if (m.mine.length === 0) problems.push(`${at}: no own hand or panel (${t.mine})`);
        else if (!m.mine.every((b) => inside(b, m))) problems.push(`${at}: the own hand or panel is not wholly on screen ${JSON.stringify(m.mine)}`);
        if (m.bar && !inside(m.bar, m)) problems.push(`${at}: the action bar is not wholly on screen ${JSON.stringify(m.bar)}`);
        if (!inside(m.moveHead, m)) problems.push(`${at}: "Your move" is not on screen ${JSON.stringify(m.moveHead)}`);
      }
    }
    await page.context().close();
    expect(problems).toEqual([]);
  }, 300_000);

  it('fit-tablet: at 768×1024 every game’s default table shows the board and “Your move” on the first screen, no horizontal scroll, nothing cut', async () => {
    const h = harness();
    const page = await newPage(h, TABLET.width, TABLET.height);
    const problems: string[] = [];
    for (const t of TABLES.filter((x) => !x.setup)) {
      await startLocal(page, h.url, t.game, t.setup);
      await page.locator('.board-area svg.board').waitFor();
      await page.locator('.your-turn').waitFor({ timeout: 60_000 });
      await page.locator('.steps').waitFor();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const m = await fit(page, t.mine);
      const cut = await page.evaluate(() => {
        // Words drawn on the board outside the box that shows it (the board's frame clips them).
        const frame = document.querySelector('.board-area .board-holder')!.getBoundingClientRect();
        return [...document.querySelectorAll<SVGTextContentElement>('.board-area svg text')]
          .filter((e) => e.textContent?.trim())
          .map((e) => ({ r: e.getBoundingClientRect(), text: e.textContent!.trim().slice(0, 30) }))
          .filter(({ r }) => r.width > 0 && (r.left < frame.left - 1 || r.right > frame.right + 1 || r.top < frame.top - 1 || r.bottom > frame.bottom + 1))
          .map(({ text }) => text);
      });
      const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      const at = `${t.name} at ${TABLET.width}×${TABLET.height}`;
      console.info(`${at}: page ${scrollWidth}×${m.scrollHeight} px; drawn at ${m.scale.toFixed(2)} px a unit, smallest text ${m.smallest[0]?.px.toFixed(1)} px; board ${JSON.stringify(m.board)}; move ${JSON.stringify(m.moveHead)}`);
      await shot(page, `fit-tablet-${t.name}`);
      if (scrollWidth > m.innerWidth) problems.push(`${at}: the page scrolls sideways (${scrollWidth} px wide)`);
      if (!inside(m.board, m)) problems.push(`${at}: the board is not wholly on the first screen ${JSON.stringify(m.board)}`);
      if (!inside(m.moveHead, m)) problems.push(`${at}: "Your move" is not on the first screen ${JSON.stringify(m.moveHead)}`);
      if (m.bar && !inside(m.bar, m)) problems.push(`${at}: the action bar is not wholly on the first screen ${JSON.stringify(m.bar)}`);
      if (cut.length) problems.push(`${at}: words cut at the board's edge: ${cut.join(', ')}`);
    }
    await page.context().close();
    expect(problems).toEqual([]);
  }, 300_000);
}
