import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../ops/metrics.ts';
import { clientKey } from './client-key.ts';
import { HttpError } from './errors.ts';

export interface Limits {
  /** Requests per minute per client, over every route but the operator's probes. */
  perMinute: number;
  /** Matches created per minute per client (POST /api/matches; refused requests do not count: creation-budget.ts). */
  createsPerMinute: number;
}

/** Largest request body, in bytes (campaign saves and variants have their own, larger limits). */
export const BODY_LIMIT = 16 * 1024;

/** The defaults of RATE_LIMIT_PER_MINUTE and CREATE_LIMIT_PER_MINUTE (config.ts). */
export const DEFAULT_LIMITS: Limits = { perMinute: 600, createsPerMinute: 20 };

/**
 * Per-client rate limits (@fastify/rate-limit, counted in this instance's memory): a client is `clientKey(ip)`,
 * the address as TRUST_PROXY reads it. A refusal answers 429 `rate-limited` with `retry-after` and is counted
 * in `ramparts_rate_limited_total{where="http"}`. Call before the routes (it hooks each route as it is added).
 */
export function limitRate(app: FastifyInstance, limits: Limits, metrics?: Metrics): void {
  void app.register(rateLimit, {
    global: true,
    max: limits.perMinute,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => clientKey(req.ip),
    onExceeded: () => metrics?.rateLimited.inc({ where: 'http' }),
    errorResponseBuilder: (_req, ctx) => new HttpError(429, 'rate-limited', `Too many requests: try again in ${ctx.after}.`),
  });
}
