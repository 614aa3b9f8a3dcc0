import { describe, expect, it } from 'vitest';
import { seatsExperiments, seatsTable } from './seats.ts';
import { cell, fakeGame, measures, rate, summary } from './testing.ts';

describe('seats experiments', () => {
  it('plans one run per versus mode over every seat count it allows, the same bot everywhere, seats not rotated', () => {
    const runs = seatsExperiments(fakeGame(), {});
    expect(runs.map((r) => [r.name, r.label])).toEqual([
      ['duel', 'Duel'],
      ['brawl', 'Brawl'],
    ]);
    expect(runs.map((r) => r.experiment.axes)).toEqual([[{ path: 'players', values: [2] }], [{ path: 'players', values: [2, 3, 4] }]]);
    const brawl = runs[1].experiment;
    expect(brawl).toMatchObject({ kind: 'seats', game: 'towers', options: { mode: 'brawl' }, bots: 'normal', stop: { games: 200 }, seed: 'towers-seats' });
    expect(brawl.rotateSeats).toBeFalsy();
  });

  it('keeps only --players where a mode allows it, and says so when none does', () => {
    const runs = seatsExperiments(fakeGame(), { players: 3, bots: 'random' });
    expect(runs.map((r) => r.name)).toEqual(['brawl']);
    expect(runs[0].experiment.axes[0].values).toEqual([3]);
    expect(runs[0].experiment.bots).toBe('random');
    expect(() => seatsExperiments(fakeGame(), { players: 7 })).toThrow('No versus mode of Towers takes 7 players (Duel 2, Brawl 2 to 4).');
  });

  it('refuses a game without versus modes', () => {
    expect(() => seatsExperiments(fakeGame({ versusModes: undefined }), {})).toThrow(/Towers has no versus modes/);
  });
});

describe('seats table', () => {
  it('shows each seat, the first seat against its fair share, and draws', () => {
    const [duel, brawl] = seatsExperiments(fakeGame(), { games: 100 });
    const t = seatsTable([
      { run: duel, summary: summary(duel.experiment, [{ cell: cell(0, { players: 2 }), measures: measures({ seatWins: [rate(0.6), rate(0.3)], decisiveness: 0.9 }) }]) },
      {
        run: brawl,
        summary: summary(brawl.experiment, [{ cell: cell(0, { players: 3 }, { players: 3 }), measures: measures({ seatWins: [rate(0.2), rate(0.4), rate(0.4)] }) }]),
      },
    ]);
    expect(t.head).toEqual(['mode', 'players', 'seat 1 wins', 'seat 2 wins', 'seat 3 wins', 'first seat', 'draws', 'games']);
    expect(t.rows[0]).toEqual(['Duel', '2', '60.0% (55.0%–65.0%)', '30.0% (25.0%–35.0%)', '', '+10.0 points', '10.0%', '100']);
    expect(t.rows[1]).toEqual(['Brawl', '3', '20.0% (15.0%–25.0%)', '40.0% (35.0%–45.0%)', '40.0% (35.0%–45.0%)', '−13.3 points', '0.0%', '100']);
    expect(t.right).toEqual([1, 5, 6, 7]);
    expect(t.title).toContain('normal in every seat');
  });

  it('names the rules\' side in a column when it won games (every seat lost), so those games are not draws', () => {
    const [duel] = seatsExperiments(fakeGame(), { games: 100 });
    const m = measures({ seatWins: [rate(0.4), rate(0.3)], decisiveness: 1, lostTo: { 'the enemy': 0.3 } });
    const t = seatsTable([{ run: duel, summary: summary(duel.experiment, [{ cell: cell(0, { players: 2 }), measures: m }]) }]);
    expect(t.head).toEqual(['mode', 'players', 'seat 1 wins', 'seat 2 wins', 'first seat', 'lost to the enemy', 'draws', 'games']);
    expect(t.rows[0].slice(4)).toEqual(['−10.0 points', '30.0%', '0.0%', '100']);
    expect(t.right).toEqual([1, 4, 5, 6, 7]);
  });
});
