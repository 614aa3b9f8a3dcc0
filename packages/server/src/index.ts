import type { FastifyInstance } from 'fastify';
import { findGame, gameList } from '@ramparts/games';
import { buildApp, type AppOptions } from './app.ts';
import { buildCatalog, type GameInfo } from './catalog.ts';

export { buildApp, defaultLogger, type AppOptions } from './app.ts';
export { buildCatalog, type GameInfo, type GameListing } from './catalog.ts';
export { escapeHtml, homePage } from './page.ts';

/** The games the registry holds, as the server describes them. */
export function registryCatalog(): GameInfo[] {
  return buildCatalog(gameList, findGame);
}

export type ServerOptions = Partial<AppOptions>;

/** The Fastify instance with every route, over the registered games unless a catalog is given. Not listening. */
export function buildServer(opts: ServerOptions = {}): FastifyInstance {
  return buildApp({ ...opts, catalog: opts.catalog ?? registryCatalog() });
}

export interface StartOptions extends ServerOptions {
  /** Default: PORT, else 3000. 0 picks a free port. */
  port?: number;
  /** Default: HOST, else 0.0.0.0 (every interface). */
  host?: string;
  /** Close gracefully on SIGINT and SIGTERM (default true). */
  handleSignals?: boolean;
}

/** Builds the server and listens; resolves with the listening instance. */
export async function startServer(opts: StartOptions = {}): Promise<FastifyInstance> {
  const { port = process.env.PORT ? Number(process.env.PORT) : 3000, host = process.env.HOST ?? '0.0.0.0', handleSignals = true, ...rest } = opts;
  const app = buildServer(rest);
  if (handleSignals) {
    // First signal: stop accepting, finish what is in flight, exit. A second one kills at once (handlers are `once`).
    const shutdown = (signal: NodeJS.Signals) => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (e: unknown) => {
          app.log.error(e);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
    app.addHook('onClose', async () => {
      process.off('SIGINT', shutdown);
      process.off('SIGTERM', shutdown);
    });
  }
  await app.listen({ port, host });
  return app;
}
