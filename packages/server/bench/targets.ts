// Every server the benchmark measures: how it is started and stopped, and which client protocol speaks to it.
// One server at a time, each in its own process (its CPU read from /proc), fresh for every step.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { kill, spawnServer, type ServerProcess } from '../src/testing/process.ts';
import { PG, debug, serverNodeArgs } from './config.ts';
import type { Protocol } from './seat.ts';
import { rampartsProtocol } from './clients/ramparts.ts';
import { echoProtocol } from './clients/echo.ts';
import { boardgameioProtocol } from './clients/boardgameio.ts';
import { startChild } from './servers/child.ts';
import { echoName, rampartsName } from './names.ts';
import { ensureBoardgameio } from './servers/boardgameio-install.ts';

export interface RunningServer {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

export interface Target {
  /** As the table says it: `sqlite (coins)`, `echo`, `boardgame.io (memory)` … */
  name: string;
  /** The game whose moves it carries (none for the bare echo). */
  game?: string;
  protocol: Protocol;
  start(): Promise<RunningServer>;
}

/** Every client is on 127.0.0.1: limits per address go above what any step needs. */
const LIMITS = { MAX_CONNECTIONS_PER_IP: '100000', RATE_LIMIT_PER_MINUTE: '1000000', CREATE_LIMIT_PER_MINUTE: '1000000' };

/** A data folder (SQLite) or a schema of its own (PostgreSQL) for one server; throws when PostgreSQL does not answer. */
async function prepareStore(store: string): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  if (store === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'ramparts-bench-'));
    return { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `ramparts_bench_${randomBytes(4).toString('hex')}`;
  const c = new pg.Client({ connectionString: PG, connectionTimeoutMillis: 5000 });
  try {
    await c.connect();
    await c.query(`create schema ${schema}`);
  } catch (e) {
    throw new Error(`PostgreSQL unreachable: ${(e as Error).message}`, { cause: e });
  } finally {
    await c.end().catch(() => undefined);
  }
  return {
    env: { DATABASE_URL: `${PG}?options=${encodeURIComponent(`-c search_path=${schema}`)}` },
    cleanup: async () => {
      const d = new pg.Client({ connectionString: PG, connectionTimeoutMillis: 5000 });
      await d.connect();
      await d.query(`drop schema ${schema} cascade`);
      await d.end();
    },
  };
}

/** SIGTERM (a graceful close), then SIGKILL if the server has not exited within 10 s. */
async function stopRamparts(server: ServerProcess): Promise<void> {
  const t0 = Date.now();
  const t = setTimeout(() => {
    console.error(`the server did not exit within 10 s of SIGTERM: killed\n${server.output().slice(-2000)}`);
    server.child.kill('SIGKILL');
  }, 10_000);
  await kill(server, 'SIGTERM');
  clearTimeout(t);
  if (debug) console.error(`server stopped in ${Date.now() - t0} ms\n${server.output().split('\n').filter((l) => l.includes('closing')).join('\n')}`);
}

/** `ramparts serve` over SQLite or PostgreSQL, its clients playing `game`. */
export function rampartsTarget(store: string, game = 'coins'): Target {
  return {
    name: rampartsName(store, game),
    game,
    protocol: rampartsProtocol(game),
    async start() {
      const prepared = await prepareStore(store);
      let server: ServerProcess;
      try {
        server = await spawnServer({ ...prepared.env, ...LIMITS, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error' }, 30_000, serverNodeArgs);
      } catch (e) {
        await prepared.cleanup().catch(() => undefined);
        throw e;
      }
      return {
        url: server.url,
        pid: server.child.pid,
        async stop() {
          await stopRamparts(server);
          await prepared.cleanup().catch(() => undefined);
        },
      };
    },
  };
}

/** The bare Socket.IO echo: the transport's ceiling, with tiny payloads or (`game`) with that game's move states. */
function echo(game?: string): Target {
  return {
    name: echoName(game),
    ...(game ? { game } : {}),
    protocol: echoProtocol,
    async start() {
      const s = await startChild(new URL('./servers/echo.ts', import.meta.url), game ? { ECHO_STATES: game } : {});
      return { url: s.url, pid: s.child.pid, stop: s.stop };
    },
  };
}
export const echoTarget = echo();
export const echoStatesTarget = (game: string) => echo(game);

/** boardgame.io's server on our coins rules, with its in-memory or its file-backed storage. */
export function boardgameioTarget(storage: 'memory' | 'file'): Target {
  return {
    name: `boardgame.io (${storage})`,
    protocol: boardgameioProtocol,
    async start() {
      const cache = ensureBoardgameio();
      const dir = mkdtempSync(join(tmpdir(), 'ramparts-bench-bgio-'));
      const cleanup = () => rmSync(dir, { recursive: true, force: true });
      try {
        const s = await startChild(new URL('./servers/boardgameio.ts', import.meta.url), { BENCH_BOARDGAMEIO_DIR: cache, STORAGE: storage, DATA_DIR: dir, NODE_ENV: 'production' });
        return {
          url: s.url,
          pid: s.child.pid,
          async stop() {
            await s.stop();
            cleanup();
          },
        };
      } catch (e) {
        cleanup();
        throw e;
      }
    },
  };
}
