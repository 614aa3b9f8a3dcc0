import { fileURLToPath } from 'node:url';
import { CliError, say, type Io } from '../io.ts';

/** The built web client; `npm start` builds it first when it is missing or stale (packages/web/scripts/build-if-stale.js). */
export const WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

export interface ServeFlags {
  port?: number;
  host?: string;
}

/** Starts the web server (the games page and the API) until SIGINT or SIGTERM. */
export async function serveCommand(flags: ServeFlags, io: Io): Promise<void> {
  const envPort = process.env.PORT;
  const port = flags.port ?? (envPort ? Number(envPort) : 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliError(`The port must be a whole number from 0 to 65535, not "${flags.port ?? envPort}".`);
  const host = flags.host ?? process.env.HOST ?? '0.0.0.0';
  const { startServer } = await import('@ramparts/server');
  const app = await startServer({ port, host, web: WEB_DIST });
  const address = app.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  say(io.stdout, `Ramparts is being served at http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${actual} (Ctrl+C to stop).`);
}
