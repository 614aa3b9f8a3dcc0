import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BookletBlock, type Figure, type List, SCREEN_SECTIONS, bookletBlocks, drawBooklet, htmlBlocks, rulesMarkup } from './booklet.tsx';
import { printableSvg } from './printable-svg.ts';
import { PrintDoc } from './sheet.ts';

const GAMES = ['coins', 'cards', 'tracks', 'dice', 'crystal'];

/** The markup's headings in words, read with a pattern rather than the booklet's parser. */
const headingsOf = (html: string): string[] =>
  [...html.matchAll(/<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) =>
    m[2]
      .replace(/<svg[\s\S]*?<\/svg>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** Every figure, nested ones (in a list item) included. */
function figures(blocks: BookletBlock[]): Figure[] {
  const inList = (l: List): Figure[] => l.items.flatMap((i) => i.blocks.flatMap((b) => (b.kind === 'figure' ? [b] : inList(b))));
  return blocks.flatMap((b) => (b.kind === 'figure' ? [b] : b.kind === 'list' ? inList(b) : []));
}

const textOf = (b: BookletBlock): string => (b.kind === 'paragraph' ? b.runs.map((r) => r.text).join('') : '');

describe('the rulebook is read from the rules page', () => {
  for (const id of GAMES) {
    describe(id, async () => {
      const html = await rulesMarkup(id);
      const all = htmlBlocks(html);
      const blocks = await bookletBlocks(id);
      const screen = SCREEN_SECTIONS[id];

      it('keeps every heading of the page, less the sections about the screen', () => {
        const page = headingsOf(html);
        expect(all.filter((b) => b.kind === 'heading').map((b) => (b.kind === 'heading' ? b.text : ''))).toEqual(page);
        // The screen sections name real headings, so a renamed one cannot slip onto paper unnoticed.
        for (const name of screen) expect(page).toContain(name);
        const kept = blocks.filter((b) => b.kind === 'heading' && b.level > 1).map((b) => (b.kind === 'heading' ? b.text : ''));
        expect(kept).toEqual(page.filter((h) => !screen.includes(h)));
      });

      it('keeps every figure, with its picture, its proportions and a caption', () => {
        const count = (html.match(/<figure[\s>]/g) ?? []).length;
        expect(figures(all)).toHaveLength(count);
        for (const f of figures(all)) {
          expect(f.svg).toMatch(/^<svg[\s>]/);
          expect(f.svg).toMatch(/<\/svg>$/);
          expect(f.viewBox.width).toBeGreaterThan(0);
          expect(f.viewBox.height).toBeGreaterThan(0);
          expect(f.caption.trim()).not.toBe('');
        }
        // Only the screen sections' figures are left out.
        const start = all.findIndex((b) => b.kind === 'heading' && screen.includes(b.text));
        const level = start >= 0 && all[start].kind === 'heading' ? all[start].level : 0;
        const end = all.findIndex((b, i) => i > start && b.kind === 'heading' && b.level <= level);
        const dropped = start < 0 ? 0 : figures(all.slice(start, end < 0 ? undefined : end)).length;
        expect(figures(blocks)).toHaveLength(count - dropped);
      });

      it('has no empty paragraph, list item or table row', () => {
        for (const b of blocks) {
          if (b.kind === 'paragraph') expect(textOf(b).trim()).not.toBe('');
          if (b.kind === 'list') for (const item of b.items) expect(item.runs.map((r) => r.text).join('').trim()).not.toBe('');
          if (b.kind === 'table') for (const row of b.rows) expect(row.some((c) => c.text.trim())).toBe(true);
        }
        // Whitespace is collapsed as a browser collapses it.
        for (const b of blocks) if (b.kind === 'paragraph') expect(textOf(b)).not.toMatch(/ {2}|^\s|\s$/);
      });

      it('opens with the game title and keeps the icons\u2019 credit when the page has one', () => {
        expect(blocks[0]).toMatchObject({ kind: 'heading', level: 1 });
        if (html.includes('icon-credit')) expect(blocks.some((b) => b.kind === 'paragraph' && b.credit && textOf(b).includes('game-icons.net'))).toBe(true);
      });
    });
  }

  it('walks inline styles, nested lists, row headers and icons', () => {
    const blocks = htmlBlocks(
      '<div><p>A <strong>bold</strong> and <em>slanted</em> word.</p><ul><li><svg aria-hidden="true" viewBox="0 0 24 24"></svg> <b>Icon</b> item<ol><li>inner</li></ol></li></ul>' +
        '<table><tbody><tr><th scope="row">Name</th><td>what</td></tr></tbody></table><nav><a href="#x">Contents</a></nav></div>',
    );
    expect(blocks[0]).toEqual({ kind: 'paragraph', runs: [{ text: 'A ' }, { text: 'bold', bold: true }, { text: ' and ' }, { text: 'slanted', italic: true }, { text: ' word.' }] });
    const list = blocks[1] as List;
    expect(list.items[0].icon).toMatch(/^<svg/);
    expect(list.items[0].runs).toEqual([{ text: 'Icon', bold: true }, { text: ' item' }]);
    expect(list.items[0].blocks[0]).toMatchObject({ kind: 'list', ordered: true, items: [{ runs: [{ text: 'inner' }] }] });
    expect(blocks[2]).toEqual({ kind: 'table', header: null, rows: [[{ text: 'Name', head: true }, { text: 'what' }]] });
    expect(blocks).toHaveLength(3);
  });
});

describe('figures made ready for svg-to-pdfkit', () => {
  it('turns a CSS placement into a transform attribute', () => {
    expect(printableSvg('<svg viewBox="0 0 9 9"><g style="transform:translate(12px, 3.5px)"><circle r="2"></circle></g></svg>')).toContain('<g transform="translate(12  3.5)">');
  });
  it('draws a haloed label outline first, then its letters', () => {
    const out = printableSvg('<svg viewBox="0 0 9 9"><text fill="#000" stroke="#fff" stroke-width="3" paint-order="stroke">A</text></svg>');
    expect(out).toBe('<svg viewBox="0 0 9 9"><text stroke="#fff" stroke-width="3" fill="none">A</text><text fill="#000" stroke-width="3" stroke="none">A</text></svg>');
  });
  it('splits a colour with alpha into colour and opacity', () => {
    expect(printableSvg('<svg viewBox="0 0 9 9"><rect fill="#ffffff80"></rect></svg>')).toContain('fill="#ffffff" fill-opacity="0.502"');
  });
});

describe('the rulebook on paper', () => {
  const dir = mkdtempSync(join(tmpdir(), 'booklet-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const id of GAMES) {
    it(`${id}: the printed text holds every heading, on sheets named in the footer`, async () => {
      const print = new PrintDoc('a4', id);
      const blocks = await bookletBlocks(id);
      const pages = drawBooklet(print, blocks);
      const file = join(dir, `${id}.pdf`);
      writeFileSync(file, await print.finish());
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      for (const b of blocks) if (b.kind === 'heading') expect(text).toContain(b.text.replace(/\s+/g, ' '));
      expect(pages).toBeGreaterThan(0);
      expect(print.manifest.filter((m) => m.kind === 'booklet')).toHaveLength(pages);
      expect(text).toContain(`Rulebook, page ${pages}`);
      // Figures came through the bridge without complaint.
      expect(print.warnings).toEqual([]);
    });
  }
});
