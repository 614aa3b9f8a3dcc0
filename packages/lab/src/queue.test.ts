import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChunkJob } from './executor.ts';
import { expandCells } from './experiment.ts';
import { playChunk } from './play.ts';
import { kitFrom } from './pool.ts';
import { checkRedis, chunkJobId, queueExecutor, queueUrl, runQueueWorker, shownUrl } from './queue.ts';
import { runExperiment } from './run.ts';
import { fakeKit } from './testing/fake-kit.ts';
import type { Experiment, GameLine } from './types.ts';

const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Null when Redis answers; otherwise the tests are skipped with a message, except under CI=true, where they fail. */
async function redisProblem(): Promise<string | null> {
  try {
    await checkRedis(REDIS, {});
    return null;
  } catch (e) {
    const problem = (e as Error).message;
    if (process.env.CI === 'true') throw new Error(`${problem} The queue tests must run in CI.`, { cause: e });
    console.warn(`Skipping the queue tests: ${problem}`);
    return problem;
  }
}
const problem = await redisProblem();

/** A queue of the test's own, emptied and removed at the end. */
const queues: string[] = [];
const ownQueue = () => {
  const name = `ramparts-lab-test-${randomBytes(4).toString('hex')}`;
  queues.push(name);
  return name;
};
const folders: string[] = [];
const folder = async () => {
  const f = await mkdtemp(join(tmpdir(), 'lab-queue-'));
  folders.push(f);
  return f;
};
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const name of problem ? [] : queues) {
    const queue = new Queue(name, { connection: { url: REDIS } });
    await queue.obliterate({ force: true });
    await queue.close();
  }
  await Promise.all(folders.map((f) => rm(f, { recursive: true, force: true })));
});

/** Every results file of a run folder, by name. */
async function cellFiles(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of (await readdir(join(dir, 'cells'))).sort()) out[name] = await readFile(join(dir, 'cells', name), 'utf8');
  return out;
}

const sprint: Experiment = { name: 'Sprint', game: 'sprint', options: {}, bots: 'random', axes: [{ path: 'players', values: [2, 3] }], stop: { games: 7 }, chunk: 3, seed: 'queue' };

describe('queue job ids and URLs', () => {
  const [cell] = expandCells(sprint, fakeKit);
  const job: ChunkJob = { cell, chunk: 1, size: 3, count: 3 };

  it('a job id names the run, the cell and the chunk, has no ":" (BullMQ refuses them) and changes with the job', () => {
    const id = chunkJobId('run:1', job);
    expect(id).not.toContain(':');
    expect(id.startsWith(`run%3A1/${cell.id}/1/`)).toBe(true);
    expect(chunkJobId('run:1', job)).toBe(id);
    const others = [chunkJobId('run:2', job), chunkJobId('run:1', { ...job, chunk: 2 }), chunkJobId('run:1', { ...job, size: 4 }), chunkJobId('run:1', { ...job, cell: { ...cell, seed: 'other' } })];
    expect(new Set([id, ...others]).size).toBe(5);
  });

  it('a queue is a Redis URL, said in one sentence otherwise; a password is never shown', () => {
    expect(queueUrl('redis://10.0.0.5:6379')).toBe('redis://10.0.0.5:6379');
    expect(() => queueUrl('http://10.0.0.5')).toThrow(/^The queue must be a Redis URL like redis:\/\/host:6379, not "http:\/\/10.0.0.5"\.$/);
    expect(() => queueUrl('10.0.0.5:6379')).toThrow(/^The queue must be a Redis URL/);
    expect(shownUrl('redis://:secret@10.0.0.5:6379/2')).toBe('redis://:***@10.0.0.5:6379/2');
  });

  it('an unreachable Redis is one sentence, at once', async () => {
    await expect(queueExecutor('redis://127.0.0.1:1', 'x')).rejects.toThrow(/^Cannot reach Redis at redis:\/\/127\.0\.0\.1:1 \(.*\)\.$/);
  });
});

describe.skipIf(problem !== null)('the queue on this machine\'s Redis', () => {
  it('a run through a worker in this process writes what a local run writes; a second run with the same id replays nothing', async () => {
    const queue = ownQueue();
    const stop = new AbortController();
    const worker = runQueueWorker(REDIS, fakeKit, { queue, concurrency: 2, signal: stop.signal });
    const local = await folder();
    await runExperiment(sprint, local, fakeKit, { workers: 1 });
    const queued = await folder();
    const executor = await queueExecutor(REDIS, 'sprint-run', { queue });
    try {
      await runExperiment(sprint, queued, fakeKit, { executor });
    } finally {
      await executor.close();
    }
    expect(await cellFiles(queued)).toEqual(await cellFiles(local));
    stop.abort();
    await worker;

    // No worker now: every answer comes from the jobs already done under the same ids.
    const again = await queueExecutor(REDIS, 'sprint-run', { queue });
    const cells = expandCells(sprint, fakeKit);
    const jobs: ChunkJob[] = cells.flatMap((cell) => [0, 1, 2].map((chunk) => ({ cell, chunk, size: 3, count: chunk < 2 ? 3 : 1 })));
    const seen: GameLine[] = [];
    try {
      const lines = await again.run(jobs, (line) => seen.push(line));
      expect(lines).toEqual(jobs.map((job) => playChunk(fakeKit, job)));
      expect(seen).toHaveLength(14);
    } finally {
      await again.close();
    }
  });

  it('a chunk that fails on a worker fails the run with its reason; resumed, it is played again', async () => {
    const queue = ownQueue();
    const [cell] = expandCells(sprint, fakeKit);
    const jobs: ChunkJob[] = [0, 1].map((chunk) => ({ cell, chunk, size: 3, count: 3 }));
    let broken = true;
    const plays: number[] = [];
    const stop = new AbortController();
    const worker = runQueueWorker(REDIS, fakeKit, {
      queue,
      signal: stop.signal,
      play: async (job) => {
        plays.push(job.chunk);
        if (broken && job.chunk === 1) throw new Error('the bot fell over');
        return playChunk(fakeKit, job);
      },
    });
    const first = await queueExecutor(REDIS, 'failing', { queue });
    await expect(first.run(jobs)).rejects.toThrow(new RegExp(`^Chunk 1 of cell ${cell.id} failed on a worker \\(job failing/.*\\): the bot fell over$`));
    await first.close();
    broken = false;
    const second = await queueExecutor(REDIS, 'failing', { queue });
    expect(await second.run(jobs)).toEqual(jobs.map((job) => playChunk(fakeKit, job)));
    await second.close();
    expect(plays.sort()).toEqual([0, 1, 1]);
    stop.abort();
    await worker;
  });

  it('two worker processes, one killed with a chunk in hand: the run completes, byte for byte a local run, each game once', async () => {
    const queue = ownQueue();
    const kit = await kitFrom({ registry: '@ramparts/games', bots: '@ramparts/engine' });
    const experiment: Experiment = { name: 'Queue', game: 'coins', options: {}, bots: 'random', axes: [{ path: 'bots.1', values: ['random', 'mcts:5'] }], stop: { games: 8 }, chunk: 2, seed: 'queue-test' };
    const local = await folder();
    await runExperiment(experiment, local, kit, { workers: 1 });

    // Worker A plays one chunk, then holds the next until it is killed; alone at first, so it certainly takes both.
    const a = start(['--import', 'tsx', 'packages/lab/src/queue.test-worker.ts', REDIS, queue, 'holder', '2000']);
    await a.line(/^ready$/);
    const runId = `queue-test-${randomBytes(3).toString('hex')}`;
    const executor = await queueExecutor(REDIS, runId, { queue });
    const queued = await folder();
    const run = runExperiment(experiment, queued, kit, { executor });
    await a.line(/^holding /);
    const bull = new Queue(queue, { connection: { url: REDIS } });
    const [held] = await bull.getActive();
    expect(held.processedBy).toBe('holder');
    a.process.kill('SIGKILL');

    // Worker B, the CLI's, plays the rest and, once A's lock runs out, A's chunk.
    const b = start(['packages/cli/bin/ramparts.js', 'lab', 'worker', '--queue', REDIS, '--queue-name', queue, '--concurrency', '1', '--lock', '2']);
    await run;
    await executor.close();

    const files = await cellFiles(queued);
    expect(files).toEqual(await cellFiles(local));
    for (const text of Object.values(files)) {
      const indices = text.trim().split('\n').map((l) => (JSON.parse(l) as GameLine).index);
      expect(indices).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    }
    const again = await bull.getJob(held.id!);
    expect(again?.processedBy).toBe(`${hostname()}-${b.process.pid}`);
    expect(again?.attemptsStarted).toBeGreaterThanOrEqual(2);
    expect(await again?.getState()).toBe('completed');
    await bull.close();

    b.process.kill('SIGTERM');
    await b.line(/^Lab worker stopped after \d+ games\.$/);
    expect(await b.exited).toBe(0);
    expect(b.text()).toMatch(/^Lab worker .* takes chunks from queue ramparts-lab-test-\w+ at redis:\/\/.*, 1 at a time/m);
    expect(b.text()).toMatch(/^Played coins .*: games \d+-\d+ in [\d.]+ s\.$/m);
  }, 60_000);
});

/** A process started from the repository's root: its stdout as lines, and a promise of its exit code. */
function start(args: string[]) {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
  children.push(child);
  let out = '';
  let err = '';
  const waiters: (() => void)[] = [];
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
    waiters.forEach((w) => w());
  });
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    process: child,
    exited,
    text: () => out,
    /** Resolves when a line of stdout matches; fails if the process ends first. */
    line: (pattern: RegExp) =>
      new Promise<string>((resolve, reject) => {
        const look = () => {
          const found = out.split('\n').find((l) => pattern.test(l));
          if (found !== undefined) resolve(found);
        };
        waiters.push(look);
        look();
        void exited.then((code) => reject(new Error(`The process ended (code ${code}) before printing ${pattern}: ${out}${err}`)));
      }),
  };
}
