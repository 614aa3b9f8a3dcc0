import { describe, expect, it } from 'vitest';
import { findGame } from '@ramparts/games';
import { botRating } from './bot-ratings.ts';
import { ratedModeOf, ratedModesOf } from './modes.ts';
import { coopRecords, hall, shown } from './summaries.ts';
import type { CoopResultRow } from '../store/ratings.ts';

const game = (id: string) => findGame(id)!;

describe('#29 rated modes, bots’ fixed ratings and records', () => {
  it('rates the competitive set-ups only: coins duel and Crusade, cards per table size, tracks Versus', () => {
    expect(ratedModeOf(game('coins'), { mode: 'duel' }, 2)?.id).toBe('duel');
    expect(ratedModeOf(game('coins'), { mode: 'crusade' }, 3)?.id).toBe('crusade');
    expect(ratedModeOf(game('coins'), { mode: 'solo-defender' }, 1)).toBeNull();
    expect(ratedModeOf(game('cards'), {}, 5)).toEqual({ id: '5-players', label: '5 players' });
    expect(ratedModeOf(game('tracks'), { mode: 'versus' }, 2)?.id).toBe('versus');
    expect(ratedModeOf(game('tracks'), {}, 2)).toBeNull();
    expect(ratedModeOf(game('dice'), {}, 2)).toBeNull();
    expect(ratedModesOf(game('cards')).map((m) => m.id)[0]).toBe('2-players');
  });

  it('orders every measured mode’s bots easy < normal (25) < hard, and rates no unmeasured level or raw spec', () => {
    for (const g of ['coins', 'cards', 'tracks'])
      for (const m of ratedModesOf(game(g))) {
        const [easy, normal, hard] = (['easy', 'normal', 'hard'] as const).map((l) => botRating(g, m.id, l)!.mu);
        expect(easy, `${g} ${m.id}`).toBeLessThan(normal);
        expect(normal).toBe(25);
        expect(hard, `${g} ${m.id}`).toBeGreaterThan(normal);
      }
    expect(botRating('coins', 'duel', 'expert')).toBeNull();
    expect(botRating('coins', 'duel', 'mcts:2000')).toBeNull();
  });

  it('shows a new player at 0 (mu - 3 sigma, one decimal)', () => {
    expect(shown(25, 25 / 3)).toBe(0);
    expect(shown(27.63, 8.07)).toBe(3.4);
  });

  it('keeps per scenario wins, losses, the best result (a win, more measure, fewer moves) and runs of wins; the hall ranks teams so', () => {
    const row = (match: string, won: number, measure: number, moves: number, at: number): CoopResultRow => ({ match_id: match, seat: 0, account_id: 'a', name: 'Ann', game: 'dice', scenario: 'Scenario 1, easy', won, measure, moves, at });
    const rows = [row('m1', 1, 3, 50, 1), row('m2', 1, 5, 60, 2), row('m3', 0, 9, 10, 3), row('m4', 1, 5, 40, 4), row('m5', 1, 1, 40, 5)];
    expect(coopRecords(rows)).toEqual([{ game: 'dice', scenario: 'Scenario 1, easy', wins: 4, losses: 1, best: { won: true, measure: 5, moves: 40, at: 4 }, streak: { current: 2, best: 2 } }]);
    const best = hall(
      rows.map((r) => ({ ...r, account_name: 'Ann', visibility: r.match_id === 'm4' ? 'private' : 'public' })),
      3,
    );
    expect(best[0].best.map((e) => [e.match, e.measure, e.moves])).toEqual([
      [null, 5, 40],
      ['m2', 5, 60],
      ['m1', 3, 50],
    ]);
  });
});
