import type { CoinsState, Mode } from './state.ts';
import { isWounded, valueOf } from './state.ts';

/** A seat's name in the game's words. */
export function seatName(mode: Mode, seat: number): string {
  if (mode === 'crusade') return `Player ${seat + 1}`;
  if (mode === 'duel') return seat === 0 ? 'Attacker' : 'Defender';
  return mode === 'solo-defender' ? 'Defender' : 'Attacker';
}

/** Who attacks now, as a log line names them. */
export function attackerName(s: CoinsState): string {
  return s.mode === 'crusade' ? `Player ${s.seat + 1}` : 'The Attacker';
}

export function defenderName(s: CoinsState): string {
  return s.mode === 'crusade' ? `Player ${s.seat + 1}` : 'The Defender';
}

/** "the 2c soldier", "the wounded 5c soldier of Player 3". */
export function soldierWords(s: CoinsState, code: number): string {
  const owner = s.mode === 'crusade' ? ` of Player ${(code >> 5) + 1}` : '';
  return `the ${isWounded(code) ? 'wounded ' : ''}${valueOf(code)}c soldier${owner}`;
}

/** "square 3", or "square 3 of Player 2's map" in Crusade. */
export function squareWords(s: CoinsState, map: number, square: number): string {
  return s.mode === 'crusade' ? `square ${square} of Player ${map + 1}'s map` : `square ${square}`;
}

export function castleWords(s: CoinsState, map: number): string {
  return s.mode === 'crusade' ? `Player ${map + 1}'s castle` : 'the castle';
}

/** A toss coin by coin: "1c tails, 2c heads, 5c tails". */
export function tossWords(toss: readonly number[]): string {
  return toss.map((c) => `${Math.abs(c)}c ${c > 0 ? 'tails' : 'heads'}`).join(', ');
}

export { plural } from '../common/words.ts';

/** Where a soldier stands in its stack, in words: "on", "on top of", "at the bottom of", "2nd from the bottom of". */
export function placeInStack(size: number, level: number): string {
  if (size === 1) return 'on';
  if (level === size - 1) return 'on top of';
  if (level === 0) return 'at the bottom of';
  return `${level + 1}${level === 1 ? 'nd' : level === 2 ? 'rd' : 'th'} from the bottom of`;
}

/** A soldier as menus and headlines name it: "5c", "wounded 2c", "2c of Player 3" (`owner`: named in Crusade). */
export function coinWords(s: CoinsState, code: number, owner = true): string {
  return `${isWounded(code) ? 'wounded ' : ''}${valueOf(code)}c${owner && s.mode === 'crusade' ? ` of Player ${(code >> 5) + 1}` : ''}`;
}
