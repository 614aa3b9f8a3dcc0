import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame } from '@ramparts/engine';
import { createBot, sprint } from '../testing/fake-kit.ts';
import { experimentsFor, keptCharts, replaceResults, writeLabDocs, type DocsBudgets } from './docs.ts';

const race = { ...sprint, versusModes: [{ id: 'race', label: 'Race', options: { mode: 'race' } }] } as AnyGame;
const budgets: DocsBudgets = {
  difficulty: { bots: 'first', games: 10, seed: 'd' },
  seats: { bots: 'random', games: 10, seed: 'd', players: 2 },
  bots: { bots: 'first,random', games: 10, seed: 'd' },
  sweep: { bots: 'random', games: 10, seed: 'd' },
  vary: { sprint: 'sprint.json.track.length=8..9' },
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ramparts-lab-docs-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('lab docs', () => {
  it('replaces only the results region, keeping its markers', () => {
    const doc = '# Lab\n\nintro\n<!-- results:begin (generated) -->\nold\n<!-- results:end -->\nafter\n';
    expect(replaceResults(doc, 'new table\n')).toBe('# Lab\n\nintro\n<!-- results:begin (generated) -->\nnew table\n<!-- results:end -->\nafter\n');
    expect(() => replaceResults('# no markers', 'x')).toThrow(/no results region/);
  });

  it('keeps every chart but the trajectories, of which the first', () => {
    expect(keptCharts(['c/win-rate.svg', 'c/trajectory-z.svg', 'c/trajectory-a.svg', 'c/ratings.svg'])).toEqual(['c/win-rate.svg', 'c/trajectory-a.svg', 'c/ratings.svg']);
  });

  it('runs what applies to each game', () => {
    expect(experimentsFor(race, budgets)).toEqual(['difficulty', 'seats', 'bots', 'sweep']);
    expect(experimentsFor(sprint as AnyGame, { ...budgets, vary: {} })).toEqual(['difficulty', 'bots']);
  });

  it('writes the tables, the steps outside their band, the summaries and the charts', async () => {
    const doc = join(dir, 'docs', 'lab.md');
    await mkdir(join(dir, 'docs'), { recursive: true });
    await writeFile(doc, '# Lab\n<!-- results:begin -->\n<!-- results:end -->\n');
    const kit = { games: [race], findGame: (id: string) => (id === 'sprint' ? race : undefined), createBot, modules: { registry: '', bots: '' } };
    const paths = { doc, assets: join(dir, 'docs', 'lab'), cache: join(dir, 'cache') };
    const text = await writeLabDocs({ kit, games: [race], paths, budgets, budgetWords: 'Budgets: tiny.', workers: 1 });
    expect(await readFile(doc, 'utf8')).toBe(text);
    expect(text).toContain('Budgets: tiny.');
    // "first" always steps twice a turn: the 10-turn solo is won every time (in band), the 4-turn one never (in band too).
    expect(text).toContain('Every difficulty step measured lies in its band.');
    expect(text).toContain('| Solo, 10 turns | 1 | easy (at least 80%) | 100.0% (72.2%–100.0%) | in band | 10 |');
    for (const heading of ['### Sprint (`sprint`)', '#### Difficulty ladder', '#### Seats', '#### Bots', '#### Sweep']) expect(text).toContain(heading);
    expect(text).toContain('![Difficulty ladder, Sprint](lab/charts/sprint-difficulty/win-rate.svg)');
    expect(text).toContain('![Race: Seats, Sprint](lab/charts/sprint-seats-race/seat-advantage.svg)');
    expect(text).toContain('[summary.json](lab/runs/sprint-bots/summary.json)');
    for (const run of ['sprint-difficulty', 'sprint-seats-race', 'sprint-bots', 'sprint-sweep']) {
      expect((await stat(join(paths.assets, 'runs', run, 'summary.json'))).isFile()).toBe(true);
    }
    const svg = await readFile(join(paths.assets, 'charts', 'sprint-difficulty', 'win-rate.svg'), 'utf8');
    expect(svg).toMatch(/^<svg/);
  }, 60_000);
});
