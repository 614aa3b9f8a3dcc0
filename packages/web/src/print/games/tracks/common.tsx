/**
 * What every printed piece of Tracks & Waves shares: the art's materials without filters (the PDF bridge draws
 * gradients and patterns, not filters), the size of the L-Hex's four quadrants, text helpers, a deck's back.
 */
import type { ReactElement, ReactNode } from 'react';
import { PALETTE } from '../../../games/common/art.tsx';
import { Icon } from '../../../games/common/Icon.tsx';
import { ICONS } from '../../../games/tracks/icons.generated.ts';
import { TYPE_ICONS, UNIT_ICON } from '../../../games/tracks/pictures.ts';

export const TITLE = 'Tracks & Waves';

/**
 * The side of the square an L-Hex covers, in millimetres: the four quadrants (Positions 1-4) of a tower card's levels
 * and of a wave tile's units. Track tiles, wave tiles and L-Hexes are all this size, so one L-Hex fits both.
 */
export const QUAD_MM = 54;

export const ROMAN = ['', 'I', 'II', 'III', 'IV'];
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The materials `MATERIAL` names (art-grass, art-gold …), minus the shadow filter; grass a gradient. Once per printed <svg>. */
export function PrintDefs() {
  return (
    <defs>
      <linearGradient id="art-wood" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#c8955a" />
        <stop offset="1" stopColor="#8b5a2b" />
      </linearGradient>
      <linearGradient id="art-stone" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#d1d5db" />
        <stop offset="1" stopColor="#8b929c" />
      </linearGradient>
      <linearGradient id="art-parchment" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#fbf6e9" />
        <stop offset="1" stopColor="#efe4c8" />
      </linearGradient>
      <radialGradient id="art-gold" cx="0.35" cy="0.3" r="0.8">
        <stop offset="0" stopColor="#fde68a" />
        <stop offset="0.6" stopColor="#d4a017" />
        <stop offset="1" stopColor="#8a6508" />
      </radialGradient>
      {/* Grass as a gentle gradient: the board's tufted pattern tiles with seams in the PDF. */}
      <linearGradient id="art-grass" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={PALETTE.grass} />
        <stop offset="1" stopColor="#9dbf7e" />
      </linearGradient>
    </defs>
  );
}

/** A printed picture: an <svg> root with its viewBox and the materials. */
export function Svg({ w, h, children }: { w: number; h: number; children: ReactNode }): ReactElement {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${w} ${h}`} width={w} height={h}>
      <PrintDefs />
      {children}
    </svg>
  );
}

/** Breaks `text` into lines of at most `per` characters (words kept whole). */
export function wrap(text: string, per: number): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const word of text.split(/\s+/)) {
    if (cur && (cur + ' ' + word).length > per) {
      lines.push(cur);
      cur = word;
    } else cur = cur ? `${cur} ${word}` : word;
  }
  if (cur) lines.push(cur);
  return lines;
}

/** Lines of text from (x, y), `size` high, `gap` × size apart. Characters per line: about width / (0.52 × size). */
export function Lines({ x, y, size, lines, fill = PALETTE.ink, bold, anchor = 'start', gap = 1.25 }: { x: number; y: number; size: number; lines: string[]; fill?: string; bold?: boolean; anchor?: 'start' | 'middle' | 'end'; gap?: number }) {
  return (
    <>
      {lines.map((l, i) => (
        <text key={i} x={x} y={y + i * size * gap} fontSize={size} fill={fill} fontWeight={bold ? 'bold' : undefined} textAnchor={anchor}>
          {l}
        </text>
      ))}
    </>
  );
}

/** How many characters of `size` fit in `width` (a conservative average for Helvetica). */
export const perLine = (width: number, size: number): number => Math.floor(width / (size * 0.56));

/** The common back of a deck (63 × 88 mm): the deck's name on the game's colours, with its emblem. */
export function DeckBack({ deck, colour, icon = UNIT_ICON, sub }: { deck: string; colour: string; icon?: string; sub?: string }): ReactElement {
  return (
    <Svg w={63} h={88}>
      <rect width={63} height={88} fill={colour} />
      <rect x={3} y={3} width={57} height={82} rx={3} fill="none" stroke="#fff" strokeWidth={0.6} />
      <rect x={5} y={5} width={53} height={78} rx={2} fill="none" stroke="#fff" strokeWidth={0.3} strokeDasharray="1.5 1" />
      <circle cx={31.5} cy={38} r={15} fill="#fff" opacity={0.18} />
      <Icon icon={ICONS[icon] ?? ICONS[UNIT_ICON]} x={31.5} y={38} size={22} />
      <Lines x={31.5} y={64} size={4.6} lines={wrap(deck, 20)} fill="#fff" bold anchor="middle" />
      {sub && <Lines x={31.5} y={76} size={2.8} lines={[sub]} fill="#fff" anchor="middle" />}
      <text x={31.5} y={13} textAnchor="middle" fontSize={3.2} fill="#fff" fontWeight="bold">
        {TITLE}
      </text>
    </Svg>
  );
}

/** The tower type's picture (by credit letter), for cards that speak of a type. */
export const typeIcon = (letter: string) => ICONS[TYPE_ICONS[letter] ?? TYPE_ICONS.S];

/** A box to tick or cross out, `s` wide, top-left at (x, y). */
export function TickBox({ x, y, s = 4 }: { x: number; y: number; s?: number }) {
  return <rect x={x} y={y} width={s} height={s} rx={0.5} fill="#fff" stroke={PALETTE.ink} strokeWidth={0.3} />;
}
