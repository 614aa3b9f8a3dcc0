import type { ReactElement, ReactNode } from 'react';
import { PALETTE } from '../../../games/common/art.tsx';

// Words and roots for Coin Siege's printed drawings (millimetres).

/** Type sizes in millimetres: nothing a player must read is under 2.3 mm (about 6.5 pt). */
export const MM = { least: 2.3, small: 2.6, body: 3, label: 3.6, name: 4.5, title: 6 } as const;

/** A svg root in millimetres. */
export function Svg({ w, h, children }: { w: number; h: number; children: ReactNode }): ReactElement {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${w} ${h}`} width={`${w}mm`} height={`${h}mm`}>
      {children}
    </svg>
  );
}

/** About how wide `text` runs at `size` in the PDF's DejaVu Sans (a wide face: its letters average 0.6 em). */
const textWidth = (text: string, size: number, bold = false): number =>
  [...text].reduce((w, c) => w + (/[A-Z0-9mw]/.test(c) ? 0.7 : c === ' ' ? 0.32 : /[iljtf.,:;'()]/.test(c) ? 0.34 : 0.6), 0) * size * (bold ? 1.1 : 1);

/** The words of `text` in lines no wider than `width` at `size`. */
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

/** `text` wrapped to `width`, each line its own <text> (selectable in the PDF), the first baseline at y. */
export function Lines({ text, x, y, width, size, bold, fill = PALETTE.ink, anchor }: { text: string; x: number; y: number; width: number; size: number; bold?: boolean; fill?: string; anchor?: 'middle' | 'end' }) {
  return (
    <g>
      {wrap(text, width, size, bold).map((line, i) => (
        <text key={i} x={x} y={y + i * size * 1.25} fontSize={size} fontWeight={bold ? 'bold' : undefined} fill={fill} textAnchor={anchor}>
          {line}
        </text>
      ))}
    </g>
  );
}

/** How many lines `text` takes at `width` and `size`. */
export const lineCount = (text: string, width: number, size: number, bold = false): number => wrap(text, width, size, bold).length;

/** The materials of the boards (common/art.tsx's stone, wood and parchment), once per printed drawing: gradients only, no filters. */
export function PrintDefs() {
  return (
    <defs>
      <linearGradient id="print-stone" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#e5e7eb" />
        <stop offset="1" stopColor="#b8bdc5" />
      </linearGradient>
      <linearGradient id="print-wood" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#c8955a" />
        <stop offset="1" stopColor="#8b5a2b" />
      </linearGradient>
      <linearGradient id="print-parchment" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#fbf6e9" />
        <stop offset="1" stopColor="#efe4c8" />
      </linearGradient>
    </defs>
  );
}

export const FILL = { stone: 'url(#print-stone)', wood: 'url(#print-wood)', parchment: 'url(#print-parchment)' } as const;
