// The echo ceiling: a bare Socket.IO server with the same messages per move as a game and nothing else. Each
// `move` is acknowledged with the next number and that number is relayed to the other seat of the table: no
// game, no store, tiny payloads. What the clients reach here is what the transport allows on this machine.
// With ECHO_STATES=<game> (coins, tracks) the number travels in a state taken from a real game of it
// (game-states.ts, the shape and size `ramparts serve` sends): the ceiling for that game's bytes, still without a
// game or a store.
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { exitOnSigterm } from './child.ts';
import { gameStates } from './game-states.ts';

const states = process.env.ECHO_STATES ? gameStates(process.env.ECHO_STATES, 500) : null;
/** The answer and the relayed message for the move that made `seq`. */
const carry = (seq: number, side: 'mover' | 'other') => (states ? { ...states[seq % states.length]![side], seq } : seq);

const http = createServer();
const io = new Server(http, { transports: ['websocket'], serveClient: false });

io.on('connection', (socket) => {
  const { table, seat } = socket.handshake.auth as { table?: unknown; seat?: unknown };
  if (!Number.isInteger(table) || (seat !== 0 && seat !== 1)) {
    socket.disconnect(true);
    return;
  }
  const other = `${String(table)}:${1 - seat}`;
  void socket.join(`${String(table)}:${seat}`);
  socket.on('move', (seq: unknown, ack: unknown) => {
    if (typeof seq !== 'number' || typeof ack !== 'function') return;
    ack(carry(seq + 1, 'mover'));
    io.to(other).emit('state', carry(seq + 1, 'other'));
  });
});

http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  console.log(`listening on ${typeof address === 'object' && address ? address.port : '?'}`);
});
exitOnSigterm(() => new Promise<void>((resolve) => void io.close(() => resolve())));
