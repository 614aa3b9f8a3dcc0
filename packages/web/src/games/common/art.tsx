import { createContext, useContext } from 'react';

/**
 * The art direction every board shares: one palette, one set of piece shapes' materials (shadow, wood, stone,
 * parchment, grass), one type scale. Boards draw with these names instead of picking colours of their own, so the
 * five games look like one table.
 */
export const PALETTE = {
  /** The table's cloth and the board's paper. */
  table: '#2f3b2f',
  paper: '#f6f0e1',
  paperEdge: '#d8ccb0',
  /** Text on paper, and the quieter text. */
  ink: '#1f2430',
  inkSoft: '#5b5f6b',
  /** Terrain. */
  grass: '#a9c98a',
  grassDark: '#7fa562',
  road: '#d9c29a',
  roadEdge: '#a98a5a',
  stone: '#9ca3af',
  stoneDark: '#4b5563',
  water: '#7fb6d9',
  /** Things that hurt, heal, pay. */
  danger: '#b91c1c',
  heal: '#15803d',
  gold: '#d4a017',
  goldDark: '#8a6508',
  /** The highlight of what may be clicked now (3:1 against paper and grass), and of what the last move touched. */
  pick: '#e07b00',
  marked: '#7c3aed',
} as const;

/** Type sizes in board units (a board is drawn about 900 units wide on a desktop). */
export const TYPE = { small: 11, body: 13, title: 15, big: 20 } as const;

/**
 * The smallest type a board draws at its own scale (board units): a desktop table draws its board at 0.8 CSS px a
 * unit or more, so no word on it comes out under 10 CSS px (#31). A part drawn `s` times smaller (a crowded row of
 * rivals) sets its words larger by as much: `readable(TYPE.small, s)`.
 */
export const LEAST_TYPE = 12.5;
export const readable = (size: number, s = 1): number => Math.max(size, LEAST_TYPE / s);

/**
 * The least type of a drawing `width` × `height` units: a desktop table of 1280×800 gives its board about 900×600 CSS px,
 * so a drawing larger than 1125 × 750 units is shown under 0.8 px a unit there, and its words grow by as much (#31).
 */
export const leastTypeFor = (width: number, height: number): number => Math.max(LEAST_TYPE, Math.ceil(20.4 * Math.max(width / 900, height / 600)) / 2);

/** The least type of the drawing being drawn (LEAST_TYPE unless the board provides more: `leastTypeFor`). */
export const LeastType = createContext(LEAST_TYPE);
export const useLeastType = (): number => useContext(LeastType);

/** Fill references to the materials `ArtDefs` defines. */
export const MATERIAL = {
  shadow: 'url(#art-shadow)',
  wood: 'url(#art-wood)',
  stone: 'url(#art-stone)',
  parchment: 'url(#art-parchment)',
  grass: 'url(#art-grass)',
  gold: 'url(#art-gold)',
} as const;

/**
 * The materials, once per board SVG (ids are shared; a second copy on the page, as on a rules page with several
 * diagrams, defines the same thing again and is harmless). `forPrint`: the same ids and colours for a printed picture
 * (print/art.tsx), without the shadow filter (the PDF draws no filters) and with grass as a plain gradient (its
 * pattern tiles with seams in a PDF).
 */
export function ArtDefs({ forPrint = false }: { forPrint?: boolean } = {}) {
  return (
    <defs>
      {!forPrint && (
        <filter id="art-shadow" x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="1.5" stdDeviation="1.2" floodColor="#000" floodOpacity="0.35" />
        </filter>
      )}
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
      {forPrint ? (
        <linearGradient id="art-grass" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={PALETTE.grass} />
          <stop offset="1" stopColor="#9dbf7e" />
        </linearGradient>
      ) : (
        <pattern id="art-grass" width="16" height="16" patternUnits="userSpaceOnUse">
          <rect width="16" height="16" fill={PALETTE.grass} />
          <path d="M3 12l1-4 1 4M10 6l1-4 1 4" stroke={PALETTE.grassDark} strokeWidth="1" fill="none" />
        </pattern>
      )}
    </defs>
  );
}

/** How wide a badge of radius `r` is drawn for `value`: round for one character, a pill for more. */
export const badgeWidth = (value: string | number, r: number): number => Math.max(2 * r, [...String(value)].length * r * 0.78 + r * 0.7);

/**
 * A small round badge with a number (health, level, a count), readable on any piece; longer words ("⟳2", "×12")
 * stretch it into a pill.
 */
export function Badge({ x, y, value, fill = PALETTE.ink, r = 8, ink = '#fff', edge = '#fff', font = r * 1.25 }: { x: number; y: number; value: string | number; fill?: string; r?: number; ink?: string; edge?: string; font?: number }) {
  const w = Math.max(badgeWidth(value, r), [...String(value)].length * font * 0.62 + r * 0.7);
  return (
    <g className="badge">
      <rect x={x - w / 2} y={y - r} width={w} height={2 * r} rx={r} fill={fill} stroke={edge} strokeWidth="1.5" />
      <text x={x} y={y + font * 0.35} textAnchor="middle" fontSize={font} fontWeight="bold" fill={ink}>
        {value}
      </text>
    </g>
  );
}
