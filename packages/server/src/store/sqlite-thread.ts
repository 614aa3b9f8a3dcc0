import { Worker } from 'node:worker_threads';
import { CompiledQuery, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult } from 'kysely';
import type { Append } from './store.ts';

type Reply = { id: number; error?: { message: string; code?: string }; rows?: unknown[]; changes?: number; lastInsertRowid?: number | bigint; won?: boolean[] };

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

  private call(m: { sql: string; params: readonly unknown[] } | { batch: Append[] }): Promise<Reply> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    return new Promise<Reply>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...m });
    });
  }

  async query<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    const r = await this.call({ sql: q.sql, params: q.parameters });
    if (r.rows) return { rows: r.rows as R[] };
    return { numAffectedRows: r.changes === undefined ? undefined : BigInt(r.changes), insertId: r.lastInsertRowid === undefined || r.lastInsertRowid === null ? undefined : BigInt(r.lastInsertRowid), rows: [] };
  }

  /** Inserts a batch of entries in one transaction (one fsync); which rows were new. Hold the connection (`db.connection()`). */
  async append(batch: Append[]): Promise<boolean[]> {
    return (await this.call({ batch })).won ?? [];
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

/** SQLite has one connection: this lock keeps a transaction's statements together, as Kysely's SqliteDriver does. */
class Mutex {
  private held: Promise<void> | null = null;
  private release: (() => void) | null = null;

  async lock(): Promise<void> {
    while (this.held) await this.held;
    this.held = new Promise((r) => (this.release = r));
  }

  unlock(): void {
    const r = this.release;
    this.held = null;
    this.release = null;
    r?.();
  }
}

class ThreadDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: DatabaseConnection;

  constructor(private readonly thread: SqliteThread) {
    this.connection = {
      executeQuery: (q) => thread.query(q),
      // eslint-disable-next-line require-yield
      streamQuery: async function* () {
        throw new Error('streaming is not supported by the SQLite thread');
      },
    };
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.mutex.lock();
    return this.connection;
  }
  async beginTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(): Promise<void> {
    this.mutex.unlock();
  }
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
