import { content, type Defense, type Enemy } from '@ramparts/games/crystal/content/index.ts';
import type { ReactElement } from 'react';
import { Icon } from '../../../games/common/Icon.tsx';
import { hexPoints, side } from '../../../games/crystal/geometry.ts';
import { DEFENSE_COLOURS, ENEMY_COLOUR, FLYING_COLOUR, HEALTH_COLOUR, SPREAD_COLOUR, defenseIcon, enemyIcon, heroIcon } from '../../../games/crystal/pieces.tsx';
import type { TokenSpec } from '../../types.ts';
import { enemyTokenCounts, markerCounts, MARKERS, type Marker } from './box.ts';
import { Lines, Svg, textWidth, wrap } from '../../art.tsx';
import { INK, kitColour } from './art.tsx';

// The tokens: each defense's bag (face up: its spread, health, attack and range; face down: its cooldown), the
// enemies (their four numbers where the rulebook's token has them; those that flip have their flipped side on the
// back), a token per hero, and the markers for stunned, weakened, confused and calmed enemies.

/**
 * Sizes in millimetres: a board hex is 34 mm corner to corner, 29.4 mm across its flats, so every token fits on one.
 * A defense is a disc with its hexagon drawn on it: its sides show the spread and line up with the board's hexes
 * (the printer's hex cut has flat tops, the board's hexes pointed tops).
 */
export const TOKEN_MM = { defense: 28, enemy: 22, hero: 22, marker: 18 } as const;
const FACE_DOWN = '#9ca3af';
/**
 * A defense's name on its token, over its picture where the hexagon narrows to its top corner: one line, else two
 * (the first shorter), else three; at 8.5 units (2.4 mm) when it fits, never under 8 (2.2 mm).
 */
function tokenName(d: Defense): { lines: string[]; size: number; y: number } {
  for (const size of [8.5, 8]) {
    if (textWidth(d.name, size, true) <= 58) return { lines: [d.name], size, y: 31 };
    const words = d.name.split(' ');
    const splits = words.slice(1).map((_, k) => [words.slice(0, k + 1).join(' '), words.slice(k + 1).join(' ')]);
    const fits = splits.filter(([a, b]) => textWidth(a, size, true) <= 56 && textWidth(b, size, true) <= 68);
    const best = fits.sort((x, y) => Math.max(...x.map((l) => textWidth(l, size, true))) - Math.max(...y.map((l) => textWidth(l, size, true))))[0];
    if (best) return { lines: best, size, y: 26.5 };
  }
  return { lines: wrap(d.name, 56, 8, true), size: 8, y: 22 };
}

/** A defense token's face-up side: its name, picture, yellow spread sides, attack, range and health. */
export function defenseFront(d: Defense): ReactElement {
  const name = tokenName(d);
  const health = `${d.health} health`;
  const pill = textWidth(health, 9, true) + 8;
  const fill = DEFENSE_COLOURS[d.kind];
  return (
    <Svg w={100} h={100}>
      <circle cx={50} cy={50} r={50} fill={fill} />
      <polygon points={hexPoints(50, 50, 48)} fill={fill} stroke="#fff" strokeWidth={1} />
      {[...new Set(d.spread)].map((sd) => (
        <line key={sd} {...side(50, 50, 44, sd)} stroke={SPREAD_COLOUR} strokeWidth={7} strokeLinecap="round" />
      ))}
      <Lines anchor="middle" lines={name.lines} x={50} y={name.y} size={name.size} gap={1.1} fill="#fff" bold />
      <Icon icon={defenseIcon(d.id)} x={50} y={51} size={17} />
      {stat(29, 55, d.attack, 'attack')}
      {stat(71, 55, d.range, 'range')}
      <rect x={50 - pill / 2} y={67} width={pill} height={13} rx={6.5} fill={HEALTH_COLOUR} stroke="#fff" strokeWidth={1} />
      <text x={50} y={76.6} fontSize={9} fontWeight="bold" fill="#fff" textAnchor="middle">
        {health}
      </text>
    </Svg>
  );
}

/** A number over its word, centred on x (a defense token's attack and range). */
function stat(x: number, y: number, value: number, word: string) {
  return (
    <>
      <text x={x} y={y} fontSize={13} fontWeight="bold" fill="#fff" textAnchor="middle">
        {value}
      </text>
      <text x={x} y={y + 9} fontSize={8} fill="#fff" textAnchor="middle">
        {word}
      </text>
    </>
  );
}

/** A defense token's face-down side: grey, its picture, and the cooldown to count down before it turns up again. */
export function defenseBack(d: Defense): ReactElement {
  const name = tokenName(d);
  return (
    <Svg w={100} h={100}>
      <circle cx={50} cy={50} r={50} fill={FACE_DOWN} />
      <polygon points={hexPoints(50, 50, 48)} fill={FACE_DOWN} stroke="#fff" strokeWidth={1} />
      <Lines anchor="middle" lines={name.lines} x={50} y={name.y} size={name.size} gap={1.1} fill={INK} bold />
      <Icon icon={defenseIcon(d.id)} x={50} y={49} size={20} fill="#374151" />
      <text x={50} y={68} fontSize={8.5} fill={INK} textAnchor="middle">
        cooldown
      </text>
      <circle cx={50} cy={79} r={8} fill={INK} />
      <text x={50} y={83.5} fontSize={13} fontWeight="bold" fill="#fff" textAnchor="middle">
        {d.rate}
      </text>
    </Svg>
  );
}

/**
 * An enemy token: the rulebook's four numbers clockwise from the top left — Speed, Attack, Health, Range — round its
 * picture, its name above, the mana it pays under. `flipped`: the back of an enemy that flips (its flipped side's
 * numbers, a yellow rim). Wyverns are blue, as on the board: they fly.
 */
export function enemyFace(e: Enemy, flipped: boolean): ReactElement {
  const side = flipped && e.flipped ? e.flipped : e;
  const fill = e.abilities.includes('flying') ? FLYING_COLOUR : ENEMY_COLOUR;
  const corner = (x: number, y: number, value: number, word: string, anchor: 'start' | 'end') => (
    <>
      <text x={x} y={y} fontSize={19} fontWeight="bold" fill="#fff" textAnchor={anchor}>
        {value}
      </text>
      <text x={x} y={y + 10.5} fontSize={10} fill="#fff" textAnchor={anchor}>
        {word}
      </text>
    </>
  );
  return (
    <Svg w={100} h={100}>
      <rect x={0} y={0} width={100} height={100} fill={fill} />
      {flipped && <rect x={3} y={3} width={94} height={94} rx={6} fill="none" stroke={SPREAD_COLOUR} strokeWidth={3} />}
      <text x={50} y={17} fontSize={13} fontWeight="bold" fill="#fff" textAnchor="middle">
        {e.name}
      </text>
      <Icon icon={enemyIcon(e.id)} x={50} y={42} size={28} />
      {flipped && (
        <text x={50} y={68} fontSize={10} fontWeight="bold" fill={SPREAD_COLOUR} textAnchor="middle">
          flipped
        </text>
      )}
      {corner(7, 40, side.speed, 'speed', 'start')}
      {corner(93, 40, side.attack, 'attack', 'end')}
      {corner(7, 70, side.range, 'range', 'start')}
      <circle cx={80} cy={66} r={10.5} fill="#fff" stroke={HEALTH_COLOUR} strokeWidth={2} />
      <text x={80} y={72.5} fontSize={e.health > 9 ? 14 : 18} fontWeight="bold" fill={HEALTH_COLOUR} textAnchor="middle">
        {e.health}
      </text>
      <text x={93} y={87} fontSize={10} fill="#fff" textAnchor="end">
        health
      </text>
      <text x={7} y={94} fontSize={10} fill="#fde68a">
        {`${e.bounty} mana`}
      </text>
    </Svg>
  );
}

/** A hero's token: a disc in its kit's colour with its picture and name; its back, a fallen hero's reminder. */
export function heroToken(heroId: string, fallen = false): ReactElement {
  const h = content.hero(heroId);
  return (
    <Svg w={100} h={100}>
      <circle cx={50} cy={50} r={50} fill={fallen ? '#4b5563' : kitColour(h.kit.id)} />
      <circle cx={50} cy={50} r={45} fill="none" stroke="#fff" strokeWidth={2} />
      <Icon icon={heroIcon(heroId)} x={50} y={fallen ? 26 : 40} size={fallen ? 26 : 46} fill={fallen ? '#d1d5db' : '#fff'} />
      <text x={50} y={fallen ? 50 : 78} fontSize={10} fontWeight="bold" fill="#fff" textAnchor="middle">
        {h.name}
      </text>
      {fallen && <Lines anchor="middle" lines={['fallen: sits', 'out a Hero', 'phase']} x={50} y={61} size={10} gap={1.05} fill="#fff" />}
    </Svg>
  );
}

const MARKER_LOOK: Record<Marker, { fill: string; ink: string; word: string; front: () => string; back?: () => string }> = {
  stun: { fill: SPREAD_COLOUR, ink: INK, word: 'Stunned', front: () => `${maxStun()} phase${maxStun() === 1 ? '' : 's'}`, back: () => '1 phase' },
  weaken: { fill: '#7c3aed', ink: '#fff', word: 'Weakened', front: () => 'next attack -1' },
  confused: { fill: '#db2777', ink: '#fff', word: 'Confused', front: () => 'hits an enemy' },
  calming: { fill: '#1e3a8a', ink: '#fff', word: 'Calmed', front: () => 'no target' },
};
/** The longest stun a defense gives: a stun marker shows it face up and counts down by turning over. */
const maxStun = () => Math.max(1, ...content.defenses.map((d) => d.keywords.stun ?? 0));

function markerFace(m: Marker, words: string): ReactElement {
  const look = MARKER_LOOK[m];
  const lines = wrap(words, 70, 12.5);
  return (
    <Svg w={100} h={100}>
      <circle cx={50} cy={50} r={50} fill={look.fill} />
      <text x={50} y={lines.length > 1 ? 40 : 47} fontSize={13} fontWeight="bold" fill={look.ink} textAnchor="middle">
        {look.word}
      </text>
      <Lines anchor="middle" lines={lines} x={50} y={lines.length > 1 ? 57 : 65} size={12.5} gap={1.1} fill={look.ink} />
    </Svg>
  );
}

/** The defense tokens: as many of each as its bag holds. */
export function defenseTokens(): TokenSpec[] {
  return content.defenses.flatMap((d) =>
    Array.from({ length: d.tokens }, (_, i) => ({ id: `defense ${d.id} #${i + 1}`, shape: 'circle' as const, size: TOKEN_MM.defense, front: defenseFront(d), back: defenseBack(d) })),
  );
}

/** The enemy tokens (counts: box.ts); an enemy that flips has its flipped side on the back. */
export function enemyTokens(): TokenSpec[] {
  const counts = enemyTokenCounts();
  return content.enemies.flatMap((e) =>
    Array.from({ length: counts[e.id] ?? 0 }, (_, i) => ({
      id: `enemy ${e.id} #${i + 1}`,
      shape: 'square' as const,
      size: TOKEN_MM.enemy,
      front: enemyFace(e, false),
      ...(e.flipped ? { back: enemyFace(e, true) } : {}),
    })),
  );
}

/** A token per hero. */
export function heroTokens(): TokenSpec[] {
  return content.heroes.map((h) => ({ id: `hero ${h.id}`, shape: 'circle' as const, size: TOKEN_MM.hero, front: heroToken(h.id), back: heroToken(h.id, true) }));
}

/**
 * The status markers (counts: box.ts); a stun marker turns over to count its phases down, the others are the same
 * on both sides.
 */
export function markerTokens(): TokenSpec[] {
  const counts = markerCounts();
  return MARKERS.flatMap((m) => {
    const look = MARKER_LOOK[m];
    const countsDown = m === 'stun' && maxStun() > 1;
    return Array.from({ length: counts[m] }, (_, i) => ({
      id: `marker ${m} #${i + 1}`,
      shape: 'circle' as const,
      size: TOKEN_MM.marker,
      front: markerFace(m, look.front()),
      back: markerFace(m, countsDown && look.back ? look.back() : look.front()),
    }));
  });
}
