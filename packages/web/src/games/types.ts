import type { ComponentType } from 'react';

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
}
