import { findGame } from '@ramparts/games';
import { io, type Socket } from 'socket.io-client';
import type { MatchDriver, SeatInfo, TableState } from '../driver.ts';
import { botLabel } from '../app/bots.ts';
import type { Credential, MatchSummary, ServerSeat } from './api.ts';

interface ServerState {
  match: string;
  seq: number;
  status: string;
  seat: number | null;
  view: unknown;
  moves: { move: unknown; text: string }[];
  actors: number[];
  outcome: TableState['outcome'];
  canUndo: boolean;
  log: { from: number; lines: string[] };
  clocks: { remaining: number[]; running: number[]; at?: number } | null;
}

type Ack = { ok: true; seq: number; state?: ServerState } | { ok: false; code: string; message: string };

/** A match on the server: Socket.IO with reconnection; the same interface as the local driver. */
export class OnlineDriver implements MatchDriver {
  private readonly socket: Socket;
  private listeners = new Set<() => void>();
  private state: TableState;
  private log: string[] = [];
  private serverSeats: (ServerSeat & { connected?: boolean })[];
  private connected = false;
  private problem: string | null = null;

  constructor(
    private readonly summary: MatchSummary,
    private readonly credential: Credential | null,
    url?: string,
  ) {
    this.serverSeats = summary.seats;
    const game = findGame(summary.game);
    const seatName = (i: number) => (game ? game.seatName(summary.players, summary.options, i) : `Seat ${i + 1}`);
    this.state = {
      game: summary.game,
      seq: 0,
      status: summary.status,
      seat: credential?.seat ?? null,
      view: null,
      moves: [],
      actors: [],
      sittable: [],
      outcome: null,
      canUndo: false,
      log: [],
      seats: [],
      clocks: null,
      notice: 'Connecting…',
      handOver: null,
      replay: null,
    };
    this.seatName = seatName;
    const auth = credential ? { match: summary.id, seat: credential.seat, credential: credential.credential } : { match: summary.id };
    this.socket = io(url ?? '', { auth, transports: ['websocket', 'polling'], reconnectionDelay: 500, reconnectionDelayMax: 4000 });
    this.socket.on('connect', () => {
      this.connected = true;
      this.problem = null;
      this.emit();
    });
    this.socket.on('disconnect', () => {
      this.connected = false;
      this.emit();
    });
    this.socket.on('connect_error', (err: Error & { data?: { code?: string; message?: string } }) => {
      this.problem = err.data?.message ?? 'The server cannot be reached; trying again…';
      this.emit();
    });
    this.socket.on('state', (s: ServerState) => this.onState(s));
    this.socket.on('seats', (m: { seats: ServerSeat[] }) => {
      this.serverSeats = m.seats;
      this.emit();
    });
  }

  private readonly seatName: (i: number) => string;

  get(): TableState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  play(move: unknown): Promise<void> {
    return this.request('move', { move, seq: this.state.seq });
  }

  undo(): Promise<void> {
    return this.request('undo', undefined);
  }

  reveal(): void {}

  /** One seat per browser online: nothing to switch. */
  sitAt(): void {}

  close(): void {
    this.listeners.clear();
    this.socket.close();
  }

  private request(event: string, payload: unknown): Promise<void> {
    return new Promise((resolve, reject) => {
      if (!this.connected) return reject(new Error('Not connected to the server: wait a moment and try again.'));
      // An accepted move's acknowledgement carries this seat's new state (the broadcast skips this connection).
      const ack = (r: Ack) => {
        if (r.ok && r.state) this.onState(r.state);
        return r.ok ? resolve() : reject(new Error(r.message));
      };
      if (payload === undefined) this.socket.timeout(10_000).emit(event, (err: Error | null, r: Ack) => (err ? reject(new Error('The server did not answer in time.')) : ack(r)));
      else this.socket.timeout(10_000).emit(event, payload, (err: Error | null, r: Ack) => (err ? reject(new Error('The server did not answer in time.')) : ack(r)));
    });
  }

  private onState(s: ServerState): void {
    if (s.seq < this.state.seq) return; // an older state overtaken by a newer one
    this.log = [...this.log.slice(0, s.log.from), ...s.log.lines];
    const clocks = s.clocks ? { remaining: s.clocks.remaining, running: s.clocks.running, at: Date.now() } : null;
    this.state = {
      ...this.state,
      seq: s.seq,
      status: s.status === 'finished' || s.outcome ? 'finished' : s.status === 'open' ? 'open' : 'live',
      seat: s.seat,
      view: s.view,
      moves: s.moves,
      actors: s.actors,
      outcome: s.outcome,
      canUndo: s.canUndo,
      clocks,
      replay: s.outcome ? `#/replay/match/${this.summary.id}` : null,
    };
    this.emit();
  }

  private emit(): void {
    const seats: SeatInfo[] = this.serverSeats.map((x) => ({
      seat: x.seat,
      role: this.seatName(x.seat),
      name: x.kind === 'bot' ? botLabel(x.bot ?? 'mcts') : x.seat === this.credential?.seat ? `You${x.name ? ` (${x.name})` : ''}` : x.taken ? x.name || 'A friend' : 'Waiting for a player…',
      kind: x.kind === 'bot' ? 'bot' : x.seat === this.credential?.seat ? 'me' : 'human',
      connected: x.kind === 'bot' ? true : (x.connected ?? x.taken),
      away: x.away,
    }));
    const notice = this.problem ?? (!this.connected ? 'Connection lost: reconnecting…' : this.state.status === 'open' ? 'Waiting for every seat to be taken: share the link.' : null);
    this.state = { ...this.state, seats, log: this.log, notice };
    for (const l of this.listeners) l();
  }
}
