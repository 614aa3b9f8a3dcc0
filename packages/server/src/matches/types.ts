import type { AnyGame, Outcome, Seat, TimeOutChoice } from '@ramparts/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { BotChooser } from '../bots/pool.ts';
import type { Metrics } from '../ops/metrics.ts';
import type { MatchRow, Store } from '../store/store.ts';
import type { ClockSettings, ClockView } from './clock.ts';
import type { Live, LiveCache } from './cache.ts';
import type { MatchGames } from './variants.ts';

export type { Live };

export interface Registry {
  games: readonly AnyGame[];
  findGame(id: string): AnyGame | undefined;
}

/** How a match is run, beyond the game's options. */
export interface MatchSettings {
  clock: ClockSettings | null;
  /** The bot that plays for a person who ran out of time or left. */
  takeover: string;
  /** Seats may ask for hints (the host allowed them; off by default). Absent in matches made before hints: off. */
  hints?: boolean;
  /** The match counts for ratings (#29): no undo, no hints. Absent in matches made before ratings: not rated. */
  rated?: boolean;
  /**
   * A turn-based match (#30): `hours` per move (the clock's bank refills to it after each move), null for no limit.
   * Absent: real time. Nobody is marked away for a closed page; a clock that runs out waits for the others' choice.
   */
  turnBased?: TurnBased;
}

export interface TurnBased {
  hours: number | null;
}

/** Who sits where, as everyone may see it. */
export interface SeatInfo {
  seat: Seat;
  name: string;
  kind: 'human' | 'bot';
  bot: string | null;
  /** A person holds the seat (always true for bots). */
  taken: boolean;
  /** A bot plays for the absent person. */
  away: boolean;
  /** A turn-based match: this person's clock ran out on their turn; the others may choose what happens (`timeout`). */
  outOfTime: boolean;
}

export interface MatchSummary {
  id: string;
  game: string;
  players: number;
  options: unknown;
  /** 'expired': it was open when its time ran out (OPEN_MATCH_EXPIRY_MS). */
  status: 'open' | 'live' | 'finished' | 'expired';
  /** 'private': not listed, and its seats need the invitation its creator was given. */
  visibility: 'public' | 'private';
  settings: Omit<MatchSettings, 'turnBased'> & { hints: boolean; rated: boolean; turnBased: TurnBased | null };
  seats: SeatInfo[];
  /** The table's name its host gave (plain text), or null. */
  name: string | null;
  /** The designer's variant the match is played with (#32), or null: the game as published. */
  variant: { name: string; digest: string } | null;
  outcome: Outcome | null;
  createdAt: number;
}

/** What a seat (or a spectator) is sent: the `state` event. */
export interface SeatState {
  match: string;
  seq: number;
  status: string;
  seat: Seat | null;
  view: unknown;
  /** This seat's legal moves now, with the game's words for each. */
  moves: { move: unknown; text: string }[];
  actors: Seat[];
  outcome: Outcome | null;
  canUndo: boolean;
  /** The log as this seat may read it: drop lines from index `from` on, then append `lines`. */
  log: { from: number; lines: string[] };
  clocks: ClockView | null;
  /** The move that led here (the table marks what it touched): for every seat in a perfect-information game; null where information is hidden (a move may name a card now in another's hand) and before the first move. */
  last: { seat: Seat; move: unknown } | null;
  /** Every hint asked for at this table, by whom and after how many moves (public: everyone may know). */
  hintsUsed: { seat: Seat; at: number }[];
  /** The seats that resigned (or left a co-operative table for good), in order: a bot plays them now. */
  resigned: Seat[];
}

/** An accepted action carries the actor's new state when a connection asked for it (`answer`). */
export type Result = { ok: true; seq: number; state?: SeatState } | { ok: false; code: string; message: string };

/** How an action was made: by a person or a bot, against the state seen (`expectSeq`), from a connection. */
export interface SubmitOptions {
  by: 'human' | 'bot';
  expectSeq?: number;
  /** The connection that acts: its acknowledgement carries the new state, so the broadcast skips it. */
  answer?: string;
  /** The seat's generation the connection was checked with: refused (`seat-lost`) if the seat changed hands since. */
  generation?: number;
}

/**
 * `resign`: the seat resigns (a competitive game) or leaves for good (a co-operative one), logged like a move
 * (`Match.resign`); a bot plays the seat from then on wherever the game goes on.
 */
export type Action = { type: 'move'; move: unknown } | { type: 'undo' } | { type: 'resign' } | TimeOutAction;

/**
 * `timeout`: in a turn-based match, the acting seat chooses what happens to `target`, whose clock ran out
 * (`Match.timeOut`): logged like a resignation.
 */
export interface TimeOutAction {
  type: 'timeout';
  target: Seat;
  choice: TimeOutChoice;
}

/** How the service reaches clients; the Socket.IO layer provides it. */
export interface Broadcaster {
  /** Whether anyone may be listening for this seat (`null`: spectators); skips computing unwatched views. */
  wants(matchId: string, seat: Seat | null, except?: string): boolean;
  /** Sends a seat's (or the spectators') state to their connections, `except` one that already has it. */
  state(matchId: string, seat: Seat | null, state: SeatState, except?: string): void;
  /** Sends the seat list, and how many watch, to everyone at the match (every instance). */
  seats(matchId: string, seats: (SeatInfo & { connected: boolean })[], spectators: number): void;
  /** Which seats have at least one connection, and how many spectators, on every instance (from room sizes: O(seats)). */
  tally(matchId: string, players: number): Promise<{ seats: boolean[]; spectators: number }>;
  /** The seat was freed or claimed again: its connections (on every instance) are told and disconnected. */
  evict(matchId: string, seat: Seat): void;
  /** Tells other instances that this match changed. */
  notifyPeers(matchId: string): void;
}

export const quiet: Broadcaster = { wants: () => false, state: () => {}, seats: () => {}, tally: async (_id, n) => ({ seats: Array.from({ length: n }, () => false), spectators: 0 }), evict: () => {}, notifyPeers: () => {} };

export function error(code: string, message: string): Result {
  return { ok: false, code, message };
}

/** The service's settings, after defaults. */
export interface ServiceSettings {
  /** Default takeover bot. */
  takeover: string;
  /** A person without any connection on their turn for this long is replaced by a bot (ms; 0 = never). */
  abandonMs: number;
  /** A person who comes back gets at least this much time (ms). */
  returnMs: number;
  /** Other instances write to the same store: the cache may lag behind the log. */
  clustered: boolean;
  /** A takeover bot (a person's seat marked away) waits this long before each move (ms; 0: at once). */
  takeoverPaceMs: number;
  /** How long a turn-based match's "hour" lasts (ms): 3,600,000 but in tests, which run days in seconds. */
  turnHourMs: number;
}

/**
 * Notices (#30, src/notices/): what the match service and the clock tell them. Each only queues (the sending is a
 * job of its own), so a move never waits for a notice.
 */
export interface NoticeHook {
  /** A move, undo or resignation by `mover` was committed; `before`: the seats that could act before it. */
  committed(lm: Live, before: readonly Seat[], mover: Seat): void;
  /** The match went live. */
  started(lm: Live): void;
  /** An account was invited by name to a match. */
  invited(invitationId: string, accountId: string, match: MatchRow, from: string): void;
  /** A seat's clock is down to a quarter of its time. */
  noticeClockLow(matchId: string, seat: Seat): Promise<void>;
  /** Seats of a match were just attached to an account. */
  claimed(matchId: string, seats: readonly Seat[]): void;
}

/**
 * What the parts of the service share and how they reach one another: the service implements it. A part reacts
 * to a change through these hooks rather than holding the other parts.
 */
export interface Hub {
  readonly store: Store;
  readonly registry: Registry;
  /** The game each match is played with: the registry's, or a designer's variant of it (#32). */
  readonly games: MatchGames;
  readonly bots: BotChooser;
  readonly log: FastifyBaseLogger;
  readonly broadcaster: Broadcaster;
  readonly cache: LiveCache;
  readonly settings: ServiceSettings;
  /** The server's Prometheus metrics (absent in unit tests). */
  readonly metrics?: Metrics;
  readonly closed: boolean;
  /** Notices (#30): set once the server has them (absent in unit tests). */
  readonly notices?: NoticeHook;
  /** Bots move for the seats they control; the clock watches the people. */
  schedule(lm: Live): void;
  /** This instance holds the match's lease: it runs the match's bots, clock and absence timers (lease.ts). */
  drives(id: string): boolean;
  /** Seats changed (away, back, left): tell the table and other instances, then schedule. */
  afterSeats(lm: Live): void;
  /** Plays an action through the one path (queued). */
  submit(id: string, seat: Seat, action: Action, opts: SubmitOptions): Promise<Result>;
}
