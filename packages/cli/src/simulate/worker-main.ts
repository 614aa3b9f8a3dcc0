import { parentPort, workerData } from 'node:worker_threads';
import type { BotKit, Registry } from '../env.ts';
import { describeFailure, runGame, type GameResult, type SimSpec } from './run-game.ts';

export interface WorkerData {
  modules: { registry: string; bots: string };
}

/** Main thread → worker: play games `from` (inclusive) to `to` (exclusive) of `spec`. */
export interface RunBatch {
  spec: SimSpec;
  from: number;
  to: number;
}

/** Worker → main thread. */
export type WorkerMessage = { type: 'result'; result: GameResult } | { type: 'done' } | { type: 'error'; message: string; stack?: string };

const port = parentPort;
if (!port) throw new Error('worker-main.ts runs only in a worker thread');
const data = workerData as WorkerData;

try {
  const registry = (await import(data.modules.registry)) as Registry;
  const bots = (await import(data.modules.bots)) as BotKit;
  const kit = { games: registry.games, findGame: registry.findGame, createBot: bots.createBot };
  port.on('message', (batch: RunBatch) => {
    for (let i = batch.from; i < batch.to; i++) {
      let result: GameResult;
      try {
        result = runGame(kit, batch.spec, i);
      } catch (e) {
        port.postMessage({ type: 'error', message: describeFailure(batch.spec, i, e), stack: e instanceof Error ? e.stack : undefined } satisfies WorkerMessage);
        return;
      }
      port.postMessage({ type: 'result', result } satisfies WorkerMessage);
    }
    port.postMessage({ type: 'done' } satisfies WorkerMessage);
  });
} catch (e) {
  port.postMessage({ type: 'error', message: `A simulation worker could not start: ${e instanceof Error ? e.message : String(e)}`, stack: e instanceof Error ? e.stack : undefined } satisfies WorkerMessage);
}
