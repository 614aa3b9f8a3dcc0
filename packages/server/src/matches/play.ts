import { RuleError, type LogLine, type Seat } from '@ramparts/engine';
import type { EntryRow } from '../store/store.ts';
import type { Live } from './cache.ts';
import { timedOut } from './clock.ts';
import type { Presence } from './presence.ts';
import { error, type Action, type Hub, type Result, type SeatState, type SubmitOptions, type TimeOutAction } from './types.ts';

/** What an entry keeps beside its kind: a move, or whose time ran out and what the table chose. */
function entryMove(action: Action): string | null {
  if (action.type === 'move') return JSON.stringify(action.move);
  if (action.type === 'timeout') return JSON.stringify({ target: action.target, choice: action.choice });
  return null;
}

/** Why the table may not choose about `target` now (the clock is the server's to judge; the rest is the engine's). */
function timeOutProblem(lm: Live, by: Seat, action: TimeOutAction, now: number): Result | null {
  if (!lm.settings.turnBased) return error('not-turn-based', 'This match is played in real time: a bot takes over for an absent player by itself.');
  if (!lm.clocks) return error('no-limit', 'This turn-based match has no time limit: nobody runs out of time, so there is nothing to choose.');
  if (!lm.seats[action.target]) return error('no-such-seat', `There is no seat ${String(action.target)} at this table.`);
  if (action.target === by) return error('own-seat', 'Your own clock is yours to answer: just play.');
  if (!timedOut(lm, action.target, now)) return error('time-left', `${lm.match.seatName(action.target)} still has time to play.`);
  return null;
}

const SEAT_LOST = 'This seat was given up; join the match again.';
const UNSAVED = 'The move could not be saved; please try again.';

/**
 * Play: every move and undo goes through one path — validate on the cached `Match`, commit the entry
 * `(match_id, seq)`, then acknowledge and broadcast each seat its own state.
 */
export class Play {
  constructor(
    private readonly hub: Hub,
    private readonly presence: Presence,
    /** Called after every change this instance announces (bots, clocks, the end of the match). */
    private readonly afterChange: (lm: Live) => void,
  ) {}

  /**
   * Plays a move or an undo for a seat. `expectSeq` refuses the action if the match has moved on (bots use it);
   * `by: 'bot'` only acts for seats a bot controls, a person's action on a seat a bot was playing for them hands
   * it back.
   */
  async submit(id: string, seat: Seat, action: Action, opts: SubmitOptions): Promise<Result> {
    const arrived = performance.now();
    return (await this.hub.cache.use(id, (lm) => this.run(lm, seat, action, opts, arrived))) ?? error('no-such-match', `There is no match "${id}".`);
  }

  private async run(lm: Live, seat: Seat, action: Action, opts: SubmitOptions, arrived: number): Promise<Result> {
    const { cache, store, broadcaster, settings } = this.hub;
    for (let attempt = 0; attempt < 5; attempt++) {
      if (lm.row.status !== 'live') {
        await cache.refresh(lm);
        if (lm.row.status === 'open') return error('not-started', 'The match starts when every seat is taken.');
        if (lm.row.status === 'finished') return error('game-over', 'The game is over: no more moves can be made.');
        if (lm.row.status !== 'live') return error('match-expired', 'This match expired before every seat was taken: start a new one.');
      }
      if (opts.by === 'human' && opts.generation !== undefined && lm.seats[seat]?.generation !== opts.generation) {
        // The seat was freed or claimed again since this connection was checked (another instance may have done it).
        if (settings.clustered) await cache.refresh(lm);
        if (lm.seats[seat]?.generation !== opts.generation) return error('seat-lost', SEAT_LOST);
      }
      const s = lm.seats[seat];
      if (!s) return error('no-such-seat', `There is no seat ${String(seat)} at this table.`);
      const resigned = lm.match.hasResigned(seat);
      if (opts.by === 'bot' && (action.type !== 'move' || !(s.kind === 'bot' || s.away || resigned))) return error('stale', 'A person holds this seat now.');
      // A seat that resigned stays the bot's: its person's actions are refused before anything changes (not even "back").
      if (opts.by === 'human' && resigned) return error('resigned', lm.match.playKind() === 'cooperative' ? 'You left this table: a bot plays your seat now.' : 'You resigned: a bot plays your seat now, or the game is over.');
      if (opts.expectSeq !== undefined && opts.expectSeq !== lm.seq && settings.clustered) await this.catchUp(lm);
      if (opts.expectSeq !== undefined && opts.expectSeq !== lm.seq) return error('stale', 'The match has moved on since.');
      if (opts.by === 'human' && s.away && action.type !== 'resign') await this.presence.returned(lm, seat);
      const actorsBefore = lm.match.actors();
      let lines: LogLine[] = [];
      try {
        if (action.type === 'move') lines = lm.match.play(seat, action.move, resigned ? 'stand-in' : 'seat').log;
        else if (action.type === 'resign') lines = lm.match.resign(seat).log;
        else if (action.type === 'timeout') {
          const problem = timeOutProblem(lm, seat, action, Date.now());
          if (problem) return problem;
          lines = lm.match.timeOut(action.target, seat, action.choice).log;
        }
        else if (lm.settings.rated) return error('rated-no-undo', 'This match is rated: a move cannot be taken back.');
        else lm.match.undo(seat);
      } catch (e) {
        if (e instanceof RuleError) return error(e.code, e.message);
        throw e;
      }
      // The cached match is ahead of the log until the commit answers: this job holds the queue meanwhile, and if
      // the commit fails the next job rebuilds the match from the log before reading it (`dirty`).
      lm.dirty = true;
      const now = Date.now();
      const clocks = lm.clocks ? lm.clocks.after(seat, now, action.type === 'move') : null;
      const outcome = lm.match.outcome();
      const entry: EntryRow = { match_id: lm.id, seq: lm.seq + 1, seat, kind: action.type, move: entryMove(action), clocks: clocks ? JSON.stringify(clocks) : null, at: now };
      let won: boolean;
      try {
        won = await store.append({ entry, ...(outcome ? { finish: { status: 'finished', outcome: JSON.stringify(outcome) } } : {}) });
      } catch (e) {
        this.hub.log.error({ err: e, match: lm.id }, 'could not commit an entry');
        return this.undone(lm);
      }
      if (!won) {
        // Another instance wrote this seq first: take its entries from the log and validate again.
        try {
          await cache.rebuild(lm);
        } catch (e) {
          this.hub.log.error({ err: e, match: lm.id }, 'could not read the log after a lost commit race');
          return error('unavailable', UNSAVED);
        }
        continue;
      }
      lm.dirty = false;
      lm.seq = entry.seq;
      this.hub.metrics?.moves.inc({ game: lm.game.id });
      this.hub.metrics?.commitSeconds.observe((performance.now() - arrived) / 1000);
      if (lm.clocks && clocks) {
        // The next turn's clock starts at the entry's time, as a rebuild from the log would have it.
        lm.clocks.commit(clocks, seat);
        lm.clocks.actorsAre(outcome ? [] : lm.match.actors(), entry.at);
      }
      if (outcome) {
        lm.row.status = 'finished';
        lm.row.outcome = JSON.stringify(outcome);
      }
      const answer = this.changed(lm, action.type === 'undo' ? null : lines, opts.answer === undefined ? undefined : { seat, connection: opts.answer });
      // Notices (#30) are queued, never waited for: whose turn it became, or that the match ended.
      this.hub.notices?.committed(lm, actorsBefore, seat);
      // Skipped or left to a bot: the takeover bot plays the absent seat until its person acts again.
      if (action.type === 'timeout' && action.choice !== 'end') await this.presence.markAway(lm, action.target);
      if (action.type === 'resign' || action.type === 'timeout') this.hub.afterSeats(lm);
      broadcaster.notifyPeers(lm.id);
      return answer ? { ok: true, seq: entry.seq, state: answer } : { ok: true, seq: entry.seq };
    }
    return error('busy', 'The match is busy; please try again.');
  }

  /** A commit failed: the match goes back to what the log says (now, or before the next job if the log cannot be read). */
  private async undone(lm: Live): Promise<Result> {
    await this.hub.cache.rebuild(lm).catch((e: unknown) => this.hub.log.warn({ err: e, match: lm.id }, 'could not rebuild a match after a failed commit'));
    return error('unavailable', UNSAVED);
  }

  /** The full state for a seat or a spectator (a joining client, a resync). */
  async snapshot(id: string, seat: Seat | null): Promise<SeatState | undefined> {
    const { cache, settings } = this.hub;
    return cache.use(id, async (lm) => {
      if (settings.clustered) await this.catchUp(lm);
      return this.stateFor(lm, seat, 0);
    });
  }

  /** The seq and status last sent to this instance's connections (a cached match; no queue: a plain read). */
  announced(id: string): { seq: number; status: string } | undefined {
    return this.hub.cache.get(id)?.announced;
  }

  /** Another instance changed a match: bring the cache up to date and tell this instance's connections. */
  peerChanged(id: string): void {
    const { cache } = this.hub;
    const lm = cache.get(id);
    if (!lm) return;
    cache
      .enqueue(lm, async () => {
        await this.catchUp(lm);
        this.hub.schedule(lm);
      })
      .catch((e: unknown) => this.hub.log.warn({ err: e, match: id }, 'could not refresh a match'));
  }

  /**
   * Reads the entries other instances wrote since the cached seq and, if this instance's connections have not
   * been sent the state they lead to (the cache may also have moved on in a lost race), sends it, with the whole
   * log: what they last got may be from before a rebuild.
   */
  async catchUp(lm: Live): Promise<void> {
    await this.hub.cache.refresh(lm);
    if (lm.seq !== lm.announced.seq || lm.row.status !== lm.announced.status) this.changed(lm, null);
    else if (lm.hints.length !== lm.hintsSent) this.changed(lm, []);
  }

  /**
   * Sends everyone the new state (`lines`: the new log lines, or null to resend the whole log). The state of
   * `answer`'s seat is returned for its connection's acknowledgement (one message instead of two) and
   * broadcast only to that seat's other connections.
   */
  changed(lm: Live, lines: LogLine[] | null, answer?: { seat: Seat; connection: string }): SeatState | undefined {
    const { broadcaster } = this.hub;
    const now = Date.now();
    lm.clocks?.actorsAre(lm.row.status === 'live' ? lm.match.actors() : [], now);
    lm.announced = { seq: lm.seq, status: lm.row.status };
    lm.hintsSent = lm.hints.length;
    const out: [Seat | null, SeatState][] = [];
    let answered: SeatState | undefined;
    for (let seat = 0; seat <= lm.row.players; seat++) {
      const who = seat === lm.row.players ? null : seat;
      const mover = answer !== undefined && answer.seat === who;
      const others = broadcaster.wants(lm.id, who, mover ? answer.connection : undefined);
      if (!mover && !others) {
        lm.logLen[seat] = -1;
        continue;
      }
      let state: SeatState;
      const known = lm.logLen[seat];
      if (lines && known !== undefined && known >= 0) {
        const mine = lines.filter((l) => !l.to || (who !== null && l.to.includes(who))).map((l) => l.text);
        state = this.stateFor(lm, who, -1, { from: known, lines: mine });
      } else state = this.stateFor(lm, who, 0);
      if (mover) answered = state;
      if (others) out.push([who, state]);
    }
    // Computed now, sent just after: the mover's acknowledgement goes out first.
    const except = answer?.connection;
    if (out.length > 0) setImmediate(() => out.forEach(([who, state]) => broadcaster.state(lm.id, who, state, who === answer?.seat ? except : undefined)));
    this.afterChange(lm);
    return answered;
  }

  /**
   * The move that led to the match's state, for every seat and the spectators in a perfect-information game.
   * Where information is hidden, for nobody: even the mover's own move may name a card now in another's hand (a
   * card played at a seat, taken into its hand), which the leak test rightly counts as seeing that hand.
   */
  private lastFor(lm: Live): SeatState['last'] {
    const m = lm.match;
    if (m.moveCount === 0) return null;
    let known = lastMoves.get(m);
    if (!known || known.count !== m.moveCount) {
      const move = m.moves().at(-1)!;
      known = { count: m.moveCount, move: { seat: move.seat, move: move.move } };
      lastMoves.set(m, known);
    }
    return lm.game.kind.information === 'hidden' ? null : known.move;
  }

  private stateFor(lm: Live, seat: Seat | null, from: number, log?: { from: number; lines: string[] }): SeatState {
    const m = lm.match;
    const live = lm.row.status === 'live';
    // Until every seat is taken a seat sees what a spectator sees: whoever could take a seat, read its dealt hand
    // and give it up would otherwise learn every hand of the deal, one seat at a time.
    const viewer = lm.row.status === 'open' ? null : seat;
    const actors = live ? m.actors() : [];
    const state = m.state;
    // A seat that resigned has no moves to offer: its bot makes them.
    const moves = seat !== null && actors.includes(seat) && !m.hasResigned(seat) ? m.legalMoves(seat).map((move) => ({ move, text: lm.game.describeMove(state, seat, move) })) : [];
    let entryLog = log;
    if (!entryLog) {
      const all = m.log(viewer);
      entryLog = { from, lines: all.slice(from) };
    }
    lm.logLen[seat === null ? lm.row.players : seat] = entryLog.from + entryLog.lines.length;
    return {
      match: lm.id,
      seq: lm.seq,
      status: lm.row.status,
      seat,
      view: m.view(viewer),
      moves,
      actors,
      outcome: m.outcome(),
      canUndo: live && seat !== null && !lm.settings.rated && m.canUndo(seat),
      log: entryLog,
      clocks: lm.clocks ? lm.clocks.view(Date.now()) : null,
      last: this.lastFor(lm),
      hintsUsed: lm.hints.map((h) => ({ seat: h.seat, at: h.at })),
      resigned: m.resignations().map((r) => r.seat),
    };
  }
}

/** Each cached match's last move, read once per move (`Match.moves()` copies the whole list) for every seat's state. */
const lastMoves = new WeakMap<object, { count: number; move: { seat: Seat; move: unknown } }>();
