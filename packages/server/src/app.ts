import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { GameInfo } from './catalog.ts';
import { matchRoutes } from './http/routes.ts';
import type { MatchService } from './matches/service.ts';
import { homePage } from './page.ts';

export interface AppOptions {
  catalog: readonly GameInfo[];
  /** Fastify's logger (pino): `false` in tests; by default `{ level: LOG_LEVEL ?? 'info' }`. */
  logger?: FastifyServerOptions['logger'];
  /** The match service: with it, the online-play API and a health check that asks the store. */
  service?: MatchService;
  /** The built web client (`packages/web/dist`): served at `/` (single-page app) when it holds an index.html. */
  web?: string;
}

export function defaultLogger(): FastifyServerOptions['logger'] {
  return { level: process.env.LOG_LEVEL ?? 'info' };
}

/** Largest request body, in bytes. */
export const BODY_LIMIT = 16 * 1024;

/**
 * The HTTP application, without listening: `GET /`, `GET /api/games`, `GET /healthz`, the OpenAPI
 * description at `GET /openapi.json`, and with a match service the online-play routes.
 */
export function buildApp(opts: AppOptions): FastifyInstance {
  const app = Fastify({ logger: opts.logger ?? defaultLogger(), bodyLimit: BODY_LIMIT });
  // Route schemas document the API; zod validates in the handlers, with the same messages everywhere.
  app.setValidatorCompiler(() => () => true);
  void app.register(swagger, {
    openapi: {
      info: { title: 'Ramparts', description: 'Online play: games, the lobby, seats, spectating and records. Live play is over Socket.IO (docs/protocol.md).', version: '0.1.0' },
    },
  });
  const web = opts.web && existsSync(join(opts.web, 'index.html')) ? opts.web : null;
  if (web) {
    // Hashed assets under /assets/ never change; index.html must be revalidated to pick up a new build.
    void app.register(fastifyStatic, {
      root: web,
      index: false,
      setHeaders: (res, path) => res.setHeader('cache-control', path.includes(`${join(web, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
    app.setNotFoundHandler((req, reply) => {
      if (req.method !== 'GET' || req.url.startsWith('/api/')) return reply.code(404).send({ error: { code: 'not-found', message: `There is no ${req.method} ${req.url.split('?')[0]}.` } });
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
  void app.register(async (scope) => {
    const page = homePage(opts.catalog);
    if (web) scope.get('/', { schema: { hide: true } }, async (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
    else scope.get('/', { schema: { hide: true } }, async (_req, reply) => reply.type('text/html; charset=utf-8').send(page));
    scope.get('/api/games', { schema: { summary: 'The games, with their options as JSON Schema' } }, async () => opts.catalog);
    scope.get('/healthz', { schema: { summary: 'Answers 200 when the store is reachable' } }, async (_req, reply) => {
      if (opts.service && !(await opts.service.store.ping())) return reply.code(503).send({ ok: false });
      return { ok: true };
    });
    scope.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    if (opts.service) matchRoutes(scope, opts.service);
  });
  return app;
}
