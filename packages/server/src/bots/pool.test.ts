import { afterEach, describe, expect, it } from 'vitest';
import { Match } from '@ramparts/engine';
import { Metrics } from '../ops/metrics.ts';
import { findGame } from '../testing/toys-registry.ts';
import { BotPool, type BotJob, type BotPoolOptions } from './pool.ts';

// Real worker threads over the toy registry: Dice Nim, and Trouble, whose bots loop, hog memory or throw.
const registry = new URL('../testing/toys-registry.ts', import.meta.url).href;
/** Caps as wide as createBot allows, so a test can really start the search #14 found ("mcts:600000ms"). */
const uncapped = { maxIterations: 10_000_000, maxMs: 600_000 };

const pools: BotPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

function pool(opts: BotPoolOptions): BotPool {
  const p = new BotPool({ registry, ...opts });
  pools.push(p);
  return p;
}

function job(match: string, spec: string, game = 'dice-nim', client?: string): BotJob {
  const m = Match.create(findGame(game)!, { players: 2, options: {}, seed: `seed-${match}` });
  return { game, state: m.state, seat: 0, spec, seed: `${match}:${spec}`, match, client };
}

const NO_ANSWER = Symbol('no answer');
/** The job's answer or its error, or NO_ANSWER if it has neither after `ms`. */
async function within(p: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve(NO_ANSWER), ms)));
  try {
    return await Promise.race([p.catch((e: unknown) => e), late]);
  } finally {
    clearTimeout(timer);
  }
}

const legalTake = expect.objectContaining({ type: expect.stringMatching(/^(take|roll)$/) });

/** Starts `n` workers (their start, loading tsx and the games, takes seconds on a busy machine). */
async function warm(p: BotPool, n: number): Promise<void> {
  await Promise.all(Array.from({ length: n }, (_, i) => p.choose(job(`warm-${i}`, 'random'))));
  expect(p.stats().workers).toBe(n);
}

describe('#14.1 one request must not starve every bot', () => {
  it('a search of "mcts:600000ms" is stopped at the job timeout (bot-timeout), its worker replaced, and the next match is answered', async () => {
    const metrics = new Metrics();
    const p = pool({ size: 1, timeoutMs: 1000, caps: uncapped, metrics });
    await warm(p, 1);
    const long = p.choose(job('a', 'mcts:600000ms'));
    const failed = await within(long, 10_000);
    expect(failed).not.toBe(NO_ANSWER);
    expect(failed).toMatchObject({ code: 'bot-timeout' });
    // The worker thinking for ten minutes was terminated, not left running.
    expect(p.stats()).toEqual({ queued: 0, running: 0, workers: 0 });
    expect(await within(p.choose(job('b', 'random')), 30_000)).toEqual(legalTake);
    expect(p.stats().workers).toBe(1);
    const text = await metrics.render();
    expect(text).toMatch(/ramparts_bot_think_seconds_count\{outcome="timeout"\} 1/);
    expect(text).toMatch(/ramparts_bot_think_seconds_count\{outcome="ok"\} 2/);
    expect(text).toMatch(/ramparts_bot_queue_depth 0/);
  });

  it("another match's random bot answers within 2 s while a match with two ten-minute seats thinks (two workers: the long match gets one)", async () => {
    const p = pool({ size: 2, timeoutMs: 120_000, caps: uncapped });
    await warm(p, 2);
    // The request of #14: both seats "mcts:600000ms". Its second seat waits for its first, it does not take the second worker.
    const a1 = p.choose(job('a', 'mcts:600000ms'));
    const a2 = p.choose(job('a', 'mcts:600000ms'));
    a1.catch(() => {});
    a2.catch(() => {});
    expect(p.stats()).toEqual({ queued: 1, running: 1, workers: 2 });
    expect(await within(p.choose(job('b', 'random')), 2000)).toEqual(legalTake);
  });

  it('with the default caps a worker thinks "mcts:600000ms" for at most 2,000 ms (the worker checks the caps too)', async () => {
    const p = pool({ size: 1, timeoutMs: 60_000 });
    await warm(p, 1);
    const t = performance.now();
    expect(await within(p.choose(job('a', 'mcts:600000ms')), 8000)).toEqual(legalTake);
    expect(performance.now() - t).toBeGreaterThan(1500);
  });

  it('a bot that allocates without end fails with bot-crashed at the worker memory limit, and the pool keeps answering', async () => {
    const p = pool({ size: 1, timeoutMs: 60_000, memoryMb: 96 });
    await warm(p, 1);
    const crashed = await within(p.choose(job('a', 'hog', 'trouble')), 45_000);
    expect(crashed).toMatchObject({ code: 'bot-crashed', message: expect.stringMatching(/out of memory/) });
    expect(p.stats().workers).toBe(0);
    expect(await within(p.choose(job('b', 'random')), 30_000)).toEqual(legalTake);
    expect(p.alive()).toBe(true);
  });

  it("matches take turns for a worker: a match's third job waits behind another match's first", async () => {
    const p = pool({ size: 1 });
    await warm(p, 1);
    const order: string[] = [];
    const run = (match: string, n: number) => p.choose(job(match, 'random')).then(() => order.push(`${match}${n}`));
    await Promise.all([run('a', 1), run('a', 2), run('a', 3), run('b', 1)]);
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it('#28.1 the timeout counts running time only: a job that waits longer than it for a worker still runs and answers', async () => {
    const metrics = new Metrics();
    const p = pool({ size: 1, timeoutMs: 1500, metrics });
    await warm(p, 1);
    // a's search runs out first and frees the worker for b; c waits through both timeouts, then thinks.
    const a = p.choose(job('a', 'loop', 'trouble')).catch((e: unknown) => e);
    const b = p.choose(job('b', 'loop', 'trouble')).catch((e: unknown) => e);
    const c = p.choose(job('c', 'random')).catch((e: unknown) => e);
    expect(await within(a, 10_000)).toMatchObject({ code: 'bot-timeout', message: expect.stringMatching(/stopped/) });
    expect(await within(b, 30_000)).toMatchObject({ code: 'bot-timeout', message: expect.stringMatching(/stopped/) });
    expect(await within(c, 30_000)).toEqual(legalTake);
    // Its wait is measured apart from its thinking.
    expect(await metrics.render()).toMatch(/ramparts_bot_wait_seconds_count 4/);
  });

  it("#28.1 one client's matches of endless searches leave another client's bot a worker (a client holds at most its share)", async () => {
    const p = pool({ size: 2, timeoutMs: 120_000, caps: uncapped });
    await warm(p, 2);
    // The load: one client's matches, every seat searching as long as it may.
    const heavy = ['h1', 'h2', 'h3'].map((m) => p.choose(job(m, 'loop', 'trouble', 'heavy')));
    for (const h of heavy) h.catch(() => {});
    expect(p.stats()).toEqual({ queued: 2, running: 1, workers: 2 });
    expect(await within(p.choose(job('l1', 'random', 'dice-nim', 'light')), 5000)).toEqual(legalTake);
    expect(await within(p.choose(job('l1', 'random', 'dice-nim', 'light')), 5000)).toEqual(legalTake);
  });
});

describe('#28.3 a warmed pool: workers loaded before ready, and replaced at once', () => {
  it('warm() starts every worker and resolves when all are loaded; ready() (for /readyz) waits for it, alive() does not', async () => {
    const p = pool({ size: 2, timeoutMs: 1000, caps: uncapped });
    // Never warmed: ready answers as alive (an in-process test server starts workers on first use).
    expect([p.ready(), p.alive(), p.stats().workers]).toEqual([true, true, 0]);
    const warming = p.warm();
    expect(p.stats().workers).toBe(2);
    expect([p.ready(), p.alive()]).toEqual([false, true]);
    expect(await within(warming, 30_000)).toBe(true);
    expect(p.ready()).toBe(true);
    // A worker stopped at the timeout is replaced at once, not when the next job needs one.
    expect(await within(p.choose(job('a', 'loop', 'trouble')), 10_000)).toMatchObject({ code: 'bot-timeout' });
    expect(p.stats().workers).toBe(2);
    expect(p.ready()).toBe(false);
    expect(await within(p.warm(), 30_000)).toBe(true);
    expect(await within(p.choose(job('b', 'random')), 5000)).toEqual(legalTake);
  });

  it('warm() answers false when the workers cannot load (the registry is missing), and ready() stays false', async () => {
    const p = pool({ size: 1, registry: new URL('./no-such-registry.ts', import.meta.url).href });
    expect(await within(p.warm(), 30_000)).toBe(false);
    expect([p.ready(), p.alive(), p.stats().workers]).toEqual([false, false, 0]);
  });
});

describe('bot pool failures stay with their job', () => {
  it('a bot that throws fails its job with bot-error; an unknown spec with bad-bot; the worker stays', async () => {
    const p = pool({ size: 1 });
    await warm(p, 1);
    expect(await p.choose(job('a', 'throws', 'trouble')).catch((e: unknown) => e)).toMatchObject({ code: 'bot-error', message: 'the bot broke while thinking' });
    expect(await p.choose(job('a', 'genius')).catch((e: unknown) => e)).toMatchObject({ code: 'bad-bot', message: expect.stringMatching(/Unknown bot "genius"/) });
    expect(await p.choose(job('a', 'random'))).toEqual(legalTake);
    expect(p.stats().workers).toBe(1);
  });

  it('a registry that does not load fails the job with bot-crashed and makes the pool not alive (for /readyz)', async () => {
    const p = pool({ size: 1, registry: new URL('./no-such-registry.ts', import.meta.url).href });
    expect(p.alive()).toBe(true);
    expect(await within(p.choose(job('a', 'random')), 30_000)).toMatchObject({ code: 'bot-crashed' });
    expect(p.alive()).toBe(false);
  });

  it('closing answers waiting and running jobs with bot-pool-closed', async () => {
    const p = pool({ size: 1 });
    await warm(p, 1);
    const running = p.choose(job('a', 'loop', 'trouble')).catch((e: unknown) => e);
    const waiting = p.choose(job('b', 'random')).catch((e: unknown) => e);
    await p.close();
    expect(await running).toMatchObject({ code: 'bot-pool-closed' });
    expect(await waiting).toMatchObject({ code: 'bot-pool-closed' });
    expect(p.alive()).toBe(false);
    expect(await p.choose(job('c', 'random')).catch((e: unknown) => e)).toMatchObject({ code: 'bot-pool-closed' });
  });
});
