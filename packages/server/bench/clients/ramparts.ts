// A Ramparts client: a two-seat match of a game (coins, tracks) created and joined through the HTTP lobby, one
// Socket.IO connection per seat (protocol.md). A move is `move` with the seq it was chosen from; its
// acknowledgement carries the new state.
import type { Protocol, SeatConnection, SeatState, Answer } from '../seat.ts';
import { post } from '../system.ts';
import { AnswerTimeout, SocketSeat } from './socket-seat.ts';

/** The part of the `state` event (src/matches/types.ts SeatState) the driver reads. */
interface WireState {
  seq: number;
  status: string;
  seat: number | null;
  actors: number[];
  moves: { move: unknown }[];
}

type WireResult = { ok: true; seq: number; state?: WireState } | { ok: false; code: string };

/**
 * Where both seats may act at once (tracks' free turns) they take turns by seq, as the echo's seats do: racing
 * each other would have one of every two moves refused `stale` and measure the refusals instead of moves.
 */
const mayAct = (s: WireState) => s.actors.length <= 1 || s.seat === null || s.seq % 2 === s.seat || !s.actors.includes(s.seq % 2);

const reduce = (s: WireState): SeatState => ({ version: s.seq, live: s.status === 'live', finished: s.status === 'finished', moves: mayAct(s) ? s.moves.map((m) => m.move) : [] });

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

/** The client of `ramparts serve` playing `game`'s two-seat matches. */
export const rampartsProtocol = (game: string): Protocol => ({
  async openTable(url) {
    const m = await post<{ id: string }>(`${url}/api/matches`, { game, players: 2, visibility: 'public' });
    const seats = await Promise.all([0, 1].map((seat) => post<{ credential: string }>(`${url}/api/matches/${m.id}/join`, { seat })));
    return seats.map((s, seat) => new RampartsSeat(url, { match: m.id, seat, credential: s.credential }));
  },
});
