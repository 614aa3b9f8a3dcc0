import { crystalContent as content } from '@ramparts/games';
import type { DefenseState, EnemyState } from '@ramparts/games/crystal/state.ts';
import { SEAT_COLOURS } from '../common/svg.tsx';
import { hexPoints, side } from './geometry.ts';
import { heroCode } from './words.ts';

// The board's pieces, drawn at a hex's centre and scaled by the hex size `s`: hero tokens, defense tokens with their
// yellowed spread sides (as the seed's tokens show it), enemy tokens.

/** Defense token colours by kind: blockades and turrets are targets, traps and auras lie on the floor. */
export const DEFENSE_COLOURS: Record<string, string> = { blockade: '#7c4a1e', turret: '#334155', trap: '#166534', aura: '#6d28d9' };
export const SPREAD_COLOUR = '#facc15';
export const ENEMY_COLOUR = '#991b1b';
export const FLYING_COLOUR = '#1e40af';
const FACE_DOWN = '#9ca3af';

/** Type scaled with the hex, never under 9 px (a phone's map is drawn at about its own width, so still legible). */
const font = (s: number, k: number): number => Math.max(9, k * s);

/** A hero's token: a disc in the seat's colour with the hero's two letters and a red health badge. */
export function HeroToken({ x, y, s, hero, seat, health, selected }: { x: number; y: number; s: number; hero: string; seat: number; health: number; selected?: boolean }) {
  const r = 0.5 * s;
  return (
    <g className="hero-token">
      {selected && <circle cx={x} cy={y} r={r + 4} fill="none" stroke="#111" strokeWidth={2} strokeDasharray="3 2" />}
      <circle cx={x} cy={y} r={r} fill={SEAT_COLOURS[seat % SEAT_COLOURS.length]} stroke="#fff" strokeWidth={1.5} />
      <text x={x} y={y + 0.05 * s} textAnchor="middle" fontSize={font(s, 0.36)} fontWeight="bold" fill="#fff">
        {heroCode(hero)}
      </text>
      <circle cx={x + 0.42 * s} cy={y + 0.38 * s} r={0.25 * s} fill="#dc2626" stroke="#fff" strokeWidth={1} />
      <text x={x + 0.42 * s} y={y + 0.5 * s} textAnchor="middle" fontSize={font(s, 0.32)} fontWeight="bold" fill="#fff">
        {` ${health}`}
      </text>
    </g>
  );
}

/**
 * A defense token: a smaller hexagon in its kind's colour, the sides of its spread yellow (turned to its facing), its
 * code and its health in red; face down (cooling down) it is grey and shows the turns left. `under`: a trap or aura
 * with a hero or enemy on it, drawn as an outline so the one standing on it shows.
 */
export function DefenseToken({ x, y, s, d, under }: { x: number; y: number; s: number; d: DefenseState; under?: boolean }) {
  const kind = content.defense(d.defense);
  const down = d.cooldown > 0;
  const size = 0.8 * s;
  const fill = down ? FACE_DOWN : DEFENSE_COLOURS[kind.kind];
  return (
    <g className="defense-token">
      <polygon points={hexPoints(x, y, size)} fill={under ? 'none' : fill} stroke={under ? fill : '#111'} strokeWidth={under ? 2.5 : 1} />
      {kind.spread.map((sd) => {
        const e = side(x, y, size, (d.facing + sd) % 6);
        return <line key={sd} {...e} stroke={SPREAD_COLOUR} strokeWidth={0.13 * s} strokeLinecap="round" />;
      })}
      {under ? (
        <text x={x} y={y - 0.5 * s} textAnchor="middle" fontSize={font(s, 0.26)} fontWeight="bold" fill={fill}>
          {kind.code}
          {down ? ` ⟳${d.cooldown}` : ''}
        </text>
      ) : (
        <>
          <text x={x} y={y - 0.04 * s} textAnchor="middle" fontSize={font(s, 0.34)} fontWeight="bold" fill="#fff">
            {kind.code}
          </text>
          <text x={x} y={y + 0.38 * s} textAnchor="middle" fontSize={font(s, 0.32)} fontWeight="bold" fill={down ? '#111' : '#fca5a5'}>
            {/* A leading space: read together with the code ("HT 5"), as the token's name says it. */}
            {down ? ` ⟳${d.cooldown}` : ` ${d.health}`}
          </text>
        </>
      )}
    </g>
  );
}

/** An enemy token: its code and health on a rounded square (blue for flyers); a stack shows how many share the hex. */
export function EnemyToken({ x, y, s, e, count }: { x: number; y: number; s: number; e: EnemyState; count: number }) {
  const kind = content.enemy(e.enemy);
  const fill = kind.abilities.includes('flying') ? FLYING_COLOUR : ENEMY_COLOUR;
  const w = 1.0 * s;
  const h = 0.86 * s;
  return (
    <g className="enemy-token">
      {count > 1 && <rect x={x - w / 2 + 3} y={y - h / 2 + 3} width={w} height={h} rx={0.15 * s} fill={fill} opacity={0.45} />}
      <rect x={x - w / 2} y={y - h / 2} width={w} height={h} rx={0.15 * s} fill={fill} stroke={e.flipped ? '#facc15' : '#fff'} strokeWidth={e.flipped ? 2.5 : 1} />
      <text x={x} y={y - 0.04 * s} textAnchor="middle" fontSize={font(s, 0.34)} fontWeight="bold" fill="#fff">
        {kind.code}
      </text>
      <text x={x} y={y + 0.32 * s} textAnchor="middle" fontSize={font(s, 0.32)} fontWeight="bold" fill="#fecaca">
        {count > 1 ? ` ×${count}` : ` ♥${e.health}`}
      </text>
      {e.stunned > 0 && (
        <text x={x + w / 2} y={y - h / 2 + 0.2 * s} textAnchor="middle" fontSize={font(s, 0.3)} fill="#facc15" fontWeight="bold">
          {' ★'}
        </text>
      )}
    </g>
  );
}
