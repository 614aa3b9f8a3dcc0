import type { ChunkExecutor, ChunkJob } from '@ramparts/lab/executor.ts';
import type { GameLine } from '@ramparts/lab/types';
import type { ChunkMessage } from './chunk-worker.ts';

/** How many Web Workers to play on: every core but the page's, at least one, at most four. */
export const workerCount = (): number => Math.max(1, Math.min(4, (navigator.hardwareConcurrency || 2) - 1));

/**
 * The lab's chunks played on Web Workers (one chunk a worker at a time). A chunk's lines depend only on its cell and
 * number, so the numbers are the CLI's whatever the workers. `close` ends the workers, a chunk in play included.
 */
export function workerExecutor(workers = workerCount()): ChunkExecutor {
  const idle: Worker[] = [];
  const all: Worker[] = [];
  const waiting: (() => void)[] = [];
  let closed = false;
  const take = async (): Promise<Worker> => {
    for (;;) {
      if (closed) throw new Error('The measure was stopped.');
      const free = idle.pop();
      if (free) return free;
      if (all.length < workers) {
        const w = new Worker(new URL('./chunk-worker.ts', import.meta.url), { type: 'module' });
        all.push(w);
        return w;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  const give = (w: Worker) => {
    idle.push(w);
    waiting.shift()?.();
  };
  const play = async (job: ChunkJob, onGame?: (line: GameLine) => void): Promise<GameLine[]> => {
    const worker = await take();
    const lines: GameLine[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        worker.onmessage = (e: MessageEvent<ChunkMessage>) => {
          const m = e.data;
          if ('line' in m) {
            lines.push(m.line);
            onGame?.(m.line);
          } else if ('done' in m) resolve();
          else reject(new Error(m.error));
        };
        worker.onerror = (e) => reject(new Error(e.message || 'A measuring worker failed.'));
        worker.postMessage(job);
      });
    } finally {
      if (!closed) give(worker);
    }
    return lines;
  };
  return {
    label: `${workers} ${workers === 1 ? 'worker' : 'workers'}`,
    run: (jobs, onGame) => Promise.all(jobs.map((job) => play(job, onGame))),
    async close() {
      closed = true;
      for (const w of all) w.terminate();
      waiting.splice(0).forEach((wake) => wake());
    },
  };
}
