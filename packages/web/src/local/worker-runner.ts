import type { Hint } from '@ramparts/engine';
import type { BotRequest, BotRunner, HintRequest, HintRunner } from './bots.ts';

/**
 * Bots (and hints) in a Web Worker, one request at a time per worker. The worker (every game's rules and bots) starts
 * at the first request: a table that opens on a person's turn does not load it while it draws.
 */
export function workerRunner(): { run: BotRunner; hint: HintRunner; terminate(): void } {
  let worker: Worker | null = null;
  let next = 1;
  const waiting = new Map<number, { resolve(m: unknown): void; reject(e: Error): void }>();
  const started = (): Worker => {
    if (worker) return worker;
    worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<{ id: number; move?: unknown; error?: string }>) => {
      const w = waiting.get(e.data.id);
      if (!w) return;
      waiting.delete(e.data.id);
      if (e.data.error !== undefined) w.reject(new Error(e.data.error));
      else w.resolve(e.data.move);
    };
    return worker;
  };
  const ask = (message: { req: BotRequest } | { hint: HintRequest }) =>
    new Promise<unknown>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      started().postMessage({ id, ...message });
    });
  return {
    run: (req: BotRequest) => ask({ req }),
    hint: (req: HintRequest) => ask({ hint: req }) as Promise<Hint[]>,
    terminate: () => {
      worker?.terminate();
      for (const w of waiting.values()) w.reject(new Error('stopped'));
      waiting.clear();
    },
  };
}
