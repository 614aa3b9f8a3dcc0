import { createBot, Match, RuleError, type AnyGame, type Outcome, type Seat } from '@ramparts/engine';
import type { MatchRow, SeatRow } from '../store/store.ts';
import type { ClockSettings } from './clock.ts';
import { credentialMatches, hashCredential, newCredential, newMatchId, newSeed } from './credentials.ts';
import type { Live } from './cache.ts';
import type { Hub, MatchSettings, MatchSummary, SeatInfo } from './types.ts';

export interface CreateRequest {
  game: string;
  players?: number;
  options?: unknown;
  seats?: string[];
  clock?: ClockSettings | null;
  takeover?: string;
}

/** Seats as everyone may see them. */
export function seatInfos(lm: { row: MatchRow; game: AnyGame; seats: SeatRow[] }): SeatInfo[] {
  const options = JSON.parse(lm.row.options);
  return lm.seats.map((s) => ({
    seat: s.seat,
    name: s.name ?? (s.kind === 'bot' ? `${lm.game.seatName(lm.row.players, options, s.seat)} (${s.bot})` : lm.game.seatName(lm.row.players, options, s.seat)),
    kind: s.kind === 'bot' ? 'bot' : 'human',
    bot: s.bot,
    taken: s.kind === 'bot' || s.credential_hash !== null,
    away: s.away === 1,
  }));
}

/** The lobby: creating matches, listing them, seating people, and the record once a match is over. */
export class Lobby {
  constructor(
    private readonly hub: Hub,
    /** The match just went live (every seat taken, or no person at all). */
    private readonly started: (lm: Live) => void,
  ) {}

  async create(req: CreateRequest): Promise<MatchSummary> {
    const { hub } = this;
    const game = hub.registry.findGame(req.game);
    if (!game) throw new RuleError('unknown-game', `There is no game "${req.game}". Games: ${hub.registry.games.map((g) => g.id).join(', ')}.`);
    const seed = newSeed();
    let players = req.players;
    if (players === undefined) {
      const options = game.options.safeParse(req.options ?? {});
      players = options.success ? game.playerCounts(options.data).min : game.kind.players.min;
    }
    const match = Match.create(game, { players, options: req.options ?? {}, seed });
    const kinds = req.seats ?? Array.from({ length: players }, () => 'human');
    if (kinds.length !== players) throw new RuleError('bad-seats', `Name one entry per seat: ${players} seats, ${kinds.length} given.`);
    for (const k of kinds) if (k !== 'human') createBot(k, 'check', game);
    const takeover = req.takeover ?? hub.settings.takeover;
    createBot(takeover, 'check', game);
    const settings: MatchSettings = { clock: req.clock ?? null, takeover };
    const now = Date.now();
    const humans = kinds.filter((k) => k === 'human').length;
    const row: MatchRow = {
      id: newMatchId(),
      game: game.id,
      game_version: game.version,
      players,
      options: JSON.stringify(match.options),
      seed,
      status: humans === 0 ? 'live' : 'open',
      settings: JSON.stringify(settings),
      outcome: null,
      created_at: now,
      updated_at: now,
      visibility: 'public',
      invite_hash: null,
      client: null,
      expires_at: null,
      lease_holder: null,
      lease_until: 0,
    };
    const seats: SeatRow[] = kinds.map((k, seat) => ({ match_id: row.id, seat, kind: k === 'human' ? 'human' : 'bot', bot: k === 'human' ? null : k, name: null, credential_hash: null, away: 0, generation: 0 }));
    await hub.store.createMatch(row, seats);
    if (row.status === 'live') {
      const lm = await hub.cache.load(row.id);
      if (lm) this.started(lm);
    }
    return this.summary(row, seats);
  }

  async list(filter: { status?: string; game?: string; limit?: number }): Promise<MatchSummary[]> {
    const rows = await this.hub.store.listMatches({ status: filter.status, game: filter.game, limit: filter.limit ?? 100 });
    const seats = await this.hub.store.seatsOf(rows.map((r) => r.id));
    return rows.map((r) => this.summary(r, seats.filter((s) => s.match_id === r.id)));
  }

  async get(id: string): Promise<MatchSummary | undefined> {
    const row = await this.hub.store.getMatch(id);
    if (!row) return undefined;
    return this.summary(row, await this.hub.store.getSeats(id));
  }

  /** Claims a free seat (the first one if none is named); the credential is returned here and never again. */
  async join(id: string, want: { seat?: Seat; name?: string }): Promise<{ seat: Seat; credential: string; match: MatchSummary }> {
    const { hub } = this;
    const row = await hub.store.getMatch(id);
    if (!row) throw new RuleError('no-such-match', `There is no match "${id}".`);
    if (row.status !== 'open') throw new RuleError('match-full', row.status === 'finished' ? 'This match is over.' : 'Every seat of this match is taken.');
    const seats = await hub.store.getSeats(id);
    const free = seats.filter((s) => s.kind === 'human' && s.credential_hash === null);
    const target = want.seat === undefined ? free[0] : seats.find((s) => s.seat === want.seat);
    if (!target) throw new RuleError(want.seat === undefined ? 'match-full' : 'no-such-seat', want.seat === undefined ? 'Every seat of this match is taken.' : `There is no seat ${want.seat} at this table.`);
    if (target.kind !== 'human') throw new RuleError('seat-taken', `Seat ${target.seat} is played by a bot.`);
    const credential = newCredential();
    if (!(await hub.store.claimSeat(id, target.seat, hashCredential(credential), want.name ?? null))) throw new RuleError('seat-taken', `Seat ${target.seat} is taken.`);
    {
      // Whoever takes the last seat (even in a race) starts the match: the status update is conditional.
      const latest = await hub.store.getSeats(id);
      if (latest.every((s) => s.kind !== 'human' || s.credential_hash !== null) && (await hub.store.setStatus(id, 'open', 'live'))) {
        const lm = await hub.cache.load(id);
        if (lm) {
          await hub.cache.enqueue(lm, () => hub.cache.refresh(lm));
          this.started(lm);
        }
      }
    }
    await this.changedSeats(id);
    return { seat: target.seat, credential, match: (await this.get(id))! };
  }

  /** Checks a seat's credential (reloading the seats once, in case another instance seated someone). */
  async authorize(id: string, seat: Seat, credential: string | undefined): Promise<boolean> {
    const lm = await this.hub.cache.load(id);
    if (!lm || !Number.isInteger(seat) || seat < 0 || seat >= lm.row.players) return false;
    return this.verify(lm, seat, credential);
  }

  async verify(lm: Live, seat: Seat, credential: string | undefined): Promise<boolean> {
    if (credentialMatches(credential, lm.seats[seat]?.credential_hash ?? null)) return true;
    lm.seats = await this.hub.store.getSeats(lm.id);
    return credentialMatches(credential, lm.seats[seat]?.credential_hash ?? null);
  }

  async record(id: string): Promise<unknown> {
    const { cache } = this.hub;
    const lm = await cache.load(id);
    if (!lm) throw new RuleError('no-such-match', `There is no match "${id}".`);
    if (lm.row.status !== 'finished') {
      await cache.enqueue(lm, () => cache.refresh(lm));
      if (lm.row.status !== 'finished') throw new RuleError('not-finished', 'The record (with its seed) is published when the match is over.');
    }
    return lm.match.record(lm.seats.map((s) => (s.kind === 'bot' ? (s.bot ?? 'bot') : (s.name ?? 'human'))));
  }

  private async changedSeats(id: string): Promise<void> {
    const { cache } = this.hub;
    const lm = cache.get(id);
    if (lm) {
      await cache.enqueue(lm, () => cache.refresh(lm));
      this.hub.afterSeats(lm);
    } else this.hub.broadcaster.notifyPeers(id);
  }

  summary(row: MatchRow, seats: SeatRow[]): MatchSummary {
    const game = this.hub.registry.findGame(row.game);
    const infos = game
      ? seatInfos({ row, game, seats })
      : seats.map((s) => ({ seat: s.seat, name: s.name ?? `Seat ${s.seat + 1}`, kind: s.kind === 'bot' ? ('bot' as const) : ('human' as const), bot: s.bot, taken: s.kind === 'bot' || s.credential_hash !== null, away: s.away === 1 }));
    return {
      id: row.id,
      game: row.game,
      players: row.players,
      options: JSON.parse(row.options),
      status: row.status as MatchSummary['status'],
      settings: JSON.parse(row.settings) as MatchSettings,
      seats: infos,
      outcome: row.outcome ? (JSON.parse(row.outcome) as Outcome) : null,
      createdAt: row.created_at,
    };
  }
}
