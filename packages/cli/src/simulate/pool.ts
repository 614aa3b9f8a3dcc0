import { setImmediate as tick } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { Env } from '../env.ts';
import { describeFailure, runGame, type GameResult, type SimSpec } from './run-game.ts';
import type { RunBatch, WorkerData, WorkerMessage } from './worker-main.ts';

const WORKER_URL = new URL('./worker.js', import.meta.url);

/** Worker threads kept for several simulations in turn (`simulate --each`): each thread starts once. */
export interface GamePool {
  /** Threads playing (1: this thread). */
  readonly workers: number;
  /** Plays games 0..count-1 of `spec`; results in game order. One run at a time. */
  run(spec: SimSpec, count: number, onResult?: (r: GameResult) => void): Promise<GameResult[]>;
  close(): Promise<void>;
}

/**
 * Plays games 0..count-1 and returns their results in game order, whatever the number of workers:
 * each game depends only on its index, so the results are the same with 1 worker or 16.
 * `workers <= 1` plays in this thread.
 */
export async function runGames(spec: SimSpec, count: number, env: Env, workers: number, onResult: (r: GameResult) => void = () => {}): Promise<GameResult[]> {
  const pool = openPool(env, Math.min(workers, count));
  try {
    return await pool.run(spec, count, onResult);
  } finally {
    await pool.close();
  }
}

/** A pool of `workers` threads (started on the first run), or this thread alone when `workers <= 1`. */
export function openPool(env: Env, workers: number): GamePool {
  return workers <= 1 ? inThread(env) : threadPool(env, workers);
}

function inThread(env: Env): GamePool {
  return {
    workers: 1,
    async run(spec, count, onResult = () => {}) {
      const results: GameResult[] = new Array(count);
      for (let i = 0; i < count; i++) {
        try {
          results[i] = runGame(env, spec, i);
        } catch (e) {
          throw new Error(describeFailure(spec, i, e), { cause: e });
        }
        onResult(results[i]);
        if (i % 16 === 15) await tick(); // let the progress bar draw
      }
      return results;
    },
    async close() {},
  };
}

/** The run in progress: its games are handed out in batches to whichever thread is free. */
interface Job {
  spec: SimSpec;
  count: number;
  batch: number;
  next: number;
  finished: number;
  busy: number;
  results: GameResult[];
  onResult: (r: GameResult) => void;
  resolve: (results: GameResult[]) => void;
  reject: (e: Error) => void;
}

function threadPool(env: Env, workers: number): GamePool {
  const pool: Worker[] = [];
  let job: Job | null = null;
  // A thread that failed or exited leaves the pool unusable: later runs fail at once with the same error.
  let broken: Error | null = null;

  const fail = (e: Error) => {
    broken ??= e;
    const j = job;
    job = null;
    j?.reject(e);
  };
  const feed = (w: Worker): boolean => {
    if (!job || job.next >= job.count) return false;
    const message: RunBatch = { spec: job.spec, from: job.next, to: Math.min(job.count, job.next + job.batch) };
    job.next = message.to;
    w.postMessage(message);
    return true;
  };
  const start = () => {
    for (let t = 0; t < workers; t++) {
      const data: WorkerData = { modules: env.modules };
      const w = new Worker(WORKER_URL, { workerData: data });
      pool.push(w);
      w.on('message', (m: WorkerMessage) => {
        if (m.type === 'result') {
          if (!job) return;
          job.results[m.result.index] = m.result;
          job.finished++;
          job.onResult(m.result);
        } else if (m.type === 'done') {
          if (!job || feed(w)) return;
          job.busy--;
          if (job.busy > 0) return;
          const j = job;
          job = null;
          if (j.finished === j.count) j.resolve(j.results);
          else j.reject(new Error(`The workers stopped after ${j.finished} of ${j.count} games.`));
        } else {
          const err = new Error(m.message);
          if (m.stack) err.stack = m.stack;
          fail(err);
        }
      });
      w.on('error', fail);
      w.on('exit', (code) => {
        if (code !== 0) fail(new Error(`A simulation worker exited with code ${code}.`));
      });
    }
  };

  return {
    workers,
    run(spec, count, onResult = () => {}) {
      if (broken) return Promise.reject(broken);
      if (job) return Promise.reject(new Error('A simulation pool plays one run at a time.'));
      if (pool.length === 0) start();
      return new Promise<GameResult[]>((resolve, reject) => {
        // Small batches keep every worker busy to the end; big enough that messages stay cheap.
        const batch = Math.max(1, Math.min(64, Math.ceil(count / (workers * 8))));
        job = { spec, count, batch, next: 0, finished: 0, busy: 0, results: new Array(count), onResult, resolve, reject };
        for (const w of pool) if (feed(w)) job.busy++;
        if (job.busy === 0) {
          job = null;
          resolve([]);
        }
      });
    },
    async close() {
      await Promise.all(pool.map((w) => w.terminate()));
    },
  };
}
