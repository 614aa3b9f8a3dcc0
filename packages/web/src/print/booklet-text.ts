import type { Run } from './booklet.tsx';
import { FONT } from './sheet.ts';

/*
 * Lines of styled text for the rulebook, broken by hand: PDFKit wraps one font at a time and cannot say how tall
 * a paragraph of bold and plain runs will be, and the flow must know every height before it draws (to keep a
 * heading with its text, a table row whole).
 */

/** A stretch of one line in one font, at `x` points from the line's start. */
export interface Piece {
  text: string;
  font: string;
  href?: string;
  x: number;
  width: number;
}

export type Line = Piece[];

interface Box {
  text: string;
  font: string;
  href?: string;
}

export const fontOf = (r: Pick<Run, 'bold' | 'italic'>): string => (r.bold ? FONT.bold : r.italic ? FONT.italic : FONT.body);

/** Breaks `runs` into lines no wider than `width` points at `size` points; a word wider than a line stands alone. */
export function wrap(pdf: PDFKit.PDFDocument, runs: Run[], width: number, size: number, font: (r: Run) => string = fontOf): Line[] {
  const measure = (text: string, f: string) => pdf.font(f).fontSize(size).widthOfString(text);
  // Words (each one or more boxes, where a style changes inside a word), and forced breaks between them.
  const paragraphs: Box[][][] = [[[]]];
  for (const run of runs) {
    const f = font(run);
    for (const part of run.text.split(/(\n| )/)) {
      const words = paragraphs.at(-1)!;
      if (part === '\n') paragraphs.push([[]]);
      else if (part === ' ') words.push([]);
      else if (part) words.at(-1)!.push({ text: part, font: f, ...(run.href ? { href: run.href } : {}) });
    }
  }
  const lines: Line[] = [];
  for (const words of paragraphs) {
    let line: Piece[] = [];
    let x = 0;
    for (const word of words.filter((w) => w.length)) {
      const wordWidth = word.reduce((s, b) => s + measure(b.text, b.font), 0);
      const space = line.length ? measure(' ', line.at(-1)!.font) : 0;
      if (line.length && x + space + wordWidth > width) {
        lines.push(line);
        line = [];
        x = 0;
      } else x += space;
      for (const [i, b] of word.entries()) {
        const last = line.at(-1);
        const w = measure(b.text, b.font);
        // Same font and link as the piece before: one piece, so the PDF's text reads as words, not letters.
        if (last && last.font === b.font && last.href === b.href) {
          const joined = last.text + (i === 0 ? ' ' : '') + b.text;
          last.text = joined;
          last.width = measure(joined, b.font);
        } else line.push({ ...b, x, width: w });
        x += w;
      }
    }
    lines.push(line);
  }
  return lines;
}
