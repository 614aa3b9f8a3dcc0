import { createRandom, rolloutMove, type AnyGame, type Bot, type Random, type RolloutGuide, type RolloutOptions, type Seat } from '@ramparts/engine';
import { evaluate } from './bot.ts';
import { bestMove, rankedMoves } from './guide.ts';
import type { CardsMove } from './moves.ts';
import type { CardsState } from './state.ts';
import { determinize, view } from './view.ts';

/**
 * Big tables (7 and 8 players): the engine's policy rollouts over the shortlist. Each sample is a world drawn from
 * the mover's view (the other hands, the draw pile and the Rubble dealt anew), played on by every seat as the
 * heuristic plays. The guided MCTS spread its 2000 iterations over six or seven rivals' replies and did no better
 * than the heuristic there; the rollouts beat it (docs/bots.md).
 */
export const ROLLOUT: RolloutOptions = { samples: 32, horizon: 200, width: 6 };

/** The player count from which `hard` searches by rollouts instead of the guided MCTS. */
export const ROLLOUT_FROM = 7;

/** The search's pick for `seat`, reading only its view of `state` (the shortlist reads only what the mover sees). */
export function rolloutPick(game: AnyGame, state: CardsState, seat: Seat, futures: Random, options: RolloutOptions = ROLLOUT): CardsMove {
  const v = view(state, seat);
  const guide: RolloutGuide<CardsState, CardsMove> = {
    world: (random) => determinize(v, seat, random),
    policy: bestMove,
    worth: (s, who) => evaluate(s)[who],
  };
  return rolloutMove(game, seat, rankedMoves(state, seat, game.legalMoves(state, seat) as CardsMove[]), guide, futures, options);
}

/** The rollout search as a bot of its own (`rollout`), at any table size. */
export function rolloutBot(game: AnyGame, seed: string, options: RolloutOptions = ROLLOUT, name = 'rollout'): Bot {
  const futures = createRandom(`${seed}:rollout`);
  return {
    name,
    chooseMove: (_game: AnyGame, state: unknown, seat: Seat): unknown => rolloutPick(game, state as CardsState, seat, futures, options),
  };
}
