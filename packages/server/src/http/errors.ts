import { RuleError } from '@ramparts/engine';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_DEPTH } from '../socket/messages.ts';
import { payloadProblem } from '../socket/payload.ts';

/** Every error the API answers, whoever raised it: a stable kebab-case code and one sentence for people. */
export const errorBody = z
  .object({ error: z.object({ code: z.string().describe('stable, kebab-case'), message: z.string().describe('one sentence a player understands') }) })
  .describe('An error');
export type ErrorBody = z.infer<typeof errorBody>;

/** An error that already knows its answer; the error handler sends it as `{ error: { code, message } }`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export function sendError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.code(status).send({ error: { code, message } });
}

/** The HTTP status of each `RuleError` code the service raises; anything else is a 400. */
const statusOf: Record<string, number> = {
  'no-such-match': 404,
  'unknown-game': 404,
  'no-such-seat': 404,
  'no-such-save': 404,
  'no-campaign': 404,
  'no-such-variant': 404,
  'seat-taken': 409,
  'match-full': 409,
  'not-finished': 409,
  'version-conflict': 409,
  'bad-credential': 403,
  resigned: 409,
  'time-left': 409,
  'bad-invitation': 403,
  'match-expired': 410,
  'too-many-bot-matches': 429,
  'rate-limited': 429,
  'too-large': 413,
  'print-busy': 503,
  'print-timeout': 503,
  'lab-busy': 503,
};

export function statusOfCode(code: string): number {
  return statusOf[code] ?? 400;
}

/** Answers a refusal the service raised (`RuleError`) in our shape; anything else is a real failure. */
export function fail(reply: FastifyReply, e: unknown): FastifyReply {
  if (e instanceof RuleError) return sendError(reply, statusOfCode(e.code), e.code, e.message);
  throw e;
}

/** Route config: what a route's body is called in a validation sentence ("Invalid match: …"). */
declare module 'fastify' {
  interface FastifyContextConfig {
    what?: string;
  }
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function validationMessage(req: FastifyRequest, error: FastifyError): string {
  const part = error.validationContext;
  const what = part === 'body' ? (req.routeOptions.config.what ?? 'body') : part === 'querystring' ? 'query' : part === 'params' ? 'path' : (part ?? 'request');
  const first = error.validation?.[0];
  if (!first) return sentence(`Invalid ${what}`);
  const where = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return sentence(`Invalid ${what}: ${where || what}: ${first.message ?? 'wrong shape'}`);
}

/** Fastify's own errors, by their code, in our words. */
const fastifyErrors: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'bad-json', 'The body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad-json', 'The body is empty but says it is JSON.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'too-large', 'The body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported-media-type', 'Send the body as application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad-request', 'The body is not as long as its Content-Length says.'],
};

/** The one error handler: every refusal, Fastify's included, answers `{ error: { code, message } }`. */
export function handleErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof HttpError) return sendError(reply, error.statusCode, error.code, error.message);
    if (error instanceof RuleError) return sendError(reply, statusOfCode(error.code), error.code, error.message);
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) return sendError(reply, 400, 'bad-request', validationMessage(req, error));
    const known = error.code ? fastifyErrors[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1], known[2]);
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, 'internal', 'Something went wrong on the server; try again.');
    }
    // Any other client error Fastify raises (a 4xx with its own code): keep the status, say it in a sentence.
    return sendError(reply, status, status === 404 ? 'not-found' : 'bad-request', sentence(error.message || 'The request is wrong'));
  });
}

/** A body's nesting is bounded as a socket message's is; its size is bounded by the body limit alone. */
const BODY_WALK_LIMITS = { maxDepth: MAX_DEPTH, maxValues: Infinity, maxChars: Infinity };

/**
 * JSON bodies, parsed so that a `__proto__` or `constructor.prototype` key is refused by name (Fastify's parser
 * refuses them too, but as "not valid JSON"). The quick test keeps the usual body on plain `JSON.parse`.
 */
export function parseJsonBody(text: string): unknown {
  if (text.length === 0) throw new HttpError(400, 'bad-json', 'The body is empty but says it is JSON.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'bad-json', 'The body is not valid JSON.');
  }
  // Before anything walks the body (zod, a game's schema, JSON.stringify recurse and overflow the stack), as for socket messages.
  const problem = payloadProblem(value, BODY_WALK_LIMITS);
  if (problem) throw new HttpError(400, 'bad-request', `The body cannot be read: ${problem}.`);
  if (text.includes('__proto__') || text.includes('prototype')) {
    const found = forbiddenKey(value);
    if (found) throw new HttpError(400, 'bad-request', `The body has a "${found}" key, which is refused: rename or remove it.`);
  }
  return value;
}

/** The first key that could poison a prototype, walking without recursion (bodies may nest deeply). */
function forbiddenKey(root: unknown): string | null {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null) continue;
    if (Object.prototype.hasOwnProperty.call(v, '__proto__')) return '__proto__';
    const ctor = Object.prototype.hasOwnProperty.call(v, 'constructor') ? (v as Record<string, unknown>).constructor : undefined;
    if (typeof ctor === 'object' && ctor !== null && Object.prototype.hasOwnProperty.call(ctor, 'prototype')) return 'constructor.prototype';
    for (const child of Object.values(v)) if (typeof child === 'object' && child !== null) stack.push(child);
  }
  return null;
}

/** Only JSON bodies are read: any other content type answers 415 (text/plain, Fastify's other default, too). */
export function jsonOnly(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (e) {
      done(e as Error, undefined);
    }
  });
}
