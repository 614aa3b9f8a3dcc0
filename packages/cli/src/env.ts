import type { AnyGame, Random, Seat } from '@ramparts/engine';

/** A computer player, as `createBot` makes it (structurally the engine's `Bot`). */
export interface BotLike {
  readonly name: string;
  chooseMove(game: AnyGame, state: unknown, seat: Seat): unknown;
}

/** The game registry: what `@ramparts/games` exports. */
export interface Registry {
  games: readonly AnyGame[];
  findGame(id: string): AnyGame | undefined;
}

/** The bots: what `@ramparts/engine` exports besides the kernel. */
export interface BotKit {
  createBot(spec: string, seed: string, game?: AnyGame): BotLike;
  playout(game: AnyGame, state: unknown, random: Random, maxMoves: number): { state: unknown; moves: number };
}

/**
 * Everything a command needs from the other packages. The real one is `loadEnv()`; tests pass a small fake.
 * `modules` names the modules worker threads import to get the same registry and bots
 * (a module exporting `findGame`, and one exporting `createBot`).
 */
export interface Env extends Registry, BotKit {
  modules: { registry: string; bots: string };
}

/** The real registry and bots, loaded on first use. */
export async function loadEnv(): Promise<Env> {
  const [registry, engine] = await Promise.all([import('@ramparts/games'), import('@ramparts/engine')]);
  return {
    games: registry.games,
    findGame: registry.findGame,
    createBot: engine.createBot,
    playout: engine.playout,
    modules: { registry: '@ramparts/games', bots: '@ramparts/engine' },
  };
}
