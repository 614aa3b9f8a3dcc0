import type { Random } from '@ramparts/engine';
import type { Credit, Events, Stack, TracksState } from '../state.ts';
import { chargeMax, typeOfTower } from './combat.ts';
import { drawMk1 } from './credits.ts';
import { conditionEffect, hasAbility } from './effects.ts';
import { checkEnd } from './end.ts';
import { levelOf } from './boost.ts';
import { advanceAfterLoss, callWaves, destroyBeneath, moveWaves } from './waves.ts';

/** Reveals `n` Mk I credits for the draft (4.E, Phase 5). */
function reveal(s: TracksState, n: number, random: Random, ev: Events): void {
  s.offer = [];
  for (let i = 0; i < n; i++) {
    const c = drawMk1(s, random);
    if (c) s.offer.push(c);
  }
  s.drafter = s.starter;
  s.phase = 'draft';
  if (s.offer.length) ev?.push(`Credits revealed: ${s.offer.join(' ')}; Player ${s.starter + 1} chooses first.`);
}

/** Phases 1-5 of a turn, then the income draft (or Phase 6 when there is nothing to draft). */
export function startTurn(s: TracksState, random: Random, ev: Events): void {
  callWaves(s, random, ev);
  ev?.push(`Turn ${s.turn} begins.`);
  moveWaves(s, ev);
  checkEnd(s, ev);
  if (s.result) return;
  energize(s);
  reveal(s, Math.max(0, s.income + conditionEffect(s, 'income')), random, ev);
  if (s.offer.length === 0) beginAct(s);
}

/**
 * Phase 4: one Depletion Marker off each tower. "If a Tower does not have a Depletion Marker, it gains no bonuses or
 * special effects": a Charge tower charges only when it is energized (a marker comes off), never while it rests.
 */
function energize(s: TracksState): void {
  const atRest = s.legacy?.includes('charge-at-rest') === true; // version 1 charged the rested ones instead
  for (const t of s.towers) {
    const energized = t.depletion > 0;
    if (energized) t.depletion--;
    if (energized !== atRest && typeOfTower(t) === 'charge') t.charge = Math.min(chargeMax(s, t), t.charge + (levelOf(t.card, t.level).chargeRate ?? 0));
  }
}

export function beginAct(s: TracksState): void {
  s.phase = 'act';
  s.done = s.done.map(() => false);
  s.window = null;
  s.conditionMet = [];
}

/** A drafted (or drawn) credit goes onto a Stack; when the draft is over the game moves on. */
export function take(s: TracksState, seat: number, credit: Credit, stack: Stack, random: Random, ev: Events): void {
  s.stacks[seat][stack].push(credit);
  if (s.phase === 'draft') {
    s.offer.splice(s.offer.indexOf(credit), 1);
    nextDrafter(s, random, ev);
  } else if (s.pending) {
    s.pending.credits.splice(s.pending.credits.indexOf(credit), 1);
    if (s.pending.credits.length === 0) s.pending = null;
  }
}

/** The draft passes to the next player; when every credit is taken the game moves on. */
export function nextDrafter(s: TracksState, random: Random, ev: Events): void {
  s.drafter = (s.drafter + 1) % s.players;
  if (s.offer.length === 0) {
    // 4.E: the marker goes to the player who would next receive a credit.
    s.starter = s.drafter;
    if (s.turn === 0) startTurn(s, random, ev);
    else beginAct(s);
  }
}

/** The end of Phase 6: Menace units nobody attacked destroy their track; boosts end; the next turn starts. */
export function endAct(s: TracksState, random: Random, ev: Events): void {
  for (const w of s.waves.slice()) {
    if (w.pos >= 1 && w.pos <= 25 && !w.attacked && hasAbility(w, 'menace')) {
      destroyBeneath(s, w, w.pos, ev ? `Menace (wave ${w.number} was not attacked)` : '', ev);
      if (s.result) return;
      advanceAfterLoss(s, w, ev);
      if (s.result) return;
    }
  }
  for (const w of s.waves) w.attacked = false;
  for (const t of s.towers) t.boost = [];
  s.window = null;
  s.conditionMet = [];
  checkEnd(s, ev, true);
  if (!s.result) startTurn(s, random, ev);
}
