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
