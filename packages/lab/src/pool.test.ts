import { describe, expect, it } from 'vitest';
import { expandCells } from './experiment.ts';
import { playChunk } from './play.ts';
import { inThreadExecutor, threadExecutor } from './pool.ts';
import { fakeKit } from './testing/fake-kit.ts';
import type { ChunkJob } from './executor.ts';
import type { Experiment, GameLine } from './types.ts';

const experiment: Experiment = { name: 'Sprint', game: 'sprint', options: {}, bots: ['random', 'mcts:20'], axes: [{ path: 'content.sprint.json.die.sides', values: [2, 6] }], stop: { games: 6 }, seed: 'pool' };

describe('chunk executors', () => {
  const cells = expandCells(experiment, fakeKit);
  const jobs: ChunkJob[] = cells.flatMap((cell) => [0, 1].map((chunk) => ({ cell, chunk, size: 3, count: 3 })));

  it('give every chunk’s lines in game order, equal to playing in this thread, in worker threads too', async () => {
    const expected = jobs.map((job) => playChunk(fakeKit, job));
    const seen: GameLine[] = [];
    const inThread = inThreadExecutor(fakeKit);
    expect(await inThread.run(jobs, (l) => seen.push(l))).toEqual(expected);
    expect(seen).toHaveLength(12);
    const threads = threadExecutor(fakeKit, 2);
    try {
      const count = { n: 0 };
      expect(await threads.run(jobs, () => count.n++)).toEqual(expected);
      expect(count.n).toBe(12);
      // The threads stay up for the next run, and runs may overlap.
      const [a, b] = await Promise.all([threads.run(jobs.slice(0, 1)), threads.run(jobs.slice(3))]);
      expect([...a, ...b]).toEqual([expected[0], ...expected.slice(3)]);
    } finally {
      await threads.close();
    }
  });

  it('fail with the failing game’s words when a thread’s game throws', async () => {
    const threads = threadExecutor(fakeKit, 2);
    try {
      const bad = { ...jobs[0], cell: { ...jobs[0].cell, bots: ['random', 'nonsense'] } };
      await expect(threads.run([bad])).rejects.toThrow(/^Cell c00-die-sides-2, game 0 .* failed: /);
    } finally {
      await threads.close();
    }
  });
});
