/**
 * `replay <record> --analyse`: each seat's estimated chance of winning after every move, as a table, with the moves
 * that lost their player the most marked, then the biggest mistakes in a sentence. Searches run in worker threads.
 */
import { availableParallelism } from 'node:os';
import { SingleBar } from 'cli-progress';
import { analysisIterations, Match, type Analysis, type Seat } from '@ramparts/engine';
import type { Env } from '../env.ts';
import { CliError, isTty, say, type Io } from '../io.ts';
import { formatTable } from '../table.ts';
import { analyseInWorkers, type AnalysisJob } from '../analysis/run.ts';

export interface AnalyseFlags {
  /** Search iterations per position; default the game's own (`analysisIterations`). */
  iterations?: number;
  /** Worker threads; default one per CPU (1: this thread). */
  workers?: number;
  json?: boolean;
}

/** The seed of every analysis: the same record gives the same numbers in the terminal and in the browser. */
export const ANALYSIS_SEED = 'analysis';
/** Up to this many moves every move gets a row; beyond, only the moves that changed a chance by `STEP`, and the swings. */
export const ALL_ROWS = 200;
export const STEP = 0.05;
/** The widest a move's words get in the table. */
const MOVE_WIDTH = 48;

export interface AnalysisReport extends Analysis {
  game: string;
  players: number;
  seats: { seat: Seat; name: string; bot?: string }[];
  seed: string;
  iterations: number;
  moves: number;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;
const clip = (s: string) => (s.length > MOVE_WIDTH ? `${s.slice(0, MOVE_WIDTH - 1)}…` : s);

/** Analyses a replayed match and prints the table (or JSON). */
export async function analyseCommand(full: Match, botSeats: string[] | undefined, flags: AnalyseFlags, env: Env, io: Io): Promise<AnalysisReport> {
  const game = full.game;
  const moves = full.moves().map((m) => ({ seat: m.seat, move: m.move }));
  const iterations = flags.iterations ?? analysisIterations(game, moves.length);
  if (!Number.isInteger(iterations) || iterations < 1) throw new CliError('--iterations takes a whole number, at least 1.');
  const job: AnalysisJob = { game: game.id, ...(game.variant ? { variant: game.variant.variant } : {}), record: { players: full.players, options: full.options, seed: full.seed, moves, resignations: full.resignations().map((r) => ({ ...r })) }, seed: ANALYSIS_SEED, iterations };
  const workers = Math.max(1, Math.min(flags.workers ?? availableParallelism(), moves.length + 1));

  const total = moves.length + 1;
  const bar = !flags.json && isTty(io.stderr) ? new SingleBar({ stream: io.stderr as NodeJS.WriteStream, format: ' analysing {bar} {value}/{total} positions | {eta_formatted} left', hideCursor: true, clearOnComplete: true, etaBuffer: 50 }) : null;
  bar?.start(total, 0);
  let done = 0;
  let analysis: Analysis;
  try {
    analysis = await analyseInWorkers(game, job, workers, env.modules.registry, () => bar?.update(++done));
  } finally {
    bar?.stop();
  }

  const seats = Array.from({ length: full.players }, (_, seat) => ({ seat, name: full.seatName(seat), ...(botSeats?.[seat] ? { bot: botSeats[seat] } : {}) }));
  const report: AnalysisReport = { game: game.id, players: full.players, seats, seed: ANALYSIS_SEED, iterations, moves: moves.length, ...analysis };
  if (flags.json) say(io.stdout, JSON.stringify(report, null, 2));
  else say(io.stdout, ...analysisLines(full, report));
  return report;
}

/** The table and the summary of an analysis, in words. */
export function analysisLines(full: Match, report: AnalysisReport): string[] {
  const game = full.game;
  const { chances, swings } = report;
  const label = (seat: Seat) => `${report.seats[seat].name}${report.seats[seat].bot ? ` (${report.seats[seat].bot})` : ''}`;
  // Each move in words, from the position before it.
  const match = Match.create(game, { players: full.players, options: full.options, seed: full.seed }, { keepLog: false });
  const words = full.moves().map(({ seat, move }) => {
    const text = game.describeMove(match.state, seat, move);
    match.play(seat, move);
    return text;
  });
  const marked = new Map(swings.map((s) => [s.move, s]));
  const moved = (i: number) => Math.max(...chances[i].map((c, s) => Math.abs(c - chances[i - 1][s])));
  const long = words.length > ALL_ROWS;
  const shown = words.map((_, k) => k + 1).filter((i) => !long || marked.has(i) || moved(i) >= STEP);
  const skipped = words.length - shown.length;

  const header = ['move', 'seat', 'what', ...report.seats.map((s) => s.name), ''];
  const row = (i: number): string[] => {
    const swing = marked.get(i);
    const seat = i === 0 ? null : full.moves()[i - 1].seat;
    return [i === 0 ? '' : String(i), seat === null ? '' : report.seats[seat].name, i === 0 ? '(the start)' : clip(words[i - 1]), ...chances[i].map(pct), swing ? `◀ −${Math.round((swing.before - swing.after) * 100)} points` : ''];
  };
  const right = report.seats.map((_, s) => 3 + s);
  const lines = [
    `Each seat's estimated chance of winning after every move (${report.iterations} search iterations a position, seed "${report.seed}"); ◀ marks the moves that cost their player the most.`,
    '',
    formatTable([header, row(0), ...shown.map(row)], [0, ...right]),
  ];
  if (skipped > 0) lines.push(`(${skipped} of ${words.length} moves not shown: none changed a seat's chance by ${Math.round(STEP * 100)} points or more.)`);
  lines.push('');
  lines.push(
    swings.length === 0
      ? 'No move cost its player 10 points of chance or more.'
      : `Biggest mistakes: ${swings.map((s) => `move ${s.move} by ${label(s.seat)}: ${pct(s.before)} → ${pct(s.after)}`).join('; ')}.`,
  );
  return lines;
}
