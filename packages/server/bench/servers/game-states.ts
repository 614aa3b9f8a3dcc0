// States the size and shape of what `ramparts serve` sends for a move of a game (src/matches/types.ts SeatState),
// taken from random two-seat games: what the echo relays when it is to carry a game's bytes rather than a number.
import { createBot, Match, type Seat } from '@ramparts/engine';
import { findGame } from '@ramparts/games';

export interface StatePair {
  /** The mover's new state (its acknowledgement) and the other seat's copy (the broadcast). */
  mover: Record<string, unknown>;
  other: Record<string, unknown>;
}

/** `count` consecutive move states of random two-seat games of `gameId` (coins, tracks). */
export function gameStates(gameId: string, count: number): StatePair[] {
  const game = findGame(gameId);
  if (!game) throw new Error(`ECHO_STATES: there is no game "${gameId}"`);
  const pairs: StatePair[] = [];
  for (let g = 0; pairs.length < count; g++) {
    const m = Match.create(game, { players: 2, seed: `echo-${gameId}-${g}` });
    while (!m.outcome() && pairs.length < count) {
      const seat = m.actors()[0]!;
      const lines = m.play(seat, createBot('random', `echo-${g}-${m.moveCount}`, game).chooseMove(game, m.state, seat)).log.map((l) => l.text);
      const stateOf = (who: Seat) => {
        const acting = m.actors().includes(who);
        return {
          match: `echo-${gameId}-${g}`,
          status: m.outcome() ? 'finished' : 'live',
          seat: who,
          view: m.view(who),
          moves: acting ? m.legalMoves(who).map((move) => ({ move, text: game.describeMove(m.state, who, move) })) : [],
          actors: m.actors(),
          outcome: m.outcome(),
          canUndo: m.canUndo(who),
          log: { from: m.moveCount, lines },
          clocks: null,
          last: m.moves().at(-1) ?? null,
          hintsUsed: [],
        };
      };
      pairs.push({ mover: stateOf(seat), other: stateOf(1 - seat) });
    }
  }
  return pairs;
}
