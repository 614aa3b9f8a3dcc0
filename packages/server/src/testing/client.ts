import { io as connectSocket, type Socket } from 'socket.io-client';
import type { SeatState } from '../matches/service.ts';

export interface Auth {
  match: string;
  seat?: number;
  credential?: string;
  /** A spectator of a private match: its invitation or spectator key. */
  key?: string;
}

/** A Socket.IO client that keeps every message it receives and the latest state. */
export class TestClient {
  readonly socket: Socket;
  readonly messages: { event: string; data: unknown }[] = [];
  state: SeatState | null = null;
  log: string[] = [];
  seats: unknown = null;
  private waiters: { check: () => boolean; resolve: () => void }[] = [];

  constructor(url: string, auth: Auth, opts: { record?: boolean; reconnection?: boolean } = {}) {
    this.socket = connectSocket(url, { auth: { ...auth }, transports: ['websocket'], reconnection: opts.reconnection ?? false, forceNew: true });
    this.record = opts.record !== false;
    this.socket.onAny((event: string, data: unknown) => this.received(event, data));
    this.socket.on('disconnect', () => this.check());
  }

  private readonly record: boolean;

  private received(event: string, data: unknown): void {
    if (this.record) this.messages.push({ event, data });
    if (event === 'state') this.apply(data as SeatState);
    if (event === 'ack' && (data as { state?: SeatState }).state) this.apply((data as { state: SeatState }).state);
    if (event === 'seats') this.seats = data;
    this.check();
  }

  /** Every state received, in order: broadcasts and those carried by the acknowledgements of one's own moves. */
  states(): SeatState[] {
    return this.messages.flatMap(({ event, data }) => (event === 'state' ? [data as SeatState] : event === 'ack' && (data as { state?: SeatState }).state ? [(data as { state: SeatState }).state] : []));
  }

  /** A newer state (from a broadcast or from the acknowledgement of one's own move). */
  private apply(s: SeatState): void {
    if (this.state && this.state.seq > s.seq) return;
    this.log = [...this.log.slice(0, s.log.from), ...s.log.lines];
    this.state = s;
  }

  private check(): void {
    this.waiters = this.waiters.filter((w) => {
      if (!w.check()) return true;
      w.resolve();
      return false;
    });
  }

  /** Checks the waiting conditions again (after a change outside the messages). */
  poke(): void {
    this.check();
  }

  /** Resolves when `check` holds (tested now and after each message), or rejects after `ms`. */
  until(check: () => boolean, ms = 10_000, what = 'a condition'): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const w = { check, resolve: () => (clearTimeout(t), resolve()) };
      const t = setTimeout(() => {
        this.waiters = this.waiters.filter((x) => x !== w);
        reject(new Error(`timed out waiting for ${what}`));
      }, ms);
      this.waiters.push(w);
    });
  }

  connected(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.socket.connected) return resolve();
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', (e) => reject(e));
    });
  }

  /** Sends a request; the acknowledgement is kept as an `ack` message (an accepted move's carries the new state). */
  async request<T = { ok: boolean; code?: string; message?: string; seq?: number }>(event: string, payload?: unknown, ms = 10_000): Promise<T> {
    const answer = (await this.socket.timeout(ms).emitWithAck(event, payload)) as T;
    this.received('ack', answer);
    return answer;
  }

  /**
   * Sends an event whose arguments are already JSON (`json` is the text of the arguments array after the event
   * name), skipping the client's encoder: how a hostile client sends what socket.io-client would refuse to encode
   * (a payload nested thousands of levels deep). Resolves with the acknowledgement.
   */
  raw<T = { ok: boolean; code?: string; message?: string }>(event: string, json: string, ms = 10_000): Promise<T> {
    const id = 1_000_000 + this.rawIds++;
    const acks = (this.socket as unknown as { acks: Record<number, (r: T) => void> }).acks;
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => {
        delete acks[id];
        reject(new Error(`no acknowledgement of a raw "${event}"`));
      }, ms);
      acks[id] = (r: T) => {
        clearTimeout(t);
        this.received('ack', r);
        resolve(r);
      };
      // An Engine.IO message holding a Socket.IO event (2), its acknowledgement id, then the arguments.
      this.socket.io.engine.send(`2${id}[${JSON.stringify(event)},${json}]`);
    });
  }

  private rawIds = 0;

  close(): void {
    this.socket.disconnect();
  }
}

/** Starting at `seed`, a tiny generator for clients' random choices. */
export function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}
