import type { AnyGame, Seat } from '../game.ts';

/**
 * A player the computer runs. It chooses from the game's legal moves for its seat, seeing only what that seat
 * may see (hidden information is determinized), and draws every chance outcome of its search from its own
 * generator: never the match's.
 */
export interface Bot {
  /** The spec it was made from, e.g. "mcts:2000". */
  readonly name: string;
  chooseMove(game: AnyGame, state: unknown, seat: Seat): unknown;
}
