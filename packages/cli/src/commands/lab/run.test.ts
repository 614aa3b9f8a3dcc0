import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunSummary } from '@ramparts/lab/types.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../main.ts';
import { fakeEnv } from '../../testing/fake-game.ts';
import { quietIo } from '../../testing/streams.ts';
import { defaultRunFolder } from './run.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lab-run-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const yaml = [
  'name: "Climb: does the first climber win too often?"',
  'game: climb',
  'bots: random',
  'axes:',
  '  - path: players',
  '    values: [2, 3]',
  'stop: { games: 6 }',
  'chunk: 3',
  'seed: cli',
].join('\n');

async function labRun(...args: string[]) {
  const io = quietIo();
  const code = await main(['node', 'ramparts', 'lab', 'run', ...args], io, async () => fakeEnv);
  return { code, out: io.stdout.text, err: io.stderr.text };
}

describe('ramparts lab run', () => {
  it('runs an experiment file into a run folder and prints a row per cell', async () => {
    const file = join(dir, 'climb.yaml');
    await writeFile(file, yaml);
    const out = join(dir, 'run-a');
    const r = await labRun(file, '--out', out, '--workers', '1');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Climb: does the first climber win too often? (Climb, seed cli)');
    expect(r.out).toMatch(/cell\s+label\s+games\s+seat 1 win rate \(95%\)\s+mean moves/);
    expect(r.out).toMatch(/c00-players-2\s+players 2\s+6\s+[\d.]+% \([\d.]+% – [\d.]+%\)\s+[\d.]+/);
    expect(r.out).toContain(`Charts:  ramparts lab report ${out}`);
    expect((await readdir(join(out, 'cells'))).sort()).toEqual(['c00-players-2.jsonl', 'c01-players-3.jsonl']);
    const cells = await readFile(join(out, 'cells', 'c01-players-3.jsonl'), 'utf8');

    // Again with --json and two worker threads: nothing left to play, the same files, the summary as JSON.
    const again = await labRun(file, '--out', out, '--workers', '2', '--json');
    expect(again.code).toBe(0);
    const summary = JSON.parse(again.out) as RunSummary;
    expect(summary.cells.map((c) => c.measures.games)).toEqual([6, 6]);
    expect(await readFile(join(out, 'cells', 'c01-players-3.jsonl'), 'utf8')).toBe(cells);
  });

  it('says in one line what is wrong with an experiment', async () => {
    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ name: 'x', game: 'climb', bots: 'random', stop: { games: 0 }, seed: 1 }));
    const r = await labRun(bad, '--out', join(dir, 'bad'));
    expect(r.code).toBe(1);
    expect(r.err).toBe(`error: The experiment ${bad} is not right: stop.games: expected at least 1, got 0\n`);
    const typo = join(dir, 'typo.json');
    await writeFile(typo, JSON.stringify({ name: 'x', game: 'climb', bots: 'randon', stop: { games: 2 }, seed: 1 }));
    expect((await labRun(typo, '--out', join(dir, 'typo'))).err).toMatch(/^error: Bot "randon": Unknown bot "randon"/);
    expect((await labRun(join(dir, 'missing.yaml'))).err).toBe(`error: Cannot read the experiment ${join(dir, 'missing.yaml')}: no such file.\n`);
  });

  it('puts a run in lab-runs/<file name> by default', () => {
    expect(defaultRunFolder('packages/lab/experiments/dice-scenarios.yaml')).toBe(join('lab-runs', 'dice-scenarios'));
  });
});
