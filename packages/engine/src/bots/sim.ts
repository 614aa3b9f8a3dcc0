import type { AnyGame, Seat } from '../game.ts';
import type { Random } from '../random.ts';

/**
 * The bots' way to step a game: the game's mutable fast path when it offers one, otherwise the pure rules.
 * `own` makes a state the caller may hand to `apply` (a clone on the fast path, the state itself otherwise).
 */
export interface Sim {
  own(state: unknown): unknown;
  actors(state: unknown): Seat[];
  legalMoves(state: unknown, seat: Seat): unknown[];
  apply(state: unknown, seat: Seat, move: unknown, random: Random): unknown;
  /** The moves a search expands, best first: the game's `candidateMoves`, else every legal move. */
  searchMoves(state: unknown, seat: Seat): unknown[];
  /** A playout's move among `moves` (never empty): the game's `playoutMove`, else a uniformly random one. */
  playoutMove(state: unknown, seat: Seat, moves: unknown[], random: Random): unknown;
  /** Whether `searchMoves` is the game's ordered shortlist (best first) rather than all legal moves. */
  readonly ordered: boolean;
}

const anyMove = (_s: unknown, _seat: Seat, moves: unknown[], random: Random): unknown => (moves.length === 1 ? moves[0] : moves[random.int(moves.length)]);

/** `guided`: use the game's `candidateMoves` and `playoutMove` when it has them (false: every move, random playouts). */
export function simOf(game: AnyGame, guided = true): Sim {
  const fast = game.fast;
  const legalMoves = fast ? (s: unknown, seat: Seat) => fast.legalMoves(s, seat) : (s: unknown, seat: Seat) => game.legalMoves(s, seat);
  const shortlist = guided && game.candidateMoves !== undefined;
  const guides = {
    searchMoves: shortlist ? (s: unknown, seat: Seat) => game.candidateMoves!(s, seat) : legalMoves,
    playoutMove: guided && game.playoutMove ? (s: unknown, seat: Seat, moves: unknown[], r: Random) => game.playoutMove!(s, seat, moves, r) : anyMove,
    ordered: shortlist,
  };
  if (!fast) {
    return {
      own: (s) => s,
      actors: (s) => game.actors(s),
      legalMoves,
      apply: (s, seat, m, r) => game.play(s, seat, m, r),
      ...guides,
    };
  }
  return {
    own: (s) => fast.clone(s),
    actors: fast.actors ? (s) => fast.actors!(s) : (s) => game.actors(s),
    legalMoves,
    apply: (s, seat, m, r) => fast.apply(s, seat, m, r),
    ...guides,
  };
}

/**
 * One random step: a random actor that has a legal move, then a random move of it.
 * Returns false when nobody can move (the game is over, or stuck).
 */
export function randomStep(sim: Sim, state: unknown, random: Random, out: { state: unknown }): boolean {
  const actors = sim.actors(state);
  const n = actors.length;
  if (n === 0) return false;
  const start = n === 1 ? 0 : random.int(n);
  for (let k = 0; k < n; k++) {
    const seat = actors[(start + k) % n];
    const moves = sim.legalMoves(state, seat);
    if (moves.length === 0) continue;
    out.state = sim.apply(state, seat, moves.length === 1 ? moves[0] : moves[random.int(moves.length)], random);
    return true;
  }
  return false;
}

/**
 * A complete random playout through the bots' path (the fast path when the game has one), for benchmarks:
 * plays random legal moves until nobody can move or `maxMoves` moves were made. Never mutates `state`.
 */
export function playout<S>(game: AnyGame, state: S, random: Random, maxMoves = 10_000): { state: S; moves: number } {
  const sim = simOf(game);
  const box = { state: sim.own(state) };
  let moves = 0;
  while (moves < maxMoves && randomStep(sim, box.state, random, box)) moves++;
  return { state: box.state as S, moves };
}
