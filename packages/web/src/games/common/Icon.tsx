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
