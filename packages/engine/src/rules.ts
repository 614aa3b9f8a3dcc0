import type { ZodType } from 'zod';
import { RuleError } from './errors.ts';
import { parseShape } from './shape.ts';
import type { FastPath, LogLine, Seat } from './game.ts';
import type { Random } from './random.ts';

/** Why a move is refused: a stable code and a sentence a player understands. */
export type Problem = readonly [code: string, message: string];

/**
 * A game's rules written once. `apply` is the only place a move changes a state; it notes what happened as the
 * game's own events (`E`: typed records, or plain lines where nothing is hidden) when given a list, and `words`
 * turns those events into log lines. `defineRules` builds the pure `play` and the bots' `fast` path from them.
 */
export interface RulesSpec<S, M, E> {
  moveSchema: ZodType<M>;
  /** Why this well-shaped move is not allowed now (game over, not this seat's turn, against a rule), or null. */
  problem(state: S, seat: Seat, move: M): Problem | null;
  /** A deep copy the caller may mutate. */
  clone(state: S): S;
  /** Applies a legal move to a state the caller owns (mutate it and return it, or return a new one). */
  apply(state: S, seat: Seat, move: M, random: Random, events: E[] | null): S;
  /** The log lines of a move's events (headline first, `detail` for the steps spelled out). */
  words(events: readonly E[], before: S, seat: Seat, move: M, after: S): LogLine[];
  legalMoves(state: S, seat: Seat): M[];
  /** The bots' actors, when cheaper than the game's (shared arrays …); defaults to the game's `actors`. */
  actors?(state: S): Seat[];
}

/** The parts of a `Game` that `defineRules` builds. */
export interface BuiltRules<S, M> {
  play(state: S, seat: Seat, move: M, random: Random, log?: LogLine[]): S;
  fast: FastPath<S, M>;
}

/** A `play` built by `defineRules` and its part after the shape check (the move already parsed by `moveSchema`). */
interface Checked {
  moveSchema: ZodType;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body(state: any, seat: Seat, move: any, random: Random, log?: LogLine[]): any;
}
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
const checked = new WeakMap<Function, Checked>();

/**
 * What `Match` calls with a move it has just parsed by `moveSchema`: the `play` that `defineRules` built skips its
 * own parse (one parse per move, not two); any other `play` is called as it is.
 */
export function parsedPlay(game: { play: BuiltRules<unknown, unknown>['play']; moveSchema: ZodType }): BuiltRules<unknown, unknown>['play'] | null {
  const c = checked.get(game.play);
  return c && c.moveSchema === game.moveSchema ? c.body : null;
}

/** Marks `play` as a play whose part after the shape check is `body` (a wrapper of a built play keeps Match's one parse). */
export function markParsedPlay<P extends Checked['body']>(play: P, moveSchema: ZodType, body: Checked['body']): P {
  checked.set(play, { moveSchema, body });
  return play;
}

/**
 * The one way a game turns its rules into `play` and `fast`: check the move's shape (garbage is a RuleError, never a
 * TypeError), ask the rules for a problem, clone, apply; events and words only when a log is wanted.
 */
export function defineRules<S, M, E>(spec: RulesSpec<S, M, E>): BuiltRules<S, M> {
  const body = (state: S, seat: Seat, move: M, random: Random, log?: LogLine[]): S => {
    const problem = spec.problem(state, seat, move);
    if (problem) throw new RuleError(problem[0], problem[1]);
    if (!log) return spec.apply(spec.clone(state), seat, move, random, null);
    const events: E[] = [];
    const after = spec.apply(spec.clone(state), seat, move, random, events);
    log.push(...spec.words(events, state, seat, move, after));
    return after;
  };
  const play = (state: S, seat: Seat, raw: M, random: Random, log?: LogLine[]): S =>
    body(state, seat, parseShape(spec.moveSchema, raw, 'bad-move', 'That is not a move of this game'), random, log);
  checked.set(play, { moveSchema: spec.moveSchema, body });
  return {
    play,
    fast: {
      clone: spec.clone,
      legalMoves: spec.legalMoves,
      apply: (state, seat, move, random) => spec.apply(state, seat, move, random, null),
      ...(spec.actors ? { actors: spec.actors } : {}),
    },
  };
}
