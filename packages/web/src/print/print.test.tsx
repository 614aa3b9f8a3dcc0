import { describe, expect, it } from 'vitest';
import { CARD, OVERLAP, PAPER, UNPRINTABLE, cardGrid, mirrored, tiles } from './layout.ts';
import { printGame } from './print.ts';
import { pdfText, renderPages, sampleGame } from './testing.tsx';
import type { Paper } from './types.ts';

const papers: Paper[] = ['a4', 'letter'];

describe('print and play: the sheets', () => {
  it.each(papers)('cards: nine 63 × 88 mm cards to a %s sheet, three with 3 mm bleed on each side fewer', (paper) => {
    const plain = cardGrid(paper, false);
    expect(plain.slots).toHaveLength(9);
    for (const { card } of plain.slots) expect([card.width, card.height]).toEqual([CARD.width, CARD.height]);
    const bled = cardGrid(paper, true);
    for (const { card, art } of bled.slots) {
      expect(card.x - art.x).toBe(3);
      expect(art.y + art.height - (card.y + card.height)).toBe(3);
    }
    expect(bled.slots.length).toBeLessThan(9);
  });

  it.each(papers)('a board larger than a %s sheet: its parts cover it whole and share at least the overlap band', (paper) => {
    const plan = tiles(420, 250, paper);
    expect(plan.tiles.length).toBeGreaterThan(1);
    for (const t of plan.tiles) {
      const right = plan.tiles.find((o) => o.row === t.row && o.column === t.column + 1);
      if (right) expect(t.window.x + t.window.width - right.window.x).toBeGreaterThanOrEqual(OVERLAP);
      const below = plan.tiles.find((o) => o.column === t.column && o.row === t.row + 1);
      if (below) expect(t.window.y + t.window.height - below.window.y).toBeGreaterThanOrEqual(OVERLAP);
    }
    const last = plan.tiles.at(-1)!;
    expect(last.window.x + last.window.width).toBeCloseTo(420);
    expect(last.window.y + last.window.height).toBeCloseTo(250);
  });

  it.each(papers)('%s: every card has its back on the reverse of its sheet, mirrored for a long-edge flip', async (paper) => {
    const { manifest } = await printGame(sampleGame, { paper });
    const fronts = manifest.filter((e) => e.kind === 'card');
    expect(fronts.map((e) => e.id)).toEqual(Array.from({ length: 11 }, (_, i) => `card ${i}`));
    for (const front of fronts) {
      const back = manifest.find((e) => e.kind === 'card-back' && e.id === front.id)!;
      expect(front.sheet % 2).toBe(1);
      expect(back.sheet).toBe(front.sheet + 1);
      expect(back.box).toEqual(mirrored(front.box!, paper));
    }
    const flipping = manifest.filter((e) => e.kind === 'token-back');
    expect(flipping.map((e) => e.id)).toEqual(['token 1', 'token 3', 'token 5', 'token 7', 'token 9', 'token 11']);
    for (const b of flipping) expect(manifest.find((e) => e.kind === 'token' && e.id === b.id)!.sheet).toBe(b.sheet - 1);
  });

  it.each(papers)('%s: a one-sided sheet (a board’s part, a record sheet, tokens that do not flip) is a front with a blank reverse', async (paper) => {
    const { manifest, sheets } = await printGame(sampleGame, { paper });
    const flipping = new Set(manifest.filter((e) => e.kind === 'token-back').map((e) => e.id));
    const oneSided = manifest.filter((e) => e.kind === 'board' || e.kind === 'sheet' || (e.kind === 'token' && !flipping.has(e.id)));
    expect(new Set(oneSided.map((e) => e.kind))).toEqual(new Set(['board', 'sheet', 'token']));
    for (const e of oneSided) {
      expect(e.sheet % 2, `${e.id} on sheet ${e.sheet}`).toBe(1);
      if (e.sheet < sheets) expect(manifest.filter((m) => m.sheet === e.sheet + 1).map((m) => m.kind)).toEqual(['blank']);
    }
  });

  it.each(papers)('%s: the sheets are the paper’s size and every one names its game, variant and number', async (paper) => {
    const { pdf, sheets } = await printGame(sampleGame, { paper, variant: { name: 'Cheap archers' } });
    const [w, h] = [PAPER[paper].width, PAPER[paper].height].map((v) => +((v * 72) / 25.4).toFixed(2));
    const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [+m[1]!, +m[2]!].sort((a, b) => a - b));
    expect(boxes).toHaveLength(sheets);
    for (const [bw, bh] of boxes) {
      expect(bw).toBeCloseTo(w, 1);
      expect(bh).toBeCloseTo(h, 1);
    }
    const text = pdfText(pdf);
    for (let i = 1; i <= sheets; i++) expect(text[i - 1]).toContain(`Sample Siege · Cheap archers · sheet ${i} of ${sheets}`);
    expect(text[0]).toContain('Print double-sided');
  });

  it('the same game and paper give the same file, byte for byte', async () => {
    const a = await printGame(sampleGame, { paper: 'a4' });
    const b = await printGame(sampleGame, { paper: 'a4' });
    expect(a.pdf.equals(b.pdf)).toBe(true);
    expect(a.warnings).toEqual([]);
  });
});

/** The box (px) of the pixels near `colour` on a rendered page. */
function boxOf(png: { width: number; height: number; data: Buffer }, colour: [number, number, number]): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = 4 * (y * png.width + x);
      if (Math.abs(png.data[i]! - colour[0]) + Math.abs(png.data[i + 1]! - colour[1]) + Math.abs(png.data[i + 2]! - colour[2]) > 12) continue;
      x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
    }
  return { x0, y0, x1, y1 };
}

describe('print and play: as printed (pdftoppm)', () => {
  const dpi = 150;
  const px = dpi / 25.4;

  it.each([false, true])('the card backs line up with their fronts within 0.5 mm (bleed %s)', async (bleed) => {
    const { pdf, manifest } = await printGame(sampleGame, { paper: 'a4', bleed });
    const sheet = manifest.find((e) => e.kind === 'card')!.sheet;
    const [front, back] = renderPages(pdf, dpi, { first: sheet, last: sheet + 1 });
    const f = boxOf(front!, [0xf4, 0xea, 0xd5]);
    const b = boxOf(back!, [0x33, 0x33, 0x44]);
    expect(f.x1).toBeGreaterThan(0);
    // Mirrored left to right: the front's left edge is the back's right edge, measured from the other side.
    expect(Math.abs(f.x0 - (back!.width - 1 - b.x1)) / px).toBeLessThan(0.5);
    expect(Math.abs(f.x1 - (back!.width - 1 - b.x0)) / px).toBeLessThan(0.5);
    expect(Math.abs(f.y0 - b.y0) / px).toBeLessThan(0.5);
    expect(Math.abs(f.y1 - b.y1) / px).toBeLessThan(0.5);
  });

  it.each(papers)('%s: nothing is drawn within the 5 mm a printer cannot reach', async (paper) => {
    const { pdf, sheets } = await printGame(sampleGame, { paper, bleed: true });
    const pages = renderPages(pdf, 100);
    expect(pages).toHaveLength(sheets);
    const m = Math.floor((UNPRINTABLE * 100) / 25.4);
    pages.forEach((png, n) => {
      for (let y = 0; y < png.height; y++)
        for (let x = 0; x < png.width; x++) {
          if (x >= m && x < png.width - m && y >= m && y < png.height - m) continue;
          const i = 4 * (y * png.width + x);
          const ink = 765 - png.data[i]! - png.data[i + 1]! - png.data[i + 2]!;
          if (ink > 30) throw new Error(`sheet ${n + 1}: ink at ${(x / 100 * 25.4).toFixed(1)}, ${(y / 100 * 25.4).toFixed(1)} mm`);
        }
    });
  });
});
