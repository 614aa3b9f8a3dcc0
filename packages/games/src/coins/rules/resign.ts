import type { CoinsEvent } from '../events.ts';
import type { CoinsState } from '../state.ts';
import { nextMap } from './settings.ts';
import { startPlayerTurn } from './turns.ts';
import { checkCastles } from './victory.ts';

/**
 * Crusade: a player resigns. Their castle falls as a beaten player's does (its HP to 0, then the rules' own
 * elimination: soldiers home, the ring closes); if it was their turn, what was left of it is dropped and the next
 * player in the ring begins.
 */
export function resignRealm(s: CoinsState, seat: number, log: CoinsEvent[] | null): void {
  s.realms[seat].castle = 0;
  checkCastles(s, log);
  if (s.phase === 'over' || s.seat !== seat) return;
  s.tossesLeft = 0;
  s.damage = 0;
  s.free[0] = s.free[1] = s.free[2] = 0;
  startPlayerTurn(s, nextMap(s, seat), log);
}
