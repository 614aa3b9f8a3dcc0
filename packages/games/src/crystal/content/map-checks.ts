import { problem, type MapProblem } from '../../common/map-problems.ts';
import { buildBoard, type Board, type Hex, type HexKind } from '../board.ts';
import { directionTo } from '../hex.ts';
import type { MapData } from './schema.ts';

/*
 * The checks of a Crystal Defenders map (rows of hexes, walls on their edges), in words a designer reads. The map
 * schema runs them all (content/index.ts), so a map the rules cannot play is refused when it is loaded or patched;
 * the studio runs them as the map is drawn. A hex is named by column letter and row number ("F4").
 */

export type { MapProblem } from '../../common/map-problems.ts';

/** A map as these checks read it: the rows and the walls (the fields of `MapData` the board is built from). */
export type CrystalMapShape = Pick<MapData, 'rows' | 'walls'>;

/**
 * How big a map may be: columns are letters and the screen, the print and the bots' tables grow with the hexes;
 * every enemy spawn draws spawn cards each Spawning phase, every player spawn is a hero's way in.
 */
export const CRYSTAL_MAP_LIMITS = { rows: 16, columns: 20, crystal: 3, playerSpawns: 8, enemySpawns: 6 } as const;

/** Where a hex is written: its row, and its letter in that row. */
const hexPath = (h: Hex): string[] => ['rows', String(h.row), String(h.col)];

const read = (m: CrystalMapShape): Board => buildBoard({ id: 'check', name: 'check', difficulty: 1, description: 'check', ...m });

const hexesOf = (b: Board, kind: HexKind) => b.hexes.filter((h) => h.kind === kind);

/**
 * The hexes reached on foot from `from`: over open hexes (floor and spawns), never through a blacked-out hex or a
 * wall; crystal hexes are reached but not walked through, as enemies walk (rules/grid.ts).
 */
function onFoot(b: Board, from: string): Set<string> {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift()!;
    if (at !== from && b.hex(at)!.kind === 'crystal') continue;
    for (const n of b.neighbors(at)) {
      if (!n || seen.has(n) || b.wall(at, n) || b.hex(n)!.kind === 'blocked') continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return seen;
}

const reachesCrystal = (b: Board, from: string): boolean => [...onFoot(b, from)].some((h) => b.hex(h)!.kind === 'crystal');

/** Size: at most so many rows, and so many hexes (letters) a row. */
function size(m: CrystalMapShape): MapProblem[] {
  const L = CRYSTAL_MAP_LIMITS;
  const out: MapProblem[] = [];
  if (m.rows.length > L.rows) out.push(problem(['rows'], `A map has at most ${L.rows} rows; this one has ${m.rows.length}.`));
  m.rows.forEach((row, i) => {
    if (row.length > L.columns) out.push(problem(['rows', i], `Row ${i + 1} is ${row.length} hexes long; a row has at most ${L.columns} (columns A to ${String.fromCharCode(64 + L.columns)}).`));
  });
  return out;
}

/** The crystal: there is one, of at most three hexes, all in one piece. */
function crystal(m: CrystalMapShape): MapProblem[] {
  const b = read(m);
  const hexes = hexesOf(b, 'crystal');
  if (hexes.length === 0) return [problem(['rows'], 'The map has no crystal: mark its hex with C.')];
  const out: MapProblem[] = [];
  if (hexes.length > CRYSTAL_MAP_LIMITS.crystal)
    out.push(problem(hexPath(hexes[CRYSTAL_MAP_LIMITS.crystal]!), `The crystal covers ${hexes.length} hexes; it covers at most ${CRYSTAL_MAP_LIMITS.crystal}.`));
  // One piece: every crystal hex is reached from the first through crystal hexes.
  const piece = new Set([hexes[0]!.name]);
  for (const at of piece) for (const n of b.neighbors(at)) if (n && b.hex(n)!.kind === 'crystal') piece.add(n);
  for (const h of hexes) if (!piece.has(h.name)) out.push(problem(hexPath(h), `The crystal hex ${h.name} is apart from ${hexes[0]!.name}; the crystal is one piece of neighbouring hexes.`));
  return out;
}

/** Player spawns: at least one, at most eight, and from each a hero can walk to the crystal. */
function playerSpawns(m: CrystalMapShape): MapProblem[] {
  const b = read(m);
  const spawns = hexesOf(b, 'player-spawn');
  if (spawns.length === 0) return [problem(['rows'], 'The map has no player spawn: mark where heroes enter with +.')];
  const out: MapProblem[] = [];
  const L = CRYSTAL_MAP_LIMITS.playerSpawns;
  if (spawns.length > L) out.push(problem(hexPath(spawns[L]!), `The map has ${spawns.length} player spawns; it has at most ${L}.`));
  if (hexesOf(b, 'crystal').length)
    for (const h of spawns) if (!reachesCrystal(b, h.name)) out.push(problem(hexPath(h), `A hero entering on ${h.name} cannot walk to the crystal: walls or blacked-out hexes close it in.`));
  return out;
}

/** Enemy spawns: at least one, at most six. */
function enemySpawns(m: CrystalMapShape): MapProblem[] {
  const spawns = hexesOf(read(m), 'enemy-spawn');
  const L = CRYSTAL_MAP_LIMITS.enemySpawns;
  if (spawns.length === 0) return [problem(['rows'], 'The map has no enemy spawn: mark where enemies enter with !.')];
  return spawns.length > L ? [problem(hexPath(spawns[L]!), `The map has ${spawns.length} enemy spawns; it has at most ${L}.`)] : [];
}

/** Walls: each stands on the edge between two neighbouring hexes of the board, and no edge has two. */
function walls(m: CrystalMapShape): MapProblem[] {
  const b = read(m);
  const out: MapProblem[] = [];
  const seen = new Set<string>();
  m.walls.forEach(([x, y], i) => {
    const hx = b.hex(x);
    const hy = b.hex(y);
    if (!hx || !hy) {
      const missing = [x, y].filter((n) => !b.hex(n));
      out.push(problem(['walls', i], `The wall ${x}–${y} names ${missing.join(' and ')}, not ${missing.length === 1 ? 'a hex' : 'hexes'} of the map.`));
      return;
    }
    if (directionTo(hx, hy) < 0) {
      out.push(problem(['walls', i], `The wall ${x}–${y} joins hexes that are not neighbours; a wall stands on the edge between two.`));
      return;
    }
    const key = x < y ? `${x}|${y}` : `${y}|${x}`;
    if (seen.has(key)) out.push(problem(['walls', i], `The wall ${x}–${y} is there twice.`));
    seen.add(key);
  });
  return out;
}

/** Enemies reach the crystal: from every enemy spawn a walk over open hexes, crossing no wall, ends at the crystal. */
function enemiesReachCrystal(m: CrystalMapShape): MapProblem[] {
  const b = read(m);
  if (!hexesOf(b, 'crystal').length) return [];
  return hexesOf(b, 'enemy-spawn').flatMap((h) =>
    reachesCrystal(b, h.name) ? [] : [problem(hexPath(h), `Enemies from ${h.name} cannot reach the crystal: walls or blacked-out hexes cut every way.`)],
  );
}

/** Every check of a Crystal Defenders map by its name, in the order they are run (tests and the studio name them). */
export const crystalMapChecks = { size, crystal, playerSpawns, enemySpawns, walls, enemiesReachCrystal } as const;

/** Everything wrong with a map, in words at the path of each problem; empty when the rules can play it. */
export function crystalMapProblems(map: CrystalMapShape): MapProblem[] {
  return Object.values(crystalMapChecks).flatMap((check) => check(map));
}
