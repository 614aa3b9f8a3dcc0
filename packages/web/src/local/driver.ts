import { resignConsequence, type AnyGame, type LogLine, type Match, type MoveBy, type Seat } from '@ramparts/engine';
import type { MatchDriver, SeatInfo, ShownHint, TableState } from '../driver.ts';
import { HotSeat } from '../hotseat.ts';
import { botLabel } from '../app/bots.ts';
import { headlines, movesLog, type ResignationLog } from '../app/log.ts';
import { figureSeries, statesOf } from '../app/summary.ts';
import type { FigureSeries } from '../app/summary.ts';
import { motionSpeed, type MotionSpeed } from '../games/common/motion.tsx';
import type { BotRunner, HintRunner } from './bots.ts';
import { localMatch } from './rebuild.ts';
import { saveLocal, type LocalSave } from './store.ts';

export interface LocalOptions {
  run: BotRunner;
  /** Computes hints (the bots' worker); without it a hint is refused. */
  hint?: HintRunner;
  /** Shortest time a bot's move takes, so people can follow (ms); by default from the speed setting (`BOT_PACE`). */
  botPace?: number;
}

/** How long a bot's move stays in view before the next one, at each speed setting (ms): people follow at normal. */
export const BOT_PACE: Record<MotionSpeed, number> = { off: 0, normal: 900, fast: 350 };

/**
 * A match played in this browser: the engine's Match, hot-seat people and bots (in a worker). Every move is kept
 * in localStorage, so a reload continues where the game was.
 */
export class LocalDriver implements MatchDriver {
  private readonly match: Match;
  /** The setup's log as each seat (and a spectator, `-1`) may read it: plain text. */
  private readonly setupLog = new Map<Seat, string[]>();
  /** Each move's log lines, which say what is a headline and what a detail. */
  private moveLogs: LogLine[][] = [];
  /** Each resignation's lines, at its place among the moves. */
  private resignLogs: ResignationLog[] = [];
  /** Who looks at the table among the people here, and the hand-over between them. */
  private readonly hot: HotSeat;
  private thinking: { seq: number; seat: Seat } | null = null;
  private error: string | null = null;
  private listeners = new Set<() => void>();
  private state!: TableState;
  private closed = false;

  /** `game`: the save's game (games/rules.ts loads it). */
  constructor(
    private readonly save: LocalSave,
    game: AnyGame,
    private readonly opts: LocalOptions,
  ) {
    if (game.id !== save.game) throw new Error(`This table is a game of "${save.game}", not "${game.id}".`);
    this.match = localMatch(game, save, { move: (_seat, log) => this.moveLogs.push(log), resign: (at, seat, lines) => this.resignLogs.push({ at, seat, lines }) });
    // The setup's lines are the log's first ones: taken from a match of no moves, as each seat may read them.
    const setup = localMatch(game, { ...save, moves: [], resignations: [], hints: [] });
    for (let s = -1; s < save.players; s++) this.setupLog.set(s, setup.log(s < 0 ? null : s));
    // Hand the screen over only when seats see different things (hands); a deck hidden from everyone alike needs none.
    const views = Array.from({ length: save.players }, (_, s) => JSON.stringify(this.match.view(s)));
    this.hot = new HotSeat(this.humans(), game.kind.information === 'hidden' && new Set(views).size > 1, 0);
    this.refresh();
  }

  /** The seat shown: a person's here (or seat 0 when bots play every seat). */
  private get viewer(): Seat {
    return this.hot.viewer ?? 0;
  }

  get(): TableState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async play(move: unknown): Promise<void> {
    if (!this.isHuman(this.viewer)) throw new Error('It is not your seat.');
    // The person's own move: refused (`resigned`) once their seat is a bot's.
    this.apply(this.viewer, move, 'seat');
  }

  /** The seat shown resigns (or leaves a co-operative table): logged like a move, a bot of the table plays it from now on. */
  async resign(): Promise<void> {
    const seat = this.viewer;
    if (!this.isHuman(seat) || this.hot.hidden) throw new Error('It is not your seat.');
    const r = this.match.resign(seat);
    this.resignLogs.push({ at: r.at, seat, lines: r.log });
    this.save.resignations = this.match.resignations().map((x) => ({ ...x }));
    this.save.finished = !!this.match.outcome();
    this.error = null;
    this.persist();
    this.refresh();
  }

  async undo(): Promise<void> {
    this.match.undo(this.viewer);
    this.moveLogs.pop();
    this.save.moves = this.match.moves().map((m) => ({ ...m }));
    this.persist();
    this.refresh();
  }

  reveal(): void {
    this.hot.reveal();
    this.refresh();
  }

  /** Hot-seat: play as another person's seat (in a free-order phase, several may act). */
  sitAt(seat: Seat): void {
    if (this.hot.sitAt(seat)) this.refresh();
  }

  /**
   * The bot's three best moves for the seat shown (computed in the bots' worker from that seat's view): refused when
   * the table does not allow hints or the seat may not act now. The use is recorded first (the save and the Match).
   */
  async hint(): Promise<ShownHint[]> {
    const m = this.match;
    const seat = this.viewer;
    if (!this.save.hintsAllowed) throw new Error('Hints are off at this table: tick “Allow hints” when starting a game.');
    if (!this.opts.hint) throw new Error('Hints cannot be computed here.');
    if (m.outcome()) throw new Error('The game is over.');
    if (!this.isHuman(seat) || this.hot.hidden || !m.actors().includes(seat)) throw new Error('A hint is for your own turn.');
    const at = m.moveCount;
    this.save.hints = [...(this.save.hints ?? []), { seat, at }];
    m.noteHint(seat, at);
    this.persist();
    this.refresh();
    const found = await this.opts.hint({ game: this.save.game, players: this.save.players, options: this.save.options, seed: this.save.seed, moves: this.save.moves.slice(0, at), resignations: this.save.resignations, seat, hintSeed: `${this.save.seed}:hint:${seat}:${at}`, ...(this.save.variant ? { variant: this.save.variant } : {}) });
    if (m.moveCount !== at) throw new Error('The game moved on before the hint was ready: ask again.');
    return found.map((h) => ({ move: h.move, chance: h.chance, text: m.game.describeMove(m.state, seat, h.move) }));
  }

  async figures(): Promise<FigureSeries[]> {
    return figureSeries(this.match.game, statesOf(this.match.game, { players: this.save.players, options: this.save.options, seed: this.save.seed }, this.match.moves(), this.match.resignations()));
  }

  close(): void {
    this.closed = true;
    this.listeners.clear();
  }

  private humans(): Seat[] {
    return this.save.seats.flatMap((s, i) => (s.kind === 'bot' ? [] : [i]));
  }

  private isHuman(seat: Seat): boolean {
    return this.save.seats[seat]?.kind !== 'bot';
  }

  /** A bot plays this seat: a bot's seat, or a person's who resigned or left. */
  private botPlays(seat: Seat): boolean {
    return !this.isHuman(seat) || this.match.hasResigned(seat);
  }

  /** The bot that plays a seat whose person resigned or left: the table's own level (its first bot's), else normal. */
  private standIn(): string {
    return this.save.seats.find((s) => s.kind === 'bot')?.bot ?? 'normal';
  }

  private apply(seat: Seat, move: unknown, by: MoveBy): void {
    this.moveLogs.push(this.match.play(seat, move, by).log);
    this.error = null;
    this.save.moves = this.match.moves().map((m) => ({ ...m }));
    this.save.finished = !!this.match.outcome();
    this.persist();
    this.refresh();
  }

  private persist(): void {
    saveLocal(this.save);
  }

  /** Picks who looks at the table, asks a bot when one must act, and tells the listeners. */
  private refresh(): void {
    const actors = this.match.actors();
    // The people here follow their own turns; a seat that resigned is the bots' to play.
    this.hot.follow(actors.filter((a) => !this.match.hasResigned(a)));
    const botActors = actors.filter((a) => this.botPlays(a));
    if (botActors.length > 0 && !this.thinking && !this.closed) this.askBot(botActors[0]);
    this.state = this.build();
    for (const l of this.listeners) l();
  }

  private askBot(seat: Seat): void {
    const seq = this.match.moveCount;
    this.thinking = { seq, seat };
    const spec = this.isHuman(seat) ? this.standIn() : (this.save.seats[seat].bot ?? 'random');
    const started = Date.now();
    const pace = this.opts.botPace ?? BOT_PACE[motionSpeed()];
    this.opts
      .run({
        game: this.save.game,
        players: this.save.players,
        options: this.save.options,
        seed: this.save.seed,
        moves: this.save.moves,
        resignations: this.save.resignations,
        seat,
        bot: spec,
        botSeed: `${this.save.seed}:${seat}:${seq}`,
        ...(this.save.variant ? { variant: this.save.variant } : {}),
      })
      .then(
        async (move) => {
          const wait = pace - (Date.now() - started);
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          if (this.closed) return;
          this.thinking = null;
          if (this.match.moveCount !== seq || !this.match.actors().includes(seat)) return this.refresh();
          try {
            this.apply(seat, move, 'stand-in');
          } catch (e) {
            this.error = `The bot of ${this.match.seatName(seat)} failed: ${e instanceof Error ? e.message : String(e)}`;
            this.refresh();
          }
        },
        (e: unknown) => {
          if (this.closed) return;
          this.thinking = null;
          this.error = `The bot of ${this.match.seatName(seat)} failed: ${e instanceof Error ? e.message : String(e)}`;
          this.state = this.build();
          for (const l of this.listeners) l();
        },
      );
  }

  private build(): TableState {
    const m = this.match;
    const seat = this.viewer;
    const outcome = m.outcome();
    const hidden = this.hot.hidden;
    // Bots in every seat: the table is watched as a spectator would (no seat of "you", no moves to offer) (#31).
    const watched = this.humans().length === 0;
    const blind = hidden || watched;
    const seats: SeatInfo[] = this.save.seats.map((s, i) => ({
      seat: i,
      role: m.seatName(i),
      name: s.kind === 'bot' ? botLabel(s.bot ?? 'random') : s.name,
      kind: s.kind,
      connected: true,
    }));
    const gone = m.hasResigned(seat);
    const moves = blind || gone ? [] : m.legalMoves(seat).map((move) => ({ move, text: m.game.describeMove(m.state, seat, move) }));
    const others = seats.filter((s) => s.seat !== seat && !m.hasResigned(s.seat)).map((s) => s.role);
    const botActing = this.thinking ? `${m.seatName(this.thinking.seat)} (a bot) is thinking…` : null;
    // Hidden information: another seat's move is not shown (it may name a card from a hand), only the viewer's own.
    const perfect = m.game.kind.information !== 'hidden';
    const played = m.moves().map((x) => (perfect || (!blind && x.seat === seat) ? { seat: x.seat, move: x.move } : null));
    return {
      game: this.save.game,
      seq: m.moveCount,
      status: outcome ? 'finished' : 'live',
      seat: watched ? null : seat,
      view: blind ? m.view(null) : m.view(seat),
      moves,
      actors: m.actors(),
      sittable: this.hot.sittable(m.actors(), !!outcome),
      outcome,
      canUndo: !blind && m.canUndo(seat),
      log: [
        ...headlines(this.setupLog.get(blind ? -1 : seat) ?? []),
        ...movesLog(
          m.moves().map((x, i) => ({ seat: x.seat, lines: this.moveLogs[i] ?? [] })),
          blind ? null : seat,
          this.resignLogs,
        ),
      ],
      seats,
      clocks: null,
      notice: this.error ?? botActing,
      handOver: hidden && !outcome ? seat : null,
      replay: outcome ? `#/replay/local/${this.save.id}` : null,
      lastMove: played.at(-1) ?? null,
      played,
      hintsAllowed: !!this.save.hintsAllowed,
      hintsUsed: [...(this.save.hints ?? [])],
      resigned: m.resignations().map((r) => r.seat),
      cooperative: m.playKind() === 'cooperative',
      resign: outcome || hidden || gone || !this.isHuman(seat) || m.players === 1 ? null : { leave: m.playKind() === 'cooperative', consequence: resignConsequence(m.playKind(), others) },
    };
  }
}
