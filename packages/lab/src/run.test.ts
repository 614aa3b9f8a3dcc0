import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runExperiment, runFiles, type RunOptions } from './run.ts';
import { fakeKit } from './testing/fake-kit.ts';
import type { Experiment, GameLine, RunSummary } from './types.ts';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((f) => rm(f, { recursive: true, force: true })));
});
const folder = async () => {
  const f = await mkdtemp(join(tmpdir(), 'lab-run-'));
  folders.push(f);
  return f;
};

const run = (experiment: Experiment, dir: string, options: RunOptions = {}): Promise<RunSummary> => runExperiment(experiment, dir, fakeKit, options);

/** Every file of the run's cells folder, by name. */
async function cellFiles(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of (await readdir(join(dir, 'cells'))).sort()) out[name] = await readFile(join(dir, 'cells', name), 'utf8');
  return out;
}
const linesOf = (text: string) => text.trim().split('\n').map((l) => JSON.parse(l) as GameLine);

const fixed: Experiment = { name: 'Sprint', game: 'sprint', options: {}, bots: 'random', axes: [{ path: 'players', values: [2, 3] }], stop: { games: 7 }, chunk: 3, seed: 'run' };

describe('runExperiment', () => {
  it('writes the experiment and one results file per cell, whole games in order; byte-identical with 1 and 2 workers', async () => {
    const one = await folder();
    const progress: { runGames: number; runTarget: number }[] = [];
    const summary = await run(fixed, one, { workers: 1, onProgress: (p) => progress.push(p) });
    const files = await cellFiles(one);
    expect(Object.keys(files)).toEqual(['c00-players-2.jsonl', 'c01-players-3.jsonl']);
    for (const text of Object.values(files)) expect(linesOf(text).map((l) => l.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(JSON.parse(await readFile(runFiles(one).experiment, 'utf8'))).toEqual(fixed);
    expect(progress.at(-1)).toMatchObject({ runGames: 14, runTarget: 14 });
    expect(summary?.cells.map((c) => c.measures.games)).toEqual([7, 7]);
    const written = JSON.parse(await readFile(runFiles(one).summary, 'utf8')) as RunSummary;
    expect(written.cells.map((c) => c.cell.id)).toEqual(['c00-players-2', 'c01-players-3']);
    expect(written.seatNames).toEqual(['Runner 1', 'Runner 2']);

    const two = await folder();
    await run(fixed, two, { workers: 2 });
    expect(await cellFiles(two)).toEqual(files);
    // A different seed plays different games.
    const other = await folder();
    await run({ ...fixed, seed: 'other' }, other, { workers: 1 });
    expect(await cellFiles(other)).not.toEqual(files);
  });

  it('stops a cell once its interval is narrow enough, on whole chunks, whatever the workers', async () => {
    // "first" in seat 1 always wins: after 10 games the interval is 72–100%, narrower than 30 points.
    const width: Experiment = { ...fixed, bots: 'first', axes: [{ path: 'players', values: [2] }], stop: { width: 0.3, maxGames: 50 }, chunk: 5 };
    const one = await folder();
    await run(width, one, { workers: 1 });
    const files = await cellFiles(one);
    expect(linesOf(files['c00-players-2.jsonl'])).toHaveLength(10);
    const two = await folder();
    await run(width, two, { workers: 2 });
    expect(await cellFiles(two)).toEqual(files);
    // minGames and maxGames bound it.
    const min = await folder();
    await run({ ...width, stop: { width: 0.3, minGames: 16, maxGames: 50 } }, min, { workers: 1 });
    expect(linesOf((await cellFiles(min))['c00-players-2.jsonl'])).toHaveLength(20);
    const max = await folder();
    await run({ ...width, stop: { width: 0.01, maxGames: 12 } }, max, { workers: 2 });
    expect(linesOf((await cellFiles(max))['c00-players-2.jsonl'])).toHaveLength(12);
  });

  it('with random bots, a width rule gives the same files with 1 and 2 workers', async () => {
    const width: Experiment = { ...fixed, stop: { width: 0.45, maxGames: 40 }, chunk: 4 };
    const one = await folder();
    await run(width, one, { workers: 1 });
    const two = await folder();
    await run(width, two, { workers: 2 });
    expect(await cellFiles(two)).toEqual(await cellFiles(one));
  });

  it('continues a stopped run where it stopped: a partial chunk and half a line are played again', async () => {
    const whole = await folder();
    await run(fixed, whole, { workers: 1 });
    const expected = await cellFiles(whole);

    const cut = await folder();
    await run(fixed, cut, { workers: 1 });
    const file = join(cut, 'cells', 'c00-players-2.jsonl');
    const text = expected['c00-players-2.jsonl'];
    const lines = text.split('\n');
    // Games 0..4 whole (a chunk and two games of the next) and half of game 5.
    await writeFile(file, lines.slice(0, 5).join('\n') + '\n' + lines[5].slice(0, 20));
    await rm(join(cut, 'cells', 'c01-players-3.jsonl'));
    const played: string[] = [];
    await run(fixed, cut, { workers: 1, onProgress: (p) => played.push(`${p.cell.id}:${p.cellGames}`) });
    expect(await cellFiles(cut)).toEqual(expected);
    // It started from game 3 of the first cell (the first whole chunk kept) and game 0 of the second.
    expect(played[0]).toBe('c00-players-2:3');
    expect(played).not.toContain('c00-players-2:1');
    // Nothing left to play: a third run changes nothing.
    await run(fixed, cut, { workers: 1 });
    expect(await cellFiles(cut)).toEqual(expected);
  });

  it('refuses a folder holding another experiment, and a damaged results file', async () => {
    const dir = await folder();
    await run(fixed, dir, { workers: 1 });
    await expect(run({ ...fixed, seed: 'changed' }, dir, { workers: 1 })).rejects.toThrow(`The folder ${dir} holds the results of a different experiment; choose another folder (--out) or remove it.`);
    // The same experiment written with its fields in another order is the same experiment.
    const { name, ...rest } = fixed;
    await expect(run({ ...rest, name }, dir, { workers: 1 })).resolves.toMatchObject({ title: 'Sprint' });
    const file = join(dir, 'cells', 'c01-players-3.jsonl');
    const lines = (await readFile(file, 'utf8')).split('\n');
    await writeFile(file, [lines[1], lines[0], ...lines.slice(2)].join('\n'));
    await expect(run(fixed, dir, { workers: 1 })).rejects.toThrow(/c01-players-3\.jsonl is damaged: line 1 should be game 0 of cell c01-players-3/);
  });

  it('fails with the failing game’s words, keeping the whole chunks written before it', async () => {
    const dir = await folder();
    // The bot breaks from game 4 on: chunk 1 (games 3 to 5) fails.
    const kit = {
      ...fakeKit,
      createBot: (spec: string, seed: string) =>
        spec === 'broken' && /:([4-9]|\d\d+):\d$/.test(seed) ? { name: spec, chooseMove: () => ({ type: 'fly' }) } : fakeKit.createBot(spec === 'broken' ? 'random' : spec, seed),
    };
    const broken: Experiment = { ...fixed, bots: ['random', 'broken'], axes: [] };
    await expect(runExperiment(broken, dir, kit, { workers: 1 })).rejects.toThrow(/^Cell c00, game 4 \(seed "run\/c00:4", bots random,broken\) failed: /);
    expect(linesOf((await cellFiles(dir))['c00.jsonl']).map((l) => l.index)).toEqual([0, 1, 2]);
  });
});
