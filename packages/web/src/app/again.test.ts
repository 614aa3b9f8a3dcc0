import { describe, expect, it } from 'vitest';
import type { LocalSave } from '../local/store.ts';
import { rematch } from './again.ts';

const finished: LocalSave = {
  id: 'old',
  game: 'coins',
  players: 2,
  options: { mode: 'duel', defenderTosses: 'unlimited' },
  seed: 'first',
  seats: [
    { kind: 'me', name: 'You' },
    { kind: 'bot', bot: 'heuristic:15', name: 'Defender' },
  ],
  moves: [{ seat: 0, move: { kind: 'end' } }],
  createdAt: 1,
  finished: true,
  hintsAllowed: true,
  hints: [{ seat: 0, at: 0 }],
  resignations: [{ seat: 1, at: 1 }],
  campaign: { group: 'g', page: 'p', tier: 1 },
};

describe('Play again (issue #31.7): a new local table set as the finished one', () => {
  it('keeps the game, players, options, seats and hints allowed; a new id and seed, no moves, hints or resignations, not finished', () => {
    const next = rematch(finished, 'new', 'second', 5);
    expect(next).toEqual({
      id: 'new',
      game: 'coins',
      players: 2,
      options: { mode: 'duel', defenderTosses: 'unlimited' },
      seed: 'second',
      seats: finished.seats,
      moves: [],
      createdAt: 5,
      hintsAllowed: true,
      hints: [],
    });
    expect(next.seats[1]).not.toBe(finished.seats[1]);
  });

  it('a table without hints stays without them, and a campaign link is not carried', () => {
    const next = rematch({ ...finished, hintsAllowed: undefined, hints: undefined }, 'n', 's', 0);
    expect(next.hintsAllowed).toBeUndefined();
    expect(next).not.toHaveProperty('campaign');
  });
});
