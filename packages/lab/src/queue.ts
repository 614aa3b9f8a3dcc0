/**
 * The lab over many machines (docs/lab.md, "Many machines"): a run's chunks become BullMQ jobs, and `lab worker`
 * processes on any machine play them. A chunk's lines depend only on its cell and index, and the coordinator keeps
 * one answer per job id, so a queue run writes exactly what a local run writes, whoever played what.
 */
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { RuleError } from '@ramparts/engine';
import { Queue, QueueEvents, Worker, type ConnectionOptions, type JobsOptions } from 'bullmq';
import { z } from 'zod';
import type { ChunkExecutor, ChunkJob } from './executor.ts';
import type { LabKit } from './kit.ts';
import { threadExecutor } from './pool.ts';
import { LAB_QUEUE, queueUrl, shownUrl } from './queue-url.ts';
import type { GameLine } from './types.ts';

export { LAB_QUEUE, queueUrl, shownUrl };

/** Which queue: its BullMQ name and key prefix (tests use their own to stay apart). */
export interface QueuePlace {
  queue?: string;
  prefix?: string;
}

/** How long a finished job stays in Redis: long enough to resume a stopped run from it, short enough to clean itself. */
const KEEP_SECONDS = 24 * 3600;
/**
 * When no event came for this long (and once a minute), the coordinator asks for the states of some of its jobs itself,
 * in case an event was lost (the events stream is capped): a safety net, so it asks for at most SWEEP_JOBS at a time.
 */
const SWEEP_MS = 5000;
const SWEEP_JOBS = 500;
/** Default time a job stays claimed by a worker that stopped answering (BullMQ's lock). */
export const DEFAULT_LOCK_MS = 30_000;

const JOB_OPTIONS: JobsOptions = {
  // A chunk that throws is a bug in a game or a bot: playing it again would throw again.
  attempts: 1,
  removeOnComplete: { age: KEEP_SECONDS },
  removeOnFail: { age: KEEP_SECONDS },
};

const queueName = (place: QueuePlace) => place.queue ?? LAB_QUEUE;

/**
 * A chunk's job id: the run, the cell and the chunk (each URI-encoded, so no ':' — BullMQ refuses custom ids with
 * one — and no ambiguity), and a digest of the job itself, so a changed cell or chunk size never reuses a stale answer.
 */
export function chunkJobId(runId: string, job: ChunkJob): string {
  const digest = createHash('sha256').update(JSON.stringify([job.cell, job.size, job.count])).digest('hex').slice(0, 12);
  return [runId, job.cell.id, String(job.chunk), digest].map(encodeURIComponent).join('/');
}

/** What a worker is handed: a chunk job, checked before any game is played. */
const chunkJobSchema = z.object({
  cell: z.looseObject({ id: z.string().min(1), game: z.string().min(1), seed: z.string(), players: z.number().int().min(1), bots: z.array(z.string()) }),
  chunk: z.number().int().min(0),
  size: z.number().int().min(1),
  count: z.number().int().min(0),
});

/** What a worker answers: the chunk's lines, checked against the job before the coordinator keeps them. */
const linesSchema = z.array(z.looseObject({ cell: z.string(), index: z.number().int() }));

function checkedLines(job: ChunkJob, answer: unknown, id: string): GameLine[] {
  const parsed = linesSchema.safeParse(answer);
  const first = job.chunk * job.size;
  const fits = parsed.success && parsed.data.length === job.count && parsed.data.every((l, k) => l.cell === job.cell.id && l.index === first + k);
  if (!fits) throw new Error(`The queue's answer to job ${id} is not games ${first}..${first + job.count - 1} of cell ${job.cell.id}.`);
  return answer as GameLine[];
}

function connectionOf(url: string, blocking: boolean): ConnectionOptions {
  // A worker's blocking connection must wait for Redis as long as it takes (BullMQ requires null).
  return blocking ? { url, maxRetriesPerRequest: null } : { url };
}

/** A RuleError (one sentence) when Redis does not answer, instead of ioredis retrying for ever. */
export async function checkRedis(url: string, place: QueuePlace): Promise<void> {
  const probe = new Queue(queueName(place), { connection: { url, retryStrategy: () => null, connectTimeout: 5000, maxRetriesPerRequest: 1 }, prefix: place.prefix });
  probe.on('error', () => {});
  try {
    // BullMQ reads the server's version while it gets ready: an answer from Redis itself.
    await probe.waitUntilReady();
  } catch (e) {
    // A RuleError: the operator's to fix, said in one line by the CLI.
    const unreachable = new RuleError('queue-unreachable', `Cannot reach Redis at ${shownUrl(url)} (${e instanceof Error ? e.message : String(e)}).`);
    unreachable.cause = e;
    throw unreachable;
  } finally {
    await probe.close().catch(() => {});
  }
}

type Answer = { ok: true; value: unknown } | { ok: false; reason: string };

/**
 * A chunk executor whose jobs go to BullMQ on `url` (redis://…); job ids derive from the run, cell and chunk. A job
 * already done under the same id (a resumed run) is not played again: its stored answer is used. A job that failed
 * before is retried once more; one that fails now fails the run with the worker's reason.
 */
export async function queueExecutor(url: string, runId: string, place: QueuePlace = {}): Promise<ChunkExecutor> {
  queueUrl(url);
  await checkRedis(url, place);
  const name = queueName(place);
  const queue = new Queue(name, { connection: connectionOf(url, false), prefix: place.prefix });
  const events = new QueueEvents(name, { connection: connectionOf(url, true), prefix: place.prefix });
  // ioredis reconnects by itself; a lost connection shows as a run that waits, never as a crash.
  queue.on('error', () => {});
  events.on('error', () => {});
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
  const workers = await queue.getWorkersCount().catch(() => 0);

  /** Who waits for which job id (a job asked for twice at once answers both). */
  const waiting = new Map<string, ((answer: Answer) => void)[]>();
  const settle = (id: string, answer: Answer) => {
    const waiters = waiting.get(id);
    if (!waiters) return; // not ours, or answered already: a chunk's lines are kept once
    waiting.delete(id);
    for (const w of waiters) w(answer);
  };
  let lastEvent = Date.now();
  events.on('completed', ({ jobId, returnvalue }) => {
    lastEvent = Date.now();
    settle(jobId, { ok: true, value: returnvalue });
  });
  events.on('failed', ({ jobId, failedReason }) => {
    lastEvent = Date.now();
    settle(jobId, { ok: false, reason: failedReason });
  });

  /** Looks a job up: answers its waiters when it is done; `retry` puts a job that failed before back in line. */
  const check = async (id: string, retry: boolean) => {
    const state = await queue.getJobState(id);
    if (state === 'completed' || state === 'failed') {
      const job = await queue.getJob(id);
      if (!job) return settle(id, { ok: false, reason: 'it left the queue before its answer was read' });
      if (state === 'completed') return settle(id, { ok: true, value: job.returnvalue });
      if (retry) return void (await job.retry('failed'));
      return settle(id, { ok: false, reason: job.failedReason || 'no reason given' });
    }
    if (state === 'unknown') settle(id, { ok: false, reason: 'it is no longer in the queue (removed, or the queue was emptied)' });
  };

  let sweeping = false;
  let ticks = 0;
  const sweep = setInterval(() => {
    // After a quiet spell, and once a minute whatever the events (one lost among many would otherwise wait for ever).
    const due = Date.now() - lastEvent >= SWEEP_MS || ++ticks % 12 === 0;
    if (sweeping || waiting.size === 0 || !due) return;
    sweeping = true;
    Promise.all([...waiting.keys()].slice(0, SWEEP_JOBS).map((id) => check(id, false)))
      .catch(() => {}) // Redis away: the next sweep asks again
      .finally(() => (sweeping = false));
  }, SWEEP_MS);
  sweep.unref();

  return {
    label: `queue ${name} at ${shownUrl(url)} (${workers} ${workers === 1 ? 'worker' : 'workers'} when it began)`,
    async run(jobs, onGame) {
      const ids = jobs.map((job) => chunkJobId(runId, job));
      let failed = false;
      const answers = jobs.map(
        (job, i) =>
          new Promise<GameLine[]>((resolve, reject) => {
            const waiters = waiting.get(ids[i]) ?? [];
            waiting.set(ids[i], waiters);
            waiters.push((answer) => {
              try {
                if (!answer.ok) throw new Error(`Chunk ${job.chunk} of cell ${job.cell.id} failed on a worker (job ${ids[i]}): ${answer.reason}`);
                const lines = checkedLines(job, answer.value, ids[i]);
                if (!failed) for (const line of lines) onGame?.(line);
                resolve(lines);
              } catch (e) {
                failed = true;
                reject(e as Error);
              }
            });
          }),
      );
      const all = Promise.all(answers);
      all.catch(() => {}); // read below; a failure before then must not be an unhandled rejection
      try {
        // Adding a job whose id exists is a no-op in BullMQ: a chunk queued or done before is neither added nor played twice.
        await queue.addBulk(jobs.map((job, i) => ({ name: job.cell.id, data: job, opts: { ...JOB_OPTIONS, jobId: ids[i] } })));
        await Promise.all(ids.map((id) => check(id, true)));
      } catch (e) {
        for (const id of ids) settle(id, { ok: false, reason: `it could not be queued (${e instanceof Error ? e.message : String(e)})` });
      }
      return all;
    },
    async close() {
      clearInterval(sweep);
      for (const id of [...waiting.keys()]) settle(id, { ok: false, reason: 'the run was closed before its answer came' });
      await Promise.all([events.close(), queue.close()]);
    },
  };
}

/** A chunk a worker has played. */
export interface ChunkDone {
  id: string;
  job: ChunkJob;
  /** Milliseconds it took. */
  ms: number;
}

export interface QueueWorkerOptions extends QueuePlace {
  /** Chunks played at the same time, each on its own thread (default 1). */
  concurrency?: number;
  /** Stops taking jobs; the call resolves once the jobs in hand are done. */
  signal?: AbortSignal;
  /** How long a job stays claimed by this worker if it stops answering (default 30 s): a dead worker's job is retried elsewhere after about this long. */
  lockMs?: number;
  /** The worker's name in the queue (BullMQ stores it on every job it takes); default `<host>-<pid>`. */
  name?: string;
  /** Plays a chunk; default `playChunk` on the worker's game threads. Tests inject their own. */
  play?: (job: ChunkJob) => Promise<GameLine[]>;
  onReady?: (worker: { name: string; concurrency: number; queue: string }) => void;
  onChunk?: (done: ChunkDone) => void;
  onFailure?: (failure: { id: string; job: ChunkJob | null; reason: string }) => void;
}

/**
 * `lab worker`: takes jobs from the queue and plays them until `signal` aborts (then finishes the jobs in hand).
 * Stalled jobs (a worker killed or cut off) are moved back to the queue by the live workers' stall checks and played
 * again elsewhere. PINNED API (the options object grew; the old fields keep their meaning).
 */
export async function runQueueWorker(url: string, kit: LabKit, options: QueueWorkerOptions = {}): Promise<void> {
  queueUrl(url);
  await checkRedis(url, options);
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const lockDuration = Math.max(1000, options.lockMs ?? DEFAULT_LOCK_MS);
  const name = options.name ?? `${hostname()}-${process.pid}`;
  const queue = queueName(options);
  const threads = options.play ? null : gameThreads(kit, concurrency);
  try {
    if (options.signal?.aborted) return;
    const play = options.play ?? ((job: ChunkJob) => threads!.play(job));
    const worker = new Worker<ChunkJob, GameLine[]>(
      queue,
      async (job) => {
        const parsed = chunkJobSchema.safeParse(job.data);
        if (!parsed.success) throw new Error(`job ${job.id} is not a lab chunk (${parsed.error.issues[0]?.path.join('.') || 'its data'}: ${parsed.error.issues[0]?.message}).`);
        const started = Date.now();
        const lines = await play(job.data);
        options.onChunk?.({ id: job.id ?? '', job: job.data, ms: Date.now() - started });
        return lines;
      },
      {
        connection: connectionOf(url, true),
        prefix: options.prefix,
        name,
        concurrency,
        lockDuration,
        // Every live worker looks for stalled jobs this often; a job may stall twice (two workers lost) before it fails.
        stalledInterval: Math.max(500, Math.floor(lockDuration / 2)),
        maxStalledCount: 2,
        autorun: false,
      },
    );
    worker.on('error', () => {}); // connection trouble: ioredis reconnects, jobs in hand keep their locks or stall
    worker.on('failed', (job, e) => options.onFailure?.({ id: job?.id ?? '', job: job?.data ?? null, reason: e.message }));
    const stopped = new Promise<void>((resolve) => {
      if (options.signal?.aborted) resolve();
      options.signal?.addEventListener('abort', () => resolve(), { once: true });
    });
    const running = worker.run();
    try {
      await worker.waitUntilReady();
      options.onReady?.({ name, concurrency, queue });
      await Promise.race([stopped, running]);
    } finally {
      // Waits for the chunks in hand; after a failure too, so no connection is left open.
      await worker.close();
      await running.catch(() => {});
    }
  } finally {
    await threads?.close();
  }
}

/**
 * Plays chunks on `count` worker threads (pool.ts). Games are CPU-bound: in the worker's own thread they would stop
 * BullMQ's lock renewals and a long chunk would look like a dead worker. A failed chunk leaves the thread executor
 * unusable, so it is replaced: one bad job must not fail every later one of a long-lived worker.
 */
function gameThreads(kit: LabKit, count: number): { play(job: ChunkJob): Promise<GameLine[]>; close(): Promise<void> } {
  let threads = threadExecutor(kit, count);
  return {
    async play(job) {
      const current = threads;
      try {
        const [lines] = await current.run([job]);
        return lines;
      } catch (e) {
        if (threads === current) {
          threads = threadExecutor(kit, count);
          void current.close().catch(() => {});
        }
        throw e;
      }
    },
    close: () => threads.close(),
  };
}
