import type { AnyGame } from '@ramparts/engine';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { BoardProps } from '../types.ts';

/** Runs a function with a designer's variant's content on (`game.variant.run`, issue #32). */
export type ContentRun = <T>(fn: () => T) => T;

/**
 * The content the table's game plays with: a variant game's `run`, or null for the rulebook's content. A board draws
 * its map and pieces from content lookups (`content.map(view.map)`), while the view names only the map's id, so a
 * board of a variant's match is drawn with its content on.
 */
export const TableContent = createContext<ContentRun | null>(null);

/** The content run of a game: its variant's, or null for the game itself. */
export const contentRunOf = (game: AnyGame | null | undefined): ContentRun | null => game?.variant?.run ?? null;

/**
 * The game's board, drawn with the table's content on: the board's own render (where it reads the map, the towers
 * and their words) runs inside the variant's `run`; without a variant it is the board as it is.
 */
export function BoardInContent<V>({ Board, ...props }: BoardProps<V> & { Board: ComponentType<BoardProps<V>> }) {
  const run = useContext(TableContent);
  // A board that is a plain function is rendered inside `run`; its hooks are this component's own (one board a table).
  if (!run || typeof Board !== 'function') return <Board {...props} />;
  return <RunBoard run={run} Board={Board as (p: BoardProps<V>) => ReactNode} props={props} />;
}

/**
 * The board's render inside `run`. `run` hands back a copy of what its function returns (elements cannot be copied),
 * so the drawing is taken out by the closure: it holds the words, numbers and places the board computed with the
 * variant on, which is what a board passes down to its pieces.
 */
function RunBoard<V>({ run, Board, props }: { run: ContentRun; Board: (p: BoardProps<V>) => ReactNode; props: BoardProps<V> }) {
  let drawn: ReactNode = null;
  run(() => {
    drawn = Board(props);
  });
  return <>{drawn}</>;
}
