import { randomUUID } from 'node:crypto';
import { isRuleError, RuleError } from '@ramparts/engine';
import { sideBySide } from '@ramparts/lab/compare.ts';
import type { ChunkExecutor } from '@ramparts/lab/executor.ts';
import type { LabKit } from '@ramparts/lab/kit.ts';
import { memoryStore, runCells } from '@ramparts/lab/run-core.ts';
import { runIdOf } from '@ramparts/lab/run.ts';
import type { Experiment, RunSummary } from '@ramparts/lab/types.ts';
import type { Registry } from '../matches/types.ts';
import { checkRunRequest, labKitOf, type CheckedRun } from './check.ts';

/*
 * "Measure on the server" (#32): the studio's experiment played on the lab's queue (`ramparts lab worker` processes
 * on Redis), the original and then the variant, each a run of its own. The runs live in this process's memory only:
 * a restart forgets them, but the queue keeps its answered chunks a day, so the same run sent again replays nothing.
 */

export interface LabQueue {
  /** The Redis the lab workers take chunks from (LAB_QUEUE_URL). */
  url: string;
  /** The BullMQ queue (LAB_QUEUE_NAME). */
  name: string;
  /** BullMQ's key prefix (tests keep apart by queue name; default BullMQ's own). */
  prefix?: string;
}

export interface LabRunsOptions {
  queue: LabQueue;
  registry: Registry;
  /** Runs playing at once at most; more are refused `lab-busy` (default 2). */
  maxRunning?: number;
  /** How long a run stays readable after it ends (default an hour). */
  keepMs?: number;
  /** Ended runs kept at most, the oldest forgotten first (default 100). */
  maxKept?: number;
  /** How the chunks of one run are played (default: the queue; tests may pass their own). */
  executor?: (runId: string) => Promise<ChunkExecutor>;
  /** Told of every run that fails (the server logs it: a client reads one sentence). */
  onFailure?: (error: unknown) => void;
}

export type LabRunState = 'running' | 'done' | 'stopped' | 'failed';

/** What a client reads of a run. */
export interface LabRunView {
  state: LabRunState;
  done: number;
  total: number;
  /** The original and the variant side by side so far (the original's alone until the variant's first chunk); null before any chunk. */
  summary: RunSummary | null;
  error?: string;
}

interface LabRun extends LabRunView {
  /** Builds the summary so far when `summary` is not built yet (after the last chunk). */
  latest: (() => RunSummary) | null;
  controller: AbortController;
  ended: Promise<void>;
  endedAt: number | null;
}

/** Chunks in flight on the queue per run, as `ramparts lab run --queue` keeps them. */
const IN_FLIGHT = { max: 64, ahead: 8 };

/** The queue's run id: the experiment's digest (as `lab run` names a folder's), so the same run sent again finds its chunks answered. */
const queueRunId = (experiment: Experiment): string => runIdOf('studio', experiment);

export class LabRuns {
  private readonly runs = new Map<string, LabRun>();
  private readonly kit: LabKit;
  private readonly maxRunning: number;
  private readonly keepMs: number;
  private readonly maxKept: number;

  constructor(private readonly options: LabRunsOptions) {
    this.kit = labKitOf(options.registry);
    this.maxRunning = options.maxRunning ?? 2;
    this.keepMs = options.keepMs ?? 3600_000;
    this.maxKept = options.maxKept ?? 100;
  }

  /** Checks a request and starts it in the background; its id, to read or stop it by. */
  start(body: { experiment: Record<string, unknown>; variant?: Record<string, unknown> }): string {
    // Busy first: a refusal that needs no look at the request costs nothing.
    this.forget();
    const running = [...this.runs.values()].filter((r) => r.state === 'running').length;
    if (running >= this.maxRunning) throw new RuleError('lab-busy', `This server is measuring ${running} other runs just now; try again when one ends, or measure in the browser.`);
    const checked = checkRunRequest(this.options.registry, this.kit, body);
    const id = randomUUID();
    const run: LabRun = { state: 'running', done: 0, total: checked.games * (checked.variant ? 2 : 1), summary: null, latest: null, controller: new AbortController(), ended: Promise.resolve(), endedAt: null };
    this.runs.set(id, run);
    run.ended = this.play(run, checked).then(
      () => this.end(run, run.controller.signal.aborted ? 'stopped' : 'done'),
      (e: unknown) => (run.controller.signal.aborted ? this.end(run, 'stopped') : this.end(run, 'failed', e)),
    );
    return id;
  }

  /** A run as it stands, or null when there is none by that id (never was, or forgotten). */
  view(id: string): LabRunView | null {
    this.forget();
    const run = this.runs.get(id);
    return run ? viewOf(run) : null;
  }

  /** Stops a run (the chunks kept so far stay: whole chunks only) and answers once it has ended; null for no such run. */
  async stop(id: string): Promise<LabRunView | null> {
    const run = this.runs.get(id);
    if (!run) return null;
    run.controller.abort();
    await run.ended;
    return viewOf(run);
  }

  /** Stops every run (the server is closing). */
  async close(): Promise<void> {
    for (const run of this.runs.values()) run.controller.abort();
    await Promise.all([...this.runs.values()].map((r) => r.ended));
  }

  /** Plays the original, then the variant on the same seeds, keeping the side-by-side summary as chunks come. */
  private async play(run: LabRun, checked: CheckedRun): Promise<void> {
    const { experiment, variant } = checked;
    const original = await this.half(run, experiment, 0, (s) => s);
    if (!variant || run.controller.signal.aborted) return;
    const both = await this.half(run, { ...experiment, variant }, checked.games, (s) => sideBySide(original, s, variant.name));
    run.summary = sideBySide(original, both, variant.name);
  }

  /** One run of the experiment on the queue; `show` makes what a client sees of its summary so far. */
  private async half(run: LabRun, experiment: Experiment, offset: number, show: (s: RunSummary) => RunSummary): Promise<RunSummary> {
    const { signal } = run.controller;
    const runId = queueRunId(experiment);
    const executor = await (this.options.executor ?? ((id) => queueExecutorOf(this.options.queue, id)))(runId);
    // Stopping closes the executor at once: chunks still waiting for a worker would otherwise hold the run (no worker, no end).
    let closing: Promise<void> | null = null;
    const close = () => (closing ??= executor.close());
    const onAbort = () => void close();
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      const summary = await runCells(experiment, this.kit, memoryStore(), {
        executor,
        inFlight: IN_FLIGHT,
        signal,
        onProgress: (p) => (run.done = offset + p.runGames),
        // Summed up when a client reads it, not at every chunk (a long run has thousands of chunks).
        onChunk: (s) => {
          run.summary = null;
          run.latest = () => show(s());
        },
      });
      run.summary = show(summary);
      return summary;
    } finally {
      signal.removeEventListener('abort', onAbort);
      await close();
    }
  }

  private end(run: LabRun, state: LabRunState, error?: unknown): void {
    run.state = state;
    run.endedAt = Date.now();
    // What was kept, never chunks that came back out of order and were dropped at the stop.
    run.done = summaryOfRun(run)?.cells.reduce((n, c) => n + c.measures.games, 0) ?? 0;
    if (state === 'done') run.total = run.done;
    if (error === undefined) return;
    run.error = sayFailure(error);
    this.options.onFailure?.(error);
  }

  /** Forgets runs ended more than `keepMs` ago, and the oldest ended ones beyond `maxKept`. */
  private forget(): void {
    const now = Date.now();
    const ended = [...this.runs.entries()].filter(([, r]) => r.endedAt !== null);
    ended.forEach(([id, r], i) => {
      if (now - r.endedAt! > this.keepMs || i < ended.length - this.maxKept) this.runs.delete(id);
    });
  }
}

/** The run's summary so far, built once per chunk and only when read. */
function summaryOfRun(run: LabRun): RunSummary | null {
  if (!run.summary && run.latest) run.summary = run.latest();
  return run.summary;
}

function viewOf(run: LabRun): LabRunView {
  return { state: run.state, done: run.done, total: run.total, summary: summaryOfRun(run), ...(run.error ? { error: run.error } : {}) };
}

/** BullMQ loads on the first run: a server without a lab queue never pays for it. */
async function queueExecutorOf(queue: LabQueue, runId: string): Promise<ChunkExecutor> {
  const { queueExecutor } = await import('@ramparts/lab/queue.ts');
  return queueExecutor(queue.url, runId, { queue: queue.name, prefix: queue.prefix });
}

/** A failure in one sentence for the studio; where Redis lives is the operator's business, never a client's. */
function sayFailure(e: unknown): string {
  if (isRuleError(e) && e.code === 'queue-unreachable') return "The server's lab queue does not answer just now; try again later, or measure in the browser.";
  return e instanceof Error ? e.message : String(e);
}
