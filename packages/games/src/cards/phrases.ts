import type { Seat } from '@ramparts/engine';
import { cardName, isJoker, levelName, suitName, theCard } from './rules/cards.ts';
import type { Attack, CardId, Suit } from './state.ts';

/** The small phrases the log, the menus and the terms share. */

export const seatName = (seat: Seat): string => `Player ${seat + 1}`;

/** "the 7 of Rock", "a Joker (as Rock)". */
export const played = (card: CardId, suit: Suit): string => (isJoker(card) ? `a Joker (as ${suitName(suit)})` : theCard(card));

/** "Government (Paper)". */
export const levelWords = (s: Suit | number): string => `${levelName(s)} (${suitName(s)})`;

/** "Player 3's 9 of Water", "Player 3's Joker (as Rock)". */
export const attackWords = (a: Attack): string => `${seatName(a.from)}'s ${isJoker(a.card) ? `Joker (as ${suitName(a.suit)})` : cardName(a.card)}`;

/** "1 card", "3 cards". */
export const count = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "Scissors and Lizard", "Paper, Water or Rock". */
export const list = (names: readonly string[], word: 'and' | 'or'): string =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} ${word} ${names[names.length - 1]}`;
