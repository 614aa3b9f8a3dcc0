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
