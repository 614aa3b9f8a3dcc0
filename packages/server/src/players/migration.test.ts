import { describe, expect, it } from 'vitest';
import { migrationStore } from '../testing/migration-store.ts';
import { needServices } from '../testing/services.ts';

const withPg = (await needServices(['postgres'], "the ratings migration's PostgreSQL tests")) === null;
const RATING_TABLES = ['coop_results', 'rating_changes', 'ratings'];

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#29 migration 0007-ratings on %s', (dialect) => {
  const fixture = migrationStore(dialect, 'migrations7');
  const { migrator, tables } = fixture;

  it('goes up with the store (one rating per account, game and mode), down (its tables dropped, accounts kept) and up again', async () => {
    expect(await tables()).toEqual(expect.arrayContaining(RATING_TABLES));
    await fixture.store.db.insertInto('accounts').values({ id: 'a1', name: 'Ann', name_key: 'ann', password_hash: 'x', created_at: 1 }).execute();
    const rating = { account_id: 'a1', game: 'coins', mode: 'duel', mu: 25, sigma: 8, ordinal: 1, played: 1, won: 1, updated_at: 1 };
    await fixture.store.db.insertInto('ratings').values(rating).execute();
    await expect(fixture.store.db.insertInto('ratings').values(rating).execute()).rejects.toThrow();

    const down = await migrator().migrateTo('0006-accounts');
    expect(down.error).toBeUndefined();
    expect(down.results?.at(-1)).toMatchObject({ migrationName: '0007-ratings', direction: 'Down', status: 'Success' });
    const after = await tables();
    for (const t of RATING_TABLES) expect(after).not.toContain(t);
    expect(await fixture.store.db.selectFrom('accounts').select('name').execute()).toEqual([{ name: 'Ann' }]);

    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.[0]).toMatchObject({ migrationName: '0007-ratings', direction: 'Up', status: 'Success' });
    expect(await tables()).toEqual(expect.arrayContaining(RATING_TABLES));
    expect(await fixture.store.db.selectFrom('ratings').selectAll().execute()).toEqual([]);
  });
});
