/** Where things go on a map: the road's squares (a straight road, or a winding one on a phone), its start and its castle. */
export interface Geometry {
  narrow: boolean;
  width: number;
  /** Height of one map (its name, the road with room for stacks above it). */
  mapH: number;
  /** Centre of square q (1-based: squares[q - 1]) of a map drawn at y = 0. */
  squares: { x: number; y: number }[];
  start: { x: number; y: number };
  /** The castle's gate, where the road ends: the castle is drawn to its right. */
  gate: { x: number; y: number };
}

/** Distance between square centres. */
export const SQ = 64;
/** How far each soldier of a stack sits above the one under it. */
export const STACK_STEP = 24;
export const CASTLE_W = 150;
/** Room above the first road for the map's name and the tallest stacks. */
const TOP = 130;
/** Distance between the rows of a winding road. */
const ROW_GAP = 150;

/**
 * Desktop: the whole road in one row, left to right, the castle at its end. Phone: rows of four squares winding
 * back and forth (left to right, right to left …), so the board stays narrow and the squares stay big enough to tap.
 */
export function geometry(pathLength: number, narrow: boolean): Geometry {
  const perRow = narrow ? 4 : pathLength;
  const left = narrow ? 40 : 70;
  const rows = Math.ceil(pathLength / perRow);
  const squares = Array.from({ length: pathLength }, (_, q) => {
    const row = Math.floor(q / perRow);
    const col = row % 2 === 0 ? q % perRow : perRow - 1 - (q % perRow);
    return { x: left + col * SQ + SQ / 2, y: TOP + row * ROW_GAP };
  });
  const first = squares[0];
  const last = squares[pathLength - 1];
  // The last row runs right (even) or left (odd): the castle stands where it ends, on the right either way.
  const lastRight = (rows - 1) % 2 === 0;
  const gate = lastRight ? { x: last.x + SQ / 2 + 4, y: last.y } : { x: left + perRow * SQ + 4, y: last.y };
  return {
    narrow,
    width: left + perRow * SQ + CASTLE_W + 14,
    mapH: TOP + (rows - 1) * ROW_GAP + 64,
    squares,
    start: { x: first.x - SQ + 8, y: first.y },
    gate,
  };
}
