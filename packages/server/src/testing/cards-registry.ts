// The registry plus Elemental Towers (cards), for the leak test while cards is not registered yet.
import type { AnyGame } from '@ramparts/engine';
import { games as registered } from '@ramparts/games';
import { cards } from '@ramparts/games/cards/index.ts';

export const games: AnyGame[] = registered.some((g) => g.id === 'cards') ? [...registered] : [...registered, cards as AnyGame];
export function findGame(id: string): AnyGame | undefined {
  return games.find((g) => g.id === id);
}
