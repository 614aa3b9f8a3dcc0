import type { Random } from '@ramparts/engine';
import type { CoinsState, Purse } from '../state.ts';
import { VALUES } from '../state.ts';

/** Tosses every coin of a purse, 1c first: the result goes to `s.toss`. */
export function tossPurse(s: CoinsState, purse: Purse, random: Random): void {
  const toss = s.toss;
  while (toss.length > 0) toss.pop();
  for (let i = 0; i < 3; i++) {
    const v = VALUES[i];
    for (let c = 0; c < purse[i]; c++) {
      const tails = random.coin();
      s.toss.push(tails ? v : -v);
    }
  }
}

/** Tosses the attacker's reinforcements; their tails-up coins become the free coins of this toss. */
export function tossReinforcements(s: CoinsState, purse: Purse, random: Random): void {
  tossPurse(s, purse, random);
  s.free[0] = s.free[1] = s.free[2] = 0;
  for (let i = 0; i < s.toss.length; i++) {
    const c = s.toss[i];
    if (c > 0) s.free[c === 1 ? 0 : c === 2 ? 1 : 2]++;
  }
}

/** The sum of the visible (tails-up) values of the current toss. */
export function visibleTotal(s: CoinsState): number {
  let t = 0;
  for (let i = 0; i < s.toss.length; i++) if (s.toss[i] > 0) t += s.toss[i];
  return t;
}

/** Tails-up coins in the current toss. */
export function tailsCount(s: CoinsState): number {
  let n = 0;
  for (let i = 0; i < s.toss.length; i++) if (s.toss[i] > 0) n++;
  return n;
}

/**
 * Whether two distinct free coins show `a` and `b` (purse slots): one names the soldier's type, the other the
 * distance or the square. Two coins of one value need two such coins.
 */
export function hasPairing(free: Purse, a: number, b: number): boolean {
  return a === b ? free[a] >= 2 : free[a] >= 1 && free[b] >= 1;
}

/** The two coins of a pairing are discarded until the next toss. */
export function usePairing(free: Purse, a: number, b: number): void {
  free[a]--;
  free[b]--;
}
