import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { partsOf, startServer, type Running, type StartOptions } from '../index.ts';

export interface TestServer extends Running {
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

/** Tests make many requests and matches from one address: per-client limits out of the way unless a test sets its own. */
const testLimits = { rateLimitPerMinute: 1_000_000, createLimitPerMinute: 1_000_000, botMatchesPerClient: 1_000_000, maxConnectionsPerIp: 1_000_000 };

/**
 * A real server on 127.0.0.1 and a free port, over SQLite in a fresh temporary directory. Its bot workers start on
 * first use (`warmBots: false`): most tests never move a bot, and the machine's cores are shared.
 */
export async function startTestServer(opts: StartOptions = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'ramparts-test-'));
  const app = await startServer({ port: 0, host: '127.0.0.1', logger: false, handleSignals: false, takeover: 'random', takeoverPaceMs: 0, warmBots: false, ...testLimits, ...opts, dataDir });
  const parts = partsOf(app)!;
  return {
    ...parts,
    url: `http://127.0.0.1:${parts.port}`,
    dataDir,
    close: async () => {
      await app.close();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function api<T = unknown>(url: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(url + path, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}
