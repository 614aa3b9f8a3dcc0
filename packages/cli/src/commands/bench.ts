import { botLevels, createRandom, Match, MctsBot, restoreRandom, type AnyGame, type BotLevel, type Random, type Seat } from '@ramparts/engine';
import type { Env } from '../env.ts';
import { CliError, say, type Io } from '../io.ts';
import { resolveGame } from '../options.ts';
import { formatTable } from '../table.ts';

export interface BenchFlags {
  game?: string;
  /** Seconds per measurement (after a warm-up of half that, at most a second). */
  seconds?: number;
  json?: boolean;
}

export interface BenchRow {
  game: string;
  players: number;
  options: unknown;
  /** How many random moves were played from the opening to reach a position with a choice (0 usually). */
  position: number;
  playoutsPerSecond: number;
  movesPerSecond: number;
  movesPerPlayout: number;
  /** Playouts that hit the move cap before the game ended. */
  unfinishedPlayouts: number;
  msPer1000Iterations: number;
  iterationsPerSecond: number;
  msPerMoveAt2000: number;
  /** The same 2000 iterations with the game's guides (candidateMoves, playoutMove) as the bots search today. */
  msPerMoveAt2000Guided: number;
  /** ms per move of each level's bot from the same position, and whether it is over its level's limit. */
  levels: LevelTiming[];
  /** Moves of the recorded game the three paths below replay (a random game from the opening, capped). */
  replayedMoves: number;
  /** µs per move on the bots' path: the fast path's apply on a state it owns (the pure play when there is none). */
  usPerMoveFast: number;
  /** µs per move through the pure `play` without a log: shape check, rules check, clone, apply. */
  usPerMovePlay: number;
  /** µs per move through `Match.play`: seat and turn checks, one shape parse, play with its log lines, history. */
  usPerMoveMatch: number;
}

/** One level's bot timed from the bench position. */
export interface LevelTiming {
  level: BotLevel;
  spec: string;
  msPerMove: number;
  /** The most a move may take at this level (hard 1 s, expert 5 s), if it has a limit. */
  limitMs?: number;
  over: boolean;
}

/** A game's levels on one line: `coins: easy (mcts:30) 3.1 ms · … · expert (mcts:8000) 5,210 ms ⚠ over 5 s`. */
export function levelLine(row: Pick<BenchRow, 'game' | 'levels'>): string {
  const ms = (x: number) => (x < 1 ? x.toFixed(2) : x < 10 ? x.toFixed(1) : Math.round(x).toLocaleString('en-US'));
  return `${row.game}: ${row.levels.map((l) => `${l.level} (${l.spec}) ${ms(l.msPerMove)} ms${l.over ? ` ⚠ over ${l.limitMs! / 1000} s` : ''}`).join(' · ')}`;
}

/** What a level promises per move on the project's 2-core machine (issue #17). */
export const LEVEL_LIMITS_MS: Partial<Record<BotLevel, number>> = { hard: 1000, expert: 5000 };

const MAX_MOVES = 10_000;
/** The longest game the move paths replay. */
const REPLAY_MOVES = 1000;

/** Runs `once` repeatedly for about `seconds` (at least once); returns how many runs and the seconds they took. */
function timeFor(seconds: number, once: () => void): { runs: number; seconds: number } {
  const start = performance.now();
  const end = start + seconds * 1000;
  let runs = 0;
  let now: number;
  do {
    once();
    runs++;
    now = performance.now();
  } while (now < end);
  return { runs, seconds: (now - start) / 1000 };
}

/** The default setup of a game, moved on (randomly, deterministically) until the seat to act has a choice. */
function benchPosition(game: AnyGame): { state: unknown; players: number; options: unknown; seat: number; position: number } {
  const options = game.options.parse({});
  const players = game.playerCounts(options).min;
  const random = createRandom('bench');
  let state = game.setup(players, options, random);
  for (let position = 0; position < 200; position++) {
    const actors = game.actors(state);
    if (actors.length === 0) break;
    const moves = game.legalMoves(state, actors[0]);
    if (moves.length > 1) return { state, players, options, seat: actors[0], position };
    state = game.play(state, actors[0], moves[0], random);
  }
  throw new CliError(`${game.title} offers no position with a choice to benchmark.`);
}

/** Runs `once` (which returns the seconds it spent in the part measured) until about `seconds` are measured. */
function measureFor(seconds: number, once: () => number): { runs: number; seconds: number } {
  let runs = 0;
  let spent = 0;
  do {
    spent += once();
    runs++;
  } while (spent < seconds);
  return { runs, seconds: spent };
}

interface Replay {
  players: number;
  options: unknown;
  seed: string;
  moves: { seat: Seat; move: unknown }[];
}

/** A random game through a Match from the default setup: the moves every path replays, from the same positions. */
function recordReplay(game: AnyGame): Replay {
  const options = game.options.parse({});
  const players = game.playerCounts(options).min;
  const seed = 'bench:moves';
  const match = Match.create(game, { players, options, seed });
  const chooser = createRandom('bench:moves/choices');
  while (match.moveCount < REPLAY_MOVES) {
    const actors = match.actors().filter((seat) => match.legalMoves(seat).length > 0);
    if (actors.length === 0) break;
    const seat = chooser.pick(actors);
    match.play(seat, chooser.pick(match.legalMoves(seat)));
  }
  return { players, options, seed, moves: match.moves().map((m) => ({ ...m })) };
}

/**
 * µs per move of the same recorded game on three paths: the bots' fast path, the bare `play`, and `Match.play`
 * (which also validates and builds the log). Only the moves are timed, not setting the game up.
 */
function movePaths(game: AnyGame, seconds: number): Pick<BenchRow, 'replayedMoves' | 'usPerMoveFast' | 'usPerMovePlay' | 'usPerMoveMatch'> {
  const { players, options, seed, moves } = recordReplay(game);
  const random = createRandom(seed);
  const start = game.setup(players, options, random);
  const saved = random.save();
  const drawn = random.draws;
  const fast = game.fast;

  /** One replay of every move; returns the seconds the moves took and the final state. */
  type Path = () => { seconds: number; end: unknown };
  const stepping =
    (own: () => unknown, step: (s: unknown, seat: Seat, move: unknown, r: Random) => unknown): Path =>
    () => {
      const r = restoreRandom(saved, drawn);
      const t0 = performance.now();
      let s = own();
      for (const { seat, move } of moves) s = step(s, seat, move, r);
      return { seconds: (performance.now() - t0) / 1000, end: s };
    };
  const fastPath = fast ? stepping(() => fast.clone(start), (s, seat, move, r) => fast.apply(s, seat, move, r)) : stepping(() => start, (s, seat, move, r) => game.play(s, seat, move, r));
  const playPath = stepping(() => start, (s, seat, move, r) => game.play(s, seat, move, r));
  const matchPath: Path = () => {
    const match = Match.create(game, { players, options, seed });
    const t0 = performance.now();
    for (const { seat, move } of moves) match.play(seat, move);
    return { seconds: (performance.now() - t0) / 1000, end: match.state };
  };

  // The paths must walk the same positions, or the figures would compare different games.
  const disagree = () => new CliError(`${game.title}: the fast path, play and Match.play do not play the recorded game alike.`);
  let ends: string[];
  try {
    ends = [fastPath, playPath, matchPath].map((path) => JSON.stringify(path().end));
  } catch (e) {
    throw Object.assign(disagree(), { cause: e });
  }
  if (ends.some((e) => e !== ends[0])) throw disagree();

  const perMove = (path: Path) => {
    measureFor(Math.min(0.5, seconds / 4), () => path().seconds);
    const m = measureFor(seconds, () => path().seconds);
    return (m.seconds * 1e6) / (m.runs * Math.max(1, moves.length));
  };
  return { replayedMoves: moves.length, usPerMoveFast: perMove(fastPath), usPerMovePlay: perMove(playPath), usPerMoveMatch: perMove(matchPath) };
}

export function benchGame(game: AnyGame, env: Env, seconds: number): BenchRow {
  const { state, players, options, seat, position } = benchPosition(game);
  const warm = Math.min(1, seconds / 2);

  const random = createRandom('bench:playouts');
  let moves = 0;
  let unfinished = 0;
  const playoutOnce = () => {
    const r = env.playout(game, state, random, MAX_MOVES);
    moves += r.moves;
    if (game.outcome(r.state) === null) unfinished++;
  };
  timeFor(warm, playoutOnce);
  moves = 0;
  unfinished = 0;
  const playouts = timeFor(seconds, playoutOnce);

  let n = 0;
  // Plain search (every legal move, random playouts): the figure comparable with the bench before the games had guides.
  const plain = (iterations: number) => () => {
    new MctsBot(`bench:mcts:${iterations}:${n++}`, { iterations, guided: false }).chooseMove(game, state, seat);
  };
  const guided = (iterations: number) => () => {
    new MctsBot(`bench:guided:${iterations}:${n++}`, { iterations }).chooseMove(game, state, seat);
  };
  // Bot creation is cheap next to a search, so it is timed with it.
  timeFor(warm, plain(1000));
  const k1000 = timeFor(seconds, plain(1000));
  const k2000 = timeFor(seconds, plain(2000));
  const g2000 = timeFor(seconds, guided(2000));
  const msPer1000 = (k1000.seconds * 1000) / k1000.runs;
  // Each level as `--vs <level>` makes it, from the same position (at least one move each, however slow).
  const levels = botLevels(game).map(({ level, spec }): LevelTiming => {
    const t = timeFor(seconds, () => env.createBot(level, `bench:${level}:${n++}`, game).chooseMove(game, state, seat));
    const msPerMove = (t.seconds * 1000) / t.runs;
    const limitMs = LEVEL_LIMITS_MS[level];
    return { level, spec, msPerMove, ...(limitMs !== undefined ? { limitMs } : {}), over: limitMs !== undefined && msPerMove > limitMs };
  });

  return {
    game: game.id,
    players,
    options,
    position,
    playoutsPerSecond: playouts.runs / playouts.seconds,
    movesPerSecond: moves / playouts.seconds,
    movesPerPlayout: moves / playouts.runs,
    unfinishedPlayouts: unfinished,
    msPer1000Iterations: msPer1000,
    iterationsPerSecond: 1_000_000 / msPer1000,
    msPerMoveAt2000: (k2000.seconds * 1000) / k2000.runs,
    msPerMoveAt2000Guided: (g2000.seconds * 1000) / g2000.runs,
    levels,
    ...movePaths(game, seconds),
  };
}

/** Throughput of every registered game (or one): random playouts through the bots' path and MCTS search. */
export async function benchCommand(flags: BenchFlags, env: Env, io: Io): Promise<BenchRow[]> {
  const seconds = flags.seconds ?? 2;
  if (!(seconds > 0)) throw new CliError('--seconds takes a positive number.');
  const games = flags.game ? [resolveGame(env, flags.game)] : env.games;
  const rows: BenchRow[] = [];
  for (const game of games) {
    if (!flags.json) io.stderr.write(`Measuring ${game.title} (${seconds} s per figure)…\n`);
    rows.push(benchGame(game, env, seconds));
  }
  if (flags.json) {
    say(io.stdout, JSON.stringify({ node: process.version, seconds, rows }, null, 2));
  } else {
    const int = (x: number) => Math.round(x).toLocaleString('en-US');
    const table = formatTable(
      [
        ['game', 'players', 'playouts/s', 'moves/s', 'moves/playout', 'ms/1000 iter', 'iter/s', 'ms/move @2000', 'guided @2000'],
        ...rows.map((r) => [r.game + (r.position ? ` (+${r.position})` : ''), String(r.players), int(r.playoutsPerSecond), int(r.movesPerSecond), r.movesPerPlayout.toFixed(1), r.msPer1000Iterations.toFixed(1), int(r.iterationsPerSecond), r.msPerMoveAt2000.toFixed(1), r.msPerMoveAt2000Guided.toFixed(1)]),
      ],
      [1, 2, 3, 4, 5, 6, 7, 8],
    );
    const us = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
    const paths = formatTable(
      [
        ['game', 'moves', 'fast µs/move', 'play µs/move', 'Match µs/move', 'Match ÷ fast', 'Match ÷ play'],
        ...rows.map((r) => [r.game, String(r.replayedMoves), us(r.usPerMoveFast), us(r.usPerMovePlay), us(r.usPerMoveMatch), `${(r.usPerMoveMatch / r.usPerMoveFast).toFixed(1)}×`, `${(r.usPerMoveMatch / r.usPerMovePlay).toFixed(1)}×`]),
      ],
      [1, 2, 3, 4, 5, 6],
    );
    const levelLines = rows.map(levelLine);
    const notes = rows.filter((r) => r.unfinishedPlayouts > 0).map((r) => `${r.game}: ${r.unfinishedPlayouts} playouts reached ${MAX_MOVES} moves without an end.`);
    say(
      io.stdout,
      `Node ${process.version}, ${seconds} s per figure, default setups.`,
      '',
      table,
      '',
      'MCTS above is plain search (every legal move, random playouts), as measured before the games had guides; "guided" is the same search with the game\'s candidateMoves and playoutMove, as the bots play now.',
      '',
      `Levels: ms per move of each level's bot from the same position (hard must answer within ${LEVEL_LIMITS_MS.hard! / 1000} s, expert within ${LEVEL_LIMITS_MS.expert! / 1000} s; ⚠ marks one over).`,
      ...levelLines,
      '',
      'One random game replayed move by move on three paths: the bots\' fast path, the bare play (no log) and Match.play (validated, with its log).',
      '',
      paths,
      ...(notes.length ? ['', ...notes] : []),
    );
  }
  return rows;
}
