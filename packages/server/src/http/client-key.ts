import { createHash } from 'node:crypto';

/**
 * Who a request or connection comes from, for limits: the first 16 hex digits of sha256 of its address (the
 * address itself is never stored). HTTP passes `request.ip` (which honours TRUST_PROXY); sockets pass the
 * handshake address, or X-Forwarded-For's first hop when TRUST_PROXY is set.
 */
export function clientKey(ip: string): string {
  return createHash('sha256').update(ip).digest('hex').slice(0, 16);
}
