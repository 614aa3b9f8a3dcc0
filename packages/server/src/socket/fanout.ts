import type { Server } from 'socket.io';

/** Connections written to in one turn of the event loop. */
export const FANOUT_CHUNK = 100;

/** The packet of one event, encoded once for every connection it goes to (and its options for the engine). */
interface Encoded {
  packet: { type: number; nsp: string; data: unknown[] };
  packets: unknown[];
  opts: object;
}

interface Job {
  ids: string[];
  next: number;
  encoded: Encoded;
}

/**
 * Socket.IO's own steps of a broadcast (socket.io-adapter's `broadcast`), split so that a packet is encoded once
 * (and its websocket frame built once) however many slices it goes out in: `_encode` and `writeToEngine` are
 * what the adapter itself calls, not part of Socket.IO's typed API.
 */
interface AdapterParts {
  _encode(packet: Encoded['packet'], opts: object): unknown[];
}
interface SocketParts {
  notifyOutgoingListeners?(packet: Encoded['packet']): void;
  client: { writeToEngine(packets: unknown[], opts: object): void };
}
/** Socket.IO's EVENT packet type. */
const EVENT = 2;

/**
 * Sends an event to a room of this instance's connections without holding the event loop: a room of up to
 * `FANOUT_CHUNK` connections is written at once, a larger one (2,000 spectators) in slices of that many, one slice
 * per turn, so requests and other matches are served in between. Jobs run in order, so each connection receives
 * the events in the order they were sent. A sliced event is encoded once, not once per slice: 2,000 spectators
 * of a match cost one encoding of each state, as two do.
 */
export class Fanout {
  private readonly jobs: Job[] = [];
  private scheduled = false;

  constructor(
    private readonly io: Server,
    private readonly chunk = FANOUT_CHUNK,
  ) {}

  /** Sends `event` to the room's connections on this instance, `except` one. */
  send(room: string, event: string, payload: unknown, except?: string): void {
    const members = this.io.of('/').adapter.rooms.get(room);
    if (!members || members.size === 0) return;
    if (this.jobs.length === 0 && members.size <= this.chunk) {
      const target = except === undefined ? this.io.local.to(room) : this.io.local.to(room).except(except);
      target.emit(event, payload);
      return;
    }
    const ids = except === undefined ? [...members] : [...members].filter((id) => id !== except);
    this.jobs.push({ ids, next: 0, encoded: this.encode(event, payload) });
    this.schedule();
  }

  /** Slices still waiting (for tests and the benchmark). */
  get waiting(): number {
    return this.jobs.length;
  }

  /** The event's packet, encoded as the adapter encodes a broadcast. */
  private encode(event: string, payload: unknown): Encoded {
    const packet = { type: EVENT, nsp: '/', data: [event, payload] };
    const opts = { preEncoded: true };
    const packets = (this.io.of('/').adapter as unknown as AdapterParts)._encode(packet, opts);
    return { packet, packets, opts };
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.run());
  }

  private run(): void {
    this.scheduled = false;
    const job = this.jobs[0];
    if (!job) return;
    const end = Math.min(job.next + this.chunk, job.ids.length);
    const sockets = this.io.of('/').sockets;
    const { packet, packets, opts } = job.encoded;
    for (; job.next < end; job.next++) {
      // A connection that closed since the job was made is no longer in the namespace: skipped.
      const socket = sockets.get(job.ids[job.next]!) as unknown as SocketParts | undefined;
      if (!socket) continue;
      socket.notifyOutgoingListeners?.(packet);
      socket.client.writeToEngine(packets, opts);
    }
    if (job.next >= job.ids.length) this.jobs.shift();
    if (this.jobs.length > 0) this.schedule();
  }
}
