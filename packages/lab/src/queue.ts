import type { ChunkExecutor } from './executor.ts';
import type { LabKit } from './kit.ts';

/** A chunk executor whose jobs go to BullMQ on `url` (redis://…); job ids derive from the run, cell and chunk. PINNED API: queue builds it. */
export async function queueExecutor(url: string, runId: string): Promise<ChunkExecutor> {
  void url;
  void runId;
  throw new Error('queueExecutor: not built yet');
}

/** `lab worker`: takes jobs from the queue until stopped (or, with `once`, until the queue is empty). PINNED API. */
export async function runQueueWorker(url: string, kit: LabKit, options: { concurrency?: number; signal?: AbortSignal } = {}): Promise<void> {
  void url;
  void kit;
  void options;
  throw new Error('runQueueWorker: not built yet');
}
