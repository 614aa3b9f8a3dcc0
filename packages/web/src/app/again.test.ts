import { describe, expect, it } from 'vitest';
import type { LocalSave } from '../local/store.ts';
import type { MatchSummary } from '../online/api.ts';
import { keepPrefill, onlineRematch, rematch, takePrefill } from './again.ts';

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

describe('Play again after an online match (issue #31.7): the new-game form filled in as it was', () => {
  const summary: MatchSummary = {
    id: 'm1',
    game: 'coins',
    players: 2,
    options: { mode: 'duel' },
    status: 'finished',
    visibility: 'public',
    seats: [
      { seat: 1, name: 'Bot', kind: 'bot', bot: 'heuristic:15', taken: true, away: false },
      { seat: 0, name: 'Ann', kind: 'human', bot: null, taken: true, away: false },
    ],
    outcome: null,
    createdAt: 0,
    name: 'Friday siege',
    settings: { hints: true, turnBased: { hours: 72 } },
  };

  it('the seat held here is you again, the bots as they were, on the server with the same name, visibility, hints and pace', () => {
    expect(onlineRematch(summary, [0])).toEqual({ players: 2, options: { mode: 'duel' }, seats: ['me', 'bot:heuristic:15'], online: true, visibility: 'public', tableName: 'Friday siege', hints: true, turnHours: 72 });
  });

  it('the other people are invited by link again; a second seat held here is a friend at this screen; a watcher holds none', () => {
    const three: MatchSummary = { ...summary, players: 3, seats: [0, 1, 2].map((seat) => ({ seat, name: `P${seat}`, kind: 'human' as const, bot: null, taken: true, away: false })), settings: {} };
    expect(onlineRematch(three, [2, 1]).seats).toEqual(['link', 'me', 'hotseat']);
    expect(onlineRematch(three, []).seats).toEqual(['link', 'link', 'link']);
    expect(onlineRematch(three, [])).not.toHaveProperty('turnHours');
  });

  it('kept for the next form of the game, read once', () => {
    const store = new Map<string, string>();
    globalThis.sessionStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) } as Storage;
    keepPrefill('coins', onlineRematch(summary, [0]));
    expect(takePrefill('dice')).toBeNull();
    expect(takePrefill('coins')?.seats).toEqual(['me', 'bot:heuristic:15']);
    expect(takePrefill('coins')).toBeNull();
  });
});
