import { RuleError } from '@ramparts/engine';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { credentialMatches, hashCredential, newCredential, newGroupId } from '../matches/credentials.ts';
import type { Registry } from '../matches/service.ts';
import { Saves, type SaveRow } from '../store/saves.ts';
import type { Store } from '../store/store.ts';
import { HttpError, sendError } from './errors.ts';
import { campaignSaves } from './saves-schemas.ts';
import { bodyErrors, commonErrors, errors } from './schemas.ts';

/** The largest campaign save, in bytes of JSON (the route's body limit). */
export const SAVE_LIMIT = 64 * 1024;

const group = z.string().min(1).max(64).describe("the group's id, from its creation (a group made before ids: its name)");
const gameParams = z.strictObject({ game: z.string().min(1).max(64) });
const groupParams = z.strictObject({ game: z.string().min(1).max(64), group });
// Loose: the validated headers replace the request's, which must keep all of theirs.
const secretHeader = z.looseObject({ 'x-group-secret': z.string().max(128).optional().describe("the group's secret, from its creation") });
const createBody = z.strictObject({ data: z.unknown().describe("the game's campaign save (the group's name is in it)") });
const writeBody = z.strictObject({ data: z.unknown().describe("the game's campaign save"), version: z.number().int().min(1).describe('the version read') });

const created = z
  .object({ game: z.string(), group: z.string().describe("the group's id: random, the address of its save"), secret: z.string().describe('shown only here: share it with the group, with the id'), version: z.literal(1) })
  .describe('The group, with its id and secret');
const saveAnswer = z.object({ game: z.string(), group: z.string(), version: z.number().int(), data: z.unknown(), updatedAt: z.number() }).describe('The save');
const written = z.object({ ok: z.literal(true), version: z.number().int() }).describe('Written');

/** One answer for a group that does not exist and a secret that is wrong: neither says whether the group exists. */
const NO_GROUP = 'No campaign group answers to this id and secret: ask whoever started the campaign for them.';
/** Compared against when there is no group (or one made before secrets), so that a missing group costs the same work. */
const NO_HASH = hashCredential(newCredential());

/** The game's save parser; 404 for an unknown game or one without a campaign. */
function parserOf(registry: Registry, game: string): (data: unknown) => unknown {
  if (!registry.findGame(game)) throw new HttpError(404, 'unknown-game', `There is no game "${game}".`);
  const parse = campaignSaves[game];
  if (!parse) throw new HttpError(404, 'no-campaign', `The game "${game}" has no campaign to save.`);
  return parse;
}

const sentence = (text: string) => {
  const s = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(s) ? s : `${s}.`;
};

/**
 * The data checked against the game's save schema; 400 `bad-save` with the game's sentence (its `RuleError`). Any
 * other exception is a bug, not a sentence for players: it goes on to the error handler (logged, 500 `internal`).
 */
function checked(parse: (data: unknown) => unknown, data: unknown): unknown {
  try {
    return parse(data);
  } catch (e) {
    if (e instanceof RuleError) throw new HttpError(400, 'bad-save', sentence(e.message));
    throw e;
  }
}

/** The group's row once its secret is shown; missing, secretless and wrong-secret groups answer alike (404). */
async function guarded(saves: Saves, game: string, id: string, secret: string | undefined): Promise<SaveRow> {
  const row = await saves.get(game, id);
  if (!credentialMatches(secret, row?.secret_hash ?? NO_HASH) || !row) throw new HttpError(404, 'no-such-save', NO_GROUP);
  return row;
}

/** Campaign saves of a group: created with a secret (shown once), read and written with it. */
export function saveRoutes(app: FastifyInstance, store: Store, registry: Registry): void {
  const saves = new Saves(store.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/saves/:game',
    {
      bodyLimit: SAVE_LIMIT,
      config: { what: 'save' },
      schema: {
        tags: ['saves'],
        summary: "Start a group's campaign save; the answer carries the group's random id and its secret, shown once",
        params: gameParams,
        body: createBody,
        response: { 201: created, ...errors({ ...bodyErrors, 400: 'bad-request, bad-save (the data is not a save of this game)', 404: 'unknown-game, no-campaign' }) },
      },
    },
    async (req, reply) => {
      const { game } = req.params;
      const data = checked(parserOf(registry, game), req.body.data);
      const secret = newCredential();
      // A random id is the group's address: nobody can guess one, or learn which names are in use.
      for (let attempt = 0; attempt < 3; attempt++) {
        const id = newGroupId();
        if (await saves.create(game, id, JSON.stringify(data), hashCredential(secret))) return reply.code(201).send({ game, group: id, secret, version: 1 as const });
      }
      throw new Error('three random group ids were all taken');
    },
  );

  r.get(
    '/api/saves/:game/:group',
    {
      schema: {
        tags: ['saves'],
        summary: "A group's campaign save (header x-group-secret)",
        params: groupParams,
        headers: secretHeader,
        response: { 200: saveAnswer, ...errors({ 400: 'bad-request', 404: 'unknown-game, no-campaign, no-such-save (no group has this id and secret: a missing group and a wrong secret answer alike)', ...commonErrors }) },
      },
    },
    async (req, reply) => {
      const { game, group: name } = req.params;
      const parse = parserOf(registry, game);
      const row = await guarded(saves, game, name, req.headers['x-group-secret']);
      // What the store gives back is checked like what a client sends.
      let data: unknown;
      try {
        data = parse(JSON.parse(row.data));
      } catch (e) {
        req.log.error({ err: e, game, group: name }, 'a stored campaign save does not parse');
        return sendError(reply, 500, 'damaged-save', "This group's save on the server is damaged.");
      }
      return { game: row.game, group: row.group_name, version: row.version, data, updatedAt: Number(row.updated_at) };
    },
  );

  r.put(
    '/api/saves/:game/:group',
    {
      bodyLimit: SAVE_LIMIT,
      config: { what: 'save' },
      schema: {
        tags: ['saves'],
        summary: "Write a group's campaign save (header x-group-secret; version: the one read)",
        params: groupParams,
        headers: secretHeader,
        body: writeBody,
        response: { 200: written, ...errors({ ...bodyErrors, 400: 'bad-request, bad-save', 404: 'unknown-game, no-campaign, no-such-save (no group has this id and secret)', 409: 'version-conflict' }) },
      },
    },
    async (req, reply) => {
      const { game, group: name } = req.params;
      const parse = parserOf(registry, game);
      await guarded(saves, game, name, req.headers['x-group-secret']);
      const data = checked(parse, req.body.data);
      if (!(await saves.update(game, name, JSON.stringify(data), req.body.version))) {
        return sendError(reply, 409, 'version-conflict', 'Someone saved first: read the save again.');
      }
      return { ok: true as const, version: req.body.version + 1 };
    },
  );
}
