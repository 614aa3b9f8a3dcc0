/**
 * A queue worker process for queue.test.ts: it plays the first chunk it takes, then holds the second until it is
 * killed, so the test kills a worker that certainly has a job in hand.
 * Usage: node --import tsx queue.test-worker.ts <redis url> <queue> <worker name> <lock ms>
 */
import { kitFrom } from './pool.ts';
import { playChunk } from './play.ts';
import { runQueueWorker } from './queue.ts';

const [url, queue, name, lockMs] = process.argv.slice(2);
const kit = await kitFrom({ registry: '@ramparts/games', bots: '@ramparts/engine' });
let taken = 0;
await runQueueWorker(url, kit, {
  queue,
  name,
  lockMs: Number(lockMs),
  concurrency: 1,
  onReady: () => console.log('ready'),
  play: async (job) => {
    if (++taken < 2) return playChunk(kit, job);
    console.log(`holding ${job.cell.id} ${job.chunk}`);
    return new Promise(() => {});
  },
});
