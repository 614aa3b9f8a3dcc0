import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../http/client-key.ts';
import { CreationBudget } from '../http/creation-budget.ts';
import { sendError } from '../http/errors.ts';
import { BODY_LIMIT } from '../http/limits.ts';
import { bodyErrors, commonErrors, errors, variantFile } from '../http/schemas.ts';
import { restOfBodyWithin, VARIANT_BODY_LIMIT } from '../http/variants.ts';
import { MAX_CELL_GAMES, MAX_RUN_GAMES } from './check.ts';
import type { LabRuns, LabRunView } from './runs.ts';

/*
 * "Measure on the server" over HTTP (#32): whether this server has a lab queue, and runs on it that a client starts,
 * reads as they go and stops. Without a queue every route but the first answers `lab-off`.
 */

/** Runs a client may start a minute (each may keep the queue's workers busy for long); refused requests do not count. */
const RUNS_PER_MINUTE = 10;

const LAB_OFF = 'This server has no lab queue: run `ramparts lab … --queue` yourself, or measure in the browser.';

const runParams = z.strictObject({ id: z.uuid().describe('the run, as POST /api/lab/runs answered it') });
const runBody = z.strictObject({
  experiment: z
    .record(z.string(), z.unknown())
    .describe(`a lab experiment (docs/lab.md, "Experiment files"), as the studio's Measure plans it; at most ${MAX_CELL_GAMES} games a cell and ${MAX_RUN_GAMES} a run, the variant's included`),
  variant: variantFile.optional().describe("the variant to play beside the original on the same seeds (a variant file of the experiment's game)"),
});
const started = z.object({ id: z.string().describe('read it at GET /api/lab/runs/{id}') }).describe('The run, started on the queue');
const runView = z
  .object({
    state: z.enum(['running', 'done', 'stopped', 'failed']),
    done: z.number().int().describe('games played so far, the original and the variant together'),
    total: z.number().int().describe('games the run plays at most (once done: the games it played)'),
    summary: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe("the lab's run summary so far: the original and the variant side by side (a Content axis), the original's alone until the variant has played a chunk; null before the first chunk"),
    error: z.string().optional().describe('why a failed run failed, in one sentence'),
  })
  .describe('A run on the lab queue');

/** A run as answered: the summary is the lab's `RunSummary`, described here as an open object. */
const answer = (view: LabRunView) => ({ ...view, summary: view.summary as unknown as Record<string, unknown> | null });

export function labRoutes(app: FastifyInstance, runs: LabRuns | undefined): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const starts = new CreationBudget(RUNS_PER_MINUTE);
  const notFound = { 404: 'lab-off (this server has no lab queue), no-such-run (never started here, or ended more than an hour ago, or the server restarted since)' };

  r.get(
    '/api/lab/queue',
    { schema: { tags: ['lab'], summary: 'Whether this server measures on a lab queue ("Measure on the server")', response: { 200: z.object({ available: z.boolean() }).describe('available: runs may be sent'), ...errors(commonErrors) } } },
    async () => ({ available: !!runs }),
  );

  r.post(
    '/api/lab/runs',
    {
      config: { what: 'run' },
      bodyLimit: VARIANT_BODY_LIMIT,
      preValidation: restOfBodyWithin(BODY_LIMIT),
      schema: {
        tags: ['lab'],
        summary: 'Measure an experiment on the lab queue: the original, then the variant on the same seeds (202: started)',
        body: runBody,
        response: {
          202: started,
          ...errors({
            ...bodyErrors,
            400: 'bad-request, bad-json, bad-experiment (not an experiment, or one the game cannot play, named), bad-variant, bad-content, bad-bot (a bot above the server\'s caps), too-many-games',
            404: 'lab-off, unknown-game',
            429: 'rate-limited (too many requests, or more than 10 runs started a minute)',
            503: 'lab-busy (two runs play already)',
          }),
        },
      },
    },
    async (req, reply) => {
      if (!runs) return sendError(reply, 404, 'lab-off', LAB_OFF);
      const place = starts.reserve(clientKey(req.ip));
      if (!place.ok) {
        reply.header('retry-after', place.retryAfterSeconds);
        return sendError(reply, 429, 'rate-limited', `You started too many runs in a minute: try again in ${place.retryAfterSeconds} seconds.`);
      }
      try {
        return reply.code(202).send({ id: runs.start(req.body) });
      } catch (e) {
        place.release();
        throw e;
      }
    },
  );

  r.get(
    '/api/lab/runs/:id',
    { schema: { tags: ['lab'], summary: 'A run on the lab queue as it goes (poll it about once a second)', params: runParams, response: { 200: runView, ...errors({ 400: 'bad-request', ...notFound, ...commonErrors }) } } },
    async (req, reply) => {
      if (!runs) return sendError(reply, 404, 'lab-off', LAB_OFF);
      const view = runs.view(req.params.id);
      return view ? answer(view) : sendError(reply, 404, 'no-such-run', 'There is no such run on this server (runs are kept an hour after they end).');
    },
  );

  r.delete(
    '/api/lab/runs/:id',
    { schema: { tags: ['lab'], summary: 'Stop a run: the games of whole chunks played so far stay in its summary', params: runParams, response: { 200: runView, ...errors({ 400: 'bad-request', ...notFound, ...commonErrors }) } } },
    async (req, reply) => {
      if (!runs) return sendError(reply, 404, 'lab-off', LAB_OFF);
      const view = await runs.stop(req.params.id);
      return view ? answer(view) : sendError(reply, 404, 'no-such-run', 'There is no such run on this server (runs are kept an hour after they end).');
    },
  );
}
