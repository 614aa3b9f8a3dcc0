import { createRandom, MctsBot, type AnyGame, type Bot, type MctsOptions, type Random, type Seat } from '@ramparts/engine';
import { bestMove, policyMove, rankedMoves } from './guide.ts';
import type { CardsMove } from './moves.ts';
import { ROLLOUT_FROM, rolloutBot } from './rollout.ts';
import type { CardsState } from './state.ts';

/** The guides as the engine's `Game` hooks name them (`candidateMoves`, `playoutMove`). */
export interface CardsGuides {
  candidateMoves(state: CardsState, seat: Seat): CardsMove[];
  playoutMove(state: CardsState, seat: Seat, moves: CardsMove[], random: Random): CardsMove;
}

/** The shortlist and the playout policy of `guide.ts`, over the fast path's legal moves. */
export function guidesFor(legalMoves: (s: CardsState, seat: Seat) => CardsMove[]): CardsGuides {
  return {
    candidateMoves: (s, seat) => rankedMoves(s, seat, legalMoves(s, seat)),
    playoutMove: (s, seat, moves, random) => policyMove(s, seat, moves, random),
  };
}

/**
 * The heuristic alone: the best-scored legal move (`guide.ts`), no search. It reads only the seat's own hand and what
 * is face up, so it may be handed the match's state. `noise` plays a uniformly random move that often (an easy bot).
 */
export function heuristicBot(seed: string, noise = 0, name = 'heuristic'): Bot {
  const random = createRandom(seed);
  return {
    name,
    chooseMove(game: AnyGame, state: unknown, seat: Seat): unknown {
      const moves = game.legalMoves(state, seat) as CardsMove[];
      if (moves.length === 1) return moves[0];
      if (noise > 0 && random.float() < noise) return moves[random.int(moves.length)];
      return bestMove(state as CardsState, seat, moves);
    },
  };
}

/**
 * Guided search: the engine's MCTS over `guided` (the game with its shortlist and playout policy), `iterations` a move.
 * Kept as an own bot so that plain `mcts:N` specs (the golden transcripts') keep searching every move at random.
 */
export function guidedBot(guided: AnyGame, seed: string, iterations: number, options: MctsOptions = {}): Bot {
  const mcts = new MctsBot(seed, { iterations, ...options }, `guided:${iterations}`);
  return {
    name: mcts.name,
    chooseMove: (_game: AnyGame, state: unknown, seat: Seat): unknown => mcts.chooseMove(guided, state, seat),
  };
}

/**
 * `hard` (`guided-rollout`): the guided search at 2000 iterations up to 6 players; from ROLLOUT_FROM players the
 * rollout search (rollout.ts), where the tree spread over six or seven rivals' replies did no better than the heuristic.
 */
export function hardBot(guided: AnyGame, seed: string): Bot {
  const mcts = guidedBot(guided, seed, 2000);
  const rollout = rolloutBot(guided, seed);
  return {
    name: 'guided-rollout',
    chooseMove: (game: AnyGame, state: unknown, seat: Seat): unknown => ((state as CardsState).players.length >= ROLLOUT_FROM ? rollout : mcts).chooseMove(game, state, seat),
  };
}
