import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MatchService } from '../matches/service.ts';
import { clientKey } from './client-key.ts';
import { sendError, statusOfCode } from './errors.ts';
import { CreationBudget } from './creation-budget.ts';
import { BODY_LIMIT, type Limits } from './limits.ts';
import type { Metrics } from '../ops/metrics.ts';
import { CHAT_RECORD_LIMIT } from '../matches/chat.ts';
import { bodyErrors, chatList, commonErrors, createdMatch, createMatchBody, errors, gameDetail, gameListing, gameParams, joinBody, joined, leaveBody, listQuery, matchParams, matchSummary, okBody, resignBody, resignedBody, seatState, timeOutBody, watchHeaders } from './schemas.ts';
import { levelsOf, type GameInfo } from '../catalog.ts';
import { restOfBodyWithin, VARIANT_BODY_LIMIT } from './variants.ts';
import { optionsSchema } from '../game-options.ts';

/** The refusal of a private match's spectators, chat and record to someone without its invitation or spectator key. */
const privateWatch = 'bad-invitation: a private match is watched with its invitation or spectator key (header x-match-key)';

const noMatch = (id: string) => ['no-such-match', `There is no match "${id}".`] as const;

/** `GET /api/games`: the catalog (no service needed). */
export function gameRoutes(app: FastifyInstance, catalog: readonly GameInfo[]): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/games', { schema: { tags: ['games'], summary: 'The games, with their options as JSON Schema', response: { 200: gameListing, ...errors(commonErrors) } } }, async () => [...catalog]);
}

/** The online-play API: games with their options, the lobby, seats, spectating, records. Refusals are thrown
 * (`RuleError` from the service) and answered by the error handler. */
export function matchRoutes(app: FastifyInstance, service: MatchService, limits: Limits, metrics?: Metrics): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const creations = new CreationBudget(limits.createsPerMinute);

  r.get(
    '/api/games/:id',
    { schema: { tags: ['games'], summary: 'A game with its options as JSON Schema', params: gameParams, response: { 200: gameDetail, ...errors({ 400: 'bad-request', 404: 'unknown-game', ...commonErrors }) } } },
    async (req, reply) => {
      const game = service.registry.findGame(req.params.id);
      if (!game) return sendError(reply, 404, 'unknown-game', `There is no game "${req.params.id}".`);
      return { id: game.id, title: game.title, version: game.version, kind: game.kind, options: optionsSchema(game), levels: levelsOf(game) };
    },
  );

  r.post(
    '/api/matches',
    {
      config: { what: 'match' },
      // Room for a variant (#32): one past its limit is refused by the variant's own check, in words.
      bodyLimit: VARIANT_BODY_LIMIT,
      preValidation: restOfBodyWithin(BODY_LIMIT),
      schema: {
        tags: ['matches'],
        summary: 'Create a match',
        description: 'A private match (the default) is not listed and its seats need the invitation of the answer; a public one is listed.',
        body: createMatchBody,
        response: {
          201: createdMatch,
          ...errors({
            ...bodyErrors,
            400: "bad-request, bad-json, bad-options (a value the game refuses, or an option key it does not have, named), bad-player-count, bad-seats, bad-bot (a raw spec above the server's cap, or a level the game does not offer), bad-variant (not a variant file, too large, of another game), bad-content (a change the game's content refuses, named), not-ratable (a variant match is not rated)",
            404: 'unknown-game',
            429: 'rate-limited (too many creations a minute), too-many-bot-matches',
          }),
        },
      },
    },
    async (req, reply) => {
      const client = clientKey(req.ip);
      const place = creations.reserve(client);
      if (!place.ok) {
        metrics?.rateLimited.inc({ where: 'http' });
        reply.header('retry-after', place.retryAfterSeconds);
        return sendError(reply, 429, 'rate-limited', `You started too many matches in a minute: try again in ${place.retryAfterSeconds} seconds.`);
      }
      try {
        return reply.code(201).send(await service.create(req.body, client));
      } catch (e) {
        // Only matches made count: a refusal gives its place back.
        place.release();
        throw e;
      }
    },
  );

  r.get(
    '/api/matches',
    { schema: { tags: ['matches'], summary: 'List public matches (by default the open ones)', querystring: listQuery, response: { 200: z.array(matchSummary).describe('The public matches, newest first'), ...errors({ 400: 'bad-request', ...commonErrors }) } } },
    async (req) => service.list({ status: req.query.status ?? 'open', game: req.query.game, limit: req.query.limit }),
  );

  r.get(
    '/api/matches/:id',
    { schema: { tags: ['matches'], summary: 'A match: game, options, seats, status, outcome', params: matchParams, response: { 200: matchSummary, ...errors({ 400: 'bad-request', 404: 'no-such-match', ...commonErrors }) } } },
    async (req, reply) => {
      const m = await service.get(req.params.id);
      return m ?? sendError(reply, 404, ...noMatch(req.params.id));
    },
  );

  r.post(
    '/api/matches/:id/join',
    {
      config: { what: 'join request' },
      schema: {
        tags: ['matches'],
        summary: 'Take a free seat; the answer carries its credential, shown once',
        params: matchParams,
        body: joinBody,
        response: {
          201: joined,
          ...errors({ ...bodyErrors, 403: 'bad-invitation: a private match needs its invitation', 404: 'no-such-match, no-such-seat', 409: 'seat-taken, match-full', 410: 'match-expired' }),
        },
      },
    },
    async (req, reply) => {
      return reply.code(201).send(await service.join(req.params.id, req.body));
    },
  );

  r.post(
    '/api/matches/:id/leave',
    {
      config: { what: 'leave request' },
      schema: {
        tags: ['matches'],
        summary: 'Leave a seat: freed before the start, played by a bot after',
        params: matchParams,
        body: leaveBody,
        response: { 200: okBody.describe('left'), ...errors({ ...bodyErrors, 403: 'bad-credential', 404: 'no-such-match, no-such-seat' }) },
      },
    },
    async (req, reply) => {
      const left = await service.leave(req.params.id, req.body.seat, req.body.credential);
      if (!left.ok) return sendError(reply, statusOfCode(left.code), left.code, left.message);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/matches/:id/resign',
    {
      config: { what: 'resign request' },
      schema: {
        tags: ['matches'],
        summary: 'Resign (a competitive game) or leave for good (a co-operative one): logged like a move; the seat is a bot\'s from then on',
        params: matchParams,
        body: resignBody,
        response: {
          200: resignedBody,
          ...errors({ ...bodyErrors, 400: 'bad-request, not-started, game-over', 403: 'bad-credential', 404: 'no-such-match, no-such-seat', 409: 'resigned (already)', 503: 'unavailable, busy' }),
        },
      },
    },
    async (req, reply) => {
      const r = await service.resign(req.params.id, req.body.seat, req.body.credential);
      // A commit that failed or a match too busy: try again later, nothing was logged.
      if (!r.ok) return sendError(reply, r.code === 'unavailable' || r.code === 'busy' ? 503 : statusOfCode(r.code), r.code, r.message);
      return { ok: true as const, seq: r.seq };
    },
  );

  r.post(
    '/api/matches/:id/absent',
    {
      config: { what: 'time-out choice' },
      schema: {
        tags: ['matches'],
        summary: "A turn-based match: choose what happens to a person whose clock ran out (skip their turns, end the match, or let a bot play their heroes): logged like a move",
        params: matchParams,
        body: timeOutBody,
        response: {
          200: resignedBody.describe('the choice was logged'),
          ...errors({ ...bodyErrors, 400: 'bad-request, not-started, game-over, not-turn-based, no-limit, own-seat, wrong-choice', 403: 'bad-credential', 404: 'no-such-match, no-such-seat', 409: 'time-left, resigned', 503: 'unavailable, busy' }),
        },
      },
    },
    async (req, reply) => {
      const { seat, credential, target, choice } = req.body;
      const r = await service.timeOut(req.params.id, seat, credential, { type: 'timeout', target, choice });
      if (!r.ok) return sendError(reply, r.code === 'unavailable' || r.code === 'busy' ? 503 : statusOfCode(r.code), r.code, r.message);
      return { ok: true as const, seq: r.seq };
    },
  );

  r.get(
    '/api/matches/:id/spectate',
    {
      schema: {
        tags: ['matches'],
        summary: "The spectators' view of a match, its log and whose turn it is (a private match: header x-match-key)",
        params: matchParams,
        headers: watchHeaders,
        response: { 200: seatState, ...errors({ 400: 'bad-request', 403: privateWatch, 404: 'no-such-match', ...commonErrors }) },
      },
    },
    async (req, reply) => {
      await service.checkWatcher(req.params.id, req.headers['x-match-key']);
      const s = await service.snapshot(req.params.id, null);
      return s ?? sendError(reply, 404, ...noMatch(req.params.id));
    },
  );

  r.get(
    '/api/matches/:id/chat',
    {
      schema: {
        tags: ['matches'],
        summary: "A match's table chat (live or finished), for the table and the replay (a private match: header x-match-key)",
        params: matchParams,
        headers: watchHeaders,
        response: { 200: chatList, ...errors({ 400: 'bad-request', 403: privateWatch, 404: 'no-such-match', ...commonErrors }) },
      },
    },
    async (req) => {
      await service.checkWatcher(req.params.id, req.headers['x-match-key']);
      return { lines: await service.chatOf(req.params.id, CHAT_RECORD_LIMIT) };
    },
  );

  r.get(
    '/api/matches/:id/record',
    {
      schema: {
        tags: ['matches'],
        summary: 'The record of a finished match (seed included), for replay (a private match: header x-match-key)',
        params: matchParams,
        headers: watchHeaders,
        response: { 200: z.unknown().describe('the record (engine Match.replay reads it)'), ...errors({ 400: 'bad-request', 403: privateWatch, 404: 'no-such-match', 409: 'not-finished', ...commonErrors }) },
      },
    },
    async (req) => {
      await service.checkWatcher(req.params.id, req.headers['x-match-key']);
      return service.record(req.params.id);
    },
  );
}
