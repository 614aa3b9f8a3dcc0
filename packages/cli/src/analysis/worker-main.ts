import { parentPort, workerData } from 'node:worker_threads';
import { analyseMatch, variantGame } from '@ramparts/engine';
import type { Registry } from '../env.ts';
import type { AnalysisJob, AnalysisPart } from './run.ts';

export interface AnalysisWorkerData {
  /** The module exporting `findGame` (the registry the main thread uses). */
  registry: string;
  job: AnalysisJob;
}

/** Main thread → worker: estimate positions `from` to `to` (inclusive). */
export interface AnalysisRange {
  from: number;
  to: number;
}

/** Worker → main thread: one position done, a range done (with its chances), or a failure. */
export type AnalysisMessage = { type: 'progress' } | { type: 'part'; part: AnalysisPart } | { type: 'error'; message: string; stack?: string };

const port = parentPort;
if (!port) throw new Error('analysis/worker-main.ts runs only in a worker thread');
const data = workerData as AnalysisWorkerData;

try {
  const registry = (await import(data.registry)) as Registry;
  const found = registry.findGame(data.job.game);
  if (!found) throw new Error(`There is no game "${data.job.game}".`);
  const game = data.job.variant ? variantGame(found, data.job.variant) : found;
  port.on('message', (range: AnalysisRange) => {
    try {
      const { job } = data;
      const { chances } = analyseMatch(game, job.record, { seed: job.seed, iterations: job.iterations, positions: range, onProgress: () => port.postMessage({ type: 'progress' } satisfies AnalysisMessage) });
      port.postMessage({ type: 'part', part: { from: range.from, chances: chances.slice(range.from, range.to + 1) } } satisfies AnalysisMessage);
    } catch (e) {
      port.postMessage({ type: 'error', message: e instanceof Error ? e.message : String(e), stack: e instanceof Error ? e.stack : undefined } satisfies AnalysisMessage);
    }
  });
} catch (e) {
  port.postMessage({ type: 'error', message: `An analysis worker could not start: ${e instanceof Error ? e.message : String(e)}`, stack: e instanceof Error ? e.stack : undefined } satisfies AnalysisMessage);
}
