// A client of the bare echo server (servers/echo.ts): no lobby, no game. Seat 0 of a table starts; a move is
// acknowledged with the next number, and the server relays that number to the other seat, whose turn it then is.
// With states (ECHO_STATES=coins on the server) the number comes as the `seq` of a state; the socket parses it all.
import type { Answer, Protocol, SeatConnection, SeatState } from '../seat.ts';
import { AnswerTimeout, SocketSeat } from './socket-seat.ts';

/** The one "legal move" of a turn: a tiny payload, as the echo is about the transport. */
const TURN: SeatState['moves'] = [1];

const turn = (version: number, mine: boolean): SeatState => ({ version, live: true, finished: false, moves: mine ? TURN : [] });
const seqOf = (carried: unknown): number | undefined => (typeof carried === 'number' ? carried : ((carried as { seq?: number } | null)?.seq ?? undefined));

class EchoSeat extends SocketSeat implements SeatConnection {
  constructor(url: string, table: number, seat: number) {
    super(url, { auth: { table, seat } });
    this.socket.on('state', (carried: unknown) => this.tell(turn(seqOf(carried) ?? 0, true)));
    // The first state comes from the client itself: the echo server keeps nothing to send.
    void this.ready.then((ok) => ok && this.tell(turn(0, seat === 0)));
  }

  move(move: unknown, from: SeatState, timeoutMs: number): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.socket.timeout(timeoutMs).emit('move', from.version, (err: Error | null, carried?: unknown) => {
        const seq = seqOf(carried);
        if (err || typeof seq !== 'number') return reject(new AnswerTimeout(timeoutMs));
        this.answered();
        resolve({ ok: true, state: turn(seq, false) });
      });
    });
  }
}

let tables = 0;

export const echoProtocol: Protocol = {
  async openTable(url) {
    const table = tables++;
    return [0, 1].map((seat) => new EchoSeat(url, table, seat));
  },
};
