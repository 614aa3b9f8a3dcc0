import type { startServer, StartOptions } from '@ramparts/server';
import { fileURLToPath } from 'node:url';
import { CliError, oneLine, say, type Io } from '../io.ts';

/** The built web client; `serve` (and so `npm start`) builds it first when it is missing or stale. */
export const WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** What `serve` runs, injectable so a test can watch the order without building or listening. */
export interface ServeDeps {
  /** Builds the web client when it is missing or older than its sources (packages/web/scripts/build-if-stale.js). */
  buildClient(): Promise<unknown>;
  start(opts: StartOptions): ReturnType<typeof startServer>;
}

const defaultDeps: ServeDeps = {
  buildClient: async () => {
    // The web package's own script, which `npm start` ran before `serve` did it: one rule for "stale".
    const script = new URL('../../../web/scripts/build-if-stale.js', import.meta.url).href;
    const { buildIfStale } = (await import(script)) as { buildIfStale(): boolean };
    return buildIfStale();
  },
  start: async (opts) => (await import('@ramparts/server')).startServer(opts),
};

export interface ServeFlags {
  port?: number;
  host?: string;
}

/**
 * Starts the web server (the games page and the API) until SIGINT or SIGTERM. Every other setting comes from the
 * environment (README "Configuration"); a wrong one stops the start with one line naming it.
 */
export async function serveCommand(flags: ServeFlags, io: Io, env: NodeJS.ProcessEnv = process.env, deps: ServeDeps = defaultDeps): Promise<void> {
  const { configFromEnv } = await import('@ramparts/server');
  let config;
  try {
    config = configFromEnv(env);
  } catch (e) {
    throw new CliError((e as Error).message);
  }
  const port = flags.port ?? config.PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliError(`The port must be a whole number from 0 to 65535, not "${port}".`);
  const host = flags.host ?? config.HOST;
  // A missing or stale client is built first (as `npm start` does); without the build tools the API still serves.
  try {
    await deps.buildClient();
  } catch (e) {
    say(io.stderr, `The web client could not be built (${oneLine(e)}): serving the last build, or the plain home page without one.`);
  }
  let app;
  try {
    app = await deps.start({ port, host, web: env.RAMPARTS_WEB_DIST || WEB_DIST });
  } catch (e) {
    const why = startFailure(e, host, port);
    throw why ? new CliError(why) : e;
  }
  const address = app.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  say(io.stdout, `Ramparts is being served at http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actual} (Ctrl+C to stop).`);
}

/** Why a start failed, in one sentence, when the reason is in the operator's hands; null for anything else (a bug). */
function startFailure(e: unknown, host: string, port: number): string | null {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `Port ${port} on ${host} is in use: stop what holds it or choose another (--port, PORT).`;
  if (code === 'EACCES') return `Not allowed to listen on ${host}:${port}: choose a port above 1023 or run behind a reverse proxy.`;
  if (code === 'EADDRNOTAVAIL') return `${host} is not an address of this machine (--host, HOST).`;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT') return `Cannot reach the database or Redis (${(e as Error).message}): check DATABASE_URL and REDIS_URL.`;
  if (e instanceof Error && /^(The (setting|database migration) |Cannot reach Redis)/.test(e.message)) return e.message;
  return null;
}
