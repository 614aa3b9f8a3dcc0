/**
 * What every printed piece of Tracks & Waves shares: the size of the L-Hex's four quadrants, words, a deck's back.
 */
import type { ReactElement } from 'react';
import { PALETTE } from '../../../games/common/art.tsx';
import { Icon } from '../../../games/common/Icon.tsx';
import { ICONS } from '../../../games/tracks/icons.generated.ts';
import { TYPE_ICONS, UNIT_ICON } from '../../../games/tracks/pictures.ts';
import { Lines, Svg, wrap } from '../../art.tsx';

export const TITLE = 'Tracks & Waves';

/**
 * The side of the square an L-Hex covers, in millimetres: the four quadrants (Positions 1-4) of a tower card's levels
 * and of a wave tile's units. Track tiles, wave tiles and L-Hexes are all this size, so one L-Hex fits both.
 */
export const QUAD_MM = 54;

export const ROMAN = ['', 'I', 'II', 'III', 'IV'];
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
export { capital } from '@ramparts/games/common/words.ts';

/** The common back of a deck (63 × 88 mm): the deck's name on the game's colours, with its emblem. */
export function DeckBack({ deck, colour, icon = UNIT_ICON, sub }: { deck: string; colour: string; icon?: string; sub?: string }): ReactElement {
  return (
    <Svg w={63} h={88}>
      <rect width={63} height={88} fill={colour} />
      <rect x={3} y={3} width={57} height={82} rx={3} fill="none" stroke="#fff" strokeWidth={0.6} />
      <rect x={5} y={5} width={53} height={78} rx={2} fill="none" stroke="#fff" strokeWidth={0.3} strokeDasharray="1.5 1" />
      <circle cx={31.5} cy={38} r={15} fill="#fff" opacity={0.18} />
      <Icon icon={ICONS[icon] ?? ICONS[UNIT_ICON]} x={31.5} y={38} size={22} />
      <Lines x={31.5} y={64} size={4.6} lines={wrap(deck, 53, 4.6, true)} fill="#fff" bold anchor="middle" />
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
