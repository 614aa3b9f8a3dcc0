import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { GameInfo } from './catalog.ts';

const kind = { turns: 'strict', chance: true, information: 'perfect', play: 'competitive', players: { min: 1, max: 4 } } as const;
const catalog: GameInfo[] = [
  { id: 'coins', title: 'Coin Siege', pitch: 'Soldiers of 1, 2 and 5 cents storm a castle.', players: { min: 1, max: 4 }, minutes: 15, kind },
  { id: 'odd', title: 'Odd <Game> & "Co"', pitch: 'Escapes <script>alert(1)</script>.', players: { min: 2, max: 2 }, minutes: 5, kind: null },
];
const app = buildApp({ catalog, logger: false });
afterAll(() => app.close());

describe('server app', () => {
  it('GET / lists the games and says how to play today', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<title>Ramparts</title>');
    expect(html).toContain('Coin Siege');
    expect(html).toContain('Soldiers of 1, 2 and 5 cents storm a castle.');
    expect(html).toContain('1–4 players · about 15 minutes');
    expect(html).toContain('2 players · about 5 minutes');
    expect(html).toContain('The web client is coming');
    expect(html).toContain('npx ramparts play coins');
    expect(html).toContain('Odd &lt;Game&gt; &amp; &quot;Co&quot;');
    expect(html).not.toContain('<script>');
  });

  it('GET /api/games gives the catalog as JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/games' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(catalog);
  });

  it('GET /healthz answers ok', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers 404 elsewhere', async () => {
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
  });
});
