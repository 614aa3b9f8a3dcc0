import type { Random } from '@ramparts/engine';
import type { CoinsEvent } from '../events.ts';
import type { Move } from '../moves.ts';
import type { CoinsState } from '../state.ts';
import { slot } from '../state.ts';
import { inflictNearest, tossUntilCritical } from './automaton.ts';
import { anyPairing } from './legal.ts';
import { advance, place } from './pathway.ts';
import { armyOf, guardedMap, nextMap } from './settings.ts';
import { usePairing } from './tosses.ts';
import { beginAttack, beginDefense, defenderToss, endDefense, nextToss, startDamage, startPlayerTurn } from './turns.ts';
import { checkCastles, checkCleared, isOver } from './victory.ts';
import { anyHit, hit, targetLevel } from './wounds.ts';

/**
 * Applies a legal move to a draft (mutating it), then runs every automatic step that follows.
 * No validation: `play` checks first, the bots only pass legal moves. `events` (null in playouts) gets what happened
 * after the move itself, which the headline tells (`words.ts`).
 */
export function applyMove(s: CoinsState, seat: number, move: Move, random: Random, events: CoinsEvent[] | null): CoinsState {
  s.step++;
  switch (move.type) {
    case 'role':
      if (move.role === 'attacker') beginAttack(s, seat, random, events);
      else beginDefense(s, random, events);
      break;
    case 'place':
      usePairing(s.free, slot(move.value), slot(move.square));
      place(s, armyOf(s, seat), move.value, move.square);
      afterPairing(s, random, events);
      break;
    case 'advance': {
      const code = s.realms[move.map].path[move.square - 1][move.level];
      usePairing(s.free, slot(code & 7), slot(move.steps));
      advance(s, move.map, move.square, move.level, move.steps, events);
      checkCastles(s, events);
      checkCleared(s, events);
      // Crusade: carrying enemies through your own castle can bring it down.
      if (!isOver(s) && s.realms[seat].out && s.mode === 'crusade') startPlayerTurn(s, nextMap(s, seat), events);
      afterPairing(s, random, events);
      break;
    }
    case 'endToss':
      nextToss(s, random, events);
      break;
    case 'tossAgain':
      if (s.mode === 'solo-attacker') {
        tossUntilCritical(s, random, events);
        soloInflict(s, random, events);
      } else defenderToss(s, random, events);
      break;
    case 'stop':
      if (s.mode === 'solo-attacker') soloInflict(s, random, events);
      else startDamage(s, random, events);
      break;
    case 'hit': {
      hit(s, move.map, move.square, targetLevel(s, move.map, move.square), events);
      checkCleared(s, events);
      if (!isOver(s) && !anyHit(s, guardedMap(s, seat))) {
        if (s.damage > 0) events?.push(`The ${s.damage} damage left can wound no soldier.`);
        endDefense(s, random, events);
      }
      break;
    }
  }
  return s;
}

/** solo-attacker, after the player's choice: the rules' Defender inflicts the damage, nearest soldier first. */
function soloInflict(s: CoinsState, random: Random, events: CoinsEvent[] | null): void {
  inflictNearest(s, events);
  if (!isOver(s)) endDefense(s, random, events);
}

/** When the coins left give no usable pairing, the toss is over. */
function afterPairing(s: CoinsState, random: Random, events: CoinsEvent[] | null): void {
  if (s.phase !== 'attack') return;
  if (anyPairing(s, s.seat)) return;
  nextToss(s, random, events);
}
