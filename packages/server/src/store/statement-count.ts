import type { CompiledQuery, DatabaseConnection, Dialect, Driver, Kysely, TransactionSettings } from 'kysely';

/**
 * How many statements the store ran and how many commits (transactions, and writes outside one) they cost: two
 * integers bumped per statement, so cheap enough to keep on. The lobby's cost per match is held to it (issue #28).
 */
export class StatementCount {
  statements = 0;
  commits = 0;

  /** One statement through Kysely; a write outside a transaction commits on its own. */
  query(q: CompiledQuery, inTransaction: boolean): void {
    this.statements++;
    if (!inTransaction && isWrite(q.sql)) this.commits++;
  }

  /** Statements sent together in one transaction (the SQLite thread's `tx` and append messages). */
  transaction(statements: number): void {
    this.statements += statements;
    this.commits++;
  }

  /** Both counts now, to compare with a later look. */
  snapshot(): { statements: number; commits: number } {
    return { statements: this.statements, commits: this.commits };
  }
}

function isWrite(text: string): boolean {
  return /^\s*(insert|update|delete|with|create|drop|alter)\b/i.test(text);
}

interface CountedConnection extends DatabaseConnection {
  inner: DatabaseConnection;
  inTransaction: boolean;
}

/** The dialect's driver, counting what it runs into `count`. */
class CountingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly count: StatementCount,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.inner.acquireConnection();
    const c: CountedConnection = {
      inner,
      inTransaction: false,
      executeQuery: (q) => {
        this.count.query(q, c.inTransaction);
        return inner.executeQuery(q);
      },
      streamQuery: (q, chunkSize) => inner.streamQuery(q, chunkSize),
    };
    return c;
  }

  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.inner.beginTransaction((c as CountedConnection).inner, settings);
    (c as CountedConnection).inTransaction = true;
  }

  async commitTransaction(c: DatabaseConnection): Promise<void> {
    (c as CountedConnection).inTransaction = false;
    this.count.commits++;
    await this.inner.commitTransaction((c as CountedConnection).inner);
  }

  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    (c as CountedConnection).inTransaction = false;
    await this.inner.rollbackTransaction((c as CountedConnection).inner);
  }

  releaseConnection(c: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((c as CountedConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** `dialect` with its statements and commits counted into `count`. */
export function countedDialect(dialect: Dialect, count: StatementCount): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new CountingDriver(dialect.createDriver(), count),
    createIntrospector: (db: Kysely<unknown>) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
