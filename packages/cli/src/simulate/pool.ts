import type { ChunkExecutor, ChunkJob } from '@ramparts/lab/executor.ts';
import { localExecutor } from '@ramparts/lab/pool.ts';
import type { Env } from '../env.ts';
import { cellOf, resultOf, type GameResult, type SimSpec } from './run-game.ts';

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

/**
 * A pool of `workers` threads (started on the first run), or this thread alone when `workers <= 1`: the lab's chunk
 * executor, a simulation being one lab cell cut into chunks.
 */
export function openPool(env: Env, workers: number): GamePool {
  // simulate reports winners and lengths only: no trajectories to sample.
  const executor: ChunkExecutor = localExecutor(env, workers, { trajectory: false });
  return {
    workers: Math.max(1, workers),
    async run(spec, count, onResult = () => {}) {
      const cell = cellOf(spec);
      // Small chunks keep every worker busy to the end; big enough that messages stay cheap.
      const size = Math.max(1, Math.min(64, Math.ceil(count / (Math.max(1, workers) * 8))));
      const jobs: ChunkJob[] = [];
      for (let chunk = 0; chunk * size < count; chunk++) jobs.push({ cell, chunk, size, count: Math.min(size, count - chunk * size) });
      const chunks = await executor.run(jobs, (line) => onResult(resultOf(line)));
      return chunks.flat().map(resultOf);
    },
    close: () => executor.close(),
  };
}
