import { RuleError } from '@ramparts/engine';
import type { TrustProxy } from '../config.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { Action, Broadcaster, MatchService, Result, SubmitOptions } from '../matches/service.ts';
import type { Metrics } from '../ops/metrics.ts';
import { BadInputLog } from './bad-input.ts';
import { ChatHistoryReads } from './chat-history.ts';
import { ConnectionCap, handshakeClient } from './connections.ts';
import { Fanout } from './fanout.ts';
import { beforeStart } from '../matches/before-start.ts';
import { checkLine, type ChatLine } from '../matches/chat.ts';
import { authSchema, chatMessage, emptyMessage, hintMessage, timeOutMessage, MAX_DEPTH, MAX_MOVE_CHARS, MAX_VALUES, moveMessage } from './messages.ts';
import { payloadProblem } from './payload.ts';
import { RateLimit } from './rate.ts';

export interface SocketOptions {
  /** Moves (and other requests) per second per connection, and the burst allowed. */
  rate?: { perSecond: number; burst: number };
  /** Whether broadcasts cross instances (Redis adapter): then every view is computed. */
  clustered: boolean;
  log: FastifyBaseLogger;
  /** Counts refusals (rate limits, connection caps). */
  metrics?: Metrics;
  /** Connections one client address may hold at once (default 200). */
  maxConnectionsPerIp?: number;
  /** Behind a reverse proxy: whom to believe about a connection's address (TRUST_PROXY, as for HTTP). */
  trustProxy?: TrustProxy;
  /** Chat lines per second per connection, and the burst allowed (default one line every 2 s, 5 at once). */
  chatRate?: { perSecond: number; burst: number };
  /** Hints per second per connection, and the burst allowed (default: the chat's). */
  hintRate?: { perSecond: number; burst: number };
}

interface SocketData {
  match: string;
  seat: number | null;
  /** The seat's generation when this connection was checked: a later claim or release of the seat ends it. */
  generation: number | undefined;
  /** The seat's credential, checked again before `leave` and `back` (the seat may have changed hands since). */
  credential: string | undefined;
  limit: RateLimit;
  /** Chat lines, on top of `limit`: a person types at most a few lines in a row. */
  chat: RateLimit;
  /** Hints, on top of `limit`, at the chat's pace: each one is a search on the bot workers. */
  hint: RateLimit;
}

const room = (id: string) => `m:${id}`;
const seatRoom = (id: string, seat: number | null) => (seat === null ? `m:${id}:s` : `m:${id}:${seat}`);
const SEAT_LOST = 'This seat was given up; join the match again.';

/** Who is connected to a match on one instance: seats with a connection, and spectators. */
export interface Tally {
  seats: boolean[];
  spectators: number;
}

/** This instance's part, from room sizes: O(seats), no socket is listed. */
function localTally(io: Server, id: string, players: number): Tally {
  const rooms = io.of('/').adapter.rooms;
  return {
    seats: Array.from({ length: players }, (_, seat) => (rooms.get(seatRoom(id, seat))?.size ?? 0) > 0),
    spectators: rooms.get(seatRoom(id, null))?.size ?? 0,
  };
}

function isTally(t: unknown, players: number): t is Tally {
  const x = t as Tally | null;
  return typeof x?.spectators === 'number' && Array.isArray(x.seats) && x.seats.length === players;
}

/**
 * Every instance's tally: this one's from its rooms, the others' asked for over the adapter (`presence-of`, one
 * answer per instance, each from its own room sizes). A peer that does not answer in time is left out.
 */
function clusterTally(io: Server, id: string, players: number, log: FastifyBaseLogger): Promise<Tally> {
  const mine = localTally(io, id, players);
  return new Promise((resolve) => {
    io.serverSideEmit('presence-of', id, players, (err: Error | null, answers: unknown[]) => {
      if (err) log.warn({ err, match: id }, 'an instance did not say who is connected');
      for (const t of answers ?? []) {
        if (!isTally(t, players)) continue;
        mine.spectators += t.spectators;
        t.seats.forEach((on, seat) => (mine.seats[seat] ||= on === true));
      }
      resolve(mine);
    });
  });
}

/**
 * Socket.IO rooms per match and per seat, as the match service's broadcaster. States go to this instance's own
 * connections only: with several instances each one sends its connections the state of every change it hears of
 * (its own moves, and peers' through `match-changed`), so a peer that dies between its commit and its broadcast
 * loses nobody a state, and each instance sends log deltas against what its own connections have.
 */
/** The `seats` event. */
interface SeatList {
  match: string;
  seats: unknown[];
  spectators: number;
}

/** The last seat list of each match with connections here: a new connection is sent it at once. */
type SeatLists = Map<string, SeatList>;

export function broadcaster(io: Server, clustered: boolean, log: FastifyBaseLogger, fanout = new Fanout(io), lists: SeatLists = new Map()): Broadcaster {
  return {
    wants: (id, seat, except) => {
      const members = io.sockets.adapter.rooms.get(seatRoom(id, seat));
      return (members?.size ?? 0) > (except !== undefined && members?.has(except) ? 1 : 0);
    },
    state: (id, seat, state, except) => fanout.send(seatRoom(id, seat), 'state', beforeStart(state), except),
    seats: (id, seats, spectators) => {
      const list = { match: id, seats, spectators };
      if (io.of('/').adapter.rooms.has(room(id))) lists.set(id, list);
      else lists.delete(id);
      fanout.send(room(id), 'seats', list);
      // Each instance writes to its own connections, in slices (see Fanout).
      if (clustered) io.serverSideEmit('seats-of', list);
    },
    tally: (id, players) => (clustered ? clusterTally(io, id, players, log) : Promise.resolve(localTally(io, id, players))),
    evict: (id, seat) => {
      // Out of the seat's rooms at once (on every instance), so no state of the seat's next holder reaches them;
      // told why, and disconnected once this turn's answers (a `leave`'s acknowledgement) have gone out.
      const holders = io.in(seatRoom(id, seat));
      holders.emit('failure', { code: 'seat-lost', message: SEAT_LOST });
      holders.socketsJoin(`${room(id)}:lost`);
      holders.socketsLeave([seatRoom(id, seat), room(id)]);
      setImmediate(() => io.in(`${room(id)}:lost`).disconnectSockets(true));
    },
    notifyPeers: (id) => {
      if (clustered) io.serverSideEmit('match-changed', id);
    },
  };
}

const refuse = (code: string, message: string): Result => ({ ok: false, code, message });
const CHAT_EVENTS = ['chat'];
const TOO_FAST = 'You are writing too fast: wait a few seconds before your next line.';

/**
 * Connections: the handshake names the match and, for a player, the seat and its credential. Events:
 * `move`, `undo`, `leave`, `back`, `sync`, `chat`, `hint`, each answered through the acknowledgement callback.
 */
export function attachSockets(io: Server, service: MatchService, opts: SocketOptions): void {
  const rate = opts.rate ?? { perSecond: 20, burst: 40 };
  const chatRate = opts.chatRate ?? { perSecond: 0.5, burst: 5 };
  const hintRate = opts.hintRate ?? chatRate;
  const cap = new ConnectionCap(opts.maxConnectionsPerIp ?? 200);
  const limits = { maxDepth: MAX_DEPTH, maxValues: MAX_VALUES, maxChars: MAX_MOVE_CHARS };
  const fanout = new Fanout(io);
  const lists: SeatLists = new Map();
  const histories = new ChatHistoryReads((id) => service.chatOf(id));
  service.setBroadcaster(broadcaster(io, opts.clustered, opts.log, fanout, lists));
  io.on('seats-of', (list: SeatList | null) => {
    if (typeof list?.match !== 'string' || !io.of('/').adapter.rooms.has(room(list.match))) return;
    lists.set(list.match, list);
    fanout.send(room(list.match), 'seats', list);
  });
  // A chat line said on another instance: sent to this instance's connections at the match.
  io.on('chat-of', (line: ChatLine | null) => {
    if (typeof line?.match === 'string' && io.of('/').adapter.rooms.has(room(line.match))) fanout.send(room(line.match), 'chat', line);
  });
  io.on('match-changed', (id: unknown) => {
    if (typeof id === 'string') service.peerChanged(id);
  });
  io.on('presence-of', (id: unknown, players: unknown, answer: unknown) => {
    if (typeof answer !== 'function') return;
    const ok = typeof id === 'string' && Number.isInteger(players) && (players as number) >= 0 && (players as number) <= 64;
    (answer as (t: Tally | null) => void)(ok ? localTally(io, id, players as number) : null);
  });

  io.use((socket, next) => {
    const fail = (code: string, message: string) => next(Object.assign(new Error(message), { data: { code, message } }));
    // The place is taken before the checks (a crowd's handshakes all count) and given back when the connection closes.
    const client = handshakeClient(socket.request, opts.trustProxy ?? false);
    if (!cap.take(client)) {
      opts.metrics?.rateLimited.inc({ where: 'connections' });
      return fail('too-many-connections', 'Too many connections from your address: close some tabs and try again.');
    }
    let held = true;
    const release = () => {
      if (held) cap.release(client);
      held = false;
    };
    socket.conn.once('close', release);
    const refused = (code: string, message: string) => {
      release();
      fail(code, message);
    };
    const parsed = authSchema.safeParse(socket.handshake.auth);
    if (!parsed.success) return refused('bad-request', `The handshake must be { match, seat?, credential?, key? }: ${parsed.error.issues[0]?.message ?? 'wrong shape'}.`);
    const { match, seat, credential, key } = parsed.data;
    (async () => {
      if (!(await service.exists(match))) return refused('no-such-match', `There is no match "${match}".`);
      let generation: number | undefined;
      if (seat !== undefined) {
        const held = await service.authorize(match, seat, credential);
        if (held === null) return refused('bad-credential', 'That credential does not hold this seat.');
        generation = held;
      } else {
        // A spectator of a private match shows its invitation or spectator key: its states and chat are the table's.
        const refusal = await service.checkWatcher(match, key).then(
          () => null,
          (e: unknown) => (e instanceof RuleError ? e : Promise.reject(e)),
        );
        if (refusal) return refused(refusal.code, refusal.message);
      }
      socket.data = { match, seat: seat ?? null, generation, credential, limit: new RateLimit(rate.perSecond, rate.burst), chat: new RateLimit(chatRate.perSecond, chatRate.burst), hint: new RateLimit(hintRate.perSecond, hintRate.burst) } satisfies SocketData;
      next();
    })().catch((e: unknown) => {
      opts.log.error({ err: e }, 'a connection could not be checked');
      refused('unavailable', 'The server could not check this connection; please try again.');
    });
  });

  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;
    const { match, seat, generation } = data;
    const bad = new BadInputLog(opts.log, { match, seat, connection: socket.id });
    void (async () => {
      if (seat !== null) await service.back(match, seat);
      // The full state must reach the socket before any broadcast: take it, then join and send in one tick
      // (joining a room is immediate in the adapters we use), then send it again if a move slipped in between.
      const state = await service.snapshot(match, seat);
      void socket.join([room(match), seatRoom(match, seat)]);
      if (state) socket.emit('state', state);
      // The table as last announced; the next list (this arrival counted) follows within a second.
      const list = lists.get(match);
      if (list) socket.emit('seats', list);
      // Another snapshot only if something was sent to the rooms before this socket joined them.
      const sent = service.announced(match);
      if (state && sent && (sent.seq !== state.seq || sent.status !== state.status)) {
        const now = await service.snapshot(match, seat);
        if (now) socket.emit('state', now);
      }
      // The chat's last lines, read after joining: a line said meanwhile may come twice (clients keep one per seq), never not at all.
      socket.emit('chat-history', { match, lines: await histories.get(match) });
      await service.presence(match);
    })().catch((e: unknown) => opts.log.error({ err: e, match }, 'a connection could not be set up'));

    socket.on('disconnect', () => {
      if (!io.of('/').adapter.rooms.has(room(match))) lists.delete(match);
      service.presence(match).catch((e: unknown) => opts.log.warn({ err: e, match }, 'could not update who is connected'));
    });

    const handle = (name: string, fn: (payload: unknown) => Promise<Result | unknown>) => {
      socket.on(name, (payload: unknown, ack?: unknown) => {
        const answer = typeof ack === 'function' ? (ack as (r: unknown) => void) : typeof payload === 'function' ? (payload as (r: unknown) => void) : () => {};
        const body = typeof payload === 'function' ? undefined : payload;
        if (!data.limit.take()) {
          opts.metrics?.rateLimited.inc({ where: 'socket' });
          return answer(refuse('rate-limited', 'Too many requests: slow down.'));
        }
        // Depth and size first: nothing below (zod, JSON.stringify, the game) may walk a message nested too deep.
        const problem = payloadProblem(body, limits);
        if (problem) {
          bad.note(name, problem);
          return answer(refuse('bad-request', `That message cannot be read: ${problem}.`));
        }
        fn(body).then(answer, (e: unknown) => {
          opts.log.error({ err: e, match, event: name }, 'a request failed');
          answer(refuse('server-error', 'Something went wrong on the server; the match is unchanged.'));
        });
      });
    };
    const badRequest = (event: string, message: string) => {
      bad.note(event, message);
      return refuse('bad-request', message);
    };
    const spectator = () => refuse('spectator', 'Spectators cannot act; join a seat to play.');
    const asPlayer = (run: (seat: number) => Promise<Result>) => async () => (seat === null ? spectator() : run(seat));
    /** `leave` and `back` change the seat itself: only while this connection's credential still holds it. */
    const asHolder = (run: (seat: number) => Promise<Result>) =>
      asPlayer(async (s) => ((await service.authorize(match, s, data.credential)) === generation ? run(s) : refuse('seat-lost', SEAT_LOST)));
    /** How a person's action is made: against the seat's generation this connection was checked with. */
    const by = (extra: { expectSeq?: number } = {}): SubmitOptions => Object.assign({ by: 'human' as const, answer: socket.id, generation }, extra);

    handle('move', async (payload) => {
      if (seat === null) return spectator();
      const parsed = moveMessage.safeParse(payload);
      if (!parsed.success) return badRequest('move', `A move message is { move, seq? }: ${parsed.error.issues[0]?.message ?? 'wrong shape'}.`);
      if (JSON.stringify(parsed.data.move ?? null).length > MAX_MOVE_CHARS) return badRequest('move', 'That move is too large.');
      const action: Action = { type: 'move', move: parsed.data.move };
      return service.submit(match, seat, action, by({ expectSeq: parsed.data.seq }));
    });
    handle('undo', async (payload) => {
      if (!emptyMessage.safeParse(payload).success) return badRequest('undo', 'An undo message carries nothing.');
      return asPlayer((s) => service.submit(match, s, { type: 'undo' }, by()))();
    });
    handle('resign', async (payload) => {
      if (!emptyMessage.safeParse(payload).success) return badRequest('resign', 'A resign message carries nothing.');
      return asPlayer((s) => service.submit(match, s, { type: 'resign' }, by()))();
    });
    handle('absent', async (payload) => {
      const parsed = timeOutMessage.safeParse(payload);
      if (!parsed.success) return badRequest('absent', "An absent message is { target, choice }: the seat whose clock ran out, and 'skip', 'end' or 'bot'.");
      return asPlayer((s) => service.submit(match, s, { type: 'timeout', ...parsed.data }, by()))();
    });
    handle('leave', async () => asHolder((s) => service.leaveConnected(match, s))());
    handle('back', async () =>
      asHolder(async (s) => {
        await service.back(match, s);
        return { ok: true, seq: (await service.snapshot(match, s))?.seq ?? 0 };
      })(),
    );
    handle('sync', async () => {
      const state = await service.snapshot(match, seat);
      return state ? { ok: true, state } : refuse('no-such-match', 'This match is gone.');
    });
    handle('chat', async (payload) => {
      const parsed = chatMessage.safeParse(payload);
      if (!parsed.success) return badRequest('chat', `A chat message is { text }: ${parsed.error.issues[0]?.message ?? 'wrong shape'}.`);
      // A refused line (empty, too long) costs nothing: only lines that would be kept count against the rate.
      const checked = checkLine(parsed.data.text);
      if (!checked.ok) return checked;
      if (!data.chat.take()) {
        opts.metrics?.rateLimited.inc({ where: 'chat' });
        return refuse('chat-rate-limited', TOO_FAST);
      }
      const said = await service.say(match, seat, parsed.data.text);
      if (!said.ok) return said;
      // Committed: everyone at the match hears it (the speaker too), here and on the other instances.
      fanout.send(room(match), 'chat', said.line);
      if (opts.clustered) io.serverSideEmit('chat-of', said.line);
      return { ok: true, seq: said.line.seq };
    });
    handle('hint', async (payload) => {
      if (!hintMessage.safeParse(payload).success) return badRequest('hint', 'A hint message carries nothing: send {}.');
      if (seat === null) return refuse('not-a-seat', 'Hints are for the seats: spectators cannot ask for one.');
      if (!data.hint.take()) {
        opts.metrics?.rateLimited.inc({ where: 'hint' });
        return refuse('rate-limited', 'Too many hints asked for: wait a few seconds.');
      }
      return service.hint(match, seat, generation);
    });
    socket.onAny((event: string) => {
      if (![...CHAT_EVENTS, 'move', 'undo', 'resign', 'absent', 'leave', 'back', 'sync', 'hint'].includes(event)) socket.emit('failure', { code: 'unknown-event', message: `Unknown event "${String(event).slice(0, 40)}".` });
    });
  });
}
