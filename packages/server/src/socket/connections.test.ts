import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { trustProxyOf } from '../config.ts';
import { clientKey } from '../http/client-key.ts';
import { handshakeClient } from './connections.ts';

const from = (remoteAddress: string, forwarded?: string) => ({ socket: { remoteAddress }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as unknown as IncomingMessage;

describe('the client of a handshake (per-address connection cap)', () => {
  it('#14.3 behind a trusted proxy it is the nearest untrusted hop, so a forged first X-Forwarded-For entry does not dodge the cap', () => {
    const trust = trustProxyOf('loopback');
    expect(handshakeClient(from('127.0.0.1', '1.1.1.1, 9.9.9.9'), trust)).toBe(clientKey('9.9.9.9'));
    expect(handshakeClient(from('127.0.0.1', '2.2.2.2, 9.9.9.9'), trust)).toBe(clientKey('9.9.9.9'));
    // A hop count trusts that many proxies from the connection back.
    expect(handshakeClient(from('10.0.0.5', '1.1.1.1, 9.9.9.9'), trustProxyOf('1'))).toBe(clientKey('9.9.9.9'));
  });

  it('without a trusted proxy the header is ignored: the client is the connection', () => {
    expect(handshakeClient(from('203.0.113.7', '1.1.1.1'), trustProxyOf(''))).toBe(clientKey('203.0.113.7'));
    // A connection that is not from a trusted proxy cannot name another address.
    expect(handshakeClient(from('203.0.113.7', '1.1.1.1'), trustProxyOf('loopback'))).toBe(clientKey('203.0.113.7'));
  });
});
