import { createRandom, type AnyGame, type Random, type Seat } from '@ramparts/engine';
import { heuristicMove } from './bot.ts';
import type { TracksMove } from './moves.ts';
import { legalMoves } from './rules/legal.ts';
import type { TracksState } from './state.ts';

/**
 * Versus Sandbox search: a rollout of the heuristic (Tesauro's "policy rollout"). Every move of the shortlist is
 * tried on the same sampled futures (the same seeds: common random numbers, so two moves differ by what they do,
 * not by luck), each future played on by every seat as the heuristic plays, in a random order of the seats as at
 * the table, to the end of the session or a horizon. The move with the best mean result is played. The heuristic
 * is the rivals' model; the MCTS over an interleaved tree of three or four seats (`guided-300`) spread its few
 * hundred iterations too thin and lost to the heuristic it searched with.
 */

export interface RolloutOptions {
  /** Sampled futures per candidate move. */
  samples: number;
  /** Moves a future is played before it is scored (a whole session is about 300). */
  horizon: number;
  /** The most candidates tried (the shortlist's best first). */
  width: number;
}

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

/** Plays `s` on (mutating it) with every seat playing the heuristic, for at most `horizon` moves. */
function playOn(game: AnyGame, s: TracksState, random: Random, order: Random, horizon: number): TracksState {
  const fast = game.fast!;
  const first = <T>(xs: T[]): T => xs[0];
  for (let n = 0; n < horizon; n++) {
    const actors = game.actors(s);
    if (actors.length === 0) break;
    const seat = actors.length > 1 ? actors[order.int(actors.length)] : actors[0];
    const moves = legalMoves(s, seat);
    s = fast.apply(s, seat, heuristicMove(s, seat, moves, first), random) as TracksState;
  }
  return s;
}

/** The move of `shortlist` (best first) with the best mean worth over the sampled futures; `seed` draws the futures. */
export function rolloutMove(game: AnyGame, s: TracksState, seat: Seat, shortlist: TracksMove[], seed: Random, options: RolloutOptions = ROLLOUT): TracksMove {
  const list = shortlist.slice(0, options.width);
  if (list.length === 1) return list[0];
  const totals = new Array<number>(list.length).fill(0);
  const fast = game.fast!;
  for (let k = 0; k < options.samples; k++) {
    const key = `${seed.int(2 ** 31)}`;
    for (let i = 0; i < list.length; i++) {
      const random = createRandom(`${key}:r`);
      const order = createRandom(`${key}:o`);
      let t = fast.clone(s) as TracksState;
      t = fast.apply(t, seat, list[i], random) as TracksState;
      totals[i] += worth(playOn(game, t, random, order, options.horizon), seat);
    }
  }
  let best = 0;
  for (let i = 1; i < list.length; i++) if (totals[i] > totals[best]) best = i;
  return list[best];
}
