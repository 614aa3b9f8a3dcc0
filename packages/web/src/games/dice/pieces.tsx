import { Badge, badgeWidth, LEAST_TYPE } from '../common/art.tsx';
import { Icon } from '../common/Icon.tsx';
import { SEAT_COLOURS } from '../common/svg.tsx';
import { ICONS } from './icons.generated.ts';
import { ENEMY_ICONS, HERO_ICONS, TOWER_ICONS } from './pictures.ts';

// The board's pieces, drawn: dice with pips, hero tokens, enemy chips, a gold coin. Heroes, enemies and towers are
// pictures (game-icons.net), their numbers on badges; their names are the pieces' (aria-label, tooltip).

/** The pictures of the game's pieces by id. */
export const heroIcon = (id: string) => ICONS[HERO_ICONS[id]];
export const enemyIcon = (id: string) => ICONS[ENEMY_ICONS[id]];
export const towerIcon = (id: string) => ICONS[TOWER_ICONS[id]];

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

/** A hero's token: a disc in the seat's colour with the hero's picture. */
export function HeroToken({ x, y, r, id, seat, acting }: { x: number; y: number; r: number; id: string; seat: number; acting: boolean }) {
  return (
    <g className="hero-token" data-kind={id}>
      {acting && <circle cx={x} cy={y} r={r + 3.5} fill="none" stroke="#111" strokeWidth={2} strokeDasharray="3 2" />}
      <circle cx={x} cy={y} r={r} fill={SEAT_COLOURS[seat % SEAT_COLOURS.length]} stroke="#fff" strokeWidth={1.5} />
      <Icon icon={heroIcon(id)} x={x} y={y} size={r * 1.5} />
    </g>
  );
}

/** Each tower's colour (its banner, the disc under its picture). */
export const TOWER_COLOURS: Record<string, string> = { archery: '#3d6b35', swordsmen: '#4b5563', bombers: '#a34a06', mage: '#5b21b6', stables: '#7c4a1e', trebuchet: '#1f2937' };

/** Enemy colours by type (Ground, Flying, Magic); bosses are dark red. */
export const ENEMY_COLOURS: Record<string, string> = { Ground: '#8a5a2b', Flying: '#1f6f9f', Magic: '#7e3aa8' };
export const BOSS_COLOUR = '#9b1c1c';

/**
 * A stack of enemy tokens: a chip in its type's colour with the enemy's picture and, on a badge, how many tokens it
 * holds; a boss's chip is wider: its picture, its name when there is room (`name`), its health on a red badge.
 */
export function EnemyChip({ x, y, w, h, enemy, count, health, name, fill, ring, boss }: { x: number; y: number; w: number; h: number; enemy: string; count?: number; health?: number; name?: string; fill: string; ring: boolean; boss?: boolean }) {
  const r = h / 2;
  // The count reads "×8" where the chip has room for it beside the picture, else "8".
  const value = boss || count === undefined || h + badgeWidth(`×${count}`, r - 1) > w ? (boss ? health : count) : `×${count}`;
  const bw = value === undefined ? 0 : badgeWidth(value, r - 1);
  return (
    <g className="enemy-chip" data-kind={enemy}>
      {/* A second chip behind: a stack of tokens. */}
      <rect x={x + 2} y={y + 2} width={w} height={h} rx={r} fill={fill} opacity={0.45} />
      <rect x={x} y={y} width={w} height={h} rx={r} fill={fill} stroke={ring ? '#f59e0b' : boss ? '#000' : '#fff'} strokeWidth={ring ? 3 : boss ? 1.5 : 1} className={ring ? 'box' : undefined} />
      <Icon icon={enemyIcon(enemy)} x={x + r + 1} y={y + r} size={h * 0.9} />
      {/* The name may reach past a neighbouring space: a tap there goes to the space, not to the name. */}
      {name && (
        <text x={x + h + 2} y={y + r + 4} fontSize={LEAST_TYPE} fontWeight="bold" fill="#fff" pointerEvents="none">
          {name}
        </text>
      )}
      {value !== undefined && <Badge x={x + w - Math.max(r, bw / 2 + 1)} y={y + r} r={r - 1} font={LEAST_TYPE} value={value} fill={boss ? '#dc2626' : '#1f2430'} />}
    </g>
  );
}

/** A gold coin with a number on it. */
export function Coin({ x, y, r, n }: { x: number; y: number; r: number; n: number | string }) {
  return (
    <g className="coin">
      <circle cx={x} cy={y} r={r} fill="#e0b43a" stroke="#7a5a0c" strokeWidth={1.5} />
      <text x={x} y={y + 4} textAnchor="middle" fontSize={LEAST_TYPE} fontWeight="bold" fill="#3b2a00">
        {n}
      </text>
    </g>
  );
}

/** Where a line from a box's centre towards (dx, dy) leaves a square box of half-side `half` (a road's arrow stops there, on the board and on the printed map). */
export const edge = (half: number, dx: number, dy: number): number => half / Math.max(Math.abs(dx), Math.abs(dy));

/**
 * The line from square box `a` (half-side `from.half`) to square box `b`, starting and ending `gap` past their
 * edges, and its direction (ux, uy): a tower site's arrow to a space it shoots, on the board and on the printed map.
 */
export function boxToBox(a: { x: number; y: number }, b: { x: number; y: number }, from: { half: number; gap: number }, to: { half: number; gap: number }) {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const s0 = edge(from.half, ux, uy) + from.gap;
  const s1 = edge(to.half, ux, uy) + to.gap;
  return { x1: a.x + ux * s0, y1: a.y + uy * s0, x2: b.x - ux * s1, y2: b.y - uy * s1, ux, uy };
}
