/** The eight squares around a square of a grid (x to the east, y to the south), each with its direction in words. */

export type Compass = 'north' | 'north-east' | 'east' | 'south-east' | 'south' | 'south-west' | 'west' | 'north-west';

const WAYS: readonly [Compass, number, number][] = [
  ['north', 0, -1],
  ['north-east', 1, -1],
  ['east', 1, 0],
  ['south-east', 1, 1],
  ['south', 0, 1],
  ['south-west', -1, 1],
  ['west', -1, 0],
  ['north-west', -1, -1],
];

/** The squares around `at`, clockwise from the north (some may be off the board: the caller keeps those it can use). */
export const compass = (at: { x: number; y: number }): { x: number; y: number; way: Compass }[] => WAYS.map(([way, dx, dy]) => ({ x: at.x + dx, y: at.y + dy, way }));

/** A square in words, as the editors say it: "column 3, row 2" (counted from 1). */
export const squareWords = (p: { x: number; y: number }): string => `column ${p.x + 1}, row ${p.y + 1}`;

/** The squares an editor draws: the places' own, and one more on every side to put a new one on, within the board's limits. */
export function shownArea(points: readonly { x: number; y: number }[], limits: { columns: number; rows: number }): { x0: number; y0: number; x1: number; y1: number } {
  if (points.length === 0) return { x0: 0, y0: 0, x1: limits.columns - 1, y1: limits.rows - 1 };
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, v));
  return {
    x0: clamp(Math.min(...points.map((p) => p.x)) - 1, limits.columns - 1),
    y0: clamp(Math.min(...points.map((p) => p.y)) - 1, limits.rows - 1),
    x1: clamp(Math.max(...points.map((p) => p.x)) + 1, limits.columns - 1),
    y1: clamp(Math.max(...points.map((p) => p.y)) + 1, limits.rows - 1),
  };
}
