import { setImmediate as tick } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { Env } from '../env.ts';
import { describeFailure, runGame, type GameResult, type SimSpec } from './run-game.ts';
import type { RunBatch, WorkerData, WorkerMessage } from './worker-main.ts';

const WORKER_URL = new URL('./worker.js', import.meta.url);

/**
 * Plays games 0..count-1 and returns their results in game order, whatever the number of workers:
 * each game depends only on its index, so the results are the same with 1 worker or 16.
 * `workers <= 1` plays in this thread.
 */
export async function runGames(spec: SimSpec, count: number, env: Env, workers: number, onResult: (r: GameResult) => void = () => {}): Promise<GameResult[]> {
  const results: GameResult[] = new Array(count);
  if (workers <= 1 || count <= 1) {
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
  }

  const threads = Math.min(workers, count);
  // Small batches keep every worker busy to the end; big enough that messages stay cheap.
  const batch = Math.max(1, Math.min(64, Math.ceil(count / (threads * 8))));
  let next = 0;
  const pool: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let finished = 0;
      let running = 0;
      const fail = (e: Error) => reject(e);
      const feed = (w: Worker) => {
        if (next >= count) return false;
        const job: RunBatch = { from: next, to: Math.min(count, next + batch) };
        next = job.to;
        w.postMessage(job);
        return true;
      };
      for (let t = 0; t < threads; t++) {
        const data: WorkerData = { spec, modules: env.modules };
        const w = new Worker(WORKER_URL, { workerData: data });
        pool.push(w);
        running++;
        w.on('message', (m: WorkerMessage) => {
          if (m.type === 'result') {
            results[m.result.index] = m.result;
            finished++;
            onResult(m.result);
          } else if (m.type === 'done') {
            if (!feed(w)) {
              running--;
              if (running === 0) {
                if (finished === count) resolve();
                else fail(new Error(`The workers stopped after ${finished} of ${count} games.`));
              }
            }
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
        feed(w);
      }
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return results;
}
