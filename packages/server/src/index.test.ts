import { describe, expect, it } from 'vitest';
import { findGame, gameList } from '@ramparts/games';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, startServer } from './index.ts';

describe('server over the registry', () => {
  it('lists every registered game, Coin Siege among them', async () => {
    const app = buildServer({ logger: false });
    try {
      const games = (await app.inject({ method: 'GET', url: '/api/games' })).json() as { id: string; title: string; pitch: string; players: { min: number; max: number }; minutes: number; kind: unknown }[];
      expect(games.map((g) => g.id)).toEqual(gameList.map((g) => g.id));
      const coins = games.find((g) => g.id === 'coins');
      expect(coins).toMatchObject({ title: findGame('coins')!.title, players: { min: 1, max: 4 }, kind: findGame('coins')!.kind });
      expect(typeof coins!.pitch).toBe('string');
      expect(coins!.minutes).toBeGreaterThan(0);
      const html = (await app.inject({ method: 'GET', url: '/' })).body;
      for (const g of gameList) expect(html).toContain(g.title.replace(/&/g, '&amp;'));
      expect(html).toContain('npx ramparts play coins');
    } finally {
      await app.close();
    }
  });

  it('listens on a port and answers over HTTP', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ramparts-index-'));
    const app = await startServer({ port: 0, host: '127.0.0.1', logger: false, handleSignals: false, dataDir });
    try {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
