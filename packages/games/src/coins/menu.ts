import type { Move } from './moves.ts';
import { targetLevel } from './rules/wounds.ts';
import type { CoinsState } from './state.ts';
import { isWounded } from './state.ts';
import { coinWords, placeInStack, squareWords } from './words.ts';

/**
 * Where a move sits in a menu: the action, then each choice that narrows it. Soldiers are named by value, place in
 * their stack and square, so every legal move of a position has its own path.
 */
export function menuPath(s: CoinsState, seat: number, move: Move): string[] {
  const solo = s.mode === 'solo-attacker';
  switch (move.type) {
    case 'role':
      return [move.role === 'attacker' ? 'Attack this turn' : 'Defend this turn'];
    case 'place':
      return ['Place a new soldier', `${move.value}c`, `on ${squareWords(s, s.mode === 'crusade' ? seat : 0, move.square)}`];
    case 'advance': {
      const stack = s.realms[move.map]?.path[move.square - 1];
      const code = stack?.[move.level];
      const where = squareWords(s, move.map, move.square);
      const who = code === undefined ? `the soldier on ${where}` : `the ${coinWords(s, code, false)} ${placeInStack(stack.length, move.level)} ${where}`;
      return ['Move a soldier', who, `forward ${move.steps}`];
    }
    case 'endToss':
      return ['End this toss'];
    case 'tossAgain':
      return [solo ? 'Have the Defender toss again until a critical' : 'Toss the garrison again'];
    case 'stop':
      return [solo ? `Have the Defender inflict ${s.damage} damage` : `Stop with ${s.damage} damage`];
    case 'hit': {
      const stack = s.realms[move.map]?.path[move.square - 1];
      const code = stack && stack.length > 0 ? stack[targetLevel(s, move.map, move.square)] : undefined;
      const where = squareWords(s, move.map, move.square);
      if (code === undefined) return ['Wound', `the soldier on ${where}`];
      return [isWounded(code) ? 'Kill' : 'Wound', `the ${coinWords(s, code)} on ${where}`];
    }
  }
}
