import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { GameInfo } from '../catalog.ts';

const catalog: GameInfo[] = Array.from({ length: 30 }, (_, i) => ({ id: `game-${i}`, title: `Game number ${i}`, pitch: 'A game to fill the answer past the compression threshold.', players: { min: 1, max: 4 }, minutes: 30, kind: null }));
const script = `console.log(${JSON.stringify('a hashed asset '.repeat(400))});`;

describe('#16 the server compresses what it sends and lets browsers keep hashed files', () => {
  let web: string;
  let app: ReturnType<typeof buildApp>;
  beforeAll(() => {
    web = mkdtempSync(join(tmpdir(), 'ramparts-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), `<!doctype html><title>client</title><script type="module" src="/assets/index-3f9a1c.js"></script>${'<!-- padding -->'.repeat(100)}`);
    writeFileSync(join(web, 'assets', 'index-3f9a1c.js'), script);
    app = buildApp({ catalog, logger: false, web });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('a hashed file under /assets/ comes brotli- or gzip-compressed, as the browser accepts, cached for a year as immutable', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);
    const gz = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('index.html is compressed too but never kept without asking again (no-cache), at / and by its own name', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString(), url).toContain('<title>client</title>');
    }
  });

  it('JSON answers of the API are compressed', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/games', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toHaveLength(30);
  });
});
