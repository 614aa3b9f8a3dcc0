import { describe, expect, it } from 'vitest';
import { botsExperiment, botsTable, defaultBots, pairsTable } from './bots.ts';
import { cell, fakeGame, measures, rate, summary } from './testing.ts';

describe('bots experiment', () => {
  it('lists the bots the game has, without a level that is another bot under a second name', () => {
    // normal is the heuristic here, and expert is not offered.
    expect(defaultBots(fakeGame())).toEqual(['random', 'easy', 'normal', 'hard', 'mcts:100', 'mcts:500']);
    const plain = fakeGame({ levels: undefined, bots: undefined });
    expect(defaultBots(plain)).toEqual(['random', 'easy', 'normal', 'hard', 'expert', 'mcts:100', 'mcts:500']);
  });

  it('plays every pair once in the first versus mode, seats rotated', () => {
    const e = botsExperiment(fakeGame(), { bots: 'random,heuristic,mcts:20' });
    expect(e).toMatchObject({ kind: 'bots', options: { mode: 'duel' }, players: 2, rotateSeats: true, stop: { games: 20 } });
    expect(e.axes).toEqual([
      {
        path: 'bots',
        values: [
          ['random', 'heuristic'],
          ['random', 'mcts:20'],
          ['heuristic', 'mcts:20'],
        ],
        labels: ['random vs heuristic', 'random vs mcts:20', 'heuristic vs mcts:20'],
      },
    ]);
    expect(() => botsExperiment(fakeGame(), { bots: 'random,random' })).toThrow(/at least two different bots/);
  });

  it('plays each bot as a whole team on the first difficulty step of a co-operative game', () => {
    const coop = fakeGame({ versusModes: undefined, kind: { ...fakeGame().kind, play: 'cooperative' } });
    const e = botsExperiment(coop, { bots: 'random,heuristic' });
    expect(e).toMatchObject({ options: { mode: 'solo', level: 'easy' }, players: 1, stop: { games: 50 } });
    expect(e.rotateSeats).toBeFalsy();
    expect(e.axes).toEqual([{ path: 'bots', values: ['random', 'heuristic'], labels: ['random team', 'heuristic team'] }]);
  });
});

describe('bots tables', () => {
  it('ranks the ratings and shows each pair', () => {
    const e = botsExperiment(fakeGame(), { bots: 'random,heuristic' });
    const s = summary(
      e,
      [{ cell: cell(0, { bots: ['random', 'heuristic'] }, { rotateSeats: true }), measures: measures({ games: 20, botWins: { random: rate(0.1, 20), heuristic: rate(0.85, 20) }, decisiveness: 0.95 }) }],
      {
        ratings: [
          { bot: 'heuristic', rating: 310.4, low: 150.2, high: 470.9, games: 20, wins: 17 },
          { bot: 'random', rating: 0, low: -160, high: 160, games: 20, wins: 2 },
        ],
      },
    );
    const ratings = botsTable(s);
    expect(ratings.rows).toEqual([
      ['1', 'heuristic', '310', '150 to 471', '20', '17', '85.0%'],
      ['2', 'random', '0', '-160 to 160', '20', '2', '10.0%'],
    ]);
    expect(pairsTable(s).rows).toEqual([['random vs heuristic', '10.0% (5.0%–15.0%)', '85.0% (80.0%–90.0%)', '5.0%', '20']]);
  });

  it('shows the games both bots lost to the rules\' side in a column of their own, not among the draws', () => {
    const e = botsExperiment(fakeGame(), { bots: 'random,heuristic' });
    const m = measures({ games: 20, botWins: { random: rate(0.1, 20), heuristic: rate(0.6, 20) }, decisiveness: 0.95, lostTo: { 'the enemy': 0.25 } });
    const t = pairsTable(summary(e, [{ cell: cell(0, { bots: ['random', 'heuristic'] }, { rotateSeats: true }), measures: m }]));
    expect(t.head).toEqual(['pair', 'first bot wins', 'second bot wins', 'lost to the enemy', 'draws', 'games']);
    expect(t.rows[0].slice(3)).toEqual(['25.0%', '5.0%', '20']);
    expect(t.right).toEqual([3, 4, 5]);
  });

  it('says a co-operative game shows team win rates', () => {
    const coop = fakeGame({ versusModes: undefined });
    const e = botsExperiment(coop, { bots: 'random,heuristic' });
    const t = botsTable(summary(e, [{ cell: cell(0, { bots: 'random' }), measures: measures({ winRate: rate(0.25) }) }]));
    expect(t.title).toContain('each bot as a whole team');
    expect(t.rows).toEqual([['random team', '25.0% (20.0%–30.0%)', '40.0', '100']]);
  });
});
