import { createBot, Match, migrateGame, RuleError, type AnyGame, type LogLine, type Outcome, type Seat } from '@ramparts/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { BotChooser } from '../bots/pool.ts';
import type { EntryRow, MatchRow, SeatRow, Store } from '../store/store.ts';
import { Clocks, type ClockSettings, type ClockView } from './clock.ts';
import { credentialMatches, hashCredential, newCredential, newMatchId, newSeed } from './credentials.ts';

export interface Registry {
  games: readonly AnyGame[];
  findGame(id: string): AnyGame | undefined;
}

/** How a match is run, beyond the game's options. */
export interface MatchSettings {
  clock: ClockSettings | null;
  /** The bot that plays for a person who ran out of time or left. */
  takeover: string;
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
}

export interface MatchSummary {
  id: string;
  game: string;
  players: number;
  options: unknown;
  status: 'open' | 'live' | 'finished';
  settings: MatchSettings;
  seats: SeatInfo[];
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
}

/** An accepted action carries the actor's new state when a connection asked for it (`answer`). */
export type Result = { ok: true; seq: number; state?: SeatState } | { ok: false; code: string; message: string };

/** How an action was made: by a person or a bot, against the state seen (`expectSeq`), from a connection. */
export interface SubmitOptions {
  by: 'human' | 'bot';
  expectSeq?: number;
  /** The connection that acts: its acknowledgement carries the new state, so the broadcast skips it. */
  answer?: string;
}

export type Action = { type: 'move'; move: unknown } | { type: 'undo' };

/** How the service reaches clients; the Socket.IO layer provides it. */
export interface Broadcaster {
  /** Whether anyone may be listening for this seat (`null`: spectators); skips computing unwatched views. */
  wants(matchId: string, seat: Seat | null, except?: string): boolean;
  /** Sends a seat's (or the spectators') state to their connections, `except` one that already has it. */
  state(matchId: string, seat: Seat | null, state: SeatState, except?: string): void;
  seats(matchId: string, seats: (SeatInfo & { connected: boolean })[]): void;
  /** Seats with at least one connection, on any instance. */
  connected(matchId: string, players: number): Promise<boolean[]>;
  /** Tells other instances that this match changed. */
  notifyPeers(matchId: string): void;
}

const quiet: Broadcaster = { wants: () => false, state: () => {}, seats: () => {}, connected: async (_id, n) => Array.from({ length: n }, () => false), notifyPeers: () => {} };

export interface ServiceOptions {
  store: Store;
  registry: Registry;
  bots: BotChooser;
  log?: FastifyBaseLogger;
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
}

interface Live {
  id: string;
  row: MatchRow;
  game: AnyGame;
  settings: MatchSettings;
  seats: SeatRow[];
  match: Match;
  seq: number;
  /** Log length per seat as last sent; index `players` is the spectators'. */
  logLen: number[];
  /** The seq and status this instance's connections were last sent (a snapshot brings a new connection up to it). */
  announced: { seq: number; status: string };
  clocks: Clocks | null;
  chain: Promise<unknown>;
  thinking: Set<Seat>;
  clockTimer: NodeJS.Timeout | null;
  abandonTimers: Map<Seat, NodeJS.Timeout>;
}

const noop = () => {};
const silent = { info: noop, warn: noop, error: noop, debug: noop, trace: noop, fatal: noop, child: () => silent, level: 'silent', silent: noop } as unknown as FastifyBaseLogger;

export function error(code: string, message: string): Result {
  return { ok: false, code, message };
}

/**
 * The match a row describes, before any move: a match begun under an older version of its game keeps its
 * options brought forward by the game's migrations (its logged moves are brought forward as they are read).
 */
function matchOf(game: AnyGame, row: MatchRow): Match {
  const { options } = migrateGame(game, row.game_version, { options: JSON.parse(row.options), moves: [] });
  return Match.create(game, { players: row.players, options, seed: row.seed });
}

function applyEntry(match: Match, version: string, e: EntryRow): void {
  if (e.kind === 'undo') return match.undo(e.seat);
  const logged = { seat: e.seat, move: JSON.parse(e.move ?? 'null') as unknown };
  const [{ move }] = version === match.game.version ? [logged] : migrateGame(match.game, version, { options: match.options, moves: [logged] }).moves;
  match.play(e.seat, move);
}

/**
 * The match service: creates matches, seats people, and runs every move and undo through one path —
 * validate on the cached `Match`, commit the entry `(match_id, seq)`, then acknowledge and broadcast.
 * The cache is only a cache: on a lost race or a failed write it is rebuilt from the log.
 */
export class MatchService {
  readonly store: Store;
  readonly registry: Registry;
  private readonly bots: BotChooser;
  private log: FastifyBaseLogger;
  private readonly takeover: string;
  private readonly abandonMs: number;
  private readonly returnMs: number;
  private readonly clustered: boolean;
  private broadcaster: Broadcaster = quiet;
  private readonly cache = new Map<string, Live>();
  private readonly loading = new Map<string, Promise<Live | undefined>>();
  private closed = false;

  constructor(opts: ServiceOptions) {
    this.store = opts.store;
    this.registry = opts.registry;
    this.bots = opts.bots;
    this.log = opts.log ?? silent;
    this.takeover = opts.takeover ?? 'mcts:1000';
    this.abandonMs = opts.abandonMs ?? 120_000;
    this.returnMs = opts.returnMs ?? 60_000;
    this.clustered = opts.clustered ?? false;
  }

  setLogger(log: FastifyBaseLogger): void {
    this.log = log;
  }

  setBroadcaster(b: Broadcaster): void {
    this.broadcaster = b;
  }

  // ---------------------------------------------------------------------------------------------------
  // Lobby

  async create(req: { game: string; players?: number; options?: unknown; seats?: string[]; clock?: ClockSettings | null; takeover?: string }): Promise<MatchSummary> {
    const game = this.registry.findGame(req.game);
    if (!game) throw new RuleError('unknown-game', `There is no game "${req.game}". Games: ${this.registry.games.map((g) => g.id).join(', ')}.`);
    const seed = newSeed();
    let players = req.players;
    if (players === undefined) {
      const options = game.options.safeParse(req.options ?? {});
      players = options.success ? game.playerCounts(options.data).min : game.kind.players.min;
    }
    const match = Match.create(game, { players, options: req.options ?? {}, seed });
    const kinds = req.seats ?? Array.from({ length: players }, () => 'human');
    if (kinds.length !== players) throw new RuleError('bad-seats', `Name one entry per seat: ${players} seats, ${kinds.length} given.`);
    for (const k of kinds) if (k !== 'human') createBot(k, 'check', game);
    const takeover = req.takeover ?? this.takeover;
    createBot(takeover, 'check', game);
    const settings: MatchSettings = { clock: req.clock ?? null, takeover };
    const now = Date.now();
    const humans = kinds.filter((k) => k === 'human').length;
    const row: MatchRow = {
      id: newMatchId(),
      game: game.id,
      game_version: game.version,
      players,
      options: JSON.stringify(match.options),
      seed,
      status: humans === 0 ? 'live' : 'open',
      settings: JSON.stringify(settings),
      outcome: null,
      created_at: now,
      updated_at: now,
      visibility: 'public',
      invite_hash: null,
      client: null,
      expires_at: null,
      lease_holder: null,
      lease_until: 0,
    };
    const seats: SeatRow[] = kinds.map((k, seat) => ({ match_id: row.id, seat, kind: k === 'human' ? 'human' : 'bot', bot: k === 'human' ? null : k, name: null, credential_hash: null, away: 0, generation: 0 }));
    await this.store.createMatch(row, seats);
    if (row.status === 'live') {
      const lm = await this.load(row.id);
      if (lm) this.started(lm);
    }
    return this.summary(row, seats);
  }

  async list(filter: { status?: string; game?: string; limit?: number }): Promise<MatchSummary[]> {
    const rows = await this.store.listMatches({ status: filter.status, game: filter.game, limit: filter.limit ?? 100 });
    const seats = await this.store.seatsOf(rows.map((r) => r.id));
    return rows.map((r) => this.summary(r, seats.filter((s) => s.match_id === r.id)));
  }

  async get(id: string): Promise<MatchSummary | undefined> {
    const row = await this.store.getMatch(id);
    if (!row) return undefined;
    return this.summary(row, await this.store.getSeats(id));
  }

  /** Claims a free seat (the first one if none is named); the credential is returned here and never again. */
  async join(id: string, want: { seat?: Seat; name?: string }): Promise<{ seat: Seat; credential: string; match: MatchSummary }> {
    const row = await this.store.getMatch(id);
    if (!row) throw new RuleError('no-such-match', `There is no match "${id}".`);
    if (row.status !== 'open') throw new RuleError('match-full', row.status === 'finished' ? 'This match is over.' : 'Every seat of this match is taken.');
    const seats = await this.store.getSeats(id);
    const free = seats.filter((s) => s.kind === 'human' && s.credential_hash === null);
    const target = want.seat === undefined ? free[0] : seats.find((s) => s.seat === want.seat);
    if (!target) throw new RuleError(want.seat === undefined ? 'match-full' : 'no-such-seat', want.seat === undefined ? 'Every seat of this match is taken.' : `There is no seat ${want.seat} at this table.`);
    if (target.kind !== 'human') throw new RuleError('seat-taken', `Seat ${target.seat} is played by a bot.`);
    const credential = newCredential();
    if (!(await this.store.claimSeat(id, target.seat, hashCredential(credential), want.name ?? null))) throw new RuleError('seat-taken', `Seat ${target.seat} is taken.`);
    {
      // Whoever takes the last seat (even in a race) starts the match: the status update is conditional.
      const latest = await this.store.getSeats(id);
      if (latest.every((s) => s.kind !== 'human' || s.credential_hash !== null) && (await this.store.setStatus(id, 'open', 'live'))) {
        const lm = await this.load(id);
        if (lm) {
          await this.enqueue(lm, () => this.refresh(lm));
          this.started(lm);
        }
      }
    }
    await this.changedSeats(id);
    return { seat: target.seat, credential, match: (await this.get(id))! };
  }

  /** A person leaves: before the start the seat is freed; during play a bot takes it over until they return. */
  async leave(id: string, seat: Seat, credential: string): Promise<Result> {
    const lm = await this.load(id);
    if (!lm) return error('no-such-match', `There is no match "${id}".`);
    if (!(await this.verify(lm, seat, credential))) return error('bad-credential', 'That credential does not hold this seat.');
    return this.leaveConnected(id, seat);
  }

  /** `leave` for a connection whose credential was checked at the handshake. */
  async leaveConnected(id: string, seat: Seat): Promise<Result> {
    const lm = await this.load(id);
    if (!lm) return error('no-such-match', `There is no match "${id}".`);
    return this.enqueue(lm, async () => {
      if (lm.row.status === 'open') await this.store.releaseSeat(id, seat);
      else if (lm.row.status === 'live') await this.store.setAway(id, seat, true);
      await this.refresh(lm);
      this.afterSeats(lm);
      return { ok: true, seq: lm.seq } as Result;
    });
  }

  /** A person is back at a seat a bot was playing for them. */
  async back(id: string, seat: Seat): Promise<void> {
    const lm = await this.load(id);
    if (!lm) return;
    await this.enqueue(lm, async () => {
      const s = lm.seats[seat];
      this.clearAbandon(lm, seat);
      if (!s || !s.away) return;
      await this.store.setAway(id, seat, false);
      s.away = 0;
      lm.clocks?.topUp(seat, this.returnMs, Date.now());
      this.afterSeats(lm);
    });
  }

  /** Checks a seat's credential (reloading the seats once, in case another instance seated someone). */
  async authorize(id: string, seat: Seat, credential: string | undefined): Promise<boolean> {
    const lm = await this.load(id);
    if (!lm || !Number.isInteger(seat) || seat < 0 || seat >= lm.row.players) return false;
    return this.verify(lm, seat, credential);
  }

  async record(id: string): Promise<unknown> {
    const lm = await this.load(id);
    if (!lm) throw new RuleError('no-such-match', `There is no match "${id}".`);
    if (lm.row.status !== 'finished') {
      await this.enqueue(lm, () => this.refresh(lm));
      if (lm.row.status !== 'finished') throw new RuleError('not-finished', 'The record (with its seed) is published when the match is over.');
    }
    return lm.match.record(lm.seats.map((s) => (s.kind === 'bot' ? (s.bot ?? 'bot') : (s.name ?? 'human'))));
  }

  // ---------------------------------------------------------------------------------------------------
  // Play

  /** Whether the match exists (loading it into the cache). */
  async exists(id: string): Promise<boolean> {
    return (await this.load(id)) !== undefined;
  }

  /** The full state for a seat or a spectator (a joining client, a resync). */
  async snapshot(id: string, seat: Seat | null): Promise<SeatState | undefined> {
    const lm = await this.load(id);
    if (!lm) return undefined;
    return this.enqueue(lm, async () => {
      if (this.clustered) await this.catchUp(lm);
      return this.stateFor(lm, seat, 0);
    });
  }

  /**
   * Plays a move or an undo for a seat through the one path: validate, commit, then acknowledge and broadcast.
   * `expectSeq` refuses the action if the match has moved on (bots use it); `by: 'bot'` only acts for
   * seats a bot controls, a person's action on a seat a bot was playing for them hands it back.
   */
  async submit(id: string, seat: Seat, action: Action, opts: SubmitOptions): Promise<Result> {
    const lm = await this.load(id);
    if (!lm) return error('no-such-match', `There is no match "${id}".`);
    return this.enqueue(lm, () => this.run(lm, seat, action, opts));
  }

  private async run(lm: Live, seat: Seat, action: Action, opts: SubmitOptions): Promise<Result> {
    for (let attempt = 0; attempt < 5; attempt++) {
      if (lm.row.status !== 'live') {
        await this.refresh(lm);
        if (lm.row.status === 'open') return error('not-started', 'The match starts when every seat is taken.');
        if (lm.row.status === 'finished') return error('game-over', 'The game is over: no more moves can be made.');
      }
      const s = lm.seats[seat];
      if (!s) return error('no-such-seat', `There is no seat ${String(seat)} at this table.`);
      if (opts.by === 'bot' && !(s.kind === 'bot' || s.away)) return error('stale', 'A person holds this seat now.');
      if (opts.expectSeq !== undefined && opts.expectSeq !== lm.seq && this.clustered) await this.catchUp(lm);
      if (opts.expectSeq !== undefined && opts.expectSeq !== lm.seq) return error('stale', 'The match has moved on since.');
      if (opts.by === 'human' && s.away) {
        await this.store.setAway(lm.id, seat, false);
        s.away = 0;
        lm.clocks?.topUp(seat, this.returnMs, Date.now());
        this.afterSeats(lm);
      }
      let lines: LogLine[] = [];
      try {
        if (action.type === 'move') lines = lm.match.play(seat, action.move).log;
        else lm.match.undo(seat);
      } catch (e) {
        if (e instanceof RuleError) return error(e.code, e.message);
        throw e;
      }
      const now = Date.now();
      const clocks = lm.clocks ? lm.clocks.after(seat, now, action.type === 'move') : null;
      const outcome = lm.match.outcome();
      const entry: EntryRow = { match_id: lm.id, seq: lm.seq + 1, seat, kind: action.type, move: action.type === 'move' ? JSON.stringify(action.move) : null, clocks: clocks ? JSON.stringify(clocks) : null, at: now };
      let won: boolean;
      try {
        won = await this.store.append({ entry, ...(outcome ? { finish: { status: 'finished', outcome: JSON.stringify(outcome) } } : {}) });
      } catch (e) {
        this.log.error({ err: e, match: lm.id }, 'could not commit an entry');
        await this.rebuild(lm).catch(() => this.cache.delete(lm.id));
        return error('unavailable', 'The move could not be saved; please try again.');
      }
      if (!won) {
        // Another instance wrote this seq first: take its entries from the log and validate again.
        await this.rebuild(lm);
        continue;
      }
      lm.seq = entry.seq;
      if (lm.clocks && clocks) lm.clocks.commit(clocks, seat, now);
      if (outcome) {
        lm.row.status = 'finished';
        lm.row.outcome = JSON.stringify(outcome);
      }
      const answer = this.changed(lm, action.type === 'undo' ? null : lines, opts.answer === undefined ? undefined : { seat, connection: opts.answer });
      this.broadcaster.notifyPeers(lm.id);
      return answer ? { ok: true, seq: entry.seq, state: answer } : { ok: true, seq: entry.seq };
    }
    return error('busy', 'The match is busy; please try again.');
  }

  /** Another instance changed a match: bring the cache up to date and tell this instance's connections. */
  peerChanged(id: string): void {
    const lm = this.cache.get(id);
    if (!lm) return;
    void this.enqueue(lm, async () => {
      await this.catchUp(lm);
      this.schedule(lm);
    }).catch((e: unknown) => this.log.warn({ err: e, match: id }, 'could not refresh a match'));
  }

  /** Someone connected or disconnected: tell the table, and watch for people who are gone for good. */
  async presence(id: string): Promise<void> {
    const lm = this.cache.get(id);
    if (!lm) return;
    const connected = await this.broadcaster.connected(id, lm.row.players);
    this.broadcaster.seats(id, this.seatInfos(lm).map((s, i) => ({ ...s, connected: connected[i] })));
    if (this.abandonMs <= 0 || lm.row.status !== 'live') return;
    lm.seats.forEach((s, seat) => {
      if (s.kind !== 'human' || s.away || connected[seat]) return this.clearAbandon(lm, seat);
      if (lm.abandonTimers.has(seat)) return;
      const t = setTimeout(() => {
        lm.abandonTimers.delete(seat);
        void this.broadcaster.connected(id, lm.row.players).then(async (now) => {
          if (now[seat] || lm.row.status !== 'live') return;
          await this.enqueue(lm, async () => {
            if (lm.seats[seat].away) return;
            await this.store.setAway(id, seat, true);
            lm.seats[seat].away = 1;
            this.afterSeats(lm);
          });
        });
      }, this.abandonMs);
      t.unref();
      lm.abandonTimers.set(seat, t);
    });
  }

  /** Loads every live match, so bots and clocks go on after a restart. */
  async resumeAll(): Promise<number> {
    const ids = await this.store.liveMatchIds();
    for (const id of ids) {
      const lm = await this.load(id).catch((e: unknown) => {
        this.log.error({ err: e, match: id }, 'could not resume a match');
        return undefined;
      });
      if (lm) this.schedule(lm);
    }
    return ids.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const lm of this.cache.values()) {
      if (lm.clockTimer) clearTimeout(lm.clockTimer);
      for (const t of lm.abandonTimers.values()) clearTimeout(t);
    }
    await Promise.allSettled([...this.cache.values()].map((lm) => lm.chain));
  }

  // ---------------------------------------------------------------------------------------------------
  // Cache

  private load(id: string): Promise<Live | undefined> {
    const hit = this.cache.get(id);
    if (hit) return Promise.resolve(hit);
    let p = this.loading.get(id);
    if (!p) {
      p = this.fetch(id).finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  private async fetch(id: string): Promise<Live | undefined> {
    if (typeof id !== 'string' || id.length === 0 || id.length > 64) return undefined;
    const row = await this.store.getMatch(id);
    if (!row) return undefined;
    const game = this.registry.findGame(row.game);
    if (!game) throw new RuleError('unknown-game', `This server does not know the game "${row.game}".`);
    const lm: Live = {
      id,
      row,
      game,
      settings: JSON.parse(row.settings) as MatchSettings,
      seats: [],
      match: matchOf(game, row),
      seq: 0,
      logLen: [],
      announced: { seq: 0, status: row.status },
      clocks: null,
      chain: Promise.resolve(),
      thinking: new Set(),
      clockTimer: null,
      abandonTimers: new Map(),
    };
    await this.rebuild(lm);
    lm.announced = { seq: lm.seq, status: lm.row.status };
    const raced = this.cache.get(id);
    if (raced) return raced;
    this.cache.set(id, lm);
    return lm;
  }

  /** Rebuilds the cached match from the log. */
  private async rebuild(lm: Live): Promise<void> {
    const [row, seats, entries] = await Promise.all([this.store.getMatch(lm.id), this.store.getSeats(lm.id), this.store.entries(lm.id)]);
    if (!row) throw new Error(`match ${lm.id} vanished`);
    lm.row = row;
    lm.seats = seats;
    lm.match = matchOf(lm.game, row);
    lm.seq = 0;
    this.applyEntries(lm, entries);
  }

  /** Brings the cache forward: the row, the seats and any entries after the cached seq. */
  private async refresh(lm: Live): Promise<void> {
    const [row, seats, entries] = await Promise.all([this.store.getMatch(lm.id), this.store.getSeats(lm.id), this.store.entries(lm.id, lm.seq)]);
    if (!row) return;
    lm.row = row;
    lm.seats = seats;
    if (entries.length > 0) {
      try {
        this.applyEntries(lm, entries);
      } catch {
        await this.rebuild(lm);
      }
    }
  }

  /**
   * Reads the entries other instances wrote since the cached seq and, if this instance's connections have not
   * been sent the state they lead to (the cache may also have moved on in a lost race), sends it, with the whole
   * log: what they last got may be from before a rebuild.
   */
  private async catchUp(lm: Live): Promise<void> {
    await this.refresh(lm);
    if (lm.seq !== lm.announced.seq || lm.row.status !== lm.announced.status) this.changed(lm, null);
  }

  private applyEntries(lm: Live, entries: EntryRow[]): void {
    let last: EntryRow | undefined;
    for (const e of entries) {
      if (e.seq !== lm.seq + 1) throw new Error(`match ${lm.id}: entry ${e.seq} follows ${lm.seq}`);
      applyEntry(lm.match, lm.row.game_version, e);
      lm.seq = e.seq;
      last = e;
    }
    if (lm.settings.clock) {
      const banks = last?.clocks ? (JSON.parse(last.clocks) as number[]) : lm.clocks?.remaining;
      lm.clocks = new Clocks(lm.settings.clock, lm.row.players, banks);
      if (lm.row.status === 'live') lm.clocks.actorsAre(lm.match.actors(), Date.now());
    }
    lm.logLen = [];
  }

  private enqueue<T>(lm: Live, job: () => Promise<T>): Promise<T> {
    const p = lm.chain.then(job, job);
    lm.chain = p.catch(() => undefined);
    return p;
  }

  // ---------------------------------------------------------------------------------------------------
  // After a change: broadcast, bots, clocks

  /** The match just went live. */
  private started(lm: Live): void {
    lm.clocks?.actorsAre(lm.match.actors(), Date.now());
    this.changed(lm, null);
    this.broadcaster.notifyPeers(lm.id);
  }

  /**
   * Sends everyone the new state (`lines`: the new log lines, or null to resend the whole log). The state of
   * `answer`'s seat is returned for its connection's acknowledgement (one message instead of two) and
   * broadcast only to that seat's other connections.
   */
  private changed(lm: Live, lines: LogLine[] | null, answer?: { seat: Seat; connection: string }): SeatState | undefined {
    const now = Date.now();
    lm.clocks?.actorsAre(lm.row.status === 'live' ? lm.match.actors() : [], now);
    lm.announced = { seq: lm.seq, status: lm.row.status };
    const out: [Seat | null, SeatState][] = [];
    let answered: SeatState | undefined;
    for (let seat = 0; seat <= lm.row.players; seat++) {
      const who = seat === lm.row.players ? null : seat;
      const mover = answer !== undefined && answer.seat === who;
      const others = this.broadcaster.wants(lm.id, who, mover ? answer.connection : undefined);
      if (!mover && !others) {
        lm.logLen[seat] = -1;
        continue;
      }
      let state: SeatState;
      const known = lm.logLen[seat];
      if (lines && known !== undefined && known >= 0) {
        const mine = lines.filter((l) => !l.to || (who !== null && l.to.includes(who))).map((l) => l.text);
        state = this.stateFor(lm, who, -1, { from: known, lines: mine });
      } else state = this.stateFor(lm, who, 0);
      if (mover) answered = state;
      if (others) out.push([who, state]);
    }
    // Computed now, sent just after: the mover's acknowledgement goes out first.
    const except = answer?.connection;
    if (out.length > 0) setImmediate(() => out.forEach(([who, state]) => this.broadcaster.state(lm.id, who, state, who === answer?.seat ? except : undefined)));
    if (lm.row.status === 'finished') this.finished(lm);
    this.schedule(lm);
    return answered;
  }

  private stateFor(lm: Live, seat: Seat | null, from: number, log?: { from: number; lines: string[] }): SeatState {
    const m = lm.match;
    const live = lm.row.status === 'live';
    const actors = live ? m.actors() : [];
    const state = m.state;
    const moves = seat !== null && actors.includes(seat) ? m.legalMoves(seat).map((move) => ({ move, text: lm.game.describeMove(state, seat, move) })) : [];
    let entryLog = log;
    if (!entryLog) {
      const all = m.log(seat);
      entryLog = { from, lines: all.slice(from) };
    }
    lm.logLen[seat === null ? lm.row.players : seat] = entryLog.from + entryLog.lines.length;
    return {
      match: lm.id,
      seq: lm.seq,
      status: lm.row.status,
      seat,
      view: m.view(seat),
      moves,
      actors,
      outcome: m.outcome(),
      canUndo: live && seat !== null && m.canUndo(seat),
      log: entryLog,
      clocks: lm.clocks ? lm.clocks.view(Date.now()) : null,
    };
  }

  private afterSeats(lm: Live): void {
    void this.presence(lm.id);
    this.broadcaster.notifyPeers(lm.id);
    this.schedule(lm);
  }

  private async changedSeats(id: string): Promise<void> {
    const lm = this.cache.get(id);
    if (lm) {
      await this.enqueue(lm, () => this.refresh(lm));
      void this.presence(id);
    }
    this.broadcaster.notifyPeers(id);
  }

  private finished(lm: Live): void {
    if (lm.clockTimer) clearTimeout(lm.clockTimer);
    for (const t of lm.abandonTimers.values()) clearTimeout(t);
    lm.abandonTimers.clear();
    // Keep a finished match cached a little while for late readers, then let it go.
    setTimeout(() => this.cache.get(lm.id) === lm && this.cache.delete(lm.id), 60_000).unref();
  }

  /** Bots move for the seats they control; the clock watches the people. */
  private schedule(lm: Live): void {
    if (this.closed || lm.row.status !== 'live') return;
    this.driveBots(lm);
    this.armClock(lm);
  }

  private driveBots(lm: Live): void {
    for (const seat of lm.match.actors()) {
      const s = lm.seats[seat];
      if (!s || !(s.kind === 'bot' || s.away) || lm.thinking.has(seat)) continue;
      lm.thinking.add(seat);
      const seq = lm.seq;
      const spec = s.kind === 'bot' ? (s.bot ?? 'random') : lm.settings.takeover;
      this.bots
        .choose({ game: lm.game.id, state: lm.match.state, seat, spec, seed: `${lm.id}:${seat}:${seq}:${Math.random()}` })
        .then(
          async (move) => {
            lm.thinking.delete(seat);
            const r = await this.submit(lm.id, seat, { type: 'move', move }, { by: 'bot', expectSeq: seq });
            if (!r.ok && r.code === 'stale') this.schedule(lm);
            else if (!r.ok && r.code !== 'game-over') {
              this.log.warn({ match: lm.id, seat, code: r.code, message: r.message }, 'a bot move was refused');
              setTimeout(() => this.schedule(lm), 1000).unref();
            }
          },
          (e: unknown) => {
            lm.thinking.delete(seat);
            if (this.closed) return;
            this.log.error({ err: e, match: lm.id, seat }, 'a bot failed to move');
            setTimeout(() => this.schedule(lm), 1000).unref();
          },
        );
    }
  }

  private armClock(lm: Live): void {
    if (lm.clockTimer) clearTimeout(lm.clockTimer);
    lm.clockTimer = null;
    const clocks = lm.clocks;
    if (!clocks) return;
    const now = Date.now();
    const watched = lm.match.actors().filter((seat) => lm.seats[seat]?.kind === 'human' && !lm.seats[seat].away);
    if (watched.length === 0) return;
    const soonest = Math.min(...watched.map((seat) => clocks.left(seat, now)));
    lm.clockTimer = setTimeout(
      () => {
        lm.clockTimer = null;
        void this.enqueue(lm, async () => {
          const t = Date.now();
          let expired = false;
          for (const seat of lm.match.actors()) {
            const s = lm.seats[seat];
            if (s?.kind === 'human' && !s.away && clocks.left(seat, t) <= 0) {
              clocks.expire(seat);
              await this.store.setAway(lm.id, seat, true);
              s.away = 1;
              expired = true;
            }
          }
          if (expired) this.afterSeats(lm);
          else this.armClock(lm);
        });
      },
      Math.max(0, soonest) + 5,
    );
    lm.clockTimer.unref();
  }

  private clearAbandon(lm: Live, seat: Seat): void {
    const t = lm.abandonTimers.get(seat);
    if (t) clearTimeout(t);
    lm.abandonTimers.delete(seat);
  }

  private async verify(lm: Live, seat: Seat, credential: string | undefined): Promise<boolean> {
    if (credentialMatches(credential, lm.seats[seat]?.credential_hash ?? null)) return true;
    lm.seats = await this.store.getSeats(lm.id);
    return credentialMatches(credential, lm.seats[seat]?.credential_hash ?? null);
  }

  private seatInfos(lm: { row: MatchRow; game: AnyGame; seats: SeatRow[] }): SeatInfo[] {
    const options = JSON.parse(lm.row.options);
    return lm.seats.map((s) => ({
      seat: s.seat,
      name: s.name ?? (s.kind === 'bot' ? `${lm.game.seatName(lm.row.players, options, s.seat)} (${s.bot})` : lm.game.seatName(lm.row.players, options, s.seat)),
      kind: s.kind === 'bot' ? 'bot' : 'human',
      bot: s.bot,
      taken: s.kind === 'bot' || s.credential_hash !== null,
      away: s.away === 1,
    }));
  }

  private summary(row: MatchRow, seats: SeatRow[]): MatchSummary {
    const game = this.registry.findGame(row.game);
    const infos = game
      ? this.seatInfos({ row, game, seats })
      : seats.map((s) => ({ seat: s.seat, name: s.name ?? `Seat ${s.seat + 1}`, kind: s.kind === 'bot' ? ('bot' as const) : ('human' as const), bot: s.bot, taken: s.kind === 'bot' || s.credential_hash !== null, away: s.away === 1 }));
    return {
      id: row.id,
      game: row.game,
      players: row.players,
      options: JSON.parse(row.options),
      status: row.status as MatchSummary['status'],
      settings: JSON.parse(row.settings) as MatchSettings,
      seats: infos,
      outcome: row.outcome ? (JSON.parse(row.outcome) as Outcome) : null,
      createdAt: row.created_at,
    };
  }
}
