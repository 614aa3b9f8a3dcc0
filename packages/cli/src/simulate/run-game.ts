import { createRandom } from '@ramparts/engine';
import type { BotKit, Registry } from '../env.ts';

/** One simulation, as the main thread hands it to every worker. Plain data (it crosses threads). */
export interface SimSpec {
  game: string;
  players: number;
  /** Already validated by the game's schema. */
  options: unknown;
  seed: string;
  /** One bot spec per seat. */
  bots: string[];
  /** A game still going after this many moves counts as unfinished. */
  maxMoves: number;
}

export interface GameResult {
  index: number;
  winners: number[];
  moves: number;
  /** false: the move cap was reached first. */
  finished: boolean;
}

/** Seeds: game i plays with `${seed}:${i}`; seat j's bot draws from `${seed}:${i}:${j}`. */
export const gameSeed = (seed: string, index: number) => `${seed}:${index}`;
export const botSeed = (seed: string, index: number, seat: number) => `${seed}:${index}:${seat}`;

/** Plays game `index` of a simulation between bots, through the game's validated `play`. */
export function runGame(kit: Registry & Pick<BotKit, 'createBot'>, spec: SimSpec, index: number): GameResult {
  const game = kit.findGame(spec.game);
  if (!game) throw new Error(`There is no game "${spec.game}".`);
  const random = createRandom(gameSeed(spec.seed, index));
  const bots = spec.bots.map((b, seat) => kit.createBot(b, botSeed(spec.seed, index, seat), game));
  // When several seats may act at once, who goes first is drawn from a generator of its own.
  let order: ReturnType<typeof createRandom> | null = null;
  let state = game.setup(spec.players, spec.options, random);
  let moves = 0;
  for (;;) {
    const actors = game.actors(state);
    if (actors.length === 0 || moves >= spec.maxMoves) break;
    let seat = actors[0];
    if (actors.length > 1) {
      order ??= createRandom(`${gameSeed(spec.seed, index)}:order`);
      seat = order.pick(actors);
    }
    const move = bots[seat].chooseMove(game, state, seat);
    state = game.play(state, seat, move, random);
    moves++;
  }
  const outcome = game.outcome(state);
  return { index, winners: outcome ? outcome.winners.slice() : [], moves, finished: outcome !== null };
}

/** Wraps a failure with what is needed to reproduce it. */
export function describeFailure(spec: SimSpec, index: number, e: unknown): string {
  const why = e instanceof Error ? e.message : String(e);
  return `Game ${index} (seed "${gameSeed(spec.seed, index)}", bots ${spec.bots.join(',')}) failed: ${why}`;
}
