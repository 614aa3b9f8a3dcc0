import { createBot, Match, type AnyGame } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { describe, expect, it } from 'vitest';
import { findGame as findToy } from '../testing/toys-registry.ts';
import { cheapMove } from './fallback.ts';

/** A position a few random moves in, and the seat to move there. */
function position(game: AnyGame, players: number): { state: unknown; seat: number } {
  const m = Match.create(game, { players, options: {}, seed: `fallback-${game.id}` });
  for (let i = 0; i < 4 && m.outcome() === null; i++) {
    const a = m.actors()[0];
    m.play(a, createBot('random', `r${i}`, game).chooseMove(game, m.state, a));
  }
  return { state: m.state, seat: m.actors()[0] };
}

describe("#28.2 a bot that gave no answer plays its game's cheap policy, never a random move", () => {
  it("plays the game's heuristic, for every registered game", () => {
    for (const id of ['coins', 'tracks', 'dice', 'crystal', 'cards']) {
      const game = findGame(id)!;
      const { state, seat } = position(game, id === 'crystal' ? 4 : 2);
      expect(cheapMove(game, state, seat, 'seed', 'mcts:5000'), id).toEqual(game.bots!.heuristic('seed').chooseMove(game, state, seat));
    }
  });

  it("when the heuristic is the bot that failed (a level resolving to it too), plays the game's best-ranked candidate", () => {
    const tracks = findGame('tracks')!;
    expect(tracks.levels?.normal).toBe('heuristic');
    const { state, seat } = position(tracks, 2);
    const best = tracks.candidateMoves!(state, seat)[0];
    expect(cheapMove(tracks, state, seat, 'seed', 'heuristic')).toEqual(best);
    expect(cheapMove(tracks, state, seat, 'seed', 'normal')).toEqual(best);
  });

  it('without a heuristic or a ranking, the first legal move, the same every time', () => {
    const nim = findToy('dice-nim')!;
    const m = Match.create(nim, { players: 2, options: { stones: 20, dice: false }, seed: 'n' });
    const moves = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(cheapMove(nim, m.state, 0, `s${i}`, 'mcts'))));
    expect([...moves]).toEqual([JSON.stringify(nim.legalMoves(m.state, 0)[0])]);
  });
});
