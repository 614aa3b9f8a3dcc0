/**
 * `replay --analyse`: each seat's estimated chance of winning at the start and after every move, over worker threads.
 * Position i is searched with its own seed (`<seed>:<i>`, the engine's `analyseMatch`), so the numbers are the same
 * whatever the number of workers and however the positions are split between them.
 */
import { Worker } from 'node:worker_threads';
import { analyseMatch, swingsOf, type Analysis, type AnyGame, type Seat, type Variant } from '@ramparts/engine';
import type { AnalysisMessage, AnalysisRange, AnalysisWorkerData } from './worker-main.ts';

const WORKER_URL = new URL('./worker.js', import.meta.url);

/** What every worker is handed: plain data (it crosses threads). */
export interface AnalysisJob {
  game: string;
  /** The variant the match was played with: each worker plays the same variant game. */
  variant?: Variant;
  record: { players: number; options: unknown; seed: string; moves: { seat: Seat; move: unknown }[]; resignations?: { seat: Seat; at: number }[] };
  /** The analysis seed (position i searches with `<seed>:<i>`). */
  seed: string;
  /** Search iterations per position. */
  iterations: number;
}

/** The chances of positions `from`, `from + 1`, … as one worker computed them. */
export interface AnalysisPart {
  from: number;
  chances: number[][];
}

/** The ranges the positions 0..last are cut into: small enough that every worker stays busy to the end. */
export function positionRanges(last: number, workers: number): AnalysisRange[] {
  const size = Math.max(1, Math.ceil((last + 1) / (workers * 4)));
  const ranges: AnalysisRange[] = [];
  for (let from = 0; from <= last; from += size) ranges.push({ from, to: Math.min(last, from + size - 1) });
  return ranges;
}

/**
 * Analyses a match over `workers` threads (1: in this thread).
 * `registry` names the module worker threads import to find the game (`Env.modules.registry`).
 */
export async function analyseInWorkers(game: AnyGame, job: AnalysisJob, workers: number, registry: string, onProgress: () => void = () => {}): Promise<Analysis> {
  const last = job.record.moves.length;
  const chances: number[][] = new Array(last + 1);
  const put = (part: AnalysisPart) => part.chances.forEach((c, i) => (chances[part.from + i] = c));
  if (workers <= 1) {
    // In this thread: the bar redraws as each position is done (cli-progress draws on update).
    const { chances: all } = analyseMatch(game, job.record, { seed: job.seed, iterations: job.iterations, onProgress: () => onProgress() });
    put({ from: 0, chances: all });
  } else {
    const ranges = positionRanges(last, workers);
    await new Promise<void>((resolve, reject) => {
      const threads: Worker[] = [];
      let next = 0;
      let open = 0;
      let failed = false;
      const finish = (e?: Error) => {
        if (failed) return;
        if (e) failed = true;
        for (const w of threads) void w.terminate();
        if (e) reject(e);
        else resolve();
      };
      const feed = (w: Worker) => {
        if (next >= ranges.length) return false;
        w.postMessage(ranges[next++]);
        return true;
      };
      for (let t = 0; t < Math.min(workers, ranges.length); t++) {
        const data: AnalysisWorkerData = { registry, job };
        const w = new Worker(WORKER_URL, { workerData: data });
        threads.push(w);
        open++;
        w.on('message', (m: AnalysisMessage) => {
          if (m.type === 'progress') onProgress();
          else if (m.type === 'part') {
            put(m.part);
            if (feed(w)) return;
            if (--open === 0) finish();
          } else {
            const err = new Error(m.message);
            if (m.stack) err.stack = m.stack;
            finish(err);
          }
        });
        w.on('error', (e) => finish(e));
        w.on('exit', (code) => {
          if (code !== 0 && open > 0) finish(new Error(`An analysis worker exited with code ${code}.`));
        });
        feed(w);
      }
    });
  }
  return { chances, swings: swingsOf(chances, job.record.moves) };
}
