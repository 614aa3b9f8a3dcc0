import type { Server } from 'socket.io';

/** Connections written to in one turn of the event loop. */
export const FANOUT_CHUNK = 100;

interface Job {
  ids: string[];
  next: number;
  event: string;
  payload: unknown;
}

/**
 * Sends an event to a room of this instance's connections without holding the event loop: a room of up to
 * `FANOUT_CHUNK` connections is written at once, a larger one (2,000 spectators) in slices of that many, one slice
 * per turn, so requests and other matches are served in between. Jobs run in order, so each connection receives
 * the events in the order they were sent; one encoding per slice (Socket.IO encodes once per `emit`).
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
    this.jobs.push({ ids, next: 0, event, payload });
    this.schedule();
  }

  /** Slices still waiting (for tests and the benchmark). */
  get waiting(): number {
    return this.jobs.length;
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
    // Each socket is in a room named by its id: one emit to a slice of them.
    const slice = job.ids.slice(job.next, job.next + this.chunk);
    job.next += slice.length;
    if (slice.length > 0) this.io.local.to(slice).emit(job.event, job.payload);
    if (job.next >= job.ids.length) this.jobs.shift();
    if (this.jobs.length > 0) this.schedule();
  }
}
