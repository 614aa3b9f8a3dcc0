import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface BotJob {
  game: string;
  state: unknown;
  seat: number;
  /** A `createBot` spec: 'random', 'mcts:2000', 'mcts:250ms' … */
  spec: string;
  seed: string;
}

/** Something that picks a bot's move; the pool below, or a stub in tests. */
export interface BotChooser {
  choose(job: BotJob): Promise<unknown>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (move: unknown) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Map<number, Pending>;
}

export interface BotPoolOptions {
  /** Worker threads (default: one per CPU beyond the first, at least one). */
  size?: number;
  /** The module the workers import the registry (`findGame`) from. */
  registry?: string;
}

/**
 * Bots think in worker threads, so a long search never holds up the event loop (and nobody's acknowledgement).
 * Jobs go to the worker with the fewest in hand; a worker that dies fails its jobs and is replaced.
 */
export class BotPool implements BotChooser {
  private readonly slots: Slot[] = [];
  private readonly size: number;
  private readonly registry: string;
  private next = 1;
  private closed = false;

  constructor(opts: BotPoolOptions = {}) {
    this.size = Math.max(1, opts.size ?? availableParallelism() - 1);
    this.registry = opts.registry ?? '@ramparts/games';
  }

  choose(job: BotJob): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    if (this.slots.length < this.size) this.slots.push(this.spawn());
    const slot = this.slots.reduce((a, b) => (b.busy.size < a.busy.size ? b : a));
    const id = this.next++;
    return new Promise((resolve, reject) => {
      slot.busy.set(id, { resolve, reject });
      slot.worker.postMessage({ id, ...job });
    });
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./worker.js', import.meta.url), { workerData: { registry: this.registry } });
    const slot: Slot = { worker, busy: new Map() };
    worker.unref();
    worker.on('message', (m: { id: number; move?: unknown; error?: string }) => {
      const p = slot.busy.get(m.id);
      if (!p) return;
      slot.busy.delete(m.id);
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve(m.move);
    });
    const fail = (e: Error) => {
      for (const p of slot.busy.values()) p.reject(e);
      slot.busy.clear();
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots.splice(i, 1);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a bot worker stopped (exit code ${code})`)));
    return slot;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }
}
