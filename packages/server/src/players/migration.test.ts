import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../store/migrations.ts';
import { Store } from '../store/store.ts';
import { needServices, pgSchema, TEST_PG } from '../testing/services.ts';

const withPg = (await needServices(['postgres'], "the ratings migration's PostgreSQL tests")) === null;
const RATING_TABLES = ['coop_results', 'rating_changes', 'ratings'];

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#29 migration 0007-ratings on %s', (dialect) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let schema: string | undefined;
  beforeAll(async () => {
    if (dialect === 'PostgreSQL') {
      const db = await pgSchema('ramparts_migrations7');
      schema = db.name;
      store = await Store.open({ databaseUrl: TEST_PG, schema: db.name, dataDir: '' });
      cleanup = db.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'ramparts-migrations7-'));
      store = await Store.open({ dataDir: dir });
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await store?.close();
    await cleanup?.();
  });

  const migrator = () => new Migrator({ db: store.db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const tables = async () =>
    (dialect === 'PostgreSQL'
      ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(store.db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(store.db)).rows
    ).map((r) => r.name);

  it('goes up with the store (one rating per account, game and mode), down (its tables dropped, accounts kept) and up again', async () => {
    expect(await tables()).toEqual(expect.arrayContaining(RATING_TABLES));
    await store.db.insertInto('accounts').values({ id: 'a1', name: 'Ann', name_key: 'ann', password_hash: 'x', created_at: 1 }).execute();
    const rating = { account_id: 'a1', game: 'coins', mode: 'duel', mu: 25, sigma: 8, ordinal: 1, played: 1, won: 1, updated_at: 1 };
    await store.db.insertInto('ratings').values(rating).execute();
    await expect(store.db.insertInto('ratings').values(rating).execute()).rejects.toThrow();

    const down = await migrator().migrateTo('0006-accounts');
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({ migrationName: '0007-ratings', direction: 'Down', status: 'Success' });
    const after = await tables();
    for (const t of RATING_TABLES) expect(after).not.toContain(t);
    expect(await store.db.selectFrom('accounts').select('name').execute()).toEqual([{ name: 'Ann' }]);

    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.[0]).toMatchObject({ migrationName: '0007-ratings', direction: 'Up', status: 'Success' });
    expect(await tables()).toEqual(expect.arrayContaining(RATING_TABLES));
    expect(await store.db.selectFrom('ratings').selectAll().execute()).toEqual([]);
  });
});
