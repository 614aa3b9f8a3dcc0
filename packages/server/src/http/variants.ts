import { MAX_VARIANT_BYTES } from '@ramparts/engine';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mustBeSignedIn, mustBeSignedInToWrite, signedIn } from '../accounts/sessions.ts';
import type { MatchService } from '../matches/service.ts';
import { checkVariant } from '../matches/variants.ts';
import { Accounts } from '../store/accounts.ts';
import { ownVariant, saveVariant, variantByDigest, variantsOf } from '../store/variants.ts';
import { clientKey } from './client-key.ts';
import { BODY_LIMIT } from './limits.ts';
import { HttpError, sendError } from './errors.ts';
import { bodyErrors, commonErrors, errors, variantFile } from './schemas.ts';

/*
 * Sharing a designer's variant (#32): stored once by its content digest, read back by anyone holding the link (the
 * digest names the content, so the link is read-only by nature), and listed for the signed-in account that shared it.
 */

/**
 * The body limit of the routes that take a variant: twice the variant's own limit and room for the rest, so a variant
 * just over its limit is refused by the variant's check (`bad-variant`, in words), not as a body too large.
 */
export const VARIANT_BODY_LIMIT = 2 * MAX_VARIANT_BYTES + BODY_LIMIT;

/**
 * A route's hook that holds the rest of a body that may carry a variant to the usual limit (`limit` bytes): only the
 * variant gets the larger room. Before validation, so a body too large is that, whatever else is wrong with it.
 */
export function restOfBodyWithin(limit: number): preValidationHookHandler {
  return (req, _reply, done) => {
    const body = req.body;
    if (body && typeof body === 'object' && !Array.isArray(body) && 'variant' in body) {
      const rest = Buffer.byteLength(JSON.stringify({ ...body, variant: null }));
      if (rest > limit) return done(new HttpError(413, 'too-large', 'The body is too large.'));
    } else if (Buffer.byteLength(JSON.stringify(body ?? null)) > limit) return done(new HttpError(413, 'too-large', 'The body is too large.'));
    done();
  };
}

/** Variants a client may share a minute (each is checked through the game's content schemas). */
const SHARES_PER_MINUTE = 30;

/** The page that opens a shared variant in the studio. */
export const variantLink = (game: string, digest: string): string => `/#/studio/${game}?variant=${digest}`;

const digestParams = z.strictObject({ digest: z.string().regex(/^[0-9a-f]{64}$/, 'a variant digest is 64 lower-case hex digits').describe("the variant's content digest") });
const shared = z.object({ digest: z.string(), game: z.string(), name: z.string(), link: z.string().describe('the studio page that opens it (read-only)') }).describe('The variant, stored');
const mineQuery = z.strictObject({ mine: z.literal('1').describe("1: the signed-in account's variants (the only list there is)") });
const mine = z
  .object({ variants: z.array(z.object({ digest: z.string(), game: z.string(), name: z.string(), createdAt: z.number().describe('when this account shared it (ms since epoch)'), link: z.string() })) })
  .describe("The variants this account shared, newest first");

export function variantRoutes(app: FastifyInstance, service: MatchService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = service.store.db;
  const accounts = new Accounts(db);

  r.post(
    '/api/variants',
    {
      config: { what: 'variant', rateLimit: { max: SHARES_PER_MINUTE, timeWindow: 60_000, keyGenerator: (req: { ip: string }) => clientKey(req.ip) } },
      bodyLimit: VARIANT_BODY_LIMIT,
      schema: {
        tags: ['variants'],
        summary: 'Share a variant: checked as a match would play it, stored once by its digest (201 new, 200 stored already)',
        description: 'Signed in (the session cookie, with x-ramparts-csrf), the variant is also listed among the account\'s own (GET /api/variants?mine=1).',
        body: variantFile,
        response: {
          200: shared,
          201: shared,
          ...errors({ ...bodyErrors, 400: 'bad-request, bad-json, bad-variant (not a variant file, too large, a game this server does not have), bad-content (a change the game refuses, named)', 403: 'bad-origin, bad-csrf (signed in, without the header x-ramparts-csrf)', 429: 'rate-limited' }),
        },
      },
    },
    async (req, reply) => {
      // A signed-in write is held to the account rules (this site, the CSRF token); a guest shares without an owner.
      const owner = (await signedIn(accounts, req)) ? await mustBeSignedInToWrite(accounts, req) : null;
      const checked = checkVariant(service.registry, req.body);
      const created = await saveVariant(db, checked.row);
      if (owner) await ownVariant(db, { account_id: owner.account.id, digest: checked.digest, created_at: checked.row.created_at });
      const { digest, game, name } = checked.row;
      return reply.code(created ? 201 : 200).send({ digest, game, name, link: variantLink(game, digest) });
    },
  );

  r.get(
    '/api/variants/:digest',
    {
      schema: {
        tags: ['variants'],
        summary: 'A shared variant, by its digest: the variant file (read-only)',
        params: digestParams,
        response: { 200: variantFile, ...errors({ 400: 'bad-request (not a digest)', 404: 'no-such-variant', ...commonErrors }) },
      },
    },
    async (req, reply) => {
      const row = await variantByDigest(db, req.params.digest);
      if (!row) return sendError(reply, 404, 'no-such-variant', 'There is no variant with that digest on this server: check the link.');
      // A digest names its content: the answer never changes.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return JSON.parse(row.body) as Record<string, unknown>;
    },
  );

  r.get(
    '/api/variants',
    {
      schema: {
        tags: ['variants'],
        summary: "The signed-in account's variants (?mine=1)",
        querystring: mineQuery,
        response: { 200: mine, ...errors({ 400: 'bad-request', 401: 'not-signed-in', ...commonErrors }) },
      },
    },
    async (req, reply) => {
      const who = await mustBeSignedIn(accounts, req);
      reply.header('cache-control', 'no-store');
      const rows = await variantsOf(db, who.account.id);
      return { variants: rows.map((v) => ({ digest: v.digest, game: v.game, name: v.name, createdAt: Number(v.created_at), link: variantLink(v.game, v.digest) })) };
    },
  );
}
