import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AnyGame, Variant } from '@ramparts/engine';
import type { Metrics } from '../ops/metrics.ts';
import { defaultCaps, type BotCaps } from './budget.ts';
import { FairQueue } from './fair-queue.ts';

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
  /** Who the match belongs to (its creator's client key): clients take turns, each within its share of the workers. */
  client?: string;
  /**
   * 'move' (default): the bot's move. 'hint': the search's best moves for the seat, answered as
   * `[{ move, chance, text }]` (`hintMoves`, `iterations` of search; `spec` is not read).
   */
  kind?: 'move' | 'hint';
  /** A hint's search iterations (default: the game's `hintIterations`). */
  iterations?: number;
  /** The designer's variant the match is played with (#32): the worker builds its game once per digest. */
  variant?: JobVariant;
}

/** A variant as a bot job carries it: the worker keeps the game it builds by the digest. */
export interface JobVariant {
  digest: string;
  variant: Variant;
}

/** What a job for a match of `game` says of its variant (undefined: the game as published). */
export function jobVariant(game: AnyGame): JobVariant | undefined {
  return game.variant ? { digest: game.variant.digest, variant: game.variant.variant } : undefined;
}

/** Something that picks a bot's move; the pool below, or a stub in tests. */
export interface BotChooser {
  choose(job: BotJob): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * Why a job failed. `bot-timeout`: it ran past the job timeout (waiting for a worker does not count), its search was stopped;
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
  /** How long a job may think, from its start on a worker (default 15 s); the time it waits for one does not count. */
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
  match: string;
  /** The client, or the match's own key for a match nobody is known to own. */
  client: string;
  submitted: number;
  /** When it got a worker (0 while waiting). */
  started: number;
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
 * A worker runs one job at a time; the rest wait in the pool's fair queue (`fair-queue.ts`): clients take turns,
 * each within its share of the workers, and within a client its matches take turns, one job per match at a time,
 * so one client's long searches never keep another client's bots from a worker. A stuck job is cheap to end: its
 * worker is terminated (which stops any search, however deep in a loop) and nothing else was on it. Every job has
 * a timeout on its running time; a worker dying (its heap limit reached) fails only its job. Workers start when a
 * job needs one, or all at once by `warm()` (the server calls it at start, and /readyz waits for it): a warmed pool
 * also replaces a worker it ends at once, so no bot move ever waits for a worker to load tsx and the games.
 */
export class BotPool implements BotChooser {
  private readonly slots: Slot[] = [];
  private readonly size: number;
  private readonly registry: string;
  private readonly timeoutMs: number;
  private readonly memoryMb: number;
  private readonly caps: BotCaps;
  private readonly metrics: Metrics | undefined;
  private readonly queue: FairQueue<Task>;
  private next = 1;
  private closed = false;
  /** The last worker died before it was ready (the registry does not load): the pool cannot answer. */
  private broken = false;
  /** `warm()` was called: keep `size` workers started. */
  private keepWarm = false;
  /** Called when a worker becomes ready (for `warm()`). */
  private readonly readyWaiters = new Set<() => void>();

  constructor(opts: BotPoolOptions = {}) {
    this.size = Math.max(1, opts.size ?? availableParallelism() - 1);
    this.registry = opts.registry ?? '@ramparts/games';
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.memoryMb = opts.memoryMb ?? DEFAULT_MEMORY_MB;
    this.caps = { ...(opts.caps ?? defaultCaps) };
    this.metrics = opts.metrics;
    this.queue = new FairQueue(this.size);
  }

  choose(job: BotJob): Promise<unknown> {
    if (this.closed) return Promise.reject(new BotError('bot-pool-closed', 'The bot pool is closed.'));
    const id = this.next++;
    return new Promise((resolve, reject) => {
      const match = job.match ?? `#${id}`;
      // Its clock starts on a worker: a job that waits behind others is late, not stopped before it ran. The fair
      // queue and the per-game budgets bound the wait.
      const task: Task = { id, job, match, client: job.client ?? `match:${match}`, submitted: performance.now(), started: 0, timer: null, resolve, reject };
      this.queue.push(task);
      this.pump();
    });
  }

  stats(): BotPoolStats {
    return { queued: this.queue.waiting, running: this.queue.running, workers: this.slots.length };
  }

  /** Whether the pool can answer: open, and its workers start. */
  alive(): boolean {
    return !this.closed && !this.broken;
  }

  /** For /readyz: alive, and warmed with every worker loaded (a pool never warmed answers as `alive`). */
  ready(): boolean {
    if (!this.alive()) return false;
    return !this.keepWarm || (this.slots.length === this.size && this.slots.every((s) => s.ready));
  }

  /**
   * Starts every worker now, and from now on replaces one it ends at once. Resolves when all are loaded, or false
   * when the pool cannot start them (closed, or the registry does not load).
   */
  async warm(): Promise<boolean> {
    this.keepWarm = true;
    this.refill();
    while (!this.ready()) {
      if (!this.alive()) return false;
      await new Promise<void>((resolve) => this.readyWaiters.add(resolve));
    }
    return true;
  }

  /** A warmed pool starts workers up to its size (not when broken: a registry that does not load would loop). */
  private refill(): void {
    if (!this.keepWarm || this.closed || this.broken) return;
    while (this.slots.length < this.size) this.spawn();
  }

  private wake(): void {
    const waiters = [...this.readyWaiters];
    this.readyWaiters.clear();
    for (const w of waiters) w();
  }

  async close(): Promise<void> {
    this.closed = true;
    const stopped = new BotError('bot-pool-closed', 'The bot pool is closed.');
    for (const task of this.queue.drain()) this.settle(task, 'error', stopped);
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      slot.gone = true;
      if (slot.task) this.finish(slot, 'error', stopped);
    }
    this.gauge();
    this.wake();
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  /** Gives waiting jobs to free workers (starting workers up to the pool's size) while both last. */
  private pump(): void {
    while (!this.closed) {
      const free = this.slots.find((s) => !s.task);
      if (!free && this.slots.length >= this.size) break;
      const task = this.queue.take();
      if (!task) break;
      this.start(free ?? this.spawn(), task);
    }
    this.gauge();
  }

  private start(slot: Slot, task: Task): void {
    slot.task = task;
    const { game, state, seat, spec, seed, kind, iterations, variant } = task.job;
    slot.worker.postMessage({ id: task.id, game, state, seat, spec, seed, kind, iterations, variant });
    if (slot.ready) this.arm(slot, task);
  }

  /** Starts a running job's clock: past it, the worker is terminated and the job answered 'bot-timeout'. */
  private arm(slot: Slot, task: Task): void {
    // Thinking starts here: the wait for a worker, and the worker's own start (tsx, the games), are not the job's time.
    task.started = performance.now();
    this.metrics?.botWaitSeconds.observe((task.started - task.submitted) / 1000);
    task.timer = setTimeout(() => {
      if (slot.task !== task) return;
      this.retire(slot);
      this.finish(slot, 'timeout', new BotError('bot-timeout', `The bot "${task.job.spec}" took longer than ${this.timeoutMs} ms; its search was stopped.`));
      this.pump();
    }, this.timeoutMs).unref();
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
        this.wake();
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
      this.wake();
    };
    worker.on('error', (e: Error & { code?: string }) => died(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'The bot ran out of memory; its worker was restarted.' : `A bot worker failed: ${e.message}`));
    worker.on('exit', (code) => died(`A bot worker stopped (exit code ${code}).`));
    return slot;
  }

  /** Takes a worker out of the pool and ends it; a new one starts now in a warmed pool, else when a job needs it. */
  private retire(slot: Slot): void {
    slot.gone = true;
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    slot.worker.terminate().catch(() => {});
    this.refill();
  }

  /** Ends the job a worker holds, which frees the worker (unless it was retired) and the job's match. */
  private finish(slot: Slot, outcome: Outcome, answer: unknown): void {
    const task = slot.task!;
    slot.task = null;
    if (task.timer) clearTimeout(task.timer);
    task.timer = null;
    this.queue.done(task);
    this.settle(task, outcome, answer);
  }

  private settle(task: Task, outcome: Outcome, answer: unknown): void {
    if (task.timer) clearTimeout(task.timer);
    task.timer = null;
    if (task.started > 0) this.metrics?.botThinkSeconds.observe({ outcome }, (performance.now() - task.started) / 1000);
    if (outcome === 'ok') task.resolve(answer);
    else task.reject(answer as Error);
  }

  private gauge(): void {
    this.metrics?.botQueue.set(this.queue.waiting + this.queue.running);
  }
}
