import { canonicalJson, playKindOf, type AnyGame } from '@ramparts/engine';
import type { ChunkExecutor, ChunkJob } from './executor.ts';
import { DEFAULT_CHUNK, expandCells } from './experiment.ts';
import type { LabKit } from './kit.ts';
import { cellWinRate } from './metrics.ts';
import { summarizeRun } from './summary.ts';
import type { Cell, Experiment, GameLine, RunSummary } from './types.ts';

/*
 * The run of an experiment, wherever its games are played and kept: the CLI keeps them in a run folder (run.ts), the
 * browser's studio in memory (`memoryStore`). The schedule, the stop rules and the summary are the same, so the same
 * experiment gives the same numbers in both.
 */

/** Where a run's games are kept. */
export interface RunStore {
  /** Takes the store for this experiment, or refuses one that holds another (RuleError). */
  claim(experiment: Experiment): Promise<void>;
  /** The cell's games kept so far, whole chunks only (`size` games each, or all `target`). */
  resume(cell: Cell, size: number, target: number): Promise<GameLine[]>;
  /** Keeps a chunk's games after the cell's others. */
  append(cell: Cell, lines: GameLine[]): Promise<void>;
  /** Keeps the summary of the finished run. */
  finish(summary: RunSummary): Promise<void>;
}

export interface RunProgress {
  cell: Cell;
  cellGames: number;
  cellTarget: number;
  runGames: number;
  runTarget: number;
}

export interface CoreRunOptions {
  executor: ChunkExecutor;
  /** Chunks in flight at most, and how many a cell with a width rule may run past what is kept. */
  inFlight: { max: number; ahead: number };
  /** Progress: called after each game, per cell and for the whole run. */
  onProgress?: (p: RunProgress) => void;
  /**
   * After each chunk kept: the summary so far, as a function that builds it when called (charts that grow as the run
   * goes). Summing up reads every game kept, so a caller builds it only when it shows it.
   */
  onChunk?: (summary: () => RunSummary) => void;
  /** Stops launching chunks; the run ends with the games kept so far (a summary of fewer games). */
  signal?: AbortSignal;
}

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
 * Runs an experiment into a store, continuing what it already holds, and returns the summary. Chunks of every cell are
 * kept in flight on the executor, cell after cell; each cell's lines are kept and its stop rule checked chunk by chunk
 * in chunk order, so what is kept depends only on the experiment, never on the workers or on which chunk finished first.
 */
export async function runCells(experiment: Experiment, kit: LabKit, store: RunStore, options: CoreRunOptions): Promise<RunSummary> {
  const cells = expandCells(experiment, kit);
  const game = kit.findGame(experiment.game) as AnyGame;
  await store.claim(experiment);
  const size = experiment.chunk ?? DEFAULT_CHUNK;
  const target = 'games' in experiment.stop ? experiment.stop.games : experiment.stop.maxGames;
  const runs: CellRun[] = [];
  for (const cell of cells) {
    const lines = await store.resume(cell, size, target);
    const run: CellRun = { cell, lines, done: false, target, fixed: 'games' in experiment.stop, next: lines.length / size, waiting: new Map(), seen: new Map(), writing: Promise.resolve() };
    run.done = stopped(experiment, game, run);
    runs.push(run);
  }
  const { executor } = options;
  const inFlightMax = options.inFlight.max;
  const ahead = options.inFlight.ahead;
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
      await appendChunk(store, run, job, lines);
      run.done = stopped(experiment, game, run);
      options.onChunk?.(summaryOf);
    }
    // Chunks played past the stop (to keep threads busy) are dropped: a run stops where it would with one thread.
    if (run.done) run.waiting.clear();
    report(run);
  };
  const summaryOf = (): RunSummary => summarize(experiment, game, cells, runs);
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
    while (!failure && !options.signal?.aborted) {
      for (let run = nextCell(); run && inFlight.size < inFlightMax; run = nextCell()) launch(run);
      if (inFlight.size === 0) break;
      await Promise.race(inFlight);
    }
  } finally {
    await Promise.allSettled([...inFlight]);
  }
  if (failure) throw (failure as { error: unknown }).error;

  const summary = summaryOf();
  await store.finish(summary);
  return summary;
}

function summarize(experiment: Experiment, game: AnyGame, cells: Cell[], runs: CellRun[]): RunSummary {
  const seatNames = Array.from({ length: cells[0].players }, (_, seat) => game.seatName(cells[0].players, cells[0].options, seat));
  return summarizeRun(
    experiment,
    game.title,
    seatNames,
    runs.map((r) => ({ cell: r.cell, lines: r.lines })),
    new Date().toISOString(),
    (cell) => playKindOf(game, cell.options),
  );
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

async function appendChunk(store: RunStore, run: CellRun, job: ChunkJob, lines: GameLine[]): Promise<void> {
  if (lines.length !== job.count || lines.some((l, i) => l.index !== job.chunk * job.size + i || l.cell !== run.cell.id)) {
    throw new Error(`Chunk ${job.chunk} of cell ${run.cell.id} came back with ${lines.length} games, not games ${job.chunk * job.size}..${job.chunk * job.size + job.count - 1}.`);
  }
  await store.append(run.cell, lines);
  run.lines.push(...lines);
}

/** A store in memory: the browser's runs (and tests). */
export function memoryStore(): RunStore & { summary: RunSummary | null } {
  const cells = new Map<string, GameLine[]>();
  let claimed: string | null = null;
  const store = {
    summary: null as RunSummary | null,
    async claim(experiment: Experiment) {
      const text = canonicalJson(experiment);
      if (claimed !== null && claimed !== text) throw new Error('This store holds another experiment.');
      claimed = text;
    },
    async resume(cell: Cell, size: number, target: number) {
      const lines = cells.get(cell.id) ?? [];
      return lines.slice(0, lines.length >= target ? target : lines.length - (lines.length % size));
    },
    async append(cell: Cell, lines: GameLine[]) {
      const kept = cells.get(cell.id);
      if (kept) kept.push(...lines);
      else cells.set(cell.id, lines.slice());
    },
    async finish(summary: RunSummary) {
      store.summary = summary;
    },
  };
  return store;
}
