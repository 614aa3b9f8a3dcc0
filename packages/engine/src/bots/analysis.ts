import type { AnyGame, Outcome, Seat } from '../game.ts';
import { Match } from '../match.ts';
import { MctsBot } from './mcts.ts';

/** One suggested move: its estimated chance of winning for the seat that asked, from the search's visits. */
export interface Hint {
  move: unknown;
  /** In [0, 1]: the search's mean reward after this move (the game's `evaluate` where playouts stop early). */
  chance: number;
  visits: number;
}

/** A hint's search in a light game: enough to rank the moves, short enough to answer in about a second. */
export const HINT_ITERATIONS = 1500;

/** A budget for this game: `base` iterations divided by the game's `searchCost` (at least 20). */
const scaled = (game: AnyGame, base: number) => Math.max(20, Math.round(base / Math.max(1, game.searchCost ?? 1)));

/** A hint's iterations in this game. */
export const hintIterations = (game: AnyGame): number => scaled(game, HINT_ITERATIONS);

/** An analysed position's iterations in this game; a long game gets fewer per position (at least a third). */
export function analysisIterations(game: AnyGame, moves = 0): number {
  const base = moves <= 200 ? ANALYSIS_ITERATIONS : Math.max(ANALYSIS_ITERATIONS / 3, Math.round((ANALYSIS_ITERATIONS * 200) / moves));
  return scaled(game, base);
}

/**
 * The `count` moves the search likes best for `seat`, best first, with their estimated chances. An honest search
 * (the seat's view only, its own generator): it may be shown to the player who asked.
 */
export function hintMoves(game: AnyGame, state: unknown, seat: Seat, opts: { seed: string; iterations?: number; count?: number }): Hint[] {
  const bot = new MctsBot(opts.seed, { iterations: opts.iterations ?? hintIterations(game) });
  const search = () => (bot.chooseMove(game, state, seat), bot.lastSearch?.moves ?? []);
  const moves = game.variant ? game.variant.run(search) : search();
  return moves.slice(0, opts.count ?? 3).map((m) => ({ move: m.move, chance: round(m.visits > 0 ? m.value : 0.5), visits: m.visits }));
}

/** A move that cost its seat the most: its chance before and after. */
export interface Swing {
  /** The move's number, 1-based (the position after it is `chances[move]`). */
  move: number;
  seat: Seat;
  before: number;
  after: number;
}

/** Each seat's estimated chance of winning at the start (`chances[0]`) and after every move (`chances[i]`). */
export interface Analysis {
  chances: number[][];
  /** The moves that lost their seat the most chance (at least 0.1), worst first, at most five. */
  swings: Swing[];
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Each seat's chance of winning from `state`: an MCTS search of `iterations` for the seat to move (the game's
 * shortlist and playout policy, playouts cut where the game's `evaluate` scores the position), read as every seat's
 * mean reward through the move it likes best. A finished game gives its outcome. Hidden information stays honest:
 * the search reads only the mover's view, as a bot would.
 */
export function estimateChances(game: AnyGame, state: unknown, players: number, opts: { seed: string; iterations?: number }): number[] {
  const done = game.outcome(state);
  if (done) return rewards(game, done, players);
  const seat = game.actors(state)[0];
  const search = () => new MctsBot(opts.seed, { iterations: opts.iterations ?? analysisIterations(game) }).chances(game, state, seat, players);
  const values = game.variant ? game.variant.run(search) : search();
  return values.map(round);
}

/** An analysed position's search: cheap enough for a few hundred positions in a few seconds in the lighter games. */
export const ANALYSIS_ITERATIONS = 200;

/** What an ended game is worth to each seat: 1 to a winner, 0 to a loser, ½ each when nobody won a competitive game. */
function rewards(game: AnyGame, outcome: Outcome, players: number): number[] {
  const cooperative = game.kind.play === 'cooperative';
  return Array.from({ length: players }, (_, s) => {
    if (outcome.winners.length === 0) return cooperative || outcome.automatonWinner ? 0 : 0.5;
    return outcome.winners.includes(s) ? 1 : 0;
  });
}

/**
 * Analyses a whole match: the chances after every move and the moves that lost the most. Position `i` is estimated
 * with its own seed (`<seed>:<i>`), so the work may be split over workers (`positions`) with the same result.
 */
export function analyseMatch(
  game: AnyGame,
  record: { players: number; options: unknown; seed: string; moves: readonly { seat: Seat; move: unknown }[]; resignations?: readonly { seat: Seat; at: number }[] },
  opts: { seed?: string; iterations?: number; positions?: { from: number; to: number }; onProgress?: (done: number, total: number) => void } = {},
): Analysis {
  const match = Match.create(game, { players: record.players, options: record.options, seed: record.seed }, { keepLog: false });
  const seed = opts.seed ?? 'analysis';
  const from = opts.positions?.from ?? 0;
  const to = Math.min(opts.positions?.to ?? record.moves.length, record.moves.length);
  const chances: number[][] = [];
  const iterations = analysisIterations(game, record.moves.length);
  for (let i = 0; i <= to; i++) {
    // A resigned seat's later moves are its stand-in bot's; resignations count at their place (after `at` moves).
    if (i > 0) match.play(record.moves[i - 1].seat, record.moves[i - 1].move, 'stand-in');
    for (const r of record.resignations ?? []) if (r.at === i) match.resign(r.seat);
    if (i < from) continue;
    const ended = match.outcome();
    // A resignation can end a game its rules have not ended: the search would not know; the result is known.
    chances[i] = ended && !game.outcome(match.state) ? Array.from({ length: record.players }, (_, s) => (ended.winners.includes(s) ? 1 : 0)) : estimateChances(game, match.state, record.players, { seed: `${seed}:${i}`, iterations: opts.iterations ?? iterations });
    opts.onProgress?.(i - from + 1, to - from + 1);
  }
  return { chances, swings: swingsOf(chances, record.moves) };
}

/** The moves after which their own seat's chance fell the most (by 0.1 or more), worst first. */
export function swingsOf(chances: readonly (number[] | undefined)[], moves: readonly { seat: Seat }[]): Swing[] {
  const swings: Swing[] = [];
  for (let i = 1; i < chances.length; i++) {
    const before = chances[i - 1];
    const after = chances[i];
    if (!before || !after) continue;
    const seat = moves[i - 1].seat;
    if (before[seat] - after[seat] >= 0.1) swings.push({ move: i, seat, before: before[seat], after: after[seat] });
  }
  return swings.sort((a, b) => b.before - b.after - (a.before - a.after) || a.move - b.move).slice(0, 5);
}
