import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needServices, pgSchema, TEST_PG } from '../testing/services.ts';
import { appendHint, hintsOf } from './hints.ts';
import { Store } from './store.ts';

const withPg = (await needServices(['postgres'], "the hints' PostgreSQL tests")) === null;

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('#17 hints kept on %s', (dialect) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (dialect === 'PostgreSQL') {
      const db = await pgSchema('ramparts_hints');
      store = await Store.open({ databaseUrl: TEST_PG, schema: db.name, dataDir: '' });
      cleanup = db.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'ramparts-hints-store-'));
      store = await Store.open({ dataDir: dir });
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
    const now = Date.now();
    for (const id of ['h1', 'h2'])
      await store.createMatch(
        { id, game: 'coins', game_version: '1', players: 2, options: '{}', seed: 's', status: 'live', settings: '{"clock":null,"takeover":"normal","hints":true}', outcome: null, created_at: now, updated_at: now, visibility: 'public', invite_hash: null, watch_hash: null, client: null, expires_at: null, lease_holder: null, lease_until: 0, name: null },
        [
          { match_id: id, seat: 0, kind: 'human', bot: null, name: null, credential_hash: null, away: 0, generation: 0 },
          { match_id: id, seat: 1, kind: 'human', bot: null, name: null, credential_hash: null, away: 0, generation: 0 },
        ],
      );
  });
  afterAll(async () => {
    await store?.close();
    await cleanup?.();
  });

  it('hints noted at once each get their own row, read back per match in order, apart from the move log', async () => {
    await appendHint(store.db, { match_id: 'h1', seat: 0, at: 0, created_at: 1 });
    await Promise.all(Array.from({ length: 9 }, (_, i) => appendHint(store.db, { match_id: i % 3 === 0 ? 'h2' : 'h1', seat: i % 2, at: i + 1, created_at: 2 })));
    const h1 = await hintsOf(store.db, 'h1');
    expect(h1.length).toBe(7);
    expect(h1[0]).toEqual({ seat: 0, at: 0 });
    expect(h1.map((h) => h.at).sort((a, b) => a - b)).toEqual([0, 2, 3, 5, 6, 8, 9]);
    expect(await hintsOf(store.db, 'h2')).toHaveLength(3);
    // The move log is untouched: no entry, so seq numbers, undo and replays are as they were.
    expect(await store.entries('h1')).toEqual([]);
  });

  it('twenty hints noted at once on one match all land, numbered 1..20 without a gap', async () => {
    await store.createMatch(
      { id: 'h3', game: 'coins', game_version: '1', players: 2, options: '{}', seed: 's', status: 'live', settings: '{"clock":null,"takeover":"normal","hints":true}', outcome: null, created_at: 1, updated_at: 1, visibility: 'public', invite_hash: null, watch_hash: null, client: null, expires_at: null, lease_holder: null, lease_until: 0, name: null },
      [{ match_id: 'h3', seat: 0, kind: 'human', bot: null, name: null, credential_hash: null, away: 0, generation: 0 }],
    );
    await Promise.all(Array.from({ length: 20 }, (_, i) => appendHint(store.db, { match_id: 'h3', seat: 0, at: i, created_at: 3 })));
    expect((await hintsOf(store.db, 'h3')).map((h) => h.at).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    const numbers = await store.db.selectFrom('hints').select('n').where('match_id', '=', 'h3').orderBy('n').execute();
    expect(numbers.map((r) => Number(r.n))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
