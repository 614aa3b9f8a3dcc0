import { content } from '../content/index.ts';
import type { CoinsState } from '../state.ts';

/** Squares on a pathway before its castle. */
export const N = content.map.pathLength;
/** The last turn a new soldier may come into play (read at call time, so the lab may vary it). */
export const lastPlacementTurn = (): number => content.rules.lastPlacementTurn;

/** Tosses of reinforcements per Attacker turn (the solo Defender's difficulty table sets the automaton's). */
export function attackerTosses(s: CoinsState): number {
  return s.mode === 'solo-defender' ? content.solo['solo-defender'][s.difficulty].attackerTosses : content.rules.attackerTosses;
}

/** Squares every soldier advances at the end of its army's turn. */
export function marchLength(s: CoinsState): number {
  if (s.mode === 'solo-defender') return content.solo['solo-defender'][s.difficulty].march;
  return s.mode === 'crusade' ? content.crusade.march : content.rules.march;
}

/** Tosses the solo automaton Defender makes before it decides. */
export function automatonDefenderTosses(s: CoinsState): number {
  return content.solo['solo-attacker'][s.difficulty].defenderTosses;
}

/** Garrison tosses a seat defending may make in a turn (the option `garrisonTosses`; Infinity: no limit). */
export function garrisonTossLimit(s: CoinsState): number {
  return s.garrisonTosses === 'three' ? content.rules.garrisonTosses : Infinity;
}

/** The realm whose reinforcements, lap counter and supply the attacker uses (the one realm outside Crusade). */
export const armyOf = (s: CoinsState, seat: number): number => (s.mode === 'crusade' ? seat : 0);

/** The map the defender guards. */
export const guardedMap = armyOf;

/** The turn number that counts for `seat`: the round, or the Crusade player's own turns. */
export const turnOf = (s: CoinsState, seat: number): number => s.realms[armyOf(s, seat)].turn;

/** The seat of the Attacker / Defender outside Crusade (-1: played by the rules in solo). */
export function attackerSeat(s: CoinsState): number {
  return s.mode === 'duel' || s.mode === 'solo-attacker' ? 0 : -1;
}
export function defenderSeat(s: CoinsState): number {
  return s.mode === 'duel' ? 1 : s.mode === 'solo-defender' ? 0 : -1;
}

/** The next map of the Crusade ring (the player "on your right"): the next seat still in the game. */
export function nextMap(s: CoinsState, m: number): number {
  const n = s.realms.length;
  let next = (m + 1) % n;
  while (s.realms[next].out && next !== m) next = (next + 1) % n;
  return next;
}

/** Whose castle a map leads to, as soldier owners count it: -1 outside Crusade (every soldier attacks it). */
export const castleOwner = (s: CoinsState, m: number): number => (s.mode === 'crusade' ? m : -1);
