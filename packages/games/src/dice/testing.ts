import { createRandom, type Random } from '@ramparts/engine';
import { optionsSchema } from './options.ts';
import { setupGame } from './rules/setup.ts';
import type { DiceState } from './state.ts';

/**
 * A generator for tests whose dice are scripted: `die` returns the given rolls in order (and fails when they run
 * out, so a test notices an unexpected roll); everything else (shuffles) comes from a fixed seed.
 */
export function rigged(rolls: number[]): Random & { left(): number } {
  const base = createRandom('rigged');
  let i = 0;
  return {
    int: (n) => base.int(n),
    float: () => base.float(),
    coin: () => base.coin(),
    die: () => {
      if (i >= rolls.length) throw new Error(`the test ran out of scripted dice after ${rolls.length}`);
      return rolls[i++];
    },
    pick: (items) => base.pick(items),
    shuffle: (items) => base.shuffle(items),
    get draws() {
      return base.draws + i;
    },
    save: () => base.save(),
    left: () => rolls.length - i,
  };
}

/**
 * A game just set up and then emptied: no enemy on the map, the heroes at the gate with both actions, the first
 * hero to act. Tests then place what they need.
 */
export function emptyBoard(players = 1, options: Record<string, unknown> = {}): DiceState {
  // Rule tests read the rulebook's numbers (its deck as printed) unless they name a difficulty.
  const s = setupGame(players, optionsSchema.parse({ difficulty: 'rulebook', ...options }), createRandom('empty-board'));
  for (const m of s.minions) s.supply[m.enemy] += m.count;
  s.minions = [];
  s.bosses = [];
  s.waiting = false;
  s.current = 0;
  for (const h of s.heroes) h.actions = 2;
  return s;
}
