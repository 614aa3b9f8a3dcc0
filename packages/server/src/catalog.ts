import type { AnyGame, GameKind } from '@ramparts/engine';

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
}

export function buildCatalog(gameList: readonly GameListing[], findGame: (id: string) => AnyGame | undefined): GameInfo[] {
  return gameList.map((g) => ({ id: g.id, title: g.title, pitch: g.pitch, players: { ...g.players }, minutes: g.minutes, kind: findGame(g.id)?.kind ?? null }));
}
