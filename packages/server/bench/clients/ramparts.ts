// A Ramparts client: a coins duel created and joined through the HTTP lobby, one Socket.IO connection per seat
// (protocol.md). A move is `move` with the seq it was chosen from; its acknowledgement carries the new state.
import type { Protocol, SeatConnection, SeatState, Answer } from '../seat.ts';
import { post } from '../system.ts';
import { AnswerTimeout, SocketSeat } from './socket-seat.ts';

/** The part of the `state` event (src/matches/types.ts SeatState) the driver reads. */
interface WireState {
  seq: number;
  status: string;
  moves: { move: unknown }[];
}

type WireResult = { ok: true; seq: number; state?: WireState } | { ok: false; code: string };

const reduce = (s: WireState): SeatState => ({ version: s.seq, live: s.status === 'live', finished: s.status === 'finished', moves: s.moves.map((m) => m.move) });

class RampartsSeat extends SocketSeat implements SeatConnection {
  constructor(url: string, auth: { match: string; seat: number; credential: string }) {
    super(url, { auth });
    this.socket.on('state', (s: WireState) => this.tell(reduce(s)));
  }

  move(move: unknown, from: SeatState, timeoutMs: number): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.socket.timeout(timeoutMs).emit('move', { move, seq: from.version }, (err: Error | null, r?: WireResult) => {
        if (err || !r) return reject(new AnswerTimeout(timeoutMs));
        this.answered();
        resolve(r.ok ? { ok: true, state: r.state ? reduce(r.state) : null } : { ok: false, code: r.code ?? 'unknown', state: null });
      });
    });
  }
}

export const rampartsProtocol: Protocol = {
  async openTable(url) {
    const m = await post<{ id: string }>(`${url}/api/matches`, { game: 'coins', players: 2, visibility: 'public' });
    const seats = await Promise.all([0, 1].map((seat) => post<{ credential: string }>(`${url}/api/matches/${m.id}/join`, { seat })));
    return seats.map((s, seat) => new RampartsSeat(url, { match: m.id, seat, credential: s.credential }));
  },
};
