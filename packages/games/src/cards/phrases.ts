import type { Seat } from '@ramparts/engine';
import { cardName, isJoker, levelName, suitName, theCard } from './rules/cards.ts';
import type { Attack, CardId, CardsState, Suit } from './state.ts';

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

/**
 * A card of the hand in words, with its code when another card of the hand has the same name (two decks' 7s of
 * Rock, two Jokers), so that every move reads differently: "the 7 of Rock", "the 7 of Rock (R7a)",
 * "a Joker J2 (as Rock)".
 */
export function handCard(hand: readonly CardId[], card: CardId, as?: Suit): string {
  const twin = hand.some((c) => c !== card && cardName(c) === cardName(card));
  if (isJoker(card)) return `a Joker${twin ? ` ${card}` : ''}${as ? ` (as ${suitName(as)})` : ''}`;
  return `${theCard(card)}${twin ? ` (${card})` : ''}`;
}

/** The card on top of the discard pile, in words. */
export const discardTop = (s: CardsState): string => (s.discard.length > 0 ? theCard(s.discard[s.discard.length - 1]) : 'the top card');
