import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needServices, pgSchema, TEST_PG } from '../testing/services.ts';
import { migrationProvider } from './migrations.ts';
import { Store } from './store.ts';

const withPg = (await needServices(['postgres'], "the migrations' PostgreSQL tests")) === null;

/** The migration just before `name`: migrating to it undoes `name` and every later one. */
async function before(name: string): Promise<string> {
  const names = Object.keys(await migrationProvider.getMigrations()).sort();
  return names[names.indexOf(name) - 1];
}

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

    // Down to the one before (later migrations, which depend on accounts, go down first).
    const down = await migrator().migrateTo(await before('0006-accounts'));
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({ migrationName: '0006-accounts', direction: 'Down', status: 'Success' });
    const after = await tables();
    for (const t of ACCOUNT_TABLES) expect(after).not.toContain(t);
    expect(after).toEqual(expect.arrayContaining(['matches', 'seats', 'entries', 'saves', 'chat', 'hints']));
    expect(await store.getMatch('m1')).toMatchObject({ id: 'm1' });

    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.[0]).toMatchObject({ migrationName: '0006-accounts', direction: 'Up', status: 'Success' });
    expect(await tables()).toEqual(expect.arrayContaining(ACCOUNT_TABLES));
    expect(await store.db.selectFrom('accounts').selectAll().execute()).toEqual([]);
  });
});

const PASSKEY_TABLES = ['account_emails', 'auth_challenges', 'email_tokens', 'passkeys'];

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#29 migration 0008-passkeys-emails on %s', (dialect) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  let schema: string | undefined;
  beforeAll(async () => {
    if (dialect === 'PostgreSQL') {
      const db = await pgSchema('ramparts_migrations8');
      schema = db.name;
      store = await Store.open({ databaseUrl: TEST_PG, schema: db.name, dataDir: '' });
      cleanup = db.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'ramparts-migrations8-'));
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

  it('goes up with the store (a deleted account takes its passkeys, challenges, address and tokens along), down (the accounts kept), and up again', async () => {
    expect(await tables()).toEqual(expect.arrayContaining(PASSKEY_TABLES));
    await store.db.insertInto('accounts').values({ id: 'a1', name: 'Bob', name_key: 'bob', password_hash: 'x', created_at: 1 }).execute();
    await store.db.insertInto('passkeys').values({ id: 'cred', account_id: 'a1', public_key: 'pk', counter: 0, transports: '[]', name: 'Phone', created_at: 1, last_used_at: null }).execute();
    await store.db.insertInto('auth_challenges').values({ id: 'c1', purpose: 'register', challenge: 'x', account_id: 'a1', name: null, expires_at: 2 }).execute();
    await store.db.insertInto('account_emails').values({ account_id: 'a1', email: 'bob@example.org', verified_at: 1 }).execute();
    await store.db.insertInto('email_tokens').values({ id: 't1', account_id: 'a1', purpose: 'reset', email: null, expires_at: 2, created_at: 1 }).execute();
    await store.db.deleteFrom('accounts').where('id', '=', 'a1').execute();
    for (const t of ['passkeys', 'auth_challenges', 'account_emails', 'email_tokens'] as const) expect(await store.db.selectFrom(t).selectAll().execute()).toEqual([]);
    await store.db.insertInto('accounts').values({ id: 'a2', name: 'Ann', name_key: 'ann', password_hash: 'x', created_at: 1 }).execute();

    const down = await migrator().migrateTo(await before('0008-passkeys-emails'));
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({ migrationName: '0008-passkeys-emails', direction: 'Down', status: 'Success' });
    const after = await tables();
    for (const t of PASSKEY_TABLES) expect(after).not.toContain(t);
    expect(await store.db.selectFrom('accounts').select('name').execute()).toEqual([{ name: 'Ann' }]);

    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.[0]).toMatchObject({ migrationName: '0008-passkeys-emails', direction: 'Up', status: 'Success' });
    expect(await tables()).toEqual(expect.arrayContaining(PASSKEY_TABLES));
  });
});
