import type { ReactElement, ReactNode } from 'react';
import { PALETTE } from '../../../games/common/art.tsx';
import { Icon, type IconData } from '../../../games/common/Icon.tsx';
import { fitSize, Lines, MM, Svg, wrap } from '../../art.tsx';

// What every Gate Defense printed piece shares (millimetres: a card is 63 × 88): the card frame, the deck backs with
// the game's emblem (the gate), words stacked down a card.

export const TITLE = 'Gate Defense';

/** `text` wrapped to `width` as `Lines` from (x, y), and where it ends (the last line's foot), to stack what follows. */
export function lines(text: string, x: number, y: number, width: number, size: number, opts: { bold?: boolean; fill?: string; anchor?: 'start' | 'middle'; italic?: boolean; gap?: number } = {}): { node: ReactElement; bottom: number } {
  const rows = wrap(text, width, size, opts.bold);
  const gap = opts.gap ?? 1.22;
  return {
    node: <Lines lines={rows} x={x} y={y} size={size} gap={gap} bold={opts.bold} italic={opts.italic} fill={opts.fill} anchor={opts.anchor} />,
    bottom: y + (rows.length - 1) * size * gap + size * 0.35,
  };
}

/** The game's emblem: the city's gate, battlements over a wooden arch (as the board draws its gate space). */
export function Emblem({ x, y, size }: { x: number; y: number; size: number }) {
  const s = size / 40;
  return (
    <g transform={`translate(${x - size / 2} ${y - size / 2}) scale(${s})`}>
      <path d="M2 12 v-8 h6 v5 h6 v-5 h6 v5 h6 v-5 h6 v5 h6 v-5 h6 v8 z" fill={PALETTE.stone} stroke={PALETTE.stoneDark} strokeWidth={1} />
      <rect x={2} y={12} width={36} height={27} fill={PALETTE.stone} stroke={PALETTE.stoneDark} strokeWidth={1} />
      <path d="M12 39 v-13 a8 8 0 0 1 16 0 v13 z" fill="#8b5a2b" stroke={PALETTE.stoneDark} strokeWidth={1} />
      <path d="M20 18 v21 M12 31 h16" stroke={PALETTE.stoneDark} strokeWidth={0.6} />
    </g>
  );
}

/** A picture on a disc of the piece's colour. */
export function Portrait({ x, y, r, icon, fill, ring = '#fff' }: { x: number; y: number; r: number; icon: IconData; fill: string; ring?: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={fill} stroke={ring} strokeWidth={r * 0.08} />
      <Icon icon={icon} x={x} y={y} size={r * 1.45} />
    </g>
  );
}

export const CARD_W = 63;
export const CARD_H = 88;

/**
 * A card's front: paper, a frame in the deck's colour, a header band with the card's name (and a smaller line under
 * it), and at the foot the game and the deck's name.
 */
export function CardFront({ colour, name, sub, deck, corner, children }: { colour: string; name: string; sub?: string; deck: string; corner?: ReactNode; children: ReactNode }): ReactElement {
  const nameSize = fitSize(name, corner ? 42 : 53, MM.name, 3);
  return (
    <Svg w={CARD_W} h={CARD_H}>
      <rect x={0} y={0} width={CARD_W} height={CARD_H} fill={PALETTE.paper} />
      <rect x={2.5} y={2.5} width={CARD_W - 5} height={CARD_H - 5} rx={2.5} fill="none" stroke={colour} strokeWidth={0.8} />
      <rect x={2.5} y={2.5} width={CARD_W - 5} height={sub ? 13 : 10} rx={2.5} fill={colour} />
      <text x={5} y={sub ? 8.4 : 9} fontSize={nameSize} fontWeight="bold" fill="#fff">
        {name}
      </text>
      {sub && (
        <text x={5} y={13.2} fontSize={MM.small} fill="#fff">
          {sub}
        </text>
      )}
      {corner}
      {children}
      <text x={CARD_W / 2} y={CARD_H - 4.2} textAnchor="middle" fontSize={MM.least} fill={PALETTE.inkSoft}>
        {`${TITLE} · ${deck}`}
      </text>
    </Svg>
  );
}

/** A deck's back: the table's green, the gate emblem, the game's title and the deck's name (and a second line: a wave). */
export function CardBack({ deck, line }: { deck: string; line?: string }): ReactElement {
  const size = fitSize(deck, 52, 5, 3);
  return (
    <Svg w={CARD_W} h={CARD_H}>
      <rect x={0} y={0} width={CARD_W} height={CARD_H} fill={PALETTE.table} />
      <rect x={3} y={3} width={CARD_W - 6} height={CARD_H - 6} rx={3} fill="none" stroke={PALETTE.gold} strokeWidth={0.7} />
      <rect x={5} y={5} width={CARD_W - 10} height={CARD_H - 10} rx={2} fill="none" stroke={PALETTE.gold} strokeWidth={0.3} />
      <text x={CARD_W / 2} y={17} textAnchor="middle" fontSize={4.4} fontWeight="bold" fill={PALETTE.paper}>
        {TITLE}
      </text>
      <Emblem x={CARD_W / 2} y={40} size={26} />
      <text x={CARD_W / 2} y={64} textAnchor="middle" fontSize={size} fontWeight="bold" fill={PALETTE.gold}>
        {deck}
      </text>
      {line && (
        <text x={CARD_W / 2} y={72} textAnchor="middle" fontSize={4.6} fontWeight="bold" fill={PALETTE.paper}>
          {line}
        </text>
      )}
    </Svg>
  );
}

/** A row of a stat: its name in soft ink, its value bold, on one baseline. */
export function Stat({ x, y, label, value, size = MM.stat }: { x: number; y: number; label: string; value: string | number; size?: number }) {
  return (
    <text x={x} y={y} fontSize={size} fill={PALETTE.ink}>
      <tspan fill={PALETTE.inkSoft}>{`${label} `}</tspan>
      <tspan fontWeight="bold">{String(value)}</tspan>
    </text>
  );
}
