import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBot } from '@ramparts/engine';
import { afterEach, describe, expect, it } from 'vitest';
import type { BotChooser, BotJob } from '../bots/pool.ts';
import { Metrics } from '../ops/metrics.ts';
import { Store } from '../store/store.ts';
import { findGame, games } from '../testing/toys-registry.ts';
import { MatchService, type ServiceOptions } from './service.ts';

// Two services over one SQLite file stand for two instances (each with its own connection); the two-process test
// over PostgreSQL and Redis is failover.test.ts. All-bot Dice Nim without dice: strict turns, one move a turn.

const registry = { games, findGame };
const NIM = { game: 'dice-nim', options: { stones: 99, dice: false }, visibility: 'public' as const, seats: ['random', 'random'] };

/** Random moves after `delayMs`, remembering the jobs; `hang` never answers. */
function bots(delayMs = 10, hang = false): BotChooser & { jobs: BotJob[] } {
  const jobs: BotJob[] = [];
  return {
    jobs,
    async choose(job) {
      jobs.push(job);
      if (hang) return new Promise(() => {});
      await new Promise((r) => setTimeout(r, delayMs));
      const game = findGame(job.game)!;
      return createBot('random', job.seed, game).chooseMove(game, job.state, job.seat);
    },
    close: async () => {},
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ramparts-lease-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An instance: its own connection to the database in `dir`, its own bots. */
async function instance(dir: string, name: string, opts: Partial<ServiceOptions> = {}, chooser = bots()) {
  const store = await Store.open({ dataDir: dir });
  const service = new MatchService({ store, registry, bots: chooser, takeover: 'random', abandonMs: 0, instance: name, clustered: true, ...opts });
  cleanups.push(async () => {
    await service.close();
    await store.close().catch(() => undefined);
  });
  return { store, service, bots: chooser };
}

const holder = async (store: Store, id: string) => (await store.getMatch(id))?.lease_holder ?? null;
const moves = async (store: Store, id: string) => (await store.entries(id)).length;

describe('#14.2 one instance drives a match at a time (a lease in the database)', () => {
  it('the other instance does not drive a match it has loaded; when the holder dies, it takes the match over and finishes it', async () => {
    const dir = folder();
    const a = await instance(dir, 'a', { leaseMs: 600, sweepMs: 100 });
    const metrics = new Metrics();
    const b = await instance(dir, 'b', { leaseMs: 600, sweepMs: 100, metrics });
    const { id } = await a.service.create(NIM);
    expect(await b.service.exists(id)).toBe(true);
    await expect.poll(() => moves(a.store, id), { timeout: 5000, interval: 10 }).toBeGreaterThanOrEqual(6);
    expect(await holder(a.store, id)).toBe('a');
    expect(a.bots.jobs.length).toBeGreaterThan(0);
    expect(b.bots.jobs).toEqual([]);
    expect([a.service.drives(id), b.service.drives(id)]).toEqual([true, false]);

    // A loses its database (as good as dead: it renews nothing, commits nothing).
    await a.store.close();
    const died = Date.now();
    await expect.poll(() => holder(b.store, id), { timeout: 5000, interval: 20 }).toBe('b');
    expect(Date.now() - died).toBeGreaterThanOrEqual(300);
    await expect.poll(async () => /^ramparts_lease_takeovers_total 1$/m.test(await metrics.render()), { timeout: 2000, interval: 20 }).toBe(true);
    await expect.poll(async () => (await b.store.getMatch(id))?.status, { timeout: 10_000, interval: 20 }).toBe('finished');
    expect(b.bots.jobs.length).toBeGreaterThan(0);
    // Given up at the end: nobody is asked to drive a finished match.
    await expect.poll(() => holder(b.store, id), { timeout: 2000, interval: 20 }).toBeNull();
  });

  it('a clean shutdown hands its matches over at once, without waiting for the lease to run out', async () => {
    const dir = folder();
    const a = await instance(dir, 'a', { leaseMs: 60_000, sweepMs: 50 });
    const b = await instance(dir, 'b', { leaseMs: 60_000, sweepMs: 50 });
    const { id } = await a.service.create(NIM);
    await expect.poll(() => moves(a.store, id), { timeout: 5000, interval: 10 }).toBeGreaterThanOrEqual(2);
    await a.service.close();
    const closed = Date.now();
    await expect.poll(() => holder(b.store, id), { timeout: 3000, interval: 10 }).toBe('b');
    expect(Date.now() - closed).toBeLessThan(3000);
    await expect.poll(async () => (await b.store.getMatch(id))?.status, { timeout: 10_000, interval: 20 }).toBe('finished');
  });

  it('an instance whose lease another took stops driving at its next renewal', async () => {
    const dir = folder();
    const metrics = new Metrics();
    const a = await instance(dir, 'a', { leaseMs: 300, sweepMs: 60_000, metrics }, bots(10, true));
    const { id } = await a.service.create(NIM);
    await expect.poll(() => a.service.drives(id), { timeout: 2000, interval: 10 }).toBe(true);
    expect(await metrics.render()).toMatch(/^ramparts_leases_lost_total 0$/m);
    await a.store.db.updateTable('matches').set({ lease_holder: 'someone-else', lease_until: Date.now() + 60_000 }).where('id', '=', id).execute();
    await expect.poll(() => a.service.drives(id), { timeout: 2000, interval: 10 }).toBe(false);
    expect(await holder(a.store, id)).toBe('someone-else');
    // #28.3 counted for the operator: leases lost by a live instance are what flapping looks like.
    expect(await metrics.render()).toMatch(/^ramparts_leases_lost_total 1$/m);
  });

  it('alone (no Redis), a restarted instance drives its matches at once, though the dead process’s lease has not run out', async () => {
    const dir = folder();
    const dead = await instance(dir, 'dead', { clustered: false, leaseMs: 60_000 }, bots(10, true));
    const { id } = await dead.service.create(NIM);
    await expect.poll(() => holder(dead.store, id), { timeout: 2000, interval: 10 }).toBe('dead');
    const next = await instance(dir, 'next', { clustered: false, leaseMs: 60_000 });
    expect(await next.service.resumeAll()).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await next.store.getMatch(id))?.status, { timeout: 10_000, interval: 20 }).toBe('finished');
  });
});
