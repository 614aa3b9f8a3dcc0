import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needServices, pgSchema, TEST_PG } from '../testing/services.ts';
import { migrationProvider } from './migrations.ts';
import { Store } from './store.ts';

const withPg = (await needServices(['postgres'], "the migrations' PostgreSQL tests")) === null;

const ACCOUNT_TABLES = ['account_groups', 'account_seats', 'accounts', 'sessions'];

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#29 migration 0006-accounts on %s', (dialect) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let schema: string | undefined;
  beforeAll(async () => {
    if (dialect === 'PostgreSQL') {
      const db = await pgSchema('ramparts_migrations');
      schema = db.name;
      store = await Store.open({ databaseUrl: TEST_PG, schema: db.name, dataDir: '' });
      cleanup = db.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'ramparts-migrations-'));
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
    )
      .map((r) => r.name)
      .filter((n) => !n.startsWith('kysely_'))
      .sort();

  it('goes up with the store, down (its tables dropped, the older ones and their rows kept), and up again', async () => {
    expect(await tables()).toEqual(expect.arrayContaining(ACCOUNT_TABLES));
    await store.db.insertInto('accounts').values({ id: 'a1', name: 'Bob', name_key: 'bob', password_hash: 'x', created_at: 1 }).execute();
    // The unique name key holds in the database too, whatever the code above it does.
    await expect(store.db.insertInto('accounts').values({ id: 'a2', name: 'BOB', name_key: 'bob', password_hash: 'x', created_at: 1 }).execute()).rejects.toThrow();
    await store.createMatch(
      { id: 'm1', game: 'coins', game_version: '1', players: 2, options: '{}', seed: 's', status: 'open', settings: '{}', outcome: null, created_at: 1, updated_at: 1, visibility: 'public', invite_hash: null, watch_hash: null, client: null, expires_at: null, lease_holder: null, lease_until: 0, name: null },
      [{ match_id: 'm1', seat: 0, kind: 'human', bot: null, name: null, credential_hash: null, away: 0, generation: 0 }],
    );
    // A seat of a match that `admin prune` removes leaves the account with it (the foreign key cascades).
    await store.createMatch(
      { id: 'm2', game: 'coins', game_version: '1', players: 2, options: '{}', seed: 's', status: 'finished', settings: '{}', outcome: null, created_at: 1, updated_at: 1, visibility: 'public', invite_hash: null, watch_hash: null, client: null, expires_at: null, lease_holder: null, lease_until: 0, name: null },
      [{ match_id: 'm2', seat: 0, kind: 'human', bot: null, name: null, credential_hash: 'h', away: 0, generation: 0 }],
    );
    await store.db.insertInto('account_seats').values({ account_id: 'a1', match_id: 'm2', seat: 0, credential: 'c', match_key: null, created_at: 1 }).execute();
    await store.db.deleteFrom('seats').where('match_id', '=', 'm2').execute();
    await store.db.deleteFrom('matches').where('id', '=', 'm2').execute();
    expect(await store.db.selectFrom('account_seats').selectAll().execute()).toEqual([]);

    const down = await migrator().migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => [r.migrationName, r.direction, r.status])).toEqual([['0006-accounts', 'Down', 'Success']]);
    const after = await tables();
    for (const t of ACCOUNT_TABLES) expect(after).not.toContain(t);
    expect(after).toEqual(expect.arrayContaining(['matches', 'seats', 'entries', 'saves', 'chat', 'hints']));
    expect(await store.getMatch('m1')).toMatchObject({ id: 'm1' });

    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.map((r) => [r.migrationName, r.direction, r.status])).toEqual([['0006-accounts', 'Up', 'Success']]);
    expect(await tables()).toEqual(expect.arrayContaining(ACCOUNT_TABLES));
    expect(await store.db.selectFrom('accounts').selectAll().execute()).toEqual([]);
  });
});
