import type { Random } from '@ramparts/engine';
import { setupGame } from './rules/setup.ts';
import type { CoinsState } from './state.ts';

/**
 * A generator that gives back coins as they fell (`state.flips`, 1 tails and 0 heads), so the log can tell a move
 * again in words without the playouts ever building text; tests script tosses with it too. `int` answers `first`:
 * the only other draw is Crusade's first player. Running out of coins is an error (`label` says whose).
 */
export function replayRandom(flips: readonly number[], first: number, label = 'recorded coins'): Random & { left(): number } {
  let i = 0;
  let draws = 0;
  const never = (): never => {
    throw new Error('Coin Siege draws only coin tosses');
  };
  return {
    coin(): boolean {
      if (i >= flips.length) throw new Error(`no more ${label}`);
      draws++;
      return flips[i++] === 1;
    },
    int(): number {
      draws++;
      return first;
    },
    float: never,
    die: never,
    pick: never,
    shuffle: never,
    save: never,
    get draws() {
      return draws;
    },
    left: () => flips.length - i,
  };
}

/** The log of a game's setup (solo-defender: the rules' whole first Attacker turn), told again from the state. */
export function setupLog(s: CoinsState): string[] {
  const lines: string[] = [];
  try {
    setupGame(s.players, { mode: s.mode, difficulty: s.difficulty }, replayRandom(s.flips, s.seat), lines);
  } catch {
    return [];
  }
  return lines;
}
