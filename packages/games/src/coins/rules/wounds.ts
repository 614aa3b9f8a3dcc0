import type { CoinsEvent } from '../events.ts';
import type { CoinsState } from '../state.ts';
import { ownerOf, slot, WOUNDED } from '../state.ts';
import { soldierWords, squareWords } from '../words.ts';
import { cap } from './pathway.ts';

/**
 * The soldier the defender of `map` may hit on a square: the top one ("you must kill the top one before
 * wounding the following one"). In Crusade the defender's own soldiers are skipped. -1 when there is none.
 */
export function targetLevel(s: CoinsState, map: number, square: number): number {
  const stack = s.realms[map].path[square - 1];
  if (s.mode !== 'crusade') return stack.length - 1;
  for (let i = stack.length - 1; i >= 0; i--) if (ownerOf(stack[i]) !== map) return i;
  return -1;
}

/**
 * Spends damage equal to the target's value ("a soldier possesses as much HP as his value"): a healthy soldier
 * is wounded (turned heads up), a wounded one is killed, goes back to its owner's supply and evolves a garrison
 * coin. Returns whether it was a kill.
 */
export function hit(s: CoinsState, map: number, square: number, level: number, log: CoinsEvent[] | null): boolean {
  const stack = s.realms[map].path[square - 1];
  const code = stack[level];
  const v = code & 7;
  s.damage -= v;
  if ((code & WOUNDED) === 0) {
    stack[level] = code | WOUNDED;
    log?.push({ text: `${cap(soldierWords(s, code))} on ${squareWords(s, map, square)} is wounded and turned heads up (${v} damage spent, ${s.damage} left).`, code, map, square, killed: false });
    return false;
  }
  stack.splice(level, 1);
  s.realms[s.mode === 'crusade' ? ownerOf(code) : 0].supply[slot(v)]++;
  log?.push({ text: `${cap(soldierWords(s, code))} on ${squareWords(s, map, square)} is killed and goes back to the supply (${v} damage spent, ${s.damage} left).`, code, map, square, killed: true });
  evolve(s, map, log);
  return true;
}

/**
 * A kill evolves one garrison coin with a coin from the supply: every 1c becomes 2c before any 2c becomes 5c.
 * Nothing evolves when the supply lacks the coin needed.
 */
export function evolve(s: CoinsState, realmIndex: number, log: CoinsEvent[] | null): void {
  const realm = s.realms[realmIndex];
  const g = realm.garrison;
  if (g[0] === 0 && g[1] === 0) return;
  const from = g[0] > 0 ? 0 : 1;
  const to = from + 1;
  const names = ['1c', '2c', '5c'];
  if (realm.supply[to] === 0) {
    log?.push(`No ${names[to]} coin is left in the supply: the garrison cannot evolve.`);
    return;
  }
  g[from]--;
  g[to]++;
  realm.supply[from]++;
  realm.supply[to]--;
  log?.push(`A garrison coin evolves from ${names[from]} to ${names[to]}.`);
}

/** Whether some soldier on the map can be hit with the damage left. */
export function anyHit(s: CoinsState, map: number): boolean {
  const path = s.realms[map].path;
  for (let q = 1; q <= path.length; q++) {
    const lvl = targetLevel(s, map, q);
    if (lvl >= 0 && (path[q - 1][lvl] & 7) <= s.damage) return true;
  }
  return false;
}
