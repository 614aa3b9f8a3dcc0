import { availableParallelism } from 'node:os';
import { isRuleError } from '@ramparts/engine';
import type { QueueWorkerOptions } from '@ramparts/lab/queue.ts';
import { LAB_QUEUE, shownUrl } from '@ramparts/lab/queue-url.ts';
import { InvalidArgumentError, type Command } from 'commander';
import type { Env } from '../../env.ts';
import { CliError, say, type Io } from '../../io.ts';

export interface LabWorkerFlags {
  queue: string;
  queueName?: string;
  concurrency?: number;
  /** Seconds a job stays claimed by a worker that stopped answering. */
  lock?: number;
}

/** What the command runs, injectable so a test can drive it without Redis or signals. */
export interface LabWorkerDeps {
  runQueueWorker(url: string, kit: Env, options: QueueWorkerOptions): Promise<void>;
  /** Where SIGINT and SIGTERM come from (the process). */
  signals: Pick<NodeJS.EventEmitter, 'once' | 'off'>;
}

const defaultDeps: LabWorkerDeps = {
  // Loaded on use: BullMQ and ioredis are for this command only.
  runQueueWorker: async (url, kit, options) => (await import('@ramparts/lab/queue.ts')).runQueueWorker(url, kit, options),
  signals: process,
};

function positiveWhole(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('expected a whole number of at least 1.');
  return n;
}

/** `ramparts lab worker --queue`. */
export function registerLabWorker(lab: Command, io: Io, env: () => Promise<Env>): void {
  lab
    .command('worker')
    .description("play a queued lab run's chunks (lab run --queue) on this machine until stopped; start one on every machine that helps")
    .requiredOption('--queue <url>', 'the Redis the runs queue their chunks on, e.g. redis://10.0.0.5:6379')
    .option('--queue-name <name>', 'the BullMQ queue (the same as the run\'s)', LAB_QUEUE)
    .option('--concurrency <n>', 'chunks played at once, each on its own thread (default: one per CPU)', positiveWhole)
    .option('--lock <seconds>', "how long a chunk stays claimed if this worker dies or is cut off, before another worker plays it", positiveWhole, 30)
    .action(async (flags: LabWorkerFlags) => {
      await labWorkerCommand(flags, io, await env());
    });
}

/**
 * Takes chunks from the queue and plays them until SIGINT or SIGTERM, then finishes the chunks in hand and stops (a
 * second signal stops at once: its default action). One line when it starts, one per chunk played.
 */
export async function labWorkerCommand(flags: LabWorkerFlags, io: Io, env: Env, deps: LabWorkerDeps = defaultDeps): Promise<void> {
  const controller = new AbortController();
  const stop = (signal: string) => {
    say(io.stdout, `${signal}: stopping once the chunks in hand are played (send it again to stop at once).`);
    controller.abort();
  };
  const onSigint = () => stop('SIGINT');
  const onSigterm = () => stop('SIGTERM');
  deps.signals.once('SIGINT', onSigint);
  deps.signals.once('SIGTERM', onSigterm);
  let played = 0;
  try {
    await deps.runQueueWorker(flags.queue, env, {
      queue: flags.queueName,
      concurrency: flags.concurrency ?? availableParallelism(),
      lockMs: (flags.lock ?? 30) * 1000,
      signal: controller.signal,
      onReady: ({ name, concurrency, queue }) =>
        say(io.stdout, `Lab worker ${name} takes chunks from queue ${queue} at ${shownUrl(flags.queue)}, ${concurrency} at a time (Ctrl+C stops after them).`),
      onChunk: ({ job, ms }) => {
        played += job.count;
        const first = job.chunk * job.size;
        say(io.stdout, `Played ${job.cell.game} ${job.cell.label || job.cell.id}: games ${first}-${first + job.count - 1} in ${(ms / 1000).toFixed(1)} s.`);
      },
      onFailure: ({ job, id, reason }) => say(io.stderr, `Chunk ${job ? `${job.chunk} of ${job.cell.game} ${job.cell.label || job.cell.id}` : id} failed: ${reason}`),
    });
  } catch (e) {
    // A wrong URL or an unreachable Redis is the operator's to fix: one sentence (queue.ts words them).
    if (isRuleError(e)) throw new CliError(e.message, 1, e.details ?? []);
    throw e;
  } finally {
    deps.signals.off('SIGINT', onSigint);
    deps.signals.off('SIGTERM', onSigterm);
  }
  say(io.stdout, `Lab worker stopped after ${played} ${played === 1 ? 'game' : 'games'}.`);
}

