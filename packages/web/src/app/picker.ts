import type { MoveChoice } from '../driver.ts';

export interface PathedMove extends MoveChoice {
  path: string[];
}

/** The moves still possible after the keys chosen so far. */
export function narrow(moves: readonly PathedMove[], chosen: readonly string[]): PathedMove[] {
  return moves.filter((m) => chosen.every((k, i) => m.path[i] === k));
}

/** The keys that may be clicked next, in the order the moves give them. */
export function nextKeys(candidates: readonly PathedMove[], depth: number): string[] {
  const seen = new Set<string>();
  for (const m of candidates) {
    const k = m.path[depth];
    if (k !== undefined) seen.add(k);
  }
  return [...seen];
}

/** One click: the new chosen keys, and the move to play when a single candidate is left. */
export function pick(moves: readonly PathedMove[], chosen: readonly string[], key: string): { chosen: string[]; play: PathedMove | null } {
  const next = [...chosen, key];
  const left = narrow(moves, next);
  if (left.length === 1) return { chosen: [], play: left[0] };
  if (left.length === 0) return { chosen: [...chosen], play: null };
  return { chosen: next, play: null };
}

/**
 * The keys chosen so far, kept across someone else's move while they still lead to a legal move: in a free-order
 * phase (tracks' phase 6, crystal's Hero phase) a bot's move must not wipe a person's half-made choice.
 */
export function keepChosen(moves: readonly PathedMove[], chosen: readonly string[]): string[] {
  return chosen.length > 0 && narrow(moves, chosen).length > 0 ? [...chosen] : [];
}

/**
 * After a new state: the keys kept (see `keepChosen`), and whether a half-made choice was lost because the move
 * it led to is no longer legal (the table says so in one line).
 */
export function afterNewState(moves: readonly PathedMove[], chosen: readonly string[]): { chosen: string[]; lost: boolean } {
  const kept = keepChosen(moves, chosen);
  return { chosen: kept, lost: chosen.length > 0 && kept.length === 0 };
}

/** The one line said when another seat's move took the half-made choice away. */
export function lostChoiceNotice(mover: string | null): string {
  return `${mover ?? 'Another seat'}'s move took that choice away: pick again`;
}

/**
 * The next-step keys the action bar under the board offers as buttons: those the board does not draw itself
 * (`onBoard`: the `data-key`s found in the board), in the moves' order.
 */
export function offBoardKeys(next: Iterable<string>, onBoard: ReadonlySet<string>): string[] {
  return [...next].filter((k) => !onBoard.has(k));
}
