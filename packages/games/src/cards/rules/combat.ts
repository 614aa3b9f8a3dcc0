import type { Seat } from '@ramparts/engine';
import type { Attack, CardId, CardsState, Events, Suit } from '../state.ts';
import { attackRank, beats, cardName, isJoker, levelName, SUITS, suitIndex, suitName, suitOf, theCard, towerRank } from './cards.ts';
import type { Problem } from './problem.ts';
import { attackLimit, deflectLimit, removeFromHand, towerFallen } from './tower.ts';

const seatWord = (seat: Seat): string => `Player ${seat + 1}`;

/** The suit a card plays as: its own, or the one named for a Joker. */
export function playedSuit(card: CardId, as: Suit | undefined): Suit | undefined {
  return isJoker(card) ? as : SUITS[suitOf(card)];
}

function jokerProblem(card: CardId, as: Suit | undefined): Problem {
  if (isJoker(card)) return as === undefined ? ['joker-needs-suit', 'Name the suit your Joker plays as.'] : null;
  return as === undefined ? null : ['not-a-joker', `Only a Joker can play as another suit; ${theCard(card)} is ${suitName(suitOf(card))}.`];
}

/**
 * Part 2 — Attacking: any card may be sent to any other built, standing tower, even one it cannot harm.
 * One attack a turn, two while the Dragon stands undamaged.
 */
export function attackProblem(s: CardsState, seat: Seat, card: CardId, target: number, as: Suit | undefined): Problem {
  const p = s.players[seat];
  if (s.attacks >= attackLimit(p)) {
    return ['attack-limit', s.attacks === 1 ? 'You have already attacked this turn: a second attack needs an undamaged Dragon.' : 'You have made all your attacks this turn.'];
  }
  if (!Number.isInteger(target) || target < 0 || target >= s.players.length) return ['bad-target', `There is no Player ${target + 1} to attack.`];
  if (target === seat) return ['bad-target', 'You cannot attack your own tower.'];
  const t = s.players[target];
  if (t.out) return ['bad-target', `${seatWord(target)} has no tower left to attack.`];
  if (!t.tower) return ['bad-target', `${seatWord(target)} has not laid a tower down yet.`];
  return jokerProblem(card, as);
}

export function attack(s: CardsState, seat: Seat, card: CardId, target: Seat, as: Suit | undefined, ev: Events): void {
  removeFromHand(s.players[seat], card);
  const a: Attack = { id: s.nextAttack++, from: seat, to: target, card, suit: playedSuit(card, as)! };
  s.flight.push(a);
  s.plays++;
  s.attacks++;
  ev?.push({ t: 'attack', seat, to: target, card, suit: a.suit, id: a.id });
}

/** The attack of the turn's player that lands next (launch order), if any. */
export function pendingAttack(s: CardsState): Attack | undefined {
  for (let i = 0; i < s.flight.length; i++) if (s.flight[i].from === s.turn) return s.flight[i];
  return undefined;
}

/** The levels (suit indices) of the target that this attack would harm: standing levels of a weaker suit. */
export function harmableLevels(s: CardsState, a: Attack): number[] {
  const t = s.players[a.to];
  const out: number[] = [];
  if (t.out || !t.tower) return out;
  const suit = suitIndex(a.suit);
  for (let i = 0; i < 5; i++) if (t.tower[i] && beats(suit, i)) out.push(i);
  return out;
}

export function landProblem(s: CardsState, attackId: number, level: Suit): Problem {
  const a = pendingAttack(s);
  if (!a) return ['no-attack-to-land', 'You have no attack landing now.'];
  if (a.id !== attackId) return ['land-in-order', `Your attacks land in the order they were sent: attack #${a.id} (${cardName(a.card)}) first.`];
  const t = s.players[a.to];
  const i = suitIndex(level);
  if (!t.tower || !t.tower[i]) return ['no-such-level', `${seatWord(a.to)}'s tower has no ${levelName(i)} standing.`];
  if (!beats(suitIndex(a.suit), i)) return ['level-not-harmed', `${suitName(a.suit)} is not stronger than ${suitName(i)}: the ${levelName(i)} would not be harmed.`];
  return null;
}

/**
 * An attack lands on `level` (or on nothing: -1). Stronger suit needed; a higher rank (Ace low) destroys, an equal
 * or lower one damages; a damaged level is destroyed by any stronger-suit hit. Destroyed levels and spent attack
 * cards go face down to the Rubble.
 */
export function land(s: CardsState, a: Attack, level: number, ev: Events): void {
  s.flight.splice(s.flight.indexOf(a), 1);
  const t = s.players[a.to];
  const l = level >= 0 && t.tower ? t.tower[level] : null;
  if (!t.tower || !l) {
    s.rubble.push(a.card);
    ev?.push({ t: 'land', from: a.from, to: a.to, card: a.card, level: null, result: t.out ? 'gone' : 'harmless' });
    return;
  }
  const suit = SUITS[level];
  if (!beats(suitIndex(a.suit), level)) {
    s.rubble.push(a.card);
    ev?.push({ t: 'land', from: a.from, to: a.to, card: a.card, level: suit, result: 'harmless' });
    return;
  }
  if (l.damaged || attackRank(a.card) > towerRank(l.card)) {
    t.tower[level] = null;
    s.rubble.push(l.card, a.card);
    ev?.push({ t: 'land', from: a.from, to: a.to, card: a.card, level: suit, result: 'destroyed' });
    if (towerFallen(t)) {
      t.out = true;
      // An eliminated player's hand leaves the game face down.
      for (const c of t.hand) s.rubble.push(c);
      t.hand = [];
      ev?.push({ t: 'out', seat: a.to });
    }
    return;
  }
  l.damaged = true;
  s.rubble.push(a.card);
  ev?.push({ t: 'land', from: a.from, to: a.to, card: a.card, level: suit, result: 'damaged' });
}

/**
 * Part 3 — Defending: a stronger suit of equal or higher rank (Ace high) deflects an attack in flight, aimed at
 * anyone; both cards go to the Rubble. One deflection a turn, two while the Soldiers stand undamaged.
 */
export function deflectProblem(s: CardsState, seat: Seat, card: CardId, attackId: number, as: Suit | undefined): Problem {
  const p = s.players[seat];
  if (s.deflects >= deflectLimit(p)) {
    return ['deflect-limit', s.deflects === 1 ? 'You have already deflected an attack this turn: a second deflection needs undamaged Soldiers.' : 'You have made all your deflections this turn.'];
  }
  const a = s.flight.find((f) => f.id === attackId);
  if (!a) return ['no-such-attack', `There is no attack #${attackId} in flight.`];
  if (a.from === seat) return ['own-attack', 'You cannot deflect your own attack.'];
  const jp = jokerProblem(card, as);
  if (jp) return jp;
  const suit = playedSuit(card, as)!;
  if (!beats(suitIndex(suit), suitIndex(a.suit))) return ['suit-too-weak', `${suitName(suit)} is not stronger than ${suitName(a.suit)}: it cannot deflect ${theCard(a.card)}.`];
  if (towerRank(card) < attackRank(a.card)) return ['rank-too-low', `The ${cardName(card)} ranks below the attacking ${cardName(a.card)}: it cannot deflect it.`];
  return null;
}

export function deflect(s: CardsState, seat: Seat, card: CardId, attackId: number, as: Suit | undefined, ev: Events): void {
  const i = s.flight.findIndex((f) => f.id === attackId);
  const a = s.flight[i];
  s.flight.splice(i, 1);
  removeFromHand(s.players[seat], card);
  s.rubble.push(a.card, card);
  s.plays++;
  s.deflects++;
  ev?.push({ t: 'deflect', seat, card, suit: playedSuit(card, as)!, attack: a });
}
