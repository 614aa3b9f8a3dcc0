import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { createHash } from 'node:crypto';
import { basename, join, resolve } from 'node:path';
import { RuleError, type AnyGame } from '@ramparts/engine';
import type { ChunkExecutor, ChunkJob } from './executor.ts';
import { DEFAULT_CHUNK, expandCells } from './experiment.ts';
import type { LabKit } from './kit.ts';
import { cellWinRate } from './metrics.ts';
import { localExecutor } from './pool.ts';
import { summarizeRun } from './summary.ts';
import type { Cell, Experiment, GameLine, RunSummary } from './types.ts';

export interface RunOptions {
  /** Worker threads when no executor is given (default: one per CPU; 1 plays in this thread). */
  workers?: number;
  /** Plays the chunks elsewhere (the BullMQ queue). */
  executor?: ChunkExecutor;
  /** Progress: called after each game, per cell and for the whole run. */
  onProgress?: (p: { cell: Cell; cellGames: number; cellTarget: number; runGames: number; runTarget: number }) => void;
}

/** The files of a run folder. */
export const runFiles = (folder: string) => ({
  experiment: join(folder, 'experiment.json'),
  cells: join(folder, 'cells'),
  cell: (cell: Cell) => join(folder, 'cells', `${cell.id}.jsonl`),
  summary: join(folder, 'summary.json'),
});

/** A cell as the run goes: its lines so far (whole chunks only) and whether its stop rule is met. */
interface CellRun {
  cell: Cell;
  lines: GameLine[];
  done: boolean;
  /** Most games it may play: the fixed count, or maxGames. */
  target: number;
  /** A fixed number of games: it never stops early, so all its chunks may be played at once. */
  fixed: boolean;
}

/**
 * Runs an experiment into a run folder (experiment.json, cells/<cell id>.jsonl, summary.json), continuing what is
 * already there, and returns the summary. Cells' chunks are played in rounds spread over the executor; the lines are
 * written and the stop rule checked chunk by chunk in order, so the files depend only on the experiment.
 */
export async function runExperiment(experiment: Experiment, folder: string, kit: LabKit, options: RunOptions = {}): Promise<RunSummary> {
  const cells = expandCells(experiment, kit);
  const game = kit.findGame(experiment.game) as AnyGame;
  const files = runFiles(folder);
  await mkdir(files.cells, { recursive: true });
  await claimFolder(files.experiment, experiment);
  const size = experiment.chunk ?? DEFAULT_CHUNK;
  const target = 'games' in experiment.stop ? experiment.stop.games : experiment.stop.maxGames;
  const runs: CellRun[] = [];
  for (const cell of cells) {
    const run: CellRun = { cell, lines: await resumeCell(files.cell(cell), cell, size, target), done: false, target, fixed: 'games' in experiment.stop };
    run.done = stopped(experiment, game, run);
    runs.push(run);
  }

  const workers = Math.max(1, options.workers ?? availableParallelism());
  const executor = options.executor ?? localExecutor(kit, workers);
  // Chunks per round: enough to keep every thread busy, few enough that a stopped run loses little.
  const parallel = options.executor ? 8 : workers;
  const live = new Map<string, number>();
  const report = (run: CellRun) => {
    if (!options.onProgress) return;
    const runGames = runs.reduce((n, r) => n + (live.get(r.cell.id) ?? r.lines.length), 0);
    const runTarget = runs.reduce((n, r) => n + (r.done ? r.lines.length : r.target), 0);
    options.onProgress({ cell: run.cell, cellGames: live.get(run.cell.id) ?? run.lines.length, cellTarget: run.done ? run.lines.length : run.target, runGames, runTarget });
  };
  runs.forEach(report);
  try {
    for (;;) {
      const jobs = nextRound(runs, size, parallel);
      if (jobs.length === 0) break;
      const byId = new Map(runs.map((r) => [r.cell.id, r]));
      const results = await executor.run(jobs, (line) => {
        const run = byId.get(line.cell);
        if (!run) return;
        live.set(line.cell, (live.get(line.cell) ?? run.lines.length) + 1);
        report(run);
      });
      for (const [i, job] of jobs.entries()) {
        const run = byId.get(job.cell.id)!;
        // A chunk played past the stop (speculatively, to keep threads busy) is dropped: a run stops where it would with one thread.
        if (run.done) continue;
        await appendChunk(files.cell(run.cell), run, job, results[i]);
        run.done = stopped(experiment, game, run);
      }
      live.clear();
      runs.forEach(report);
    }
  } finally {
    if (!options.executor) await executor.close();
  }

  const seatNames = Array.from({ length: cells[0].players }, (_, seat) => game.seatName(cells[0].players, cells[0].options, seat));
  const summary = summarizeRun(
    experiment,
    game.title,
    seatNames,
    runs.map((r) => ({ cell: r.cell, lines: r.lines })),
    new Date().toISOString(),
    game.kind.play,
  );
  await writeFile(files.summary, JSON.stringify(summary, null, 2) + '\n');
  return summary;
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
    same = canonical(JSON.parse(existing)) === canonical(experiment);
  } catch {
    // unreadable: not the same
  }
  if (!same) throw new RuleError('other-experiment', `The folder ${file.replace(/[\\/]experiment\.json$/, '')} holds the results of a different experiment; choose another folder (--out) or remove it.`);
}

/** A run's id for the queue: the folder's name and a hash of the experiment, so two runs never share jobs. */
export function runIdOf(folder: string, experiment: Experiment): string {
  const hash = createHash('sha256').update(canonical(experiment)).digest('hex').slice(0, 12);
  return `${basename(resolve(folder))}-${hash}`;
}

/** JSON with keys sorted, so two equal experiments compare equal whatever order their fields were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v));
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

/** Whether a cell has played enough: its fixed count, or an interval narrow enough (after minGames), or maxGames. */
function stopped(experiment: Experiment, game: AnyGame, run: CellRun): boolean {
  const n = run.lines.length;
  if (n >= run.target) return true;
  const stop = experiment.stop;
  if ('games' in stop || n === 0 || n < (stop.minGames ?? 0)) return false;
  const rate = cellWinRate(run.cell, run.lines, game.kind.play);
  return rate.high - rate.low < stop.width;
}

/**
 * The next chunks to play: cell by cell in order, one chunk each in turn, up to `parallel × 2` chunks; a cell with a
 * width rule gets at most `parallel` chunks ahead, since it may stop after any of them.
 */
function nextRound(runs: CellRun[], size: number, parallel: number): ChunkJob[] {
  const budget = parallel * 2;
  const jobs: ChunkJob[] = [];
  const planned = new Map<CellRun, number>();
  let added = true;
  while (jobs.length < budget && added) {
    added = false;
    for (const run of runs) {
      if (run.done || jobs.length >= budget) continue;
      const ahead = planned.get(run) ?? 0;
      const chunk = run.lines.length / size + ahead;
      const first = chunk * size;
      if (first >= run.target || (!run.fixed && ahead >= parallel)) continue;
      jobs.push({ cell: run.cell, chunk, size, count: Math.min(size, run.target - first) });
      planned.set(run, ahead + 1);
      added = true;
    }
  }
  // Chunks of a cell in order, so they are appended in order.
  return jobs.sort((a, b) => a.cell.index - b.cell.index || a.chunk - b.chunk);
}

async function appendChunk(file: string, run: CellRun, job: ChunkJob, lines: GameLine[]): Promise<void> {
  if (lines.length !== job.count || lines.some((l, i) => l.index !== job.chunk * job.size + i || l.cell !== run.cell.id)) {
    throw new Error(`Chunk ${job.chunk} of cell ${run.cell.id} came back with ${lines.length} games, not games ${job.chunk * job.size}..${job.chunk * job.size + job.count - 1}.`);
  }
  await appendFile(file, lines.map((l) => JSON.stringify(l) + '\n').join(''));
  run.lines.push(...lines);
}
