import type { AnyGame, GameKind } from '@ramparts/engine';
import { optionsSchema } from './http/routes.ts';

/** A game as the registry describes it to people (`@ramparts/games`' `gameList`). */
export interface GameListing {
  id: string;
  title: string;
  pitch: string;
  players: { min: number; max: number };
  minutes: number;
}

/** What the server tells clients about a game: the listing plus the kind record. */
export interface GameInfo extends GameListing {
  kind: GameKind | null;
  /** The game's options as JSON Schema (from its zod schema). */
  options?: unknown;
}

export function buildCatalog(gameList: readonly GameListing[], findGame: (id: string) => AnyGame | undefined): GameInfo[] {
  return gameList.map((g) => ({ id: g.id, title: g.title, pitch: g.pitch, players: { ...g.players }, minutes: g.minutes, kind: findGame(g.id)?.kind ?? null, ...optionsOf(findGame(g.id)) }));
}

function optionsOf(game: AnyGame | undefined): { options?: unknown } {
  return game ? { options: optionsSchema(game) } : {};
}
