import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createBot, parseVariant } from '@ramparts/engine';
import { findGame, games } from '@ramparts/games';
import { sideBySide } from '@ramparts/lab/compare.ts';
import { inThreadExecutor } from '@ramparts/lab/pool.ts';
import { runQueueWorker } from '@ramparts/lab/queue.ts';
import { READY_EXPERIMENTS } from '@ramparts/lab/ready/index.ts';
import { memoryStore, runCells } from '@ramparts/lab/run-core.ts';
import type { Experiment, RunSummary } from '@ramparts/lab/types.ts';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';
import { buildServer } from '../index.ts';
import { api, startTestServer, type TestServer } from '../testing/server.ts';
import { needServices, TEST_REDIS } from '../testing/services.ts';
import type { LabRunView } from './runs.ts';

/*
 * "Measure on the server" (#32): the studio's experiment sent to a server with a lab queue, played by a lab worker
 * (here in this process, on a queue of the test's own), gives the numbers a local run gives, original and variant.
 */

const kit = { games, findGame, createBot, modules: { registry: '@ramparts/games', bots: '@ramparts/engine' } };
const dice = findGame('dice')!;
const cheapArchery = { format: 1, game: 'dice', name: 'Cheap archery', patch: { 'towers.json': { towers: { '0': { purchase: 1 } } } } };

/** A sweep as the studio's Measure plans it (planExperiment: the ready-made experiment, chunks of two games). */
function sweep(games: number, seed = 'server-lab'): Experiment {
  const [first] = READY_EXPERIMENTS.sweep.plan(dice, { games, bots: 'easy', seed, vary: 'towers.json.towers.archery.purchase=2..3' });
  return { ...first!.experiment, chunk: 2 };
}

type Err = { error: { code: string; message: string } };

describe('without a lab queue', () => {
  it('LAB_QUEUE_URL is off unless set, a Redis URL when set; the queue is the lab\'s unless named', () => {
    expect(configFromEnv({}).LAB_QUEUE_URL).toBeUndefined();
    expect(configFromEnv({}).LAB_QUEUE_NAME).toBe('ramparts-lab');
    expect(configFromEnv({ LAB_QUEUE_URL: 'redis://10.0.0.5:6379', LAB_QUEUE_NAME: 'studio' })).toMatchObject({ LAB_QUEUE_URL: 'redis://10.0.0.5:6379', LAB_QUEUE_NAME: 'studio' });
    expect(() => configFromEnv({ LAB_QUEUE_URL: 'http://10.0.0.5' })).toThrow(/^The setting LAB_QUEUE_URL is wrong: a Redis URL such as redis:\/\/10\.0\.0\.5:6379\.$/);
  });

  it('says the queue is not available, and every run route answers lab-off in words', async () => {
    const app = buildServer({ logger: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/lab/queue' })).json()).toEqual({ available: false });
      const id = '00000000-0000-4000-8000-000000000000';
      const answers = [
        await app.inject({ method: 'POST', url: '/api/lab/runs', payload: { experiment: sweep(2) } }),
        await app.inject({ method: 'GET', url: `/api/lab/runs/${id}` }),
        await app.inject({ method: 'DELETE', url: `/api/lab/runs/${id}` }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: { code: 'lab-off', message: 'This server has no lab queue: run `ramparts lab … --queue` yourself, or measure in the browser.' } });
      }
    } finally {
      await app.close();
    }
  });
});

describe('documented', () => {
  it('every lab route is in the OpenAPI and in docs/protocol.md', async () => {
    const app = buildServer({ logger: false });
    try {
      const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
      const protocol = readFileSync(new URL('../../../../docs/protocol.md', import.meta.url), 'utf8');
      for (const [method, path, open] of [['GET', '/api/lab/queue', '/api/lab/queue'], ['POST', '/api/lab/runs', '/api/lab/runs'], ['GET', '/api/lab/runs/:id', '/api/lab/runs/{id}'], ['DELETE', '/api/lab/runs/:id', '/api/lab/runs/{id}']]) {
        expect(doc.paths[open]?.[method.toLowerCase()], `${method} ${open} in the OpenAPI`).toBeDefined();
        expect(protocol, `${method} ${path} in docs/protocol.md`).toContain(`\`${method} ${path}\``);
      }
    } finally {
      await app.close();
    }
  });
});

const problem = await needServices(['redis'], 'the lab queue routes');

describe.skipIf(problem !== null)('on a lab queue (Redis)', () => {
  const queue = `ramparts-lab-test-${randomBytes(4).toString('hex')}`;
  const stopWorker = new AbortController();
  let worker: Promise<void>;
  let server: TestServer;

  beforeAll(async () => {
    // A lab worker in this process, playing on a thread of its own as `lab worker` does: games played on the server's
    // thread would hold its answers (a run's progress, a stop) for a whole chunk at a time.
    worker = runQueueWorker(TEST_REDIS, kit, { queue, signal: stopWorker.signal });
    server = await startTestServer({ labQueueUrl: TEST_REDIS, labQueueName: queue });
  });
  afterAll(async () => {
    await server?.close();
    stopWorker.abort();
    await worker;
    const q = new Queue(queue, { connection: { url: TEST_REDIS } });
    await q.obliterate({ force: true });
    await q.close();
  });

  const post = (body: unknown) => api<{ id: string } & Err>(server.url, 'POST', '/api/lab/runs', body);
  const read = (id: string) => api<LabRunView & Err>(server.url, 'GET', `/api/lab/runs/${id}`);
  async function until(id: string, done: (v: LabRunView) => boolean, ms = 120_000): Promise<LabRunView> {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
      const { body } = await read(id);
      if (done(body)) return body;
    }
    throw new Error(`run ${id} did not get there in ${ms} ms`);
  }

  it('says the queue is available (never where it is)', async () => {
    expect((await api(server.url, 'GET', '/api/lab/queue')).body).toEqual({ available: true });
  });

  it('plays the original and the variant on the queue: the cells a local run of each gives, side by side', async () => {
    const experiment = sweep(2);
    const started = await post({ experiment, variant: cheapArchery });
    expect(started.status).toBe(202);
    const end = await until(started.body.id, (v) => v.state !== 'running');
    expect(end.state).toBe('done');
    expect(end.done).toBe(8);
    expect(end.total).toBe(8);

    const local = async (e: Experiment) => runCells(e, kit, memoryStore(), { executor: inThreadExecutor(kit), inFlight: { max: 4, ahead: 2 } });
    const original = await local(experiment);
    const variant = await local({ ...experiment, variant: parseVariant(JSON.stringify(cheapArchery)) });
    const expected = sideBySide(original, variant, cheapArchery.name);
    const summary = end.summary as RunSummary;
    expect(summary.cells).toEqual(expected.cells);
    expect(summary.experiment.axes).toEqual(expected.experiment.axes);
  }, 180_000);

  it('refuses what it cannot or will not play, each with its code', async () => {
    const refused = async (body: unknown, status: number, code: string, message?: RegExp) => {
      const res = await post(body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.error.code).toBe(code);
      if (message) expect(res.body.error.message).toMatch(message);
    };
    await refused({ experiment: { ...sweep(2), game: 'chess' } }, 404, 'unknown-game', /^There is no game "chess"\./);
    await refused({ experiment: sweep(5000) }, 400, 'too-many-games', /^This server plays at most 2,000 games a cell, not 5,000/);
    const wide = { ...sweep(2000), axes: [{ path: 'content.towers.json.towers.0.purchase', values: Array.from({ length: 20 }, (_, i) => i + 1) }] };
    await refused({ experiment: wide, variant: cheapArchery }, 400, 'too-many-games', /^This server plays at most 50,000 games a run; this one asks for 80,000/);
    await refused({ experiment: sweep(2), variant: { format: 1, game: 'coins', name: 'Rich', patch: {} } }, 400, 'bad-variant', /^This variant is of coins, not of /);
    await refused({ experiment: sweep(2), variant: { format: 1, game: 'dice', name: 'Free', patch: { 'towers.json': { towers: { '0': { purchase: 'free' } } } } } }, 400, 'bad-content');
    await refused({ experiment: { ...sweep(2), stop: { games: 0 } } }, 400, 'bad-experiment', /^The experiment sent is not right: stop/);
    await refused({ experiment: { ...sweep(2), variant: cheapArchery } }, 400, 'bad-experiment', /beside the experiment/);
    await refused({ experiment: { ...sweep(2), bots: 'mcts:100000' } }, 400, 'bad-bot');
    await refused({ experiment: sweep(2), extra: 1 }, 400, 'bad-request');
    await refused({ experiment: sweep(2), variant: cheapArchery, ...{ big: 'x'.repeat(20_000) } }, 413, 'too-large');
    const unknown = await read('00000000-0000-4000-8000-000000000000');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'no-such-run']);
    expect((await read('not-a-run')).status).toBe(400);
  });

  // Last: the chunks a stopped run had queued are still played by the worker (a run sent again reuses them).
  it('stops a run (whole chunks kept), refuses a third at once (lab-busy), forgets nothing it was asked about', async () => {
    const first = await post({ experiment: sweep(40, 'stop-1'), variant: cheapArchery });
    // Both are stopped together as soon as the first has kept a chunk: neither can have ended by then.
    const second = await post({ experiment: sweep(40, 'stop-2') });
    expect([first.status, second.status]).toEqual([202, 202]);
    const third = await post({ experiment: sweep(2, 'stop-3') });
    expect(third.status).toBe(503);
    expect(third.body.error.code).toBe('lab-busy');

    await until(first.body.id, (v) => v.done >= 2);
    const stop = (id: string) => api<LabRunView>(server.url, 'DELETE', `/api/lab/runs/${id}`);
    const [stopped, stoppedSecond] = await Promise.all([stop(first.body.id), stop(second.body.id)]);
    expect(stoppedSecond.body.state).toBe('stopped');
    expect(stopped.status).toBe(200);
    expect(stopped.body.state).toBe('stopped');
    expect(stopped.body.done).toBeLessThan(stopped.body.total);
    const cells = (stopped.body.summary as RunSummary).cells;
    expect(cells.every((c) => c.measures.games % 2 === 0)).toBe(true);
    expect(cells.reduce((n, c) => n + c.measures.games, 0)).toBe(stopped.body.done);
    expect((await read(first.body.id)).body.state).toBe('stopped');
    expect((await read(second.body.id)).body.state).toBe('stopped');
    // A slot is free again.
    const again = await post({ experiment: sweep(2, 'stop-3') });
    expect(again.status).toBe(202);
    await stop(again.body.id);
  }, 180_000);
});
