import { create, type Font } from 'fontkit';
import type { ReactElement, ReactNode } from 'react';
import { ArtDefs, PALETTE } from '../games/common/art.tsx';
import { FONT_FILES, fontFile } from './sheet.ts';

/*
 * What every game's printed pictures share: the svg root in millimetres with the boards' materials, the type sizes,
 * and words measured in the font the PDF draws them with (sheet.ts sets words inside pictures in DejaVu Sans
 * Condensed), wrapped to a width or shrunk to fit it.
 */

/** Nothing a player must read is printed under this, in millimetres (about 6.2 pt); the games' tests hold them to it. */
export const LEAST_MM = 2.2;

/** Type sizes in millimetres (a card is 63 × 88); the smallest, `least`, a step above LEAST_MM. */
export const MM = { least: 2.3, small: 2.6, body: 3, stat: 3.2, label: 3.6, name: 4.2, title: 6 } as const;

/**
 * A printed picture's root: <svg viewBox="0 0 w h"> at w × h millimetres, with the boards' materials (the screen's
 * `art-stone`, `art-wood` … ids, so the web's pieces that fill with `MATERIAL` draw the same on paper).
 */
export function Svg({ w, h, children }: { w: number; h: number; children?: ReactNode }): ReactElement {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${w} ${h}`} width={`${w}mm`} height={`${h}mm`}>
      <ArtDefs forPrint />
      {children}
    </svg>
  );
}

// The fonts, read once and only when first measured.
let fonts: { regular: Font; bold: Font } | null = null;
const load = (file: string): Font => create(fontFile(file)) as Font;
const fontOf = (bold: boolean): Font => {
  fonts ??= { regular: load(FONT_FILES.ArtBody), bold: load(FONT_FILES.ArtBold) };
  return bold ? fonts.bold : fonts.regular;
};
const widths = new Map<string, number>();

/** How wide `text` runs at `size` (in the drawing's units) in the PDF's font for pictures, DejaVu Sans Condensed. */
export function textWidth(text: string, size: number, bold = false): number {
  const key = `${bold ? 'b' : 'r'}${text}`;
  let em = widths.get(key);
  if (em === undefined) {
    const font = fontOf(bold);
    em = font.layout(text).advanceWidth / font.unitsPerEm;
    widths.set(key, em);
  }
  return em * size;
}

/** The words of `text` in lines no wider than `width` at `size`; a word longer than a line stands alone. */
export function wrap(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const tried = line ? `${line} ${word}` : word;
    if (line && textWidth(tried, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = tried;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size from `max` down to `least` (in steps of 0.1) at which `text` fits `width` on one line. */
export function fitSize(text: string, width: number, max: number, least: number = MM.least, bold = true): number {
  let size = max;
  while (size > least && textWidth(text, size, bold) > width) size = Math.round((size - 0.1) * 100) / 100;
  return Math.max(size, least);
}

/**
 * Lines of text, each its own <text> (selectable in the PDF), the first baseline at y, `gap` × size apart: `lines`
 * as given, or a string wrapped to `width`.
 */
export function Lines({ lines, width = Infinity, x, y, size, gap = 1.25, bold, italic, fill = PALETTE.ink, anchor }: { lines: string | readonly string[]; width?: number; x: number; y: number; size: number; gap?: number; bold?: boolean; italic?: boolean; fill?: string; anchor?: 'start' | 'middle' | 'end' }) {
  const rows = typeof lines === 'string' ? wrap(lines, width, size, bold) : lines;
  return (
    <g>
      {rows.map((line, i) => (
        <text key={i} x={x} y={y + i * size * gap} fontSize={size} fontWeight={bold ? 'bold' : undefined} fontStyle={italic ? 'italic' : undefined} fill={fill} textAnchor={anchor === 'start' ? undefined : anchor}>
          {line}
        </text>
      ))}
    </g>
  );
}
