import type { ReactElement, ReactNode } from 'react';
import { PALETTE } from '../../../games/common/art.tsx';
import { Icon, type IconData } from '../../../games/common/Icon.tsx';

// What every Gate Defense printed piece shares: the card frame, the deck backs with the game's emblem (the gate),
// words wrapped to a width, and the type sizes for print (millimetres: a card is 63 × 88).

export const TITLE = 'Gate Defense';

/** Type sizes in millimetres: nothing a player must read is under 2.3 mm (about 6.5 pt). */
export const MM = { least: 2.3, body: 2.6, stat: 3.2, name: 4.2, big: 6 } as const;

/** A svg root in millimetres. */
export function Svg({ w, h, children }: { w: number; h: number; children: ReactNode }): ReactElement {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${w} ${h}`}>
      {children}
    </svg>
  );
}

/** DejaVu Sans (the printer's font) advance widths in em, by letter; others count as 0.64 (a digit). */
const ADVANCE: Record<string, number> = Object.fromEntries(
  [
    'a.61 b.63 c.55 d.63 e.62 f.35 g.63 h.63 i.28 j.28 k.58 l.28 m.97 n.63 o.61 p.63 q.63 r.41 s.52 t.39 u.63 v.59 w.82 x.59 y.59 z.52',
    'A.68 B.69 C.7 D.77 E.63 F.58 G.77 H.75 I.29 J.29 K.66 L.56 M.86 N.75 O.79 P.6 Q.79 R.69 S.63 T.61 U.73 V.68 W.99 X.69 Y.61 Z.69',
    '..32 ,.32 :.34 ;.34 (.39 ).39 \'.27 -.36 −.84 ·.32 —1 +.84 ×.84 /.34 %.95 &.78',
  ]
    .join(' ')
    .split(' ')
    .map((p) => [p[0], Number(p.slice(1))]),
);

/** How wide `text` runs at `size` in the printer's font (bold about a tenth wider). */
export const textWidth = (text: string, size: number, bold = false): number => [...text].reduce((w, c) => w + (c === ' ' ? 0.32 : (ADVANCE[c] ?? 0.64)), 0) * size * (bold ? 1.1 : 1);

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

/** The largest size from `max` down to `least` at which `text` fits `width` on one line. */
export const fitSize = (text: string, width: number, max: number, least: number = MM.least, bold = true): number => {
  let size = max;
  while (size > least && textWidth(text, size, bold) > width) size = Math.round((size - 0.1) * 100) / 100;
  return Math.max(size, least);
};

/** Lines of text from (x, y), the first baseline at y; each line its own <text> (selectable in the PDF). Returns the drawing and where it ends. */
export function lines(text: string, x: number, y: number, width: number, size: number, opts: { bold?: boolean; fill?: string; anchor?: 'start' | 'middle'; italic?: boolean; gap?: number } = {}): { node: ReactElement; bottom: number } {
  const rows = wrap(text, width, size, opts.bold);
  const step = size * (opts.gap ?? 1.22);
  return {
    node: (
      <g>
        {rows.map((row, i) => (
          <text key={i} x={x} y={y + i * step} fontSize={size} fontWeight={opts.bold ? 'bold' : undefined} fontStyle={opts.italic ? 'italic' : undefined} fill={opts.fill ?? PALETTE.ink} textAnchor={opts.anchor === 'middle' ? 'middle' : undefined}>
            {row}
          </text>
        ))}
      </g>
    ),
    bottom: y + (rows.length - 1) * step + size * 0.35,
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
        <text x={5} y={13.2} fontSize={MM.body} fill="#fff">
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
