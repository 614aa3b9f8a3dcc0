import { content } from '@ramparts/games/crystal/content/index.ts';
import type { Keywords, Section } from '@ramparts/games/crystal/content/schema.ts';
import type { ReactElement, ReactNode } from 'react';
import { PALETTE } from '../../../games/common/art.tsx';
import { SEAT_COLOURS } from '../../../games/common/svg.tsx';

// What every Crystal Defenders print part shares: the svg roots, the emblem, the colours of kits and spawn
// sections, names in words, and text set on lines that fit.

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const PAPER = PALETTE.paper;
export const INK = PALETTE.ink;
/** The least type a player must read, in millimetres (≈ 6.5 pt). */
export const LEAST_MM = 2.2;

/** A picture's root: <svg viewBox="0 0 w h"> (the element itself, so the printer reads its viewBox). */
export function svg(w: number, h: number, children: ReactNode): ReactElement {
  return (
    <svg xmlns={SVG_NS} viewBox={`0 0 ${w} ${h}`} width={w} height={h}>
      {children}
    </svg>
  );
}

/** A kit's colour (both heroes of a pair share it): the seat colours in the content's kit order. */
export function kitColour(kitId: string): string {
  const i = content.kits.findIndex((k) => k.id === kitId);
  return SEAT_COLOURS[Math.max(0, i) % SEAT_COLOURS.length];
}

/** The spawn deck's section colours, as the rulebook names them. */
export const SECTION_COLOURS: Record<Section, string> = { green: '#15803d', orange: '#c2410c', red: '#b91c1c', purple: '#6d28d9' };
export const SECTION_TINTS: Record<Section, string> = { green: '#dcfce7', orange: '#ffedd5', red: '#fee2e2', purple: '#ede9fe' };

/** "1–2 heroes" for a section, from the rules' table of sections by heroes in play ("not used" when none). */
export function sectionHeroes(section: Section): string {
  const n = content.rules.sectionByHeroes.flatMap((s, i) => (s === section ? [i + 1] : []));
  if (n.length === 0) return 'not used';
  const runs: string[] = [];
  let start = n[0];
  for (let i = 1; i <= n.length; i++) {
    if (i < n.length && n[i] === n[i - 1] + 1) continue;
    const end = n[i - 1];
    runs.push(start === end ? `${start}` : `${start}–${end}`);
    start = n[i];
  }
  return `${runs.join(', ')} ${n.length === 1 && n[0] === 1 ? 'hero' : 'heroes'}`;
}

export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** A spawn card's name from its id ("goblin-pack" → "Goblin Pack"). */
export const cardName = (id: string): string => id.split('-').map(capital).join(' ');

/** A defense's abilities as its hero card prints them ("Knockback 1, Piercing"). */
export function abilityWords(k: Keywords): string {
  return (Object.keys(k) as (keyof Keywords)[]).map((key) => (typeof k[key] === 'number' ? `${capital(key)} ${k[key]}` : capital(key))).join(', ');
}

/** A defense's spread in words: "1 side", "3 sides", "all around". */
export function spreadWords(spread: readonly number[]): string {
  const n = new Set(spread).size;
  return n === 6 ? 'all around' : `${n} ${n === 1 ? 'side' : 'sides'}`;
}

/** Rough width of a line of text in the drawing's units, by DejaVu Sans's proportions (the PDF's font). */
export function textWidth(s: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of s) {
    if (ch === ' ') em += 0.32;
    else if (/[A-Z]/.test(ch)) em += bold ? 0.8 : 0.7;
    else if (/[0-9]/.test(ch)) em += bold ? 0.7 : 0.64;
    else if (/[a-z]/.test(ch)) em += /[ijlrtf]/.test(ch) ? (bold ? 0.42 : 0.34) : bold ? 0.68 : 0.61;
    else em += 0.4;
  }
  return em * size;
}

/** Words set on lines of at most `width` (drawing units) at `size`; a word longer than a line stands alone. */
export function wrap(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`, size, bold) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Lines of text centred on x, the first baseline at y. */
export function Lines({ lines, x, y, size, gap = 1.15, fill = INK, bold, italic, anchor = 'middle' }: { lines: string[]; x: number; y: number; size: number; gap?: number; fill?: string; bold?: boolean; italic?: boolean; anchor?: 'start' | 'middle' | 'end' }) {
  return (
    <>
      {lines.map((l, i) => (
        <text key={i} x={x} y={y + i * size * gap} fontSize={size} fill={fill} textAnchor={anchor} fontWeight={bold ? 'bold' : undefined} fontStyle={italic ? 'italic' : undefined}>
          {l}
        </text>
      ))}
    </>
  );
}

/** The game's emblem: the board's cut crystal (a long diamond with a lit facet), centred on (x, y), `h` tall. */
export function Crystal({ x, y, h }: { x: number; y: number; h: number }) {
  const s = h / 1.4;
  return (
    <g>
      <path d={`M${x} ${y - 0.7 * s}L${x + 0.4 * s} ${y - 0.1 * s}L${x} ${y + 0.7 * s}L${x - 0.4 * s} ${y - 0.1 * s}z`} fill="#38bdf8" stroke="#0369a1" strokeWidth={0.04 * s} strokeLinejoin="round" />
      <path d={`M${x} ${y - 0.7 * s}L${x + 0.4 * s} ${y - 0.1 * s}L${x} ${y + 0.05 * s}z`} fill="#e0f2fe" opacity={0.8} />
    </g>
  );
}

/** The game's title as the rulebook names it. */
export const TITLE = 'Crystal Defenders';

/**
 * A deck's common back: the deck's name over the crystal emblem, framed in the deck's colour; `stripes` adds a band
 * of colours under the emblem (the spawn deck's four sections).
 */
export function cardBack(deck: string, colour: string, stripes: string[] = []): ReactElement {
  return svg(
    63,
    88,
    <>
      <rect x={0} y={0} width={63} height={88} fill={colour} />
      <rect x={3} y={3} width={57} height={82} rx={3} fill="none" stroke={PAPER} strokeWidth={0.8} />
      <rect x={5} y={5} width={53} height={78} rx={2} fill="none" stroke={PAPER} strokeWidth={0.3} />
      <Crystal x={31.5} y={40} h={34} />
      <text x={31.5} y={15.5} fontSize={4.4} fontWeight="bold" fill={PAPER} textAnchor="middle">
        {TITLE}
      </text>
      {stripes.map((c, i) => (
        <rect key={c} x={31.5 - (stripes.length * 8) / 2 + i * 8} y={62} width={8} height={3.5} fill={c} stroke={PAPER} strokeWidth={0.3} />
      ))}
      <text x={31.5} y={75} fontSize={4.2} fontWeight="bold" fill={PAPER} textAnchor="middle">
        {deck}
      </text>
    </>,
  );
}
