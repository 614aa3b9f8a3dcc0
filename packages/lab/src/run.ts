import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { createHash } from 'node:crypto';
import { basename, join, resolve } from 'node:path';
import { playKindOf, RuleError, type AnyGame } from '@ramparts/engine';
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
  /** The next chunk to hand to the executor. */
  next: number;
  /** Chunks played but not yet written (an earlier one is still playing). */
  waiting: Map<number, { job: ChunkJob; lines: GameLine[] }>;
  /** Games seen played per chunk in flight, for progress. */
  seen: Map<number, number>;
  /** The cell's writes, one after the other. */
  writing: Promise<void>;
}

/**
 * Runs an experiment into a run folder (experiment.json, cells/<cell id>.jsonl, summary.json), continuing what is
 * already there, and returns the summary. Chunks of every cell are kept in flight on the executor, cell after cell;
 * each cell's lines are written and its stop rule checked chunk by chunk in chunk order, so the files depend only on
 * the experiment, never on the workers or on which chunk finished first.
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
    const lines = await resumeCell(files.cell(cell), cell, size, target);
    const run: CellRun = { cell, lines, done: false, target, fixed: 'games' in experiment.stop, next: lines.length / size, waiting: new Map(), seen: new Map(), writing: Promise.resolve() };
    run.done = stopped(experiment, game, run);
    runs.push(run);
  }

  const workers = Math.max(1, options.workers ?? availableParallelism());
  const executor = options.executor ?? localExecutor(kit, workers);
  // In flight: two chunks a thread keeps every thread fed; a queue's machines are unknown, so more. A cell with a width
  // rule may stop after any chunk, so it runs at most `ahead` chunks past what is written.
  const inFlightMax = options.executor ? 64 : workers * 2;
  const ahead = options.executor ? 8 : workers;
  const report = (run: CellRun) => {
    if (!options.onProgress) return;
    const games = (r: CellRun) => r.lines.length + (r.done ? 0 : [...r.seen.values()].reduce((a, b) => a + b, 0));
    const runGames = runs.reduce((n, r) => n + games(r), 0);
    const runTarget = runs.reduce((n, r) => n + (r.done ? r.lines.length : r.target), 0);
    options.onProgress({ cell: run.cell, cellGames: games(run), cellTarget: run.done ? run.lines.length : run.target, runGames, runTarget });
  };

  /** Writes the cell's finished chunks that come next, in order, and checks its stop rule after each. */
  const flush = async (run: CellRun) => {
    for (let chunk = run.lines.length / size; !run.done && run.waiting.has(chunk); chunk = run.lines.length / size) {
      const { job, lines } = run.waiting.get(chunk)!;
      run.waiting.delete(chunk);
      run.seen.delete(chunk);
      await appendChunk(files.cell(run.cell), run, job, lines);
      run.done = stopped(experiment, game, run);
    }
    // Chunks played past the stop (to keep threads busy) are dropped: a run stops where it would with one thread.
    if (run.done) run.waiting.clear();
    report(run);
  };
  const inFlight = new Set<Promise<void>>();
  let failure: { error: unknown } | null = null;
  const launch = (run: CellRun) => {
    const chunk = run.next++;
    const job: ChunkJob = { cell: run.cell, chunk, size, count: Math.min(size, run.target - chunk * size) };
    run.seen.set(chunk, 0);
    const onGame = () => {
      if (run.done || !run.seen.has(chunk)) return;
      run.seen.set(chunk, run.seen.get(chunk)! + 1);
      report(run);
    };
    const played: Promise<void> = executor
      .run([job], onGame)
      .then(([lines]) => {
        if (run.done) return;
        run.waiting.set(chunk, { job, lines });
        // One writer per cell at a time, so its chunks are appended in order.
        run.writing = run.writing.then(() => flush(run));
        return run.writing;
      })
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => inFlight.delete(played));
    inFlight.add(played);
  };
  const nextCell = () => runs.find((r) => !r.done && r.next * size < r.target && (r.fixed || r.next - r.lines.length / size < ahead));

  runs.forEach(report);
  try {
    while (!failure) {
      for (let run = nextCell(); run && inFlight.size < inFlightMax; run = nextCell()) launch(run);
      if (inFlight.size === 0) break;
      await Promise.race(inFlight);
    }
  } finally {
    if (!options.executor) await executor.close();
    await Promise.allSettled([...inFlight]);
  }
  if (failure) throw (failure as { error: unknown }).error;

  const seatNames = Array.from({ length: cells[0].players }, (_, seat) => game.seatName(cells[0].players, cells[0].options, seat));
  const summary = summarizeRun(
    experiment,
    game.title,
    seatNames,
    runs.map((r) => ({ cell: r.cell, lines: r.lines })),
    new Date().toISOString(),
    (cell) => playKindOf(game, cell.options),
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
  const rate = cellWinRate(run.cell, run.lines, playKindOf(game, run.cell.options));
  return rate.high - rate.low < stop.width;
}

async function appendChunk(file: string, run: CellRun, job: ChunkJob, lines: GameLine[]): Promise<void> {
  if (lines.length !== job.count || lines.some((l, i) => l.index !== job.chunk * job.size + i || l.cell !== run.cell.id)) {
    throw new Error(`Chunk ${job.chunk} of cell ${run.cell.id} came back with ${lines.length} games, not games ${job.chunk * job.size}..${job.chunk * job.size + job.count - 1}.`);
  }
  await appendFile(file, lines.map((l) => JSON.stringify(l) + '\n').join(''));
  run.lines.push(...lines);
}
