import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { sendError } from './errors.ts';

/*
 * Refusals written before any route or hook runs, in our shape too: `frameworkErrors` (a path that does not
 * decode, a parameter too long) and `clientErrorHandler` (a request Node's HTTP parser cannot read: a wrong or
 * duplicated Content-Length, a NUL in a header, garbage). Fastify's defaults answer `{ error, message, statusCode }`.
 */

const MALFORMED = 'The request is malformed: the server could not read it.';

/** Fastify's routing errors, by code: status, our code, a sentence. */
const routing: Record<string, [number, string, string]> = {
  FST_ERR_BAD_URL: [400, 'bad-request', 'The address is not valid: check the link.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'bad-request', 'The address is too long.'],
};

export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const known = error.code ? routing[error.code] : undefined;
  if (known) {
    void sendError(reply, known[0], known[1], known[2]);
    return;
  }
  req.log.error({ err: error }, 'request failed before routing');
  void sendError(reply, 500, 'internal', 'Something went wrong on the server; try again.');
}

/** Node's parser errors, by code: status, our code, a sentence (anything else is malformed: 400). */
const parsing: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'timeout', 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'too-large', "The request's headers are too large."],
};

/** The raw answer to a request the HTTP parser refused; the connection is closed after it (as Node does). */
export function rawErrorAnswer(code: string | undefined): string {
  const [status, ourCode, message] = (code ? parsing[code] : undefined) ?? [400, 'bad-request', MALFORMED];
  const body = JSON.stringify({ error: { code: ourCode, message } });
  const reason = status === 400 ? 'Bad Request' : status === 408 ? 'Request Timeout' : 'Request Header Fields Too Large';
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`;
}

export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  // A reset connection is gone: nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(rawErrorAnswer(err.code));
  socket.destroy(err);
}
