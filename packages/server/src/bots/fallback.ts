import { resolveBotSpec, type AnyGame, type Seat } from '@ramparts/engine';

/** Why a bot's move came from the fallback: its job ran past the timeout, or its worker died. */
export type FallbackReason = 'timeout' | 'crashed';

/**
 * The move a seat plays when its bot gave no answer (the pool stopped it, or its worker died): the game's cheap
 * policy, never a random move, so a loaded server plays weaker, not silly. The game's `heuristic` bot first (every
 * registered game has one, a few milliseconds a move), unless it is the bot that just failed; else the first of the
 * game's `candidateMoves` (its best-ranked move); else its first legal move. It runs on the main thread: nothing
 * here searches.
 */
export function cheapMove(game: AnyGame, state: unknown, seat: Seat, seed: string, failed: string): unknown {
  const heuristic = game.bots && Object.hasOwn(game.bots, 'heuristic') ? game.bots.heuristic : undefined;
  if (heuristic && resolveBotSpec(failed, game).trim().toLowerCase() !== 'heuristic') {
    try {
      return heuristic(seed).chooseMove(game, state, seat);
    } catch {
      // A heuristic that breaks here breaks for the search too: the game's ranking below still gives a sound move.
    }
  }
  const ranked = game.candidateMoves?.(state, seat);
  if (ranked && ranked.length > 0) return ranked[0];
  return game.legalMoves(state, seat)[0];
}
