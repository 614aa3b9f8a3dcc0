import { parentPort, workerData } from 'node:worker_threads';
import { hintMoves, isRuleError, variantGame, type AnyGame } from '@ramparts/engine';
import { serverBot, type BotCaps } from './budget.ts';
import type { JobVariant } from './pool.ts';

const port = parentPort;
if (!port) throw new Error('worker-main.ts runs only in a worker thread');
const data = workerData as { registry: string; caps: BotCaps };
const { findGame } = (await import(data.registry)) as { findGame(id: string): AnyGame | undefined };

/** Variant games built here, by digest (#32): a match's bots ask again and again, the checks run once. */
const variants = new Map<string, AnyGame>();
const KEPT_VARIANTS = 32;

/** The game a job is for: the registry's, or its variant (the server checked it before any job was made). */
function gameOf(id: string, variant: JobVariant | undefined): AnyGame {
  const game = findGame(id);
  if (!game) throw new Error(`unknown game ${id}`);
  if (!variant) return game;
  let built = variants.get(variant.digest);
  if (!built) {
    built = variantGame(game, variant.variant);
    variants.set(variant.digest, built);
    if (variants.size > KEPT_VARIANTS) variants.delete(variants.keys().next().value!);
  }
  return built;
}

// The pool gives a worker one job at a time and counts its time from here on.
port.on('message', (job: { id: number; game: string; variant?: JobVariant; state: unknown; seat: number; spec: string; seed: string; kind?: 'move' | 'hint'; iterations?: number }) => {
  try {
    const game = gameOf(job.game, job.variant);
    if (job.kind === 'hint') {
      // The search reads only the seat's view (hintMoves determinizes from it); the words are the seat's own.
      const search = () =>
        hintMoves(game, job.state, job.seat, { seed: job.seed, iterations: job.iterations }).map((h) => ({
          move: h.move,
          chance: Math.round(Math.min(1, Math.max(0, h.chance)) * 1000) / 1000,
          text: game.describeMove(job.state, job.seat, h.move),
        }));
      // A variant's whole search under one patch, as its bots' (not one patch per rules call).
      return port.postMessage({ id: job.id, move: game.variant ? game.variant.run(search) : search() });
    }
    // Never search beyond the server's caps, whatever spec reached the pool (a match stored before the caps).
    const move = serverBot(job.spec, job.seed, game, data.caps).chooseMove(game, job.state, job.seat);
    port.postMessage({ id: job.id, move });
  } catch (e) {
    port.postMessage({ id: job.id, error: e instanceof Error ? e.message : String(e), code: isRuleError(e) ? e.code : undefined });
  }
});
port.postMessage({ ready: true });
