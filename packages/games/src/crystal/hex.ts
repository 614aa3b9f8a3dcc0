// Hex geometry of the board: pointy-top hexes in rows, odd rows shifted half a hex right ("odd-r"), named by
// column letter and row number ("F4"). Axial coordinates (q, r) do the arithmetic; drawing uses `center`.

/** Axial steps of the six directions, clockwise from east (screen y down): E, SE, SW, W, NW, NE. */
export const STEPS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
];

export interface Axial {
  q: number;
  r: number;
}

const A = 'A'.charCodeAt(0);

/** "F4" for column 5, row 3 (both from 0). */
export function hexName(col: number, row: number): string {
  return String.fromCharCode(A + col) + String(row + 1);
}

/** Column and row (from 0) of a name, or null when it is not one. */
export function parseHexName(name: string): { col: number; row: number } | null {
  const m = /^([A-Z])([1-9][0-9]?)$/.exec(name);
  return m ? { col: m[1].charCodeAt(0) - A, row: Number(m[2]) - 1 } : null;
}

export function toAxial(col: number, row: number): Axial {
  return { q: col - (row - (row & 1)) / 2, r: row };
}

export function fromAxial(a: Axial): { col: number; row: number } {
  return { col: a.q + (a.r - (a.r & 1)) / 2, row: a.r };
}

export function distance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The centre of a hex of radius 1 (corner to centre); multiply by the drawing's hex size. */
export function center(a: Axial): { x: number; y: number } {
  return { x: Math.sqrt(3) * (a.q + a.r / 2), y: 1.5 * a.r };
}

/** The direction (0-5) from a to its neighbour b, or -1 when they are not neighbours. */
export function directionTo(a: Axial, b: Axial): number {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  return STEPS.findIndex(([q, r]) => q === dq && r === dr);
}

/** Bearing of b seen from a in degrees, clockwise from east, in [0, 360). */
export function bearing(a: Axial, b: Axial): number {
  const p = center(a);
  const t = center(b);
  const deg = (Math.atan2(t.y - p.y, t.x - p.x) * 180) / Math.PI;
  return (deg + 360) % 360;
}

/**
 * Whether b lies in the 60° wedge of direction `dir` seen from a (a hex on the edge between two wedges is in
 * both). The hex itself is in every wedge.
 */
export function inWedge(a: Axial, b: Axial, dir: number): boolean {
  if (a.q === b.q && a.r === b.r) return true;
  const diff = Math.abs(((bearing(a, b) - dir * 60 + 540) % 360) - 180);
  return diff <= 30 + 1e-9;
}

/**
 * The hexes on the straight line from a to b, both ends included (cube interpolation, nudged so that a line along
 * the edge between two hexes always picks the same side).
 */
export function line(a: Axial, b: Axial): Axial[] {
  const n = distance(a, b);
  const out: Axial[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    const q = a.q + 1e-6 + (b.q - a.q) * t;
    const r = a.r + 2e-6 + (b.r - a.r) * t;
    out.push(roundAxial(q, r));
  }
  return out;
}

/** The hex a fractional axial point falls in (cube rounding). */
export function roundAxial(q: number, r: number): Axial {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq, r: rr };
}
