import type { SeatState } from './types.ts';

/**
 * What a seat or a spectator is shown of a match still waiting for people: nothing of the game yet. The engine
 * sets a match up when it is created (a coins duel has tossed its first coins from the seed by then), but the game
 * starts for the table when the last seat is taken: until then no toss, no board, no moves. The start sends the
 * whole state and log afresh (Play.changed with no lines), so nothing is lost by holding them back here.
 */
export function beforeStart(state: SeatState): SeatState {
  if (state.status !== 'open') return state;
  return { ...state, view: null, moves: [], actors: [], canUndo: false, log: { from: 0, lines: [] } };
}
