import { setImmediate as tick } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { ChunkExecutor, ChunkJob } from './executor.ts';
import type { LabKit } from './kit.ts';
import { playChunkEach, type PlayOptions } from './play.ts';
import type { GameLine } from './types.ts';
import type { ChunkMessage, WorkerData, WorkerMessage } from './worker-main.ts';

const WORKER_URL = new URL('./worker.js', import.meta.url);

/** The same kit as the caller's, from the modules it names (a registry module and a bots module): what worker threads and queue workers use. */
export async function kitFrom(modules: LabKit['modules']): Promise<LabKit> {
  const registry = (await import(modules.registry)) as Pick<LabKit, 'games' | 'findGame'>;
  const bots = (await import(modules.bots)) as Pick<LabKit, 'createBot'>;
  return { games: registry.games, findGame: registry.findGame, createBot: bots.createBot, modules };
}

/** `workers` threads (started on the first job), or this thread alone when `workers <= 1`. */
export function localExecutor(kit: LabKit, workers: number, play: PlayOptions = {}): ChunkExecutor {
  return workers <= 1 ? inThreadExecutor(kit, play) : threadExecutor(kit, workers, play);
}

/** Plays every chunk in this thread, one after the other. */
export function inThreadExecutor(kit: LabKit, play: PlayOptions = {}): ChunkExecutor {
  return {
    label: '1 thread',
    async run(jobs, onGame = () => {}) {
      const out: GameLine[][] = [];
      for (const job of jobs) {
        const lines: GameLine[] = [];
        playChunkEach(
          kit,
          job,
          (line) => {
            lines.push(line);
            onGame(line);
          },
          play,
        );
        out.push(lines);
        await tick(); // let the progress bar draw
      }
      return out;
    },
    async close() {},
  };
}

/** A chunk waiting for a thread, or being played. */
interface Task {
  job: ChunkJob;
  lines: GameLine[];
  onGame: (line: GameLine) => void;
  resolve: (lines: GameLine[]) => void;
  reject: (e: Error) => void;
}

/** Worker threads; each takes whole chunks from one queue, so a chunk's lines come from one thread in game order. */
export function threadExecutor(kit: LabKit, workers: number, play: PlayOptions = {}): ChunkExecutor {
  const threads: Worker[] = [];
  const waiting: Task[] = [];
  const running = new Map<number, Task>();
  const busy = new Map<Worker, number>();
  let nextId = 0;
  // A thread that failed or exited leaves the executor unusable: later runs fail at once with the same error.
  let broken: Error | null = null;

  const fail = (e: Error) => {
    broken ??= e;
    for (const task of [...waiting.splice(0), ...running.values()]) task.reject(broken);
    running.clear();
  };
  const feed = (w: Worker) => {
    const task = waiting.shift();
    if (!task) {
      busy.delete(w);
      return;
    }
    const id = nextId++;
    running.set(id, task);
    busy.set(w, id);
    w.postMessage({ id, job: task.job } satisfies ChunkMessage);
  };
  const start = () => {
    for (let t = 0; t < workers; t++) {
      const data: WorkerData = { modules: kit.modules, play };
      const w = new Worker(WORKER_URL, { workerData: data });
      threads.push(w);
      w.on('message', (m: WorkerMessage) => {
        if (m.type === 'line') {
          const task = running.get(m.id);
          task?.lines.push(m.line);
          task?.onGame(m.line);
        } else if (m.type === 'done') {
          const task = running.get(m.id);
          running.delete(m.id);
          task?.resolve(task.lines);
          feed(w);
        } else {
          const err = new Error(m.message);
          if (m.stack) err.stack = m.stack;
          fail(err);
        }
      });
      w.on('error', fail);
      w.on('exit', (code) => {
        if (code !== 0) fail(new Error(`A lab worker thread exited with code ${code}.`));
      });
    }
  };

  return {
    label: `${workers} worker threads`,
    run(jobs, onGame = () => {}) {
      if (broken) return Promise.reject(broken);
      if (threads.length === 0) start();
      const done = jobs.map((job) => new Promise<GameLine[]>((resolve, reject) => waiting.push({ job, lines: [], onGame, resolve, reject })));
      for (const w of threads) if (!busy.has(w)) feed(w);
      return Promise.all(done);
    },
    async close() {
      const all = threads.splice(0);
      await Promise.all(all.map((w) => w.terminate()));
    },
  };
}
