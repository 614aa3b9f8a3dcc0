import { RuleError, type AnyGame } from '@ramparts/engine';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { MatchService } from '../matches/service.ts';
import { createMatchBody, gameParams, jsonSchema, joinBody, leaveBody, listQuery, matchParams, saveBody, saveParams } from './schemas.ts';

type Parsed<T> = { ok: true; value: T } | { ok: false };

function parse<T>(reply: FastifyReply, schema: z.ZodType<T>, input: unknown, what: string): Parsed<T> {
  const r = schema.safeParse(input ?? {});
  if (r.success) return { ok: true, value: r.data };
  const issue = r.error.issues[0];
  void reply.code(400).send({ error: { code: 'bad-request', message: `Invalid ${what}: ${issue?.path.join('.') || what}: ${issue?.message ?? 'wrong shape'}.` } });
  return { ok: false };
}

const statusOf: Record<string, number> = {
  'no-such-match': 404,
  'unknown-game': 404,
  'no-such-seat': 404,
  'seat-taken': 409,
  'match-full': 409,
  'not-finished': 409,
  'bad-credential': 403,
  'version-conflict': 409,
};

function fail(reply: FastifyReply, e: unknown): FastifyReply {
  if (e instanceof RuleError) return reply.code(statusOf[e.code] ?? 400).send({ error: { code: e.code, message: e.message } });
  throw e;
}

/** The game's options as JSON Schema (from its zod schema), or null if zod cannot express it. */
export function optionsSchema(game: AnyGame): unknown {
  try {
    const { $schema: _drop, ...rest } = z.toJSONSchema(game.options, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    return rest;
  } catch {
    return null;
  }
}

const doc = (summary: string, extra: Record<string, unknown> = {}) => ({ schema: { summary, ...extra } });

/** The online-play API: games with their options, the lobby, seats, spectating, records, campaign saves. */
export function matchRoutes(app: FastifyInstance, service: MatchService): void {
  app.get('/api/games/:id', doc("A game with its options as JSON Schema and its seat counts", { params: jsonSchema(gameParams) }), async (req, reply) => {
    const p = parse(reply, gameParams, req.params, 'path');
    if (!p.ok) return reply;
    const game = service.registry.findGame(p.value.id);
    if (!game) return reply.code(404).send({ error: { code: 'unknown-game', message: `There is no game "${p.value.id}".` } });
    return { id: game.id, title: game.title, version: game.version, kind: game.kind, options: optionsSchema(game) };
  });

  app.post('/api/matches', doc('Create a match', { body: jsonSchema(createMatchBody) }), async (req, reply) => {
    const b = parse(reply, createMatchBody, req.body, 'match');
    if (!b.ok) return reply;
    try {
      return reply.code(201).send(await service.create(b.value));
    } catch (e) {
      return fail(reply, e);
    }
  });

  app.get('/api/matches', doc('List matches (by default the open ones)', { querystring: jsonSchema(listQuery) }), async (req, reply) => {
    const q = parse(reply, listQuery, req.query, 'query');
    if (!q.ok) return reply;
    return service.list({ status: q.value.status ?? 'open', game: q.value.game, limit: q.value.limit });
  });

  app.get('/api/matches/:id', doc('A match: game, options, seats, status, outcome', { params: jsonSchema(matchParams) }), async (req, reply) => {
    const p = parse(reply, matchParams, req.params, 'path');
    if (!p.ok) return reply;
    const m = await service.get(p.value.id);
    return m ?? reply.code(404).send({ error: { code: 'no-such-match', message: `There is no match "${p.value.id}".` } });
  });

  app.post('/api/matches/:id/join', doc('Take a free seat; the answer carries its credential, shown once', { params: jsonSchema(matchParams), body: jsonSchema(joinBody) }), async (req, reply) => {
    const p = parse(reply, matchParams, req.params, 'path');
    if (!p.ok) return reply;
    const b = parse(reply, joinBody, req.body, 'join request');
    if (!b.ok) return reply;
    try {
      return reply.code(201).send(await service.join(p.value.id, b.value));
    } catch (e) {
      return fail(reply, e);
    }
  });

  app.post('/api/matches/:id/leave', doc('Leave a seat: freed before the start, played by a bot after', { params: jsonSchema(matchParams), body: jsonSchema(leaveBody) }), async (req, reply) => {
    const p = parse(reply, matchParams, req.params, 'path');
    if (!p.ok) return reply;
    const b = parse(reply, leaveBody, req.body, 'leave request');
    if (!b.ok) return reply;
    const r = await service.leave(p.value.id, b.value.seat, b.value.credential);
    if (!r.ok) return reply.code(statusOf[r.code] ?? 400).send({ error: { code: r.code, message: r.message } });
    return { ok: true };
  });

  app.get('/api/matches/:id/spectate', doc("The spectators' view of a match, its log and whose turn it is", { params: jsonSchema(matchParams) }), async (req, reply) => {
    const p = parse(reply, matchParams, req.params, 'path');
    if (!p.ok) return reply;
    const s = await service.snapshot(p.value.id, null);
    return s ?? reply.code(404).send({ error: { code: 'no-such-match', message: `There is no match "${p.value.id}".` } });
  });

  app.get('/api/matches/:id/record', doc('The record of a finished match (seed included), for replay', { params: jsonSchema(matchParams) }), async (req, reply) => {
    const p = parse(reply, matchParams, req.params, 'path');
    if (!p.ok) return reply;
    try {
      return await service.record(p.value.id);
    } catch (e) {
      return fail(reply, e);
    }
  });

  app.get('/api/saves/:game/:group', doc('A campaign save', { params: jsonSchema(saveParams) }), async (req, reply) => {
    const p = parse(reply, saveParams, req.params, 'path');
    if (!p.ok) return reply;
    const row = await service.store.getSave(p.value.game, p.value.group);
    if (!row) return reply.code(404).send({ error: { code: 'no-such-save', message: 'There is no such save.' } });
    return { game: row.game, group: row.group_name, version: row.version, data: JSON.parse(row.data), updatedAt: row.updated_at };
  });

  app.put('/api/saves/:game/:group', doc('Write a campaign save (version: the one read, 0 for a new save)', { params: jsonSchema(saveParams), body: jsonSchema(saveBody) }), async (req, reply) => {
    const p = parse(reply, saveParams, req.params, 'path');
    if (!p.ok) return reply;
    const b = parse(reply, saveBody, req.body, 'save');
    if (!b.ok) return reply;
    if (!service.registry.findGame(p.value.game)) return reply.code(404).send({ error: { code: 'unknown-game', message: `There is no game "${p.value.game}".` } });
    const ok = await service.store.putSave(p.value.game, p.value.group, JSON.stringify(b.value.data ?? null), b.value.version);
    if (!ok) return reply.code(409).send({ error: { code: 'version-conflict', message: 'Someone saved first: read the save again.' } });
    return { ok: true, version: b.value.version + 1 };
  });
}
