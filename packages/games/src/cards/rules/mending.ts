import type { Seat } from '@ramparts/engine';
import { content } from '../content/index.ts';
import type { CardId, CardsState, Events, Suit } from '../state.ts';
import { isJoker, levelName, PAPER, ROCK, suitIndex, suitName, suitOf, theCard } from './cards.ts';
import type { Problem } from './problem.ts';
import { intact, removeFromHand } from './tower.ts';

const { rules } = content;

function mendLimit(s: CardsState): Problem {
  return s.mends >= rules.mendsPerTurn ? ['mend-limit', 'You have already repaired or rebuilt a level this turn: only one a turn.'] : null;
}

function suitProblem(card: CardId, level: number): Problem {
  if (isJoker(card) || suitOf(card) === level) return null;
  return ['wrong-suit', `The ${levelName(level)} needs a ${suitName(level)} card (or a Joker), not ${theCard(card)}.`];
}

/**
 * Part 4 — Repairing: a damaged level is turned upright with any card of its suit (to the discard pile). It needs
 * an undamaged Government, except to repair the Government itself, which must then come first. A repaired level
 * keeps its original rank.
 */
export function repairProblem(s: CardsState, seat: Seat, card: CardId, level: Suit): Problem {
  const p = s.players[seat];
  const i = suitIndex(level);
  const limit = mendLimit(s);
  if (limit) return limit;
  const l = p.tower![i];
  if (!l) return ['level-destroyed', `Your ${levelName(i)} is destroyed: rebuild it instead of repairing it.`];
  if (!l.damaged) return ['level-not-damaged', `Your ${levelName(i)} is not damaged.`];
  const sp = suitProblem(card, i);
  if (sp) return sp;
  if (i !== PAPER) {
    const gov = p.tower![PAPER];
    if (!gov) return ['government-gone', 'Without a Government no level can be repaired, and a destroyed Government never returns.'];
    if (gov.damaged) return ['government-damaged', 'Your Government is damaged: repair it before any other level.'];
  }
  return null;
}

export function repair(s: CardsState, seat: Seat, card: CardId, level: Suit, ev: Events): void {
  const p = s.players[seat];
  removeFromHand(p, card);
  s.discard.push(card);
  p.tower![suitIndex(level)]!.damaged = false;
  s.plays++;
  s.mends++;
  ev?.push({ t: 'repair', seat, card, level });
}

/**
 * Part 4 — Rebuilding: a destroyed (or never built) level is replaced by a card of its suit, which brings its own
 * rank. It needs an undamaged Foundation and Government, so neither of those can ever be rebuilt.
 */
export function rebuildProblem(s: CardsState, seat: Seat, card: CardId, level: Suit): Problem {
  const p = s.players[seat];
  const i = suitIndex(level);
  const limit = mendLimit(s);
  if (limit) return limit;
  if (p.tower![i]) return ['level-standing', `Your ${levelName(i)} still stands${p.tower![i]!.damaged ? ': repair it instead' : ''}.`];
  if (i === PAPER) return ['government-gone', 'Once destroyed, the Government can never be repaired or rebuilt.'];
  if (!intact(p, ROCK)) return ['foundation-needed', 'Rebuilding needs an undamaged Foundation (and so a destroyed Foundation never returns).'];
  if (!intact(p, PAPER)) return ['government-needed', 'Rebuilding needs an undamaged Government.'];
  return suitProblem(card, i);
}

export function rebuild(s: CardsState, seat: Seat, card: CardId, level: Suit, ev: Events): void {
  const p = s.players[seat];
  removeFromHand(p, card);
  p.tower![suitIndex(level)] = { card, damaged: false };
  s.plays++;
  s.mends++;
  ev?.push({ t: 'rebuild', seat, card, level });
}
