import { createRandom, MctsBot, type AnyGame, type Bot, type Game, type MctsOptions, type Random } from '@ramparts/engine';
import { candidateMoves, greedyMove, playoutMove } from './guide.ts';
import type { Move } from './moves.ts';
import { legalMoves } from './rules/legal.ts';
import type { CoinsState } from './state.ts';

/*
 * The bots of Coin Siege (README "Bots"). The guided search is the engine's MCTS over the game, whose guides
 * (`guide.ts`, set on `coins`) give a ranked shortlist and a greedy playout policy; `mcts:N` uses them too.
 */

/**
 * The greedy player: every move the best by `guide.ts`'s score, no lookahead; `slips` (0..1) of its moves are
 * random instead (`heuristic:30`: three in ten), drawn from its own seeded generator.
 */
export class HeuristicBot implements Bot {
  private readonly random: Random;
  constructor(
    readonly name: string,
    seed: string,
    private readonly slips = 0,
  ) {
    this.random = createRandom(seed);
  }

  chooseMove(_game: AnyGame, state: unknown, seat: number): unknown {
    const s = state as CoinsState;
    const moves = legalMoves(s, seat);
    if (moves.length === 0) throw new Error(`Coin Siege: seat ${seat} has no move to make now.`);
    if (this.slips > 0 && moves.length > 1 && this.random.float() < this.slips) return moves[this.random.int(moves.length)];
    return greedyMove(s, seat, moves);
  }
}

/** The guided search: MCTS over `game` extended with the guides. */
export class GuidedBot implements Bot {
  private readonly inner: MctsBot;
  constructor(
    readonly name: string,
    private readonly game: AnyGame,
    seed: string,
    options: MctsOptions,
  ) {
    this.inner = new MctsBot(seed, options, name);
  }

  chooseMove(_game: AnyGame, state: unknown, seat: number): unknown {
    return this.inner.chooseMove(this.game, state, seat);
  }

  get lastSearch() {
    return this.inner.lastSearch;
  }
}

/** The guides as the game contract takes them (`coins.candidateMoves`, `coins.playoutMove`). */
export const guides = {
  candidateMoves: (s: CoinsState, seat: number): Move[] => candidateMoves(s, seat, legalMoves(s, seat)),
  playoutMove: (s: CoinsState, seat: number, moves: Move[], random: Random): Move => playoutMove(s, seat, moves, random),
};

/** Iteration budgets of the guided search offered as bots (`guided:2000`); the levels use some of them. */
/** Percentages of random moves offered as slips of the heuristic bot (`heuristic:30`). */
export const HEURISTIC_SLIPS = [15, 30, 60] as const;

export const GUIDED_BUDGETS = [100, 300, 800, 2000, 5000] as const;

/** The bots record of `game()` (asked for lazily: the game object is still being built when this is called). */
export function coinsBots<V, O>(game: () => Game<CoinsState, Move, O, V>): Record<string, (seed: string) => Bot> {
  const bots: Record<string, (seed: string) => Bot> = { heuristic: (seed) => new HeuristicBot('heuristic', seed) };
  for (const p of HEURISTIC_SLIPS) bots[`heuristic:${p}`] = (seed) => new HeuristicBot(`heuristic:${p}`, seed, p / 100);
  for (const n of GUIDED_BUDGETS) bots[`guided:${n}`] = (seed) => new GuidedBot(`guided:${n}`, game() as AnyGame, seed, { iterations: n });
  return bots;
}
