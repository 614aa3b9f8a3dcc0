import { RuleError } from '../errors.ts';
import type { AnyGame, Seat } from '../game.ts';
import { createRandom, type Random } from '../random.ts';
import type { Bot } from './bot.ts';

/** Plays a uniformly random legal move, drawn from its own seeded generator. */
export class RandomBot implements Bot {
  readonly name: string;
  private readonly random: Random;

  constructor(seed: string, name = 'random') {
    this.name = name;
    this.random = createRandom(seed);
  }

  chooseMove(game: AnyGame, state: unknown, seat: Seat): unknown {
    const moves = game.legalMoves(state, seat);
    if (moves.length === 0) throw new RuleError('no-moves', `${game.title}: seat ${seat} has no move to make now.`);
    return this.random.pick(moves);
  }
}
