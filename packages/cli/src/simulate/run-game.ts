import { playGame } from '@ramparts/lab/play.ts';
import type { Cell, GameLine } from '@ramparts/lab/types.ts';
import type { BotKit, Registry } from '../env.ts';

export { botSeed, gameSeed } from '@ramparts/lab/play.ts';

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
  /** The content patch every game is played with (a variant's); none: the game's own content. */
  content?: Record<string, unknown>;
}

export interface GameResult {
  index: number;
  winners: number[];
  moves: number;
  /** false: the move cap was reached first. */
  finished: boolean;
  /** The side the rules play, when it won ("the horde"). */
  automatonWinner?: string;
}

/**
 * A simulation is one lab cell, played by the lab (`@ramparts/lab/play.ts`): its seed is the simulation's, so game i
 * plays with `${seed}:${i}` and seat j's bot draws from `${seed}:${i}:${j}`, as `simulate` always has. No id: a
 * failure names the game alone.
 */
export function cellOf(spec: SimSpec): Cell {
  return {
    id: '',
    index: 0,
    values: {},
    label: '',
    game: spec.game,
    players: spec.players,
    options: spec.options as Record<string, unknown>,
    bots: spec.bots,
    rotateSeats: false,
    content: spec.content ?? {},
    seed: spec.seed,
    maxMoves: spec.maxMoves,
  };
}

/** Plays game `index` of a simulation between bots, through the game's validated `play`. */
export function runGame(kit: Registry & Pick<BotKit, 'createBot'>, spec: SimSpec, index: number): GameResult {
  return resultOf(playGame({ ...kit, modules: { registry: '', bots: '' } }, cellOf(spec), index, { trajectory: false }));
}

/** What a simulation keeps of a game's lab line. */
export const resultOf = (l: GameLine): GameResult => ({
  index: l.index,
  winners: l.winners,
  moves: l.moves,
  finished: l.finished,
  ...(l.automatonWinner !== undefined ? { automatonWinner: l.automatonWinner } : {}),
});
