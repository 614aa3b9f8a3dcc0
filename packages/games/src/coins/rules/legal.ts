import type { Move } from '../moves.ts';
import type { CoinsState, Value } from '../state.ts';
import { MOVED, OWNER_SHIFT, slot, VALUES } from '../state.ts';
import { canAdvance, canEnter } from './pathway.ts';
import { armyOf, guardedMap, lastPlacementTurn, N } from './settings.ts';
import { hasPairing } from './tosses.ts';
import { targetLevel } from './wounds.ts';

/*
 * The checks shared by `play` (which names the broken rule) and the legal-move lists (which offer only what
 * passes). Each returns '' when the move is allowed, else a RuleError code.
 */

const isCoin = (n: number): boolean => n === 1 || n === 2 || n === 5;

export function checkPlace(s: CoinsState, seat: number, value: number, square: number): string {
  if (s.phase !== 'attack') return 'wrong-phase';
  const army = armyOf(s, seat);
  if (s.realms[army].turn > lastPlacementTurn()) return 'no-new-soldiers-after-turn-7';
  if (!Number.isInteger(square) || square < 1 || square > N) return 'no-such-square';
  if (!isCoin(value) || !isCoin(square) || !hasPairing(s.free, slot(value), slot(square))) return 'no-matching-coins';
  if (s.realms[army].supply[slot(value)] === 0) return 'supply-empty';
  if (!canEnter(s.realms[army].path[square - 1], value)) return 'square-blocked';
  return '';
}

export function checkAdvance(s: CoinsState, seat: number, map: number, square: number, level: number, steps: number): string {
  if (s.phase !== 'attack') return 'wrong-phase';
  if (!Number.isInteger(map) || map < 0 || map >= s.realms.length || s.realms[map].out) return 'no-such-square';
  if (!Number.isInteger(square) || square < 1 || square > N) return 'no-such-square';
  const stack = s.realms[map].path[square - 1];
  if (!Number.isInteger(level) || level < 0 || level >= stack.length) return 'no-such-soldier';
  const code = stack[level];
  const army = armyOf(s, seat);
  if (s.mode === 'crusade' && code >> OWNER_SHIFT !== army) return 'not-your-soldier';
  if (code & MOVED) return 'already-moved';
  if (!isCoin(steps) || !hasPairing(s.free, slot(code & 7), slot(steps))) return 'no-matching-coins';
  if (!canAdvance(s, map, square, code & 7, steps, code >> OWNER_SHIFT)) return 'square-blocked';
  return '';
}

export function checkHit(s: CoinsState, seat: number, map: number, square: number): string {
  if (s.phase !== 'damage') return 'wrong-phase';
  if (map !== guardedMap(s, seat)) return 'no-such-square';
  if (!Number.isInteger(square) || square < 1 || square > N) return 'no-such-square';
  const lvl = targetLevel(s, map, square);
  if (lvl < 0) return 'no-such-soldier';
  if ((s.realms[map].path[square - 1][lvl] & 7) > s.damage) return 'not-enough-damage';
  return '';
}

/** The phase each simple move belongs to. */
export const PHASE_OF: Record<'role' | 'endToss' | 'tossAgain' | 'stop', CoinsState['phase']> = {
  role: 'role',
  endToss: 'attack',
  tossAgain: 'defend',
  stop: 'defend',
};

export function checkMove(s: CoinsState, seat: number, move: Move): string {
  switch (move.type) {
    case 'place':
      return checkPlace(s, seat, move.value, move.square);
    case 'advance':
      return checkAdvance(s, seat, move.map, move.square, move.level, move.steps);
    case 'hit':
      return checkHit(s, seat, move.map, move.square);
    case 'role':
      if (s.phase !== 'role') return 'wrong-phase';
      return move.role === 'attacker' || move.role === 'defender' ? '' : 'bad-move';
    default:
      return s.phase === PHASE_OF[move.type] ? '' : 'wrong-phase';
  }
}

const END_TOSS: Move = { type: 'endToss' };
const TOSS_AGAIN: Move = { type: 'tossAgain' };
const STOP: Move = { type: 'stop' };
const ATTACK: Move = { type: 'role', role: 'attacker' };
const DEFEND: Move = { type: 'role', role: 'defender' };

/**
 * Every move `seat` may make now, each once: pairings are told apart by their values, so two tails-up 1c coins
 * give one (1c, 1) pairing.
 */
export function legalMoves(s: CoinsState, seat: number): Move[] {
  if (s.seat !== seat) return [];
  switch (s.phase) {
    case 'attack':
      return attackMoves(s, seat, null) ?? [];
    case 'defend':
      return [TOSS_AGAIN, STOP];
    case 'damage': {
      const out: Move[] = [];
      const map = guardedMap(s, seat);
      const path = s.realms[map].path;
      for (let q = 1; q <= N; q++) {
        const lvl = targetLevel(s, map, q);
        if (lvl >= 0 && (path[q - 1][lvl] & 7) <= s.damage) out.push({ type: 'hit', map, square: q });
      }
      return out;
    }
    case 'role':
      return [ATTACK, DEFEND];
    default:
      return [];
  }
}

/** Whether the current toss still gives the attacker a usable pairing. */
export function anyPairing(s: CoinsState, seat: number): boolean {
  return attackMoves(s, seat, true) !== null;
}

/**
 * The pairings usable now. With `probe` set it only answers whether there is one (returns null when none)
 * and allocates nothing.
 */
function attackMoves(s: CoinsState, seat: number, probe: true | null): Move[] | null {
  const f = s.free;
  if (f[0] + f[1] + f[2] < 2) return probe ? null : [END_TOSS];
  const army = armyOf(s, seat);
  const out: Move[] | null = probe ? null : [];
  const own = s.realms[army];
  if (own.turn <= lastPlacementTurn()) {
    for (let a = 0; a < 3; a++) {
      if (own.supply[a] === 0) continue;
      const v = VALUES[a];
      for (let b = 0; b < 3; b++) {
        const sq = VALUES[b];
        if (sq > N || !hasPairing(f, a, b) || !canEnter(own.path[sq - 1], v)) continue;
        if (probe) return EMPTY;
        out!.push({ type: 'place', value: v, square: sq });
      }
    }
  }
  const crusade = s.mode === 'crusade';
  for (let m = 0; m < s.realms.length; m++) {
    const realm = s.realms[m];
    if (realm.out) continue;
    for (let q = 1; q <= N; q++) {
      const stack = realm.path[q - 1];
      for (let lvl = 0; lvl < stack.length; lvl++) {
        const code = stack[lvl];
        if (code & MOVED) continue;
        const owner = code >> OWNER_SHIFT;
        if (crusade && owner !== army) continue;
        const v = code & 7;
        const a = v === 1 ? 0 : v === 2 ? 1 : 2;
        if (f[a] === 0) continue;
        for (let b = 0; b < 3; b++) {
          if (!hasPairing(f, a, b) || !canAdvance(s, m, q, v, VALUES[b], owner)) continue;
          if (probe) return EMPTY;
          out!.push({ type: 'advance', map: m, square: q, level: lvl, steps: VALUES[b] as Value });
        }
      }
    }
  }
  if (probe) return null;
  out!.push(END_TOSS);
  return out;
}

const EMPTY: Move[] = [];
