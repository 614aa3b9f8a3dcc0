import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { migrationProvider } from '../store/migrations.ts';
import { Store } from '../store/store.ts';
import { pgSchema, TEST_PG } from './services.ts';

/** The migration just before `name`: migrating to it undoes `name` and every later one. */
export async function migrationBefore(name: string): Promise<string> {
  const names = Object.keys(await migrationProvider.getMigrations()).sort();
  return names[names.indexOf(name) - 1];
}

/**
 * A fresh store (`dialect`: SQLite or PostgreSQL) for a migration's up, down and up again, opened before the describe block's tests and removed after
 * them (`label` names its folder or PostgreSQL schema), with a migrator on it and the names of its tables.
 */
export function migrationStore(dialect: string, label: string) {
  let store: Store | undefined;
  let schema: string | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (dialect === 'PostgreSQL') {
      const db = await pgSchema(`ramparts_${label}`);
      schema = db.name;
      store = await Store.open({ databaseUrl: TEST_PG, schema: db.name, dataDir: '' });
      cleanup = db.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), `ramparts-${label}-`));
      store = await Store.open({ dataDir: dir });
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await store?.close();
    await cleanup?.();
  });
  const opened = (): Store => {
    if (!store) throw new Error('The migration store opens in beforeAll.');
    return store;
  };
  return {
    get store(): Store {
      return opened();
    },
    migrator: () => new Migrator({ db: opened().db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) }),
    /** The store's own tables (not Kysely's bookkeeping), sorted. */
    tables: async (): Promise<string[]> =>
      (dialect === 'PostgreSQL'
        ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(opened().db)).rows
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(opened().db)).rows
      )
        .map((r) => r.name)
        .filter((n) => !n.startsWith('kysely_'))
        .sort(),
    /** The store's shape: each table's columns (type, null or not, default) and each index, one line apiece, sorted. */
    shape: async (): Promise<string[]> => {
      const db = opened().db;
      const rows =
        dialect === 'PostgreSQL'
          ? [
              ...(
                await sql<{ line: string }>`select table_name || '.' || column_name || ' ' || data_type || ' ' || coalesce(character_maximum_length::text, '') || ' ' || is_nullable || ' ' || coalesce(column_default, '') as line
                  from information_schema.columns where table_schema = ${schema}`.execute(db)
              ).rows,
              ...(await sql<{ line: string }>`select tablename || ' index ' || indexdef as line from pg_indexes where schemaname = ${schema}`.execute(db)).rows,
            ]
          : [
              ...(
                await sql<{ line: string }>`select m.name || '.' || p.name || ' ' || p.type || ' ' || p."notnull" || ' ' || coalesce(p.dflt_value, '') || ' ' || p.pk as line
                  from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table'`.execute(db)
              ).rows,
              ...(await sql<{ line: string }>`select tbl_name || ' index ' || name || ' ' || coalesce(sql, '') as line from sqlite_master where type = 'index'`.execute(db)).rows,
            ];
      return rows
        .map((r) => r.line)
        .filter((l) => !l.startsWith('kysely_'))
        .sort();
    },
  };
}
