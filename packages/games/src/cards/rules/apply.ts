import type { Random, Seat } from '@ramparts/engine';
import type { CardsMove } from '../moves.ts';
import type { CardsState, Events } from '../state.ts';
import { build, swap } from './building.ts';
import { attack, deflect, land, pendingAttack } from './combat.ts';
import { suitIndex } from './cards.ts';
import { draw, stopDrawing } from './draw.ts';
import { rebuild, repair } from './mending.ts';
import { removeFromHand } from './tower.ts';
import { advance } from './turn.ts';

/**
 * Applies a legal move to `s` in place (no checks: `legal.ts` decides what is legal), then runs the turn on.
 * What happened is noted in `ev` when a log is wanted (null on the bots' path).
 */
export function applyMove(s: CardsState, seat: Seat, m: CardsMove, random: Random, ev: Events): CardsState {
  switch (m.type) {
    case 'swap':
      swap(s, seat, m.card, m.from, random, ev);
      break;
    case 'build':
      build(s, seat, ev);
      break;
    case 'land':
      land(s, pendingAttack(s)!, suitIndex(m.level), ev);
      break;
    case 'attack':
      attack(s, seat, m.card, m.target, m.as, ev);
      break;
    case 'deflect':
      deflect(s, seat, m.card, m.attack, m.as, ev);
      break;
    case 'repair':
      repair(s, seat, m.card, m.level, ev);
      break;
    case 'rebuild':
      rebuild(s, seat, m.card, m.level, ev);
      break;
    case 'discard':
      removeFromHand(s.players[seat], m.card);
      s.discard.push(m.card);
      s.plays++;
      s.discards++;
      ev?.push({ t: 'discard', seat, card: m.card });
      break;
    case 'draw':
      draw(s, m.from, random, ev);
      break;
    case 'stop':
      stopDrawing(s, ev);
      break;
  }
  advance(s, ev);
  return s;
}
