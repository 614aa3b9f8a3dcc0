// The studio's Measure: a Web Worker that plays the lab's chunks, as the CLI's worker threads do (same seeds, same lines).
import '../../csp.ts';
import { createBot } from '@ramparts/engine';
import { findGame, games } from '@ramparts/games';
import type { ChunkJob } from '@ramparts/lab/executor.ts';
import type { LabKit } from '@ramparts/lab/kit.ts';
import { playChunkEach } from '@ramparts/lab/play.ts';
import type { GameLine } from '@ramparts/lab/types';

/** What the worker says about a chunk: each game as it is played, then the end (or what went wrong). */
export type ChunkMessage = { line: GameLine } | { done: true } | { error: string };

const kit: LabKit = { games, findGame, createBot, modules: { registry: '', bots: '' } };
const scope = self as unknown as { onmessage: ((e: MessageEvent<ChunkJob>) => void) | null; postMessage(data: ChunkMessage): void };

scope.onmessage = (e) => {
  try {
    playChunkEach(kit, e.data, (line) => scope.postMessage({ line }));
    scope.postMessage({ done: true });
  } catch (err) {
    scope.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
};
