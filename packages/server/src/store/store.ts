import { Kysely, Migrator, sql, type CompiledQuery, type Transaction } from 'kysely';
import { GroupCommit } from './commit.ts';
import type { SqliteThread } from './sqlite-thread.ts';
import { postgresDialect, sqliteDialect, type DialectName } from './dialects.ts';
import { migrationProvider } from './migrations.ts';
import { countedDialect, StatementCount } from './statement-count.ts';
import type { Database, EntryTable, MatchTable, SaveTable, SeatTable } from './schema.ts';
import { insertVariant, type VariantRow } from './variants.ts';

export type MatchRow = MatchTable;
export type SeatRow = SeatTable;
export type EntryRow = EntryTable;
export type SaveRow = SaveTable;

export interface StoreConfig {
  /** PostgreSQL when set; otherwise SQLite in `dataDir`. */
  databaseUrl?: string;
  /** A PostgreSQL schema to use (tests); it must exist. */
  schema?: string;
  /** PostgreSQL connections in the pool (default 10). */
  poolSize?: number;
  dataDir: string;
}

/** A status change committed in the same transaction as an entry (the match ended). */
export interface Finish {
  status: string;
  outcome: string | null;
}

export interface Append {
  entry: EntryRow;
  finish?: Finish;
}

/**
 * Everything the server keeps: matches, seats, the append-only log of entries and campaign saves.
 * Entries go through a group commit: the appends of one event-loop turn share one transaction, and each
 * caller learns whether its row was committed or lost the race for its `(match_id, seq)`.
 */
export class Store {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  readonly where: string;
  private readonly commits: GroupCommit<Append, boolean>;
  /** SQLite: the connection's worker thread; a group commit there is one prepared statement in one transaction. */
  private thread: SqliteThread | null = null;
  /** Statements run and commits made since the store opened (issue #28: the lobby's cost per match is held to them). */
  readonly count: StatementCount;

  private constructor(db: Kysely<Database>, dialect: DialectName, where: string, count: StatementCount) {
    this.db = db;
    this.count = count;
    this.dialect = dialect;
    this.where = where;
    // PostgreSQL commits batches on several pooled connections at once. SQLite has one connection, which writes one
    // batch at a time anyway: a second batch in flight only split the moves waiting into more commits, each with its
    // own fsync and thread round trip (issue #28: p95 at 1000@200 from 41-67 ms to 24-37 ms, CPU a move no worse).
    this.commits = new GroupCommit((batch) => this.appendBatch(batch), { inFlight: dialect === 'postgres' ? 4 : 1 });
  }

  static async open(config: StoreConfig): Promise<Store> {
    let store: Store;
    if (config.databaseUrl) {
      const count = new StatementCount();
      store = new Store(new Kysely<Database>({ dialect: countedDialect(postgresDialect(config.databaseUrl, config.schema, config.poolSize), count) }), 'postgres', redact(config.databaseUrl), count);
    } else {
      const { dialect, file, thread } = await sqliteDialect(config.dataDir);
      const count = new StatementCount();
      store = new Store(new Kysely<Database>({ dialect: countedDialect(dialect, count) }), 'sqlite', file, count);
      store.thread = thread;
    }
    try {
      await store.migrate();
    } catch (e) {
      await store.db.destroy();
      throw e;
    }
    return store;
  }

  async migrate(): Promise<void> {
    // PostgreSQL: Kysely looks for its migration tables in every schema unless it is told which one, so another
    // schema's (another test's, another deployment's) would be taken for ours. Ours is the search path's first.
    const schema = this.dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(this.db)).rows[0]?.schema : undefined;
    const { error, results } = await new Migrator({ db: this.db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) throw new Error(`The database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }

  /** Whether the database answers. */
  async ping(): Promise<boolean> {
    try {
      await sql`select 1`.execute(this.db);
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.commits.drain();
    await this.db.destroy();
  }

  /** A match and its seats, and the variant it is played with unless that is stored already: one transaction. */
  async createMatch(match: MatchRow, seats: SeatRow[], variant?: VariantRow): Promise<void> {
    const rows = [this.db.insertInto('matches').values(match).compile(), this.db.insertInto('seats').values(seats).compile()];
    await this.together(variant ? [insertVariant(this.db, variant), ...rows] : rows);
  }

  /**
   * Writes in one transaction, one commit; the rows each changed. SQLite: one message to its thread; PostgreSQL: a
   * transaction on one pooled connection.
   */
  private async together(writes: CompiledQuery[]): Promise<number[]> {
    if (this.thread) {
      this.count.transaction(writes.length);
      return this.thread.transaction(writes);
    }
    return this.db.transaction().execute(async (tx) => {
      const changed: number[] = [];
      for (const q of writes) changed.push(Number((await tx.executeQuery(q)).numAffectedRows ?? 0));
      return changed;
    });
  }

  async getMatch(id: string): Promise<MatchRow | undefined> {
    return this.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async getSeats(id: string): Promise<SeatRow[]> {
    return this.db.selectFrom('seats').selectAll().where('match_id', '=', id).orderBy('seat').execute();
  }

  async seatsOf(ids: string[]): Promise<SeatRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('seats').selectAll().where('match_id', 'in', ids).orderBy('match_id').orderBy('seat').execute();
  }

  async liveMatchIds(): Promise<string[]> {
    return (await this.db.selectFrom('matches').select('id').where('status', '=', 'live').execute()).map((r) => r.id);
  }

  /**
   * Claims a free human seat (a new generation: connections checked before are no longer the seat's) and, when no
   * human seat is left free, starts the match: one transaction, one commit. `claimed` is false when someone else
   * holds the seat; `started` is true for the one claim that took the last seat, even in a race (the status change
   * is conditional on the seats as committed). The match goes live `at` (its `updated_at`: the first turn's start).
   */
  async claimSeat(matchId: string, seat: number, hash: string, name: string | null, at: number): Promise<{ claimed: boolean; started: boolean }> {
    const claim = this.db
      .updateTable('seats')
      .set((eb) => ({ credential_hash: hash, name, generation: eb('generation', '+', 1) }))
      .where('match_id', '=', matchId)
      .where('seat', '=', seat)
      .where('kind', '=', 'human')
      .where('credential_hash', 'is', null)
      .compile();
    const start = this.db
      .updateTable('matches')
      .set({ status: 'live', updated_at: at })
      .where('id', '=', matchId)
      .where('status', '=', 'open')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('seats').select('seat').where('match_id', '=', matchId).where('kind', '=', 'human').where('credential_hash', 'is', null))))
      .compile();
    if (this.thread) {
      // SQLite runs one transaction at a time: two claims for the last seats cannot both miss each other.
      const [claimed, started] = await this.together([claim, start]);
      return { claimed: claimed === 1, started: started === 1 };
    }
    // PostgreSQL (read committed): two claims in flight would each see the other's seat still free and neither start
    // the match. Locking the match's row first makes the claims of one match take turns; the second sees the first.
    const lock = this.db
      .updateTable('matches')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', matchId)
      .compile();
    const [, claimed, started] = await this.together([lock, claim, start]);
    return { claimed: claimed === 1, started: started === 1 };
  }

  /** Frees a seat (a new generation, like a claim). */
  async releaseSeat(matchId: string, seat: number): Promise<void> {
    await this.db.updateTable('seats').set((eb) => ({ credential_hash: null, name: null, away: 0, generation: eb('generation', '+', 1) })).where('match_id', '=', matchId).where('seat', '=', seat).execute();
  }

  async setAway(matchId: string, seat: number, away: boolean): Promise<void> {
    await this.db.updateTable('seats').set({ away: away ? 1 : 0 }).where('match_id', '=', matchId).where('seat', '=', seat).execute();
  }

  async entries(matchId: string, afterSeq = 0): Promise<EntryRow[]> {
    return this.db.selectFrom('entries').selectAll().where('match_id', '=', matchId).where('seq', '>', afterSeq).orderBy('seq').execute();
  }

  /** Appends one entry (group-committed); resolves true once committed, false if that seq was taken. */
  append(a: Append): Promise<boolean> {
    return this.commits.add(a);
  }

  private async appendBatch(batch: Append[]): Promise<boolean[]> {
    try {
      return await this.writeBatch(batch);
    } catch (e) {
      if (batch.length === 1) throw e;
      // One bad row must not sink the others: commit them one by one.
      const out: boolean[] = [];
      for (const a of batch) out.push(...(await this.writeBatch([a])));
      return out;
    }
  }

  private writeBatch(batch: Append[]): Promise<boolean[]> {
    const thread = this.thread;
    if (thread) {
      this.count.transaction(batch.length);
      return thread.append(batch);
    }
    // PostgreSQL: without a status change the multi-row INSERT is one statement, atomic on its own (one round trip).
    if (!batch.some((a) => a.finish)) return this.insertAll(this.db, batch);
    return this.db.transaction().execute((tx) => this.insertAll(tx, batch));
  }

  private async insertAll(tx: Kysely<Database> | Transaction<Database>, batch: Append[]): Promise<boolean[]> {
    // One statement of constant text whatever the batch size (arrays, not a VALUES list of thousands of
    // parameters): PostgreSQL parses and plans it cheaply, which matters when it shares the server's cores.
    const e = batch.map((a) => a.entry);
    const { rows } = await sql<{ match_id: string; seq: number }>`
      insert into entries (match_id, seq, seat, kind, move, clocks, at)
      select * from unnest(${e.map((x) => x.match_id)}::varchar[], ${e.map((x) => x.seq)}::int[], ${e.map((x) => x.seat)}::int[],
        ${e.map((x) => x.kind)}::varchar[], ${e.map((x) => x.move)}::text[], ${e.map((x) => x.clocks)}::text[], ${e.map((x) => x.at)}::bigint[])
      on conflict (match_id, seq) do nothing
      returning match_id, seq`.execute(tx);
    const inserted = new Set(rows.map((r) => `${r.match_id}\u0000${r.seq}`));
    const won = batch.map((a) => inserted.has(`${a.entry.match_id}\u0000${a.entry.seq}`));
    const now = Date.now();
    for (let i = 0; i < batch.length; i++) {
      const f = batch[i].finish;
      if (won[i] && f) await tx.updateTable('matches').set({ status: f.status, outcome: f.outcome, updated_at: now }).where('id', '=', batch[i].entry.match_id).execute();
    }
    return won;
  }
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}
