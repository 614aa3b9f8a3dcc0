import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { needServices, TEST_REDIS } from '../testing/services.ts';
import { trustProxyOf } from '../config.ts';
import { useRedis, type RedisLink } from '../socket/cluster.ts';
import { api, startTestServer, type TestServer } from '../testing/server.ts';
import { readiness } from './ready.ts';

const ok = { ping: async () => true };

describe('readiness checks (#14 operator: /readyz)', () => {
  it('names each check; a failing, throwing or hanging one is false, never an error', async () => {
    const hanging = { ping: () => new Promise<boolean>(() => {}) };
    expect(await readiness({ store: ok, bots: { alive: () => true } })()).toEqual({ store: true, bots: true });
    expect(await readiness({ store: { ping: async () => false }, redis: ok, bots: { alive: () => false } })()).toEqual({ store: false, redis: true, bots: false });
    const started = Date.now();
    expect(await readiness({ store: hanging, redis: { ping: () => Promise.reject(new Error('down')) } }, 50)()).toEqual({ store: false, redis: false });
    expect(Date.now() - started).toBeLessThan(1000);
    // #28.3 a pool that says whether its workers are loaded is ready only then, however alive.
    expect(await readiness({ store: ok, bots: { alive: () => true, ready: () => false } })()).toEqual({ store: true, bots: false });
    expect(await readiness({ store: ok, bots: { alive: () => true, ready: () => true } })()).toEqual({ store: true, bots: true });
    // A bot chooser that cannot tell (a test's fake) is not a check.
    expect(await readiness({ store: ok, bots: { choose: () => null } })()).toEqual({ store: true });
  });

  it('a running server answers /readyz from its store and bot pool, and /healthz without them', async () => {
    const server = await startTestServer({ botWorkers: 1 });
    try {
      expect(await api(server.url, 'GET', '/readyz')).toEqual({ status: 200, body: { ok: true, checks: { store: true, bots: true } } });
      await server.store.db.destroy();
      expect(await api(server.url, 'GET', '/readyz')).toEqual({ status: 503, body: { ok: false, checks: { store: false, bots: true } } });
      expect(await api(server.url, 'GET', '/healthz')).toEqual({ status: 200, body: { ok: true } });
    } finally {
      await server.close().catch(() => undefined);
    }
  });
});

describe('TRUST_PROXY (#14 operator: behind a reverse proxy)', () => {
  const ipBehind = async (trust: string, forwarded: string) => {
    const app = Fastify({ trustProxy: trustProxyOf(trust) });
    app.get('/ip', async (req) => req.ip);
    const r = await app.inject({ url: '/ip', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': forwarded } });
    await app.close();
    return r.body;
  };

  it('a hop count trusts that many proxies (Fastify 5 takes a bare number as trusting none)', async () => {
    expect(await ipBehind('1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await ipBehind('1', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipBehind('2', '198.51.100.1, 203.0.113.9')).toBe('198.51.100.1');
  });

  it('off by default; an address list trusts only those proxies', async () => {
    expect(await ipBehind('', '203.0.113.9')).toBe('10.1.2.3');
    expect(await ipBehind('false', '203.0.113.9')).toBe('10.1.2.3');
    expect(await ipBehind('10.0.0.0/8', '203.0.113.9')).toBe('203.0.113.9');
    expect(await ipBehind('127.0.0.1', '203.0.113.9')).toBe('10.1.2.3');
  });
});

const problem = await needServices(['redis'], 'the Redis prefix tests');

describe.skipIf(problem !== null)('REDIS_PREFIX (#14 operator: two deployments share one Redis)', () => {
  const links: RedisLink[] = [];
  const servers: TestServer[] = [];
  afterEach(async () => {
    // The bare Socket.IO servers listen on nothing: closing their Redis link is all there is to close.
    await Promise.all(links.splice(0).map((l) => l.close()));
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  async function instance(prefix: string) {
    const io = new Server();
    links.push(await useRedis(io, TEST_REDIS, prefix));
    const heard: string[] = [];
    io.on('hello', (word: string) => heard.push(word));
    return { io, heard };
  }

  it("an instance hears its own deployment's instances and never the other deployment's", async () => {
    const tag = randomBytes(4).toString('hex');
    const blue1 = await instance(`blue-${tag}`);
    const blue2 = await instance(`blue-${tag}`);
    const green = await instance(`green-${tag}`);
    blue1.io.serverSideEmit('hello', 'from blue');
    green.io.serverSideEmit('hello', 'from green');
    const deadline = Date.now() + 5000;
    while (blue2.heard.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 200));
    expect(blue2.heard).toEqual(['from blue']);
    expect(green.heard).toEqual([]);
    expect(blue1.heard).toEqual([]);
  });

  it('a server with Redis checks it for /readyz; a wrong REDIS_URL stops the start with a sentence', async () => {
    const server = await startTestServer({ botWorkers: 1, redisUrl: TEST_REDIS, redisPrefix: `ready-${randomBytes(4).toString('hex')}` });
    servers.push(server);
    expect(await api(server.url, 'GET', '/readyz')).toEqual({ status: 200, body: { ok: true, checks: { store: true, redis: true, bots: true } } });
    await expect(startTestServer({ botWorkers: 1, redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(/^Cannot reach Redis \(REDIS_URL\): /);
  });
});
