import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needServices, pgSchema, TEST_PG } from '../testing/services.ts';
import { appendChat, chatOf } from './chat.ts';
import { Store } from './store.ts';

const withPg = (await needServices(['postgres'], "the chat's PostgreSQL tests")) === null;

describe.each([['SQLite'], ...(withPg ? [['PostgreSQL']] : [])])('table chat on %s', (dialect) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (dialect === 'PostgreSQL') {
      const db = await pgSchema('ramparts_chat');
      store = await Store.open({ databaseUrl: TEST_PG, schema: db.name, dataDir: '' });
      cleanup = db.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'ramparts-chat-store-'));
      store = await Store.open({ dataDir: dir });
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
    const now = Date.now();
    for (const id of ['m1', 'm2'])
      await store.createMatch(
        { id, game: 'cards', game_version: '1', players: 2, options: '{}', seed: 's', status: 'live', settings: '{}', outcome: null, created_at: now, updated_at: now, visibility: 'public', invite_hash: null, watch_hash: null, client: null, expires_at: null, lease_holder: null, lease_until: 0, name: null },
        [{ match_id: id, seat: 0, kind: 'human', bot: null, name: null, credential_hash: null, away: 0, generation: 0 }],
      );
  });
  afterAll(async () => {
    await store?.close();
    await cleanup?.();
  });

  it('lines said at once each get their own place, numbered per match, and read back oldest first up to a limit', async () => {
    const say = (match_id: string, text: string, seat: number | null) => appendChat(store.db, { match_id, seat, name: seat === null ? 'Spectator' : 'Ann', watching: seat === null ? 1 : 0, text, at: 1 });
    const said = await Promise.all(Array.from({ length: 12 }, (_, i) => say(i % 3 === 0 ? 'm2' : 'm1', `line ${i}`, i % 2 === 0 ? 0 : null)));
    const m1 = said.filter((l) => l.match_id === 'm1').map((l) => l.seq).sort((a, b) => a - b);
    expect(m1).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const all = await chatOf(store.db, 'm1', 100);
    expect(all.map((l) => l.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(all.every((l) => typeof l.at === 'number' && (l.seat === null) === (l.watching === 1))).toBe(true);
    expect((await chatOf(store.db, 'm1', 3)).map((l) => l.seq)).toEqual([6, 7, 8]);
    expect((await chatOf(store.db, 'm2', 100)).length).toBe(4);
  });
});
