import type { Outcome, Seat } from '@ramparts/engine';
import type { FastifyBaseLogger } from 'fastify';
import { credentialMatches } from '../matches/credentials.ts';
import type { Live, MatchSettings, Registry } from '../matches/types.ts';
import type { NoticeQueries, NoticeRow } from '../store/notices.ts';
import type { MatchRow, SeatRow } from '../store/store.ts';
import { noticeWords, tablePath, tableWords, type NoticeBody, type NoticeKind } from './kinds.ts';

/** Whether a match is played turn-based (#30): its settings say how long a move may take (`hours`, null: no limit). */
export function isTurnBased(settings: MatchSettings | Record<string, unknown>): boolean {
  const turnBased = (settings as { turnBased?: unknown }).turnBased;
  return turnBased !== undefined && turnBased !== null;
}

/** One notice for the seats named, worked out while the move is in hand; queued later. */
interface Pending {
  kind: NoticeKind;
  matchId: string;
  /** Part of the notice's id: the move it follows (a notice is queued once per move and seat). */
  at: string;
  seats: Seat[];
  seatRows: SeatRow[];
  body: (seat: Seat) => NoticeBody;
  /** The match's end: the seat subscriptions that get no seat notice of it are forgotten. */
  last?: boolean;
}

/**
 * Who is sent which notice (#30). Every trigger works out what it needs from the match in hand at once, and
 * queues in the background: the move's answer never waits for the store's insert, and a failure is only logged.
 * A seat an account holds (in `account_seats`, with a credential that still opens it) is told through the account;
 * a seat no account holds, through the browsers that subscribed that seat (while it is the same holder's: same
 * generation).
 */
export class NoticeTriggers {
  constructor(
    private readonly queries: NoticeQueries,
    private readonly registry: Registry,
    private readonly log: () => FastifyBaseLogger,
    /** Called once rows are queued: the job may look at once. */
    private readonly queued: () => void,
  ) {}

  /**
   * A move (or resignation) was committed at a match; `before` is who could act before it. In a turn-based match,
   * seats that join the actors get 'turn'; when the match ended, every person's seat but the mover's gets 'ended'.
   */
  committed(lm: Live, before: readonly Seat[], mover: Seat): void {
    if (!isTurnBased(lm.settings)) return;
    const outcome = lm.row.status === 'finished' ? lm.match.outcome() : null;
    const table = this.tableOf(lm.row);
    if (outcome) {
      // Everyone a person holds, a bot playing for them or not (an absent person most needs to hear it), but the mover.
      const seats = lm.seats.filter((s) => s.kind === 'human' && s.credential_hash !== null && (s.seat !== mover || s.away)).map((s) => s.seat);
      // The last notice: the seats' subscriptions not told of the end go now (the others once it is sent).
      void this.enqueue({ kind: 'ended', matchId: lm.id, at: String(lm.seq), seats, seatRows: lm.seats, body: (seat) => this.body('ended', lm.id, table, { result: resultFor(outcome, seat) }), last: true });
      return;
    }
    const now = lm.match.actors();
    const joined = now.filter((s) => !before.includes(s) && s !== mover && this.people(lm).includes(s));
    this.queue({ kind: 'turn', matchId: lm.id, at: String(lm.seq), seats: joined, seatRows: lm.seats, body: () => this.body('turn', lm.id, table) });
  }

  /** A turn-based match went live: the seats that act first get 'turn'. */
  started(lm: Live): void {
    if (!isTurnBased(lm.settings) || lm.row.status !== 'live') return;
    const table = this.tableOf(lm.row);
    const seats = lm.match.actors().filter((s) => this.people(lm).includes(s));
    this.queue({ kind: 'turn', matchId: lm.id, at: String(lm.seq), seats, seatRows: lm.seats, body: () => this.body('turn', lm.id, table) });
  }

  /**
   * Seats were just attached to an account: those of a live turn-based match that are to act get 'turn' now, as
   * the start would have told them had the seat been the account's then (the join that fills the last seat starts
   * the match before the browser attaches it). Queued once per move and seat, so a claim made again adds nothing.
   */
  claimed(lm: Live, seats: readonly Seat[]): void {
    if (!isTurnBased(lm.settings) || lm.row.status !== 'live') return;
    const table = this.tableOf(lm.row);
    const acting = lm.match.actors().filter((s) => seats.includes(s) && this.people(lm).includes(s));
    this.queue({ kind: 'turn', matchId: lm.id, at: String(lm.seq), seats: acting, seatRows: lm.seats, body: () => this.body('turn', lm.id, table) });
  }

  /** An account was invited by name to a match (any match). */
  invited(invitationId: string, accountId: string, match: MatchRow, from: string): void {
    const body = this.body('invited', match.id, this.tableOf(match), { from });
    void this.insert([this.row(`invited:${invitationId}:${accountId}`, accountId, body)]);
  }

  /**
   * A seat's clock is down to a quarter of its time (the clock watch calls this once per turn): its accounts get
   * 'clock', once per move of the match and seat.
   */
  async clockLow(matchId: string, seat: Seat, store: { getMatch(id: string): Promise<MatchRow | undefined>; getSeats(id: string): Promise<SeatRow[]> }): Promise<void> {
    const [row, seats, seq] = await Promise.all([store.getMatch(matchId), store.getSeats(matchId), this.queries.lastSeq(matchId)]);
    if (!row || row.status !== 'live') return;
    const s = seats.find((x) => x.seat === seat);
    if (!s || s.kind !== 'human' || s.away) return;
    const table = this.tableOf(row);
    await this.enqueue({ kind: 'clock', matchId, at: String(seq), seats: [seat], seatRows: seats, body: () => this.body('clock', matchId, table) });
  }

  /** The seats people hold and play themselves (not a bot's, not one a bot plays for them, not resigned). */
  private people(lm: Live): Seat[] {
    return lm.seats.filter((s) => s.kind === 'human' && s.credential_hash !== null && !s.away && !lm.match.hasResigned(s.seat)).map((s) => s.seat);
  }

  private tableOf(row: MatchRow): string {
    return tableWords(this.registry.findGame(row.game)?.title ?? row.game, row.name);
  }

  private body(kind: NoticeKind, matchId: string, table: string, extra: { from?: string; result?: string } = {}): NoticeBody {
    return { kind, ...noticeWords(kind, table, extra), url: tablePath(matchId), tag: `ramparts-${matchId}`, match: matchId };
  }

  private row(id: string, accountId: string | null, body: NoticeBody): NoticeRow {
    const now = Date.now();
    return { id, account_id: accountId, kind: body.kind, match_id: body.match, channel: 'notice', endpoint: null, body: JSON.stringify(body), attempts: 0, due_at: now, created_at: now };
  }

  private queue(p: Pending): void {
    if (p.seats.length === 0) return;
    void this.enqueue(p);
  }

  /**
   * The accounts whose credential still opens each seat get the notice; a seat no account holds gets a seat notice
   * when a browser subscribed it (subscriptions of a seat since taken by someone else are forgotten here).
   */
  private async enqueue(p: Pending): Promise<void> {
    try {
      const [holders, seatSubs] = await Promise.all([this.queries.holders(p.matchId), this.queries.seatSubscriptionsOf(p.matchId)]);
      const rows: NoticeRow[] = [];
      const told = new Set<Seat>();
      for (const seat of p.seats) {
        const seatRow = p.seatRows.find((s) => s.seat === seat);
        const hash = seatRow?.credential_hash ?? null;
        let byAccount = false;
        for (const h of holders) {
          if (h.seat === seat && credentialMatches(h.credential, hash)) {
            rows.push(this.row(`${p.kind}:${p.matchId}:${p.at}:${seat}:${h.account_id}`, h.account_id, p.body(seat)));
            byAccount = true;
          }
        }
        if (!byAccount && seatRow && seatSubs.some((x) => x.seat === seat && x.generation === seatRow.generation)) {
          rows.push({ ...this.row(`${p.kind}:${p.matchId}:${p.at}:${seat}:seat`, null, p.body(seat)), seat });
          told.add(seat);
        }
      }
      const stale = seatSubs.filter((x) => x.generation !== p.seatRows.find((s) => s.seat === x.seat)?.generation || (p.last && !told.has(x.seat)));
      for (const x of stale) await this.queries.dropSeatSubscriptions(p.matchId, [x.seat], x.endpoint);
      await this.insert(rows);
    } catch (e) {
      this.log().warn({ err: e, match: p.matchId }, 'could not queue a notice');
    }
  }

  private async insert(rows: NoticeRow[]): Promise<void> {
    if (rows.length === 0) return;
    try {
      await this.queries.enqueue(rows);
      this.queued();
    } catch (e) {
      this.log().warn({ err: e }, 'could not queue a notice');
    }
  }
}

/** The end of a match as one seat hears it. */
function resultFor(outcome: Outcome, seat: Seat): string {
  const reason = outcome.reason.trim();
  if (outcome.winners.includes(seat)) return `You won. ${reason}`.trim();
  if (outcome.winners.length > 0 || outcome.automatonWinner) return `You lost. ${reason}`.trim();
  return reason || 'The match is over.';
}
