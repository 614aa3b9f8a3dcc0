import { Encoder, PacketType, type Packet } from 'socket.io-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.ts';
import { PlainEncoder } from './plain-parser.ts';

const state = { match: 'm1', seq: 7, status: 'live', seat: 0, view: { board: [[1, null], [2, 'é"\\']], n: 1.5 }, moves: [{ move: { pick: 2 }, text: 'Take 2 “coins”' }], outcome: null, last: undefined };

describe('PlainEncoder (issue #28)', () => {
  it("writes what Socket.IO's own encoder writes, packet by packet", () => {
    const packets: Packet[] = [
      { type: PacketType.EVENT, nsp: '/', data: ['state', state] },
      { type: PacketType.ACK, nsp: '/', id: 12, data: [{ ok: true, seq: 7, state }] },
      { type: PacketType.EVENT, nsp: '/admin', id: 3, data: ['seats', { seats: [null, 'Ann'] }] },
      { type: PacketType.CONNECT, nsp: '/', data: { sid: 'abc' } },
      { type: PacketType.EVENT, nsp: '/', data: ['blob', Buffer.from([1, 2, 3])] },
    ];
    for (const p of packets) expect(new PlainEncoder().encode(structuredClone(p))).toEqual(new Encoder().encode(structuredClone(p)));
  });

  it('reads each value of a state once, where the stock encoder searched it for binary first', () => {
    let reads = 0;
    const counted = { get view() { reads++; return { board: [1, 2] }; } };
    new PlainEncoder().encode({ type: PacketType.EVENT, nsp: '/', data: ['state', counted] });
    expect(reads).toBe(1);
  });
});

describe('the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('encodes with the plain encoder', () => {
    expect(server.io.encoder).toBeInstanceOf(PlainEncoder);
  });
});
