import { RuleError } from './errors.ts';
import { parsedPlay } from './rules.ts';
import { parseShape } from './shape.ts';
import type { AnyGame, Game, LogLine, Outcome, Seat } from './game.ts';
import { createRandom, restoreRandom, type Random } from './random.ts';
import { playKindOf } from './play-kind.ts';
import { loadRecord, RECORD_FORMAT, type HintUse, type MatchRecord, type RecordedMove, type Resignation, type TimeOut, type TimeOutChoice } from './record.ts';
import { endedByResignation, endedByTimeOut, resignedScoreLast, resignLine, timeOutLine, type ResignEffect } from './resignation.ts';

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

/** What a resignation did: its place among the moves, its log lines (unfiltered) and its effect on the table. */
export interface Resigned {
  seat: Seat;
  at: number;
  effect: ResignEffect;
  log: LogLine[];
}

/** Who makes a move: the seat's own player, or a bot standing in for a seat that resigned or left. */
export type MoveBy = 'seat' | 'stand-in';

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
  /** The resignations so far, in order (a co-operative game's seats that left too). */
  private resigns: Resignation[] = [];
  /** The table's choices about seats whose turn-based clock ran out, in order. */
  private timeouts: TimeOut[] = [];
  /** A resignation left at most one seat playing: the game ended then, with this outcome. */
  private ended: Outcome | null = null;
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
    const resigns = record.resignations ?? [];
    const timeouts = record.timeouts ?? [];
    const entriesAt = (at: number) => {
      try {
        match.tableEntriesAt(at, resigns, timeouts);
      } catch (e) {
        if (e instanceof RuleError) throw new RuleError('bad-record', `The resignation or time-out after move ${at} of this record is not possible there: ${e.message}`);
        throw e;
      }
    };
    if ([...resigns, ...timeouts].some((r) => r.at > record.moves.length)) throw new RuleError('bad-record', 'This record has a resignation or a time-out after its last move.');
    record.moves.forEach((m, i) => {
      entriesAt(i);
      try {
        // A record does not say who chose a resigned seat's moves: its stand-in bot did.
        match.play(m.seat, m.move, 'stand-in');
      } catch (e) {
        if (e instanceof RuleError) throw new RuleError('bad-record', `Move ${i + 1} of this record is not legal here: ${e.message}`);
        throw e;
      }
    });
    entriesAt(record.moves.length);
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
    return this.ended ? [] : this.game.actors(this.current);
  }

  outcome(): Outcome | null {
    if (this.ended) return this.ended;
    const outcome = this.game.outcome(this.current);
    if (!outcome || this.resigns.length === 0) return outcome;
    const resigned = this.resigns.map((r) => r.seat);
    return resignedScoreLast(outcome, resigned, playKindOf(this.game, this.options), this.players, resigned.map((s) => this.seatName(s)));
  }

  /** How this set-up is played (`playKindOf`): whether a seat resigns (competitive) or leaves (co-operative). */
  playKind(): ReturnType<typeof playKindOf> {
    return playKindOf(this.game, this.options);
  }

  /** Whether `seat` resigned (or left a co-operative table): its moves are a bot's now. */
  hasResigned(seat: Seat): boolean {
    return this.resigns.some((r) => r.seat === seat);
  }

  /** The resignations so far, in order. */
  resignations(): readonly Resignation[] {
    return this.resigns;
  }

  /**
   * `seat` resigns (competitive) or leaves (co-operative), at any time, its turn or not. Two sides: the other wins at
   * once; more: the seat is out as the game's rules put a beaten player out (`Game.resign`), or a bot plays it to
   * the end and it scores last; co-operative: a bot plays for it and the team goes on. It cannot be taken back.
   * Throws RuleError ('game-over', 'resigned', or the game's own) and changes nothing when it cannot.
   */
  resign(seat: Seat): Resigned {
    this.checkSeat(seat);
    if (this.actors().length === 0) throw new RuleError('game-over', 'The game is over: there is nothing to resign from.');
    // Alone at the table there is nobody to hand the game to, nor a team to leave: one just stops playing.
    if (this.players === 1) throw new RuleError('one-player', 'A game for one player has nobody to resign to: start a new one whenever you like.');
    if (this.hasResigned(seat)) throw new RuleError('resigned', `${this.seatName(seat)} has already ${this.playKind() === 'cooperative' ? 'left the table' : 'resigned'}.`);
    const name = this.seatName(seat);
    const log: LogLine[] = [];
    let after = this.current;
    let effect: ResignEffect;
    let ended: Outcome | null = null;
    const standing = Array.from({ length: this.players }, (_, s) => s).filter((s) => s !== seat && !this.hasResigned(s));
    if (this.playKind() === 'cooperative') effect = 'leave';
    else if (standing.length <= 1) {
      effect = 'ends';
      ended = endedByResignation(standing, [...this.resigns.map((r) => this.seatName(r.seat)), name]);
    } else {
      const gameLog: LogLine[] = [];
      const out = this.game.resign?.(this.current, seat, gameLog) ?? null;
      effect = out === null ? 'stand-in' : 'out';
      if (out !== null) after = out;
      log.push({ text: resignLine(name, effect, null) }, ...gameLog);
    }
    if (effect !== 'out' && effect !== 'stand-in') log.push({ text: resignLine(name, effect, standing.length === 1 ? this.seatName(standing[0]) : null) });
    // Nothing below can throw: the match changes only once the resignation is fully worked out.
    this.current = after;
    this.ended = ended;
    const at = this.seats.length;
    this.resigns.push({ seat, at });
    (this.kept ?? this.built?.deref())?.push(...log);
    return { seat, at, effect, log };
  }

  /** The table's choices about seats whose clock ran out, in order. */
  timeOuts(): readonly TimeOut[] {
    return this.timeouts;
  }

  /**
   * A turn-based match: seat `by` chooses what happens to `seat`, whose clock ran out (the server checks the clock).
   * `skip` and `bot` change nothing in the game (a bot plays the seat until its person returns: the server's part);
   * `end` ends it at once, `seat` losing and every other seat still playing winning. Logged like a resignation,
   * it cannot be taken back. Throws RuleError and changes nothing when the choice does not fit the table.
   */
  timeOut(seat: Seat, by: Seat, choice: TimeOutChoice): { log: LogLine[] } {
    this.checkSeat(seat);
    this.checkSeat(by);
    if (this.actors().length === 0) throw new RuleError('game-over', 'The game is over.');
    if (seat === by) throw new RuleError('own-seat', 'Your own clock is yours to answer: just play.');
    if (this.hasResigned(seat) || this.hasResigned(by)) throw new RuleError('resigned', 'A seat that resigned or left has no say here, and no clock.');
    const cooperative = this.playKind() === 'cooperative';
    if (cooperative !== (choice === 'bot')) {
      throw new RuleError('wrong-choice', cooperative ? 'In a co-operative game the team lets a bot play for an absent player; the match cannot be ended or skipped.' : 'In a competitive game the others skip an absent player\'s turns or end the match.');
    }
    const name = this.seatName(seat);
    const standing = Array.from({ length: this.players }, (_, s) => s).filter((s) => s !== seat && !this.hasResigned(s));
    const ended = choice === 'end' ? endedByTimeOut(standing, name) : null;
    const log: LogLine[] = [{ text: timeOutLine(name, this.seatName(by), choice, standing.map((s) => this.seatName(s))) }];
    // Nothing below can throw.
    if (ended) this.ended = ended;
    this.timeouts.push({ seat, at: this.seats.length, by, choice });
    (this.kept ?? this.built?.deref())?.push(...log);
    return { log };
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
  play(seat: Seat, rawMove: unknown, by: MoveBy = 'seat'): Applied {
    this.checkSeat(seat);
    const actors = this.actors();
    if (actors.length === 0) throw new RuleError('game-over', 'The game is over: no more moves can be made.');
    if (by === 'seat' && this.hasResigned(seat)) {
      throw new RuleError('resigned', this.playKind() === 'cooperative' ? `${this.seatName(seat)} left the table: a bot plays for them now.` : `${this.seatName(seat)} resigned and cannot move again.`);
    }
    if (!actors.includes(seat)) throw new RuleError('not-your-turn', `It is not ${this.seatName(seat)}'s turn.`);
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

  /**
   * Whether `seat` may take back its last move: nobody acted since (a resignation is an act), it drew no randomness
   * and revealed nothing. A resignation itself is never taken back, nor a move of a seat that resigned.
   */
  canUndo(seat: Seat): boolean {
    const n = this.seats.length;
    return n > 0 && this.seats[n - 1] === seat && !this.lastFinal && !this.outcome() && !this.hasResigned(seat) && ![...this.resigns, ...this.timeouts].some((r) => r.at === n);
  }

  /** Takes back the seat's last move (see `canUndo`), rebuilding the match without it. */
  undo(seat: Seat): void {
    this.checkSeat(seat);
    if (!this.canUndo(seat)) throw new RuleError('cannot-undo', 'That move cannot be taken back: someone acted since, it used chance, or it revealed something.');
    // Replayed with its log even when the match keeps none: after an undo the whole log is sent again.
    const rebuilt = this.replayed(this.moves().slice(0, -1), this.resigns, this.timeouts);
    this.current = rebuilt.current;
    this.random = rebuilt.random;
    this.seats = rebuilt.seats;
    this.played = rebuilt.played;
    this.lastFinal = rebuilt.lastFinal;
    this.resigns = rebuilt.resigns;
    this.timeouts = rebuilt.timeouts;
    this.ended = rebuilt.ended;
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
    const lines = this.replayed(this.moves(), this.resigns, this.timeouts).allLines();
    this.built = new WeakRef(lines);
    return lines;
  }

  /**
   * A new match of the same table, keeping its log, with `moves` played again (the same seed, the same moves) and
   * the resignations made among them at their places.
   */
  private replayed(moves: readonly RecordedMove[], resigns: readonly Resignation[], timeouts: readonly TimeOut[]): Match {
    const again = new Match(this.game, this.players, this.options, this.seed, true);
    moves.forEach((h, i) => {
      again.tableEntriesAt(i, resigns, timeouts);
      again.play(h.seat, h.move, 'stand-in');
    });
    again.tableEntriesAt(moves.length, resigns, timeouts);
    return again;
  }

  /** Applies the resignations, then the time-outs, that were made when `at` moves had been made. */
  private tableEntriesAt(at: number, resigns: readonly Resignation[], timeouts: readonly TimeOut[]): void {
    for (const r of resigns) if (r.at === at) this.resign(r.seat);
    for (const t of timeouts) if (t.at === at) this.timeOut(t.seat, t.by, t.choice);
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
      ...(this.resigns.length > 0 ? { resignations: this.resigns.map((r) => ({ ...r })) } : {}),
      ...(this.timeouts.length > 0 ? { timeouts: this.timeouts.map((t) => ({ ...t })) } : {}),
      ...(this.game.variant ? { variant: this.game.variant.variant } : {}),
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
