import type { MapData } from './content/schema.ts';
import { center, distance, fromAxial, hexName, inWedge, line, STEPS, toAxial, type Axial } from './hex.ts';

export type HexKind = 'floor' | 'blocked' | 'crystal' | 'player-spawn' | 'enemy-spawn';
const KIND: Record<string, HexKind> = { '.': 'floor', '#': 'blocked', C: 'crystal', '+': 'player-spawn', '!': 'enemy-spawn' };

export interface Hex extends Axial {
  name: string;
  col: number;
  row: number;
  kind: HexKind;
  /** Centre for drawing, hex radius 1. */
  x: number;
  y: number;
}

/** A map read into hexes: the geometry every rule, the text board and the web board ask their questions of. */
export interface Board {
  map: MapData;
  /** Every hex, row by row. */
  hexes: Hex[];
  hex(name: string): Hex | undefined;
  /** The neighbours of a hex by direction (0 E … 5 NE), null off the board. */
  neighbors(name: string): (string | null)[];
  /** Whether a wall stands on the edge between two neighbouring hexes. */
  wall(a: string, b: string): boolean;
  crystal: string[];
  playerSpawns: string[];
  /** Enemy spawns in the order they spawn: clockwise around the crystal, starting from the top. */
  enemySpawns: string[];
}

const cache = new Map<MapData, Board>();

/** The board of a map (built once per map, until `forgetBoards`). */
export function boardOf(map: MapData): Board {
  let b = cache.get(map);
  if (!b) cache.set(map, (b = buildBoard(map)));
  return b;
}

/**
 * Drops every board, so the next `boardOf` reads the map as it is now: a patch changes a map in place (the same
 * object), and lab.ts calls this when a patch reaches a map and when it is undone. The grids and the tables built
 * from a board are kept by the board (WeakMaps), and go with it.
 */
export function forgetBoards(): void {
  cache.clear();
}

/** A map read into hexes, not kept (the map checks read maps the studio is still drawing). */
export function buildBoard(map: MapData): Board {
  const hexes: Hex[] = [];
  map.rows.forEach((text, row) => {
    [...text].forEach((ch, col) => {
      const kind = KIND[ch];
      if (!kind) return;
      const a = toAxial(col, row);
      const c = center(a);
      hexes.push({ name: hexName(col, row), col, row, kind, q: a.q, r: a.r, x: c.x, y: c.y });
    });
  });
  const byName = new Map(hexes.map((h) => [h.name, h]));
  const byAxial = new Map(hexes.map((h) => [`${h.q},${h.r}`, h.name]));
  const neighbors = new Map(hexes.map((h) => [h.name, STEPS.map(([dq, dr]) => byAxial.get(`${h.q + dq},${h.r + dr}`) ?? null)]));
  const walls = new Set<string>();
  for (const [a, b] of map.walls) walls.add(edgeKey(a, b));
  const of = (k: HexKind) => hexes.filter((h) => h.kind === k);
  const crystal = of('crystal');
  const mid = { x: avg(crystal.map((h) => h.x)), y: avg(crystal.map((h) => h.y)) };
  // Clockwise from the top: angle measured from north, growing clockwise (screen y down).
  const fromTop = (h: Hex) => (Math.atan2(h.x - mid.x, -(h.y - mid.y)) + 2 * Math.PI) % (2 * Math.PI);
  return {
    map,
    hexes,
    hex: (name) => byName.get(name),
    neighbors: (name) => neighbors.get(name) ?? [null, null, null, null, null, null],
    wall: (a, b) => walls.has(edgeKey(a, b)),
    crystal: crystal.map((h) => h.name),
    playerSpawns: of('player-spawn').map((h) => h.name),
    enemySpawns: of('enemy-spawn')
      .sort((a, b) => fromTop(a) - fromTop(b) || a.row - b.row || a.col - b.col)
      .map((h) => h.name),
  };
}

const avg = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
const edgeKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

export { distance, fromAxial, inWedge, line };
