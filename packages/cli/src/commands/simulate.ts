import { availableParallelism } from 'node:os';
import { playKindOf } from '@ramparts/engine';
import { SingleBar } from 'cli-progress';
import type { Env } from '../env.ts';
import { CliError, isTty, say, type Io } from '../io.ts';
import { checkPlayers, resolveGame, resolveOptions, type OptionFlags } from '../options.ts';
import { randomSeed } from '../records.ts';
import { botSpecs, makeBot } from '../seats.ts';
import { percent, summarize, wilson, type Summary } from '@ramparts/lab/stats.ts';
import { formatTable } from '../table.ts';
import { combinations, withCombination, type Combination } from '../simulate/each.ts';
import { openPool, runGames, type GamePool } from '../simulate/pool.ts';
import type { SimSpec } from '../simulate/run-game.ts';
import { withVariantFile } from '../variant-file.ts';

export const DEFAULT_MAX_MOVES = 10_000;

export interface SimulateFlags extends OptionFlags {
  games?: number;
  bots?: string;
  players?: number;
  seed?: string;
  json?: boolean;
  workers?: number;
  maxMoves?: number;
  /** Options to simulate for each of their values (`--each map --each difficulty`). */
  each?: string[];
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
  /** The name of the variant played, if any. */
  variant?: string;
  players: number;
  options: unknown;
  seed: string;
  games: number;
  maxMoves: number;
  seats: SeatReport[];
  /** Finished games no seat won (a draw, a co-op loss, mutual destruction, a loss to the rules' side). */
  noWinner: number;
  /** Of those, the games the side the rules play won, by its name ("the horde": 20). */
  lostTo: Record<string, number>;
  /** Games still going at the move cap. */
  unfinished: number;
  /** Game length in moves, over finished games. */
  length: Summary;
  seconds: number;
  workers: number;
}

/**
 * Plays bot-vs-bot games and reports wins per seat with intervals, draws, unfinished games and lengths.
 * `pool`: worker threads already started (several simulations in turn); else threads of its own.
 */
export async function simulateCommand(gameId: string, flags: SimulateFlags, env: Env, io: Io, print = true, pool?: GamePool): Promise<SimulationReport> {
  const { game, variant } = await withVariantFile(resolveGame(env, gameId), flags.variant);
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
  const workers = pool?.workers ?? threadsFor(flags, count);
  // A variant reaches the workers as the content patch every game of the cell is played with.
  const spec: SimSpec = { game: game.id, players, options, seed, bots, maxMoves, ...(variant ? { content: variant.patch } : {}) };

  const bar = !flags.json && isTty(io.stderr) ? new SingleBar({ stream: io.stderr as NodeJS.WriteStream, format: ' {bar} {value}/{total} games | {eta_formatted} left', hideCursor: true, clearOnComplete: true, etaBuffer: 200 }) : null;
  const started = performance.now();
  bar?.start(count, 0);
  let done = 0;
  let results;
  try {
    const onResult = () => bar?.update(++done);
    results = pool ? await pool.run(spec, count, onResult) : await runGames(spec, count, env, workers, onResult);
  } finally {
    bar?.stop();
  }
  const seconds = (performance.now() - started) / 1000;

  const wins = new Array<number>(players).fill(0);
  let noWinner = 0;
  const lostTo: Record<string, number> = {};
  let unfinished = 0;
  const lengths: number[] = [];
  for (const r of results) {
    if (!r.finished) {
      unfinished++;
      continue;
    }
    lengths.push(r.moves);
    if (r.winners.length === 0) noWinner++;
    if (r.automatonWinner !== undefined) lostTo[r.automatonWinner] = (lostTo[r.automatonWinner] ?? 0) + 1;
    for (const w of r.winners) wins[w]++;
  }
  const report: SimulationReport = {
    game: game.id,
    title: game.title,
    ...(variant ? { variant: variant.name } : {}),
    players,
    options,
    seed,
    games: count,
    maxMoves,
    seats: wins.map((w, seat) => ({ seat, name: game.seatName(players, options, seat), bot: bots[seat], wins: w, rate: w / count, ci95: wilson(w, count) })),
    noWinner,
    // Sides in name order: the same report whichever worker finished first.
    lostTo: Object.fromEntries(Object.entries(lostTo).sort(([a], [b]) => a.localeCompare(b))),
    unfinished,
    length: summarize(lengths),
    seconds,
    workers,
  };
  if (print) say(io.stdout, flags.json ? JSON.stringify(report, null, 2) : formatReport(report));
  return report;
}

/** Worker threads for `count` games: --workers, else one per CPU; never more than the games. */
const threadsFor = (flags: SimulateFlags, count: number) => Math.max(1, Math.min(flags.workers ?? availableParallelism(), count));

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

/** One combination of `--each` values at one seat count, and its simulation. */
export interface EachRow {
  combination: Combination;
  report: SimulationReport;
}

/** What `--each` reports: a row per combination and seat count, and all rows together. */
export interface EachReport {
  game: string;
  title: string;
  each: string[];
  seed: string;
  /** Whether all seats win or lose together: then one win rate, else one per seat. */
  cooperative: boolean;
  /** The --bots list as given (the last repeats). */
  bots: string;
  rows: EachRow[];
  overall: Tally;
  seconds: number;
}

/** Games, wins (of the team, or per seat) and lengths summed over rows. */
export interface Tally {
  games: number;
  /** Games some seat won (all of them in a cooperative game). */
  won: number;
  /** Per seat: wins and the games played with that seat at the table. */
  seats: { wins: number; games: number }[];
  unfinished: number;
  finished: number;
  /** Mean length in moves over finished games. */
  meanMoves: number;
}

/** Simulates every combination of the `--each` options' values at each seat count, one row each. */
export async function simulateEach(gameId: string, counts: readonly (number | undefined)[], flags: SimulateFlags, env: Env, io: Io): Promise<EachReport> {
  const game = resolveGame(env, gameId);
  const each = flags.each ?? [];
  const combos = combinations(game, each, flags);
  // One seed for every row: each combination plays the same seeds, so rows differ by their options, not their luck.
  const seed = flags.seed ?? randomSeed();
  const started = performance.now();
  const rows: EachRow[] = [];
  // One pool for every row: threads start once, not once a row.
  const pool = openPool(env, threadsFor(flags, flags.games ?? 100));
  try {
    for (const players of counts) {
      for (const combination of combos) {
        try {
          rows.push({ combination, report: await simulateCommand(gameId, { ...withCombination(flags, combination), players, seed }, env, io, false, pool) });
        } catch (e) {
          // Say which row could not be played (a solo mode with --players 2 …).
          if (e instanceof CliError) throw new CliError(`${describeCombination(combination)}: ${e.message}`, e.exitCode, e.details);
          throw e;
        }
      }
    }
  } finally {
    await pool.close();
  }
  const result: EachReport = {
    game: game.id,
    title: game.title,
    each: [...each],
    seed,
    // One table for every row: per seat as soon as a row is played seat against seat (tracks --each mode).
    cooperative: rows.every((r) => playKindOf(game, r.report.options) === 'cooperative'),
    bots: flags.bots ?? 'random',
    rows,
    overall: tally(rows.map((r) => r.report)),
    seconds: (performance.now() - started) / 1000,
  };
  say(io.stdout, flags.json ? JSON.stringify(result, null, 2) : formatEach(result));
  return result;
}

const describeCombination = (c: Combination) =>
  Object.entries(c)
    .map(([k, v]) => `${k} ${String(v)}`)
    .join(', ');

export function tally(reports: readonly SimulationReport[]): Tally {
  const seats: Tally['seats'] = [];
  let games = 0;
  let won = 0;
  let unfinished = 0;
  let finished = 0;
  let moves = 0;
  for (const r of reports) {
    games += r.games;
    won += r.games - r.noWinner - r.unfinished;
    unfinished += r.unfinished;
    finished += r.length.count;
    moves += r.length.mean * r.length.count;
    r.seats.forEach((s, i) => {
      seats[i] ??= { wins: 0, games: 0 };
      seats[i].wins += s.wins;
      seats[i].games += r.games;
    });
  }
  return { games, won, seats, unfinished, finished, meanMoves: finished > 0 ? moves / finished : 0 };
}

/** "47.5% (44.4–50.6%)": a rate and its 95% interval. */
function rateCell(wins: number, games: number): string {
  if (games === 0) return '';
  const [low, high] = wilson(wins, games);
  return `${percent(wins / games)} (${percent(low)} – ${percent(high)})`;
}

export function formatEach(r: EachReport): string {
  // A players column when the rows differ in seat count (--players 2..4, or options that set it).
  const showPlayers = new Set(r.rows.map((row) => row.report.players)).size > 1;
  const seatCount = Math.max(...r.rows.map((row) => row.report.players));
  const rateHeads = r.cooperative ? ['win rate (95% interval)'] : Array.from({ length: seatCount }, (_, i) => `seat ${i + 1} wins (95% interval)`);
  const head = [...(showPlayers ? ['players'] : []), ...r.each, 'games', ...rateHeads, 'mean moves', 'unfinished'];
  const cells = (t: Tally) => [
    String(t.games),
    ...(r.cooperative ? [rateCell(t.won, t.games)] : rateHeads.map((_, i) => rateCell(t.seats[i]?.wins ?? 0, t.seats[i]?.games ?? 0))),
    t.finished > 0 ? t.meanMoves.toFixed(1) : '-',
    String(t.unfinished),
  ];
  const lead = (showPlayers ? 1 : 0) + r.each.length;
  const body = r.rows.map(({ combination, report }) => [...(showPlayers ? [String(report.players)] : []), ...r.each.map((k) => String(combination[k])), ...cells(tally([report]))]);
  const all = [...(lead > 0 ? ['all', ...Array<string>(lead - 1).fill('')] : []), ...cells(r.overall)];
  const numeric = Array.from({ length: head.length - lead }, (_, i) => lead + i);
  const first = r.rows[0].report;
  const players = showPlayers ? '' : `, ${first.players} ${first.players === 1 ? 'player' : 'players'}`;
  return [
    `${r.title}: ${first.games} ${first.games === 1 ? 'game' : 'games'} for each of ${r.rows.length} ${r.rows.length === 1 ? 'row' : 'rows'} (${[...(showPlayers ? ['players'] : []), ...r.each].join(' × ')})${players}, bots ${r.bots}, seed ${r.seed} (the same for every row)`,
    '',
    formatTable([head, ...body, all], numeric),
    '',
    `Unfinished: still going after ${first.maxMoves} moves`,
    `Time:       ${r.seconds.toFixed(2)} s on ${first.workers} ${first.workers === 1 ? 'thread' : 'worker threads'}`,
  ].join('\n');
}

export function formatReport(r: SimulationReport): string {
  const rows = [['seat', 'name', 'bot', 'wins', 'win rate', '95% interval'], ...r.seats.map((s) => [String(s.seat + 1), s.name, s.bot, String(s.wins), percent(s.rate), `${percent(s.ci95[0])} – ${percent(s.ci95[1])}`])];
  const fix = (x: number) => x.toFixed(1);
  return [
    `${r.title}${r.variant ? ` (variant "${r.variant}")` : ''}: ${r.games} ${r.games === 1 ? 'game' : 'games'}, ${r.players} ${r.players === 1 ? 'player' : 'players'}, options ${JSON.stringify(r.options)}, seed ${r.seed}`,
    '',
    formatTable(rows, [0, 3, 4]),
    '',
    ...labelled([
      ...endings(r),
      ['Unfinished', `${r.unfinished} (still going after ${r.maxMoves} moves)`],
      ['Length', r.length.count > 0 ? `mean ${fix(r.length.mean)} moves, sd ${fix(r.length.sd)}, min ${r.length.min}, max ${r.length.max}` : 'no game finished'],
      ['Time', `${r.seconds.toFixed(2)} s on ${r.workers} ${r.workers === 1 ? 'thread' : 'worker threads'}`],
    ]),
  ].join('\n');
}

/**
 * The games no seat won, in words: a loss to the side the rules play is named ("Lost to the horde: 20"), not called
 * "No winner"; "No winner" is left for games nobody won at all (draws), and stays when nothing else is said.
 */
function endings(r: SimulationReport): [string, string][] {
  const lost = Object.entries(r.lostTo).map(([side, n]): [string, string] => [`Lost to ${side}`, String(n)]);
  const nobody = r.noWinner - Object.values(r.lostTo).reduce((a, b) => a + b, 0);
  return nobody > 0 || lost.length === 0 ? [...lost, ['No winner', String(nobody)]] : lost;
}

/** "Label: value" lines with the values in one column. */
const labelled = (lines: [string, string][]): string[] => {
  const width = Math.max(...lines.map(([label]) => label.length)) + 2;
  return lines.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`);
};
