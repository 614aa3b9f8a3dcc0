// The part every client shares: a websocket-only Socket.IO connection whose readiness, drops and received bytes
// are reported the same way; each protocol adds how it reads states and sends moves.
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { SeatState } from '../seat.ts';
import { countIncoming } from '../wire.ts';

export class SocketSeat {
  readonly socket: Socket;
  readonly ready: Promise<boolean>;
  private stateListeners: ((s: SeatState) => void)[] = [];
  private dropListeners: (() => void)[] = [];
  private byteListeners: ((n: number, answer: boolean) => void)[] = [];
  /** The packet being handled: its message handler marks it when it is the answer to this seat's move. */
  private arriving: { bytes: number; answer: boolean } | null = null;
  private closing = false;

  constructor(url: string, options: Partial<ManagerOptions & SocketOptions>) {
    this.socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, timeout: 20_000, ...options });
    countIncoming(this.socket, (bytes) => {
      // socket.io-client handles the packet's message (an ack callback, an event listener) synchronously right
      // after this; the packet is told once that is done.
      const packet = { bytes, answer: false };
      this.arriving = packet;
      queueMicrotask(() => this.byteListeners.forEach((l) => l(packet.bytes, packet.answer)));
    });
    this.ready = new Promise<boolean>((resolve) => {
      this.socket.once('connect', () => resolve(true));
      this.socket.once('connect_error', () => resolve(false));
    });
    this.socket.on('disconnect', () => {
      if (!this.closing) this.dropListeners.forEach((l) => l());
    });
  }

  onState(listener: (s: SeatState) => void): void {
    this.stateListeners.push(listener);
  }

  onDrop(listener: () => void): void {
    this.dropListeners.push(listener);
  }

  onBytes(listener: (n: number, answer: boolean) => void): void {
    this.byteListeners.push(listener);
  }

  /** Called from the handler of the message that answers this seat's move: its packet's bytes go to the mover. */
  protected answered(): void {
    if (this.arriving) this.arriving.answer = true;
  }

  /** Hands an unasked state to the driver. */
  protected tell(state: SeatState): void {
    this.stateListeners.forEach((l) => l(state));
  }

  close(): void {
    this.closing = true;
    this.socket.disconnect();
  }
}

/** An answer that did not come in time. */
export class AnswerTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

