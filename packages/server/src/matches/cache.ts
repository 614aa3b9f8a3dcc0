import { Match, migrateGame, RuleError, type AnyGame, type Seat } from '@ramparts/engine';
import type { EntryRow, MatchRow, SeatRow, Store } from '../store/store.ts';
import { Clocks } from './clock.ts';
import type { MatchSettings, Registry } from './types.ts';

/** A match held in memory: the cached `Match` built from the log, and what this instance runs for it. */
export interface Live {
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
  /** The match's queue: every job that reads or changes it runs here, one at a time. */
  chain: Promise<unknown>;
  thinking: Set<Seat>;
  clockTimer: NodeJS.Timeout | null;
  abandonTimers: Map<Seat, NodeJS.Timeout>;
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
 * The matches this instance holds, each rebuilt from the log on first use; the cache is only a cache. Each match
 * has a queue (`enqueue`) so that its jobs never interleave.
 */
export class LiveCache {
  private readonly live = new Map<string, Live>();
  private readonly loading = new Map<string, Promise<Live | undefined>>();

  constructor(
    private readonly store: Store,
    private readonly registry: Registry,
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

  /** Drops a match if it is still the one cached (a later load may have replaced it). */
  drop(lm: Live): void {
    if (this.live.get(lm.id) === lm) this.live.delete(lm.id);
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
    const raced = this.live.get(id);
    if (raced) return raced;
    this.live.set(id, lm);
    return lm;
  }

  /** Rebuilds the cached match from the log. */
  async rebuild(lm: Live): Promise<void> {
    const [row, seats, entries] = await Promise.all([this.store.getMatch(lm.id), this.store.getSeats(lm.id), this.store.entries(lm.id)]);
    if (!row) throw new Error(`match ${lm.id} vanished`);
    lm.row = row;
    lm.seats = seats;
    lm.match = matchOf(lm.game, row);
    lm.seq = 0;
    this.applyEntries(lm, entries);
  }

  /** Brings the cache forward: the row, the seats and any entries after the cached seq. */
  async refresh(lm: Live): Promise<void> {
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

  /** Runs `job` after the match's earlier jobs, whether they failed or not. */
  enqueue<T>(lm: Live, job: () => Promise<T>): Promise<T> {
    const p = lm.chain.then(job, job);
    lm.chain = p.catch(() => undefined);
    return p;
  }
}
