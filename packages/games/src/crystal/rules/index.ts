import type { Random } from '@ramparts/engine';
import type { Events } from '../events.ts';
import type { Move } from '../moves.ts';
import type { CrystalState } from '../state.ts';
import { applyHeroMove } from './heroes.ts';
import { endHeroPhase } from './waves.ts';

export { legalMoves, problem } from './heroes.ts';

/** Seats that may act: those holding a hero not yet done (any order: the Hero phase is free order). */
export function actors(s: CrystalState): number[] {
  if (s.phase === 'over') return [];
  const seats: number[] = [];
  for (const h of s.heroes) if (!h.done && !seats.includes(h.seat)) seats.push(h.seat);
  return seats.sort((a, b) => a - b);
}

/** A deep copy the rules may mutate. */
export function cloneState(s: CrystalState): CrystalState {
  return {
    ...s,
    heroes: s.heroes.map((h) => ({ ...h })),
    defenses: s.defenses.map((d) => ({ ...d })),
    enemies: s.enemies.map((e) => ({ ...e, damagedBy: e.damagedBy.slice(), aggro: e.aggro && { ...e.aggro } })),
    deck: s.deck.slice(),
    used: s.used.slice(),
    result: s.result && { ...s.result },
  };
}

/** Applies a legal move: the hero's action, and when it was the last hero's `done`, the Board phase and the next Hero phase. */
export function applyMove(s: CrystalState, _seat: number, move: Move, random: Random, ev: Events): CrystalState {
  applyHeroMove(s, move, ev);
  if (move.type === 'done') endHeroPhase(s, ev, random);
  return s;
}
