import { TRACK_PIECES } from '@ramparts/games/tracks/content/layout-checks.ts';

/*
 * The edits of a Tracks & Waves Playing Field (rows of spaces: a track piece A01-B25, free ground "..." or an obstacle
 * "###"), as pure functions of one layout: each gives a new layout (untouched rows the old strings). An edit never
 * refuses: a track left broken is what the checks then name.
 */

export interface TracksLayout {
  rows: string[];
  [other: string]: unknown;
}

/** `layouts.json` as the editor reads it. */
export interface TracksLayouts {
  layouts: TracksLayout[];
  [other: string]: unknown;
}

export const FREE = '...';
export const OBSTACLE = '###';

/** Every piece, A01 … A25 then B01 … B25 (the order a designer lays them). */
export const PIECES: readonly string[] = TRACK_PIECES.flat();

/** The spaces of each row, as the rules read them. */
export const cellsOf = (l: TracksLayout): string[][] => l.rows.map((r) => r.trim().split(/\s+/));

/** How many spaces the field has. */
export const spaceCount = (l: TracksLayout): number => cellsOf(l).reduce((n, r) => n + r.length, 0);

const rowText = (cells: readonly string[]): string => cells.join(' ');

/** The space at (row, col) set to `token` (the row written again, the others as they were). */
export function setCell(l: TracksLayout, row: number, col: number, token: string): TracksLayout {
  const cells = cellsOf(l)[row];
  if (!cells || col < 0 || col >= cells.length || cells[col] === token) return l;
  const rows = [...l.rows];
  rows[row] = rowText(cells.map((t, j) => (j === col ? token : t)));
  return { ...l, rows };
}

/** Where a piece lies, if it is placed. */
export function findPiece(l: TracksLayout, piece: string): { row: number; col: number } | null {
  const cells = cellsOf(l);
  for (let row = 0; row < cells.length; row++) {
    const col = cells[row]!.indexOf(piece);
    if (col >= 0) return { row, col };
  }
  return null;
}

/** A track piece put on (row, col): where it lay before becomes free ground (each piece is placed once). */
export function placePiece(l: TracksLayout, row: number, col: number, piece: string): { layout: TracksLayout; from: { row: number; col: number } | null } {
  const from = findPiece(l, piece);
  if (from && from.row === row && from.col === col) return { layout: l, from: null };
  const cleared = from ? setCell(l, from.row, from.col, FREE) : l;
  return { layout: setCell(cleared, row, col, piece), from };
}

/** The piece after `piece` (A25 is followed by B01; B25 by A01): the next one to lay. */
export const nextPiece = (piece: string): string => PIECES[(PIECES.indexOf(piece) + 1) % PIECES.length]!;

/** The first piece the field misses, or null when every one is placed. */
export const firstMissing = (l: TracksLayout): string | null => {
  const placed = new Set(cellsOf(l).flat());
  return PIECES.find((p) => !placed.has(p)) ?? null;
};

const width = (l: TracksLayout): number => cellsOf(l)[0]?.length ?? 0;

/** One more row of free ground at the bottom. */
export const addRow = (l: TracksLayout): TracksLayout => ({ ...l, rows: [...l.rows, rowText(Array.from({ length: Math.max(1, width(l)) }, () => FREE))] });

/** The bottom row taken away (its pieces with it: the checks then say which are missing). */
export const removeRow = (l: TracksLayout): TracksLayout => (l.rows.length > 1 ? { ...l, rows: l.rows.slice(0, -1) } : l);

/** One more space of free ground at the end of every row. */
export const addColumn = (l: TracksLayout): TracksLayout => ({ ...l, rows: cellsOf(l).map((r) => rowText([...r, FREE])) });

/** The last space of every row taken away. */
export const removeColumn = (l: TracksLayout): TracksLayout => (width(l) > 1 ? { ...l, rows: cellsOf(l).map((r) => rowText(r.slice(0, -1))) } : l);

/** A space in words: "A03, track A's piece 3", "free ground", "an obstacle". */
export function tokenWords(token: string): string {
  if (token === FREE) return 'free ground';
  if (token === OBSTACLE) return 'an obstacle';
  const m = /^([AB])(\d\d)$/.exec(token);
  return m ? `${token}, track ${m[1]}’s piece ${Number(m[2])}` : `“${token}”, not a space`;
}

/** The space a check's problem is about (["rows", "2", "5"]), if it names one. */
export function cellOfProblem(path: readonly (string | number)[]): { row: number; col: number } | null {
  const [list, row, col] = path;
  return list === 'rows' && row !== undefined && col !== undefined ? { row: Number(row), col: Number(col) } : null;
}

/** `layouts.json` with the layout at `index` replaced. */
export const withLayout = (file: TracksLayouts, index: number, layout: TracksLayout): TracksLayouts => ({ ...file, layouts: file.layouts.map((l, i) => (i === index ? layout : l)) });
