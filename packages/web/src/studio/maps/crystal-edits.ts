import { buildBoard, type Board, type HexKind } from '@ramparts/games/crystal/board.ts';
import type { MapData } from '@ramparts/games/crystal/content/schema.ts';
import { parseHexName } from '@ramparts/games/crystal/hex.ts';

/*
 * The edits of a Crystal Defenders map (rows of hexes, one letter each, and walls on the edges between two), as pure
 * functions of the map file: each gives a new map, which the studio sets as the file's new value. An edit never
 * refuses: a map left without a crystal or with an enemy spawn walled in is what the checks then name.
 */

/** A map file as the editor reads it (its id, name, difficulty and description are kept as they are). */
export type CrystalMap = Pick<MapData, 'rows' | 'walls'> & { [other: string]: unknown };

/** A place of the map a problem can be about: a hex, or the wall between two. */
export type CrystalPlace = { kind: 'hex'; name: string } | { kind: 'wall'; a: string; b: string };

/** The letter each kind of hex is written with in a row. */
export const LETTER: Record<HexKind, string> = { floor: '.', blocked: '#', crystal: 'C', 'player-spawn': '+', 'enemy-spawn': '!' };

/** Each kind in words, as the editor's buttons and labels say it. */
export const KIND_WORDS: Record<HexKind, string> = {
  floor: 'open floor',
  blocked: 'blacked out (off the map)',
  crystal: 'the crystal',
  'player-spawn': 'a player spawn',
  'enemy-spawn': 'an enemy spawn',
};

/** The map read into hexes (not kept: the map changes at every edit). */
export const boardOfMap = (m: CrystalMap): Board => buildBoard({ id: 'studio', name: 'studio', difficulty: 1, description: 'studio', ...m } as MapData);

/** A hex's kind, or null when the map has no hex by that name. */
export function kindOf(m: CrystalMap, name: string): HexKind | null {
  const at = parseHexName(name);
  const ch = at ? m.rows[at.row]?.[at.col] : undefined;
  const found = (Object.entries(LETTER) as [HexKind, string][]).find(([, l]) => l === ch);
  return found ? found[0] : null;
}

/** The hex `name` made of `kind` (its letter in its row changed; the other rows are the old map's own strings). */
export function setKind(m: CrystalMap, name: string, kind: HexKind): CrystalMap {
  const at = parseHexName(name);
  const row = at ? m.rows[at.row] : undefined;
  if (!at || row === undefined || at.col >= row.length || kindOf(m, name) === kind) return m;
  const rows = [...m.rows];
  rows[at.row] = row.slice(0, at.col) + LETTER[kind] + row.slice(at.col + 1);
  return { ...m, rows };
}

/** A hex turned on (open floor) when it is blacked out, else off (blacked out: no one walks there). */
export const toggleHex = (m: CrystalMap, name: string): CrystalMap => setKind(m, name, kindOf(m, name) === 'blocked' ? 'floor' : 'blocked');

/** A hex made of `kind`, or back to open floor when it already is (a click with a kind's tool toggles it). */
export const toggleKind = (m: CrystalMap, name: string, kind: HexKind): CrystalMap => setKind(m, name, kindOf(m, name) === kind ? 'floor' : kind);

/** The whole crystal moved onto one hex: every crystal hex becomes open floor, and `name` the crystal. */
export function moveCrystal(m: CrystalMap, name: string): CrystalMap {
  const cleared = { ...m, rows: m.rows.map((r) => r.replaceAll('C', '.')) };
  return setKind(cleared, name, 'crystal');
}

const sameEdge = (w: readonly [string, string], a: string, b: string) => (w[0] === a && w[1] === b) || (w[0] === b && w[1] === a);

/** Whether a wall stands between the hexes `a` and `b`. */
export const hasWall = (m: CrystalMap, a: string, b: string): boolean => m.walls.some((w) => sameEdge(w, a, b));

/** A wall put on the edge between `a` and `b`, or taken off it when one stands there. */
export function toggleWall(m: CrystalMap, a: string, b: string): CrystalMap {
  if (hasWall(m, a, b)) return { ...m, walls: m.walls.filter((w) => !sameEdge(w, a, b)) };
  return { ...m, walls: [...m.walls, [a, b]] };
}

/** The place a check's problem is about (["rows", "4", "5"] is the hex F5; ["walls", "2"] the third wall), if any. */
export function placeOfProblem(m: CrystalMap, path: readonly (string | number)[]): CrystalPlace | null {
  const [list, i, j] = path;
  if (list === 'rows' && i !== undefined && j !== undefined) {
    const name = String.fromCharCode(65 + Number(j)) + String(Number(i) + 1);
    return kindOf(m, name) ? { kind: 'hex', name } : null;
  }
  if (list === 'walls' && i !== undefined) {
    const w = m.walls[Number(i)];
    return w ? { kind: 'wall', a: w[0], b: w[1] } : null;
  }
  return null;
}

/** The directions of a hex's sides in words (0 E … 5 NE, as the rules count them). */
export const SIDE_WORDS = ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east'] as const;
