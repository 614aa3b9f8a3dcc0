import type { IncomingHttpHeaders } from 'node:http';
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
 * The client a handshake comes from: the connection's address, or behind a trusted proxy (TRUST_PROXY set)
 * X-Forwarded-For's first hop, the address the proxy saw.
 */
export function handshakeClient(handshake: { address: string; headers: IncomingHttpHeaders }, trustProxy: boolean): string {
  const forwarded = trustProxy ? handshake.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return keyOf(first || handshake.address);
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
