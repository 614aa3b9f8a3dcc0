import type { Seat } from '@ramparts/engine';
import type { CardsMove } from './moves.ts';
import { pendingAttack } from './rules/combat.ts';
import { cardName, isJoker, suitName } from './rules/cards.ts';
import { holdsFullTower } from './rules/tower.ts';
import { attackWords, discardTop, handCard, levelWords, seatName } from './phrases.ts';
import type { CardsState } from './state.ts';

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
