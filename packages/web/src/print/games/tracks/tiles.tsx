/**
 * The tiles: each track tile (A1-A25, B1-B25, two copies each) has an enemy wave on its back, its units in the four
 * quadrants a Wave Modifier L-Hex reveals one at a time (Unit 1 top left, then clockwise); the start tiles (space 0,
 * and 26 where reverse waves begin); and the obstacles, as many as the fullest playing field holds.
 */
import { content, LETTER_OF_TYPE, type UnitCard, type WaveCard } from '@ramparts/games/tracks/content/index.ts';
import { PALETTE } from '../../../games/common/art.tsx';
import { ObstacleTile, TrackTile, TYPE_NAMES, UnitToken } from '../../../games/tracks/pieces.tsx';
import type { TokenSpec } from '../../types.ts';
import { Lines, Svg } from '../../art.tsx';
import { capital, QUAD_MM } from './common.tsx';
import { QUADRANTS } from './towers.tsx';

/** A unit's extra rules, a short line each: its abilities and Resistances. */
export function unitExtras(u: UnitCard, w?: WaveCard): string[] {
  return [
    ...(w?.reverse ? [content.abilities.get('reverse')!.name] : []),
    ...(u.abilities ?? []).map((a) => content.abilities.get(a)!.name),
    ...Object.entries(u.resist ?? {}).map(([t, n]) => `Resists ${TYPE_NAMES[LETTER_OF_TYPE[t as keyof typeof LETTER_OF_TYPE]]} ${n}`),
  ];
}

function TrackSide({ track, n, id, note }: { track: 'A' | 'B'; n: number; id: string; note: string }) {
  return (
    <Svg w={100} h={100}>
      <TrackTile x={0} y={0} size={100} track={track} n={n} links={[]} />
      <text x={50} y={53} textAnchor="middle" fontSize={6} fill={PALETTE.ink}>
        {`space ${n}`}
      </text>
      <rect x={12} y={85} width={76} height={10} rx={2} fill="#fff" opacity={0.8} />
      <text x={50} y={92} textAnchor="middle" fontSize={5} fill={PALETTE.ink}>
        {note}
      </text>
      <text x={96} y={8} textAnchor="end" fontSize={4.5} fill={PALETTE.ink}>
        {id}
      </text>
    </Svg>
  );
}

/** The least type on a tile (100 units = the tile's side): 2.2 mm. */
const MIN_FONT = (2.2 / QUAD_MM) * 100 + 0.05;

function UnitQuadrant({ w, i, x, y }: { w: WaveCard; i: number; x: number; y: number }) {
  const u = w.units[i];
  if (!u)
    return (
      <g>
        <rect x={x} y={y} width={50} height={50} fill="#e5e7eb" stroke={PALETTE.stoneDark} strokeWidth={0.4} />
        <Lines x={x + 25} y={y + 22} size={5} anchor="middle" fill={PALETTE.inkSoft} lines={['No unit here:', 'the wave is', 'defeated']} />
      </g>
    );
  const extras = unitExtras(u, w);
  return (
    <g>
      <rect x={x} y={y} width={50} height={50} fill="#fff1f2" stroke={PALETTE.danger} strokeWidth={0.4} />
      <text x={x + 25} y={y + 6.5} textAnchor="middle" fontSize={4.6} fontWeight="bold" fill={PALETTE.ink}>
        {`Track ${w.track} · Rank ${w.rank}`}
      </text>
      <g transform={`translate(${x + 12.5} ${y + 24})`}>
        <UnitToken size={22} number={w.rank} hp={u.hp} move={u.move} left={w.units.length - i} minFont={MIN_FONT} />
      </g>
      <text x={x + 36} y={y + 15} textAnchor="middle" fontSize={4.2} fill={PALETTE.ink}>
        {`Unit ${i + 1} of ${w.units.length}`}
      </text>
      <text x={x + 36} y={y + 25.5} textAnchor="middle" fontSize={7} fontWeight="bold" fill={PALETTE.danger}>
        {`${u.hp} HP`}
      </text>
      <text x={x + 36} y={y + 33} textAnchor="middle" fontSize={4.6} fill={PALETTE.ink}>
        {`Moves ${u.move}`}
      </text>
      <Lines x={x + 25} y={y + (extras.length > 1 ? 42 : 45)} size={4.4} gap={1.15} anchor="middle" bold fill="#7f1d1d" lines={extras.slice(0, 2)} />
    </g>
  );
}

function WaveSide({ w }: { w: WaveCard }) {
  return (
    <Svg w={100} h={100}>
      <rect width={100} height={100} fill={PALETTE.danger} />
      {QUADRANTS.map(([c, r], i) => (
        <UnitQuadrant key={i} w={w} i={i} x={c * 50} y={r * 50} />
      ))}
    </Svg>
  );
}

function StartSide({ track, n, reverse }: { track: 'A' | 'B'; n: number; reverse: boolean }) {
  return (
    <Svg w={100} h={100}>
      <rect width={100} height={100} fill={track === 'A' ? '#dbeafe' : '#ffedd5'} />
      <rect x={4} y={4} width={92} height={92} rx={4} fill="none" stroke={PALETTE.ink} strokeWidth={0.6} strokeDasharray="3 2" />
      <text x={50} y={46} textAnchor="middle" fontSize={20} fontWeight="bold" fill={PALETTE.ink}>
        {`${track}${n}`}
      </text>
      <Lines x={50} y={62} size={6} anchor="middle" fill={PALETTE.ink} lines={reverse ? ['Start of reverse', `waves of Track ${track}`] : [`Start of Track ${track}:`, 'new waves enter here']} />
    </Svg>
  );
}

/** Every wave tile of the content: the track side up, its wave on the back. */
export function trackTiles(): TokenSpec[] {
  const rules = content.rules;
  const rankSpan = (track: 'A' | 'B', n: number) => {
    const ranks = [...new Set(content.waveList.filter((w) => w.track === track && w.number === n).map((w) => w.rank))].sort((a, b) => a - b);
    return ranks.length === 1 ? `rank ${ranks[0]}` : `ranks ${ranks[0]}-${ranks[ranks.length - 1]}`;
  };
  const tiles: TokenSpec[] = content.waveList.map((w) => ({
    id: `track ${w.track}${w.number} (tile ${w.id}) / wave of rank ${w.rank}`,
    shape: 'square',
    size: QUAD_MM,
    front: <TrackSide track={w.track} n={w.number} id={w.id} note={`Wave of ${rankSpan(w.track, w.number)} behind`} />,
    back: <WaveSide w={w} />,
  }));
  const starts: TokenSpec[] = (['A', 'B'] as const).map((track) => ({
    id: `track ${track}0 / ${track}${rules.reverseStart} (start tiles)`,
    shape: 'square',
    size: QUAD_MM,
    front: <StartSide track={track} n={0} reverse={false} />,
    back: <StartSide track={track} n={rules.reverseStart} reverse />,
  }));
  return [...tiles, ...starts];
}

/** The most obstacles any playing field of the content holds: the box holds that many. */
export function obstacleCount(): number {
  return Math.max(0, ...[...content.layouts.values()].map((l) => l.rows.join(' ').split(/\s+/).filter((t) => t === '###').length));
}

function ObstacleSide({ variant }: { variant: number }) {
  return (
    <Svg w={100} h={100}>
      <ObstacleTile x={0} y={0} size={100} variant={variant} />
      <rect x={22} y={2} width={56} height={11} rx={2} fill="#fff" opacity={0.85} />
      <text x={50} y={10} textAnchor="middle" fontSize={7} fontWeight="bold" fill={PALETTE.ink}>
        {capital('obstacle')}
      </text>
    </Svg>
  );
}

export function obstacleTiles(): TokenSpec[] {
  return Array.from({ length: obstacleCount() }, (_, k) => ({ id: `obstacle #${k + 1}`, shape: 'square', size: QUAD_MM, front: <ObstacleSide variant={k % 3} /> }));
}
