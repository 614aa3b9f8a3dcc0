import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../testing/server.ts';
import { findGame, games } from '../testing/toys-registry.ts';

// #14.10: a bot move whose game throws ended the process (an unhandled rejection). Trouble's `boom` bot chooses a
// move whose `play` throws on the server's main thread; its `throws` bot throws in the worker.
const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);

let server: TestServer;
beforeAll(async () => {
  process.on('unhandledRejection', record);
  server = await startTestServer({ registry: { games, findGame }, registryModule: new URL('../testing/toys-registry.ts', import.meta.url).href, botWorkers: 2 });
});
afterAll(async () => {
  process.off('unhandledRejection', record);
  await server?.close();
});

async function create(body: Record<string, unknown>): Promise<string> {
  const r = await api<{ id: string }>(server.url, 'POST', '/api/matches', body);
  expect(r.status).toBe(201);
  return r.body.id;
}

async function statusOf(id: string): Promise<string> {
  return (await api<{ status: string }>(server.url, 'GET', `/api/matches/${id}`)).body.status;
}

describe('#14.10 a throwing bot leaves the server serving other matches', () => {
  it('matches whose bot breaks the game or itself do not stop an all-bot match beside them, nor the server', async () => {
    const broken = await create({ game: 'trouble', players: 2, seats: ['boom', 'random'] });
    const thrower = await create({ game: 'trouble', players: 2, seats: ['throws', 'random'] });
    const fine = await create({ game: 'dice-nim', players: 2, options: { stones: 30 }, seats: ['random', 'random'] });
    const deadline = Date.now() + 30_000;
    while ((await statusOf(fine)) !== 'finished') {
      expect(Date.now(), 'the random match finishes within 30 s').toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 100));
    }
    // Give the broken matches' bots time for a few more tries, then look again.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await api(server.url, 'GET', '/healthz')).toMatchObject({ status: 200, body: { ok: true } });
    expect(await statusOf(broken)).toBe('live');
    expect(await statusOf(thrower)).toBe('live');
    expect(unhandled).toEqual([]);
  });
});
