import { EventEmitter } from 'node:events';
import type { QueueWorkerOptions } from '@ramparts/lab/queue.ts';
import type { Cell } from '@ramparts/lab/types.ts';
import { describe, expect, it } from 'vitest';
import { main } from '../../main.ts';
import { fakeEnv } from '../../testing/fake-game.ts';
import { pipedIo } from '../../testing/streams.ts';
import { labWorkerCommand, type LabWorkerDeps } from './worker.ts';

const cell = { id: 'c00-players-2', label: 'players 2', game: 'coins' } as Cell;

/** A worker that plays two chunks, then waits for its signal; it records the options it was given. */
function fakeWorker(signals: EventEmitter) {
  const given: QueueWorkerOptions[] = [];
  const deps: LabWorkerDeps = {
    signals,
    async runQueueWorker(_url, _kit, options) {
      given.push(options);
      options.onReady?.({ name: 'box-1', concurrency: options.concurrency ?? 1, queue: options.queue ?? '' });
      options.onChunk?.({ id: 'r/c00/0/x', job: { cell, chunk: 0, size: 10, count: 10 }, ms: 1234 });
      options.onChunk?.({ id: 'r/c00/3/x', job: { cell, chunk: 3, size: 10, count: 4 }, ms: 50 });
      options.onFailure?.({ id: 'r/c00/4/x', job: { cell, chunk: 4, size: 10, count: 10 }, reason: 'the bot fell over' });
      await new Promise<void>((resolve) => options.signal?.addEventListener('abort', () => resolve()));
    },
  };
  return { deps, given };
}

describe('lab worker', () => {
  it('says where it takes jobs from, one line per chunk, and stops after SIGTERM once the chunks in hand are done', async () => {
    const signals = new EventEmitter();
    const { deps, given } = fakeWorker(signals);
    const io = pipedIo([]);
    const done = labWorkerCommand({ queue: 'redis://:secret@10.0.0.5:6379', queueName: 'big-sweep', concurrency: 3, lock: 5 }, io, fakeEnv, deps);
    await new Promise((resolve) => setImmediate(resolve));
    expect(signals.listenerCount('SIGTERM')).toBe(1);
    signals.emit('SIGTERM');
    await done;
    expect(given[0]).toMatchObject({ queue: 'big-sweep', concurrency: 3, lockMs: 5000 });
    expect(io.stdout.text.split('\n')).toEqual([
      'Lab worker box-1 takes chunks from queue big-sweep at redis://:***@10.0.0.5:6379, 3 at a time (Ctrl+C stops after them).',
      'Played coins players 2: games 0-9 in 1.2 s.',
      'Played coins players 2: games 30-33 in 0.1 s.',
      'SIGTERM: stopping once the chunks in hand are played (send it again to stop at once).',
      'Lab worker stopped after 14 games.',
      '',
    ]);
    expect(io.stderr.text).toBe('Chunk 4 of coins players 2 failed: the bot fell over\n');
    // The handlers are gone: a second signal takes its default action.
    expect(signals.listenerCount('SIGTERM') + signals.listenerCount('SIGINT')).toBe(0);
  });

  it('a queue that is not a Redis URL, or a Redis that does not answer, is one line and exit code 1', async () => {
    for (const [url, message] of [
      ['http://10.0.0.5', 'The queue must be a Redis URL like redis://host:6379, not "http://10.0.0.5".'],
      ['redis://127.0.0.1:1', /^Cannot reach Redis at redis:\/\/127\.0\.0\.1:1 \(.*\)\.$/],
    ] as const) {
      const io = pipedIo([]);
      const code = await main(['node', 'ramparts', 'lab', 'worker', '--queue', url], io, async () => fakeEnv);
      expect(code).toBe(1);
      const line = io.stderr.text.trim();
      expect(line.split('\n')).toHaveLength(1);
      if (typeof message === 'string') expect(line).toContain(message);
      else expect(line.replace(/^error: /i, '')).toMatch(message);
    }
  });

  it('--queue is required and --concurrency a whole number', async () => {
    const io = pipedIo([]);
    expect(await main(['node', 'ramparts', 'lab', 'worker'], io, async () => fakeEnv)).not.toBe(0);
    expect(io.stderr.text).toContain("required option '--queue <url>' not specified");
    const io2 = pipedIo([]);
    expect(await main(['node', 'ramparts', 'lab', 'worker', '--queue', 'redis://x', '--concurrency', '0'], io2, async () => fakeEnv)).not.toBe(0);
    expect(io2.stderr.text).toContain('expected a whole number of at least 1.');
  });
});
