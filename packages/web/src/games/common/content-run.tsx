import type { AnyGame } from '@ramparts/engine';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { BoardProps, GameUi } from '../types.ts';

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
  return <>{inContent(run, () => Board(props))}</>;
}

/**
 * A piece a board renders that reads the game's content itself (a tower's menu and its prices, a token's spread, the
 * skills and their costs): React renders it after the board's function has returned and the content is put back, so
 * its render runs inside the table's `run` as the board's does. Outside a variant's table it is the piece as it is,
 * for one context read. Its hooks are its own, called in the same order either way.
 */
export function inTableContent<P extends object>(Piece: (props: P) => ReactNode): (props: P) => ReactNode {
  const InContent = (props: P) => {
    const run = useContext(TableContent);
    return run ? inContent(run, () => Piece(props)) : Piece(props);
  };
  InContent.displayName = Piece.name;
  return InContent;
}

/** `fn()` with the content on, its result taken out as it is (`run` would copy it, and elements cannot be copied). */
export function inContent<T>(run: ContentRun, fn: () => T): T {
  let out: { value: T } | null = null;
  run(() => {
    out = { value: fn() };
  });
  return (out as { value: T } | null)!.value;
}

/**
 * Parts of the game's face that are not its board's drawing but read its content: the step buttons' words ("Archery
 * Tower (2 gold)"), the status, the panels, the legend and the help. `path` (each legal move's clicks, computed for
 * every move) and `combat` (every log line) read no content and stay as they are; so do the components.
 */
const IN_CONTENT = ['label', 'status', 'panels', 'legend', 'help', 'scoreTitle', 'isOut'] as const;

/** The game's face with its words read with the table's content on (the game's own face without a variant). */
export function uiInContent<V, M>(ui: GameUi<V, M>, run: ContentRun | null | undefined): GameUi<V, M> {
  if (!run) return ui;
  const out: Record<string, unknown> = { ...ui };
  for (const k of IN_CONTENT) {
    const f = ui[k] as ((...args: unknown[]) => unknown) | undefined;
    if (f) out[k] = (...args: unknown[]) => inContent(run, () => f.apply(ui, args));
  }
  return out as unknown as GameUi<V, M>;
}
