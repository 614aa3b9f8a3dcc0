import type { ZodType } from 'zod';
import type { Bot } from './bots/bot.ts';
import type { BotLevel } from './bots/levels.ts';
import type { Random } from './random.ts';
import type { VariantOfGame } from './variant-game.ts';

/** A seat at the table, 0-based. */
export type Seat = number;

/**
 * What kind of game this is, in one small record the test kit and the bots read
 * (a leak test only where information is hidden, determinization only there, …).
 */
export interface GameKind {
  /** 'strict': one seat acts at a time; 'free': several seats may act, in any order. */
  turns: 'strict' | 'free';
  /** Whether `play` draws from the generator (dice, coin tosses, shuffles). */
  chance: boolean;
  /** 'hidden': some seat's view lacks part of the state (hands, deck order). */
  information: 'perfect' | 'hidden';
  /** 'competitive': winners beat losers; 'cooperative': all seats win or lose together. */
  play: 'competitive' | 'cooperative' | 'mixed';
  /** Every seat count any mode allows; a mode may narrow it (see `Game.playerCounts`). */
  players: { min: number; max: number };
}

/** How a finished game ended. `winners` is empty when no seat won (a co-op loss, a mutual destruction, the rules won). */
export interface Outcome {
  winners: Seat[];
  /** One sentence a player understands: "The castle has fallen." */
  reason: string;
  /** Optional per-seat scores, seat order. */
  scores?: number[];
  /**
   * In a game against the rules (a solo mode whose other side is an automaton, a co-operative game's enemy; no
   * seat): that side's name when it won ("the Attacker", "the horde"). Front ends then say the side won and the
   * seats lost, rather than "nobody won".
   */
  automatonWinner?: string;
}

/**
 * A line of the log in words. Without `to` everyone (spectators too) may read it; with it, only those seats.
 * A move's log starts with one or two short headline lines (what moved, what it hit); every further step spelled
 * out in full (each unit's march, each shot, each draw) is a `detail` line, which the terminal prints only with
 * `--verbose` and the web log folds.
 */
export interface LogLine {
  text: string;
  to?: Seat[];
  detail?: boolean;
}

/** A word of the game explained, for `?` in the terminal and tooltips and legends on the web. */
export interface Term {
  /** As the rules and the board say it: "Fog", "Mk II Charge", "LJ". */
  name: string;
  /** One to three sentences in plain words, with the numbers that apply now. */
  text: string;
}

/**
 * A number worth following over a game (castle HP, lives, gate health, cards in hand): what the end-of-game summary
 * charts and the balance lab records turn by turn. Public: every seat may know it.
 */
export interface Figure {
  /** Stable, for files and charts: "castle-hp". */
  id: string;
  /** In words: "Castle HP". */
  label: string;
  /** One value per seat, or a single value when the whole table shares it (co-op lives). */
  values: number[];
  /** 'level' is drawn over the turns (HP, lives); 'total' is a running count read by its last value (kills, cards played). */
  kind: 'level' | 'total';
}

/**
 * The bots' path: a game may offer a mutable, validation-free way to play, for playouts.
 * `apply` may mutate `state` and return it, or return a new state; it is only ever given legal moves
 * and states the bot owns (made by `clone`). A property test checks it agrees with `play`.
 */
export interface FastPath<S, M> {
  clone(state: S): S;
  legalMoves(state: S, seat: Seat): M[];
  apply(state: S, seat: Seat, move: M, random: Random): S;
  /** Seats that may act; defaults to `Game.actors`. */
  actors?(state: S): Seat[];
}

/**
 * A record migration of one game: turns a record written by `from` into the shape of the next version. Moves are
 * mapped one by one: the server migrates a live match's logged moves in batches, as it reads them.
 */
export interface GameMigration {
  from: string;
  to: string;
  up(record: { options: unknown; moves: { seat: Seat; move: unknown }[] }): { options: unknown; moves: { seat: Seat; move: unknown }[] };
}

/**
 * The game contract. Every function is pure: same inputs, same output, inputs never mutated.
 * States, moves, options and views are plain JSON data.
 */
export interface Game<S = unknown, M = unknown, O = unknown, V = unknown> {
  id: string;
  title: string;
  /** The rules' version; a record names it, and `migrations` bring older records forward. */
  version: string;
  kind: GameKind;
  /** Every setup choice; parsing `{}` gives the defaults. */
  options: ZodType<O>;
  moveSchema: ZodType<M>;
  /**
   * The seat counts these options allow (solo modes take 1, a duel 2 …). `note`: what other choices would allow, in a
   * sentence a refused player count ends with ("With two decks it takes 2 to 8 …").
   */
  playerCounts(options: O): { min: number; max: number; note?: string };
  /** The name of a seat in the game's words ("Attacker", "Player 3"). */
  seatName(players: number, options: O, seat: Seat): string;

  setup(players: number, options: O, random: Random): S;
  /** Seats that may act now; empty exactly when the game is over. */
  actors(state: S): Seat[];
  legalMoves(state: S, seat: Seat): M[];
  /**
   * Applies a move and returns the new state; throws RuleError (nothing touched) for anything that is not a legal
   * move, garbage of any shape included. When `log` is given, the lines this move produces are appended to it
   * (the game decides who may read each one); playouts pass none, so no text is built on the bots' path.
   * Games write this with `defineRules`.
   */
  play(state: S, seat: Seat, move: M, random: Random, log?: LogLine[]): S;
  /** What a seat (or a spectator, `null`) may see: plain JSON, nothing hidden from that seat. */
  view(state: S, seat: Seat | null): V;
  outcome(state: S): Outcome | null;

  /** A move in words, for menus: "Move your 5c soldier 1 square (coins 5 + 1)". */
  describeMove(state: S, seat: Seat, move: M): string;
  /** The log lines of the setup (a first toss, a deal), when it does more than lay out the pieces. */
  setupLog?(state: S): LogLine[];
  /**
   * The board as text for the terminal and transcripts, drawn from a view, ending with a legend of its codes.
   * `ended`: the match ended outside the rules (a resignation, a time-out) while the state still has a seat to act:
   * the board says who won and why instead of whose turn it is.
   */
  renderText(view: V, seat: Seat | null, ended?: Outcome | null): string;
  /**
   * Where a move sits in a menu: the action first, then each choice that narrows it, in words
   * (["Build", "Mk I Standard", "space B7"]). Front ends group long move lists by these steps.
   */
  menuPath?(state: S, seat: Seat, move: M): string[];
  /** The game's words a player may ask about in this position (skills, abilities, modifiers, board codes). */
  terms?(view: V): Term[];
  /** The figures of this position (public ones only), for the end-of-game summary and the lab's trajectories. */
  figures?(state: S): Figure[];

  /**
   * A seat resigns from a table of three or more (two sides end at once, in the engine): the state after it is out
   * as the rules put a beaten player out (its castle or its tower falls), with the lines that says in `log`. Pure,
   * draws no randomness. Absent, or null for a set-up without such a state: a bot plays the seat to the end and it
   * scores last (the engine's `Match.resign`). May throw RuleError (a seat already out).
   */
  resign?(state: S, seat: Seat, log?: LogLine[]): S | null;
  /** Moves that may not be taken back even though they drew no randomness (they revealed something). */
  isFinal?(before: S, seat: Seat, move: M, after: S): boolean;
  /** Hidden information: a full state consistent with what `seat` sees in `view`, the unknown drawn from `random`. */
  determinize?(view: V, seat: Seat, random: Random): S;
  /** A heuristic value per seat in [0, 1] for positions where a bot stops its playout early. */
  evaluate?(state: S): number[];
  /**
   * The moves worth a search's time, best first: a subset of `legalMoves(state, seat)` (the kit checks), never empty
   * when there are legal moves. The MCTS searches only these, widening down the list as a node is visited more.
   * Called on the bots' own states (fast-path clones and determinized samples), never on the match's.
   */
  candidateMoves?(state: S, seat: Seat): M[];
  /**
   * The move a playout makes in place of a uniformly random one: the game's heuristic or a cheap greedy rule.
   * `moves` are the seat's legal moves in `state` (never empty); the answer must be one of them. All chance comes
   * from `random` (the bot's generator).
   */
  playoutMove?(state: S, seat: Seat, moves: M[], random: Random): M;
  /**
   * The bot spec behind each strength level of this game (`hard: 'mcts:3000'`, `normal: 'heuristic'`); the engine's
   * defaults fill the levels left out, and `expert: null` means no level stronger than `hard` is offered.
   */
  levels?: Partial<Record<BotLevel, string | null>>;
  /**
   * How much to shrink hint and replay-analysis searches in this game (default 1): their iteration budgets are
   * divided by it (`hintIterations`, `analysisIterations`), so a game whose guided iteration is dear still answers a
   * hint within about a second.
   */
  searchCost?: number;
  /** The difficulty ladder the lab's `difficulty` experiment walks (co-operative games and solo modes). */
  difficultySteps?: DifficultyStep[];
  /**
   * The set-ups where seats play against each other (a duel, a free-for-all), for the lab's `seats` experiment: each
   * is played at every seat count its options allow. Absent or empty in a purely co-operative game.
   */
  versusModes?: VersusMode[];
  /** The content the lab's sweeps and content axes vary. */
  content?: GameContent;
  fast?: FastPath<S, M>;
  /** Bots of this game beyond the generic ones, by spec name (`heuristic` …); `createBot` finds them. */
  bots?: Record<string, (seed: string) => Bot>;
  migrations?: GameMigration[];
  /** Set on a designer's variant of a game (`variantGame`): records carry it, bots search with it on. */
  variant?: VariantOfGame;
}

/** The design band a difficulty step should fall in, by the win rate of the strongest bot team (docs/lab.md). */
export type DesignBand = 'easy' | 'normal' | 'hard';

/**
 * One step of a game's difficulty ladder (a level, a scenario, a map, a campaign page), for the lab's `difficulty`
 * experiment: the options that select it and the band its win rate should fall in.
 */
export interface DifficultyStep {
  /** Stable, for files: "normal", "scenario-2". */
  id: string;
  /** In words: "Scenario 2: The Bridge (Normal)". */
  label: string;
  /** Options for this step, merged over the defaults; parsed by the game's options schema. */
  options: Record<string, unknown>;
  /** Seats to play it with (default: the smallest count the options allow). */
  players?: number;
  /** The band its win rate should fall in; none when the game gives no intent for this step. */
  band?: DesignBand;
}

/** A set-up where seats play against each other: the options that select it. */
export interface VersusMode {
  /** Stable, for files: "duel", "crusade". */
  id: string;
  label: string;
  options: Record<string, unknown>;
}

/**
 * A game's content (towers, decks, maps …) as the lab may vary it. `files` maps each content file's name to its
 * parsed data, the very objects the rules read. `apply(patch)` changes them in place by a JSON merge patch per file
 * (`{ "towers.json": { "mk1-standard": { "cost": 3 } } }`), after checking the patched file against its schema
 * (RuleError 'bad-content', nothing changed, when the schema refuses), and returns the function that puts every
 * changed value back. The lab plays whole games between the two calls, one thread at a time.
 */
export interface GameContent {
  files: Record<string, unknown>;
  /** Each file's schema (what `apply` checks a patched file by): the studio builds its forms from them. */
  schemas: Record<string, ZodType>;
  apply(patch: Record<string, unknown>): () => void;
  /** `apply` without the schema check, for a patch `apply` has accepted before (a variant, patched for every call). */
  applyTrusted?(patch: Record<string, unknown>): () => void;
}

/** A game of any types, as the registry, the server and the CLI hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any>;
