import type { Random, Seat } from '@ramparts/engine';
import type { CardId, CardsState, Events } from '../state.ts';
import { drawFromPile, enterDrawAfterBuilding, noteDiscardTake } from './draw.ts';
import { bestTower, holdsFullTower, removeFromHand } from './tower.ts';

/**
 * Part 1, one turn: put a card on the discard pile, then take the top of the draw pile or the card that was on top
 * of the discard pile before yours ("you must set down the card you are discarding first"). The turn ends.
 */
export function swap(s: CardsState, seat: Seat, card: CardId, from: 'pile' | 'discard', random: Random, ev: Events): void {
  const p = s.players[seat];
  removeFromHand(p, card);
  // Noted first: a reshuffle the draw causes is told after it.
  const at = ev ? ev.length : 0;
  let took: CardId | undefined;
  if (from === 'discard') {
    took = s.discard.pop();
    s.discard.push(card);
  } else {
    s.discard.push(card);
    took = drawFromPile(s, random, ev);
  }
  if (took === undefined) throw new Error('Elemental Towers: nothing to take');
  ev?.splice(at, 0, { t: 'swap', seat, card, from, took });
  p.hand.push(took);
  if (from === 'discard') noteDiscardTake(s, ev);
  s.step = 'draw';
  s.mustDraw = 0;
  s.mayDraw = 0;
}

/** Laying the tower down is allowed with one card of every suit, or forced (with gaps) once the pile ran out or the table stalled. */
export const mayBuild = (s: CardsState, seat: Seat): boolean => s.players[seat].mustBuild || holdsFullTower(s.players[seat].hand);

/** Lays the best tower of the hand down (bottom Rock … top Lizard), then the three draws. */
export function build(s: CardsState, seat: Seat, ev: Events): void {
  const p = s.players[seat];
  const forced = p.mustBuild && !holdsFullTower(p.hand);
  const { tower, rest } = bestTower(p.hand);
  p.tower = tower;
  p.hand = rest;
  p.mustBuild = false;
  ev?.push({ t: 'build', seat, tower: tower.map((l) => (l ? l.card : null)), forced });
  enterDrawAfterBuilding(s);
}
