import { problem, type MapProblem } from '../../common/map-problems.ts';

/*
 * The checks of a Tracks & Waves layout (the Playing Field: rows of spaces, each a track piece A01-A25 or B01-B25,
 * free ground "..." or an obstacle "###"), in words a designer reads. The layout schema runs them (content/index.ts),
 * so `layouts.json`, a patch of it and a layout a player writes in the `layout` option are all refused the same way;
 * the studio runs them as the field is drawn. A space's path is ["rows", row, column], both from 0.
 */

export type { MapProblem } from '../../common/map-problems.ts';

/** A layout as these checks read it. */
export interface TracksLayoutShape {
  rows: readonly string[];
}

/**
 * How big a field may be (2: "Playing Field is not limited to 120 spaces or any shape"; ours stops at 30 rows of 100
 * spaces, a row's text at 400 characters). A campaign page's field keeps to 120 spaces (`campaignFieldProblem`).
 */
export const TRACKS_LAYOUT_LIMITS = { rows: 30, columns: 100 } as const;

/** The track pieces waves step through, entry first: A01 … A25 and B01 … B25. */
export const TRACK_PIECES = (['A', 'B'] as const).map((track) => Array.from({ length: 25 }, (_, i) => `${track}${String(i + 1).padStart(2, '0')}`));

const PIECE = /^[AB](0[1-9]|1\d|2[0-5])$/;

/** The spaces of each row, as field.ts reads them (split on spaces). */
const spacesOf = (l: TracksLayoutShape): string[][] => l.rows.map((r) => r.trim().split(/\s+/));

/** Size: at least one row, at most 30, each of at most 100 spaces. */
function size(l: TracksLayoutShape): MapProblem[] {
  const L = TRACKS_LAYOUT_LIMITS;
  const out: MapProblem[] = [];
  if (l.rows.length === 0) out.push(problem(['rows'], 'A field needs at least one row.'));
  if (l.rows.length > L.rows) out.push(problem(['rows'], `A field has at most ${L.rows} rows; this one has ${l.rows.length}.`));
  spacesOf(l).forEach((row, i) => {
    if (row.length > L.columns) out.push(problem(['rows', i], `Row ${i + 1} has ${row.length} spaces; a row has at most ${L.columns}.`));
  });
  return out;
}

/** Rectangle: every row has as many spaces as the first (a space's neighbours and range are counted on the grid). */
function rectangle(l: TracksLayoutShape): MapProblem[] {
  const rows = spacesOf(l);
  const width = rows[0]?.length ?? 0;
  return rows.flatMap((row, i) => (row.length === width ? [] : [problem(['rows', i], `Row ${i + 1} has ${row.length} spaces, the first row ${width}; a field is a rectangle.`)]));
}

/** Tokens: every space is a track piece (A01-A25, B01-B25), free ground "..." or an obstacle "###". */
function tokens(l: TracksLayoutShape): MapProblem[] {
  return spacesOf(l).flatMap((row, i) =>
    row.flatMap((t, j) =>
      t === '...' || t === '###' || PIECE.test(t) ? [] : [problem(['rows', i, j], `"${t}" (row ${i + 1}, space ${j + 1}) is not a space: write A01-A25, B01-B25, "..." or "###".`)],
    ),
  );
}

/**
 * Tracks complete: each track runs unbroken from its entry (01) to its exit (25), every piece placed exactly once, as
 * waves step through the pieces by number (the pieces need not touch: a wave moves from number to number).
 */
function tracksComplete(l: TracksLayoutShape): MapProblem[] {
  const out: MapProblem[] = [];
  const placed = new Map<string, number>();
  spacesOf(l).forEach((row, i) =>
    row.forEach((t, j) => {
      if (!PIECE.test(t)) return;
      if (placed.has(t)) out.push(problem(['rows', i, j], `${t} is placed twice; each track piece is placed once.`));
      placed.set(t, (placed.get(t) ?? 0) + 1);
    }),
  );
  for (const pieces of TRACK_PIECES) {
    const missing = pieces.filter((p) => !placed.has(p));
    if (missing.length) out.push(problem(['rows'], `Track ${pieces[0]![0]} is broken: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing; a track runs from 01 to 25.`));
  }
  return out;
}

/** Every check of a Tracks & Waves layout by its name, in the order they are run (tests and the studio name them). */
export const tracksLayoutChecks = { size, rectangle, tokens, tracksComplete } as const;

/** Everything wrong with a layout, in words at the path of each problem; empty when the rules can play on it. */
export function tracksLayoutProblems(layout: TracksLayoutShape): MapProblem[] {
  return Object.values(tracksLayoutChecks).flatMap((check) => check(layout));
}
