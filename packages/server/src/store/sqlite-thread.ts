import { Worker } from 'node:worker_threads';
import { SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type DatabaseConnection, type CompiledQuery, type Dialect, type Driver, type Kysely, type QueryResult } from 'kysely';
import type { Append } from './store.ts';

type Reply = { id: number; error?: { message: string; code?: string }; rows?: unknown[]; changes?: number; lastInsertRowid?: number | bigint; changed?: number[]; won?: boolean[] };

/** The main thread's side of `sqlite-worker.js`: the one SQLite connection, in a worker thread. */
export class SqliteThread {
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (r: Reply) => void; reject: (e: unknown) => void }>();
  private failure: Error | null = null;
  private closed = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (m: Reply) => {
      const w = this.waiting.get(m.id);
      if (!w) return;
      this.waiting.delete(m.id);
      if (m.error) w.reject(Object.assign(new Error(m.error.message), { code: m.error.code }));
      else w.resolve(m);
    });
    const fail = (e: Error) => {
      this.failure = e;
      for (const w of this.waiting.values()) w.reject(e);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the SQLite thread stopped (exit code ${code})`)));
  }

  /** Opens the database file in a new worker thread. */
  static async start(file: string): Promise<SqliteThread> {
    const worker = new Worker(new URL('./sqlite-worker.js', import.meta.url), { workerData: { file } });
    const thread = new SqliteThread(worker);
    await thread.call({ sql: 'select 1', params: [] }); // the file is open
    return thread;
  }

  private call(m: { sql: string; params: readonly unknown[] } | { tx: { sql: string; params: readonly unknown[] }[] } | { batch: Append[] }): Promise<Reply> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    return new Promise<Reply>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...m });
    });
  }

  // SQLite has one connection, so a transaction's statements must not interleave with anyone else's. The worker
  // runs messages in order: a statement from outside the open transaction is held back (and posted, in order,
  // when it ends); a new transaction waits for the open one. No lock around single statements.
  private txOpen = false;
  private readonly heldBack: (() => void)[] = [];
  private readonly nextTx: (() => void)[] = [];

  private outside<T>(fn: () => Promise<T>): Promise<T> {
    if (!this.txOpen) return fn();
    return new Promise<T>((resolve, reject) => this.heldBack.push(() => void fn().then(resolve, reject)));
  }

  /** Opens a transaction (waiting for the open one, if any). */
  async begin(): Promise<void> {
    if (this.txOpen) await new Promise<void>((r) => this.nextTx.push(r));
    else this.txOpen = true;
    try {
      await this.call({ sql: 'begin', params: [] });
    } catch (e) {
      this.release();
      throw e;
    }
  }

  private release(): void {
    for (const go of this.heldBack.splice(0)) go();
    const next = this.nextTx.shift();
    if (next) next();
    else this.txOpen = false;
  }

  /** Ends the transaction (`commit` or `rollback`), then lets the held-back statements and the next transaction go. */
  async end(how: 'commit' | 'rollback'): Promise<void> {
    try {
      await this.call({ sql: how, params: [] });
    } finally {
      this.release();
    }
  }

  async query<R>(q: CompiledQuery, inTx = false): Promise<QueryResult<R>> {
    const r = await (inTx ? this.call({ sql: q.sql, params: q.parameters }) : this.outside(() => this.call({ sql: q.sql, params: q.parameters })));
    if (r.rows) return { rows: r.rows as R[] };
    return { numAffectedRows: r.changes === undefined ? undefined : BigInt(r.changes), insertId: r.lastInsertRowid === undefined || r.lastInsertRowid === null ? undefined : BigInt(r.lastInsertRowid), rows: [] };
  }

  /**
   * Writes in one transaction, sent as one message: the worker runs them all or none, and no other statement waits
   * on round trips in between (a `begin … commit` through Kysely is a message per statement, holding everyone back).
   * The rows each statement changed.
   */
  async transaction(queries: readonly CompiledQuery[]): Promise<number[]> {
    return (await this.outside(() => this.call({ tx: queries.map((q) => ({ sql: q.sql, params: q.parameters })) }))).changed ?? [];
  }

  /** Inserts a batch of entries in one transaction of its own (one fsync); which rows were new. */
  async append(batch: Append[]): Promise<boolean[]> {
    return (await this.outside(() => this.call({ batch }))).won ?? [];
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.failure) return;
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.postMessage('close');
    await exited;
  }
}

interface ThreadConnection extends DatabaseConnection {
  inTx: boolean;
}

class ThreadDriver implements Driver {
  constructor(private readonly thread: SqliteThread) {}

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const c: ThreadConnection = {
      inTx: false,
      executeQuery: (q) => this.thread.query(q, c.inTx),
      // eslint-disable-next-line require-yield
      streamQuery: async function* () {
        throw new Error('streaming is not supported by the SQLite thread');
      },
    };
    return c;
  }
  async beginTransaction(c: DatabaseConnection): Promise<void> {
    await this.thread.begin();
    (c as ThreadConnection).inTx = true;
  }
  async commitTransaction(c: DatabaseConnection): Promise<void> {
    (c as ThreadConnection).inTx = false;
    await this.thread.end('commit');
  }
  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    (c as ThreadConnection).inTx = false;
    await this.thread.end('rollback');
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.thread.close();
  }
}

/** Kysely over the SQLite thread. */
export function threadDialect(thread: SqliteThread): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ThreadDriver(thread),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
