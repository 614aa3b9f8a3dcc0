// A client of boardgame.io 0.50.2's server (servers/boardgameio.ts), speaking its Socket.IO protocol directly:
// create and join through its lobby REST API, then on the game's namespace `sync` (matchID, playerID,
// credentials, numPlayers) for the first state, and `update` (action, stateID, matchID, playerID) for a move.
// The server sends every seat an `update` (matchID, state, deltalog) after each move; the mover's answer is the
// first one carrying a newer `_stateID` than the move was sent from. A move it refuses gets no answer at all.
import type { Answer, Protocol, SeatConnection, SeatState } from '../seat.ts';
import { post } from '../system.ts';
import { AnswerTimeout, SocketSeat } from './socket-seat.ts';
import { GAME_NAME, coinsSetup, seatView, type SeatView } from '../servers/boardgameio-game.ts';
import { isDeepStrictEqual } from 'node:util';

/** The parts of boardgame.io's State the driver reads; G is what the wrapper's playerView gives this seat. */
interface WireState {
  _stateID: number;
  G: SeatView;
  ctx: { gameover?: unknown };
}

const reduce = (s: WireState): SeatState => {
  const finished = s.ctx.gameover !== undefined;
  return { version: s._stateID, live: !finished, finished, moves: s.G.moves.map((m) => m.move) };
};

/**
 * Whether the wrapper is checked yet: the first table's first state must be what our own code gives that seat
 * for the same seed, or the run would measure some other work.
 */
let checked = false;
let wrapperProblem: string | null = null;

function check(seed: string, playerID: string, g: SeatView): void {
  if (checked) return;
  checked = true;
  const { game, state } = coinsSetup(seed);
  if (!isDeepStrictEqual(g, JSON.parse(JSON.stringify(seatView(game, state, Number(playerID)))))) {
    wrapperProblem = `boardgame.io's first state for seat ${playerID} differs from our rules' (the wrapper is wrong)`;
  }
}

class BoardgameioSeat extends SocketSeat implements SeatConnection {
  private pending: { from: number; resolve: (a: Answer) => void } | null = null;

  constructor(
    url: string,
    private readonly matchID: string,
    private readonly playerID: string,
    private readonly credentials: string,
    seed: string,
  ) {
    super(`${url}/${GAME_NAME}`, {});
    this.socket.on('connect', () => this.socket.emit('sync', matchID, playerID, credentials, 2));
    this.socket.on('sync', (_match: string, info: { state: WireState }) => {
      check(seed, playerID, info.state.G);
      this.tell(reduce(info.state));
    });
    this.socket.on('update', (_match: string, state: WireState) => {
      const p = this.pending;
      if (p && state._stateID > p.from) {
        this.pending = null;
        this.answered();
        p.resolve({ ok: true, state: reduce(state) });
      } else this.tell(reduce(state));
    });
  }

  move(move: unknown, from: SeatState, timeoutMs: number): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => {
        this.pending = null;
        reject(new AnswerTimeout(timeoutMs));
      }, timeoutMs);
      this.pending = {
        from: from.version,
        resolve: (a) => {
          clearTimeout(t);
          resolve(a);
        },
      };
      const action = { type: 'MAKE_MOVE', payload: { type: 'play', args: [move], playerID: this.playerID, credentials: this.credentials } };
      this.socket.emit('update', action, from.version, this.matchID, this.playerID);
    });
  }
}

let seeds = 0;

export const boardgameioProtocol: Protocol = {
  problems: () => (wrapperProblem ? [wrapperProblem] : []),
  async openTable(url) {
    const seed = `bench-${seeds++}`;
    const { matchID } = await post<{ matchID: string }>(`${url}/games/${GAME_NAME}/create`, { numPlayers: 2, setupData: { seed } });
    // One join after the other: with an asynchronous storage (FlatFile) two joins at once both read the match's
    // metadata and the second write drops the first seat's credentials.
    const seats: BoardgameioSeat[] = [];
    for (const playerID of ['0', '1']) {
      const joined = await post<{ playerCredentials: string }>(`${url}/games/${GAME_NAME}/${matchID}/join`, { playerID, playerName: `bench ${playerID}` });
      seats.push(new BoardgameioSeat(url, matchID, playerID, joined.playerCredentials, seed));
    }
    return seats;
  },
};
