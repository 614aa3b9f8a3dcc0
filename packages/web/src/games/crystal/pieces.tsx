import { content } from '@ramparts/games/crystal/content/index.ts';
import type { DefenseState, EnemyState } from '@ramparts/games/crystal/state.ts';
import { Badge, LEAST_TYPE, PALETTE } from '../common/art.tsx';
import { Icon } from '../common/Icon.tsx';
import { SEAT_COLOURS } from '../common/svg.tsx';
import { hexPoints, side } from './geometry.ts';
import { ICONS } from './icons.generated.ts';
import { DEFENSE_ICONS, ENEMY_ICONS, HERO_ICONS } from './pictures.ts';
import { inTableContent } from '../common/content-run.tsx';

// The board's pieces, drawn at a hex's centre and scaled by the hex size `s`: each a picture (game-icons.net) in its
// token's shape and colour, its numbers as small round badges; the names are the pieces' (aria-label, tooltip).

/** Defense token colours by kind: blockades and turrets are targets, traps and auras lie on the floor. */
export const DEFENSE_COLOURS: Record<string, string> = { blockade: '#7c4a1e', turret: '#334155', trap: '#166534', aura: '#6d28d9' };
/** The floor is the road enemies walk (on the grass of the table), blacked-out hexes are rock. */
export const HEX_FILL: Record<string, string> = { floor: PALETTE.road, blocked: PALETTE.stoneDark, crystal: '#bae6fd', 'player-spawn': '#bfdbfe', 'enemy-spawn': '#fecaca' };
export const SPREAD_COLOUR = '#facc15';
export const ENEMY_COLOUR = '#991b1b';
export const FLYING_COLOUR = '#1e40af';
export const HEALTH_COLOUR = '#dc2626';
const FACE_DOWN = '#9ca3af';

/** A badge's radius: scaled with the hex, never so small that its number is under the least type (art.tsx). */
const badge = (s: number, k = 0.25): number => Math.max(LEAST_TYPE / 1.25, k * s);

/** The pictures of the game's pieces by id. */
export const heroIcon = (id: string) => ICONS[HERO_ICONS[id]];
export const defenseIcon = (id: string) => ICONS[DEFENSE_ICONS[id]];
export const enemyIcon = (id: string) => ICONS[ENEMY_ICONS[id]];

/** A hero's token: a disc in the seat's colour with the hero's picture and a red health badge. */
export function HeroToken({ x, y, s, hero, seat, health, selected }: { x: number; y: number; s: number; hero: string; seat: number; health: number; selected?: boolean }) {
  const r = 0.5 * s;
  return (
    <g className="hero-token" data-kind={hero}>
      {selected && <circle cx={x} cy={y} r={r + 4} fill="none" stroke="#111" strokeWidth={2} strokeDasharray="3 2" />}
      <circle cx={x} cy={y} r={r} fill={SEAT_COLOURS[seat % SEAT_COLOURS.length]} stroke="#fff" strokeWidth={1.5} />
      <Icon icon={heroIcon(hero)} x={x} y={y - 0.02 * s} size={0.74 * s} />
      <Badge x={x + 0.42 * s} y={y + 0.4 * s} r={badge(s)} value={health} fill={HEALTH_COLOUR} />
    </g>
  );
}

/**
 * A defense token: a smaller hexagon in its kind's colour with its picture, the sides of its spread yellow (turned to
 * its facing), its health on a red badge; face down (cooling down) it is grey and its badge shows the turns left
 * (⟳N). `under`: a trap or aura with a hero or enemy on it, drawn as an outline with its picture small in a corner,
 * so the one standing on it shows.
 */
export const DefenseToken = inTableContent(function DefenseToken({ x, y, s, d, under }: { x: number; y: number; s: number; d: DefenseState; under?: boolean }) {
  const kind = content.defense(d.defense);
  const down = d.cooldown > 0;
  const size = 0.8 * s;
  const fill = down ? FACE_DOWN : DEFENSE_COLOURS[kind.kind];
  const icon = defenseIcon(d.defense);
  return (
    <g className="defense-token" data-kind={d.defense}>
      <polygon points={hexPoints(x, y, size)} fill={under ? 'none' : fill} stroke={under ? fill : '#111'} strokeWidth={under ? 2.5 : 1} />
      {kind.spread.map((sd) => {
        const e = side(x, y, size, (d.facing + sd) % 6);
        return <line key={sd} {...e} stroke={SPREAD_COLOUR} strokeWidth={0.13 * s} strokeLinecap="round" />;
      })}
      {under ? (
        <>
          <circle cx={x - 0.56 * s} cy={y - 0.5 * s} r={badge(s, 0.24)} fill={fill} stroke="#fff" strokeWidth={1} />
          <Icon icon={icon} x={x - 0.56 * s} y={y - 0.5 * s} size={1.5 * badge(s, 0.24)} />
          {down && <Badge x={x + 0.56 * s} y={y - 0.5 * s} r={badge(s, 0.22)} value={`⟳${d.cooldown}`} />}
        </>
      ) : (
        <>
          <Icon icon={icon} x={x} y={y - 0.06 * s} size={0.74 * s} fill={down ? '#374151' : '#fff'} />
          <Badge x={x + 0.44 * s} y={y + 0.42 * s} r={badge(s)} value={down ? `⟳${d.cooldown}` : d.health} fill={down ? '#111' : HEALTH_COLOUR} />
        </>
      )}
    </g>
  );
});

/**
 * An enemy token: its picture on a rounded square (red walks, blue flies), its health on a badge; a stack on a spawn
 * shows how many share the hex (×N), a flipped token a yellow rim, a stunned one a star.
 */
export const EnemyToken = inTableContent(function EnemyToken({ x, y, s, e, count }: { x: number; y: number; s: number; e: EnemyState; count: number }) {
  const kind = content.enemy(e.enemy);
  const fill = kind.abilities.includes('flying') ? FLYING_COLOUR : ENEMY_COLOUR;
  const w = 0.96 * s;
  const h = 0.9 * s;
  return (
    <g className="enemy-token" data-kind={e.enemy}>
      {count > 1 && <rect x={x - w / 2 + 3} y={y - h / 2 + 3} width={w} height={h} rx={0.15 * s} fill={fill} opacity={0.45} />}
      <rect x={x - w / 2} y={y - h / 2} width={w} height={h} rx={0.15 * s} fill={fill} stroke={e.flipped ? SPREAD_COLOUR : '#fff'} strokeWidth={e.flipped ? 2.5 : 1} />
      <Icon icon={enemyIcon(e.enemy)} x={x} y={y - 0.02 * s} size={0.72 * s} />
      {count > 1 ? (
        <Badge x={x + w / 2} y={y - h / 2} r={badge(s, 0.24)} value={`×${count}`} />
      ) : (
        <Badge x={x + w / 2 - 0.04 * s} y={y + h / 2 - 0.04 * s} r={badge(s)} value={e.health} fill="#fff" ink={HEALTH_COLOUR} edge={HEALTH_COLOUR} />
      )}
      {e.stunned > 0 && <Badge x={x - w / 2} y={y - h / 2} r={badge(s, 0.22)} value="★" fill={SPREAD_COLOUR} ink="#111" />}
    </g>
  );
});
