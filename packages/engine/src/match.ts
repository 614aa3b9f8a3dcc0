import { RuleError } from './errors.ts';
import { parsedPlay } from './rules.ts';
import { parseShape } from './shape.ts';
import type { AnyGame, Game, LogLine, Outcome, Seat } from './game.ts';
import { createRandom, restoreRandom, type Random } from './random.ts';
import { loadRecord, RECORD_FORMAT, type HintUse, type MatchRecord, type RecordedMove } from './record.ts';

export interface MatchSetup {
  players: number;
  options?: unknown;
  seed: string;
}

/** How a match holds what it does not need in order to go on. */
export interface MatchKeeping {
  /**
   * Keep every move's log lines (default true). False: `log(seat)` builds them when asked, by replaying the moves
   * from the seed; `play` still returns the move's lines. Most of a match's memory is its log text: a server
   * holding many live matches, which sends a new connection the whole log only when it joins, keeps none.
   */
  keepLog?: boolean;
}

/** What happened to one applied move: its log lines (unfiltered; use `Match.log` for a seat's share). */
export interface Applied {
  seq: number;
  seat: Seat;
  move: unknown;
  log: LogLine[];
}

/**
 * A game in progress: the state, the generator, the moves so far and the log.
 * Every entry point checks its input and throws RuleError, leaving the match untouched.
 */
export class Match {
  readonly game: AnyGame;
  readonly players: number;
  readonly options: unknown;
  readonly seed: string;
  private current: unknown;
  private random: Random;
  // The moves so far as two arrays, a seat number and a pointer per move, rather than an object per move: a server
  // holds many live matches, and for a long game those objects were a quarter of an idle match's memory.
  private seats: Seat[] = [];
  private played: unknown[] = [];
  /** The hints asked for so far (kept in the record so a replay shows them). */
  private hintsUsed: HintUse[] = [];
  /** The last move drew randomness or the game marked it final: it cannot be taken back. */
  private lastFinal = false;
  /** The whole log, setup lines first; null when the match keeps no log. */
  private kept: LogLine[] | null;
  /**
   * A match that keeps no log: the whole log as last built, for as long as the garbage collector leaves it, so
   * that `log` asked for every seat in turn replays once. Each move adds its lines; an undo builds it again.
   */
  private built: WeakRef<LogLine[]> | null = null;
  /** The game's `play` after its shape check, when `defineRules` built it: Match parses each move once. */
  private readonly parsedPlay: Game['play'] | null;

  private constructor(
    game: AnyGame,
    players: number,
    options: unknown,
    seed: string,
    /** Whether the match keeps its log text (see `MatchKeeping`). */
    readonly keepLog: boolean,
  ) {
    this.game = game;
    this.players = players;
    this.options = options;
    this.seed = seed;
    this.random = createRandom(seed);
    this.parsedPlay = parsedPlay(game);
    this.current = game.setup(players, options, this.random);
    this.kept = keepLog ? [{ text: `A game of ${game.title} begins for ${players} ${players === 1 ? 'player' : 'players'}.` }, ...(game.setupLog?.(this.current) ?? [])] : null;
  }

  /** Starts a match; the options are validated by the game's schema (defaults filled in). */
  static create(game: AnyGame, setup: MatchSetup, keeping: MatchKeeping = {}): Match {
    const options = parseOptions(game, setup.options ?? {});
    const counts = game.playerCounts(options);
    if (!Number.isInteger(setup.players) || setup.players < counts.min || setup.players > counts.max) {
      throw new RuleError('bad-player-count', `${game.title} with these options takes ${counts.min === counts.max ? counts.min : `${counts.min} to ${counts.max}`} players, not ${setup.players}.${counts.note ? ` ${counts.note}` : ''}`);
    }
    return new Match(game, setup.players, options, setup.seed, keeping.keepLog ?? true);
  }

  /** Rebuilds a match from a record (any known format or game version), move by move. */
  static replay(raw: unknown, findGame: (id: string) => AnyGame | undefined, keeping: MatchKeeping = {}): Match {
    const { record, game } = loadRecord(raw, findGame);
    const match = Match.create(game, { players: record.players, options: record.options, seed: record.seed }, keeping);
    record.moves.forEach((m, i) => {
      try {
        match.play(m.seat, m.move);
      } catch (e) {
        if (e instanceof RuleError) throw new RuleError('bad-record', `Move ${i + 1} of this record is not legal here: ${e.message}`);
        throw e;
      }
    });
    for (const h of record.hints ?? []) match.noteHint(h.seat, h.at);
    return match;
  }

  get state(): unknown {
    return this.current;
  }

  get moveCount(): number {
    return this.seats.length;
  }

  actors(): Seat[] {
    return this.game.actors(this.current);
  }

  outcome(): Outcome | null {
    return this.game.outcome(this.current);
  }

  legalMoves(seat: Seat): unknown[] {
    this.checkSeat(seat);
    return this.actors().includes(seat) ? this.game.legalMoves(this.current, seat) : [];
  }

  view(seat: Seat | null): unknown {
    if (seat !== null) this.checkSeat(seat);
    return this.game.view(this.current, seat);
  }

  /**
   * Applies a move for a seat. Throws RuleError and changes nothing if the move is malformed or illegal; anything
   * else thrown on the way (a bug in the game's words or `isFinal`) also leaves the match exactly as it was.
   */
  play(seat: Seat, rawMove: unknown): Applied {
    this.checkSeat(seat);
    const actors = this.game.actors(this.current);
    if (!actors.includes(seat)) {
      throw actors.length === 0 ? new RuleError('game-over', 'The game is over: no more moves can be made.') : new RuleError('not-your-turn', `It is not ${this.seatName(seat)}'s turn.`);
    }
    const move = parseMove(this.game, rawMove);
    const before = this.current;
    const saved = this.random.save();
    const drawsBefore = this.random.draws;
    try {
      const log: LogLine[] = [];
      const after = this.parsedPlay ? this.parsedPlay(before, seat, move, this.random, log) : this.game.play(before, seat, move, this.random, log);
      const final = this.random.draws !== drawsBefore || (this.game.isFinal?.(before, seat, move, after) ?? false);
      // Nothing below can throw: the match changes only once the move is fully worked out.
      this.current = after;
      this.seats.push(seat);
      this.played.push(move);
      this.lastFinal = final;
      (this.kept ?? this.built?.deref())?.push(...log);
      return { seq: this.seats.length, seat, move, log };
    } catch (e) {
      this.random = restoreRandom(saved, drawsBefore);
      throw e;
    }
  }

  /** Whether `seat` may take back its last move: nobody acted since, it drew no randomness and revealed nothing. */
  canUndo(seat: Seat): boolean {
    return this.seats.length > 0 && this.seats[this.seats.length - 1] === seat && !this.lastFinal && !this.outcome();
  }

  /** Takes back the seat's last move (see `canUndo`), rebuilding the match without it. */
  undo(seat: Seat): void {
    this.checkSeat(seat);
    if (!this.canUndo(seat)) throw new RuleError('cannot-undo', 'That move cannot be taken back: someone acted since, it used chance, or it revealed something.');
    // Replayed with its log even when the match keeps none: after an undo the whole log is sent again.
    const rebuilt = this.replayed(this.moves().slice(0, -1));
    this.current = rebuilt.current;
    this.random = rebuilt.random;
    this.seats = rebuilt.seats;
    this.played = rebuilt.played;
    this.lastFinal = rebuilt.lastFinal;
    // A hint asked after the move taken back was still used: it stays, at the position the game is back to.
    this.hintsUsed = this.hintsUsed.map((h) => (h.at > this.seats.length ? { seat: h.seat, at: this.seats.length } : h));
    this.kept = this.keepLog ? rebuilt.kept : null;
    this.built = this.keepLog ? null : new WeakRef(rebuilt.kept!);
  }

  /** The log as `seat` may read it (`null`: a spectator's share). */
  log(seat: Seat | null): string[] {
    return readableBy(this.allLines(), seat).map((l) => l.text);
  }

  /** Every line of the log, unfiltered: kept, or built again by replaying the moves (see `MatchKeeping`). */
  private allLines(): LogLine[] {
    const cached = this.kept ?? this.built?.deref();
    if (cached) return cached;
    const lines = this.replayed(this.moves()).allLines();
    this.built = new WeakRef(lines);
    return lines;
  }

  /** A new match of the same table, keeping its log, with `moves` played again (the same seed, the same moves). */
  private replayed(moves: readonly RecordedMove[]): Match {
    const again = new Match(this.game, this.players, this.options, this.seed, true);
    for (const h of moves) again.play(h.seat, h.move);
    return again;
  }

  /** Notes that `seat` asked for a hint (now, or after `at` moves when rebuilding a record). */
  noteHint(seat: Seat, at = this.moveCount): void {
    this.checkSeat(seat);
    this.hintsUsed.push({ seat, at });
  }

  /** The hints asked for so far. */
  hints(): readonly HintUse[] {
    return this.hintsUsed;
  }

  /** The moves so far, for records, transcripts and replays. */
  moves(): readonly RecordedMove[] {
    return this.seats.map((seat, i) => ({ seat, move: this.played[i] }));
  }

  record(seats?: string[]): MatchRecord {
    return {
      format: RECORD_FORMAT,
      game: this.game.id,
      gameVersion: this.game.version,
      seed: this.seed,
      players: this.players,
      options: this.options,
      moves: this.moves().map((m) => ({ ...m })),
      outcome: this.outcome(),
      ...(seats ? { seats } : {}),
      ...(this.hintsUsed.length > 0 ? { hints: this.hintsUsed.map((h) => ({ ...h })) } : {}),
    };
  }

  seatName(seat: Seat): string {
    return this.game.seatName(this.players, this.options, seat);
  }

  private checkSeat(seat: Seat): void {
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.players) throw new RuleError('no-such-seat', `There is no seat ${String(seat)} at this table.`);
  }
}

/** The move in the game's shape (defaults filled, unknown fields dropped), or RuleError('bad-move'). */
function parseMove(game: AnyGame, raw: unknown): unknown {
  return parseShape(game.moveSchema, raw, 'bad-move', `That is not a move of ${game.title}`);
}

/** Validates options against the game's schema, with a player-readable error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function parseOptions<O>(game: Game<any, any, O, any>, raw: unknown): O {
  return parseShape(game.options, raw ?? {}, 'bad-options', `Invalid options for ${game.title}`) as O;
}

/** The lines `seat` may read (`null`: a spectator): those without `to`, and those addressed to it. */
export function readableBy(lines: readonly LogLine[], seat: Seat | null): LogLine[] {
  return lines.filter((l) => !l.to || (seat !== null && l.to.includes(seat)));
}
