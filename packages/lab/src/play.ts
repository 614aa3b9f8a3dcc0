import type { ChunkJob } from './executor.ts';
import type { LabKit } from './kit.ts';
import type { Cell, GameLine } from './types.ts';

/** Plays game `index` of a cell and returns its line. PINNED API: lab core builds it. */
export function playGame(kit: LabKit, cell: Cell, index: number): GameLine {
  void kit;
  void cell;
  throw new Error(`playGame ${index}: not built yet`);
}

/** Plays one chunk's games in order. PINNED API: lab core builds it. */
export function playChunk(kit: LabKit, job: ChunkJob): GameLine[] {
  void kit;
  void job;
  throw new Error('playChunk: not built yet');
}
