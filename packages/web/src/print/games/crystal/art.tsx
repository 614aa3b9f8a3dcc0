import { content } from '@ramparts/games/crystal/content/index.ts';
import type { Keywords, Section } from '@ramparts/games/crystal/content/schema.ts';
import type { ReactElement } from 'react';
import { PALETTE } from '../../../games/common/art.tsx';
import { SEAT_COLOURS } from '../../../games/common/svg.tsx';
import { Svg } from '../../art.tsx';
import { capital } from '@ramparts/games/common/words.ts';

export { capital };

// What every Crystal Defenders print part shares: the emblem and the decks' back, the colours of kits and spawn
// sections, names in words.

export const PAPER = PALETTE.paper;
export const INK = PALETTE.ink;

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
  return (
    <Svg w={63} h={88}>
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
    </Svg>
  );
}
