import { resultHeadline, type GameKind, type Outcome, type Seat } from '@ramparts/engine';
import type { SeatInfo } from '../driver.ts';

/** The seats played at this screen (one's own, and hot-seat friends'): none for a spectator. */
export function seatsHere(seats: readonly SeatInfo[]): Seat[] {
  return seats.filter((s) => s.kind === 'me' || s.kind === 'hotseat').map((s) => s.seat);
}

/**
 * The end screen's headline: the result of the people at this screen first, then who won ("You lose: Defender
 * wins"); a spectator reads who won. The engine words it (`resultHeadline`), the same as the terminal.
 */
export function tableVerdict(outcome: Outcome, seats: readonly SeatInfo[], play: GameKind['play']): string {
  return resultHeadline(outcome, { play, seatNames: seats.map((s) => s.role), viewers: seatsHere(seats) });
}

/** A replay's headline, told in the past as seen by one seat ("You lost: Defender won") or a spectator (`null`). */
export function replayVerdict(outcome: Outcome, seenBy: Seat | null, seatNames: readonly string[], play: GameKind['play']): string {
  return resultHeadline(outcome, { play, seatNames, viewers: seenBy === null ? [] : [seenBy], past: true });
}
