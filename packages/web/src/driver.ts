import type { Outcome, Seat } from '@ramparts/engine';
import type { ShownLine } from './app/log.ts';
import type { AbsentChoice, TurnBased } from './app/turnBased.ts';
import type { FigureSeries } from './app/summary.ts';

/** A legal move with its words (`game.describeMove`). */
export interface MoveChoice {
  move: unknown;
  text: string;
}

/** A move the bot suggests: its words and the asking seat's estimated chance of winning after it (0 to 1). */
export interface ShownHint {
  move: unknown;
  chance: number;
  text: string;
}

/** A seat asked for a hint when `at` moves had been made. */
export interface HintUse {
  seat: Seat;
  at: number;
}

/** Who sits at a seat and whether they are here. */
export interface SeatInfo {
  seat: Seat;
  /** The seat's name in the game's words ("Attacker", "Player 2"). */
  role: string;
  /** Who plays it: "You", "Alice", "Bot, normal". */
  name: string;
  kind: 'me' | 'hotseat' | 'human' | 'bot';
  connected: boolean;
  /** A bot plays for an absent person. */
  away?: boolean;
  /** Whom a bot plays for while `away`, in words: "you", "Alice". */
  person?: string;
  /** A turn-based match (#30): this person's clock ran out on their turn; the others may choose what follows. */
  outOfTime?: boolean;
}

/** Everything the table page draws: the same for a local match and an online one. */
export interface TableState {
  game: string;
  /** Moves played so far. */
  seq: number;
  status: 'open' | 'live' | 'finished';
  /** The seat whose view is shown (null: a spectator). */
  seat: Seat | null;
  view: unknown;
  /** The legal moves of `seat`, now; empty when it is not acting (or a bot is thinking). */
  moves: MoveChoice[];
  actors: Seat[];
  /** Hot-seat: the seats people at this device may act for now (two or more in a free-order phase, else empty); `sitAt` picks one. */
  sittable: Seat[];
  outcome: Outcome | null;
  canUndo: boolean;
  /** The log as `seat` may read it; a detail line belongs to the headline before it. */
  log: ShownLine[];
  seats: SeatInfo[];
  /** Time banks in ms, when the match has a clock: `running` lists the seats whose bank runs; `at` is when `remaining` was measured (Date.now()). */
  clocks: { remaining: number[]; running: number[]; at: number } | null;
  /** Something to say: a bot is thinking, the connection dropped … */
  notice: string | null;
  /** Hot-seat with hidden information: the next person must take the device before the view is shown. */
  handOver: Seat | null;
  /** Where to watch this match again once it is over. */
  replay: string | null;
  /** The move that led to this state, when the table may show it (the board marks what it touched). */
  lastMove?: { seat: Seat; move: unknown } | null;
  /** The moves played so far that this screen may know (null: another seat's hidden move), by index: a log entry's move is marked on the board from it. */
  played?: ({ seat: Seat; move: unknown } | null)[];
  /** How many people watch an online match without a seat (absent: not said, as in a local match). */
  watching?: number;
  /** The table allows hints (the host ticked "Allow hints"). */
  hintsAllowed?: boolean;
  /** The hints asked for so far, by whom and before which move (everyone may know). */
  hintsUsed?: HintUse[];
  /** The seats that resigned (or left a co-operative table), in order: a bot plays them now. */
  resigned?: Seat[];
  /** A co-operative table: a seat *leaves* it rather than resigns (the words of the button and the panels). */
  cooperative?: boolean;
  /**
   * The seat shown may resign now (`leave`: a co-operative table, where it is leaving), and what that would do in
   * words for the question before it; null when it may not (a spectator, a bot's seat, over, already resigned).
   */
  resign?: { leave: boolean; consequence: string } | null;
  /** A turn-based match (#30): its hours per move (null: no limit); absent or null: played in real time. */
  turnBased?: TurnBased | null;
}

/** A match in progress, local or online. */
export interface MatchDriver {
  get(): TableState;
  subscribe(listener: () => void): () => void;
  play(move: unknown): Promise<void>;
  undo(): Promise<void>;
  /** Hot-seat: the person at the device is ready to see the seat's view. */
  reveal(): void;
  /** Hot-seat: play the seat's moves from now on (one of `sittable`). */
  sitAt(seat: Seat): void;
  /** Online: take back the seats held here that a bot is playing for (`away`), without reloading. */
  takeBack?(): Promise<void>;
  /** The bot's three best moves for the seat shown, best first (when `hintsAllowed` and that seat may act); the use is recorded. */
  hint?(): Promise<ShownHint[]>;
  /** The seat shown resigns (or leaves a co-operative table for good): a bot plays it from then on. */
  resign?(): Promise<void>;
  /**
   * Turn-based (#30): what follows for a seat whose clock ran out, chosen by a seat held here: a bot plays its turns
   * (`skip`), the match ends with it as the loser (`end`), or a bot plays its heroes (`bot`, co-operative).
   */
  absent?(target: Seat, choice: AbsentChoice): Promise<void>;
  /** The end-of-game summary's figures over the moves (empty when the game has none). */
  figures?(): Promise<FigureSeries[]>;
  close(): void;
}
