import { createBot } from '@ramparts/engine';
import { findGame, games } from '@ramparts/games';
import { describe, expect, it } from 'vitest';
import { expandCells, parseExperiment } from './experiment.ts';
import { fakeKit, sprintContent } from './testing/fake-kit.ts';
import type { Experiment } from './types.ts';

const base: Experiment = { name: 'Sprint', game: 'sprint', options: {}, bots: 'random', axes: [], stop: { games: 4 }, seed: 's' };

describe('parseExperiment', () => {
  it('reads JSON and YAML alike', () => {
    const json = parseExperiment(JSON.stringify({ ...base, axes: [{ path: 'players', values: [2, 3] }] }), 'a.json');
    const yaml = parseExperiment(['name: Sprint', 'game: sprint', 'bots: random', 'axes:', '  - path: players', '    values: [2, 3]', 'stop: { games: 4 }', 'seed: s'].join('\n'), 'a.yaml');
    expect(yaml).toEqual(json);
    expect(json.options).toEqual({});
  });

  it('reads a numeric YAML seed as text', () => {
    expect(parseExperiment('name: x\ngame: sprint\nbots: random\nstop: {games: 1}\nseed: 7\n', 'x.yml').seed).toBe('7');
  });

  it('keeps typed words plain (a NUL or a direction override in a name, a title or a label goes) and refuses a control character in a seed', () => {
    const read = parseExperiment(JSON.stringify({ ...base, name: ' Spr\u0000int\u202e ', axes: [{ path: 'players', values: [2], labels: ['two\u0000'], title: 'Seats\u0007' }] }), 'n.json');
    expect(read.name).toBe('Spr int');
    expect(read.axes[0]).toMatchObject({ labels: ['two'], title: 'Seats' });
    expect(() => parseExperiment(JSON.stringify({ ...base, seed: 's\u0000' }), 's.json')).toThrow(/seed: a seed of letters, digits and signs, without control characters/);
  });

  it('names the first problem in one line, with its path', () => {
    const bad = { ...base, axes: [{ path: 'players', values: [2] }, { path: 'players.x', values: [] }] };
    expect(() => parseExperiment(JSON.stringify(bad), 'bad.json')).toThrow(/^The experiment bad\.json is not right: axes\.1\.path: .*\(and 1 more problem\)$/);
    expect(() => parseExperiment(JSON.stringify({ ...base, stop: { width: 0.1 } }), 'w.json')).toThrow(/stop/);
    expect(() => parseExperiment(JSON.stringify({ ...base, gmae: 'x' }), 'typo.json')).toThrow(/unknown field "gmae"/);
    expect(() => parseExperiment('{ nope', 'broken.json')).toThrow(/^The experiment broken\.json is not valid JSON: /);
    expect(() => parseExperiment('a: [', 'broken.yaml')).toThrow(/^The experiment broken\.yaml is not valid YAML: /);
    expect(() => parseExperiment(JSON.stringify({ ...base, axes: [{ path: 'players', values: [2] }, { path: 'players', values: [3] }] }), 'twice.json')).toThrow(/"players" appears twice/);
  });
});

describe('expandCells', () => {
  it('takes the product of the axes, first axis slowest, with stable ids, labels and seeds', () => {
    const cells = expandCells({ ...base, axes: [{ path: 'players', values: [2, 3] }, { path: 'options.turns', values: [5, 9], labels: ['short', 'long'] }] }, fakeKit);
    expect(cells.map((c) => c.id)).toEqual(['c00-players-2-turns-5', 'c01-players-2-turns-9', 'c02-players-3-turns-5', 'c03-players-3-turns-9']);
    expect(cells.map((c) => c.label)).toEqual(['players 2 · short', 'players 2 · long', 'players 3 · short', 'players 3 · long']);
    expect(cells[3]).toMatchObject({ index: 3, players: 3, options: { mode: 'race', turns: 9 }, bots: ['random', 'random', 'random'], seed: 's/c03-players-3-turns-9', maxMoves: 10_000, rotateSeats: false, content: {} });
    expect(cells[3].values).toEqual({ players: 3, 'options.turns': 9 });
  });

  it('refuses more cells than MAX_CELLS before building any (three axes of a thousand values)', () => {
    const many = Array.from({ length: 1000 }, (_, i) => i + 1);
    const huge: Experiment = { ...base, axes: [{ path: 'options.a', values: many }, { path: 'options.b', values: many }, { path: 'options.c', values: many }] } as Experiment;
    expect(() => expandCells(huge, fakeKit)).toThrow('An experiment may have at most 10,000 cells; its axes make 1,000,000,000.');
  });

  it('gives one cell without axes, at the smallest seat count', () => {
    const [cell] = expandCells(base, fakeKit);
    expect(cell).toMatchObject({ id: 'c00', label: 'all games', players: 2 });
  });

  it('expands bots to one per seat: a shorter list repeats its last; a seat axis sets one seat', () => {
    const cells = expandCells({ ...base, players: 4, bots: ['first', 'random'], axes: [{ path: 'bots.2', values: ['first'] }] }, fakeKit);
    expect(cells[0].bots).toEqual(['first', 'random', 'first', 'random']);
    const whole = expandCells({ ...base, axes: [{ path: 'bots', values: [['first', 'random'], 'random'] }] }, fakeKit);
    expect(whole.map((c) => c.bots)).toEqual([['first', 'random'], ['random', 'random']]);
  });

  it('sets options, players and the band from a difficulty step', () => {
    const cells = expandCells({ ...base, axes: [{ path: 'step', values: ['easy', 'hard'] }], bands: { hard: 'normal' } }, fakeKit);
    expect(cells.map((c) => [c.id, c.label, c.players, c.options.turns, c.band])).toEqual([
      ['c00-step-easy', 'Solo, 10 turns', 1, 10, 'easy'],
      ['c01-step-hard', 'Solo, 4 turns', 1, 4, 'normal'],
    ]);
    expect(() => expandCells({ ...base, axes: [{ path: 'step', values: ['easy', 'heroic'] }] }, fakeKit)).toThrow('Sprint has no difficulty step "heroic". Steps: easy, hard.');
  });

  it('builds a content patch per file from content axes, and checks it', () => {
    const cells = expandCells({ ...base, axes: [{ path: 'content.sprint.json.die.sides', values: [2, 6] }] }, fakeKit);
    expect(cells.map((c) => c.content)).toEqual([{ 'sprint.json': { die: { sides: 2 } } }, { 'sprint.json': { die: { sides: 6 } } }]);
    expect(cells[0].id).toBe('c00-die-sides-2');
    expect(sprintContent['sprint.json'].die.sides).toBe(3); // checking the patch put it back
    expect(() => expandCells({ ...base, axes: [{ path: 'content.sprint.json.die.faces', values: [2] }] }, fakeKit)).toThrow('has no value at "die.faces"');
    expect(() => expandCells({ ...base, axes: [{ path: 'content.other.json.x', values: [2] }] }, fakeKit)).toThrow('Sprint has no content file "other.json". Files: sprint.json.');
    expect(() => expandCells({ ...base, axes: [{ path: 'content.sprint.json.die.sides', values: [0] }] }, fakeKit)).toThrow(/^Cell c00-die-sides-0 \(die\.sides 0\): sprint\.json/);
  });

  it('refuses bad values in one line naming the cell', () => {
    expect(() => expandCells({ ...base, axes: [{ path: 'options.turns', values: [3, 'x'] }] }, fakeKit)).toThrow(/^Cell c01-turns-x \(turns x\): Invalid options for Sprint: turns: /);
    expect(() => expandCells({ ...base, axes: [{ path: 'players', values: [2, 5] }] }, fakeKit)).toThrow('Cell c01-players-5 (players 5): Sprint takes 2 to 4 players with these options, not 5. Solo mode takes 1.');
    expect(() => expandCells({ ...base, axes: [{ path: 'options.tunrs', values: [3] }] }, fakeKit)).toThrow('Cell c00-tunrs-3 (tunrs 3): Sprint has no option "tunrs".');
    expect(() => expandCells({ ...base, game: 'nope' }, fakeKit)).toThrow('There is no game "nope". Games: sprint.');
    expect(() => expandCells({ ...base, bots: ['random', 'mtcs:20'] }, fakeKit)).toThrow(/^Bot "mtcs:20": /);
  });
});

describe('seat names', () => {
  it('are each cell\'s own: a coins solo ladder seats the Defender in one step and the Attacker in another', () => {
    const kit = { games, findGame, createBot, modules: { registry: '@ramparts/games', bots: '@ramparts/engine' } };
    const experiment: Experiment = { name: 'solo', game: 'coins', options: {}, bots: 'random', axes: [{ path: 'step', values: ['solo-defender-easy', 'solo-attacker-easy'] }], stop: { games: 1 }, seed: 's' };
    expect(expandCells(experiment, kit).map((c) => c.seatNames)).toEqual([['Defender'], ['Attacker']]);
  });
});
