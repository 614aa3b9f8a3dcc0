import { fileURLToPath } from 'node:url';
import { CliError, say, type Io } from '../io.ts';

/** The built web client; `npm start` builds it first when it is missing or stale (packages/web/scripts/build-if-stale.js). */
export const WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

export interface ServeFlags {
  port?: number;
  host?: string;
}

/**
 * Starts the web server (the games page and the API) until SIGINT or SIGTERM. Every other setting comes from the
 * environment (README "Configuration"); a wrong one stops the start with one line naming it.
 */
export async function serveCommand(flags: ServeFlags, io: Io, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { configFromEnv, startServer } = await import('@ramparts/server');
  let config;
  try {
    config = configFromEnv(env);
  } catch (e) {
    throw new CliError((e as Error).message);
  }
  const port = flags.port ?? config.PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliError(`The port must be a whole number from 0 to 65535, not "${port}".`);
  const host = flags.host ?? config.HOST;
  let app;
  try {
    app = await startServer({ port, host, web: WEB_DIST });
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
