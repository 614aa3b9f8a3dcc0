import type { Seat } from '@ramparts/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { BotChooser } from '../bots/pool.ts';
import type { Metrics } from '../ops/metrics.ts';
import { countFinished } from '../players/counting.ts';
import type { MatchRow, SeatRow, Store } from '../store/store.ts';
import { BotDriver } from './bots.ts';
import { LiveCache, newerSeats, type Live } from './cache.ts';
import { ClockWatch } from './clock.ts';
import { beforeStart } from './before-start.ts';
import { TableChat, type ChatLine, type ChatResult } from './chat.ts';
import { LeaseQueries } from '../store/leases.ts';
import { DEFAULT_LEASE_MS, DEFAULT_SWEEP_MS, dueAt, Leases, newInstanceId } from './lease.ts';
import type { BotCaps } from '../bots/budget.ts';
import { Lobby, seatInfos, type CreatedMatch, type CreateRequest, type JoinRequest } from './lobby.ts';
import { Hints, type HintResult } from './hints.ts';
import { Play } from './play.ts';
import { Presence } from './presence.ts';
import { MatchGames } from './variants.ts';
import { quiet, type NoticeHook, type Action, type Broadcaster, type Hub, type MatchSummary, type Registry, type Result, type SeatState, type ServiceSettings, type SubmitOptions, type TimeOutAction } from './types.ts';

export type { Action, Broadcaster, MatchSettings, MatchSummary, Registry, Result, SeatInfo, SeatState, SubmitOptions } from './types.ts';
export { error } from './types.ts';

export interface ServiceOptions {
  store: Store;
  registry: Registry;
  bots: BotChooser;
  log?: FastifyBaseLogger;
  /** Moves and commit latency are counted here. */
  metrics?: Metrics;
  /** Default takeover bot. */
  takeover?: string;
  /** A person without any connection on their turn for this long is replaced by a bot (ms; 0 = never). */
  abandonMs?: number;
  /** A person who comes back gets at least this much time (ms). */
  returnMs?: number;
  /**
   * Other instances write to the same store (scale-out): the cache may lag behind the log, so a connection's
   * first state and a refused `stale` move are checked against the log first.
   */
  clustered?: boolean;
  /** A match nobody has used for this long, with no connection and no bot thinking, leaves memory (ms; default 10 min; 0: never). */
  idleMs?: number;
  /** An open match expires this long after creation (ms; default 24 h, OPEN_MATCH_EXPIRY_MS). */
  openExpiryMs?: number;
  /** Open or live matches with a bot seat one client may hold (default 3, BOT_MATCHES_PER_CLIENT). */
  botMatchesPerClient?: number;
  /** The most a seat's or takeover bot may search per move (default BOT_MAX_ITERATIONS / BOT_MAX_MS's defaults). */
  botCaps?: BotCaps;
  /** A takeover bot waits this long before each move, at a person's pace (ms; default 3000, TAKEOVER_PACE_MS). */
  takeoverPaceMs?: number;
  /** How long a turn-based match's hour lasts (ms; default 3,600,000; TURN_HOUR_MS): tests run days in seconds. */
  turnHourMs?: number;
  /** A hint's search iterations (default: the game's `hintIterations`). */
  hintIterations?: number;
  /** This process's name in the bot-driving lease of matches (default: random per process). */
  instance?: string;
  /** A match's bot-driving lease lasts this long unless renewed (ms; default 3 s, LEASE_MS). */
  leaseMs?: number;
  /** How often to take over live matches whose lease ran out (ms; default 0.5 s, SWEEP_MS). */
  sweepMs?: number;
}

const noop = () => {};
const silent = { info: noop, warn: noop, error: noop, debug: noop, trace: noop, fatal: noop, child: () => silent, level: 'silent', silent: noop } as unknown as FastifyBaseLogger;

/**
 * The match service, the one door to matches: it holds the parts — the cache of live matches (cache.ts), the
 * lobby (lobby.ts), play (play.ts), presence (presence.ts), bots (bots.ts) and clocks (clock.ts) — and wires
 * how a change in one reaches the others (the `Hub` they share).
 */
export class MatchService implements Hub {
  readonly store: Store;
  readonly registry: Registry;
  readonly games: MatchGames;
  readonly bots: BotChooser;
  readonly settings: ServiceSettings;
  readonly cache: LiveCache;
  readonly metrics?: Metrics;
  log: FastifyBaseLogger;
  broadcaster: Broadcaster = quiet;
  closed = false;
  /** Notices (#30): the server sets them once they are open (src/notices/); they only queue. */
  notices?: NoticeHook;
  private readonly lobby: Lobby;
  private readonly play: Play;
  private readonly seats: Presence;
  private readonly driver: BotDriver;
  private readonly clocks: ClockWatch;
  private readonly leases: Leases;
  private readonly chat: TableChat;
  private readonly hints: Hints;

  constructor(opts: ServiceOptions) {
    this.store = opts.store;
    this.registry = opts.registry;
    this.bots = opts.bots;
    this.metrics = opts.metrics;
    this.log = opts.log ?? silent;
    this.settings = { takeover: opts.takeover ?? 'normal', abandonMs: opts.abandonMs ?? 120_000, returnMs: opts.returnMs ?? 60_000, clustered: opts.clustered ?? false, takeoverPaceMs: opts.takeoverPaceMs ?? 3000, turnHourMs: opts.turnHourMs ?? 3_600_000 };
    this.chat = new TableChat(this.store);
    this.games = new MatchGames(this.store, this.registry);
    this.cache = new LiveCache(this.store, this.games, (lm) => this.leftMemory(lm));
    this.lobby = new Lobby(this, (lm, row, seats) => this.started(lm, row, seats), { openExpiryMs: opts.openExpiryMs, botMatchesPerClient: opts.botMatchesPerClient, botCaps: opts.botCaps });
    this.lobby.startExpiry();
    this.seats = new Presence(this, (lm, seat, credential) => this.lobby.verify(lm, seat, credential));
    this.play = new Play(this, this.seats, (lm) => this.afterChange(lm));
    this.driver = new BotDriver(this);
    this.hints = new Hints(this, (lm) => this.play.changed(lm, []), opts.hintIterations);
    this.clocks = new ClockWatch(
      this,
      (lm, seat) => this.seats.markAway(lm, seat),
      (lm, seat) => void this.notices?.noticeClockLow(lm.id, seat).catch((e: unknown) => this.log.warn({ err: e, match: lm.id, seat }, 'could not queue a clock notice')),
    );
    const leaseSettings = { instance: opts.instance ?? newInstanceId(), leaseMs: opts.leaseMs ?? DEFAULT_LEASE_MS, sweepMs: opts.sweepMs ?? DEFAULT_SWEEP_MS, alone: !this.settings.clustered };
    this.leases = new Leases(this, new LeaseQueries(this.store.db), leaseSettings, { gained: (lm) => this.gained(lm), lost: (lm) => this.lost(lm) });
    this.leases.start();
    this.cache.startIdle({ idleMs: opts.idleMs ?? 600_000, busy: (lm) => this.busy(lm) }, (e, lm) => this.log.warn({ err: e, match: lm.id }, 'could not let an idle match go'));
  }

  setLogger(log: FastifyBaseLogger): void {
    this.log = log;
  }

  setBroadcaster(b: Broadcaster): void {
    this.broadcaster = b;
  }

  // Lobby

  /** Creates a match; `client` (a client key, see http/client-key.ts) is who asked, for per-client limits. */
  create(req: CreateRequest, client?: string): Promise<CreatedMatch> {
    return this.lobby.create(req, client);
  }

  list(filter: { status?: string; game?: string; limit?: number }): Promise<MatchSummary[]> {
    return this.lobby.list(filter);
  }

  get(id: string): Promise<MatchSummary | undefined> {
    return this.lobby.get(id);
  }

  /** Throws `no-such-match`, or `bad-invitation` for a private match watched without its invitation or spectator key. */
  checkWatcher(id: string, key: string | undefined): Promise<void> {
    return this.lobby.checkWatcher(id, key);
  }

  /** Claims a free seat (the first one if none is named); the credential is returned here and never again. */
  join(id: string, want: JoinRequest): Promise<{ seat: Seat; credential: string; match: MatchSummary }> {
    return this.lobby.join(id, want);
  }

  /** Checks a seat's credential (reloading the seats once, in case another instance seated someone). */
  authorize(id: string, seat: Seat, credential: string | undefined): Promise<number | null> {
    return this.lobby.authorize(id, seat, credential);
  }

  record(id: string): Promise<unknown> {
    return this.lobby.record(id);
  }

  // Table chat

  /** A line said at a match by a seat (null: a spectator), named as the table shows the seat; answered after its commit. */
  async say(id: string, seat: Seat | null, text: string): Promise<ChatResult> {
    let name = 'Spectator';
    if (seat !== null) {
      const lm = await this.cache.load(id);
      name = lm ? (seatInfos(lm)[seat]?.name ?? `Seat ${seat + 1}`) : `Seat ${seat + 1}`;
    }
    return this.chat.say(id, { seat, name }, text);
  }

  /** A match's last `limit` chat lines, oldest first. */
  chatOf(id: string, limit?: number): Promise<ChatLine[]> {
    return this.chat.recent(id, limit);
  }

  // Seats and presence

  /** A person leaves: before the start the seat is freed; during play a bot takes it over until they return. */
  leave(id: string, seat: Seat, credential: string): Promise<Result> {
    return this.seats.leave(id, seat, credential);
  }

  /** `leave` for a connection whose credential was checked at the handshake. */
  leaveConnected(id: string, seat: Seat): Promise<Result> {
    return this.seats.leaveConnected(id, seat);
  }

  /** A person is back at a seat a bot was playing for them. */
  back(id: string, seat: Seat): Promise<void> {
    return this.seats.back(id, seat);
  }

  /** Someone connected or disconnected: tell the table, and watch for people who are gone for good. */
  presence(id: string): Promise<void> {
    return this.seats.update(id);
  }

  // Play

  /** Whether the match exists (loading it into the cache, and taking its lease if nobody drives it). */
  async exists(id: string): Promise<boolean> {
    const lm = await this.cache.load(id);
    if (lm?.row.status === 'live' && !this.leases.holds(lm.id)) this.schedule(lm);
    return lm !== undefined;
  }

  /** The full state for a seat or a spectator (a joining client, a resync). */
  async snapshot(id: string, seat: Seat | null): Promise<SeatState | undefined> {
    const state = await this.play.snapshot(id, seat);
    return state && beforeStart(state);
  }

  /** What this instance's connections were last sent of a cached match: a new connection compares its snapshot. */
  announced(id: string): { seq: number; status: string } | undefined {
    return this.play.announced(id);
  }

  /**
   * A seat resigns (competitive) or leaves for good (co-operative), by its credential (the HTTP route): logged like a
   * move through the one path, so once answered it survives a crash. `bad-credential` unless the credential holds the seat.
   */
  async resign(id: string, seat: Seat, credential: string): Promise<Result> {
    const generation = await this.authorize(id, seat, credential);
    if (generation === null) return (await this.cache.load(id)) ? { ok: false, code: 'bad-credential', message: 'That credential does not hold this seat.' } : { ok: false, code: 'no-such-match', message: `There is no match "${id}".` };
    return this.submit(id, seat, { type: 'resign' }, { by: 'human', generation });
  }

  /**
   * A turn-based match: the seat chooses what happens to a person whose clock ran out (`TimeOutAction`), by its
   * credential (the HTTP route); logged like a move through the one path.
   */
  async timeOut(id: string, seat: Seat, credential: string, action: TimeOutAction): Promise<Result> {
    const generation = await this.authorize(id, seat, credential);
    if (generation === null) return (await this.cache.load(id)) ? { ok: false, code: 'bad-credential', message: 'That credential does not hold this seat.' } : { ok: false, code: 'no-such-match', message: `There is no match "${id}".` };
    return this.submit(id, seat, action, { by: 'human', generation });
  }

  /** Plays a move or an undo through the one path: validate, commit, then acknowledge and broadcast. */
  submit(id: string, seat: Seat, action: Action, opts: SubmitOptions): Promise<Result> {
    return this.play.submit(id, seat, action, opts);
  }

  /**
   * A seat asks for hints: the bot's best moves for it now, worked out by the bot workers and answered once the use
   * is recorded (`hints-off` unless the match allows them, `not-your-turn`, `busy` while one is being worked out).
   */
  hint(id: string, seat: Seat, generation?: number): Promise<HintResult> {
    return this.hints.ask(id, seat, generation);
  }

  /** Another instance changed a match: bring the cache up to date and tell this instance's connections. */
  peerChanged(id: string): void {
    this.play.peerChanged(id);
  }

  /** Matches held in memory by this instance. */
  liveCount(): number {
    return this.cache.size;
  }

  /** Loads every live match, so bots and clocks go on after a restart. */
  async resumeAll(): Promise<number> {
    const ids = await this.store.liveMatchIds();
    for (const id of ids) {
      const lm = await this.cache.load(id).catch((e: unknown) => {
        this.log.error({ err: e, match: id }, 'could not resume a match');
        return undefined;
      });
      if (lm) this.schedule(lm);
    }
    return ids.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.lobby.stopExpiry();
    this.cache.stopIdle();
    for (const lm of this.cache.values()) {
      this.stopTimers(lm);
    }
    await Promise.allSettled([...this.cache.values()].map((lm) => lm.chain));
    // Given up cleanly: another instance takes each match on when it is due, without waiting for a lease to run out.
    await this.leases.stop();
  }

  /** This instance holds the match's lease: it runs its bots, clock and absence timers. */
  drives(id: string): boolean {
    return this.leases.holds(id);
  }

  // How a change reaches the other parts

  /**
   * The match just went live with `row` and `seats` as committed: the cache learns them in the match's queue (no
   * read back: the lobby holds them, and a live match has no entry yet), then the table and the other instances.
   */
  private started(lm: Live, row: MatchRow, seats: SeatRow[]): Promise<void> {
    return this.cache.enqueue(lm, async () => {
      if (lm.row.status === 'open') lm.row = row;
      lm.seats = newerSeats(lm.seats, seats);
      lm.clocks?.actorsAre(lm.match.actors(), lm.row.updated_at);
      this.play.changed(lm, null);
      this.broadcaster.notifyPeers(lm.id);
      this.notices?.started(lm);
    });
  }

  private afterChange(lm: Live): void {
    if (lm.row.status === 'finished') this.finished(lm);
    this.schedule(lm);
  }

  afterSeats(lm: Live): void {
    this.seats.update(lm.id).catch((e: unknown) => this.log.warn({ err: e, match: lm.id }, 'could not tell the table about its seats'));
    this.broadcaster.notifyPeers(lm.id);
    this.schedule(lm);
  }

  /**
   * Bots move and clocks run for the match, from its queue: they read the match as committed, never a move whose
   * commit is pending. A failure (the log unreadable) tries again a second later.
   */
  schedule(lm: Live): void {
    if (this.closed || lm.gone) return;
    this.cache
      .enqueue(
        lm,
        async () => {
          if (this.closed || lm.gone || lm.row.status !== 'live') return;
          // Only the lease's holder drives a match (a claim may be on its way: `gained` schedules again).
          if (!this.leases.claim(lm, dueAt(lm, this.settings.abandonMs, Date.now()))) return this.clocks.stop(lm);
          this.driver.drive(lm);
          this.clocks.arm(lm);
        },
        { quiet: true },
      )
      .catch((e: unknown) => {
        this.log.error({ err: e, match: lm.id }, 'could not schedule bots and clocks; trying again');
        setTimeout(() => this.schedule(lm), 1000).unref();
      });
  }

  private finished(lm: Live): void {
    this.stopTimers(lm);
    this.leases.release(lm.id);
    // Ratings and co-operative records (#29), counted once per match whichever instance gets here first; if this
    // fails (the store down), `ramparts admin ratings --rebuild` counts it from the log.
    if (lm.settings.rated || lm.match.playKind() === 'cooperative')
      countFinished(this.store, this.registry, lm.id, { state: lm.match.state, moves: lm.match.moveCount }).catch((e: unknown) => this.log.error({ err: e, match: lm.id }, 'could not count a finished match for ratings and records'));
    // Keep a finished match cached a little while for late readers, then let it go once its queue has drained.
    setTimeout(() => {
      this.cache.enqueue(lm, async () => this.cache.drop(lm), { quiet: true }).catch(() => this.cache.drop(lm));
    }, 60_000).unref();
  }

  /** The match's bots, clock and absence timers stop on this instance. */
  private stopTimers(lm: Live): void {
    this.clocks.stop(lm);
    this.seats.stop(lm);
    this.driver.stop(lm);
  }

  /** Whether a match must stay in memory although nobody used it lately: a connection here, a bot thinking. */
  private busy(lm: Live): boolean {
    if (lm.thinking.size > 0) return true;
    for (let seat = 0; seat < lm.row.players; seat++) if (this.broadcaster.wants(lm.id, seat)) return true;
    return this.broadcaster.wants(lm.id, null);
  }

  /** A match left memory (idle or finished): its timers stop; a later load builds it again from the log. */
  private leftMemory(lm: Live): void {
    this.stopTimers(lm);
    // Another instance (or this one, on a load) takes the match on when it is next due.
    if (!this.cache.get(lm.id)) this.leases.release(lm.id, dueAt(lm, this.settings.abandonMs, Date.now()));
  }

  /** The match is this instance's to drive now: catch up with the log (its last holder may have moved), then run it. */
  private gained(lm: Live): void {
    if (this.closed || lm.gone || this.cache.get(lm.id) !== lm) return;
    this.play.peerChanged(lm.id);
    this.seats.update(lm.id).catch((e: unknown) => this.log.warn({ err: e, match: lm.id }, 'could not watch the seats of a match taken on'));
  }

  /** Another instance drives the match now: its bots, clock and absence timers stop here. */
  private lost(lm: Live): void {
    this.clocks.stop(lm);
    this.driver.stop(lm);
    for (const seat of [...lm.abandonTimers.keys()]) this.seats.clearAbandon(lm, seat);
  }
}
