import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_VARIANT_BYTES, variantSchema, variantSlug } from '@ramparts/engine';
import { z } from 'zod';
import { clientKey } from '../http/client-key.ts';
import { sendError } from '../http/errors.ts';
import { errors, gameParams, commonErrors, bodyErrors } from '../http/schemas.ts';
import type { Printer } from './printer.ts';

/*
 * Print and play over HTTP: a game's PDF as published (GET, kept by the printer) or of a variant (POST, the
 * variant in the body, checked here by its schema and in the worker by the game's own content schemas).
 */

const paper = z.enum(['a4', 'letter']).default('a4').describe('the paper: a4 (the default) or letter');
const bleed = z.enum(['0', '1']).default('0').describe("1: 3 mm of art past every card's cut line");
const printQuery = z.strictObject({ paper, bleed });
const printBody = z.strictObject({ paper, bleed: z.boolean().default(false), variant: variantSchema });

/** PDFs are dear to draw: a client may ask for this many a minute. */
const PRINTS_PER_MINUTE = 10;

const pdfAnswer = z.any().describe('the PDF (application/pdf)');

export function printRoutes(app: FastifyInstance, printer: Printer, games: readonly { id: string }[]): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = { rateLimit: { max: PRINTS_PER_MINUTE, timeWindow: 60_000, keyGenerator: (req: { ip: string }) => clientKey(req.ip) } };
  const send = async (reply: FastifyReply, game: string, request: Parameters<Printer['print']>[1], name: string) => {
    const printed = await printer.print(game, request);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}-${request.paper}.pdf"`)
      .header('x-sheets', String(printed.sheets))
      .send(printed.pdf);
  };
  const known = (id: string) => games.some((g) => g.id === id);

  r.get(
    '/api/print/:id',
    {
      config: limit,
      schema: {
        tags: ['print'],
        summary: "A game's print-and-play PDF: components, player aid and rules",
        params: gameParams,
        querystring: printQuery,
        response: { 200: pdfAnswer, ...errors({ 400: 'bad-request', 404: 'unknown-game', 503: 'print-busy, print-timeout', ...commonErrors }) },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      if (!known(id)) return sendError(reply, 404, 'unknown-game', `There is no game "${id}".`);
      return send(reply, id, { paper: req.query.paper, bleed: req.query.bleed === '1' }, id);
    },
  );

  r.post(
    '/api/print/:id',
    {
      config: { ...limit, what: 'print request' },
      bodyLimit: MAX_VARIANT_BYTES + 4096,
      schema: {
        tags: ['print'],
        summary: "A variant's print-and-play PDF (the variant file in the body)",
        params: gameParams,
        body: printBody,
        response: { 200: pdfAnswer, ...errors({ ...bodyErrors, 400: 'bad-request, bad-json, bad-variant, bad-content (a change the game refuses, named)', 404: 'unknown-game', 503: 'print-busy, print-timeout' }) },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      if (!known(id)) return sendError(reply, 404, 'unknown-game', `There is no game "${id}".`);
      const { variant } = req.body;
      // Refused here, before it takes the printer's one-at-a-time queue (the worker would refuse it too).
      if (variant.game !== id) return sendError(reply, 400, 'bad-variant', `This variant is of ${variant.game}, not of this game (${id}).`);
      return send(reply, id, { paper: req.body.paper, bleed: req.body.bleed, variant }, `${id}-${variantSlug(variant.name)}`);
    },
  );
}
