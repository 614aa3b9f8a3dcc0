import type { Random } from '@ramparts/engine';
import type { Move } from '../moves.ts';
import type { CoinsState } from '../state.ts';
import { slot } from '../state.ts';
import { attackerName, defenderName, soldierWords, squareWords } from '../words.ts';
import { anyPairing } from './legal.ts';
import { advance, place } from './pathway.ts';
import { armyOf, guardedMap, nextMap } from './settings.ts';
import { usePairing } from './tosses.ts';
import { beginAttack, beginDefense, defenderToss, endDefense, nextToss, startDamage, startPlayerTurn } from './turns.ts';
import { checkCastles, checkCleared, isOver } from './victory.ts';
import { anyHit, hit, targetLevel } from './wounds.ts';

/**
 * Applies a legal move to a draft (mutating it), then runs every automatic step that follows.
 * No validation: `play` checks first, the bots only pass legal moves. `log` (null in playouts) gets the lines.
 */
export function applyMove(s: CoinsState, seat: number, move: Move, random: Random, log: string[] | null): CoinsState {
  const flips = s.flips;
  while (flips.length > 0) flips.pop();
  s.step++;
  switch (move.type) {
    case 'role':
      log?.push(`Player ${seat + 1} chooses to ${move.role === 'attacker' ? 'attack' : 'defend'} this turn.`);
      if (move.role === 'attacker') beginAttack(s, seat, random, log);
      else beginDefense(s, random, log);
      break;
    case 'place':
      usePairing(s.free, slot(move.value), slot(move.square));
      place(s, armyOf(s, seat), move.value, move.square);
      log?.push(`${attackerName(s)} places a new ${move.value}c soldier on ${squareWords(s, armyOf(s, seat), move.square)} (coins ${move.value} + ${move.square}).`);
      afterPairing(s, random, log);
      break;
    case 'advance': {
      const code = s.realms[move.map].path[move.square - 1][move.level];
      usePairing(s.free, slot(code & 7), slot(move.steps));
      log?.push(`${attackerName(s)} moves ${soldierWords(s, code)} on ${squareWords(s, move.map, move.square)} forward ${move.steps} (coins ${code & 7} + ${move.steps}).`);
      advance(s, move.map, move.square, move.level, move.steps, log);
      checkCastles(s, log);
      checkCleared(s, log);
      // Crusade: carrying enemies through your own castle can bring it down.
      if (!isOver(s) && s.realms[seat].out && s.mode === 'crusade') startPlayerTurn(s, nextMap(s, seat), log);
      afterPairing(s, random, log);
      break;
    }
    case 'endToss':
      log?.push(`${attackerName(s)} ends this toss.`);
      nextToss(s, random, log);
      break;
    case 'tossAgain':
      log?.push(`${defenderName(s)} tosses again.`);
      defenderToss(s, random, log);
      break;
    case 'stop':
      log?.push(`${defenderName(s)} stops with ${s.damage} damage.`);
      startDamage(s, random, log);
      break;
    case 'hit': {
      hit(s, move.map, move.square, targetLevel(s, move.map, move.square), log);
      checkCleared(s, log);
      if (!isOver(s) && !anyHit(s, guardedMap(s, seat))) {
        if (s.damage > 0) log?.push(`The ${s.damage} damage left can wound no soldier.`);
        endDefense(s, random, log);
      }
      break;
    }
  }
  return s;
}

/** When the coins left give no usable pairing, the toss is over. */
function afterPairing(s: CoinsState, random: Random, log: string[] | null): void {
  if (s.phase !== 'attack') return;
  if (anyPairing(s, s.seat)) return;
  nextToss(s, random, log);
}
