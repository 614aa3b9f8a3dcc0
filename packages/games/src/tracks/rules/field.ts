import type { TracksState } from '../state.ts';

/** The Playing Field read from its layout rows (2): spaces, track positions and free spaces. */
export interface Field {
  rows: number;
  cols: number;
  /** Per space: "A01".."B25", "..." (free) or "###" (obstacle). */
  tokens: string[];
  /** The space of each track: `trackCell.A[n]` for Track A n (1..25), -1 when absent. */
  trackCell: { A: number[]; B: number[] };
  /** Spaces where a tower may stand (no track, no obstacle). */
  open: number[];
}

const byRows = new WeakMap<string[], Field>();
const byText = new Map<string, Field>();

/** Parses layout rows (cached: states share their layout object, and copies are found by text). */
export function fieldOf(rows: string[]): Field {
  const hit = byRows.get(rows);
  if (hit) return hit;
  const key = rows.join('\n');
  let field = byText.get(key);
  if (!field) {
    const grid = rows.map((r) => r.trim().split(/\s+/));
    const cols = grid[0].length;
    const tokens = grid.flat();
    const trackCell = { A: new Array<number>(27).fill(-1), B: new Array<number>(27).fill(-1) };
    const open: number[] = [];
    tokens.forEach((t, i) => {
      if (t === '...') open.push(i);
      else if (t !== '###') trackCell[t[0] as 'A' | 'B'][Number(t.slice(1))] = i;
    });
    field = { rows: grid.length, cols, tokens, trackCell, open };
    if (byText.size > 64) byText.clear();
    byText.set(key, field);
  }
  byRows.set(rows, field);
  return field;
}

export const fieldOfState = (s: TracksState): Field => fieldOf(s.layout.rows);

/** Spaces apart counted like a king moves (orthogonally or diagonally, in any combination). */
export function distance(f: Field, a: number, b: number): number {
  return Math.max(Math.abs(Math.floor(a / f.cols) - Math.floor(b / f.cols)), Math.abs((a % f.cols) - (b % f.cols)));
}

/** A column's letters: a … z, then aa, ab … (a Sandbox field may be wider than 26 columns). */
export function columnName(col: number): string {
  return col < 26 ? String.fromCharCode(97 + col) : columnName(Math.floor(col / 26) - 1) + String.fromCharCode(97 + (col % 26));
}

/** "row 3, column 5" style name of a space: letters for columns, numbers for rows ("c4"). */
export function cellName(f: Field, cell: number): string {
  return `${columnName(cell % f.cols)}${Math.floor(cell / f.cols) + 1}`;
}

export const trackName = (track: 'A' | 'B', n: number): string => `${track}${String(n).padStart(2, '0')}`;

/** The space a wave stands on, or -1 while it waits at space 0 / 26 (off the field). */
export function waveCell(f: Field, track: 'A' | 'B', pos: number): number {
  return pos >= 1 && pos <= 25 ? f.trackCell[track][pos] : -1;
}
