import type { AnyGame } from '@ramparts/engine';
import { gameList } from '@ramparts/games/list';
import { cachedLoads } from './cached.ts';

/**
 * Each game's rules and content, loaded when a page of that game opens: one chunk per game, so a table downloads
 * and checks only its own game's content (the five together cost a phone most of a second). Code that is not a
 * game's own gets its game from here and hands it on; a game's own modules import their rules directly.
 */
const loaders: Record<string, () => Promise<AnyGame>> = {
  coins: () => import('@ramparts/games/coins/index.ts').then((m) => m.coins as AnyGame),
  cards: () => import('@ramparts/games/cards/index.ts').then((m) => m.cards as AnyGame),
  tracks: () => import('@ramparts/games/tracks/index.ts').then((m) => m.tracks as AnyGame),
  dice: () => import('@ramparts/games/dice/index.ts').then((m) => m.dice as AnyGame),
  crystal: () => import('@ramparts/games/crystal/index.ts').then((m) => m.crystal as AnyGame),
};

const load = cachedLoads(loaders);
const NONE: Promise<undefined> = Promise.resolve(undefined);

/** The game's rules, or undefined for an id that is not a game of Ramparts (the same promise each time). */
export function loadGame(id: string): Promise<AnyGame | undefined> {
  return load(id) ?? NONE;
}

/** The game's title without loading its rules (the id itself for an unknown one). */
export const gameTitle = (id: string): string => gameList.find((g) => g.id === id)?.title ?? id;

/** Finds only `game` (for `loadRecord`, which looks a record's game up by id). */
export const onlyGame =
  (game: AnyGame | undefined) =>
  (id: string): AnyGame | undefined =>
    game && game.id === id ? game : undefined;
