import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
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

/** Security headers (@fastify/helmet) and compression (@fastify/compress) for everything Fastify answers. */
export function secureAndCompress(app: FastifyInstance): void {
  void app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });
  // Socket.IO answers its own requests before Fastify sees them (engine.io compresses its own polling answers),
  // so this touches only Fastify's answers. Bodies are not decompressed: a request is JSON as sent.
  void app.register(compress, { threshold: 1024, globalDecompression: false });
}
