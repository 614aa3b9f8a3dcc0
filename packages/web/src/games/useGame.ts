import type { AnyGame } from '@ramparts/engine';
import { use } from 'react';
import { loadGame } from './rules.ts';

/** The game's rules in a page that needs them to draw (it waits in the page's Suspense while they load). */
export function useGame(id: string): AnyGame | undefined {
  return use(loadGame(id));
}
