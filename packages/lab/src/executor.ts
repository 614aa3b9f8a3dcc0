import type { Cell, GameLine } from './types.ts';

/** One unit of work: games `chunk * size` … `chunk * size + count - 1` of a cell. */
export interface ChunkJob {
  cell: Cell;
  chunk: number;
  size: number;
  /** Games in this chunk (the last chunk of a fixed-size cell may be short). */
  count: number;
}

/**
 * Plays chunks somewhere: in this thread, on worker threads (`pool.ts`), or on BullMQ workers (`queue.ts`).
 * Whatever the executor, a chunk's lines depend only on the cell and the chunk, so results are identical.
 */
export interface ChunkExecutor {
  /** Threads or machines at work, for the progress line. */
  readonly label: string;
  /** Plays the jobs; resolves each job's lines in game order. May run jobs at the same time. */
  run(jobs: ChunkJob[], onGame?: (line: GameLine) => void): Promise<GameLine[][]>;
  close(): Promise<void>;
}
