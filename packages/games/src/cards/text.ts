import type { Outcome, Seat } from '@ramparts/engine';
import { endedWords } from '../common/words.ts';
import { content } from './content/index.ts';
import type { CardsMove } from './moves.ts';
import { attackRank, cardName, isJoker, SUITS, towerRank } from './rules/cards.ts';
import { mustBuildReason, towersWait } from './rules/draw.ts';
import { attackLimit, deflectLimit, handLimit } from './rules/tower.ts';
import { attackWords, count, discardTop, handCard, levelWords, played, seatName } from './phrases.ts';
import type { CardsState } from './state.ts';
import type { CardsView } from './view.ts';

export { seatName } from './phrases.ts';

const { rules, deck } = content;

/** A move in words, for menus and transcripts. */
export function describeMove(s: CardsState, seat: Seat, m: CardsMove): string {
  const hand = s.players[seat].hand;
  switch (m.type) {
    case 'swap':
      return m.from === 'pile'
        ? `Discard ${handCard(hand, m.card)} and draw from the draw pile`
        : `Discard ${handCard(hand, m.card)} and take ${discardTop(s)} from the discard pile`;
    case 'build':
      return s.players[seat].mustBuild ? `Lay down the best tower your hand makes (${mustBuildReason(s)})` : 'Lay your tower down';
    case 'land': {
      const a = s.flight.find((f) => f.id === m.attack);
      return a ? `Your ${isJoker(a.card) ? 'Joker' : cardName(a.card)} hits ${seatName(a.to)}'s ${levelWords(m.level)}` : `Attack #${m.attack} hits the ${levelWords(m.level)}`;
    }
    case 'attack':
      return `Attack ${seatName(m.target)} with ${m.as ? played(m.card, m.as) : handCard(hand, m.card)}`;
    case 'deflect': {
      const a = s.flight.find((f) => f.id === m.attack);
      const what = a ? `${attackWords(a)}${a.to === seat ? '' : ` (aimed at ${seatName(a.to)})`}` : `attack #${m.attack}`;
      return `Deflect ${what} with ${m.as ? played(m.card, m.as) : handCard(hand, m.card)}`;
    }
    case 'repair':
      return `Repair your ${levelWords(m.level)} with ${handCard(hand, m.card)}`;
    case 'rebuild':
      return `Rebuild your ${levelWords(m.level)} with ${handCard(hand, m.card)}`;
    case 'discard':
      return `Discard ${handCard(hand, m.card)}`;
    case 'draw':
      return m.from === 'pile' ? 'Draw from the draw pile' : `Take ${discardTop(s)} from the discard pile`;
    case 'stop':
      return 'Stop drawing';
  }
}

/** What the turn's player is doing, for the board's first line. */
function doing(v: CardsView): string {
  switch (v.step) {
    case 'build':
      return 'to swap a card or lay the tower down';
    case 'land':
      return 'to choose where an attack lands';
    case 'play':
      return `to play (${rules.playsPerTurn - v.plays} of ${rules.playsPerTurn} plays left)`;
    case 'draw':
      return `to draw (${v.mustDraw} more${v.mayDraw > 0 ? `, ${v.mayDraw} optional` : ''})`;
    default:
      return '';
  }
}

// No example card code in the legend: a code drawn on the board must be a card the seat may see.
const CARD_CODES = `Cards: a suit letter (${deck.suits.map((s) => `${s.id} ${s.name}`).join(', ')}) then a rank (2 to 10, J Jack, Q Queen, K King, A Ace)`;
const TOWER_CODES = `Towers bottom to top: ${deck.suits.map((s) => `${s.id}: ${s.level}`).join(', ')}`;

/** The legend of the codes this board draws (one or two lines). */
function legend(v: CardsView, drawn: { towers: boolean; damaged: boolean; gaps: boolean; flight: boolean }): string[] {
  const cards = [CARD_CODES];
  if (v.decks > 1) cards.push('then a or b: which deck');
  if (v.jokers) cards.push('J and a number: a Joker');
  const lines = [`${cards.join('; ')}.`];
  const board: string[] = [];
  if (drawn.towers) board.push(TOWER_CODES);
  if (drawn.damaged) board.push('(dmg) damaged');
  if (drawn.gaps) board.push('-- destroyed or never built');
  if (drawn.flight) board.push('#n an attack in flight, sender → target, landing at the start of the sender’s next turn');
  if (board.length > 0) lines.push(`${board.join('; ')}.`);
  return lines;
}

/** Lines a board's joined parts may fill. */
const WIDTH = 100;

/** Parts joined into as few lines as fit `WIDTH` (a part longer than that has a line of its own). */
function joined(parts: readonly string[], separator: string): string[] {
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + separator.length + part.length <= WIDTH) lines[last] += `${separator}${part}`;
    else lines.push(part);
  }
  return lines;
}

/** Our stall rule's count while it runs and has begun: " · Taken from the discard 3 of 30". */
function stallCount(v: CardsView): string {
  return v.endStalls && towersWait(v) && v.takes > 0 ? ` · Taken from the discard ${v.takes} of ${rules.stallTakesPerPlayer * v.players.length}` : '';
}

/** The table as text, from a view, ending with the legend of its codes. */
export function renderText(v: CardsView, seat: Seat | null, ended?: Outcome | null): string {
  const lines: string[] = [];
  const drawn = { towers: false, damaged: false, gaps: false, flight: v.flight.length > 0 };
  const top = v.discard[v.discard.length - 1];
  const piles = `Draw pile ${v.pileCount} · Discard ${v.discard.length}${top ? ` (top ${top})` : ''} · Rubble ${v.rubbleCount}${stallCount(v)}`;
  if (v.step === 'over') lines.push(`Elemental Towers: game over. ${v.winners && v.winners.length > 0 ? `${seatName(v.winners[0])} wins.` : 'Nobody wins.'} ${piles}`);
  else if (ended) lines.push(`Elemental Towers: game over. ${endedWords(ended, v.players.map((_, i) => seatName(i)))} ${piles}`);
  else lines.push(`Elemental Towers: ${seatName(v.turn)} ${doing(v)}. ${piles}`);
  const others: string[] = [];
  v.players.forEach((p, i) => {
    const who = `${seatName(i)}${i === seat ? ' (you)' : ''}`;
    let tower: string;
    if (p.out) tower = 'out';
    else if (!p.tower) tower = p.mustBuild ? 'building (must build now)' : 'building';
    else {
      drawn.towers = true;
      tower = p.tower
        .map((l, k) => {
          if (!l) drawn.gaps = true;
          else if (l.damaged) drawn.damaged = true;
          return `${SUITS[k]}:${l ? `${l.card}${l.damaged ? '(dmg)' : ''}` : '--'}`;
        })
        .join(' ');
    }
    // The hand limit is the Moat's effective value: say it to the hand's holder.
    const limit = p.tower && !p.out ? ` · hand limit ${handLimit(p)}` : '';
    const hand = p.hand ? `hand ${p.hand.join(' ') || '(empty)'}${limit}` : count(p.handCount, 'card');
    // Your own line first; the others share lines while they are short.
    if (i === seat) lines.push(`${who}: ${tower} · ${hand}`);
    else others.push(`${who}: ${tower} · ${hand}`);
  });
  lines.push(...joined(others, '  │  '));
  const flights = v.flight.map((a) => {
    // An Ace attacks as 1, not as the 14 it is in a tower: the effective rank is shown where it differs.
    const rank = !isJoker(a.card) && attackRank(a.card) !== towerRank(a.card) ? ` (attacks as ${attackRank(a.card)})` : '';
    return `#${a.id} ${seatName(a.from)} → ${seatName(a.to)}: ${a.card}${isJoker(a.card) ? ` as ${a.suit}` : ''}${rank}`;
  });
  if (flights.length > 0) lines.push(...joined(flights, ' · ').map((l, i) => (i === 0 ? `In flight ${l}` : `          ${l}`)));
  if (v.step === 'play') {
    const p = v.players[v.turn];
    lines.push(`This turn: attacks ${v.attacks} of ${attackLimit(p)} · deflections ${v.deflects} of ${deflectLimit(p)} · repairs or rebuilds ${v.mends} of ${rules.mendsPerTurn}`);
  }
  lines.push(...legend(v, drawn));
  return lines.join('\n');
}
