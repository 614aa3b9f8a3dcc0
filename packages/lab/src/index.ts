export type * from './types.ts';
export type { LabKit, LabBot } from './kit.ts';
export type { ChunkExecutor, ChunkJob } from './executor.ts';
