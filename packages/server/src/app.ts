import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { GameInfo } from './catalog.ts';
import { homePage } from './page.ts';

export interface AppOptions {
  catalog: readonly GameInfo[];
  /** Fastify's logger (pino): `false` in tests; by default `{ level: LOG_LEVEL ?? 'info' }`. */
  logger?: FastifyServerOptions['logger'];
}

export function defaultLogger(): FastifyServerOptions['logger'] {
  return { level: process.env.LOG_LEVEL ?? 'info' };
}

/** The HTTP application, without listening: `GET /`, `GET /api/games`, `GET /healthz`. */
export function buildApp(opts: AppOptions): FastifyInstance {
  const app = Fastify({ logger: opts.logger ?? defaultLogger() });
  const page = homePage(opts.catalog);
  app.get('/', async (_req, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get('/api/games', async () => opts.catalog);
  app.get('/healthz', async () => ({ ok: true }));
  return app;
}
