import type { ReactElement } from 'react';

/*
 * Print and play: what a game hands the printer. A game module (print/games/<id>.tsx) says WHAT its box holds,
 * as sections of components drawn with the boards' own React art; the printer (print/sheet.ts) decides WHERE
 * it goes on paper: card grids with cut marks and mirrored backs, token sheets, boards tiled over sheets, text
 * pages, and the footer that names every sheet.
 *
 * Every picture is an <svg> element with a viewBox; the printer scales it to the size given in millimetres.
 */

export type { Paper } from './api.ts';

/**
 * A card at the standard 63 × 88 mm. `front` and `back` are <svg viewBox="0 0 63 88">. For bleed the printer
 * draws the art once more, stretched 3 mm past the cut on each side, under the card: its edge colour runs on.
 */
export interface CardSpec {
  /** Names the card in the manifest and the tests ("tower archery level 2", "deck R3 #1"). */
  id: string;
  front: ReactElement;
  back: ReactElement;
}

/** A token to punch or cut: `front` (and `back`, for pieces that flip) is <svg viewBox="0 0 100 100">. */
export interface TokenSpec {
  id: string;
  shape: 'circle' | 'square' | 'hex';
  /** Across, in millimetres (a hex: corner to corner). */
  size: number;
  front: ReactElement;
  /** The other side, printed on the following page mirrored to line up (a defense's damaged side, a hero's wounded side). */
  back?: ReactElement;
}

/** A board drawn at scale: `art` is an <svg> whose viewBox is drawn at `width` × `height` millimetres, tiled over sheets when larger than one. */
export interface BoardSpec {
  id: string;
  title: string;
  width: number;
  height: number;
  art: ReactElement;
}

/** A table on a player aid or a text page. */
export interface TableSpec {
  title: string;
  columns: string[];
  rows: (string | number)[][];
}

/** A whole sheet drawn by the game (a campaign record sheet, a track): `art` is <svg viewBox="0 0 190 250"> (mm, portrait). */
export interface SheetSpec {
  id: string;
  title: string;
  art: ReactElement;
}

/** The one-page player aid: turn order and the key tables. */
export interface AidSpec {
  turn: string[];
  tables: TableSpec[];
  notes?: string[];
}

export type Section =
  | { kind: 'cards'; title: string; cards: CardSpec[] }
  | { kind: 'tokens'; title: string; tokens: TokenSpec[] }
  | { kind: 'board'; board: BoardSpec }
  | { kind: 'sheet'; sheet: SheetSpec };

/** One game's box as printed. Read content when called (not at import), so a variant's patched numbers show. */
export interface PrintableGame {
  /** The game's id in the registry (`dice`). */
  id: string;
  /** The rulebook's title ("Gate Defense"). */
  title: string;
  sections(): Section[];
  aid(): AidSpec;
}
