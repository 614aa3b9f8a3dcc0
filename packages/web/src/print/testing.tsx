import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findGame } from '@ramparts/games';
import { PNG } from 'pngjs';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BoardSpec, CardSpec, PrintableGame, Section, SheetSpec, TokenSpec } from './types.ts';

/*
 * Test helpers for print and play: a small made-up game whose pieces are easy to find on a rendered page (solid
 * colours), the page renderer (poppler's pdftoppm and pdftotext, a Debian package CI installs), and what the games'
 * tests read their pieces with (the pieces of a box, a picture's markup, words and type sizes, a patched content).
 */

const CARD_FILL = '#f4ead5';

const face = (n: number) => (
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 63 88">
    <rect width="63" height="88" fill={CARD_FILL} />
    <text x="5" y="12" fontSize="6" fontWeight="bold">
      Card {n}
    </text>
  </svg>
);
const back = (
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 63 88">
    <rect width="63" height="88" fill="#333344" />
  </svg>
);
const disc = (fill: string) => (
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
    <circle cx="50" cy="50" r="50" fill={fill} />
  </svg>
);

/** 11 cards (two sheets), 12 tokens of which half flip, a board too large for one sheet, a record sheet. */
export const sampleGame: PrintableGame = {
  id: 'sample',
  title: 'Sample Siege',
  sections: () => [
    { kind: 'cards', title: 'Cards', cards: Array.from({ length: 11 }, (_, i) => ({ id: `card ${i}`, front: face(i), back })) },
    {
      kind: 'tokens',
      title: 'Tokens',
      tokens: Array.from({ length: 12 }, (_, i) => ({ id: `token ${i}`, shape: (['circle', 'square', 'hex'] as const)[i % 3], size: 22, front: disc('#aa3333'), ...(i % 2 ? { back: disc('#3333aa') } : {}) })),
    },
    {
      kind: 'board',
      board: {
        id: 'road',
        title: 'The long road',
        width: 420,
        height: 250,
        art: (
          <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 250">
            <rect width="420" height="250" fill="#dfe8c8" />
            <path d="M10 125 H410" stroke="#c9b38a" strokeWidth="30" />
          </svg>
        ),
      },
    },
    {
      kind: 'sheet',
      sheet: {
        id: 'record',
        title: 'Record sheet',
        art: (
          <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 190 250">
            <text x="10" y="20" fontSize="8">
              Campaign record
            </text>
          </svg>
        ),
      },
    },
  ],
  aid: () => ({ turn: ['Roll.', 'Move.', 'Build.'], tables: [{ title: 'Towers', columns: ['Tower', 'Cost'], rows: [['Archer', 3]] }] }),
};

/** Renders the PDF's sheets to PNG at `dpi` (pdftoppm) and hands them over, first sheet first. */
export function renderPages(pdf: Buffer, dpi: number, pages?: { first: number; last: number }): PNG[] {
  const dir = mkdtempSync(join(tmpdir(), 'ramparts-print-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', ...range, join(dir, 'doc.pdf'), join(dir, 'page')]);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort()
      .map((f) => PNG.sync.read(readFileSync(join(dir, f))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text, sheet by sheet (pdftotext; sheets end with a form feed). */
export function pdfText(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'ramparts-print-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    // Each sheet ends with a form feed: the piece after the last one is empty.
    return execFileSync('pdftotext', ['-layout', join(dir, 'doc.pdf'), '-'], { encoding: 'utf8', maxBuffer: 64 << 20 }).split('\f').slice(0, -1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const titled = (title: string, want?: string | RegExp): boolean => want === undefined || (typeof want === 'string' ? title === want : want.test(title));

/** The cards of a box's sections (of the sections titled `title`, or whose title matches it). */
export const cardsOf = (sections: Section[], title?: string | RegExp): CardSpec[] => sections.flatMap((s) => (s.kind === 'cards' && titled(s.title, title) ? s.cards : []));
/** The tokens of a box's sections (of the sections titled `title`, or whose title matches it). */
export const tokensOf = (sections: Section[], title?: string | RegExp): TokenSpec[] => sections.flatMap((s) => (s.kind === 'tokens' && titled(s.title, title) ? s.tokens : []));
/** The boards of a box's sections. */
export const boardsOf = (sections: Section[]): BoardSpec[] => sections.flatMap((s) => (s.kind === 'board' ? [s.board] : []));
/** The whole sheets of a box's sections (whose id is `id`, or matches it). */
export const sheetsOf = (sections: Section[], id?: string | RegExp): SheetSpec[] => sections.flatMap((s) => (s.kind === 'sheet' && titled(s.sheet.id, id) ? [s.sheet] : []));

/** A picture's markup. */
export const markup = (el: ReactElement): string => renderToStaticMarkup(el);

/** The words of a picture's markup: tags dropped, entities read, spaces collapsed. */
export const words = (svg: string): string =>
  svg
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** Each <text> of a picture, its words trimmed. */
export const texts = (el: ReactElement): string[] => [...markup(el).matchAll(/<text[^>]*>([^<]*)</g)].map((m) => words(m[1]).trim());

/** How many times `needle` occurs in `haystack`. */
export const count = (haystack: string, needle: string | RegExp): number => (typeof needle === 'string' ? haystack.split(needle).length - 1 : (haystack.match(new RegExp(needle, 'g'))?.length ?? 0));

/** Every type size of a picture's markup, in its own units. */
export const fontSizes = (svg: string): number[] => [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));

/** `fn` under a patch of the game's content (the lab's and a variant's JSON merge patch per file), then the patch undone. */
export function patched<T>(gameId: string, patch: Record<string, unknown>, fn: () => T): T {
  const undo = findGame(gameId)!.content!.apply(patch);
  try {
    return fn();
  } finally {
    undo();
  }
}
