import { playKindOf, resignConsequence, type AnyGame, type Seat } from '@ramparts/engine';
import { io, type Socket } from 'socket.io-client';
import type { HintUse, MatchDriver, SeatInfo, ShownHint, TableState } from '../driver.ts';
import type { AbsentChoice, TurnBased } from '../app/turnBased.ts';
import { botLabel } from '../app/bots.ts';
import { headlines } from '../app/log.ts';
import { HotSeat } from '../hotseat.ts';
import { figureSeries, type FigureSeries } from '../app/summary.ts';
import { buildReplay } from '../app/replay.ts';
import { onlyGame } from '../games/rules.ts';
import { ChatChannel } from './chat.ts';
import { forgetCredential, getRecord, matchKeyFor, type Credential, type MatchSummary, type ServerSeat } from './api.ts';

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
  /** The move that led here, when this seat may know it (every seat in a perfect-information game, else the mover's own). */
  last?: { seat: number; move: unknown } | null;
  /** The hints asked for so far at this table, by whom and when (public). */
  hintsUsed?: HintUse[];
  /** The seats that resigned (or left a co-operative table for good), in order. */
  resigned?: number[];
  /** The match's settings, where the server sends them: `turnBased` its pace (#30). */
  settings?: { turnBased?: TurnBased | null };
}

/** The `hint` event's answer: the seat's three best moves in words with their chances, or why not. */
export type HintAck = { ok: true; hints: ShownHint[] } | { ok: false; code: string; message: string };

type Ack = { ok: true; seq: number; state?: ServerState } | { ok: false; code: string; message: string };

/** One Socket.IO connection: a seat this browser holds (its credential), or a spectator's (seat null). */
interface Connection {
  seat: Seat | null;
  socket: Socket;
  /** The newest state this connection got (the highest `seq`). */
  state: ServerState | null;
  /** When `state` came (Date.now()): its clocks were measured then. */
  at: number;
  log: string[];
  connected: boolean;
  /** It has been connected once: a lost connection is said as such, not as the first connecting. */
  seen: boolean;
  problem: string | null;
}

/**
 * A match on the server: Socket.IO with reconnection; the same interface as the local driver. This browser may hold
 * several seats (people at one screen, hot-seat): one connection per seat, each with its credential, the table
 * showing one of them at a time (`HotSeat`, as the local driver). A spectator's connection shows the table when
 * nobody here holds a seat, and while the screen is handed over in a game with hidden information.
 */
export class OnlineDriver implements MatchDriver {
  private readonly connections: Connection[] = [];
  private readonly hot: HotSeat;
  private listeners = new Set<() => void>();
  private state!: TableState;
  private serverSeats: (ServerSeat & { connected?: boolean })[];
  private readonly seatName: (i: number) => string;
  /** People watching without a seat (the server counts them; null until it has said). */
  private spectators: number | null = null;
  private closed = false;
  /** The table chat, over these same connections (app/Chat.tsx finds it here). */
  readonly chat: ChatChannel;

  /** `game`: the match's game (games/rules.ts loads it). */
  constructor(
    private readonly summary: MatchSummary,
    private readonly game: AnyGame,
    credentials: readonly Credential[],
    private readonly url?: string,
  ) {
    this.serverSeats = summary.seats;
    // Lines go out on the connection of the seat shown, else on any connected one (a spectator's).
    this.chat = new ChatChannel(summary.id, () => (this.connection(this.hot.viewer) ?? this.connections.find((c) => c.connected))?.socket);
    this.seatName = (i: number) => game.seatName(summary.players, summary.options, i);
    const mine = credentials.filter((c, i) => credentials.findIndex((x) => x.seat === c.seat) === i);
    this.hot = new HotSeat(
      mine.map((c) => c.seat),
      game.kind.information === 'hidden',
    );
    for (const c of mine) this.connect(c.seat, { match: summary.id, seat: c.seat, credential: c.credential });
    // A spectator of a private match shows its invitation or spectator key.
    const key = matchKeyFor(summary.id);
    if (mine.length === 0 || this.hot.handOver) this.connect(null, { match: summary.id, ...(key ? { key } : {}) });
    this.refresh();
  }

  get(): TableState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  play(move: unknown): Promise<void> {
    const c = this.acting();
    if (!c) return Promise.reject(new Error('You do not play a seat here.'));
    return this.request(c, 'move', { move, seq: c.state?.seq ?? 0 });
  }

  undo(): Promise<void> {
    const c = this.acting();
    if (!c) return Promise.reject(new Error('You do not play a seat here.'));
    return this.request(c, 'undo', undefined);
  }

  /** The seat shown resigns (or leaves a co-operative table for good): the `resign` event on its connection. */
  resign(): Promise<void> {
    const c = this.acting();
    if (!c) return Promise.reject(new Error('You do not play a seat here.'));
    return this.request(c, 'resign', {});
  }

  /**
   * Turn-based (#30): the `absent` event, on the connection of a seat held here other than `target` (the one shown
   * when it may): what follows for a seat whose clock ran out. A refusal is thrown with the server's sentence.
   */
  absent(target: Seat, choice: AbsentChoice): Promise<void> {
    const held = this.connections.filter((c) => c.seat !== null && c.seat !== target);
    const c = held.find((x) => x.seat === this.hot.viewer) ?? held.find((x) => x.connected) ?? held[0];
    if (!c) return Promise.reject(new Error('Only a player at this table may choose this.'));
    return this.request(c, 'absent', { target, choice });
  }

  reveal(): void {
    this.hot.reveal();
    this.refresh();
  }

  /** Hot-seat: play another of the seats this browser holds (in a free-order phase, several may act). */
  sitAt(seat: Seat): void {
    if (this.hot.sitAt(seat)) this.refresh();
  }

  /** The `back` event on each connection of a seat here that a bot is playing for; then its state afresh. */
  async takeBack(): Promise<void> {
    const away = this.connections.filter((c) => c.seat !== null && this.serverSeats.some((x) => x.seat === c.seat && x.away));
    for (const c of away) {
      await this.request(c, 'back', undefined);
      // Said at once (the seats event follows, batched): the person's moves come back without waiting for it.
      this.serverSeats = this.serverSeats.map((x) => (x.seat === c.seat ? { ...x, away: false } : x));
      this.refresh();
      await this.request(c, 'sync', undefined);
    }
  }

  /**
   * The bot's three best moves for the seat shown: the `hint` event on that seat's connection. A refusal (hints-off,
   * not-your-turn, busy, rate-limited …) is thrown with the server's sentence.
   */
  hint(): Promise<ShownHint[]> {
    const c = this.acting();
    if (!c) return Promise.reject(new Error('You do not play a seat here.'));
    if (!c.connected) return Promise.reject(new Error('Not connected to the server: wait a moment and try again.'));
    return new Promise((resolve, reject) => {
      c.socket.timeout(30_000).emit('hint', {}, (err: Error | null, r: HintAck) => {
        if (err) return reject(new Error('The server did not answer in time.'));
        if (!r || typeof r !== 'object') return reject(new Error('The server sent no hint.'));
        if (!r.ok) return reject(new Error(r.message || `No hint (${r.code}).`));
        resolve(r.hints.map((h) => ({ move: h.move, chance: Number(h.chance), text: String(h.text) })));
      });
    });
  }

  /** The summary's figures, from the match's record (fetched once the match is over). */
  async figures(): Promise<FigureSeries[]> {
    const replay = buildReplay(await getRecord(this.summary.id), onlyGame(this.game));
    return figureSeries(replay.game, replay.states);
  }

  close(): void {
    this.closed = true;
    this.listeners.clear();
    for (const c of this.connections) c.socket.close();
  }

  private connect(seat: Seat | null, auth: Record<string, unknown>): void {
    const socket = io(this.url ?? '', { auth, transports: ['websocket', 'polling'], reconnectionDelay: 500, reconnectionDelayMax: 4000, forceNew: true });
    const c: Connection = { seat, socket, state: null, at: 0, log: [], connected: false, seen: false, problem: null };
    this.connections.push(c);
    socket.on('connect', () => {
      c.connected = true;
      c.seen = true;
      c.problem = null;
      this.refresh();
    });
    socket.on('disconnect', () => {
      c.connected = false;
      this.refresh();
    });
    socket.on('connect_error', (err: Error & { data?: { code?: string; message?: string } }) => {
      c.problem = err.data?.message ?? 'The server cannot be reached; trying again…';
      this.refresh();
    });
    socket.on('state', (s: ServerState) => this.onState(c, s));
    this.chat.listen(socket);
    // The seat was freed or given to someone else: the server says so, then disconnects this connection for good.
    socket.on('failure', (f: { code?: string; message?: string }) => {
      if (f.code !== 'seat-lost' || seat === null) return;
      c.problem = f.message ?? 'This seat was given up; join the match again.';
      forgetCredential(this.summary.id, seat);
      this.refresh();
    });
    socket.on('seats', (m: { seats: ServerSeat[]; spectators?: number }) => {
      this.serverSeats = m.seats;
      if (typeof m.spectators === 'number') this.spectators = m.spectators;
      this.refresh();
    });
  }

  private connection(seat: Seat | null): Connection | undefined {
    return this.connections.find((c) => c.seat === seat);
  }

  /** The connection of the seat played now, when its view is shown. */
  private acting(): Connection | undefined {
    if (this.hot.viewer === null || this.hot.hidden) return undefined;
    return this.connection(this.hot.viewer);
  }

  private request(c: Connection, event: string, payload: unknown): Promise<void> {
    return new Promise((resolve, reject) => {
      if (!c.connected) return reject(new Error('Not connected to the server: wait a moment and try again.'));
      // An accepted move's acknowledgement carries this seat's new state (the broadcast skips this connection).
      const ack = (r: Ack) => {
        if (r.ok && r.state) this.onState(c, r.state);
        return r.ok ? resolve() : reject(new Error(r.message));
      };
      const answer = (err: Error | null, r: Ack) => (err ? reject(new Error('The server did not answer in time.')) : ack(r));
      if (payload === undefined) c.socket.timeout(10_000).emit(event, answer);
      else c.socket.timeout(10_000).emit(event, payload, answer);
    });
  }

  private onState(c: Connection, s: ServerState): void {
    if (c.state && s.seq < c.state.seq) return; // an older state overtaken by a newer one
    c.log = [...c.log.slice(0, s.log.from), ...s.log.lines];
    c.state = s;
    c.at = Date.now();
    this.refresh();
  }

  /** The newest state of any connection: who acts, the outcome and the clocks are the same for every seat. */
  private newest(): Connection | null {
    let best: Connection | null = null;
    for (const c of this.connections) if (c.state && (!best || c.state.seq > best.state!.seq)) best = c;
    return best;
  }

  /** Follows the acting seat, builds the table's state and tells the listeners. */
  private refresh(): void {
    if (this.closed) return;
    const newest = this.newest();
    const latest = newest?.state ?? null;
    if (latest) this.hot.follow(latest.actors);
    const viewer = this.hot.viewer;
    const hidden = this.hot.hidden;
    const own = this.connection(viewer);
    // While the screen is handed over, the spectators' view: nobody's hidden information.
    const shown = hidden ? this.connection(null) : own;
    const s = shown?.state ?? null;
    const status: TableState['status'] = latest ? (latest.status === 'finished' || latest.outcome ? 'finished' : latest.status === 'open' ? 'open' : 'live') : this.summary.status === 'expired' ? 'finished' : this.summary.status;
    const outcome = latest?.outcome ?? null;
    const actors = latest?.actors ?? [];
    const resigned = latest?.resigned ?? [];
    const seats: SeatInfo[] = this.serverSeats.map((x) => {
      const here = this.connection(x.seat);
      const first = x.seat === this.hot.mine[0];
      const name = x.kind === 'bot' ? botLabel(x.bot ?? 'mcts') : here ? `${first ? 'You' : 'At this screen'}${x.name ? ` (${x.name})` : ''}` : x.taken ? x.name || 'A friend' : 'Waiting for a player…';
      return {
        seat: x.seat,
        role: this.seatName(x.seat),
        name,
        kind: x.kind === 'bot' ? 'bot' : here ? (first ? 'me' : 'hotseat') : 'human',
        connected: x.kind === 'bot' ? true : here ? here.connected : (x.connected ?? x.taken),
        // A seat that resigned is the bot's for good: not "away" (nothing to take back).
        away: x.away && !resigned.includes(x.seat),
        person: here && first ? 'you' : x.name || this.seatName(x.seat),
        outOfTime: x.outOfTime === true,
      };
    });
    // While a bot plays for the seat shown, its moves are the bot's to make: offering them would only be refused.
    const gone = viewer !== null && resigned.includes(viewer);
    const away = viewer !== null && !gone && this.serverSeats.some((x) => x.seat === viewer && x.away);
    const kind = playKindOf(this.game, this.summary.options);
    const others = this.serverSeats.filter((x) => x.seat !== viewer && !resigned.includes(x.seat)).map((x) => this.seatName(x.seat));
    const mine = this.connections.filter((c) => c.seat !== null || this.hot.mine.length === 0);
    const problem = mine.find((c) => c.problem)?.problem ?? null;
    const down = mine.filter((c) => !c.connected);
    const notice =
      problem ?? (down.some((c) => c.seen) ? 'Connection lost: reconnecting…' : down.length > 0 ? 'Connecting…' : status === 'open' ? 'Waiting for every seat to be taken: share the link.' : null);
    this.state = {
      game: this.summary.game,
      seq: latest?.seq ?? 0,
      status,
      seat: viewer,
      view: s?.view ?? null,
      moves: hidden || away || !s ? [] : s.moves,
      actors,
      sittable: this.hot.sittable(actors, status === 'finished'),
      outcome,
      canUndo: !hidden && !away && !!s?.canUndo,
      log: headlines(shown?.log ?? []),
      seats,
      clocks: latest?.clocks ? { remaining: latest.clocks.remaining, running: latest.clocks.running, at: newest!.at } : null,
      notice,
      handOver: hidden && viewer !== null && !outcome ? viewer : null,
      replay: outcome ? `#/replay/match/${this.summary.id}` : null,
      lastMove: s?.last ?? null,
      hintsAllowed: this.summary.settings?.hints === true,
      hintsUsed: latest?.hintsUsed ?? [],
      resigned,
      turnBased: latest?.settings?.turnBased ?? this.summary.settings?.turnBased ?? null,
      cooperative: kind === 'cooperative',
      resign: viewer === null || hidden || gone || status !== 'live' || !own || this.summary.players === 1 ? null : { leave: kind === 'cooperative', consequence: resignConsequence(kind, others) },
      ...(this.spectators !== null ? { watching: this.spectators } : {}),
    };
    for (const l of this.listeners) l();
  }
}

