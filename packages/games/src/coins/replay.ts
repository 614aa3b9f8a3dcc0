import type { Random } from '@ramparts/engine';
import { setupGame } from './rules/setup.ts';
import type { CoinsState } from './state.ts';

/**
 * A generator that gives back the coins of a move (or a setup) exactly as they fell (`state.flips`), so the log
 * can tell the move again with words without the playouts ever building text. `int` answers `first`: the only
 * other draw is Crusade's first player.
 */
export function replayRandom(flips: readonly number[], first: number): Random {
  let i = 0;
  let draws = 0;
  const never = (): never => {
    throw new Error('Coin Siege draws only coin tosses');
  };
  return {
    coin(): boolean {
      if (i >= flips.length) throw new Error('no more recorded coins');
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
