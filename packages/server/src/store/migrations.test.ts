import { describe, expect, it } from 'vitest';
import { migrationBefore as before, migrationStore } from '../testing/migration-store.ts';
import { migrationProvider } from './migrations.ts';
import { needServices } from '../testing/services.ts';

const withPg = (await needServices(['postgres'], "the migrations' PostgreSQL tests")) === null;

const ACCOUNT_TABLES = ['account_groups', 'account_seats', 'accounts', 'sessions'];

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#29 migration 0006-accounts on %s', (dialect) => {
  const fixture = migrationStore(dialect, 'migrations');
  const { migrator, tables } = fixture;

  it('goes up with the store, down (its tables dropped, the older ones and their rows kept), and up again', async () => {
    expect(await tables()).toEqual(expect.arrayContaining(ACCOUNT_TABLES));
    await fixture.store.db.insertInto('accounts').values({ id: 'a1', name: 'Bob', name_key: 'bob', password_hash: 'x', created_at: 1 }).execute();
    // The unique name key holds in the database too, whatever the code above it does.
    await expect(fixture.store.db.insertInto('accounts').values({ id: 'a2', name: 'BOB', name_key: 'bob', password_hash: 'x', created_at: 1 }).execute()).rejects.toThrow();
    await fixture.store.createMatch(
      { id: 'm1', game: 'coins', game_version: '1', players: 2, options: '{}', seed: 's', status: 'open', settings: '{}', outcome: null, created_at: 1, updated_at: 1, visibility: 'public', invite_hash: null, watch_hash: null, client: null, expires_at: null, lease_holder: null, lease_until: 0, name: null },
      [{ match_id: 'm1', seat: 0, kind: 'human', bot: null, name: null, credential_hash: null, away: 0, generation: 0 }],
    );
    // A seat of a match that `admin prune` removes leaves the account with it (the foreign key cascades).
    await fixture.store.createMatch(
      { id: 'm2', game: 'coins', game_version: '1', players: 2, options: '{}', seed: 's', status: 'finished', settings: '{}', outcome: null, created_at: 1, updated_at: 1, visibility: 'public', invite_hash: null, watch_hash: null, client: null, expires_at: null, lease_holder: null, lease_until: 0, name: null },
      [{ match_id: 'm2', seat: 0, kind: 'human', bot: null, name: null, credential_hash: 'h', away: 0, generation: 0 }],
    );
    await fixture.store.db.insertInto('account_seats').values({ account_id: 'a1', match_id: 'm2', seat: 0, credential: 'c', match_key: null, created_at: 1 }).execute();
    await fixture.store.db.deleteFrom('seats').where('match_id', '=', 'm2').execute();
    await fixture.store.db.deleteFrom('matches').where('id', '=', 'm2').execute();
    expect(await fixture.store.db.selectFrom('account_seats').selectAll().execute()).toEqual([]);

    // Down to the one before (later migrations, which depend on accounts, go down first).
    const down = await migrator().migrateTo(await before('0006-accounts'));
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({ migrationName: '0006-accounts', direction: 'Down', status: 'Success' });
    const after = await tables();
    for (const t of ACCOUNT_TABLES) expect(after).not.toContain(t);
    expect(after).toEqual(expect.arrayContaining(['matches', 'seats', 'entries', 'saves', 'chat', 'hints']));
    expect(await fixture.store.getMatch('m1')).toMatchObject({ id: 'm1' });

    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.[0]).toMatchObject({ migrationName: '0006-accounts', direction: 'Up', status: 'Success' });
    expect(await tables()).toEqual(expect.arrayContaining(ACCOUNT_TABLES));
    expect(await fixture.store.db.selectFrom('accounts').selectAll().execute()).toEqual([]);
  });
});

const PASSKEY_TABLES = ['account_emails', 'auth_challenges', 'email_tokens', 'passkeys'];

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#29 migration 0008-passkeys-emails on %s', (dialect) => {
  const fixture = migrationStore(dialect, 'migrations8');
  const { migrator, tables } = fixture;

  it('goes up with the store (a deleted account takes its passkeys, challenges, address and tokens along), down (the accounts kept), and up again', async () => {
    expect(await tables()).toEqual(expect.arrayContaining(PASSKEY_TABLES));
    await fixture.store.db.insertInto('accounts').values({ id: 'a1', name: 'Bob', name_key: 'bob', password_hash: 'x', created_at: 1 }).execute();
    await fixture.store.db.insertInto('passkeys').values({ id: 'cred', account_id: 'a1', public_key: 'pk', counter: 0, transports: '[]', name: 'Phone', created_at: 1, last_used_at: null }).execute();
    await fixture.store.db.insertInto('auth_challenges').values({ id: 'c1', purpose: 'register', challenge: 'x', account_id: 'a1', name: null, expires_at: 2 }).execute();
    await fixture.store.db.insertInto('account_emails').values({ account_id: 'a1', email: 'bob@example.org', verified_at: 1 }).execute();
    await fixture.store.db.insertInto('email_tokens').values({ id: 't1', account_id: 'a1', purpose: 'reset', email: null, expires_at: 2, created_at: 1 }).execute();
    await fixture.store.db.deleteFrom('accounts').where('id', '=', 'a1').execute();
    for (const t of ['passkeys', 'auth_challenges', 'account_emails', 'email_tokens'] as const) expect(await fixture.store.db.selectFrom(t).selectAll().execute()).toEqual([]);
    await fixture.store.db.insertInto('accounts').values({ id: 'a2', name: 'Ann', name_key: 'ann', password_hash: 'x', created_at: 1 }).execute();

    const down = await migrator().migrateTo(await before('0008-passkeys-emails'));
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({ migrationName: '0008-passkeys-emails', direction: 'Down', status: 'Success' });
    const after = await tables();
    for (const t of PASSKEY_TABLES) expect(after).not.toContain(t);
    expect(await fixture.store.db.selectFrom('accounts').select('name').execute()).toEqual([{ name: 'Ann' }]);

    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.[0]).toMatchObject({ migrationName: '0008-passkeys-emails', direction: 'Up', status: 'Success' });
    expect(await tables()).toEqual(expect.arrayContaining(PASSKEY_TABLES));
  });
});

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#29 migration 0009-invitations on %s', (dialect) => {
  const fixture = migrationStore(dialect, 'migrations9');
  const { migrator, tables } = fixture;

  it('goes up with the store (a deleted account takes its invitations along; one per account and match), down (the accounts kept), and up again', async () => {
    const db = fixture.store.db;
    expect(await tables()).toContain('invitations');
    await db.insertInto('accounts').values({ id: 'a1', name: 'Bob', name_key: 'bob', password_hash: 'x', created_at: 1 }).execute();
    await fixture.store.createMatch(
      { id: 'm1', game: 'coins', game_version: '1', players: 2, options: '{}', seed: 's', status: 'open', settings: '{}', outcome: null, created_at: 1, updated_at: 1, visibility: 'public', invite_hash: null, watch_hash: null, client: null, expires_at: null, lease_holder: null, lease_until: 0, name: null },
      [{ match_id: 'm1', seat: 0, kind: 'human', bot: null, name: null, credential_hash: null, away: 0, generation: 0 }],
    );
    await db.insertInto('invitations').values({ id: 'i1', match_id: 'm1', account_id: 'a1', from_name: 'Ann', match_key: 'k', created_at: 1 }).execute();
    await expect(db.insertInto('invitations').values({ id: 'i2', match_id: 'm1', account_id: 'a1', from_name: 'Ann', match_key: null, created_at: 2 }).execute()).rejects.toThrow();
    await db.deleteFrom('accounts').where('id', '=', 'a1').execute();
    expect(await db.selectFrom('invitations').selectAll().execute()).toEqual([]);
    await db.insertInto('accounts').values({ id: 'a2', name: 'Ann', name_key: 'ann', password_hash: 'x', created_at: 1 }).execute();

    const down = await migrator().migrateTo(await before('0009-invitations'));
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({ migrationName: '0009-invitations', direction: 'Down', status: 'Success' });
    expect(await tables()).not.toContain('invitations');
    expect(await db.selectFrom('accounts').select('name').execute()).toEqual([{ name: 'Ann' }]);

    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.[0]).toMatchObject({ migrationName: '0009-invitations', direction: 'Up', status: 'Success' });
    expect(await tables()).toContain('invitations');
  });
});

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#29 every migration both ways on %s', (dialect) => {
  const fixture = migrationStore(dialect, 'migrations_all');
  const { migrator, shape, tables } = fixture;

  it('each migration goes down to leave the store as the one before left it, all the way to none, then each goes up again to the same store', async () => {
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    const latest = await shape();
    // Going down, the shape after each step: what the migration before it made.
    const downTo: string[][] = [];
    for (const name of [...names].reverse()) {
      const step = await migrator().migrateDown();
      expect(step.error, name).toBeUndefined();
      expect(step.results, name).toEqual([{ migrationName: name, direction: 'Down', status: 'Success' }]);
      downTo.push(await shape());
    }
    expect(await tables()).toEqual([]);
    downTo.reverse();
    for (const [i, name] of names.entries()) {
      const step = await migrator().migrateUp();
      expect(step.error, name).toBeUndefined();
      expect(step.results, name).toEqual([{ migrationName: name, direction: 'Up', status: 'Success' }]);
      // Up again, the store is what the next migration's down went back to (and, after the last, what it was).
      expect(await shape(), name).toEqual(i + 1 < names.length ? downTo[i + 1] : latest);
    }
    expect(latest.length).toBeGreaterThan(50);
  });
});

const NOTICE_TABLES = ['job_leases', 'notice_digests', 'notice_prefs', 'notice_queue', 'push_subscriptions', 'server_keys'];

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#30 migration 0011-notices on %s', (dialect) => {
  const fixture = migrationStore(dialect, 'migrations11');
  const { migrator, tables } = fixture;

  it('goes up with the store (a deleted account takes its subscriptions and choices along), down (the accounts kept), and up again', async () => {
    expect(await tables()).toEqual(expect.arrayContaining(NOTICE_TABLES));
    await fixture.store.db.insertInto('accounts').values({ id: 'a1', name: 'Bob', name_key: 'bob', password_hash: 'x', created_at: 1 }).execute();
    await fixture.store.db.insertInto('push_subscriptions').values({ endpoint: 'https://push.example/1', account_id: 'a1', p256dh: 'k', auth: 'a', created_at: 1 }).execute();
    await fixture.store.db.insertInto('notice_prefs').values({ account_id: 'a1', kind: 'turn', push: 0, email: 1 }).execute();
    await fixture.store.db.deleteFrom('accounts').where('id', '=', 'a1').execute();
    expect(await fixture.store.db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([]);
    expect(await fixture.store.db.selectFrom('notice_prefs').selectAll().execute()).toEqual([]);
    await fixture.store.db.insertInto('accounts').values({ id: 'a2', name: 'Cy', name_key: 'cy', password_hash: 'x', created_at: 1 }).execute();

    const down = await migrator().migrateTo(await before('0011-notices'));
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({ migrationName: '0011-notices', direction: 'Down', status: 'Success' });
    const after = await tables();
    for (const t of NOTICE_TABLES) expect(after).not.toContain(t);
    expect((await fixture.store.db.selectFrom('accounts').select('id').execute()).map((r) => r.id)).toEqual(['a2']);

    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.[0]).toMatchObject({ migrationName: '0011-notices', direction: 'Up', status: 'Success' });
    expect(await tables()).toEqual(expect.arrayContaining(NOTICE_TABLES));
  });
});

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#30 migration 0012-seat-push on %s', (dialect) => {
  const fixture = migrationStore(dialect, 'migrations12');
  const { migrator, tables } = fixture;
  const queued = (id: string, account: string | null) => ({ id, account_id: account, kind: 'turn', match_id: 'm1', channel: 'notice', endpoint: null, body: '{}', attempts: 0, due_at: 1, created_at: 1 });

  it("goes up with the store (a seat's subscription goes with its match; the queue takes a seat's notice without an account), down (the accounts' notices kept, the seats' dropped), and up again", async () => {
    expect(await tables()).toContain('seat_push_subscriptions');
    await fixture.store.db.insertInto('accounts').values({ id: 'a1', name: 'Bob', name_key: 'bob', password_hash: 'x', created_at: 1 }).execute();
    await fixture.store.createMatch(
      { id: 'm1', game: 'coins', game_version: '1', players: 2, options: '{}', seed: 's', status: 'finished', settings: '{}', outcome: null, created_at: 1, updated_at: 1, visibility: 'public', invite_hash: null, watch_hash: null, client: null, expires_at: null, lease_holder: null, lease_until: 0, name: null },
      [{ match_id: 'm1', seat: 0, kind: 'human', bot: null, name: null, credential_hash: 'h', away: 0, generation: 1 }],
    );
    await fixture.store.db.insertInto('seat_push_subscriptions').values({ match_id: 'm1', seat: 0, endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a', generation: 1, created_at: 1 }).execute();
    await fixture.store.db.insertInto('notice_queue').values([queued('for-account', 'a1'), { ...queued('for-seat', null), seat: 0 }]).execute();

    const down = await migrator().migrateTo(await before('0012-seat-push'));
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({ migrationName: '0012-seat-push', direction: 'Down', status: 'Success' });
    expect(await tables()).not.toContain('seat_push_subscriptions');
    expect((await fixture.store.db.selectFrom('notice_queue').select('id').execute()).map((r) => r.id)).toEqual(['for-account']);
    await expect(fixture.store.db.insertInto('notice_queue').values(queued('no-account', null)).execute()).rejects.toThrow();

    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.[0]).toMatchObject({ migrationName: '0012-seat-push', direction: 'Up', status: 'Success' });
    expect((await fixture.store.db.selectFrom('notice_queue').select(['id', 'account_id', 'seat']).execute())).toEqual([{ id: 'for-account', account_id: 'a1', seat: null }]);
    // A pruned match takes its seats' subscriptions along (the foreign key cascades).
    await fixture.store.db.insertInto('seat_push_subscriptions').values({ match_id: 'm1', seat: 0, endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a', generation: 1, created_at: 1 }).execute();
    await fixture.store.db.deleteFrom('seats').where('match_id', '=', 'm1').execute();
    await fixture.store.db.deleteFrom('matches').where('id', '=', 'm1').execute();
    expect(await fixture.store.db.selectFrom('seat_push_subscriptions').selectAll().execute()).toEqual([]);
  });
});

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#32 migration 0013-variants on %s', (dialect) => {
  const fixture = migrationStore(dialect, 'migrations13');
  const { migrator, tables } = fixture;
  const match = (id: string, variant: string | null) => ({ id, game: 'dice', game_version: '1', players: 2, options: '{}', seed: 's', status: 'open', settings: '{}', outcome: null, created_at: 1, updated_at: 1, visibility: 'public', invite_hash: null, watch_hash: null, client: null, expires_at: null, lease_holder: null, lease_until: 0, name: null, variant_digest: variant });
  const seat = (id: string) => [{ match_id: id, seat: 0, kind: 'human', bot: null, name: null, credential_hash: null, away: 0, generation: 0 }];
  const variant = { digest: 'd'.repeat(64), game: 'dice', name: 'Cheap archery', body: '{}', created_at: 1 };

  it("goes up with the store (a variant stored once whatever names it; an account's list goes with the account, the variant stays), down (the matches kept), and up again", async () => {
    const db = fixture.store.db;
    expect(await tables()).toEqual(expect.arrayContaining(['variants', 'account_variants']));
    await fixture.store.createMatch(match('m1', variant.digest), seat('m1'), variant);
    await fixture.store.createMatch(match('m2', variant.digest), seat('m2'), { ...variant, name: 'ignored: stored already', created_at: 2 });
    await fixture.store.createMatch(match('m3', null), seat('m3'));
    expect(await db.selectFrom('variants').selectAll().execute()).toEqual([variant]);
    expect((await fixture.store.getMatch('m2'))?.variant_digest).toBe(variant.digest);
    expect((await fixture.store.getMatch('m3'))?.variant_digest).toBeNull();
    await db.insertInto('accounts').values({ id: 'a1', name: 'Bob', name_key: 'bob', password_hash: 'x', created_at: 1 }).execute();
    await db.insertInto('account_variants').values({ account_id: 'a1', digest: variant.digest, created_at: 3 }).execute();
    await db.deleteFrom('accounts').where('id', '=', 'a1').execute();
    expect(await db.selectFrom('account_variants').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('variants').select('digest').execute()).toEqual([{ digest: variant.digest }]);

    const down = await migrator().migrateTo(await before('0013-variants'));
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({ migrationName: '0013-variants', direction: 'Down', status: 'Success' });
    const after = await tables();
    for (const t of ['variants', 'account_variants']) expect(after).not.toContain(t);
    expect(await fixture.store.getMatch('m1')).toMatchObject({ id: 'm1' });
    expect(await fixture.store.getMatch('m1')).not.toHaveProperty('variant_digest');

    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.[0]).toMatchObject({ migrationName: '0013-variants', direction: 'Up', status: 'Success' });
    expect((await fixture.store.getMatch('m1'))?.variant_digest).toBeNull();
  });
});
