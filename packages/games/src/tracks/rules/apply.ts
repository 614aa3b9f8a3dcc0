import type { Random, Seat } from '@ramparts/engine';
import type { TracksMove } from '../moves.ts';
import type { Events, TracksState } from '../state.ts';
import { attack, combineAttack, noFeats } from './combat.ts';
import { meets, requirementWords } from './conditions.ts';
import { bonus, boost, build, complete, convert, placeSkill, sell, upgrade } from './economy.ts';
import { checkEnd } from './end.ts';
import { endAct, nextDrafter, take } from './turn.ts';
import { playEnergy, takeVersus } from './versus.ts';
import { hinderWave, modifyTower } from './hexes.ts';
import { placeTrack } from './waves.ts';

/**
 * Applies a legal move to `s` in place (no checks: `legal.ts` decides what is legal) and runs the turn on. What
 * happens is noted in `ev`, in words, the acting line first; `ev` is null on the bots' path and nothing is built.
 */
export function applyMove(s: TracksState, seat: Seat, m: TracksMove, random: Random, ev: Events): TracksState {
  if (m.type === 'take') {
    ev?.push(`Player ${seat + 1} takes ${m.credit} onto their ${m.stack} stack.`);
    take(s, seat, m.credit, m.stack, random, ev);
    return s;
  }
  if (m.type === 'versus') {
    takeVersus(s, seat, m.credit, random, ev);
    nextDrafter(s, random, ev);
    return s;
  }
  if (m.type === 'restore') {
    // Part of the kill or skill that restores: no window closes, nobody's "done" reopens.
    placeTrack(s, seat, m.track, m.cell, ev);
    return s;
  }
  if (m.type === 'done') {
    s.done[seat] = true;
    ev?.push(`Player ${seat + 1} is done for this turn.`);
    if (s.done.every(Boolean)) endAct(s, random, ev);
    return s;
  }
  // Any other action: the kill-bonus window closes (unless the killer takes its bonus or converts), the acting
  // player loses the right to complete a Game Condition they met earlier (6.H: "that player may not discard the
  // Game Requirement"; others keep theirs), and everyone who said "done" may act again.
  if (!((m.type === 'bonus' || m.type === 'convert') && s.window?.seat === seat)) s.window = null;
  const met = s.conditionMet.indexOf(seat);
  if (met >= 0) s.conditionMet.splice(met, 1);
  for (let i = 0; i < s.done.length; i++) s.done[i] = false;
  const feats = noFeats();
  switch (m.type) {
    case 'build':
      build(s, seat, m.card, m.cell, feats, ev);
      break;
    case 'upgrade':
      upgrade(s, seat, m.tower, feats, ev);
      break;
    case 'sell':
      sell(s, seat, m.tower, random, ev);
      break;
    case 'boost':
      boost(s, seat, m.tower, m.credit, ev);
      break;
    case 'attack':
      attack(s, seat, m.tower, m.wave, m.modifier === true, m.ignore === true, feats, ev);
      break;
    case 'combine':
      combineAttack(s, seat, m.tower, m.with, m.wave, m.modifier === true, feats, ev);
      break;
    case 'bonus':
      bonus(s, seat, m.card, m.stack, ev);
      break;
    case 'convert':
      convert(s, seat, m.credit, random, ev);
      break;
    case 'skill':
      placeSkill(s, seat, m.skill, m.slot, random, ev);
      break;
    case 'complete':
      complete(s, seat, m.stack, ev);
      break;
    case 'energy':
      playEnergy(s, seat, m, random, ev);
      break;
    case 'modify':
      modifyTower(s, seat, m, ev);
      break;
    case 'hinder':
      hinderWave(s, seat, m, ev);
      break;
  }
  checkEnd(s, ev);
  if (!s.result && meets(s, feats)) {
    s.conditionMet.push(seat);
    ev?.push(`Player ${seat + 1} has met the Game Condition's requirement (${requirementWords(s.conditions[0])}) and may complete it now.`);
  }
  return s;
}
