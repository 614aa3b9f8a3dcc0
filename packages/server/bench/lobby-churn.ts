/*
 * The lobby's churn (issue #28): server CPU per match made and seated. One in-process server (SQLite in a temporary
 * directory, or PostgreSQL in a schema of its own with LOBBY_STORE=postgres), N times create + join + join of a
 * coins duel through the HTTP API (`inject`: no sockets, no client in the measure), CPU from process.cpuUsage (every
 * thread of the process: the SQLite thread's statements count). Rounds of LOBBY_MATCHES (default 300) after a
 * warm-up round; prints each round and the median, in ms of CPU per match.
 *
 *   node packages/server/bench/lobby-churn.js            # LOBBY_ROUNDS=5 LOBBY_MATCHES=300 LOBBY_STORE=sqlite
 *
 * The machine is shared: compare before and after in one sitting (a worktree of the old commit, run alternately).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { partsOf, startServer } from '../src/index.ts';
import { pgSchema, TEST_PG } from '../src/testing/services.ts';

const rounds = Number(process.env.LOBBY_ROUNDS ?? 5);
const matches = Number(process.env.LOBBY_MATCHES ?? 300);
const onPostgres = process.env.LOBBY_STORE === 'postgres';

const dataDir = mkdtempSync(join(tmpdir(), 'ramparts-lobby-churn-'));
const schema = onPostgres ? await pgSchema('ramparts_lobby_churn') : null;
const unlimited = { rateLimitPerMinute: 1e9, createLimitPerMinute: 1e9, botMatchesPerClient: 1e9, maxConnectionsPerIp: 1e9 };
const app = await startServer({ port: 0, host: '127.0.0.1', logger: false, handleSignals: false, warmBots: false, dataDir, ...unlimited, ...(schema ? { databaseUrl: TEST_PG, databaseSchema: schema.name } : {}) });
const { store } = partsOf(app)!;

async function post<T>(url: string, payload: unknown): Promise<T> {
  const res = await app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
  if (res.statusCode !== 201) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json<T>();
}

/** One match made and seated: create, join, join (the second join starts it). */
async function churn(): Promise<void> {
  const { id, invitation } = await post<{ id: string; invitation: string }>('/api/matches', { game: 'coins', players: 2 });
  await post(`/api/matches/${id}/join`, { invitation, name: 'Ann' });
  const last = await post<{ match: { status: string } }>(`/api/matches/${id}/join`, { invitation, name: 'Bo' });
  if (last.match.status !== 'live') throw new Error(`match ${id} did not start`);
}

/** CPU ms per match over `n` matches (and the system's part: the SQLite thread's fsyncs are mostly that). */
async function round(n: number): Promise<{ total: number; system: number }> {
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) await churn();
  const used = process.cpuUsage(start);
  return { total: (used.user + used.system) / 1000 / n, system: used.system / 1000 / n };
}

// The store's own count, where the code measured has one (issue #28 added it).
const counted = (store as { count?: { statements: number; commits: number } }).count;
try {
  await round(Math.min(matches, 100));
  const figures: number[] = [];
  const before = counted && { statements: counted.statements, commits: counted.commits };
  for (let r = 0; r < rounds; r++) {
    const { total, system } = await round(matches);
    figures.push(total);
    console.log(`round ${r + 1}: ${total.toFixed(2)} ms CPU per match (${system.toFixed(2)} of it system)`);
  }
  const median = [...figures].sort((a, b) => a - b)[Math.floor(figures.length / 2)];
  const per = counted && before ? ` (${((counted.statements - before.statements) / (rounds * matches)).toFixed(1)} statements, ${((counted.commits - before.commits) / (rounds * matches)).toFixed(1)} commits per match)` : '';
  console.log(`lobby churn on ${onPostgres ? 'PostgreSQL' : 'SQLite'}: median ${median.toFixed(2)} ms CPU per create + join + join${per}`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  await schema?.drop();
}
