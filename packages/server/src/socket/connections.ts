import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import type { TrustProxy } from '../config.ts';
import { clientKey } from '../http/client-key.ts';

/**
 * Open connections per client (the key of its address), so one address cannot hold the server's sockets.
 * A handshake takes a place before it is checked and gives it back if refused or when the connection ends.
 */
export class ConnectionCap {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  take(key: string): boolean {
    const n = this.open.get(key) ?? 0;
    if (n >= this.max) return false;
    this.open.set(key, n + 1);
    return true;
  }

  release(key: string): void {
    const n = (this.open.get(key) ?? 0) - 1;
    if (n > 0) this.open.set(key, n);
    else this.open.delete(key);
  }

  /** Connections the client holds now. */
  count(key: string): number {
    return this.open.get(key) ?? 0;
  }
}

/**
 * The client a handshake comes from, found the way Fastify finds `request.ip` under the same TRUST_PROXY: from the
 * connection's address back through X-Forwarded-For, as long as each hop is trusted. (Taking the header's first
 * entry would let a client write its own and slip past the per-address cap.)
 */
export function handshakeClient(request: IncomingMessage, trustProxy: TrustProxy): string {
  return keyOf(proxyAddr(request, trustOf(trustProxy)));
}

function trustOf(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === true) return () => true;
  if (trust === false) return () => false;
  if (typeof trust === 'function') return trust;
  return proxyAddr.compile(trust.split(',').map((s) => s.trim()));
}

/** Recent addresses' keys: a crowd from one address (a school, a proxy) is hashed once, not per connection. */
const keys = new Map<string, string>();

function keyOf(address: string): string {
  let key = keys.get(address);
  if (key === undefined) {
    if (keys.size >= 10_000) keys.clear();
    keys.set(address, (key = clientKey(address)));
  }
  return key;
}
