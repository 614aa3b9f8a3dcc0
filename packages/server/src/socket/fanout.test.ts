import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fanout } from './fanout.ts';

const http = createServer();
const io = new Server(http);
const clients: ClientSocket[] = [];

beforeAll(async () => {
  io.on('connection', (socket) => void socket.join('watchers'));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  for (let i = 0; i < 5; i++) clients.push(connect(url, { transports: ['websocket'], forceNew: true }));
  await Promise.all(clients.map((c) => new Promise<void>((resolve) => c.once('connect', () => resolve()))));
  await new Promise((r) => setTimeout(r, 50)); // the joins of the last connections
});
afterAll(async () => {
  clients.forEach((c) => c.close());
  await io.close();
});

/** Resolves with what each client receives of `event` next (undefined after `ms` if nothing came). */
const next = (event: string, ms = 2000) =>
  Promise.all(clients.map((c) => new Promise<unknown>((resolve) => {
    const t = setTimeout(() => resolve(undefined), ms);
    c.once(event, (payload: unknown) => (clearTimeout(t), resolve(payload)));
  })));

describe('Fanout (issue #28)', () => {
  it('encodes an event sent in slices once, and every connection of the room receives it', async () => {
    const fanout = new Fanout(io, 2);
    const encoder = io.encoder as { encode: (p: unknown) => unknown[] };
    const encode = encoder.encode.bind(encoder);
    let encodings = 0;
    encoder.encode = (p: unknown) => (encodings++, encode(p));
    try {
      const got = next('state');
      fanout.send('watchers', 'state', { seq: 4, view: { board: [1, 2, 3] } });
      expect(await got).toEqual(clients.map(() => ({ seq: 4, view: { board: [1, 2, 3] } })));
      expect(encodings).toBe(1);
    } finally {
      encoder.encode = encode;
    }
  });

  it('leaves out the connection it is told to, in slices too', async () => {
    const fanout = new Fanout(io, 2);
    const got = next('state', 500);
    fanout.send('watchers', 'state', { seq: 5 }, clients[3]!.id);
    expect(await got).toEqual([{ seq: 5 }, { seq: 5 }, { seq: 5 }, undefined, { seq: 5 }]);
  });
});
