import type { Seat } from '@ramparts/engine';
import type { CardsMove } from './moves.ts';
import { pendingAttack } from './rules/combat.ts';
import { cardName, isJoker, suitName, theCard } from './rules/cards.ts';
import { holdsFullTower } from './rules/tower.ts';
import { attackWords, levelWords, seatName } from './phrases.ts';
import type { CardId, CardsState, Suit } from './state.ts';

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

const discardTop = (s: CardsState): string => (s.discard.length > 0 ? theCard(s.discard[s.discard.length - 1]) : 'the top card');

/** Where a move sits in the terminal's menus: the action, then each choice that narrows it. */
export function menuPath(s: CardsState, seat: Seat, m: CardsMove): string[] {
  const hand = s.players[seat].hand;
  switch (m.type) {
    case 'swap':
      return ['Swap', `discard ${handCard(hand, m.card)}`, m.from === 'pile' ? 'draw from the pile' : `take ${discardTop(s)} from the discard pile`];
    case 'build':
      return [holdsFullTower(hand) ? 'Lay your tower down' : 'Lay down the best tower you can'];
    case 'land': {
      const a = pendingAttack(s);
      if (!a) return ['Land', levelWords(m.level)];
      return [`Land your ${isJoker(a.card) ? `Joker (as ${suitName(a.suit)})` : cardName(a.card)}`, `on ${seatName(a.to)}'s ${levelWords(m.level)}`];
    }
    case 'attack':
      return ['Attack', seatName(m.target), `with ${handCard(hand, m.card, m.as)}`];
    case 'deflect': {
      const a = s.flight.find((f) => f.id === m.attack);
      const what = a ? `${attackWords(a)} at ${a.to === seat ? 'you' : seatName(a.to)} (#${a.id})` : `attack #${m.attack}`;
      return ['Deflect', what, `with ${handCard(hand, m.card, m.as)}`];
    }
    case 'repair':
      return ['Repair', `your ${levelWords(m.level)}`, `with ${handCard(hand, m.card)}`];
    case 'rebuild':
      return ['Rebuild', `your ${levelWords(m.level)}`, `with ${handCard(hand, m.card)}`];
    case 'discard':
      return ['Discard', handCard(hand, m.card)];
    case 'draw':
      return [m.from === 'pile' ? 'Draw from the draw pile' : `Take ${discardTop(s)} from the discard pile`];
    case 'stop':
      return ['Stop drawing'];
  }
}
