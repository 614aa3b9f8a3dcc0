import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBot } from '@ramparts/engine';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { BotChooser, BotJob } from '../bots/pool.ts';
import { Metrics } from '../ops/metrics.ts';
import { Store } from '../store/store.ts';
import { findGame, games } from '../testing/toys-registry.ts';
import { MatchService, type ServiceOptions } from './service.ts';

// The bot driver through the service, over SQLite, with Dice Nim without dice (strict turns, one move a turn,
// `take` 1-3 stones): seat 0 a person, seat 1 a bot, unless said otherwise.

const registry = { games, findGame };
const NIM = { game: 'dice-nim', options: { stones: 99, dice: false }, visibility: 'public' as const };

/** Plays a random legal move at once; `fail` makes a seat's jobs reject with an error carrying that code. */
function randomBots(fail: Record<number, string> = {}): BotChooser & { jobs: BotJob[] } {
  const jobs: BotJob[] = [];
  return {
    jobs,
    async choose(job) {
      jobs.push(job);
      const code = fail[job.seat];
      if (code) throw Object.assign(new Error(`the pool gave up (${code})`), { code });
      const game = findGame(job.game)!;
      return createBot('random', job.seed, game).chooseMove(game, job.state, job.seat);
    },
    close: async () => {},
  };
}

/** A logger that keeps what was said at warn and error. */
function listening() {
  const said: { level: string; msg: string }[] = [];
  const at = (level: string) => (obj: unknown, msg?: string) => void said.push({ level, msg: typeof obj === 'string' ? obj : (msg ?? '') });
  const log = { info: () => {}, debug: () => {}, trace: () => {}, fatal: at('fatal'), warn: at('warn'), error: at('error'), level: 'info', silent: () => {} } as Record<string, unknown>;
  log.child = () => log;
  return { said, log: log as unknown as FastifyBaseLogger };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function open(opts: Partial<ServiceOptions>) {
  const dir = mkdtempSync(join(tmpdir(), 'ramparts-bots-'));
  const store = await Store.open({ dataDir: dir });
  const service = new MatchService({ store, registry, bots: randomBots(), takeover: 'random', abandonMs: 0, ...opts });
  cleanups.push(async () => {
    await service.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { store, service };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('#14.15 a takeover bot plays at a person’s pace', () => {
  const PACE = 150;

  it('after the clock runs out the takeover bot moves at most once per pace window; seated bots do not wait; `back` stops it at once', async () => {
    const { store, service } = await open({ takeoverPaceMs: PACE });
    // A clock of 300 ms: the person (seat 0, who moves first) never moves, and the takeover bot plays for them.
    const m = await service.create({ ...NIM, seats: ['human', 'random'], clock: { minutes: 0.005, increment: 0 } });
    await service.join(m.id, { seat: 0 });
    const byPerson = async () => (await store.entries(m.id)).filter((e) => e.seat === 0);
    await expect.poll(async () => (await byPerson()).length, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(4);

    const entries = await store.entries(m.id);
    const mine = entries.filter((e) => e.seat === 0);
    // Old code: the takeover bot answered at once, ~ms apart (the issue: ~200 moves in 1.4 s).
    for (let i = 1; i < mine.length; i++) expect(mine[i].at - mine[i - 1].at).toBeGreaterThanOrEqual(PACE - 5);
    // The seated bot answers as fast as it thinks: its move follows the takeover's well within a pace window.
    const quick = entries.filter((e, i) => e.seat === 1 && i > 0 && e.at - entries[i - 1].at < PACE / 2);
    expect(quick.length).toBeGreaterThan(0);

    await service.back(m.id, 0);
    const at = (await store.entries(m.id)).length;
    await sleep(PACE * 3);
    const later = (await store.entries(m.id)).filter((e) => e.seq > at);
    expect(later.filter((e) => e.seat === 0)).toEqual([]);
    expect((await service.get(m.id))?.seats[0].away).toBe(false);
  });

  it('a person who leaves mid-game is played for at the same pace', async () => {
    const { store, service } = await open({ takeoverPaceMs: PACE });
    const m = await service.create({ ...NIM, seats: ['human', 'random'] });
    const seat = await service.join(m.id, { seat: 0 });
    expect(await service.leave(m.id, 0, seat.credential)).toMatchObject({ ok: true });
    await expect.poll(async () => (await store.entries(m.id)).filter((e) => e.seat === 0).length, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(3);
    const mine = (await store.entries(m.id)).filter((e) => e.seat === 0);
    for (let i = 1; i < mine.length; i++) expect(mine[i].at - mine[i - 1].at).toBeGreaterThanOrEqual(PACE - 5);
  });
});

describe('#28.2 a bot the pool gave up on (bot-timeout, bot-crashed) plays its game\'s cheap move, never a random one', () => {
  it('the match goes on to its end with the first legal move each time (Dice Nim has no heuristic), counted by game and reason; said once at warn', async () => {
    const { said, log } = listening();
    const bots = randomBots({ 0: 'bot-timeout', 1: 'bot-crashed' });
    const metrics = new Metrics();
    const { service, store } = await open({ bots, log, metrics });
    const m = await service.create({ ...NIM, seats: ['mcts:5000', 'mcts:5000'] });
    // Older code: every job failed, was logged at error and tried again a second later, forever; then random moves.
    await expect.poll(async () => (await service.get(m.id))?.status, { timeout: 10_000, interval: 20 }).toBe('finished');
    const entries = await store.entries(m.id);
    expect(entries.length).toBe(99);
    for (const e of entries) expect(JSON.parse(e.move!)).toEqual({ type: 'take', n: 1 });
    const text = await metrics.render();
    expect(text).toContain('ramparts_bot_fallbacks_total{game="dice-nim",reason="timeout"} 50');
    expect(text).toContain('ramparts_bot_fallbacks_total{game="dice-nim",reason="crashed"} 49');
    expect(said.filter((s) => s.level === 'warn')).toEqual([{ level: 'warn', msg: "a bot gave no move in time: it plays its game's quick move instead" }]);
    expect(said.filter((s) => s.level === 'error' || s.level === 'fatal')).toEqual([]);
  });
});
