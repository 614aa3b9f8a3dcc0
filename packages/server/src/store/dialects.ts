import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { SqliteThread, threadDialect } from './sqlite-thread.ts';

export type DialectName = 'sqlite' | 'postgres';

// bigint columns (timestamps) come back as numbers, not strings.
pg.types.setTypeParser(20, (v) => Number(v));

/** The SQLite database file in a data directory (DATA_DIR). */
export function sqliteFile(dir: string): string {
  return join(dir, 'ramparts.db');
}

/**
 * Embedded SQLite in `dir/ramparts.db`: WAL, full sync (a committed move survives a crash and a power cut).
 * The connection lives in a worker thread (`sqlite-worker.js`), so queries and fsyncs never block the event loop.
 */
export async function sqliteDialect(dir: string): Promise<{ dialect: Dialect; file: string; thread: SqliteThread }> {
  mkdirSync(dir, { recursive: true });
  const file = sqliteFile(dir);
  const thread = await SqliteThread.start(file);
  return { dialect: threadDialect(thread), file, thread };
}

/**
 * PostgreSQL at `url` through a pool of `poolSize` connections (PG_POOL_SIZE; mind the server's max_connections
 * times the number of instances); `schema` (optional) becomes the search path, for tests that need a schema of their own.
 */
export function postgresDialect(url: string, schema?: string, poolSize = 10): Dialect {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...(schema ? { options: `-c search_path=${schema.replace(/[^a-zA-Z0-9_]/g, '')}` } : {}) });
  return new PostgresDialect({ pool });
}
