import type { Paper } from './types.ts';

/*
 * Where things go on paper, in millimetres, with no PDF in sight: the page's drawable area, card grids, token
 * sheets and the tiles of a board too large for one sheet. Pure arithmetic, so the tests can hold every figure.
 */

/** Points per millimetre (PDF units are 1/72 inch). */
export const PT = 72 / 25.4;

/** A sheet's size, portrait. */
export const PAPER: Record<Paper, { width: number; height: number; name: string }> = {
  a4: { width: 210, height: 297, name: 'A4' },
  letter: { width: 215.9, height: 279.4, name: 'US Letter' },
};

/** The border a home printer cannot reach: nothing is drawn nearer the edge than this. */
export const UNPRINTABLE = 5;
/** Our own border, a little inside what the printer can reach. */
export const EDGE = 5.5;
/** The band at the foot of every sheet that names it ("Gate Defense · sheet 3 of 11"). */
export const FOOTER = 3.5;
/** A card as the issue sets it: the standard 63 × 88 mm. */
export const CARD = { width: 63, height: 88 } as const;
/** The bleed added around a card's art when asked for. */
export const BLEED = 3;
/** How far a tile of a large board repeats its neighbour's edge, to lay them over each other. */
export const OVERLAP = 12;
/** Space between tokens on a sheet. */
export const TOKEN_GAP = 2.5;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Orientation = 'portrait' | 'landscape';

export function pageSize(paper: Paper, orientation: Orientation = 'portrait'): { width: number; height: number } {
  const { width, height } = PAPER[paper];
  return orientation === 'portrait' ? { width, height } : { width: height, height: width };
}

/** The area a sheet's contents may use: inside the edge, above the footer. */
export function drawable(paper: Paper, orientation: Orientation = 'portrait'): Box {
  const page = pageSize(paper, orientation);
  return { x: EDGE, y: EDGE, width: page.width - 2 * EDGE, height: page.height - 2 * EDGE - FOOTER };
}

/** A card's place on its sheet: `card` is where it is cut, `art` the card with its bleed. */
export interface CardSlot {
  card: Box;
  art: Box;
}

/**
 * The card grid of a portrait sheet: as many cards as fit, centred. Without bleed the cards touch, so one cut
 * serves two cards; with bleed each card's art runs 3 mm past its cut line into its neighbour's margin.
 */
export function cardGrid(paper: Paper, bleed: boolean): { columns: number; rows: number; slots: CardSlot[] } {
  const area = drawable(paper);
  const b = bleed ? BLEED : 0;
  const cellW = CARD.width + 2 * b;
  const cellH = CARD.height + 2 * b;
  const columns = Math.floor(area.width / cellW);
  const rows = Math.floor(area.height / cellH);
  const x0 = area.x + (area.width - columns * cellW) / 2;
  const y0 = area.y + (area.height - rows * cellH) / 2;
  const slots: CardSlot[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const art = { x: x0 + c * cellW, y: y0 + r * cellH, width: cellW, height: cellH };
      slots.push({ art, card: { x: art.x + b, y: art.y + b, width: CARD.width, height: CARD.height } });
    }
  return { columns, rows, slots };
}

/**
 * Where a box printed on a sheet's front lands on its back, for double-sided printing flipped on the long edge
 * (a portrait sheet turns about its vertical axis): mirrored left to right.
 */
export function mirrored(box: Box, paper: Paper): Box {
  return { ...box, x: PAPER[paper].width - box.x - box.width };
}

/** Tokens of mixed sizes packed in rows (largest first keeps rows even), one sheet after another. */
export function packTokens<T extends { size: number }>(tokens: T[], paper: Paper): { token: T; box: Box }[][] {
  const area = drawable(paper);
  const order = tokens.map((token, i) => ({ token, i })).sort((a, b) => b.token.size - a.token.size || a.i - b.i);
  const sheets: { token: T; box: Box }[][] = [];
  let sheet: { token: T; box: Box }[] = [];
  let x = area.x;
  let y = area.y;
  let rowHeight = 0;
  for (const { token } of order) {
    const s = Math.min(token.size, area.width, area.height);
    if (x + s > area.x + area.width + 1e-9) {
      x = area.x;
      y += rowHeight + TOKEN_GAP;
      rowHeight = 0;
    }
    if (y + s > area.y + area.height + 1e-9) {
      sheets.push(sheet);
      sheet = [];
      x = area.x;
      y = area.y;
      rowHeight = 0;
    }
    sheet.push({ token, box: { x, y, width: s, height: s } });
    x += s + TOKEN_GAP;
    rowHeight = Math.max(rowHeight, s);
  }
  if (sheet.length) sheets.push(sheet);
  return sheets;
}

/** One sheet's share of a large board: `window` is the part of the board (board millimetres), `at` where it goes on the sheet. */
export interface Tile {
  row: number;
  column: number;
  window: Box;
  at: Box;
}

/**
 * A board at scale over as many sheets as it needs, portrait or landscape, whichever takes fewer. Neighbouring
 * tiles share an OVERLAP-wide band, so a player lays one sheet over the next, matching the alignment marks.
 */
export function tiles(width: number, height: number, paper: Paper): { orientation: Orientation; rows: number; columns: number; tiles: Tile[] } {
  const plan = (orientation: Orientation) => {
    const area = drawable(paper, orientation);
    const count = (size: number, room: number) => (size <= room ? 1 : Math.ceil((size - OVERLAP) / (room - OVERLAP)));
    return { orientation, area, columns: count(width, area.width), rows: count(height, area.height) };
  };
  const portrait = plan('portrait');
  const landscape = plan('landscape');
  const best = landscape.rows * landscape.columns < portrait.rows * portrait.columns ? landscape : portrait;
  const { area, rows, columns } = best;
  // Spread the board evenly over its tiles (each tile as large as the others), centred on the sheet.
  const tileW = Math.min(width, area.width);
  const tileH = Math.min(height, area.height);
  const stepX = columns === 1 ? 0 : (width - tileW) / (columns - 1);
  const stepY = rows === 1 ? 0 : (height - tileH) / (rows - 1);
  const list: Tile[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++)
      list.push({
        row: r,
        column: c,
        window: { x: c * stepX, y: r * stepY, width: tileW, height: tileH },
        at: { x: area.x + (area.width - tileW) / 2, y: area.y + (area.height - tileH) / 2, width: tileW, height: tileH },
      });
  return { orientation: best.orientation, rows, columns, tiles: list };
}
