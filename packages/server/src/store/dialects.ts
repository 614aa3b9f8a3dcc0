import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';

export type DialectName = 'sqlite' | 'postgres';

// bigint columns (timestamps) come back as numbers, not strings.
pg.types.setTypeParser(20, (v) => Number(v));

/** Embedded SQLite in `dir/ramparts.db`: WAL, full sync (a committed move survives a crash and a power cut). */
export function sqliteDialect(dir: string): { dialect: Dialect; file: string } {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'ramparts.db');
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  return { dialect: new SqliteDialect({ database: db }), file };
}

/** PostgreSQL at `url`; `schema` (optional) becomes the search path, for tests that need a schema of their own. */
export function postgresDialect(url: string, schema?: string): Dialect {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  if (schema) pool.on('connect', (client) => void client.query(`set search_path to "${schema.replace(/"/g, '')}"`));
  return new PostgresDialect({ pool });
}
