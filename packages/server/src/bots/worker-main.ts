import { parentPort, workerData } from 'node:worker_threads';
import { createBot, type AnyGame } from '@ramparts/engine';

const port = parentPort;
if (!port) throw new Error('worker-main.ts runs only in a worker thread');
const { findGame } = (await import((workerData as { registry: string }).registry)) as { findGame(id: string): AnyGame | undefined };

port.on('message', (job: { id: number; game: string; state: unknown; seat: number; spec: string; seed: string }) => {
  try {
    const game = findGame(job.game);
    if (!game) throw new Error(`unknown game ${job.game}`);
    const move = createBot(job.spec, job.seed, game).chooseMove(game, job.state, job.seat);
    port.postMessage({ id: job.id, move });
  } catch (e) {
    port.postMessage({ id: job.id, error: e instanceof Error ? e.message : String(e) });
  }
});
