import type { ComponentType, ReactNode } from 'react';

/** What a board is given: the seat's view and the clickable things of the current step. */
export interface BoardProps<V = unknown> {
  view: V;
  /** The seat the view is for (null: a spectator). */
  seat: number | null;
  seatNames: string[];
  /** Keys that may be clicked now (a step of some legal move); the board highlights them. */
  next: ReadonlySet<string>;
  /** Keys chosen so far in the current move. */
  chosen: readonly string[];
  onPick(key: string): void;
  /** The phone layout (fewer things per row, larger type); by default it follows the screen's width. */
  narrow?: boolean;
}

/** One thing a player panel shows: "Castle HP 14", "Credits 3", with a tooltip in plain words. */
export interface Fact {
  label: string;
  value: string | number;
  /** Plain words with the numbers that apply ("Your castle falls at 0; each soldier that reaches it takes its value"). */
  tip?: string;
  /** 'warn' draws it in the alarm colour (few lives left, castle nearly down). */
  tone?: 'warn';
}

/** What the panels beside the board say now: per seat, like Board Game Arena's player panels, and for the table. */
export interface Panels {
  /** Facts of each seat, by seat index (lives, castle HP, credits, cards in hand). */
  seats: Fact[][];
  /** Facts the whole table shares (co-op lives, the wave, the current Game Condition), shown once, not per seat. */
  shared?: Fact[];
}

/** An entry of a board's legend: a small drawing of the piece or mark and what it means. */
export interface LegendItem {
  /** The drawing, as SVG content in a 24×24 box. */
  swatch: ReactNode;
  text: string;
}

/** A game's face in the browser. */
export interface GameUi<V = unknown, M = unknown> {
  Board: ComponentType<BoardProps<V>>;
  /** The clicks that make a move, in order; each key is something the board (or a step button) offers. */
  path(move: M, view: V): string[];
  /** A step key in words, for the step buttons and keyboard users. */
  label(key: string, view: V): string;
  /** The rules, in our words. */
  Rules: ComponentType;
  /** What the outcome's scores are, in words ("Performance"); "Scores" when absent. */
  scoreTitle?(view: V): string;
  /** Whose turn and which phase, in a few words. */
  status(view: V, seatNames: string[]): string;
  /** The player panels' facts (see `Panels`). */
  panels?(view: V, seatNames: string[]): Panels;
  /** The board's pieces, marks and codes explained, drawn beside the board and in the help overlay. */
  legend?(view: V): LegendItem[];
  /** What is on the screen now and how to act, a sentence a line, for the in-game help overlay ("?"). */
  help?(view: V, seat: number | null): string[];
  /** The seat is out by the rules (its castle or tower fell): it has nothing left to resign. */
  isOut?(view: V, seat: number): boolean;
  /** Whether a log line is about fighting (damage, hits, kills, castle or gate losses), for the log's "Combat" filter. */
  combat?(line: string): boolean;
}
