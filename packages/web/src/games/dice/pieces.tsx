import { SEAT_COLOURS } from '../common/svg.tsx';

// The board's pieces, drawn: dice with pips, hero tokens, enemy chips, a gold coin.

/** Pip positions on a die of side 1, by face. */
const PIPS: Record<number, [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [[0.27, 0.27], [0.73, 0.73]],
  3: [[0.27, 0.27], [0.5, 0.5], [0.73, 0.73]],
  4: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]],
  5: [[0.27, 0.27], [0.73, 0.27], [0.5, 0.5], [0.27, 0.73], [0.73, 0.73]],
  6: [[0.27, 0.25], [0.73, 0.25], [0.27, 0.5], [0.73, 0.5], [0.27, 0.75], [0.73, 0.75]],
};

/** A die showing `face` (1-6) with pips; 0 or less is drawn as an empty, greyed die. */
export function Die({ x, y, size, face, fill = '#fff', pip = '#222', stroke = '#333' }: { x: number; y: number; size: number; face: number; fill?: string; pip?: string; stroke?: string }) {
  return (
    <g className="die">
      <rect x={x} y={y} width={size} height={size} rx={size * 0.18} fill={face > 0 ? fill : '#ddd'} stroke={stroke} strokeWidth={1.2} />
      {(PIPS[face] ?? []).map(([px, py], i) => (
        <circle key={i} cx={x + px * size} cy={y + py * size} r={size * 0.09} fill={pip} />
      ))}
    </g>
  );
}

/** A hero's token: a disc in the seat's colour with the hero's initial. */
export function HeroToken({ x, y, r, id, seat, acting }: { x: number; y: number; r: number; id: string; seat: number; acting: boolean }) {
  return (
    <g className="hero-token">
      {acting && <circle cx={x} cy={y} r={r + 3.5} fill="none" stroke="#111" strokeWidth={2} strokeDasharray="3 2" />}
      <circle cx={x} cy={y} r={r} fill={SEAT_COLOURS[seat % SEAT_COLOURS.length]} stroke="#fff" strokeWidth={1.5} />
      <text x={x} y={y + r * 0.42} textAnchor="middle" fontSize={r * 1.15} fontWeight="bold" fill="#fff">
        {id[0].toUpperCase()}
      </text>
    </g>
  );
}

/** Enemy colours by type (Ground, Flying, Magic); bosses are dark red. */
export const ENEMY_COLOURS: Record<string, string> = { Ground: '#8a5a2b', Flying: '#1f6f9f', Magic: '#7e3aa8' };
export const BOSS_COLOUR = '#9b1c1c';

/** A stack of enemy tokens: a chip with its code and count (a boss: its name and health). */
export function EnemyChip({ x, y, w, h, text, fill, ring, boss }: { x: number; y: number; w: number; h: number; text: string; fill: string; ring: boolean; boss?: boolean }) {
  return (
    <g className="enemy-chip">
      {/* A second chip behind: a stack of tokens. */}
      <rect x={x + 2} y={y + 2} width={w} height={h} rx={h / 2} fill={fill} opacity={0.45} />
      <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} stroke={ring ? '#f59e0b' : boss ? '#000' : '#fff'} strokeWidth={ring ? 3 : boss ? 1.5 : 1} className={ring ? 'box' : undefined} />
      <text x={x + w / 2} y={y + h / 2 + 4} textAnchor="middle" fontSize="11" fontWeight="bold" fill="#fff">
        {text}
      </text>
    </g>
  );
}

/** A gold coin with a number on it. */
export function Coin({ x, y, r, n }: { x: number; y: number; r: number; n: number | string }) {
  return (
    <g className="coin">
      <circle cx={x} cy={y} r={r} fill="#e0b43a" stroke="#7a5a0c" strokeWidth={1.5} />
      <text x={x} y={y + 4} textAnchor="middle" fontSize="11" fontWeight="bold" fill="#3b2a00">
        {n}
      </text>
    </g>
  );
}
