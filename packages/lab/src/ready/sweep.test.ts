import { describe, expect, it } from 'vitest';
import { bandAnswer, contentPath, editDistance, parseVary, sweepExperiment, sweepTable, sweepValues } from './sweep.ts';
import { cell, fakeGame, measures, rate, summary } from './testing.ts';

describe('--vary', () => {
  const game = fakeGame();

  it('reads the path, the range and the step', () => {
    expect(parseVary(game, 'rules.json.start.gold = 10..12:0.5')).toEqual({
      file: 'rules.json',
      path: ['start', 'gold'],
      numbers: [10, 10.5, 11, 11.5, 12],
      axis: { path: 'content.rules.json.start.gold', values: [10, 10.5, 11, 11.5, 12] },
    });
    expect(parseVary(game, 'rules.json.lives=0..1:0.1').numbers[3]).toBe(0.3);
    expect(parseVary(game, 'rules.json.lives=5..5').numbers).toEqual([5]);
  });

  it('names a list item by its id or its position, and the axis by its position (a content patch reaches into lists so)', () => {
    const before = structuredClone(game.content!.files['towers.json']);
    const vary = parseVary(game, 'towers.json.towers.cannon.cost=4..5');
    expect(vary.path).toEqual(['towers', 'cannon', 'cost']);
    expect(vary.axis).toEqual({ path: 'content.towers.json.towers.1.cost', values: [4, 5] });
    expect(parseVary(game, 'rules.json.waves.2=1..1').axis).toEqual({ path: 'content.rules.json.waves.2', values: [1] });
    expect(game.content!.files['towers.json']).toEqual(before);
  });

  it('refuses bad shapes and ranges in one sentence', () => {
    expect(() => parseVary(game, undefined)).toThrow(/lab sweep needs --vary/);
    expect(() => parseVary(game, 'rules.json.lives=5')).toThrow(/--vary takes <content path>=<from>..<to>/);
    expect(() => parseVary(game, 'rules.json.lives=5..2')).toThrow(/backwards/);
    expect(() => sweepValues(1, 2, 0)).toThrow(/above 0/);
    expect(() => parseVary(game, 'rules.json.lives=0..1000')).toThrow(/1001 values; at most 50/);
  });

  it('names the nearest keys when the path leads nowhere, and says what lies there when it is not a number', () => {
    expect(() => contentPath(game, 'tower.json.towers.arrow.cost')).toThrow('"tower.json.towers.arrow.cost" starts with no content file of Towers; its files: towers.json, rules.json.');
    expect(() => contentPath(game, 'towers.json.towers.arow.cost')).toThrow('towers.json.towers has no "arow"; nearest: arrow, cannon.');
    expect(() => contentPath(game, 'towers.json.towers.arrow.cots')).toThrow('towers.json.towers.arrow has no "cots"; nearest: cost, id, name.');
    expect(() => contentPath(game, 'towers.json.towers.arrow')).toThrow('towers.json.towers.arrow is a group of values, not a number; numbers inside: cost, range.');
    expect(() => contentPath(game, 'towers.json.towers.arrow.name')).toThrow('towers.json.towers.arrow.name is text ("Arrow"), not a number.');
    expect(() => contentPath(fakeGame({ content: undefined }), 'a.json.b')).toThrow('Towers has no content the lab can vary.');
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('sweep experiment', () => {
  it('varies one content axis on the first versus mode of a competitive game', () => {
    const e = sweepExperiment(fakeGame(), { vary: 'rules.json.lives=8..10', games: 40 });
    expect(e).toMatchObject({ kind: 'sweep', options: { mode: 'duel' }, players: 2, bots: 'normal', stop: { games: 40 }, seed: 'towers-sweep' });
    expect(e.axes).toEqual([{ path: 'content.rules.json.lives', values: [8, 9, 10] }]);
    expect(e.name).toBe('Towers: rules.json lives from 8 to 10, in Duel');
  });

  it('plays the first difficulty step of a co-operative game', () => {
    const coop = fakeGame({ kind: { ...fakeGame().kind, play: 'cooperative' } });
    expect(sweepExperiment(coop, { vary: 'rules.json.lives=8..10' })).toMatchObject({ options: { mode: 'solo', level: 'easy' }, players: 1 });
  });

  it('has a row per value with its win rate and length', () => {
    const e = sweepExperiment(fakeGame(), { vary: 'rules.json.lives=8..9' });
    const t = sweepTable(
      summary(e, [
        { cell: cell(0, { 'content.rules.json.lives': 8 }), measures: measures({ winRate: rate(0.4) }) },
        { cell: cell(1, { 'content.rules.json.lives': 9 }), measures: measures({ winRate: rate(0.6) }) },
      ]),
      false,
    );
    expect(t.head).toEqual(['rules.json.lives', 'win rate of seat 1 (Red)', 'mean moves', 'mean turns', 'games']);
    expect(t.rows).toEqual([
      ['8', '40.0% (35.0%–45.0%)', '40.0', '12.0', '100'],
      ['9', '60.0% (55.0%–65.0%)', '40.0', '12.0', '100'],
    ]);
  });
});

describe('a sweep on a ladder step (--step): which value puts the step in its band', () => {
  const game = fakeGame();

  it('plays the step’s options and seats, and every value carries the step’s design band', () => {
    const e = sweepExperiment(game, { vary: 'rules.json.lives=4..6', step: 'team-hard', games: 10 });
    expect(e).toMatchObject({ options: { mode: 'team', level: 'hard' }, players: 2, band: 'hard' });
    expect(e.name).toContain('on Team (Hard)');
    expect(() => sweepExperiment(game, { vary: 'rules.json.lives=4..6', step: 'heroic' })).toThrow('Towers has no ladder step "heroic"; its steps: solo-easy, solo-normal, team-hard, team-free.');
  });

  it('answers in words where the band is met and which value lies nearest its middle', () => {
    const e = sweepExperiment(game, { vary: 'rules.json.lives=4..6', step: 'solo-normal' });
    const s = summary(e, [
      { cell: cell(0, { [e.axes[0]!.path]: 4 }), measures: measures({ winRate: rate(0.3), band: 'normal', inBand: false }) },
      { cell: cell(1, { [e.axes[0]!.path]: 5 }), measures: measures({ winRate: rate(0.5), band: 'normal', inBand: true }) },
      { cell: cell(2, { [e.axes[0]!.path]: 6 }), measures: measures({ winRate: rate(0.62), band: 'normal', inBand: true }) },
    ]);
    expect(bandAnswer(s)).toBe('The normal (45%–65%) band is met at 5, 6; 55% lies nearest at 5: 50.0% (45.0%–55.0%).');
    expect(sweepTable(s, true).notes).toContain(bandAnswer(s));
    expect(bandAnswer({ ...s, experiment: { ...e, band: undefined } })).toBeNull();
  });
});
