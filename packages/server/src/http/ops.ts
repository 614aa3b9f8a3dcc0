import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Metrics } from '../ops/metrics.ts';
import { errorBody, sendError } from './errors.ts';

export interface OpsOptions {
  /** Prometheus metrics for `/metrics`; without them `/metrics` answers 404. */
  metrics?: Metrics;
  /** The readiness checks (store, Redis, bot pool …), each true when it answers. */
  ready?: () => Promise<Record<string, boolean>>;
}

const readiness = z.object({ ok: z.boolean(), checks: z.record(z.string(), z.boolean()) });

/** Never counted against the rate limits: the operator's probes and scrapes. */
const unlimited = { rateLimit: false } as const;

/** The operator's routes: liveness, readiness, metrics. */
export function opsRoutes(app: FastifyInstance, opts: OpsOptions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Liveness: the process answers. It must never wait on the store (a slow database is not a dead process).
  r.get('/healthz', { config: unlimited, schema: { tags: ['operations'], summary: 'The process is alive (never touches the store)', response: { 200: z.object({ ok: z.literal(true) }).describe('alive') } } }, async () => ({ ok: true as const }));

  r.get(
    '/readyz',
    {
      config: unlimited,
      schema: {
        tags: ['operations'],
        summary: 'Ready to serve: the store answers, Redis when configured, the bot pool is alive with its workers loaded',
        response: { 200: readiness.describe('every check passed'), 503: readiness.describe('some check failed') },
      },
    },
    async (req, reply) => {
      let checks: Record<string, boolean>;
      try {
        checks = opts.ready ? await opts.ready() : {};
      } catch (e) {
        req.log.warn({ err: e }, 'readiness check failed');
        checks = { checks: false };
      }
      const ok = Object.values(checks).every(Boolean);
      return reply.code(ok ? 200 : 503).send({ ok, checks });
    },
  );

  r.get(
    '/metrics',
    {
      config: unlimited,
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics (text exposition format)',
        response: { 200: { description: 'Prometheus text format', content: { 'text/plain': { schema: z.string() } } }, 404: errorBody.describe('not-found: this server keeps no metrics') },
      },
    },
    async (_req, reply) => {
      if (!opts.metrics) return sendError(reply, 404, 'not-found', 'This server keeps no metrics.');
      return reply.type(opts.metrics.contentType).send(await opts.metrics.render());
    },
  );
}
