import type { LogLine, Random } from '@ramparts/engine';
import { eventText, type CoinsEvent } from './events.ts';
import { setupGame } from './rules/setup.ts';
import type { CoinsState } from './state.ts';

/**
 * A generator that gives back coins as they fell (1 tails, 0 heads): `setupLog` tells the setup again from the coins
 * the setup recorded, and tests script tosses with it. `int` answers `first`: the only other draw is Crusade's first
 * player. Running out of coins is an error (`label` says whose).
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

/**
 * The log of a game's setup (solo-defender: the rules' whole first Attacker turn), told again from the coins it
 * drew. Once per match, never on a move's path.
 */
export function setupLog(s: CoinsState): LogLine[] {
  const lines: CoinsEvent[] = [];
  const options = { mode: s.mode, difficulty: s.difficulty, garrisonTosses: s.garrisonTosses, soloChoice: s.soloChoice };
  try {
    setupGame(s.players, options, replayRandom(s.setupCoins, s.seat), lines);
  } catch {
    return [];
  }
  return lines.map((e) => ({ text: eventText(e) }));
}
