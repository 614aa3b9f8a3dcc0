import { rolloutMove as policyRollout, type AnyGame, type Random, type RolloutGuide, type RolloutOptions, type Seat } from '@ramparts/engine';
import { heuristicMove } from './bot.ts';
import type { TracksMove } from './moves.ts';
import type { TracksState } from './state.ts';

/**
 * Versus Sandbox search: the engine's policy rollouts over the shortlist, every future played on by every seat as
 * the heuristic plays, in a random order of the seats as at the table, to the end of the session or a horizon. The
 * MCTS over an interleaved tree of three or four seats (`guided-300`) spread its few hundred iterations too thin and
 * lost to the heuristic it searched with.
 */

/** A whole session is about 300 moves. */
export const ROLLOUT: RolloutOptions = { samples: 8, horizon: 150, width: 6 };

/** A future's worth to `seat`: its share of the win of a finished session (a failure: half), else its standing. */
export function worth(s: TracksState, seat: Seat): number {
  const score = s.versus!.score;
  let rival = -Infinity;
  for (let p = 0; p < score.length; p++) if (p !== seat && score[p] > rival) rival = score[p];
  const lead = score[seat] - rival;
  if (s.result && s.result !== 'victory') return 0.5;
  const standing = 0.5 + 0.5 * Math.tanh(lead / 3);
  if (s.result !== 'victory') return standing;
  if (lead < 0) return 0;
  const best = score.filter((x) => x === score[seat]).length;
  return 1 / best;
}

const first = <T>(xs: T[]): T => xs[0];

/** The move of `shortlist` (best first) with the best mean worth over the sampled futures; `seed` draws the futures. */
export function rolloutMove(game: AnyGame, s: TracksState, seat: Seat, shortlist: TracksMove[], seed: Random, options: RolloutOptions = ROLLOUT): TracksMove {
  const guide: RolloutGuide<TracksState, TracksMove> = {
    // Nothing is hidden: every future starts from (a copy of) the position itself.
    world: () => s,
    policy: (t, who, moves) => heuristicMove(t, who, moves, first),
    worth,
  };
  return policyRollout(game, seat, shortlist, guide, seed, options);
}
