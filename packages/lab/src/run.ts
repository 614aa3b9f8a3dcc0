import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { createHash } from 'node:crypto';
import { basename, join, resolve } from 'node:path';
import { canonicalJson, RuleError } from '@ramparts/engine';
import type { ChunkExecutor } from './executor.ts';
import type { LabKit } from './kit.ts';
import { localExecutor } from './pool.ts';
import { runCells, type RunProgress, type RunStore } from './run-core.ts';
import type { Cell, Experiment, GameLine, RunSummary } from './types.ts';

export interface RunOptions {
  /** Worker threads when no executor is given (default: one per CPU; 1 plays in this thread). */
  workers?: number;
  /** Plays the chunks elsewhere (the BullMQ queue). */
  executor?: ChunkExecutor;
  /** Progress: called after each game, per cell and for the whole run. */
  onProgress?: (p: RunProgress) => void;
}

/** The files of a run folder. */
export const runFiles = (folder: string) => ({
  experiment: join(folder, 'experiment.json'),
  cells: join(folder, 'cells'),
  cell: (cell: Cell) => join(folder, 'cells', `${cell.id}.jsonl`),
  summary: join(folder, 'summary.json'),
});

/**
 * Runs an experiment into a run folder (experiment.json, cells/<cell id>.jsonl, summary.json), continuing what is
 * already there, and returns the summary (run-core.ts plays it; the files depend only on the experiment).
 */
export async function runExperiment(experiment: Experiment, folder: string, kit: LabKit, options: RunOptions = {}): Promise<RunSummary> {
  const workers = Math.max(1, options.workers ?? availableParallelism());
  const executor = options.executor ?? localExecutor(kit, workers);
  try {
    // In flight: two chunks a thread keeps every thread fed; a queue's machines are unknown, so more. A cell with a
    // width rule may stop after any chunk, so it runs at most `ahead` chunks past what is written.
    const inFlight = options.executor ? { max: 64, ahead: 8 } : { max: workers * 2, ahead: workers };
    return await runCells(experiment, kit, folderStore(folder), { executor, inFlight, onProgress: options.onProgress });
  } finally {
    if (!options.executor) await executor.close();
  }
}

/** A run folder as a run's store. */
function folderStore(folder: string): RunStore {
  const files = runFiles(folder);
  return {
    claim: async (experiment) => {
      await mkdir(files.cells, { recursive: true });
      await claimFolder(files.experiment, experiment);
    },
    resume: (cell, size, target) => resumeCell(files.cell(cell), cell, size, target),
    append: (cell, lines) => appendFile(files.cell(cell), lines.map((l) => JSON.stringify(l) + '\n').join('')),
    finish: (summary) => writeFile(files.summary, JSON.stringify(summary, null, 2) + '\n'),
  };
}

/** Writes experiment.json, or checks that the one already there is this experiment: a folder never mixes two. */
async function claimFolder(file: string, experiment: Experiment): Promise<void> {
  let existing: string | null = null;
  try {
    existing = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  if (existing === null) {
    await writeFile(file, JSON.stringify(experiment, null, 2) + '\n');
    return;
  }
  let same = false;
  try {
    same = canonicalJson(JSON.parse(existing)) === canonicalJson(experiment);
  } catch {
    // unreadable: not the same
  }
  if (!same) throw new RuleError('other-experiment', `The folder ${file.replace(/[\\/]experiment\.json$/, '')} holds the results of a different experiment; choose another folder (--out) or remove it.`);
}

/** A run's id for the queue: the folder's name and a hash of the experiment, so two runs never share jobs. */
export function runIdOf(folder: string, experiment: Experiment): string {
  const hash = createHash('sha256').update(canonicalJson(experiment)).digest('hex').slice(0, 12);
  return `${basename(resolve(folder))}-${hash}`;
}

/**
 * The lines a cell's file already holds, whole chunks only (a run stopped mid-write leaves a partial chunk, or half a
 * line); the file is cut back to them, so appending goes on cleanly.
 */
async function resumeCell(file: string, cell: Cell, size: number, target: number): Promise<GameLine[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  const lines: GameLine[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    let line: GameLine;
    try {
      line = JSON.parse(raw) as GameLine;
    } catch {
      break; // half a line: the end of what was written
    }
    if (line.cell !== cell.id || line.index !== lines.length) {
      throw new RuleError('damaged-run', `${file} is damaged: line ${lines.length + 1} should be game ${lines.length} of cell ${cell.id}. Remove the file to play the cell again.`);
    }
    lines.push(line);
  }
  const whole = lines.length >= target ? target : lines.length - (lines.length % size);
  const kept = lines.slice(0, whole);
  const rewritten = kept.map((l) => JSON.stringify(l) + '\n').join('');
  if (rewritten !== text) await writeFile(file, rewritten);
  return kept;
}

