import { Match, migrateGame, type AnyGame, type Seat, type TimeOutChoice } from '@ramparts/engine';
import { hintsOf, type HintUseRow } from '../store/hints.ts';
import type { EntryRow, MatchRow, SeatRow, Store } from '../store/store.ts';
import { Clocks } from './clock.ts';
import type { MatchSettings } from './types.ts';
import type { MatchGames } from './variants.ts';

/** A match held in memory: the cached `Match` built from the log, and what this instance runs for it. */
export interface Live {
  id: string;
  row: MatchRow;
  game: AnyGame;
  settings: MatchSettings;
  seats: SeatRow[];
  match: Match;
  seq: number;
  /** The hints asked for (the `hints` table, in order): public, sent in every state and kept in the record. */
  hints: HintUseRow[];
  /** How many of `hints` this instance's connections were last sent (a peer's hint is announced on catching up). */
  hintsSent: number;
  /** Log length per seat as last sent; index `players` is the spectators'. */
  logLen: number[];
  /** The seq and status this instance's connections were last sent (a snapshot brings a new connection up to it). */
  announced: { seq: number; status: string };
  clocks: Clocks | null;
  /** The match's queue: every job that reads or changes it runs here, one at a time. */
  chain: Promise<unknown>;
  thinking: Set<Seat>;
  clockTimer: NodeJS.Timeout | null;
  abandonTimers: Map<Seat, NodeJS.Timeout>;
  /**
   * `match` may hold a change the log does not (a move waiting for its commit, or one whose commit failed): the
   * next job rebuilds it from the log before it reads anything.
   */
  dirty: boolean;
  /** When a job (a move, a connection's state, a seat change) was last queued: idle matches leave memory. */
  touched: number;
  /** Jobs queued or running. */
  pending: number;
  /** Left the cache: its timers are stopped, nothing more is scheduled for it, a later load builds a new one. */
  gone: boolean;
}

/** When a cached match may leave memory for being idle. */
export interface IdlePolicy {
  /** No job for this long (ms; 0: never). */
  idleMs: number;
  /** Whether something still needs the match in memory (a connection, a bot thinking). */
  busy(lm: Live): boolean;
}

const GONE = Symbol('gone');

/**
 * The seats as the newer of two pictures has each (a claim or a release is a new generation), for a picture taken
 * while a cached one may have moved on; on a tie the held one (it may know of an absence since).
 */
export function newerSeats(held: SeatRow[], fresh: SeatRow[]): SeatRow[] {
  if (held.length === 0) return fresh;
  return fresh.map((f) => {
    const h = held.find((s) => s.seat === f.seat);
    return h && h.generation >= f.generation ? h : f;
  });
}

/**
 * The match a row describes, before any move: a match begun under an older version of its game keeps its
 * options brought forward by the game's migrations (its logged moves are brought forward as they are read).
 */
function matchOf(game: AnyGame, row: MatchRow): Match {
  const { options } = migrateGame(game, row.game_version, { options: JSON.parse(row.options), moves: [] });
  // Many idle live matches are held at once: no log text (most of a match's memory); a joining connection's log is built from the moves.
  return Match.create(game, { players: row.players, options, seed: row.seed }, { keepLog: false });
}

function applyEntry(match: Match, version: string, e: EntryRow): void {
  if (e.kind === 'undo') return match.undo(e.seat);
  if (e.kind === 'resign') return void match.resign(e.seat);
  if (e.kind === 'timeout') {
    const { target, choice } = JSON.parse(e.move ?? '{}') as { target: Seat; choice: TimeOutChoice };
    return void match.timeOut(target, e.seat, choice);
  }
  const logged = { seat: e.seat, move: JSON.parse(e.move ?? 'null') as unknown };
  const [{ move }] = version === match.game.version ? [logged] : migrateGame(match.game, version, { options: match.options, moves: [logged] }).moves;
  // The log does not say who chose a resigned seat's move: its stand-in bot did (the seat's own were refused).
  match.play(e.seat, move, 'stand-in');
}

/**
 * The matches this instance holds, each rebuilt from the log on first use; the cache is only a cache. Each match
 * has a queue (`enqueue`) so that its jobs never interleave: everything that reads or changes a cached match runs
 * there. A match leaves memory when it is idle (`startIdle`) or finished (`drop`), and comes back from the log.
 */
export class LiveCache {
  private readonly live = new Map<string, Live>();
  private readonly loading = new Map<string, Promise<Live | undefined>>();
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: Store,
    /** The game of each match: the registry's, or a variant of it (#32). */
    private readonly games: MatchGames,
    /** A match left memory: stop its timers (clocks, absence, bots). */
    private readonly left: (lm: Live) => void = () => {},
  ) {}

  get(id: string): Live | undefined {
    return this.live.get(id);
  }

  values(): IterableIterator<Live> {
    return this.live.values();
  }

  get size(): number {
    return this.live.size;
  }

  /** Takes a match out of memory (if it is still the one cached: a later load may have replaced it); its timers stop. */
  drop(lm: Live): void {
    if (lm.gone) return;
    lm.gone = true;
    if (this.live.get(lm.id) === lm) this.live.delete(lm.id);
    this.left(lm);
  }

  load(id: string): Promise<Live | undefined> {
    const hit = this.live.get(id);
    if (hit) return Promise.resolve(hit);
    let p = this.loading.get(id);
    if (!p) {
      p = this.fetch(id).finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  /**
   * Runs `job` in the match's queue on the match as cached when the job starts: if it left memory while the job
   * waited, on the match loaded again. Undefined when there is no such match.
   */
  async use<T>(id: string, job: (lm: Live) => Promise<T>): Promise<T | undefined> {
    for (;;) {
      const lm = await this.load(id);
      if (!lm) return undefined;
      const r = await this.enqueue(lm, async () => (lm.gone ? GONE : job(lm)));
      if (r !== GONE) return r as T;
    }
  }

  /**
   * A match that just went live, from what the caller holds (its row and seats as committed): it has no entries
   * and no hints yet, so nothing is read back. Already cached or being loaded: that one (the caller brings it up
   * to date in its queue).
   */
  async adopt(row: MatchRow, seats: SeatRow[]): Promise<Live> {
    const held = this.live.get(row.id) ?? (await this.loading.get(row.id));
    if (held) return held;
    const lm = await this.blank(row);
    lm.seats = seats;
    this.applyEntries(lm, []);
    return this.keep(lm);
  }

  private async fetch(id: string): Promise<Live | undefined> {
    if (typeof id !== 'string' || id.length === 0 || id.length > 64) return undefined;
    const row = await this.store.getMatch(id);
    if (!row) return undefined;
    const lm = await this.blank(row);
    await this.rebuild(lm);
    return this.keep(lm);
  }

  /** The cached match before any seat or entry is read. */
  private async blank(row: MatchRow): Promise<Live> {
    const game = await this.games.of(row);
    return {
      id: row.id,
      row,
      game,
      settings: JSON.parse(row.settings) as MatchSettings,
      seats: [],
      match: matchOf(game, row),
      seq: 0,
      hints: [],
      hintsSent: 0,
      logLen: [],
      announced: { seq: 0, status: row.status },
      clocks: null,
      chain: Promise.resolve(),
      thinking: new Set(),
      clockTimer: null,
      abandonTimers: new Map(),
      dirty: false,
      touched: Date.now(),
      pending: 0,
      gone: false,
    };
  }

  /** Holds a built match (unless another got there first: that one is kept), as its connections are about to see it. */
  private keep(lm: Live): Live {
    lm.announced = { seq: lm.seq, status: lm.row.status };
    lm.hintsSent = lm.hints.length;
    const raced = this.live.get(lm.id);
    if (raced) return raced;
    this.live.set(lm.id, lm);
    return lm;
  }

  /** Rebuilds the cached match from the log (the clocks too: each running turn began when the log says). */
  async rebuild(lm: Live): Promise<void> {
    const [row, seats, entries, hints] = await Promise.all([this.store.getMatch(lm.id), this.store.getSeats(lm.id), this.store.entries(lm.id), hintsOf(this.store.db, lm.id)]);
    if (!row) throw new Error(`match ${lm.id} vanished`);
    lm.dirty = true;
    lm.row = row;
    lm.seats = seats;
    lm.hints = hints;
    lm.match = matchOf(lm.game, row);
    lm.seq = 0;
    lm.clocks = null;
    this.applyEntries(lm, entries);
    lm.dirty = false;
  }

  /** Brings the cache forward: the row, the seats and any entries after the cached seq. */
  async refresh(lm: Live): Promise<void> {
    const [row, seats, entries, hints] = await Promise.all([this.store.getMatch(lm.id), this.store.getSeats(lm.id), this.store.entries(lm.id, lm.seq), hintsOf(this.store.db, lm.id)]);
    if (!row) return;
    lm.hints = hints;
    // Gone live since (another instance seated the last person): the first turn began then.
    if (lm.row.status !== 'live' && row.status === 'live' && lm.clocks) lm.clocks.actorsAre(lm.match.actors(), row.updated_at);
    lm.row = row;
    lm.seats = seats;
    if (entries.length > 0) {
      lm.dirty = true;
      try {
        this.applyEntries(lm, entries);
        lm.dirty = false;
      } catch {
        await this.rebuild(lm);
      }
    }
  }

  /**
   * Plays logged entries onto the cached match. With a clock, the banks are the last entry's and each running
   * turn's start is the `at` of the entry that began it (or, before any entry, when the match went live: its
   * row's `updated_at`), so a rebuild (restart, lost race, peer change) forgives no time.
   */
  private applyEntries(lm: Live, entries: EntryRow[]): void {
    const live = lm.row.status === 'live';
    if (lm.settings.clock && !lm.clocks) {
      lm.clocks = new Clocks(lm.settings.clock, lm.row.players);
      if (live || entries.length > 0) lm.clocks.actorsAre(lm.match.actors(), lm.row.updated_at);
    }
    const clocks = lm.clocks;
    for (const e of entries) {
      if (e.seq !== lm.seq + 1) throw new Error(`match ${lm.id}: entry ${e.seq} follows ${lm.seq}`);
      applyEntry(lm.match, lm.row.game_version, e);
      lm.seq = e.seq;
      if (clocks) {
        clocks.commit(e.clocks ? (JSON.parse(e.clocks) as number[]) : clocks.remaining, e.seat);
        clocks.actorsAre(lm.match.actors(), e.at);
      }
    }
    if (clocks && !live) clocks.actorsAre([], 0);
    lm.logLen = [];
  }

  /**
   * Runs `job` after the match's earlier jobs, whether they failed or not, on the match as the log has it (a
   * change left uncommitted is rebuilt first). `quiet` jobs (scheduling, eviction) do not count as activity.
   */
  enqueue<T>(lm: Live, job: () => Promise<T>, opts: { quiet?: boolean } = {}): Promise<T> {
    lm.pending++;
    if (!opts.quiet) lm.touched = Date.now();
    const run = async (): Promise<T> => {
      try {
        if (lm.dirty) await this.rebuild(lm);
        return await job();
      } finally {
        lm.pending--;
      }
    };
    const p = lm.chain.then(run, run);
    lm.chain = p.catch(() => undefined);
    return p;
  }

  /**
   * Checks the cached matches every so often: one nobody has used for `idleMs`, with no job waiting and nothing
   * needing it (`busy`), leaves memory once its queue has drained.
   */
  startIdle(policy: IdlePolicy, onError: (e: unknown, lm: Live) => void): void {
    this.stopIdle();
    if (!(policy.idleMs > 0)) return;
    const idle = (lm: Live) => lm.pending === 0 && Date.now() - lm.touched >= policy.idleMs && !policy.busy(lm);
    this.idleTimer = setInterval(
      () => {
        for (const lm of [...this.live.values()]) {
          if (!idle(lm)) continue;
          this.enqueue(
            lm,
            async () => {
              lm.pending--;
              // Still idle with the queue drained (this job is the only one): nothing can slip in before the drop.
              if (idle(lm)) this.drop(lm);
              lm.pending++;
            },
            { quiet: true },
          ).catch((e: unknown) => onError(e, lm));
        }
      },
      Math.max(10, Math.min(60_000, policy.idleMs / 4)),
    );
    this.idleTimer.unref();
  }

  stopIdle(): void {
    if (this.idleTimer) clearInterval(this.idleTimer);
    this.idleTimer = null;
  }
}
