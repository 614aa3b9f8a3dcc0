// The replay analysis' Web Worker: each seat's chance after every move (`analyseMatch`), with progress, off the page.
import '../csp.ts';
import { analyseMatch, variantGame, type Analysis, type Variant } from '@ramparts/engine';
import { findGame } from '@ramparts/games';

/** What the page asks: the match (as its record has it) and the search's size per position. */
export interface AnalysisRequest {
  game: string;
  players: number;
  options: unknown;
  seed: string;
  moves: { seat: number; move: unknown }[];
  /** The seats that resigned, each after how many moves (counted at their place). */
  resignations?: { seat: number; at: number }[];
  iterations: number;
  /** The designer's variant the match was played with: the search plays the same variant game. */
  variant?: Variant;
}

/** What the worker says: progress, then the analysis (or what went wrong). */
export type AnalysisMessage = { progress: { done: number; total: number } } | { analysis: Analysis } | { error: string };

const scope = self as unknown as { onmessage: ((e: MessageEvent<AnalysisRequest>) => void) | null; postMessage(data: AnalysisMessage): void };

scope.onmessage = (e) => {
  const req = e.data;
  try {
    const found = findGame(req.game);
    if (!found) throw new Error(`No game "${req.game}".`);
    const game = req.variant ? variantGame(found, req.variant) : found;
    const analysis = analyseMatch(game, req, { seed: `analysis:${req.seed}`, iterations: req.iterations, onProgress: (done, total) => scope.postMessage({ progress: { done, total } }) });
    scope.postMessage({ analysis });
  } catch (err) {
    scope.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
};
