import type { LogLine } from '@ramparts/engine';
import { cardName, isJoker, levelName, theCard } from './rules/cards.ts';
import { attackWords, count, levelWords, list, played, seatName } from './phrases.ts';
import type { GameEvent } from './state.ts';

/** The lines of one event; a card drawn from the pile is named to its drawer only. */
function eventLines(e: GameEvent): LogLine[] {
  switch (e.t) {
    case 'turn':
      return [{ text: `${seatName(e.seat)}'s turn.` }];
    case 'swap':
      return e.from === 'pile'
        ? [{ text: `${seatName(e.seat)} discards ${theCard(e.card)} and draws a card from the draw pile.` }, { text: `You drew ${theCard(e.took)}.`, to: [e.seat] }]
        : [{ text: `${seatName(e.seat)} discards ${theCard(e.card)} and takes ${theCard(e.took)} from the discard pile.` }];
    case 'build': {
      const missing = e.tower.flatMap((c, i) => (c ? [] : [levelName(i)]));
      const levels = e.tower.map((c, i) => `${levelName(i)} ${c ? cardName(c) : 'missing'}`).join(', ');
      return [
        { text: `${seatName(e.seat)} lays ${e.forced ? 'the best tower they can' : 'a tower'} down${missing.length > 0 ? `, without ${list(missing, 'and')}` : ''}.` },
        { text: `${seatName(e.seat)}'s tower: ${levels}.` },
      ];
    }
    case 'attack':
      return [{ text: `${seatName(e.seat)} sends ${played(e.card, e.suit)} toward ${seatName(e.to)}'s tower (attack #${e.id}).` }];
    case 'land': {
      const what = `${seatName(e.from)}'s ${isJoker(e.card) ? 'Joker' : cardName(e.card)}`;
      if (e.result === 'gone') return [{ text: `${what} falls where ${seatName(e.to)}'s tower stood.` }];
      if (e.result === 'harmless' || !e.level) return [{ text: `${what} lands on ${seatName(e.to)}'s tower and harms nothing.` }];
      return [{ text: `${what} hits ${seatName(e.to)}'s ${levelWords(e.level)}: ${e.result}.` }];
    }
    case 'deflect':
      return [{ text: `${seatName(e.seat)} deflects ${attackWords(e.attack)}${e.attack.to === e.seat ? '' : ` (aimed at ${seatName(e.attack.to)})`} with ${played(e.card, e.suit)}.` }];
    case 'repair':
      return [{ text: `${seatName(e.seat)} repairs their ${levelWords(e.level)}, discarding ${theCard(e.card)}.` }];
    case 'rebuild':
      return [{ text: `${seatName(e.seat)} rebuilds their ${levelWords(e.level)} with ${theCard(e.card)}.` }];
    case 'discard':
      return [{ text: `${seatName(e.seat)} discards ${theCard(e.card)}.` }];
    case 'draw':
      return e.from === 'pile'
        ? [{ text: `${seatName(e.seat)} draws a card from the draw pile.` }, { text: `You drew ${theCard(e.card)}.`, to: [e.seat] }]
        : [{ text: `${seatName(e.seat)} takes ${theCard(e.card)} from the discard pile.` }];
    case 'stop':
      return [{ text: `${seatName(e.seat)} stops drawing.` }];
    case 'reshuffle':
      return [{ text: `The draw pile ran out: the discard pile and the Rubble (${count(e.cards, 'card')}) are shuffled into a new draw pile.` }];
    case 'stalled':
      return [{ text: `${count(e.takes, 'card')} have been taken from the discard pile while towers waited: as when the draw pile runs out, everyone still building must build.` }];
    case 'ranOut':
      return [{ text: `${e.seats.map(seatName).join(', ')} must lay down the best tower they can on their next turn.` }];
    case 'out':
      return [{ text: `${seatName(e.seat)}'s tower has fallen: ${seatName(e.seat)} is out.` }];
    case 'end':
      return [{ text: e.winners.length > 0 ? `${seatName(e.winners[0])} is the last player standing and wins.` : 'The last tower has fallen: nobody wins.' }];
  }
}

/**
 * A headline event: the move itself (the first event), an attack that harms a level (landing by itself as the next
 * turn begins), a fallen tower and the end. The rest (turns passing, harmless landings, reshuffles, a tower laid
 * level by level) is detail.
 */
function isHeadline(e: GameEvent, i: number): boolean {
  if (i === 0) return true;
  return e.t === 'out' || e.t === 'end' || (e.t === 'land' && (e.result === 'damaged' || e.result === 'destroyed'));
}

/** The log lines of a move's events, in the order they happened. */
export function words(events: readonly GameEvent[]): LogLine[] {
  const out: LogLine[] = [];
  events.forEach((e, i) => {
    const headline = isHeadline(e, i);
    eventLines(e).forEach((line, k) => {
      // A laid tower's levels, one by one, are detail even though laying it is the move.
      const detail = !headline || (e.t === 'build' && k > 0);
      out.push(detail ? { ...line, detail: true } : line);
    });
  });
  return out;
}
