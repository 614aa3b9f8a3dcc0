import { boardOf } from '@ramparts/games/crystal/board.ts';
import type { MapData } from '@ramparts/games/crystal/content/index.ts';
import type { ReactElement } from 'react';
import { PALETTE } from '../../../games/common/art.tsx';
import { hexPoints, side } from '../../../games/crystal/geometry.ts';
import { HEX_FILL } from '../../../games/crystal/pieces.tsx';
import type { BoardSpec } from '../../types.ts';
import { Lines, Svg, wrap } from '../../art.tsx';
import { Crystal, INK, PAPER } from './art.tsx';

// Each map at scale, as the web board draws it: every hex with its name, the walls on hex edges, the player spawns
// (+), the enemy spawns (!) numbered in the order they spawn, the crystal; a title and a legend round it.

/** A hex's radius (centre to corner) in millimetres: 34 mm corner to corner, 29.4 mm across. */
export const HEX_MM = 17;
const SQRT3 = Math.sqrt(3);
const MARGIN = 10;
const FOOT = 19;
const SPAWN_RED = '#b91c1c';
const SPAWN_BLUE = '#1d4ed8';

/** A map drawn in millimetres, with its title over it and a legend under it. */
export function mapArt(map: MapData): { art: ReactElement; width: number; height: number } {
  const board = boardOf(map);
  const R = HEX_MM;
  const xs = board.hexes.map((h) => h.x);
  const ys = board.hexes.map((h) => h.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const mapW = (Math.max(...xs) - minX + SQRT3) * R;
  const mapH = (Math.max(...ys) - minY + 2) * R;
  const width = Math.round(mapW + 2 * MARGIN);
  const description = wrap(map.description, width - 2 * MARGIN, 4);
  const HEAD = 17 + description.length * 4.8;
  const height = Math.round(HEAD + mapH + FOOT);
  const at = (h: { x: number; y: number }) => ({ x: MARGIN + (h.x - minX + SQRT3 / 2) * R, y: HEAD + (h.y - minY + 1) * R });
  const spawnOrder = new Map(board.enemySpawns.map((n, i) => [n, i + 1]));

  const hexes = board.hexes.map((h) => {
    const { x, y } = at(h);
    return (
      <g key={h.name} data-hex={h.name} data-kind={h.kind}>
        <polygon points={hexPoints(x, y, R - 0.35)} fill={HEX_FILL[h.kind]} stroke={PALETTE.roadEdge} strokeWidth={0.35} />
        {h.kind !== 'blocked' && (
          <text x={x} y={y - 0.56 * R} fontSize={3.2} fill={PALETTE.inkSoft} textAnchor="middle">
            {h.name}
          </text>
        )}
        {h.kind === 'crystal' && <Crystal x={x} y={y + 0.12 * R} h={1.05 * R} />}
        {h.kind === 'player-spawn' && (
          <>
            <text x={x} y={y + 0.3 * R} fontSize={0.95 * R} fontWeight="bold" fill={SPAWN_BLUE} textAnchor="middle">
              +
            </text>
            <Lines anchor="middle" lines={['player', 'spawn']} x={x} y={y + 0.48 * R} size={2.6} gap={1.05} fill={SPAWN_BLUE} />
          </>
        )}
        {h.kind === 'enemy-spawn' && (
          <>
            <text x={x - 0.22 * R} y={y + 0.28 * R} fontSize={0.85 * R} fontWeight="bold" fill={SPAWN_RED} textAnchor="middle">
              !
            </text>
            <circle cx={x + 0.22 * R} cy={y - 0.02 * R} r={0.24 * R} fill={SPAWN_RED} />
            <text x={x + 0.22 * R} y={y + 0.1 * R} fontSize={0.34 * R} fontWeight="bold" fill="#fff" textAnchor="middle">
              {spawnOrder.get(h.name)}
            </text>
            <Lines anchor="middle" lines={['enemy', 'spawn']} x={x} y={y + 0.48 * R} size={2.6} gap={1.05} fill={SPAWN_RED} />
          </>
        )}
      </g>
    );
  });

  const walls = map.walls.map(([a, b]) => {
    const ha = board.hex(a);
    const dir = [0, 1, 2, 3, 4, 5].find((d) => board.neighbors(a)[d] === b);
    if (!ha || dir === undefined) return null;
    const { x, y } = at(ha);
    const e = side(x, y, R, dir);
    return (
      <g key={`${a}-${b}`} data-wall={`${a}-${b}`}>
        <line {...e} stroke={INK} strokeWidth={2.6} strokeLinecap="round" />
        <line {...e} stroke={PALETTE.stone} strokeWidth={1} strokeLinecap="round" strokeDasharray="2.2 1.4" />
      </g>
    );
  });

  const legendY = HEAD + mapH + 7;
  const spawns = board.enemySpawns.length;
  const legend: [ReactElement, string][] = [
    [<Crystal key="c" x={0} y={0} h={9} />, 'The crystal: nothing enters it; an enemy attack on it loses the game.'],
    [<text key="p" x={0} y={3} fontSize={10} fontWeight="bold" fill={SPAWN_BLUE} textAnchor="middle">+</text>, 'Player spawn: heroes enter and respawn here; nothing is built here.'],
    [
      <text key="e" x={0} y={3.2} fontSize={10} fontWeight="bold" fill={SPAWN_RED} textAnchor="middle">!</text>,
      `Enemy spawn: enemies arrive here, may share it, cannot be hit on it.${spawns > 1 ? ` Numbered in spawn order, 1 to ${spawns}.` : ''}`,
    ],
    [
      <g key="w">
        <line x1={-5} y1={0} x2={5} y2={0} stroke={INK} strokeWidth={2.6} strokeLinecap="round" />
        <line x1={-5} y1={0} x2={5} y2={0} stroke={PALETTE.stone} strokeWidth={1} strokeDasharray="2.2 1.4" />
      </g>,
      'Wall: nothing walks, shoots or sees through it (Wyverns fly over; Forceful defenses shoot through).',
    ],
    [<polygon key="b" points={hexPoints(0, 0, 5)} fill={HEX_FILL.blocked} />, 'Blacked out: nothing enters it, nothing is built there.'],
  ];
  const colW = (width - 2 * MARGIN) / legend.length;
  const legendParts = legend.map(([mark, words], i) => {
    const x = MARGIN + i * colW;
    const lines = wrap(words, colW - 20, 3.2);
    return (
      <g key={i}>
        <g transform={`translate(${x + 6} ${legendY})`}>{mark}</g>
        <Lines lines={lines} x={x + 13} y={legendY - 3} size={3.2} gap={1.2} fill={INK} anchor="start" />
      </g>
    );
  });

  const art = (
    <Svg w={width} h={height}>
      <rect x={0} y={0} width={width} height={height} fill={PAPER} />
      <text x={MARGIN} y={12} fontSize={8} fontWeight="bold" fill={INK}>
        {map.name}
      </text>
      <Lines gap={1.15} lines={description} x={MARGIN} y={19} size={4} fill={PALETTE.inkSoft} anchor="start" />
      {hexes}
      <g>{walls}</g>
      {legendParts}
    </Svg>
  );
  return { art, width, height };
}

/** A board per map, in the content's order (the gentlest first). */
export function mapBoards(maps: readonly MapData[]): BoardSpec[] {
  return maps.map((m) => {
    const { art, width, height } = mapArt(m);
    return { id: `map ${m.id}`, title: m.name, width, height, art };
  });
}
