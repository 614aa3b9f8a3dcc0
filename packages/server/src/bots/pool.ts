import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Metrics } from '../ops/metrics.ts';
import { defaultCaps, type BotCaps } from './budget.ts';

export { capsFrom, checkBotSpec, clampBotSpec, defaultCaps, type BotCaps } from './budget.ts';

export interface BotJob {
  game: string;
  state: unknown;
  seat: number;
  /** A `createBot` spec: 'random', 'mcts:2000', 'mcts:250ms', a game's own bot ('heuristic') … */
  spec: string;
  seed: string;
  /** The match the job is for: one job per match thinks at a time, and matches take turns for the workers. */
  match?: string;
  /**
   * 'move' (default): the bot's move. 'hint': the search's best moves for the seat, answered as
   * `[{ move, chance, text }]` (`hintMoves`, `iterations` of search; `spec` is not read).
   */
  kind?: 'move' | 'hint';
  /** A hint's search iterations (default: the game's `hintIterations`). */
  iterations?: number;
}

/** Something that picks a bot's move; the pool below, or a stub in tests. */
export interface BotChooser {
  choose(job: BotJob): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * Why a job failed. `bot-timeout`: it ran (or waited) past the job timeout, its search was stopped;
 * `bot-crashed`: its worker died (out of memory, most likely); `bot-error`: the bot threw; `bad-bot`: the worker
 * does not know the spec; `bot-pool-closed`: the server is stopping.
 */
export type BotErrorCode = 'bot-timeout' | 'bot-crashed' | 'bot-error' | 'bad-bot' | 'bot-pool-closed';

export class BotError extends Error {
  constructor(
    readonly code: BotErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BotError';
  }
}

export interface BotPoolOptions {
  /** Worker threads (default: one per CPU beyond the first, at least one). */
  size?: number;
  /** The module the workers import the registry (`findGame`) from. */
  registry?: string;
  /** How long a job may think, from its start on a worker; and how long it may wait for one (default 15 s). */
  timeoutMs?: number;
  /** Each worker's heap limit in MB (default 512); a worker that reaches it dies and only its job fails. */
  memoryMb?: number;
  /** The most a bot may search per move; the workers run a bigger spec at these caps (default 5,000 / 2,000 ms). */
  caps?: BotCaps;
  metrics?: Metrics;
}

export interface BotPoolStats {
  queued: number;
  running: number;
  workers: number;
}

interface Task {
  id: number;
  job: BotJob;
  /** The match, or a key of its own for a job without one. */
  key: string;
  submitted: number;
  timer: NodeJS.Timeout | null;
  resolve: (move: unknown) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded the registry: a job's time starts counting then, not while tsx and the games load. */
  ready: boolean;
  task: Task | null;
  /** Terminated or dead; its late events are ignored. */
  gone: boolean;
}

type Outcome = 'ok' | 'timeout' | 'error';

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MEMORY_MB = 512;

/**
 * Bots think in worker threads, so a long search never holds up the event loop (and nobody's acknowledgement).
 *
 * A worker runs one job at a time; the rest wait in the pool. That makes a stuck job cheap to end: its worker
 * is terminated (which stops any search, however deep in a loop) and nothing else was on it. Waiting jobs are
 * grouped by match: at most one job per match runs at a time, and the next job goes to the match served least
 * recently, so one match's long searches never keep another match's bots from a worker. Every job has a
 * timeout; a worker dying (its heap limit reached) fails only its job. Workers start lazily and are replaced
 * the same way, when a job needs one.
 */
export class BotPool implements BotChooser {
  private readonly slots: Slot[] = [];
  private readonly size: number;
  private readonly registry: string;
  private readonly timeoutMs: number;
  private readonly memoryMb: number;
  private readonly caps: BotCaps;
  private readonly metrics: Metrics | undefined;
  /** Waiting jobs by key, in the order the keys first waited. */
  private readonly waiting = new Map<string, Task[]>();
  private readonly running = new Map<string, Task>();
  /** When each key last got a worker (a counter), for the round robin; dropped when the key has nothing left. */
  private readonly served = new Map<string, number>();
  private turn = 0;
  private queued = 0;
  private next = 1;
  private closed = false;
  /** The last worker died before it was ready (the registry does not load): the pool cannot answer. */
  private broken = false;

  constructor(opts: BotPoolOptions = {}) {
    this.size = Math.max(1, opts.size ?? availableParallelism() - 1);
    this.registry = opts.registry ?? '@ramparts/games';
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.memoryMb = opts.memoryMb ?? DEFAULT_MEMORY_MB;
    this.caps = { ...(opts.caps ?? defaultCaps) };
    this.metrics = opts.metrics;
  }

  choose(job: BotJob): Promise<unknown> {
    if (this.closed) return Promise.reject(new BotError('bot-pool-closed', 'The bot pool is closed.'));
    const id = this.next++;
    return new Promise((resolve, reject) => {
      const task: Task = { id, job, key: job.match ?? `#${id}`, submitted: performance.now(), timer: null, resolve, reject };
      // A job that cannot get a worker within the timeout gives up too (the server is overloaded): the match plays on.
      task.timer = setTimeout(() => this.expireWaiting(task), this.timeoutMs).unref();
      const list = this.waiting.get(task.key);
      if (list) list.push(task);
      else this.waiting.set(task.key, [task]);
      this.queued++;
      this.pump();
    });
  }

  stats(): BotPoolStats {
    return { queued: this.queued, running: this.running.size, workers: this.slots.length };
  }

  /** Whether the pool can answer: open, and its workers start (for /readyz). */
  alive(): boolean {
    return !this.closed && !this.broken;
  }

  async close(): Promise<void> {
    this.closed = true;
    const stopped = new BotError('bot-pool-closed', 'The bot pool is closed.');
    for (const list of this.waiting.values()) for (const task of list) this.settle(task, 'error', stopped);
    this.waiting.clear();
    this.queued = 0;
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      slot.gone = true;
      if (slot.task) this.finish(slot, 'error', stopped);
    }
    this.gauge();
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  /** Gives waiting jobs to free workers (starting workers up to the pool's size) while both last. */
  private pump(): void {
    while (!this.closed) {
      const key = this.nextKey();
      if (key === undefined) break;
      const slot = this.slots.find((s) => !s.task) ?? (this.slots.length < this.size ? this.spawn() : undefined);
      if (!slot) break;
      const list = this.waiting.get(key)!;
      const task = list.shift()!;
      if (list.length === 0) this.waiting.delete(key);
      this.queued--;
      this.start(slot, task);
    }
    this.gauge();
  }

  /** The key served least recently among those with a job waiting and none running (first come on a tie). */
  private nextKey(): string | undefined {
    let best: string | undefined;
    let bestTurn = Infinity;
    for (const key of this.waiting.keys()) {
      if (this.running.has(key)) continue;
      const t = this.served.get(key) ?? 0;
      if (t < bestTurn) {
        best = key;
        bestTurn = t;
      }
    }
    return best;
  }

  private start(slot: Slot, task: Task): void {
    if (task.timer) clearTimeout(task.timer);
    task.timer = null;
    slot.task = task;
    this.running.set(task.key, task);
    this.served.set(task.key, ++this.turn);
    const { game, state, seat, spec, seed, kind, iterations } = task.job;
    slot.worker.postMessage({ id: task.id, game, state, seat, spec, seed, kind, iterations });
    if (slot.ready) this.arm(slot, task);
  }

  /** Starts a running job's clock: past it, the worker is terminated and the job answered 'bot-timeout'. */
  private arm(slot: Slot, task: Task): void {
    task.timer = setTimeout(() => {
      if (slot.task !== task) return;
      this.retire(slot);
      this.finish(slot, 'timeout', new BotError('bot-timeout', `The bot "${task.job.spec}" took longer than ${this.timeoutMs} ms; its search was stopped.`));
      this.pump();
    }, this.timeoutMs).unref();
  }

  private expireWaiting(task: Task): void {
    const list = this.waiting.get(task.key);
    const i = list ? list.indexOf(task) : -1;
    if (!list || i < 0) return;
    list.splice(i, 1);
    if (list.length === 0) this.waiting.delete(task.key);
    this.queued--;
    this.settle(task, 'timeout', new BotError('bot-timeout', `The bot "${task.job.spec}" waited longer than ${this.timeoutMs} ms for a worker.`));
    this.forget(task.key);
    this.gauge();
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./worker.js', import.meta.url), {
      workerData: { registry: this.registry, caps: this.caps },
      resourceLimits: { maxOldGenerationSizeMb: this.memoryMb, maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.floor(this.memoryMb / 8))) },
    });
    const slot: Slot = { worker, ready: false, task: null, gone: false };
    this.slots.push(slot);
    worker.unref();
    worker.on('message', (m: { ready?: true; id?: number; move?: unknown; error?: string; code?: string }) => {
      if (slot.gone) return;
      if (m.ready) {
        slot.ready = true;
        this.broken = false;
        if (slot.task) this.arm(slot, slot.task);
        return;
      }
      const task = slot.task;
      if (!task || task.id !== m.id) return;
      if (m.error !== undefined) this.finish(slot, 'error', new BotError(m.code === 'bad-bot' ? 'bad-bot' : 'bot-error', m.error));
      else this.finish(slot, 'ok', m.move);
      this.pump();
    });
    const died = (why: string) => {
      if (slot.gone) return;
      if (!slot.ready) this.broken = true;
      this.retire(slot);
      if (slot.task) this.finish(slot, 'error', new BotError('bot-crashed', why));
      this.pump();
    };
    worker.on('error', (e: Error & { code?: string }) => died(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'The bot ran out of memory; its worker was restarted.' : `A bot worker failed: ${e.message}`));
    worker.on('exit', (code) => died(`A bot worker stopped (exit code ${code}).`));
    return slot;
  }

  /** Takes a worker out of the pool and ends it; a new one starts when a job needs it. */
  private retire(slot: Slot): void {
    slot.gone = true;
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    slot.worker.terminate().catch(() => {});
  }

  /** Ends the job a worker holds, which frees the worker (unless it was retired) and the job's match. */
  private finish(slot: Slot, outcome: Outcome, answer: unknown): void {
    const task = slot.task!;
    slot.task = null;
    if (task.timer) clearTimeout(task.timer);
    task.timer = null;
    this.running.delete(task.key);
    this.settle(task, outcome, answer);
    this.forget(task.key);
  }

  private settle(task: Task, outcome: Outcome, answer: unknown): void {
    if (task.timer) clearTimeout(task.timer);
    task.timer = null;
    this.metrics?.botThinkSeconds.observe({ outcome }, (performance.now() - task.submitted) / 1000);
    if (outcome === 'ok') task.resolve(answer);
    else task.reject(answer as Error);
  }

  /** A key with nothing waiting or running starts afresh next time (the map stays as small as the work). */
  private forget(key: string): void {
    if (!this.waiting.has(key) && !this.running.has(key)) this.served.delete(key);
  }

  private gauge(): void {
    this.metrics?.botQueue.set(this.queued + this.running.size);
  }
}
