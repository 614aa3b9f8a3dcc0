import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { playChunkEach } from './play.ts';
import type { ChunkExecutor } from './executor.ts';
import { memoryStore, runCells } from './run-core.ts';
import { runExperiment } from './run.ts';
import { fakeKit } from './testing/fake-kit.ts';
import type { Experiment, GameLine, RunSummary } from './types.ts';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** Plays each chunk in this thread, a turn of the event loop apart (as a Web Worker's answer would come). */
const thisThread: ChunkExecutor = {
  label: 'this thread',
  async run(jobs, onGame) {
    await new Promise((r) => setTimeout(r, 0));
    return jobs.map((job) => {
      const lines: GameLine[] = [];
      playChunkEach(fakeKit, job, (l) => (lines.push(l), onGame?.(l)));
      return lines;
    });
  },
  close: async () => {},
};

const experiment: Experiment = { name: 'Sprint', game: 'sprint', options: {}, bots: 'random', axes: [{ path: 'players', values: [2, 3] }], stop: { games: 9 }, chunk: 3, seed: 'core' };
const inFlight = { max: 2, ahead: 1 };
const cellsOf = (s: RunSummary) => JSON.stringify(s.cells.map((c) => c.measures));

describe('runCells: the run wherever it is kept (the browser keeps it in memory)', () => {
  it('in memory it gives the run folder’s numbers, chunk by chunk a summary that grows', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lab-core-'));
    dirs.push(dir);
    const onDisk = await runExperiment(experiment, dir, fakeKit, { workers: 1 });
    const growing: number[] = [];
    const store = memoryStore();
    const inMemory = await runCells(experiment, fakeKit, store, { executor: thisThread, inFlight, onChunk: (s) => growing.push(s().cells.reduce((n, c) => n + c.measures.games, 0)) });
    expect(cellsOf(inMemory)).toBe(cellsOf(onDisk));
    expect(store.summary).toBe(inMemory);
    expect(growing).toEqual([3, 6, 9, 12, 15, 18]);
  });

  it('a stop ends the run with the games kept so far, whole chunks only', async () => {
    const stop = new AbortController();
    const summary = await runCells(experiment, fakeKit, memoryStore(), {
      executor: thisThread,
      inFlight,
      onChunk: (s) => {
        if (s().cells.reduce((n, c) => n + c.measures.games, 0) >= 6) stop.abort();
      },
      signal: stop.signal,
    });
    const games = summary.cells.map((c) => c.measures.games);
    expect(games.reduce((a, b) => a + b, 0)).toBeLessThan(18);
    for (const n of games) expect(n % 3).toBe(0);
  });
});
