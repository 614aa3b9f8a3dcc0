import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findGame, games } from '@ramparts/games';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Store } from '../store/store.ts';
import { MatchService } from './service.ts';

const noBots = { choose: () => new Promise<never>(() => {}), close: async () => {} };
const HOUR = 3600_000;

async function lobby(openExpiryMs?: number) {
  const dir = mkdtempSync(join(tmpdir(), 'ramparts-expiry-'));
  const store = await Store.open({ dataDir: dir });
  const service = new MatchService({ store, registry: { games, findGame }, bots: noBots, ...(openExpiryMs ? { openExpiryMs } : {}) });
  return {
    service,
    open: async () => (await service.list({ status: 'open' })).map((m) => m.id),
    close: async () => {
      await service.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('#16 a match whose seats stay empty leaves the lobby (fake clock)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('listed as open for a day, then gone from the open list and read as expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 1) });
    const l = await lobby();
    try {
      const { id } = await l.service.create({ game: 'coins', players: 2, visibility: 'public', name: 'Evening duel' });
      expect(await l.open()).toEqual([id]);
      vi.setSystemTime(Date.UTC(2026, 0, 1) + 24 * HOUR - 1000);
      expect(await l.open()).toEqual([id]);
      vi.setSystemTime(Date.UTC(2026, 0, 1) + 24 * HOUR + 1000);
      expect(await l.open()).toEqual([]);
      expect((await l.service.get(id))?.status).toBe('expired');
      await expect(l.service.join(id, {})).rejects.toMatchObject({ code: 'match-expired' });
    } finally {
      await l.close();
    }
  });

  it('the time is the operator’s (OPEN_MATCH_EXPIRY_MS): with an hour, an unfilled match leaves after an hour; a full one never', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 1) });
    const l = await lobby(HOUR);
    try {
      const waiting = (await l.service.create({ game: 'coins', players: 2, visibility: 'public' })).id;
      const full = (await l.service.create({ game: 'coins', players: 2, visibility: 'public' })).id;
      await l.service.join(full, { seat: 0 });
      await l.service.join(full, { seat: 1 });
      vi.setSystemTime(Date.UTC(2026, 0, 1) + HOUR + 1000);
      expect(await l.open()).toEqual([]);
      expect((await l.service.get(waiting))?.status).toBe('expired');
      expect((await l.service.get(full))?.status).toBe('live');
    } finally {
      await l.close();
    }
  });
});
