import { createBot, isBotLevel, Match, RuleError, type AnyGame, type Outcome, type Seat } from '@ramparts/engine';
import { checkBotSpec, defaultCaps, type BotCaps } from '../bots/budget.ts';
import { botMatchesOf, expireOpenMatches, listPublicMatches } from '../store/lobby-queries.ts';
import { turnBasedOf } from '../store/maintenance.ts';
import type { MatchRow, SeatRow } from '../store/store.ts';
import { turnClock, timedOut, type ClockSettings } from './clock.ts';
import { plainName } from './chat.ts';
import { unknownOption } from '../game-options.ts';
import { credentialMatches, hashCredential, newCredential, newMatchId, newSeed } from './credentials.ts';
import { newerSeats, type Live } from './cache.ts';
import type { Hub, MatchSettings, MatchSummary, SeatInfo, TurnBased } from './types.ts';
import { ratedProblem } from '../players/rated-setup.ts';
import { variantNames } from '../store/variants.ts';
import { checkVariant, type CheckedVariant } from './variants.ts';

export interface CreateRequest {
  game: string;
  players?: number;
  options?: unknown;
  seats?: string[];
  clock?: ClockSettings | null;
  takeover?: string;
  /** 'private' (default): unlisted, and joining needs the invitation the answer carries; 'public': listed. */
  visibility?: 'public' | 'private';
  /** A name for the table (plain text), shown in the lobby and to the other seats. */
  name?: string;
  /** Seats may ask for hints (the bot's best moves); off by default, and every seat sees who used one. */
  hints?: boolean;
  /** The match counts for ratings (#29): a competitive mode, bots at measured levels, no hints; undo is refused. */
  rated?: boolean;
  /** Turn-based (#30): hours per move (24, 72 or 168), null for no limit; absent: real time. Not with `clock`. */
  turnBased?: TurnBased;
  /** A designer's variant of the game (#32), the whole variant file: checked here, stored once by its digest. */
  variant?: unknown;
}

/** The paces a turn-based match may have, in hours per move (null: no limit). */
export const TURN_HOURS = [24, 72, 168] as const;

/** What `join` takes: a seat (else the first free one), a name, and a private match's invitation. */
export interface JoinRequest {
  seat?: Seat;
  name?: string;
  invitation?: string;
}

/**
 * A new match as its creator sees it: a private one carries its invitation (a seat, and watching) and its
 * spectator key (watching only), both shown here and never again.
 */
export type CreatedMatch = MatchSummary & { invitation?: string; watch?: string };

/** The lobby's limits, after defaults. */
export interface LobbySettings {
  /** An open match expires this long after creation (ms). */
  openExpiryMs: number;
  /** Open or live matches with a bot seat that one client may hold at once. */
  botMatchesPerClient: number;
  /** The most a bot may search per move. */
  botCaps: BotCaps;
}

export const defaultLobbySettings: Readonly<LobbySettings> = Object.freeze({ openExpiryMs: 24 * 3600_000, botMatchesPerClient: 3, botCaps: defaultCaps });

/** The longest table name and seat name kept (the API's limits: longer ones are refused before they get here). */
const MAX_TABLE_NAME = 60;
const MAX_SEAT_NAME = 40;

const privateMessage = 'This match is private: ask the person who made it for its invitation link.';
const watchMessage = 'This match is private: watching it needs its invitation or spectator link, from the person who made it.';
const expiredMessage = 'This match expired before every seat was taken: start a new one.';

/** Whether an open match's time ran out, swept or not yet. */
function expired(row: MatchRow, now: number): boolean {
  return row.status === 'expired' || (row.status === 'open' && row.expires_at !== null && row.expires_at <= now);
}

/** A match's settings as everyone may see them (`hints` false in matches made before hints). */
function settingsOf(row: MatchRow): MatchSummary['settings'] {
  const settings = JSON.parse(row.settings) as MatchSettings;
  return { ...settings, hints: settings.hints === true, rated: settings.rated === true, turnBased: settings.turnBased ?? null };
}

/** Seats as everyone may see them; `outOfTime` says which people's turn-based clock ran out (known for a cached match only). */
export function seatInfos(lm: { row: MatchRow; game: AnyGame; seats: SeatRow[] }, outOfTime: (seat: Seat) => boolean = () => false): SeatInfo[] {
  const options = JSON.parse(lm.row.options);
  return lm.seats.map((s) => ({
    seat: s.seat,
    // Cleaned again on the way out: names stored before they were cleaned on the way in.
    name: plainName(s.name, MAX_SEAT_NAME) ?? (s.kind === 'bot' ? `${lm.game.seatName(lm.row.players, options, s.seat)} (${s.bot})` : lm.game.seatName(lm.row.players, options, s.seat)),
    kind: s.kind === 'bot' ? 'bot' : 'human',
    bot: s.bot,
    taken: s.kind === 'bot' || s.credential_hash !== null,
    away: s.away === 1,
    outOfTime: outOfTime(s.seat),
  }));
}

/** The lobby: creating matches, listing them, seating people, and the record once a match is over. */
export class Lobby {
  private readonly limits: LobbySettings;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly hub: Hub,
    /** The match just went live (every seat taken, or no person at all) with this row and these seats, as committed. */
    private readonly started: (lm: Live, row: MatchRow, seats: SeatRow[]) => Promise<void>,
    limits: Partial<LobbySettings> = {},
  ) {
    this.limits = {
      openExpiryMs: limits.openExpiryMs ?? defaultLobbySettings.openExpiryMs,
      botMatchesPerClient: limits.botMatchesPerClient ?? defaultLobbySettings.botMatchesPerClient,
      botCaps: limits.botCaps ?? defaultLobbySettings.botCaps,
    };
  }

  /** Starts marking open matches past their time 'expired' (a quarter of the expiry, at most a minute apart). */
  startExpiry(): void {
    if (this.sweeper) return;
    const every = Math.max(50, Math.min(this.limits.openExpiryMs / 4, 60_000));
    this.sweeper = setInterval(() => {
      this.expire().catch((e: unknown) => this.hub.log.warn({ err: e }, 'could not expire open matches'));
    }, every);
    this.sweeper.unref();
  }

  stopExpiry(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  /** One UPDATE for every open match past its time; returns how many expired. */
  async expire(now = Date.now()): Promise<number> {
    if (this.hub.closed) return 0;
    return expireOpenMatches(this.hub.store.db, now);
  }

  /** Creates a match; `client` (a client key) is who asked, for the per-client limit on bot matches. */
  async create(req: CreateRequest, client?: string): Promise<CreatedMatch> {
    const { hub } = this;
    const published = hub.registry.findGame(req.game);
    if (!published) throw new RuleError('unknown-game', `There is no game "${req.game}". Games: ${hub.registry.games.map((g) => g.id).join(', ')}.`);
    const variant = req.variant === undefined ? undefined : this.variantFor(published, req);
    // From here on the match's game is the variant's, when there is one: the checks below run with its content.
    const game = variant?.game ?? published;
    // Only new requests are held to the game's keys: stored and migrated records keep theirs (zod drops extras).
    const unknown = unknownOption(game, req.options ?? {});
    if (unknown) throw new RuleError('bad-options', `Invalid options for ${game.title}: there is no option "${unknown.path}"${unknown.known.length ? ` (the options there: ${unknown.known.join(', ')})` : ''}.`);
    const seed = newSeed();
    let players = req.players;
    if (players === undefined) {
      const options = game.options.safeParse(req.options ?? {});
      players = options.success ? game.playerCounts(options.data).min : game.kind.players.min;
    }
    const match = Match.create(game, { players, options: req.options ?? {}, seed });
    const kinds = req.seats ?? Array.from({ length: players }, () => 'human');
    if (kinds.length !== players) throw new RuleError('bad-seats', `Name one entry per seat: ${players} seats, ${kinds.length} given.`);
    // Every bot a seat or the takeover asks for must be one this game knows, within the server's budget; the
    // server's own default takeover is the operator's choice and only has to suit the game.
    for (const k of kinds) if (k !== 'human') checkBotSpec(k, game, this.limits.botCaps);
    if (req.takeover !== undefined) checkBotSpec(req.takeover, game, this.limits.botCaps);
    // A person who leaves, resigns or is skipped is played at the table's level: that of its bots, when they share one.
    const levels = [...new Set(kinds.filter((k) => k !== 'human'))];
    const takeover = req.takeover ?? (levels.length === 1 && isBotLevel(levels[0]) ? levels[0] : hub.settings.takeover);
    createBot(takeover, 'check', game);
    const now = Date.now();
    if (client !== undefined && kinds.some((k) => k !== 'human')) {
      const held = await botMatchesOf(hub.store.db, client, now);
      const cap = this.limits.botMatchesPerClient;
      if (held >= cap) throw new RuleError('too-many-bot-matches', `You already have ${cap} ${cap === 1 ? 'game' : 'games'} with bots under way: finish or leave one first.`);
    }
    if (req.rated === true) {
      const problem = ratedProblem(game, match.options, players, kinds, req.hints === true);
      if (problem) throw new RuleError('not-ratable', problem);
    }
    if (req.turnBased && req.clock) throw new RuleError('bad-clock', 'A turn-based match has its own clock (hours per move): leave the real-time clock out.');
    if (req.turnBased && req.turnBased.hours !== null && !(TURN_HOURS as readonly number[]).includes(req.turnBased.hours)) {
      throw new RuleError('bad-clock', `A turn-based match gives ${TURN_HOURS.join(', ')} hours per move, or no limit.`);
    }
    const clock = req.turnBased ? turnClock(req.turnBased.hours, hub.settings.turnHourMs) : (req.clock ?? null);
    const settings: MatchSettings = { clock, takeover, hints: req.hints === true, ...(req.rated === true ? { rated: true } : {}), ...(req.turnBased ? { turnBased: { hours: req.turnBased.hours } } : {}) };
    const visibility = req.visibility ?? 'private';
    const invitation = visibility === 'private' ? newCredential() : undefined;
    const watch = visibility === 'private' ? newCredential() : undefined;
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
      visibility,
      invite_hash: invitation === undefined ? null : hashCredential(invitation),
      watch_hash: watch === undefined ? null : hashCredential(watch),
      client: client ?? null,
      expires_at: humans === 0 ? null : now + this.limits.openExpiryMs,
      lease_holder: null,
      lease_until: 0,
      name: plainName(req.name, MAX_TABLE_NAME),
      variant_digest: variant?.digest ?? null,
    };
    const seats: SeatRow[] = kinds.map((k, seat) => ({ match_id: row.id, seat, kind: k === 'human' ? 'human' : 'bot', bot: k === 'human' ? null : k, name: null, credential_hash: null, away: 0, generation: 0 }));
    // The variant's row with the match's, unless it is stored already (same digest, same variant).
    await hub.store.createMatch(row, seats, variant?.row);
    if (variant) hub.games.remember(variant.game);
    // Every seat a bot's: live at once, cached from what was just written.
    if (row.status === 'live') await this.started(await hub.cache.adopt(row, seats), row, seats);
    const summary = this.summary(row, seats, variant ? new Map([[variant.digest, variant.variant.name]]) : undefined);
    return invitation === undefined ? summary : { ...summary, invitation, watch };
  }

  /** The variant a creation asks for, checked against its game (#32): `bad-variant`, `bad-content`, `not-ratable`. */
  private variantFor(game: AnyGame, req: CreateRequest): CheckedVariant {
    const checked = checkVariant(this.hub.registry, req.variant, game);
    // Ratings compare games played by the same rules.
    if (req.rated === true) throw new RuleError('not-ratable', 'A match played with a variant is not rated: ratings compare games played by the same rules.');
    return checked;
  }

  /** The names of the variants these rows are played with: from the games this process built, else one query. */
  private async variantNamesOf(rows: MatchRow[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    const missing: string[] = [];
    for (const r of rows) {
      if (!r.variant_digest) continue;
      const held = this.hub.games.held(r.variant_digest)?.variant?.variant.name;
      if (held) names.set(r.variant_digest, held);
      else missing.push(r.variant_digest);
    }
    for (const [digest, name] of await variantNames(this.hub.store.db, missing)) names.set(digest, name);
    return names;
  }

  /** Public matches only (private ones are reached by their link), filtered in the store so a limit counts them. */
  async list(filter: { status?: string; game?: string; limit?: number }): Promise<MatchSummary[]> {
    const rows = await listPublicMatches(this.hub.store.db, { status: filter.status, game: filter.game, limit: filter.limit ?? 100, now: Date.now() });
    const [seats, names] = await Promise.all([this.hub.store.seatsOf(rows.map((r) => r.id)), this.variantNamesOf(rows)]);
    return rows.map((r) => this.summary(r, seats.filter((s) => s.match_id === r.id), names));
  }

  async get(id: string): Promise<MatchSummary | undefined> {
    const row = await this.hub.store.getMatch(id);
    if (!row) return undefined;
    const [seats, names] = await Promise.all([this.hub.store.getSeats(id), this.variantNamesOf([row])]);
    return this.summary(row, seats, names);
  }

  /**
   * Refuses to show a match to someone who may not watch it: a private match is watched with its invitation or its
   * spectator key (`key`), a public one by anyone. Throws `no-such-match` or `bad-invitation`.
   */
  async checkWatcher(id: string, key: string | undefined): Promise<void> {
    // The cached row when there is one (visibility and keys never change), else one row from the store.
    const row = this.hub.cache.get(id)?.row ?? (await this.hub.store.getMatch(id));
    if (!row) throw new RuleError('no-such-match', `There is no match "${id}".`);
    if (row.visibility !== 'private') return;
    // Both hashes are compared, whichever matches, so a refusal takes the same time.
    const byInvitation = credentialMatches(key, row.invite_hash);
    const byWatchKey = credentialMatches(key, row.watch_hash);
    if (!byInvitation && !byWatchKey) throw new RuleError('bad-invitation', watchMessage);
  }

  /** Claims a free seat (the first one if none is named); the credential is returned here and never again. */
  async join(id: string, want: JoinRequest): Promise<{ seat: Seat; credential: string; match: MatchSummary }> {
    const { hub } = this;
    // Both at once (the seats are shown to nobody before the checks below pass).
    const [row, seats] = await Promise.all([hub.store.getMatch(id), hub.store.getSeats(id)]);
    if (!row) throw new RuleError('no-such-match', `There is no match "${id}".`);
    // The invitation first: without it a private match says nothing about its seats.
    if (row.visibility === 'private' && !credentialMatches(want.invitation, row.invite_hash)) throw new RuleError('bad-invitation', privateMessage);
    const now = Date.now();
    if (expired(row, now)) throw new RuleError('match-expired', expiredMessage);
    if (row.status !== 'open') throw new RuleError('match-full', row.status === 'finished' ? 'This match is over.' : 'Every seat of this match is taken.');
    const free = seats.filter((s) => s.kind === 'human' && s.credential_hash === null);
    const target = want.seat === undefined ? free[0] : seats.find((s) => s.seat === want.seat);
    if (!target) throw new RuleError(want.seat === undefined ? 'match-full' : 'no-such-seat', want.seat === undefined ? 'Every seat of this match is taken.' : `There is no seat ${want.seat} at this table.`);
    if (target.kind !== 'human') throw new RuleError('seat-taken', `Seat ${target.seat} is played by a bot.`);
    const credential = newCredential();
    const hash = hashCredential(credential);
    // Kept as plain text, as table names and chat are: no NUL (PostgreSQL refuses it), no escapes, no line breaks, no bidi overrides.
    const name = plainName(want.name, MAX_SEAT_NAME);
    // The claim and, when it takes the last seat, the start: one transaction (whoever takes the last seat, even in a race).
    const { claimed, started } = await hub.store.claimSeat(id, target.seat, hash, name, now);
    if (!claimed) throw new RuleError('seat-taken', `Seat ${target.seat} is taken.`);
    // A new generation of the seat: connections still holding an older one go.
    hub.broadcaster.evict(id, target.seat);
    // The seats as this claim left them: those read before, with this one taken (no read back).
    let latest = seats.map((s) => (s === target ? { ...s, credential_hash: hash, name, generation: s.generation + 1 } : s));
    if (!started) {
      await this.changedSeats(id, latest);
      // The table as this claim left it (a concurrent join may have filled another seat since: its own answer says so).
      return { seat: target.seat, credential, match: this.summary(row, latest, await this.variantNamesOf([row])) };
    }
    // Started with a seat that was free when read: another join took it in between, and this claim was the last.
    if (latest.some((s) => s.kind === 'human' && s.credential_hash === null)) latest = await hub.store.getSeats(id);
    const live: MatchRow = { ...row, status: 'live', updated_at: now };
    await this.started(await hub.cache.adopt(live, latest), live, latest);
    await this.changedSeats(id, latest);
    return { seat: target.seat, credential, match: this.summary(live, latest, await this.variantNamesOf([row])) };
  }

  /** Checks a seat's credential (reloading the seats once, in case another instance seated someone). */
  /** The seat's generation when the credential holds it, else null. */
  async authorize(id: string, seat: Seat, credential: string | undefined): Promise<number | null> {
    const lm = await this.hub.cache.load(id);
    if (!lm || !Number.isInteger(seat) || seat < 0 || seat >= lm.row.players) return null;
    return (await this.verify(lm, seat, credential)) ? (lm.seats[seat]?.generation ?? 0) : null;
  }

  async verify(lm: Live, seat: Seat, credential: string | undefined): Promise<boolean> {
    if (credentialMatches(credential, lm.seats[seat]?.credential_hash ?? null)) return true;
    // In the match's queue: a job there may be changing the seats.
    await this.hub.cache.enqueue(lm, async () => void (lm.seats = await this.hub.store.getSeats(lm.id)));
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
    const record = lm.match.record(lm.seats.map((s) => (s.kind === 'bot' ? (s.bot ?? 'bot') : (plainName(s.name, MAX_SEAT_NAME) ?? 'human'))));
    // The hints asked for live in their own table (the cached Match never hears of them): the record carries them.
    return { ...record, ...(lm.hints.length > 0 ? { hints: lm.hints.map((h) => ({ seat: h.seat, at: h.at })) } : {}), ...turnBasedOf(lm.row.settings) };
  }

  /** The seats changed (to `seats`, as this instance committed them): the cache, the table and the other instances hear of it. */
  private async changedSeats(id: string, seats: SeatRow[]): Promise<void> {
    const { cache } = this.hub;
    const lm = cache.get(id);
    if (lm) {
      // Only the seats changed here (a status change went through `started`); a concurrent change here may be newer.
      await cache.enqueue(lm, async () => void (lm.seats = newerSeats(lm.seats, seats)));
      this.hub.afterSeats(lm);
    } else this.hub.broadcaster.notifyPeers(id);
  }

  /** `variants`: the names of the variants played, by digest (a variant unnamed there is shown by its digest alone). */
  summary(row: MatchRow, seats: SeatRow[], variants?: ReadonlyMap<string, string>): MatchSummary {
    const live = this.hub.cache.get(row.id);
    // Seat names by the match's own game where it is cached (a variant's), else the game as published.
    const game = live?.game ?? this.hub.registry.findGame(row.game);
    const now = Date.now();
    const infos = game
      ? seatInfos({ row, game, seats }, (seat) => (live ? timedOut(live, seat, now) : false))
      : seats.map((s) => ({ seat: s.seat, name: plainName(s.name, MAX_SEAT_NAME) ?? `Seat ${s.seat + 1}`, kind: s.kind === 'bot' ? ('bot' as const) : ('human' as const), bot: s.bot, taken: s.kind === 'bot' || s.credential_hash !== null, away: s.away === 1, outOfTime: false }));
    return {
      id: row.id,
      game: row.game,
      players: row.players,
      options: JSON.parse(row.options),
      status: expired(row, Date.now()) ? 'expired' : (row.status as MatchSummary['status']),
      visibility: row.visibility === 'private' ? 'private' : 'public',
      settings: settingsOf(row),
      seats: infos,
      name: row.name ?? null,
      variant: row.variant_digest ? { digest: row.variant_digest, name: variants?.get(row.variant_digest) ?? 'A variant' } : null,
      outcome: row.outcome ? (JSON.parse(row.outcome) as Outcome) : null,
      createdAt: row.created_at,
    };
  }
}
