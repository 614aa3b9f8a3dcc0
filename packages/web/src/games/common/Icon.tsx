/** One icon's drawing: its box and its paths (filled with one colour). */
export interface IconData {
  width: number;
  height: number;
  paths: readonly string[];
}

/**
 * A picture from a game's icon set (game-icons.net, CC BY 3.0), centred on (x, y) and `size` wide, in one colour. It
 * is part of a piece's drawing: the piece's group carries the name (aria-label) and the tooltip, so this stays hidden.
 */
export function Icon({ icon, x, y, size, fill = '#fff', stroke }: { icon: IconData; x: number; y: number; size: number; fill?: string; stroke?: string }) {
  const k = size / Math.max(icon.width, icon.height);
  return (
    <g className="icon" aria-hidden="true" transform={`translate(${x - (icon.width * k) / 2} ${y - (icon.height * k) / 2}) scale(${k})`}>
      {icon.paths.map((d, i) => (
        // A thin outline of the piece's colour keeps the icon's shape on a busy board.
        <path key={i} d={d} fill={fill} stroke={stroke} strokeWidth={stroke ? 18 : undefined} paintOrder="stroke" />
      ))}
    </g>
  );
}

/** The credit the icons' licence asks for, in words (shown on each rules page and in the README). */
export const ICON_CREDIT = 'Icons by Lorc, Delapouite & contributors, game-icons.net, CC BY 3.0';

/** A piece's picture at text size, on its token's colour (`shape`: a disc, a rounded square or a hexagon), for lists. */
export function PieceIcon({ icon, fill, shape = 'disc' }: { icon: IconData; fill: string; shape?: 'disc' | 'square' | 'hex' }) {
  const hex = [0, 1, 2, 3, 4, 5].map((k) => `${12 + 12 * Math.cos(((60 * k + 30) * Math.PI) / 180)},${12 + 12 * Math.sin(((60 * k + 30) * Math.PI) / 180)}`).join(' ');
  return (
    <svg className="piece-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      {shape === 'disc' && <circle cx={12} cy={12} r={12} fill={fill} />}
      {shape === 'square' && <rect width={24} height={24} rx={4} fill={fill} />}
      {shape === 'hex' && <polygon points={hex} fill={fill} />}
      <Icon icon={icon} x={12} y={12} size={17} />
    </svg>
  );
}

/** The icons' credit as their licence asks it: the authors, the source and the licence, linked. */
export function IconCredit() {
  return (
    <p className="icon-credit">
      Icons by Lorc, Delapouite &amp; contributors, <a href="https://game-icons.net">game-icons.net</a>, <a href="https://creativecommons.org/licenses/by/3.0/">CC BY 3.0</a>.
    </p>
  );
}
