import { cachedLoads } from './cached.ts';
import type { GameUi } from './types.ts';

/** Each game's board, move steps and rules, loaded when a table of that game opens (one chunk per game). */
const loaders: Record<string, () => Promise<GameUi>> = {
  coins: () => import('./coins/ui.tsx').then((m) => m.coinsUi as GameUi),
  cards: () => import('./cards/ui.tsx').then((m) => m.cardsUi as GameUi),
  tracks: () => import('./tracks/ui.tsx').then((m) => m.tracksUi as GameUi),
  dice: () => import('./dice/ui.tsx').then((m) => m.diceUi as GameUi),
  crystal: () => import('./crystal/ui.tsx').then((m) => m.crystalUi as GameUi),
};

const load = cachedLoads(loaders);

export function hasUi(game: string): boolean {
  return Object.hasOwn(loaders, game);
}

export function loadUi(game: string): Promise<GameUi> {
  return load(game) ?? Promise.reject(new Error(`No board for "${game}" yet.`));
}
