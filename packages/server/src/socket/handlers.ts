import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { Action, Broadcaster, MatchService, Result } from '../matches/service.ts';
import { authSchema, emptyMessage, MAX_MOVE_CHARS, moveMessage } from './messages.ts';
import { RateLimit } from './rate.ts';

export interface SocketOptions {
  /** Moves (and other requests) per second per connection, and the burst allowed. */
  rate?: { perSecond: number; burst: number };
  /** Whether broadcasts cross instances (Redis adapter): then every view is computed. */
  clustered: boolean;
  log: FastifyBaseLogger;
}

interface SocketData {
  match: string;
  seat: number | null;
  limit: RateLimit;
}

const room = (id: string) => `m:${id}`;
const seatRoom = (id: string, seat: number | null) => (seat === null ? `m:${id}:s` : `m:${id}:${seat}`);

/**
 * Socket.IO rooms per match and per seat, as the match service's broadcaster. States go to this instance's own
 * connections only: with several instances each one sends its connections the state of every change it hears of
 * (its own moves, and peers' through `match-changed`), so a peer that dies between its commit and its broadcast
 * loses nobody a state, and each instance sends log deltas against what its own connections have.
 */
export function broadcaster(io: Server, clustered: boolean): Broadcaster {
  return {
    wants: (id, seat, except) => {
      const members = io.sockets.adapter.rooms.get(seatRoom(id, seat));
      return (members?.size ?? 0) > (except !== undefined && members?.has(except) ? 1 : 0);
    },
    state: (id, seat, state, except) => void (except === undefined ? io.local.to(seatRoom(id, seat)) : io.local.to(seatRoom(id, seat)).except(except)).emit('state', state),
    seats: (id, seats) => void io.to(room(id)).emit('seats', { match: id, seats }),
    connected: async (id, players) => {
      if (!clustered) return Array.from({ length: players }, (_, seat) => (io.sockets.adapter.rooms.get(seatRoom(id, seat))?.size ?? 0) > 0);
      const sockets = await io.in(room(id)).fetchSockets();
      const seats = new Set(sockets.map((s) => (s.data as SocketData).seat));
      return Array.from({ length: players }, (_, seat) => seats.has(seat));
    },
    notifyPeers: (id) => {
      if (clustered) io.serverSideEmit('match-changed', id);
    },
  };
}

const refuse = (code: string, message: string): Result => ({ ok: false, code, message });

/**
 * Connections: the handshake names the match and, for a player, the seat and its credential. Events:
 * `move`, `undo`, `leave`, `back`, `sync`, each answered through the acknowledgement callback.
 */
export function attachSockets(io: Server, service: MatchService, opts: SocketOptions): void {
  const rate = opts.rate ?? { perSecond: 20, burst: 40 };
  service.setBroadcaster(broadcaster(io, opts.clustered));
  io.on('match-changed', (id: unknown) => {
    if (typeof id === 'string') service.peerChanged(id);
  });

  io.use((socket, next) => {
    const parsed = authSchema.safeParse(socket.handshake.auth);
    const fail = (code: string, message: string) => next(Object.assign(new Error(message), { data: { code } }));
    if (!parsed.success) return fail('bad-request', `The handshake must be { match, seat?, credential? }: ${parsed.error.issues[0]?.message ?? 'wrong shape'}.`);
    const { match, seat, credential } = parsed.data;
    (async () => {
      if (!(await service.exists(match))) return fail('no-such-match', `There is no match "${match}".`);
      if (seat !== undefined && !(await service.authorize(match, seat, credential))) return fail('bad-credential', 'That credential does not hold this seat.');
      socket.data = { match, seat: seat ?? null, limit: new RateLimit(rate.perSecond, rate.burst) } satisfies SocketData;
      next();
    })().catch((e: unknown) => {
      opts.log.error({ err: e }, 'a connection could not be checked');
      fail('unavailable', 'The server could not check this connection; please try again.');
    });
  });

  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;
    const { match, seat } = data;
    void (async () => {
      if (seat !== null) await service.back(match, seat);
      // The full state must reach the socket before any broadcast: take it, then join and send in one tick
      // (joining a room is immediate in the adapters we use), then send it again if a move slipped in between.
      const state = await service.snapshot(match, seat);
      void socket.join([room(match), seatRoom(match, seat)]);
      if (state) socket.emit('state', state);
      const now = await service.snapshot(match, seat);
      if (now && now.seq !== state?.seq) socket.emit('state', now);
      await service.presence(match);
    })().catch((e: unknown) => opts.log.error({ err: e, match }, 'a connection could not be set up'));

    socket.on('disconnect', () => {
      void service.presence(match).catch(() => undefined);
    });

    const handle = (name: string, fn: (payload: unknown) => Promise<Result | unknown>) => {
      socket.on(name, (payload: unknown, ack?: unknown) => {
        const answer = typeof ack === 'function' ? (ack as (r: unknown) => void) : typeof payload === 'function' ? (payload as (r: unknown) => void) : () => {};
        const body = typeof payload === 'function' ? undefined : payload;
        if (!data.limit.take()) return answer(refuse('rate-limited', 'Too many requests: slow down.'));
        fn(body).then(answer, (e: unknown) => {
          opts.log.error({ err: e, match, event: name }, 'a request failed');
          answer(refuse('server-error', 'Something went wrong on the server; the match is unchanged.'));
        });
      });
    };
    const asPlayer = (run: (seat: number) => Promise<Result>) => async () => (seat === null ? refuse('spectator', 'Spectators cannot act; join a seat to play.') : run(seat));

    handle('move', async (payload) => {
      if (seat === null) return refuse('spectator', 'Spectators cannot act; join a seat to play.');
      const parsed = moveMessage.safeParse(payload);
      if (!parsed.success) return refuse('bad-request', `A move message is { move, seq? }: ${parsed.error.issues[0]?.message ?? 'wrong shape'}.`);
      if (JSON.stringify(parsed.data.move ?? null).length > MAX_MOVE_CHARS) return refuse('bad-request', 'That move is too large.');
      const action: Action = { type: 'move', move: parsed.data.move };
      return service.submit(match, seat, action, { by: 'human', expectSeq: parsed.data.seq, answer: socket.id });
    });
    handle('undo', async (payload) => {
      if (!emptyMessage.safeParse(payload).success) return refuse('bad-request', 'An undo message carries nothing.');
      return asPlayer((s) => service.submit(match, s, { type: 'undo' }, { by: 'human', answer: socket.id }))();
    });
    handle('leave', async () => asPlayer((s) => service.leaveConnected(match, s))());
    handle('back', async () =>
      asPlayer(async (s) => {
        await service.back(match, s);
        return { ok: true, seq: (await service.snapshot(match, s))?.seq ?? 0 };
      })(),
    );
    handle('sync', async () => {
      const state = await service.snapshot(match, seat);
      return state ? { ok: true, state } : refuse('no-such-match', 'This match is gone.');
    });
    socket.onAny((event: string) => {
      if (!['move', 'undo', 'leave', 'back', 'sync'].includes(event)) socket.emit('failure', { code: 'unknown-event', message: `Unknown event "${String(event).slice(0, 40)}".` });
    });
  });
}
