// The registry plus the engine's Dice Nim, for tests that need a move known to draw no chance (taking stones)
// and one known to draw (rolling): the coins deal decides which coins moves toss again. And Trouble
// (testing/trouble.ts), whose bots loop, hog memory or throw, for the tests of bots that misbehave.
import type { AnyGame } from '@ramparts/engine';
import { toys } from '@ramparts/engine/testkit';
import { games as registered } from '@ramparts/games';
import { troubleGame } from './trouble.ts';

export const games: AnyGame[] = [...registered, toys.diceNim as AnyGame, troubleGame];
export function findGame(id: string): AnyGame | undefined {
  return games.find((g) => g.id === id);
}
