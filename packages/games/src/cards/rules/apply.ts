import type { Random, Seat } from '@ramparts/engine';
import type { CardsMove } from '../moves.ts';
import type { CardsState } from '../state.ts';
import { build, swap } from './building.ts';
import { attack, deflect, land, pendingAttack } from './combat.ts';
import { suitIndex } from './cards.ts';
import { draw, stopDrawing } from './draw.ts';
import { rebuild, repair } from './mending.ts';
import { removeFromHand } from './tower.ts';
import { advance } from './turn.ts';

/** Applies a legal move to `s` in place (no checks: `legal.ts` decides what is legal), then runs the turn on. */
export function applyMove(s: CardsState, seat: Seat, m: CardsMove, random: Random): CardsState {
  s.events = [];
  switch (m.type) {
    case 'swap':
      swap(s, seat, m.card, m.from, random);
      break;
    case 'build':
      build(s, seat);
      break;
    case 'land':
      land(s, pendingAttack(s)!, suitIndex(m.level));
      break;
    case 'attack':
      attack(s, seat, m.card, m.target, m.as);
      break;
    case 'deflect':
      deflect(s, seat, m.card, m.attack, m.as);
      break;
    case 'repair':
      repair(s, seat, m.card, m.level);
      break;
    case 'rebuild':
      rebuild(s, seat, m.card, m.level);
      break;
    case 'discard':
      removeFromHand(s.players[seat], m.card);
      s.discard.push(m.card);
      s.plays++;
      s.discards++;
      s.events.push({ t: 'discard', seat, card: m.card });
      break;
    case 'draw':
      draw(s, m.from, random);
      break;
    case 'stop':
      stopDrawing(s);
      break;
  }
  advance(s);
  return s;
}
