import compress from '@fastify/compress';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer (design #14.9): scripts, styles and connections from this origin
 * only, no inline script or style, never framed. Seat credentials live in the browser's storage: a strict policy
 * keeps an injected script from reading them.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
};

/**
 * Security headers (helmet) and compression (@fastify/compress) for everything Fastify answers. helmet's middleware
 * is built once: @fastify/helmet builds it again for every request (parsing the policy each time), a fifth of the
 * server's CPU for a small answer on this machine.
 */
export function secureAndCompress(app: FastifyInstance): void {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => headers(request.raw, reply.raw, (e?: unknown) => done(e instanceof Error ? e : undefined)));
  // Socket.IO answers its own requests before Fastify sees them (engine.io compresses its own polling answers),
  // so this touches only Fastify's answers. Bodies are not decompressed: a request is JSON as sent.
  void app.register(compress, { threshold: 1024, globalDecompression: false });
}
