import { parentPort, workerData } from 'node:worker_threads';
import type { ChunkJob } from './executor.ts';
import type { LabKit } from './kit.ts';
import { playChunkEach, type PlayOptions } from './play.ts';
import { kitFrom } from './pool.ts';
import type { GameLine } from './types.ts';

export interface WorkerData {
  modules: LabKit['modules'];
  play: PlayOptions;
}

/** Main thread → worker: play this chunk (`id`: its place in the run's list). */
export interface ChunkMessage {
  id: number;
  job: ChunkJob;
}

/** Worker → main thread: each game's line as it is played, then the chunk done; or why it failed. */
export type WorkerMessage = { type: 'line'; id: number; line: GameLine } | { type: 'done'; id: number } | { type: 'error'; message: string; stack?: string };

const port = parentPort;
if (!port) throw new Error('worker-main.ts runs only in a worker thread');
const data = workerData as WorkerData;

try {
  const kit = await kitFrom(data.modules);
  port.on('message', ({ id, job }: ChunkMessage) => {
    try {
      playChunkEach(kit, job, (line) => port.postMessage({ type: 'line', id, line } satisfies WorkerMessage), data.play);
    } catch (e) {
      port.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e), stack: e instanceof Error ? e.stack : undefined } satisfies WorkerMessage);
      return;
    }
    port.postMessage({ type: 'done', id } satisfies WorkerMessage);
  });
} catch (e) {
  port.postMessage({ type: 'error', message: `A lab worker could not start: ${e instanceof Error ? e.message : String(e)}`, stack: e instanceof Error ? e.stack : undefined } satisfies WorkerMessage);
}

