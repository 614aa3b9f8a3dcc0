import type { LogLine, Seat } from '@ramparts/engine';
import { content } from './content/index.ts';
import type { CardsMove } from './moves.ts';
import { cardName, isJoker, levelName, SUITS, suitName, theCard } from './rules/cards.ts';
import type { Attack, CardId, CardsState, GameEvent, Suit } from './state.ts';
import type { CardsView } from './view.ts';

export const seatName = (seat: Seat): string => `Player ${seat + 1}`;

/** "the 7 of Rock", "a Joker (as Rock)". */
const played = (card: CardId, suit: Suit): string => (isJoker(card) ? `a Joker (as ${suitName(suit)})` : theCard(card));
/** "Government (Paper)". */
const level = (s: Suit | number): string => `${levelName(s)} (${suitName(s)})`;
const attackWords = (a: Attack): string => `${seatName(a.from)}'s ${isJoker(a.card) ? `Joker (as ${suitName(a.suit)})` : cardName(a.card)}`;

const discardTop = (s: CardsState): string => (s.discard.length > 0 ? theCard(s.discard[s.discard.length - 1]) : 'the top card');

/** A move in words, for menus. */
export function describeMove(s: CardsState, seat: Seat, m: CardsMove): string {
  switch (m.type) {
    case 'swap':
      return m.from === 'pile'
        ? `Discard ${theCard(m.card)} and draw from the draw pile`
        : `Discard ${theCard(m.card)} and take ${discardTop(s)} from the discard pile`;
    case 'build':
      return s.players[seat].mustBuild ? 'Lay down the best tower your hand makes (the draw pile ran out)' : 'Lay your tower down';
    case 'land': {
      const a = s.flight.find((f) => f.id === m.attack);
      return a ? `Your ${isJoker(a.card) ? 'Joker' : cardName(a.card)} hits ${seatName(a.to)}'s ${level(m.level)}` : `Attack #${m.attack} hits the ${level(m.level)}`;
    }
    case 'attack':
      return `Attack ${seatName(m.target)} with ${m.as ? played(m.card, m.as) : theCard(m.card)}`;
    case 'deflect': {
      const a = s.flight.find((f) => f.id === m.attack);
      const what = a ? `${attackWords(a)}${a.to === seat ? '' : ` (aimed at ${seatName(a.to)})`}` : `attack #${m.attack}`;
      return `Deflect ${what} with ${m.as ? played(m.card, m.as) : theCard(m.card)}`;
    }
    case 'repair':
      return `Repair your ${level(m.level)} with ${theCard(m.card)}`;
    case 'rebuild':
      return `Rebuild your ${level(m.level)} with ${theCard(m.card)}`;
    case 'discard':
      return `Discard ${theCard(m.card)}`;
    case 'draw':
      return m.from === 'pile' ? 'Draw from the draw pile' : `Take ${discardTop(s)} from the discard pile`;
    case 'stop':
      return 'Stop drawing';
  }
}

function eventLines(e: GameEvent): LogLine[] {
  switch (e.t) {
    case 'turn':
      return [{ text: `${seatName(e.seat)}'s turn.` }];
    case 'swap':
      return e.from === 'pile'
        ? [{ text: `${seatName(e.seat)} discards ${theCard(e.card)} and draws a card from the draw pile.` }, { text: `You drew ${theCard(e.took)}.`, to: [e.seat] }]
        : [{ text: `${seatName(e.seat)} discards ${theCard(e.card)} and takes ${theCard(e.took)} from the discard pile.` }];
    case 'build': {
      const levels = e.tower.map((c, i) => `${levelName(i)} ${c ? cardName(c) : 'missing'}`).join(', ');
      return [{ text: `${seatName(e.seat)} lays ${e.forced ? 'the best tower they can' : 'a tower'} down: ${levels}.` }];
    }
    case 'attack':
      return [{ text: `${seatName(e.seat)} sends ${played(e.card, e.suit)} toward ${seatName(e.to)}'s tower (attack #${e.id}).` }];
    case 'land': {
      const what = `${seatName(e.from)}'s ${isJoker(e.card) ? 'Joker' : cardName(e.card)}`;
      if (e.result === 'gone') return [{ text: `${what} falls where ${seatName(e.to)}'s tower stood.` }];
      if (e.result === 'harmless' || !e.level) return [{ text: `${what} lands on ${seatName(e.to)}'s tower and harms nothing.` }];
      return [{ text: `${what} hits ${seatName(e.to)}'s ${level(e.level)}: ${e.result}.` }];
    }
    case 'deflect':
      return [{ text: `${seatName(e.seat)} deflects ${attackWords(e.attack)}${e.attack.to === e.seat ? '' : ` (aimed at ${seatName(e.attack.to)})`} with ${played(e.card, e.suit)}.` }];
    case 'repair':
      return [{ text: `${seatName(e.seat)} repairs their ${level(e.level)}, discarding ${theCard(e.card)}.` }];
    case 'rebuild':
      return [{ text: `${seatName(e.seat)} rebuilds their ${level(e.level)} with ${theCard(e.card)}.` }];
    case 'discard':
      return [{ text: `${seatName(e.seat)} discards ${theCard(e.card)}.` }];
    case 'draw':
      return e.from === 'pile'
        ? [{ text: `${seatName(e.seat)} draws a card from the draw pile.` }, { text: `You drew ${theCard(e.card)}.`, to: [e.seat] }]
        : [{ text: `${seatName(e.seat)} takes ${theCard(e.card)} from the discard pile.` }];
    case 'stop':
      return [{ text: `${seatName(e.seat)} stops drawing.` }];
    case 'reshuffle':
      return [{ text: `The draw pile ran out: the discard pile and the Rubble (${e.cards} cards) are shuffled into a new draw pile.` }];
    case 'ranOut':
      return [{ text: `${e.seats.map(seatName).join(', ')} must lay down the best tower they can on their next turn.` }];
    case 'out':
      return [{ text: `${seatName(e.seat)}'s tower has fallen: ${seatName(e.seat)} is out.` }];
    case 'end':
      return [{ text: e.winners.length > 0 ? `${seatName(e.winners[0])} is the last player standing and wins.` : 'The last tower has fallen: nobody wins.' }];
  }
}

/** The log lines of a move: what happened, a drawn card named only to its holder. */
export function log(after: CardsState): LogLine[] {
  return after.events.flatMap(eventLines);
}

const short = (card: CardId): string => card;

/** The table as text, from a view. */
export function renderText(v: CardsView, seat: Seat | null): string {
  const lines: string[] = [];
  const { playsPerTurn } = content.rules;
  let doing: string;
  switch (v.step) {
    case 'build':
      doing = 'to swap a card or lay the tower down';
      break;
    case 'land':
      doing = 'to choose where an attack lands';
      break;
    case 'play':
      doing = `to play (${playsPerTurn - v.plays} of ${playsPerTurn} plays left)`;
      break;
    case 'draw':
      doing = `to draw (${v.mustDraw} more${v.mayDraw > 0 ? `, ${v.mayDraw} optional` : ''})`;
      break;
    default:
      doing = '';
  }
  if (v.step === 'over') lines.push(`Elemental Towers: game over. ${v.winners && v.winners.length > 0 ? `${seatName(v.winners[0])} wins.` : 'Nobody wins.'}`);
  else lines.push(`Elemental Towers: ${seatName(v.turn)} ${doing}.`);
  const top = v.discard[v.discard.length - 1];
  lines.push(`Draw pile ${v.pileCount} · Discard ${v.discard.length}${top ? ` (top ${short(top)})` : ''} · Rubble ${v.rubbleCount}`);
  v.players.forEach((p, i) => {
    const who = `${seatName(i)}${i === seat ? ' (you)' : ''}`;
    let tower: string;
    if (p.out) tower = 'out';
    else if (!p.tower) tower = p.mustBuild ? 'building (must build now)' : 'building';
    else tower = p.tower.map((l, k) => `${SUITS[k]}:${l ? `${short(l.card)}${l.damaged ? '(dmg)' : ''}` : '--'}`).join(' ');
    const hand = p.hand ? `hand ${p.hand.map(short).join(' ') || '(empty)'}` : `${p.handCount} cards`;
    lines.push(`${who}: ${tower} · ${hand}`);
  });
  for (const a of v.flight) lines.push(`In flight #${a.id}: ${seatName(a.from)} → ${seatName(a.to)}: ${short(a.card)}${isJoker(a.card) ? ` as ${a.suit}` : ''}`);
  return lines.join('\n');
}
