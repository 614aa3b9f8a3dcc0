import { parseVariant } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { describe, expect, it } from 'vitest';
import { printPdf, printableGames } from './index.ts';
import { PAPER, UNPRINTABLE } from './layout.ts';
import { pdfText, renderPages } from './testing.tsx';

/*
 * Every game's whole PDF as a printer and a player get it: the paper's size, nothing in the margin a printer cannot
 * reach, card backs on the reverse of their fronts within half a millimetre, a footer on every sheet, and a
 * variant's numbers on its cards.
 */

const GAMES = ['coins', 'cards', 'tracks', 'dice', 'crystal'];

/** The box (px) of every inked pixel of a rendered sheet, the footer's band left out. */
function inkBox(png: { width: number; height: number; data: Buffer }, footerFrom: number) {
  let x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
  for (let y = 0; y < footerFrom; y++)
    for (let x = 0; x < png.width; x++) {
      const i = 4 * (y * png.width + x);
      if (765 - png.data[i]! - png.data[i + 1]! - png.data[i + 2]! < 60) continue;
      x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
    }
  return { x0, y0, x1, y1 };
}

describe('print and play: every game’s PDF', () => {
  it('every game prints', () => {
    expect(printableGames().sort()).toEqual([...GAMES].sort());
  });

  it.each(GAMES)('%s on A4: sheets of A4, a footer on each, nothing within 5 mm of the edge, card backs on their fronts’ reverse within 0.5 mm', async (game) => {
    const { pdf, manifest, sheets, warnings } = await printPdf(game, { paper: 'a4' });
    expect(warnings).toEqual([]);
    const title = findGame(game)!.title;
    const text = pdfText(pdf);
    for (let i = 1; i <= sheets; i++) expect(text[i - 1], `sheet ${i}`).toContain(`sheet ${i} of ${sheets}`);
    expect(text[0]).toContain(title);

    const dpi = 40;
    const band = Math.floor((UNPRINTABLE * dpi) / 25.4);
    renderPages(pdf, dpi).forEach((png, n) => {
      // Portrait, or landscape for a board that fits fewer sheets so.
      expect([png.width, png.height].sort((a, b) => a - b)).toEqual([Math.round((PAPER.a4.width * dpi) / 25.4), Math.round((PAPER.a4.height * dpi) / 25.4)]);
      for (let y = 0; y < png.height; y++)
        for (let x = 0; x < png.width; x++) {
          if (x >= band && x < png.width - band && y >= band && y < png.height - band) continue;
          const i = 4 * (y * png.width + x);
          if (765 - png.data[i]! - png.data[i + 1]! - png.data[i + 2]! > 30) throw new Error(`${game} sheet ${n + 1}: ink ${x}, ${y} px at ${dpi} dpi, in the margin`);
        }
    });

    // The first sheet of cards and its backs, as printed: the inked area of one is the other's, mirrored.
    const first = manifest.find((e) => e.kind === 'card');
    if (!first) return;
    const hi = 150;
    const px = hi / 25.4;
    const [front, back] = renderPages(pdf, hi, { first: first.sheet, last: first.sheet + 1 });
    const footer = Math.floor((PAPER.a4.height - 9) * px);
    const f = inkBox(front!, footer);
    const b = inkBox(back!, footer);
    expect(Math.abs(f.x0 - (back!.width - 1 - b.x1)) / px).toBeLessThan(0.5);
    expect(Math.abs(f.x1 - (back!.width - 1 - b.x0)) / px).toBeLessThan(0.5);
    expect(Math.abs(f.y0 - b.y0) / px).toBeLessThan(0.5);
    expect(Math.abs(f.y1 - b.y1) / px).toBeLessThan(0.5);
  }, 180_000);

  it.each(GAMES)('%s on US Letter: every sheet is 8.5 × 11 in', async (game) => {
    const { pdf, sheets } = await printPdf(game, { paper: 'letter' });
    const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [Number(m[1]), Number(m[2])].sort((a, b) => a - b));
    expect(boxes).toHaveLength(sheets);
    for (const [w, h] of boxes) {
      expect(w).toBeCloseTo(612, 0);
      expect(h).toBeCloseTo(792, 0);
    }
  }, 180_000);

  it('a variant prints with its changed numbers: the Archery Tower card shows its new cost, and the variant’s name heads every sheet', async () => {
    const patch = { 'towers.json': { towers: { 0: { purchase: 37 } } } };
    expect((findGame('dice')!.content!.files['towers.json'] as { towers: { id: string }[] }).towers[0]!.id).toBe('archery');
    const variant = parseVariant(JSON.stringify({ format: 1, game: 'dice', name: 'Dear archers', patch }));
    const printed = pdfText((await printPdf('dice', { paper: 'a4', variant })).pdf);
    printed.forEach((sheet, i) => expect(sheet, `sheet ${i + 1}`).toContain('Gate Defense · Dear archers · sheet'));
    const archery = (sheets: string[]) => sheets.filter((s) => s.includes('Archery Tower') && s.includes('Build for')).join('\n');
    expect(archery(printed)).toMatch(/\b37 gold\b/);
    const original = pdfText((await printPdf('dice', { paper: 'a4' })).pdf);
    expect(original.join('\n')).not.toMatch(/\b37 gold\b/);
  }, 180_000);
});
