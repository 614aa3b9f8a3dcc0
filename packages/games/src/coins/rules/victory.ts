import type { CoinsEvent } from '../events.ts';
import { content } from '../content/index.ts';
import type { CoinsState, Ending } from '../state.ts';
import { ownerOf, slot } from '../state.ts';
import { truncate } from './pathway.ts';
import { attackerSeat, defenderSeat } from './settings.ts';

/** Whether the game has ended (a function, so that checks after calls that may end it are not narrowed away). */
export const isOver = (s: CoinsState): boolean => s.phase === 'over';

/** Ends the game. */
export function endGame(s: CoinsState, winners: number[], ending: Ending, log: CoinsEvent[] | null): void {
  s.phase = 'over';
  s.seat = -1;
  s.winners = winners;
  s.ending = ending;
  s.tossesLeft = 0;
  s.damage = 0;
  s.free[0] = s.free[1] = s.free[2] = 0;
  if (log) {
    if (ending === 'castle') log.push('The castle is destroyed: the Attacker wins.');
    else if (ending === 'cleared') log.push('No soldier is left on the map and the castle stands: the Defender wins.');
    else log.push(`Player ${winners[0] + 1} is the last one standing and wins the Crusade.`);
  }
}

/** Soldiers on a map. */
export function soldiersOn(s: CoinsState, m: number): number {
  const path = s.realms[m].path;
  let n = 0;
  for (let i = 0; i < path.length; i++) n += path[i].length;
  return n;
}

/**
 * After damage to a castle: outside Crusade the Attacker wins at once when it reaches 0 HP (seed "Victory");
 * in Crusade every fallen castle puts its player out.
 */
export function checkCastles(s: CoinsState, log: CoinsEvent[] | null): void {
  if (s.phase === 'over') return;
  if (s.mode !== 'crusade') {
    if (s.realms[0].castle <= 0) {
      const a = attackerSeat(s);
      endGame(s, a < 0 ? [] : [a], 'castle', log);
    }
    return;
  }
  for (let m = 0; m < s.realms.length; m++) {
    if (!s.realms[m].out && s.realms[m].castle <= 0) eliminate(s, m, log);
  }
}

/** From turn 8 on, a map with no soldier and a standing castle is the Defender's victory. */
export function checkCleared(s: CoinsState, log: CoinsEvent[] | null): void {
  if (s.phase === 'over' || s.mode === 'crusade') return;
  const r = s.realms[0];
  if (r.turn < content.rules.defenderWinsFromTurn || r.castle <= 0 || soldiersOn(s, 0) > 0) return;
  const d = defenderSeat(s);
  endGame(s, d < 0 ? [] : [d], 'cleared', log);
}

/**
 * Crusade: a castle at 0 HP removes its player. Every soldier on that map goes back to its owner's supply,
 * the player's own soldiers leave every map, and the ring closes around the gap.
 */
function eliminate(s: CoinsState, m: number, log: CoinsEvent[] | null): void {
  const realm = s.realms[m];
  realm.out = true;
  realm.castle = 0;
  log?.push(`Player ${m + 1}'s castle falls: Player ${m + 1} is out.`);
  for (let r = 0; r < s.realms.length; r++) {
    const path = s.realms[r].path;
    for (let q = 0; q < path.length; q++) {
      const stack = path[q];
      let k = 0;
      for (let i = 0; i < stack.length; i++) {
        const code = stack[i];
        const owner = ownerOf(code);
        if (r === m || owner === m) s.realms[owner].supply[slot(code & 7)]++;
        else stack[k++] = code;
      }
      truncate(stack, k);
    }
  }
  let alive = -1;
  let count = 0;
  for (let r = 0; r < s.realms.length; r++) {
    if (!s.realms[r].out) {
      alive = r;
      count++;
    }
  }
  if (count === 1) endGame(s, [alive], 'last-standing', log);
}
