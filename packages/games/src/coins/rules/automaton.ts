import type { CoinsEvent } from '../events.ts';
import type { Random } from '@ramparts/engine';
import type { CoinsState } from '../state.ts';
import { VALUES } from '../state.ts';
import { soldierWords, squareWords } from '../words.ts';
import { tossGarrison } from './garrison.ts';
import { advance, canAdvance, canEnter, place } from './pathway.ts';
import { automatonDefenderTosses, lastPlacementTurn, N } from './settings.ts';
import { hasPairing, usePairing } from './tosses.ts';
import { checkCastles, checkCleared, isOver } from './victory.ts';
import { hit, targetLevel } from './wounds.ts';

/*
 * The opponents the rules play in solo (seed "Solo play", README "Solo").
 */

/**
 * solo-defender: the rules' Attacker uses its current toss. While a pairing is usable: place a new soldier if it can
 * (highest value, then the farthest square); otherwise move the highest-valued soldier it can (5c, 2c, 1c; among
 * equals the nearest the castle, carrying its stack; the longest distance). The same soldier may move again.
 */
export function automatonAttack(s: CoinsState, log: CoinsEvent[] | null): void {
  while (!isOver(s) && automatonPairing(s, log)) {
    checkCastles(s, log);
    checkCleared(s, log);
  }
}

function automatonPairing(s: CoinsState, log: CoinsEvent[] | null): boolean {
  const f = s.free;
  if (f[0] + f[1] + f[2] < 2) return false;
  const realm = s.realms[0];
  if (realm.turn <= lastPlacementTurn()) {
    for (let a = 2; a >= 0; a--) {
      if (realm.supply[a] === 0) continue;
      for (let b = 2; b >= 0; b--) {
        if (!hasPairing(f, a, b) || !canEnter(realm.path[VALUES[b] - 1], VALUES[a])) continue;
        usePairing(f, a, b);
        place(s, 0, VALUES[a], VALUES[b]);
        log?.push(`The Attacker places a new ${VALUES[a]}c soldier on square ${VALUES[b]} (coins ${VALUES[a]} + ${VALUES[b]}).`);
        return true;
      }
    }
  }
  for (let a = 2; a >= 0; a--) {
    if (f[a] === 0) continue;
    const v = VALUES[a];
    for (let q = N; q >= 1; q--) {
      const stack = realm.path[q - 1];
      for (let lvl = 0; lvl < stack.length; lvl++) {
        if ((stack[lvl] & 7) !== v) continue;
        for (let b = 2; b >= 0; b--) {
          if (!hasPairing(f, a, b) || !canAdvance(s, 0, q, v, VALUES[b], 0)) continue;
          usePairing(f, a, b);
          log?.push(`The Attacker moves ${soldierWords(s, stack[lvl])} on ${squareWords(s, 0, q)} forward ${VALUES[b]} (coins ${v} + ${VALUES[b]}).`);
          advance(s, 0, q, lvl, VALUES[b], log);
          return true;
        }
      }
    }
  }
  return false;
}

/**
 * solo-attacker: the rules' Defender tosses 2/3/4 times (the difficulty), adding every visible value; criticals are
 * ignored ("critical failures or successes are ignored during the 2, 3 or 4 tosses").
 */
export function automatonTosses(s: CoinsState, random: Random, log: CoinsEvent[] | null): void {
  const k = automatonDefenderTosses(s);
  for (let i = 0; i < k; i++) tossGarrison(s, 0, random, false, 'The Defender', log);
}

/** "Toss again until you get a critical failure or success": failure loses all the damage, success adds +1 HP and counts. */
export function tossUntilCritical(s: CoinsState, random: Random, log: CoinsEvent[] | null): void {
  while (tossGarrison(s, 0, random, true, 'The Defender', log) === 'none');
}

/**
 * "Damages are applied on the nearest Soldier from the Castle first": the top soldier of the nearest occupied square
 * takes wounds until it dies, then the next; when the damage left cannot pay for the nearest soldier's wound, the
 * rest is lost (no skipping to a farther, cheaper soldier).
 */
export function inflictNearest(s: CoinsState, log: CoinsEvent[] | null): void {
  for (let q = nearestTarget(s); q > 0 && !isOver(s); q = nearestTarget(s)) {
    const lvl = targetLevel(s, 0, q);
    if ((s.realms[0].path[q - 1][lvl] & 7) > s.damage) break;
    hit(s, 0, q, lvl, log);
    checkCleared(s, log);
  }
  if (isOver(s)) return;
  if (s.damage > 0) log?.push(`${s.damage} damage is left unused.`);
  s.damage = 0;
}

/**
 * The `fixed` solo choice (version 1 of this game): if the total cannot wound the soldier nearest the castle the
 * rules' Defender tosses again until a critical, otherwise it inflicts; damage goes a wound at a time to the top
 * soldier of the nearest square whose wound the damage left can pay for.
 */
export function fixedChoice(s: CoinsState, random: Random, log: CoinsEvent[] | null): void {
  const near = nearestTarget(s);
  if (near < 0 || (s.realms[0].path[near - 1][targetLevel(s, 0, near)] & 7) > s.damage) {
    log?.push(`${s.damage} damage cannot wound the soldier nearest the castle: the Defender tosses again until a critical.`);
    tossUntilCritical(s, random, log);
  }
  for (;;) {
    let q = N;
    for (; q >= 1; q--) {
      const lvl = targetLevel(s, 0, q);
      if (lvl >= 0 && (s.realms[0].path[q - 1][lvl] & 7) <= s.damage) break;
    }
    if (q < 1) break;
    hit(s, 0, q, targetLevel(s, 0, q), log);
    checkCleared(s, log);
    if (isOver(s)) return;
  }
  if (s.damage > 0) log?.push(`${s.damage} damage is left unused.`);
  s.damage = 0;
}

/** The occupied square nearest the castle, or -1. */
function nearestTarget(s: CoinsState): number {
  const path = s.realms[0].path;
  for (let q = N; q >= 1; q--) if (path[q - 1].length > 0) return q;
  return -1;
}
