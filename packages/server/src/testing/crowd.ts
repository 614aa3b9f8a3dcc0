import { Worker } from 'node:worker_threads';

/** What the crowd's thread reports: connections made and refused (by code), dropped ones, states received. */
export interface CrowdReport {
  type: string;
  connected: number;
  refused: number;
  refusals: Record<string, number>;
  dropped: number;
  states: number;
  /** The lowest seq any spectator has seen (-1: none yet). */
  minSeq: number;
  /** For `connected`: how long connecting took, ms. */
  ms?: number;
}

/**
 * Spectators of one match, connected from a worker thread (testing/crowd-worker.js), so that the thread measuring
 * the server (a test running the server in-process, or the benchmark) does not also carry 2,000 clients.
 */
export class Crowd {
  private readonly worker: Worker;
  private waiting: ((r: CrowdReport) => void)[] = [];

  constructor(url: string, match: string) {
    this.worker = new Worker(new URL('./crowd-worker.js', import.meta.url), { workerData: { url, match } });
    this.worker.on('message', (r: CrowdReport) => this.waiting.shift()?.(r));
  }

  private ask(message: object): Promise<CrowdReport> {
    return new Promise((resolve, reject) => {
      const fail = (e: Error) => reject(e);
      this.worker.once('error', fail);
      this.waiting.push((r) => {
        this.worker.off('error', fail);
        resolve(r);
      });
      this.worker.postMessage(message);
    });
  }

  /** Connects `count` spectators, `batch` handshakes in flight at a time; resolves when each has its first state or was refused. */
  connect(count: number, batch = 20): Promise<CrowdReport> {
    return this.ask({ type: 'connect', count, batch });
  }

  stats(): Promise<CrowdReport> {
    return this.ask({ type: 'stats' });
  }

  /** Disconnects every spectator, `batch` every `everyMs`; resolves when the last has been closed on this side. */
  close(batch = 50, everyMs = 50): Promise<CrowdReport> {
    return this.ask({ type: 'close', batch, everyMs });
  }

  async end(): Promise<void> {
    await this.worker.terminate();
  }
}

/** The slowest `/healthz` answer of each phase (ms), how many answers it had, and how many took 100 ms or more. */
export interface HealthReport {
  phases: Record<string, { max: number; count: number; over100: number }>;
  failures: string[];
}

/**
 * Asks `/healthz` every `everyMs` from a thread of its own (testing/health-worker.js) and keeps the slowest
 * answer per phase: the event loop of a server that stalls answers late. `phase()` names the part of the run the
 * next answers belong to.
 */
export class HealthWatch {
  private readonly worker: Worker;

  constructor(url: string, everyMs = 50) {
    this.worker = new Worker(new URL('./health-worker.js', import.meta.url), { workerData: { url, everyMs } });
  }

  phase(name: string): void {
    this.worker.postMessage({ type: 'phase', phase: name });
  }

  private stopped: Promise<HealthReport> | null = null;

  /** Stops asking (once; later calls get the same answer); resolves with the slowest answers. */
  stop(): Promise<HealthReport> {
    this.stopped ??= new Promise((resolve, reject) => {
      this.worker.once('message', (r: HealthReport) => {
        resolve(r);
        void this.worker.terminate();
      });
      this.worker.once('error', reject);
      this.worker.postMessage({ type: 'stop' });
    });
    return this.stopped;
  }
}

/** The slowest answer of every phase but the watcher's own warm-up, ms. */
export function slowest(r: HealthReport): number {
  return Math.max(0, ...Object.entries(r.phases).flatMap(([phase, p]) => (phase === 'warm-up' ? [] : [p.max])));
}
