import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { GameInfo } from './catalog.ts';
import { CLIENT_PATHS } from './http/web.ts';
import { Metrics } from './ops/metrics.ts';

const kind = { turns: 'strict', chance: true, information: 'perfect', play: 'competitive', players: { min: 1, max: 4 } } as const;
const catalog: GameInfo[] = [
  { id: 'coins', title: 'Coin Siege', pitch: 'Soldiers of 1, 2 and 5 cents storm a castle.', players: { min: 1, max: 4 }, minutes: 15, kind },
  { id: 'odd', title: 'Odd <Game> & "Co"', pitch: 'Escapes <script>alert(1)</script>.', players: { min: 2, max: 2 }, minutes: 5, kind: null },
];
const app = buildApp({ catalog, logger: false });
afterAll(() => app.close());

const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'";
/** The policy's directives, however they are joined. */
const directives = (policy: unknown) => String(policy).split(';').map((d) => d.trim()).filter(Boolean).sort();

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

  it('#14.9 the home page holds no inline style or script (the CSP forbids them): its styles come from /page.css', async () => {
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(html).not.toMatch(/<style|<script|style=/);
    expect(html).toContain('<link rel="stylesheet" href="/page.css">');
    const css = await app.inject({ method: 'GET', url: '/page.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('GET /api/games gives the catalog as JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/games' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(catalog);
  });

  it('#14.9 every answer carries the CSP, nosniff, no-referrer and refuses framing', async () => {
    for (const url of ['/', '/api/games', '/page.css', '/healthz', '/nowhere', '/api/nowhere']) {
      const res = await app.inject({ method: 'GET', url });
      expect(directives(res.headers['content-security-policy']), url).toEqual(directives(CSP));
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('#14.9 an unknown path answers 404: JSON under /api/, a small HTML page elsewhere', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nowhere?x=1' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'not-found', message: 'There is no GET /api/nowhere.' } });
    const page = await app.inject({ method: 'GET', url: '/nowhere/"><b>' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Not found');
    expect(page.body).toContain('/nowhere/');
    expect(page.body).not.toContain('<b>');
    const post = await app.inject({ method: 'POST', url: '/nowhere', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe('not-found');
  });

  it('#14.3 GET /healthz answers at once even while the readiness checks hang (it never waits on the store)', async () => {
    const hanging = buildApp({ catalog, logger: false, ready: () => new Promise(() => {}) });
    try {
      const res = await hanging.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    } finally {
      await hanging.close();
    }
  });

  it('GET /readyz answers 200 with every check passed, 503 naming the one that failed', async () => {
    let redis = true;
    const ready = buildApp({ catalog, logger: false, ready: async () => ({ store: true, redis, bots: true }) });
    try {
      const ok = await ready.inject({ method: 'GET', url: '/readyz' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ ok: true, checks: { store: true, redis: true, bots: true } });
      redis = false;
      const down = await ready.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ ok: false, checks: { store: true, redis: false, bots: true } });
    } finally {
      await ready.close();
    }
  });

  it('GET /metrics renders the Prometheus registry, and answers 404 when the server keeps none', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).json()).toEqual({ error: { code: 'not-found', message: 'This server keeps no metrics.' } });
    const metrics = new Metrics();
    const withMetrics = buildApp({ catalog, logger: false, metrics });
    try {
      const res = await withMetrics.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(metrics.contentType);
      expect(res.body).toMatch(/^# HELP /);
      expect(res.body).toContain('ramparts_rate_limited_total');
      expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    } finally {
      await withMetrics.close();
    }
  });

  it('#14.5 HTTP requests past RATE_LIMIT_PER_MINUTE answer 429 rate-limited with retry-after, counted; the probes are exempt', async () => {
    const metrics = new Metrics();
    const limited = buildApp({ catalog, logger: false, metrics, rateLimitPerMinute: 3 });
    try {
      for (let i = 0; i < 3; i++) expect((await limited.inject({ method: 'GET', url: '/api/games' })).statusCode).toBe(200);
      const refused = await limited.inject({ method: 'GET', url: '/api/games' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json(), refused.body).toEqual({ error: { code: 'rate-limited', message: expect.stringMatching(/^Too many requests: try again in \d+ (seconds?|minutes?)\.$/) } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await limited.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(429);
      for (const url of ['/healthz', '/readyz', '/metrics', '/healthz', '/metrics']) expect((await limited.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      expect(await metrics.render()).toMatch(/ramparts_rate_limited_total\{where="http"\} 2/);
      // Another client (another address) has its own budget.
      expect((await limited.inject({ method: 'GET', url: '/api/games', remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('#14.5 behind a trusted proxy the client is X-Forwarded-For, not the proxy', async () => {
    const proxied = buildApp({ catalog, logger: false, rateLimitPerMinute: 1, trustProxy: true });
    try {
      const from = (ip: string) => proxied.inject({ method: 'GET', url: '/api/games', headers: { 'x-forwarded-for': ip } });
      expect((await from('203.0.113.1')).statusCode).toBe(200);
      expect((await from('203.0.113.1')).statusCode).toBe(429);
      expect((await from('203.0.113.2')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('#14.9 with a built client: index.html only at the client\'s own paths, its assets served, everything under the headers', async () => {
    const web = mkdtempSync(join(tmpdir(), 'ramparts-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>client</title><script type="module" src="/assets/app.js"></script>');
    writeFileSync(join(web, 'assets', 'app.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    const served = buildApp({ catalog, logger: false, web });
    try {
      for (const path of CLIENT_PATHS) {
        const res = await served.inject({ method: 'GET', url: path });
        expect(res.statusCode, path).toBe(200);
        expect(res.body).toContain('<title>client</title>');
        expect(directives(res.headers['content-security-policy'])).toEqual(directives(CSP));
      }
      const asset = await served.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
      expect(asset.statusCode).toBe(200);
      expect(directives(asset.headers['content-security-policy'])).toEqual(directives(CSP));
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['content-encoding']).toBe('gzip');
      // Once any path answered the app's page; now only the client's own do.
      for (const path of ['/match/abc', '/nowhere', '/assets/missing.js']) {
        const res = await served.inject({ method: 'GET', url: path });
        expect(res.statusCode, path).toBe(404);
        expect(res.body).not.toContain('<title>client</title>');
      }
    } finally {
      await served.close();
      rmSync(web, { recursive: true, force: true });
    }
  });

  it('compresses answers over about 1 KiB, not small ones', async () => {
    const big = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    const small = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
