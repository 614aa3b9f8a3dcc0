import { availableParallelism } from 'node:os';
import { SingleBar } from 'cli-progress';
import type { Env } from '../env.ts';
import { CliError, isTty, say, type Io } from '../io.ts';
import { checkPlayers, resolveGame, resolveOptions, type OptionFlags } from '../options.ts';
import { randomSeed } from '../records.ts';
import { botSpecs, makeBot } from '../seats.ts';
import { percent, summarize, wilson, type Summary } from '../stats.ts';
import { formatTable } from '../table.ts';
import { runGames } from '../simulate/pool.ts';
import type { SimSpec } from '../simulate/run-game.ts';

export const DEFAULT_MAX_MOVES = 10_000;

export interface SimulateFlags extends OptionFlags {
  games?: number;
  bots?: string;
  players?: number;
  seed?: string;
  json?: boolean;
  workers?: number;
  maxMoves?: number;
}

export interface SeatReport {
  seat: number;
  name: string;
  bot: string;
  wins: number;
  rate: number;
  /** 95% Wilson interval of the win rate. */
  ci95: [number, number];
}

export interface SimulationReport {
  game: string;
  title: string;
  players: number;
  options: unknown;
  seed: string;
  games: number;
  maxMoves: number;
  seats: SeatReport[];
  /** Finished games with no winner (a draw, a co-op loss, mutual destruction). */
  noWinner: number;
  /** Games still going at the move cap. */
  unfinished: number;
  /** Game length in moves, over finished games. */
  length: Summary;
  seconds: number;
  workers: number;
}

/** Plays bot-vs-bot games and reports wins per seat with intervals, draws, unfinished games and lengths. */
export async function simulateCommand(gameId: string, flags: SimulateFlags, env: Env, io: Io, print = true): Promise<SimulationReport> {
  const game = resolveGame(env, gameId);
  const options = resolveOptions(game, flags);
  const players = flags.players ?? game.playerCounts(options).min;
  checkPlayers(game, options, players);
  const count = flags.games ?? 100;
  if (!Number.isInteger(count) || count < 1) throw new CliError('--games takes a whole number of games, at least 1.');
  const bots = botSpecs(flags.bots ?? 'random', players);
  const seed = flags.seed ?? randomSeed();
  const maxMoves = flags.maxMoves ?? DEFAULT_MAX_MOVES;
  // Check every spec once here, so a typo is one clear line rather than a worker's crash.
  bots.forEach((spec, seat) => makeBot(env, game, spec, 'check', `Seat ${seat + 1}`));
  const workers = Math.max(1, Math.min(flags.workers ?? availableParallelism(), count));
  const spec: SimSpec = { game: game.id, players, options, seed, bots, maxMoves };

  const bar = !flags.json && isTty(io.stderr) ? new SingleBar({ stream: io.stderr as NodeJS.WriteStream, format: ' {bar} {value}/{total} games | {eta_formatted} left', hideCursor: true, clearOnComplete: true, etaBuffer: 200 }) : null;
  const started = performance.now();
  bar?.start(count, 0);
  let done = 0;
  let results;
  try {
    results = await runGames(spec, count, env, workers, () => bar?.update(++done));
  } finally {
    bar?.stop();
  }
  const seconds = (performance.now() - started) / 1000;

  const wins = new Array<number>(players).fill(0);
  let noWinner = 0;
  let unfinished = 0;
  const lengths: number[] = [];
  for (const r of results) {
    if (!r.finished) {
      unfinished++;
      continue;
    }
    lengths.push(r.moves);
    if (r.winners.length === 0) noWinner++;
    for (const w of r.winners) wins[w]++;
  }
  const report: SimulationReport = {
    game: game.id,
    title: game.title,
    players,
    options,
    seed,
    games: count,
    maxMoves,
    seats: wins.map((w, seat) => ({ seat, name: game.seatName(players, options, seat), bot: bots[seat], wins: w, rate: w / count, ci95: wilson(w, count) })),
    noWinner,
    unfinished,
    length: summarize(lengths),
    seconds,
    workers,
  };
  if (print) say(io.stdout, flags.json ? JSON.stringify(report, null, 2) : formatReport(report));
  return report;
}

/** Simulates each seat count in turn (`--players 2..4`); with `--json` and several counts, one JSON array. */
export async function simulateCounts(gameId: string, counts: readonly (number | undefined)[], flags: SimulateFlags, env: Env, io: Io): Promise<SimulationReport[]> {
  const reports: SimulationReport[] = [];
  for (const players of counts) {
    const report = await simulateCommand(gameId, { ...flags, players }, env, io, counts.length === 1 || !flags.json);
    if (!flags.json && players !== counts[counts.length - 1]) say(io.stdout, '');
    reports.push(report);
  }
  if (flags.json && counts.length > 1) say(io.stdout, JSON.stringify(reports, null, 2));
  return reports;
}

export function formatReport(r: SimulationReport): string {
  const rows = [['seat', 'name', 'bot', 'wins', 'win rate', '95% interval'], ...r.seats.map((s) => [String(s.seat + 1), s.name, s.bot, String(s.wins), percent(s.rate), `${percent(s.ci95[0])} – ${percent(s.ci95[1])}`])];
  const fix = (x: number) => x.toFixed(1);
  return [
    `${r.title}: ${r.games} ${r.games === 1 ? 'game' : 'games'}, ${r.players} ${r.players === 1 ? 'player' : 'players'}, options ${JSON.stringify(r.options)}, seed ${r.seed}`,
    '',
    formatTable(rows, [0, 3, 4]),
    '',
    `No winner:  ${r.noWinner}`,
    `Unfinished: ${r.unfinished} (still going after ${r.maxMoves} moves)`,
    r.length.count > 0 ? `Length:     mean ${fix(r.length.mean)} moves, sd ${fix(r.length.sd)}, min ${r.length.min}, max ${r.length.max}` : 'Length:     no game finished',
    `Time:       ${r.seconds.toFixed(2)} s on ${r.workers} ${r.workers === 1 ? 'thread' : 'worker threads'}`,
  ].join('\n');
}
