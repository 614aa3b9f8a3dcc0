import type { AnyGame, Seat } from '../game.ts';
import { createRandom, type Random } from '../random.ts';

/**
 * Policy rollouts (Tesauro's "rollout" of a base policy): every move of a shortlist is tried on the same sampled
 * futures, each played on by every seat as the game's heuristic plays, to the end or a horizon; the move with the
 * best mean worth is played. The futures of one sample share their seeds (common random numbers), so two moves differ
 * by what they do, not by luck. Where an MCTS spreads its iterations over many rivals' replies (big tables), this
 * search spends all of them on the mover's own few choices, with the heuristic as every rival's model.
 */
export interface RolloutOptions {
  /** Sampled futures per candidate move. */
  samples: number;
  /** Moves a future is played before it is scored. */
  horizon: number;
  /** The most candidates tried (the shortlist's best first). */
  width: number;
}

/** What a game gives the rollout search. */
export interface RolloutGuide<S, M> {
  /**
   * The state a sample's futures start from (each future plays on a copy): the position itself where nothing is
   * hidden, else a world drawn by `random` from the mover's view only, so the search never peeks.
   */
  world(random: Random): S;
  /** The seats' model: the move a seat plays in a future, among its legal moves (never empty). */
  policy(state: S, seat: Seat, moves: M[]): M;
  /** What a future is worth to `seat`, in [0, 1]. */
  worth(state: S, seat: Seat): number;
}

/** Plays `s` on (the fast path mutates it) with every seat following the policy, for at most `horizon` moves. */
function playOn<S, M>(game: AnyGame, guide: RolloutGuide<S, M>, s: S, random: Random, order: Random, horizon: number): S {
  const fast = game.fast!;
  const actorsOf = fast.actors ? (t: S) => fast.actors!(t) : (t: S) => game.actors(t);
  for (let n = 0; n < horizon; n++) {
    const actors = actorsOf(s);
    if (actors.length === 0) break;
    // Several seats may act: one of them at random, as at the table.
    const seat = actors.length > 1 ? actors[order.int(actors.length)] : actors[0];
    const moves = fast.legalMoves(s, seat) as M[];
    if (moves.length === 0) break;
    s = fast.apply(s, seat, moves.length === 1 ? moves[0] : guide.policy(s, seat, moves), random) as S;
  }
  return s;
}

/** The move of `shortlist` (best first) with the best mean worth to `seat`; `futures` draws the samples' seeds. */
export function rolloutMove<S, M>(game: AnyGame, seat: Seat, shortlist: readonly M[], guide: RolloutGuide<S, M>, futures: Random, options: RolloutOptions): M {
  if (!game.fast) throw new Error(`${game.title} has no fast path: the rollout search needs one.`);
  const list = shortlist.slice(0, options.width);
  if (list.length === 1) return list[0];
  const fast = game.fast;
  const totals = new Array<number>(list.length).fill(0);
  for (let k = 0; k < options.samples; k++) {
    const key = `${futures.int(2 ** 31)}`;
    const world = guide.world(createRandom(`${key}:w`));
    for (let i = 0; i < list.length; i++) {
      const random = createRandom(`${key}:r`);
      const order = createRandom(`${key}:o`);
      const s = fast.apply(fast.clone(world), seat, list[i], random) as S;
      totals[i] += guide.worth(playOn(game, guide, s, random, order, options.horizon), seat);
    }
  }
  let best = 0;
  for (let i = 1; i < list.length; i++) if (totals[i] > totals[best]) best = i;
  return list[best];
}
