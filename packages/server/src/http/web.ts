import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { GameInfo } from '../catalog.ts';
import { homePage, notFoundPage, PAGE_CSS } from '../page.ts';
import { sendError } from './errors.ts';

/**
 * The paths that are the web client's own pages, answered with its index.html. The client routes by the location
 * hash (packages/web/src/app/router.ts: `#/new/coins`, `#/match/<id>` …), so the page itself has no other path;
 * keep this list in step with the router if it ever routes by path. Anything else that is not a file of the
 * build answers 404.
 */
export const CLIENT_PATHS: readonly string[] = ['/'];

/** The directory of the built web client, when it holds an index.html. */
export function builtClient(web: string | undefined): string | null {
  return web && existsSync(join(web, 'index.html')) ? web : null;
}

/**
 * The pages: the built client (its files, and index.html at the client's paths) or, without a build, the
 * server's home page; `/page.css` for the server's own pages; and the 404 answers — JSON under /api/ (and for
 * anything but GET/HEAD), a small HTML page elsewhere.
 */
export function webRoutes(app: FastifyInstance, opts: { catalog: readonly GameInfo[]; web?: string; limit?: preHandlerAsyncHookHandler }): void {
  const web = builtClient(opts.web);
  if (web) {
    // Hashed assets under /assets/ never change; index.html must be revalidated to pick up a new build.
    // `cacheControl: false`: otherwise @fastify/static writes its own `public, max-age=0` over these.
    void app.register(fastifyStatic, {
      root: web,
      index: false,
      cacheControl: false,
      setHeaders: (res, path) => void res.setHeader('cache-control', path.includes(`${join(web, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  const page = homePage(opts.catalog);
  for (const path of CLIENT_PATHS) {
    app.get(path, { schema: { hide: true } }, async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return web ? reply.sendFile('index.html') : reply.type('text/html; charset=utf-8').send(page);
    });
  }
  app.get('/page.css', { schema: { hide: true } }, async (_req, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(PAGE_CSS));

  // Unknown paths count against the rate limit too (@fastify/rate-limit hooks only routes).
  app.setNotFoundHandler({ preHandler: opts.limit }, (req, reply) => {
    const path = req.url.split('?')[0];
    const html = (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (!html) return sendError(reply, 404, 'not-found', `There is no ${req.method} ${path}.`);
    return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage(path));
  });
}
