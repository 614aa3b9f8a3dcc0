import type { Random, Seat } from '@ramparts/engine';
import type { TracksMove } from '../moves.ts';
import type { TracksState } from '../state.ts';
import { attack, combineAttack, noFeats } from './combat.ts';
import { meets, requirementWords } from './conditions.ts';
import { bonus, boost, build, complete, convert, placeSkill, sell, upgrade } from './economy.ts';
import { checkEnd } from './end.ts';
import { endAct, nextDrafter, take } from './turn.ts';
import { playEnergy, takeVersus } from './versus.ts';
import { hinderWave, modifyTower } from './hexes.ts';

/** Applies a legal move to `s` in place (no checks: `legal.ts` decides what is legal) and runs the turn on. */
export function applyMove(s: TracksState, seat: Seat, m: TracksMove, random: Random): TracksState {
  s.events = [];
  if (m.type === 'take') {
    take(s, seat, m.credit, m.stack, random);
    s.events.unshift(`Player ${seat + 1} takes ${m.credit} onto their ${m.stack} stack.`);
    return s;
  }
  if (m.type === 'versus') {
    takeVersus(s, seat, m.credit, random);
    nextDrafter(s, random);
    return s;
  }
  if (m.type === 'restore') {
    // Part of the kill or skill that restores: no window closes, nobody's "done" reopens.
    s.discarded.splice(s.discarded.indexOf(m.track), 1);
    s.restoring!.left--;
    if (s.restoring!.left <= 0 || s.discarded.length === 0) s.restoring = null;
    s.events.push(`Player ${seat + 1} returns track ${m.track} to the field.`);
    return s;
  }
  if (m.type === 'done') {
    s.done[seat] = true;
    s.events.push(`Player ${seat + 1} is done for this turn.`);
    if (s.done.every(Boolean)) endAct(s, random);
    return s;
  }
  // Any other action: the kill-bonus window closes (unless the killer takes its bonus or converts), the Game
  // Condition's window closes, and everyone who said "done" may act again.
  if (!((m.type === 'bonus' || m.type === 'convert') && s.window?.seat === seat)) s.window = null;
  s.conditionMet = null;
  for (let i = 0; i < s.done.length; i++) s.done[i] = false;
  s.actions++;
  const feats = noFeats();
  switch (m.type) {
    case 'build':
      build(s, seat, m.card, m.cell, feats);
      break;
    case 'upgrade':
      upgrade(s, seat, m.tower, feats);
      break;
    case 'sell':
      sell(s, seat, m.tower, random);
      break;
    case 'boost':
      boost(s, seat, m.tower, m.credit);
      break;
    case 'attack':
      attack(s, seat, m.tower, m.wave, m.modifier === true, m.ignore === true, feats);
      break;
    case 'combine':
      combineAttack(s, seat, m.tower, m.with, m.wave, m.modifier === true, feats);
      break;
    case 'bonus':
      bonus(s, seat, m.card, m.stack);
      break;
    case 'convert':
      convert(s, seat, m.credit, random);
      break;
    case 'skill':
      placeSkill(s, seat, m.skill, m.slot, random);
      break;
    case 'complete':
      complete(s, seat, m.stack);
      break;
    case 'energy':
      playEnergy(s, seat, m, random);
      break;
    case 'modify':
      modifyTower(s, seat, m);
      break;
    case 'hinder':
      hinderWave(s, seat, m);
      break;
  }
  checkEnd(s);
  if (!s.result && meets(s, feats)) {
    s.conditionMet = seat;
    s.events.push(`Player ${seat + 1} has met the Game Condition's requirement (${requirementWords(s.conditions[0])}) and may complete it now.`);
  }
  return s;
}
