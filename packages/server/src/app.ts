import type { TrustProxy } from './config.ts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { GameInfo } from './catalog.ts';
import { accountRoutes, type AccountRouteOptions } from './accounts/routes.ts';
import { playerRoutes } from './players/routes.ts';
import { printRoutes } from './print/routes.ts';
import type { Printer } from './print/printer.ts';
import type { Notices } from './notices/index.ts';
import { noticeRoutes } from './notices/routes.ts';
import { handleErrors, jsonOnly } from './http/errors.ts';
import { clientErrorHandler, frameworkErrors } from './http/raw-errors.ts';
import { BODY_LIMIT, DEFAULT_LIMITS, limitRate } from './http/limits.ts';
import { apiDocsRoutes, describeApi } from './http/openapi.ts';
import { opsRoutes } from './http/ops.ts';
import { gameRoutes, matchRoutes } from './http/routes.ts';
import { saveRoutes } from './http/saves.ts';
import { variantRoutes } from './http/variants.ts';
import { labRoutes } from './lab/routes.ts';
import type { LabRuns } from './lab/runs.ts';
import { secureAndCompress } from './http/security.ts';
import { webRoutes } from './http/web.ts';
import type { MatchService } from './matches/service.ts';
import type { Metrics } from './ops/metrics.ts';

export interface AppOptions {
  catalog: readonly GameInfo[];
  /** Fastify's logger (pino): `false` in tests; by default `{ level: LOG_LEVEL ?? 'info' }`. */
  logger?: FastifyServerOptions['logger'];
  /** The match service: with it, the online-play API and campaign saves. */
  service?: MatchService;
  /** The built web client (`packages/web/dist`): served at `/` (single-page app) when it holds an index.html. */
  web?: string;
  /** Behind a reverse proxy: whom to believe about the client's address (TRUST_PROXY, see `trustProxyOf`). */
  trustProxy?: TrustProxy;
  /** HTTP requests per minute per client (RATE_LIMIT_PER_MINUTE, default 600). */
  rateLimitPerMinute?: number;
  /** Match creations per minute per client (CREATE_LIMIT_PER_MINUTE, default 20). */
  createLimitPerMinute?: number;
  /** The server's Prometheus metrics: `/metrics` renders them and refusals are counted. */
  metrics?: Metrics;
  /** Readiness checks for `/readyz` (store, Redis, bot pool), each true when it answers. */
  ready?: () => Promise<Record<string, boolean>>;
  /** Accounts (#29): sign-in attempts allowed per name and address (tests lower them). */
  accounts?: AccountRouteOptions;
  /** Notices (#30): with them, the push subscription, notice choice and unsubscribe routes. */
  notices?: Notices;
  /** Print and play (#33): with it, the PDF routes. */
  printer?: Printer;
  /** The studio's "Measure on the server" (#32): runs on the lab queue; without it the lab routes answer `lab-off`. */
  lab?: LabRuns;
}

export function defaultLogger(): FastifyServerOptions['logger'] {
  return { level: process.env.LOG_LEVEL ?? 'info' };
}

export { BODY_LIMIT };

/**
 * The HTTP application, without listening: the pages (the web client or the home page), `GET /api/games`,
 * the operator's `/healthz`, `/readyz` and `/metrics`, the API description at `/openapi.json` and `/docs`, and
 * with a match service the online-play and campaign-save routes. Every answer carries the security headers and
 * every refusal is `{ error: { code, message } }`.
 */
export function buildApp(opts: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: opts.logger ?? defaultLogger(),
    bodyLimit: BODY_LIMIT,
    trustProxy: opts.trustProxy ?? false,
    // Refusals made before any route runs answer in our shape too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  handleErrors(app);
  jsonOnly(app);
  secureAndCompress(app);
  describeApi(app);
  const limits = { perMinute: opts.rateLimitPerMinute ?? DEFAULT_LIMITS.perMinute, createsPerMinute: opts.createLimitPerMinute ?? DEFAULT_LIMITS.createsPerMinute };
  limitRate(app, limits, opts.metrics);
  const lab = opts.lab;
  if (lab) app.addHook('onClose', () => lab.close());
  // The routes go in a plugin loaded after the ones above, whose onRoute hooks (rate limits, OpenAPI) must see them.
  void app.register(async (scope) => {
    webRoutes(scope, { catalog: opts.catalog, web: opts.web, limit: scope.rateLimit() });
    opsRoutes(scope, { metrics: opts.metrics, ready: opts.ready });
    apiDocsRoutes(scope);
    gameRoutes(scope, opts.catalog);
    if (opts.printer) printRoutes(scope, opts.printer, opts.catalog);
    labRoutes(scope, opts.lab);
    if (opts.service) {
      matchRoutes(scope, opts.service, limits, opts.metrics);
      saveRoutes(scope, opts.service.store, opts.service.registry);
      variantRoutes(scope, opts.service);
      accountRoutes(scope, opts.service, opts.accounts);
      playerRoutes(scope, opts.service);
      if (opts.notices) noticeRoutes(scope, opts.notices);
    }
  });
  return app;
}
