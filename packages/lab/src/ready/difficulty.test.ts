import { describe, expect, it } from 'vitest';
import { RuleError } from '@ramparts/engine';
import { difficultyExperiment, difficultyTable, outOfBand, verdict } from './difficulty.ts';
import { tableMarkdown, tableText } from './table.ts';
import { cell, fakeGame, measures, rate, summary } from './testing.ts';

describe('difficulty experiment', () => {
  it('has one cell per step, the bands of the steps and the strongest level the game offers', () => {
    const e = difficultyExperiment(fakeGame(), {});
    expect(e.kind).toBe('difficulty');
    expect(e.axes).toEqual([{ path: 'step', values: ['solo-easy', 'solo-normal', 'team-hard', 'team-free'], labels: ['Solo (Easy)', 'Solo (Normal)', 'Team (Hard)', 'Team (Free play)'] }]);
    expect(e.bands).toEqual({ 'solo-easy': 'easy', 'solo-normal': 'normal', 'team-hard': 'hard' });
    // The fake game's levels say expert: null.
    expect(e.bots).toBe('hard');
    expect(e.stop).toEqual({ games: 100 });
    expect(e.seed).toBe('towers-difficulty');
  });

  it('plays expert where the game offers it, and --bots, --games, --width, --seed, --players where given', () => {
    const expert = fakeGame({ levels: { easy: 'random', normal: 'random', hard: 'mcts:100', expert: 'mcts:200' } });
    expect(difficultyExperiment(expert, {}).bots).toBe('expert');
    const e = difficultyExperiment(fakeGame(), { bots: 'Heuristic, mcts:50', games: 30, seed: 'x', players: 3 });
    expect(e.bots).toEqual(['heuristic', 'mcts:50']);
    expect(e.stop).toEqual({ games: 30 });
    expect(e.seed).toBe('x');
    expect(e.axes[1]).toEqual({ path: 'players', values: [3] });
    expect(difficultyExperiment(fakeGame(), { width: 0.1 }).stop).toEqual({ width: 0.1, maxGames: 1000 });
    expect(difficultyExperiment(fakeGame(), { width: 0.1, games: 300 }).stop).toEqual({ width: 0.1, maxGames: 300 });
  });

  it('refuses a game without a ladder, and bad numbers, in one sentence', () => {
    expect(() => difficultyExperiment(fakeGame({ difficultySteps: [] }), {})).toThrow(/Towers has no difficulty ladder/);
    expect(() => difficultyExperiment(fakeGame({ difficultySteps: undefined }), {})).toThrow(RuleError);
    expect(() => difficultyExperiment(fakeGame(), { games: 0 })).toThrow(/--games takes a whole number/);
    expect(() => difficultyExperiment(fakeGame(), { width: 5 })).toThrow(/--width takes/);
    expect(() => difficultyExperiment(fakeGame(), { bots: ' , ' })).toThrow(/--bots needs/);
  });
});

describe('difficulty table', () => {
  it('reads each band the right way round', () => {
    expect(verdict(0.85, 'easy')).toBe('in band');
    expect(verdict(0.7, 'easy')).toBe('too hard');
    expect(verdict(0.7, 'normal')).toBe('too easy');
    expect(verdict(0.4, 'normal')).toBe('too hard');
    expect(verdict(0.45, 'normal')).toBe('in band');
    expect(verdict(0.31, 'hard')).toBe('too easy');
    expect(verdict(0.1, 'hard')).toBe('in band');
    expect(verdict(0.1, undefined)).toBe('no band');
  });

  const e = difficultyExperiment(fakeGame(), { games: 50 });
  const s = summary(e, [
    { cell: cell(0, { step: 'solo-easy' }, { players: 1, band: 'easy' }), measures: measures({ games: 50, winRate: rate(0.9, 50), band: 'easy' }) },
    { cell: cell(1, { step: 'solo-normal' }, { players: 1, band: 'normal' }), measures: measures({ games: 50, winRate: rate(0.3, 50), band: 'normal' }) },
    { cell: cell(2, { step: 'team-hard' }, { band: 'hard' }), measures: measures({ games: 50, winRate: rate(0.5, 50), band: 'hard' }) },
    { cell: cell(3, { step: 'team-free' }, { players: 3 }), measures: measures({ games: 50, winRate: rate(0.2, 50) }) },
  ]);

  it('has a row per step with its label, band, win rate, verdict and games', () => {
    const t = difficultyTable(s);
    expect(t.head).toEqual(['step', 'players', 'band', 'win rate (95% interval)', 'verdict', 'games']);
    expect(t.rows[0]).toEqual(['Solo (Easy)', '1', 'easy (at least 80%)', '90.0% (85.0%–95.0%)', 'in band', '50']);
    expect(t.rows[1].slice(2, 5)).toEqual(['normal (45%–65%)', '30.0% (25.0%–35.0%)', 'too hard']);
    expect(t.rows[2].slice(2, 5)).toEqual(['hard (at most 30%)', '50.0% (45.0%–55.0%)', 'too easy']);
    expect(t.rows[3].slice(0, 5)).toEqual(['Team (Free play)', '3', 'no band', '20.0% (15.0%–25.0%)', 'no band']);
    expect(t.title).toContain('the hard team');
    expect(t.title).toContain('50 games per step');
    expect(outOfBand(s).map((r) => [r.step, r.verdict])).toEqual([
      ['solo-normal', 'too hard'],
      ['team-hard', 'too easy'],
    ]);
  });

  it('prints aligned text and a Markdown table', () => {
    const text = tableText(difficultyTable(s)).split('\n');
    const head = text[2];
    const rule = text[3];
    // Every row is as wide as the rule up to its last column, the games column right-aligned under its head.
    expect(rule).toMatch(/^-+( {2}-+){5}$/);
    for (const line of text.slice(4, 8)) expect(line.length).toBe(rule.length);
    expect(head.endsWith('games')).toBe(true);
    const md = tableMarkdown(difficultyTable(s)).split('\n');
    expect(md[2]).toBe('| step | players | band | win rate (95% interval) | verdict | games |');
    expect(md[3]).toBe('| --- | ---: | --- | --- | --- | ---: |');
    expect(md[4]).toBe('| Solo (Easy) | 1 | easy (at least 80%) | 90.0% (85.0%–95.0%) | in band | 50 |');
  });
});
