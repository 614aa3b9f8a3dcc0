import { parentPort, workerData } from 'node:worker_threads';
import { hintMoves, isRuleError, type AnyGame } from '@ramparts/engine';
import { serverBot, type BotCaps } from './budget.ts';

const port = parentPort;
if (!port) throw new Error('worker-main.ts runs only in a worker thread');
const data = workerData as { registry: string; caps: BotCaps };
const { findGame } = (await import(data.registry)) as { findGame(id: string): AnyGame | undefined };

// The pool gives a worker one job at a time and counts its time from here on.
port.on('message', (job: { id: number; game: string; state: unknown; seat: number; spec: string; seed: string; kind?: 'move' | 'hint'; iterations?: number }) => {
  try {
    const game = findGame(job.game);
    if (!game) throw new Error(`unknown game ${job.game}`);
    if (job.kind === 'hint') {
      // The search reads only the seat's view (hintMoves determinizes from it); the words are the seat's own.
      const hints = hintMoves(game, job.state, job.seat, { seed: job.seed, iterations: job.iterations }).map((h) => ({
        move: h.move,
        chance: Math.round(Math.min(1, Math.max(0, h.chance)) * 1000) / 1000,
        text: game.describeMove(job.state, job.seat, h.move),
      }));
      return port.postMessage({ id: job.id, move: hints });
    }
    // Never search beyond the server's caps, whatever spec reached the pool (a match stored before the caps).
    const move = serverBot(job.spec, job.seed, game, data.caps).chooseMove(game, job.state, job.seat);
    port.postMessage({ id: job.id, move });
  } catch (e) {
    port.postMessage({ id: job.id, error: e instanceof Error ? e.message : String(e), code: isRuleError(e) ? e.code : undefined });
  }
});
port.postMessage({ ready: true });
