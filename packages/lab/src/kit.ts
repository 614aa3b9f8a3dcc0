import type { AnyGame, Seat } from '@ramparts/engine';

/** A computer player as `createBot` makes it. */
export interface LabBot {
  readonly name: string;
  chooseMove(game: AnyGame, state: unknown, seat: Seat): unknown;
}

/**
 * What the lab needs from the other packages: the registry and the bots. The CLI's `Env` is one; tests pass a small
 * fake. `modules` names the modules worker threads (and queue workers) import to build the same kit: a module
 * exporting `findGame` and `games`, and one exporting `createBot`.
 */
export interface LabKit {
  games: readonly AnyGame[];
  findGame(id: string): AnyGame | undefined;
  createBot(spec: string, seed: string, game?: AnyGame): LabBot;
  modules: { registry: string; bots: string };
}
