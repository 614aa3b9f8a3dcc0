import { HAND_CARD } from './CardArt.tsx';

/** A seat's corner of the table: its name plate, its tower, the attacks coming at it, its hand (backs). */
export const CELL = { w: 196, h: 262 } as const;
/** The seat's own corner is shorter: its hand is drawn face up along the bottom, not as backs in the corner. */
export const OWN_CELL_H = 218;
/** Where things sit inside a cell, from its top-left corner. */
export const IN_CELL = { plate: 0, towerX: 8, towerTop: 34, levelStep: 35, incomingX: 147, backsY: 214 } as const;
/** The band across the middle of the table with the piles and whose turn it is. */
const BAND_H = { wide: 132, stacked: 176 } as const;
/** Three piles and the "Draw no third card" button in a row. */
const PILES_ROW_W = 3 * 88 + 102;

export interface Layout {
  width: number;
  height: number;
  /** Top-left of each seat's cell, by seat, and the scale it is drawn at (1 but for a crowded row of rivals). */
  cells: { x: number; y: number; s?: number }[];
  /** The turn's words, and where the piles lie: in a row (beside or under the words) or a 2×2 grid beside the own tower (a phone). */
  band: { y: number; h: number; stacked: boolean; piles: { x: number; y: number; grid: boolean } };
  /** Where the hand fan lies (the seat's own hand), or null for a spectator. */
  hand: { x: number; y: number; w: number } | null;
}

/**
 * Places the seats around the table: everyone else along the top (one row on a screen, drawn smaller when six or
 * seven share it, so the whole table fits one screen with the own tower and hand full size; rows of two on a phone),
 * the piles in a band across the middle, and the seat's own tower at the bottom beside its hand. A spectator sees
 * every tower along the top (rows of up to five) and no hand.
 */
export function layout(players: number, seat: number | null, narrow: boolean): Layout {
  const others = [...Array(players).keys()].filter((p) => p !== seat);
  // A table of few players is drawn narrower, so its cards come out larger instead of leaving the cloth empty.
  const width = narrow ? 400 : others.length <= 3 ? 660 : 980;
  const oneRow = !narrow && seat !== null;
  const perRow = narrow ? 2 : oneRow ? Math.max(1, others.length) : 5;
  // The rivals' corners shrink to share the one row (the own corner keeps its size).
  const s = oneRow ? Math.min(1, (width - 12) / (perRow * (CELL.w + 4))) : 1;
  const stacked = width < 900;
  const cells: { x: number; y: number; s?: number }[] = new Array(players);
  const rows = Math.ceil(others.length / perRow);
  others.forEach((p, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, others.length - row * perRow);
    // Spread the row's cells evenly over the width, so two players do not leave half the table empty.
    const gap = width / inRow;
    cells[p] = { x: gap * (i % perRow) + gap / 2 - (CELL.w * s) / 2, y: 6 + row * CELL.h * s, ...(s < 1 ? { s } : {}) };
  });
  const bandY = 6 + rows * CELL.h * s;
  const bandH: number = stacked ? BAND_H.stacked : BAND_H.wide;
  // A phone's band holds no words (they are a line over the table, never cut by its zoom): the piles alone.
  const wordsH = narrow ? 0 : 62;
  const rowPiles = { x: stacked ? Math.max(14, (width - PILES_ROW_W) / 2) : 480, y: bandY + (stacked ? wordsH + 8 : 18), grid: false };
  const band = { y: bandY, h: bandH - (stacked ? 62 - wordsH : 0), stacked, piles: rowPiles };
  if (seat === null) return { width, height: bandY + bandH + 6, cells, band, hand: null };
  if (narrow) {
    // A phone: the piles go in a grid beside the own tower, where the cloth was empty, right under the rivals.
    const bottom = bandY + 8;
    cells[seat] = { x: 6, y: bottom };
    band.h = 0;
    band.piles = { x: CELL.w + 22, y: bottom + 10, grid: true };
    // The own corner has no row of backs: the hand's heading and fan follow right under the tower.
    const handY = bottom + OWN_CELL_H + 58;
    return { width, height: handY + HAND_CARD.h + 40, cells, band, hand: { x: 10, y: handY, w: width - 20 } };
  }
  const bottom = bandY + bandH + 8;
  cells[seat] = { x: 10, y: bottom };
  return { width, height: bottom + OWN_CELL_H + 16, cells, band, hand: { x: CELL.w + 30, y: bottom + 90, w: width - CELL.w - 40 } };
}
