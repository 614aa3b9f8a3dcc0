// Bytes on the wire as the client sees them: engine.io packets' payloads (what Socket.IO encoded), not frame
// headers or TCP. Counting there measures the same thing for every server whatever its messages look like.
import type { Socket } from 'socket.io-client';

/** Calls `count` with the payload bytes of each engine.io packet `socket` receives. */
export function countIncoming(socket: Socket, count: (bytes: number) => void): void {
  // socket.io-client opens its engine in `io()` (autoConnect), and with reconnection off it never replaces it.
  socket.io.engine.on('packet', (packet) => {
    const data: unknown = packet.data;
    if (typeof data === 'string') count(Buffer.byteLength(data));
    else if (data instanceof ArrayBuffer) count(data.byteLength);
    else if (ArrayBuffer.isView(data)) count(data.byteLength);
  });
}
