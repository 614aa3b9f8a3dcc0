import { Match, playKindOf, type AnyGame, type Outcome } from '@ramparts/engine';
import type { Kysely, Transaction } from 'kysely';
import { ordinal, rate } from 'openskill';
import { recordOf } from '../store/maintenance.ts';
import type { Database } from '../store/schema.ts';
import type { MatchRow, SeatRow } from '../store/store.ts';
import type { MatchSettings, Registry } from '../matches/types.ts';
import { botRating, START_MU, START_SIGMA } from './bot-ratings.ts';
import { coopResultOf } from './coop-records.ts';
import { ratedModeOf } from './modes.ts';

type Db = Kysely<Database> | Transaction<Database>;
/** The store as counting needs it: PostgreSQL locks rows (SQLite's one connection takes transactions in turn). */
type Where = { db: Kysely<Database>; dialect: string };

/** A match's settings as stored: `rated` is absent in matches made before ratings (not rated). */
export function isRated(row: Pick<MatchRow, 'settings'>): boolean {
  try {
    return (JSON.parse(row.settings) as MatchSettings).rated === true;
  } catch {
    return false;
  }
}

/**
 * The account that held each seat when the match finished (null: a guest, or a bot). A seat attached to an account
 * after the end (a guest signing up later) does not count, so counting the same match again always reads the same
 * seats; a seat two accounts hold goes to the first that attached it.
 */
async function accountsOf(db: Db, row: MatchRow): Promise<(string | null)[]> {
  const rows = await db
    .selectFrom('account_seats')
    .select(['account_id', 'seat', 'created_at'])
    .where('match_id', '=', row.id)
    .where('created_at', '<=', row.updated_at)
    .orderBy('created_at')
    .orderBy('account_id')
    .execute();
  const seats: (string | null)[] = Array.from({ length: row.players }, () => null);
  for (const r of rows) if (r.seat >= 0 && r.seat < row.players && seats[r.seat] === null) seats[r.seat] = r.account_id;
  return seats;
}

/** A finished match as its holder knows it: the last position and how many moves it took (undone ones not counted). */
export interface Final {
  state: unknown;
  moves: number;
}

/** What a finished match counts for: a rated match's ratings, a co-operative team's record, or nothing. */
export type Counted = 'rated' | 'coop' | 'nothing';

/**
 * Counts one finished match (#29): a rated match moves its accounts' ratings (bots keep their fixed ones), a
 * co-operative one adds each seat's result to the records. Counted once: its rows mark it, and a second call (another
 * instance hearing of the same end, a retry) changes nothing. `final` (the last position and the moves made), when the
 * caller holds the match, saves reading and replaying its log for a co-operative record.
 */
export async function countFinished(store: Where, registry: Registry, id: string, final?: Final): Promise<Counted> {
  const pg = store.dialect === 'postgres';
  return store.db.transaction().execute((tx) => countIn(tx, pg, registry, id, final));
}

async function countIn(tx: Transaction<Database>, pg: boolean, registry: Registry, id: string, final?: Final): Promise<Counted> {
  // PostgreSQL: two instances counting the same match take turns on its row, so the second sees the first's rows.
  const lock = tx.selectFrom('matches').selectAll().where('id', '=', id);
  const row = await (pg ? lock.forUpdate() : lock).executeTakeFirst();
  if (!row || row.status !== 'finished' || !row.outcome) return 'nothing';
  // A variant's match (#32) is neither rated (the lobby refuses it) nor a record of the game as published.
  if (row.variant_digest) return 'nothing';
  const game = registry.findGame(row.game);
  if (!game) return 'nothing';
  const options = JSON.parse(row.options) as unknown;
  const seats = await tx.selectFrom('seats').selectAll().where('match_id', '=', id).orderBy('seat').execute();
  if (isRated(row)) return (await rateMatch(tx, pg, game, row, options, seats)) ? 'rated' : 'nothing';
  if (playKindOf(game, options) === 'cooperative') return (await recordCoop(tx, registry, game, row, options, seats, final)) ? 'coop' : 'nothing';
  return 'nothing';
}

/** Rates a match whose every seat is a distinct account or a bot of a measured level; false when it does not qualify. */
async function rateMatch(tx: Transaction<Database>, pg: boolean, game: AnyGame, row: MatchRow, options: unknown, seats: SeatRow[]): Promise<boolean> {
  const mode = ratedModeOf(game, options, row.players);
  if (!mode) return false;
  if ((await tx.selectFrom('rating_changes').select('seat').where('match_id', '=', row.id).executeTakeFirst()) !== undefined) return false;
  const accounts = await accountsOf(tx, row);
  const people = accounts.filter((a): a is string => a !== null);
  if (people.length === 0 || new Set(people).size !== people.length) return false;
  const sides: { account: string | null; bot: string | null; mu: number; sigma: number }[] = [];
  for (const s of seats) {
    const account = accounts[s.seat] ?? null;
    if (s.kind === 'bot') {
      const fixed = s.bot ? botRating(game.id, mode.id, s.bot) : null;
      if (!fixed) return false;
      sides.push({ account: null, bot: s.bot, ...fixed });
    } else {
      if (!account) return false;
      sides.push({ account, bot: null, mu: START_MU, sigma: START_SIGMA });
    }
  }
  // Current ratings, locked in account order (PostgreSQL) so two matches of one player are counted one after the other.
  const sorted = [...people].sort();
  const now = Number(row.updated_at);
  await tx
    .insertInto('ratings')
    .values(sorted.map((a) => ({ account_id: a, game: game.id, mode: mode.id, mu: START_MU, sigma: START_SIGMA, ordinal: START_MU - 3 * START_SIGMA, played: 0, won: 0, updated_at: now })))
    .onConflict((oc) => oc.columns(['account_id', 'game', 'mode']).doNothing())
    .execute();
  let current = tx.selectFrom('ratings').selectAll().where('game', '=', game.id).where('mode', '=', mode.id).where('account_id', 'in', sorted).orderBy('account_id');
  if (pg) current = current.forUpdate();
  const held = new Map((await current.execute()).map((r) => [r.account_id, r]));
  for (const side of sides) {
    const r = side.account ? held.get(side.account) : undefined;
    if (r) Object.assign(side, { mu: Number(r.mu), sigma: Number(r.sigma) });
  }
  const outcome = JSON.parse(row.outcome ?? 'null') as Outcome;
  const winners = new Set(outcome.winners);
  // Winners share first place, the others second; nobody winning is a draw for all.
  const rank = sides.map((_, seat) => (winners.size === 0 || winners.has(seat) ? 1 : 2));
  const after = rate(
    sides.map((s) => [{ mu: s.mu, sigma: s.sigma }]),
    { rank },
  );
  await tx
    .insertInto('rating_changes')
    .values(
      sides.map((s, seat) => {
        const moved = s.account ? after[seat][0] : { mu: s.mu, sigma: s.sigma };
        return { match_id: row.id, seat, account_id: s.account, bot: s.bot, game: game.id, mode: mode.id, won: winners.has(seat) ? 1 : 0, mu_before: s.mu, sigma_before: s.sigma, mu: moved.mu, sigma: moved.sigma, at: now };
      }),
    )
    .execute();
  for (const [seat, s] of sides.entries()) {
    if (!s.account) continue;
    const r = held.get(s.account);
    const moved = after[seat][0];
    await tx
      .updateTable('ratings')
      .set({ mu: moved.mu, sigma: moved.sigma, ordinal: ordinal(moved), played: Number(r?.played ?? 0) + 1, won: Number(r?.won ?? 0) + (winners.has(seat) ? 1 : 0), updated_at: now })
      .where('account_id', '=', s.account)
      .where('game', '=', game.id)
      .where('mode', '=', mode.id)
      .execute();
  }
  return true;
}

/** The last position of a stored match, replayed from its log, and the moves it took. */
async function replayed(tx: Transaction<Database>, registry: Registry, row: MatchRow, seats: SeatRow[]): Promise<Final> {
  const entries = await tx.selectFrom('entries').selectAll().where('match_id', '=', row.id).orderBy('seq').execute();
  const record = recordOf(row, seats, entries);
  return { state: Match.replay(record, (g) => registry.findGame(g), { keepLog: false }).state, moves: record.moves.length };
}

/** Adds a finished co-operative match to the records (every table with a person at it, guests by their seat's name). */
async function recordCoop(tx: Transaction<Database>, registry: Registry, game: AnyGame, row: MatchRow, options: unknown, seats: SeatRow[], given?: Final): Promise<boolean> {
  if (!seats.some((s) => s.kind === 'human')) return false;
  if ((await tx.selectFrom('coop_results').select('seat').where('match_id', '=', row.id).executeTakeFirst()) !== undefined) return false;
  const { state, moves } = given ?? (await replayed(tx, registry, row, seats));
  const result = coopResultOf(game, options, state);
  if (!result) return false;
  const accounts = await accountsOf(tx, row);
  const outcome = JSON.parse(row.outcome ?? 'null') as Outcome;
  const won = outcome.winners.length > 0 ? 1 : 0;
  await tx
    .insertInto('coop_results')
    .values(
      seats.map((s) => ({
        match_id: row.id,
        seat: s.seat,
        account_id: s.kind === 'human' ? (accounts[s.seat] ?? null) : null,
        name: (s.kind === 'bot' ? `${s.bot ?? 'bot'} bot` : (s.name ?? game.seatName(row.players, options, s.seat))).slice(0, 64),
        game: game.id,
        scenario: result.scenario,
        won,
        measure: result.measure,
        moves,
        at: Number(row.updated_at),
      })),
    )
    .execute();
  return true;
}

/**
 * Rated matches that ended since `since` and were never counted (the process stopped between a match's end and its
 * counting): counted now, in the order they ended; how many. The server runs it at start. Cheap: a rated match needs
 * no replay, and the settings' text finds the rated ones. (A co-operative record missed that way waits for a rebuild.)
 */
export async function countMissedRatings(store: Where, registry: Registry, since: number): Promise<number> {
  const rows = await store.db
    .selectFrom('matches')
    .select('id')
    .where('status', '=', 'finished')
    .where('updated_at', '>=', since)
    .where('settings', 'like', '%"rated":true%')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('rating_changes').select('rating_changes.seat').whereRef('rating_changes.match_id', '=', 'matches.id'))))
    .orderBy('updated_at')
    .orderBy('id')
    .limit(1000)
    .execute();
  let counted = 0;
  for (const { id } of rows) if ((await countFinished(store, registry, id)) === 'rated') counted++;
  return counted;
}

/**
 * Empties the ratings and records and counts every stored finished match again, oldest end first, in one transaction
 * (readers see the old tables until it commits). The same matches in the same order give the same numbers.
 */
export async function rebuildRatings(store: Where, registry: Registry): Promise<{ rated: number; coop: number }> {
  const pg = store.dialect === 'postgres';
  return store.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('rating_changes').execute();
    await tx.deleteFrom('ratings').execute();
    await tx.deleteFrom('coop_results').execute();
    const ids = await tx.selectFrom('matches').select('id').where('status', '=', 'finished').orderBy('updated_at').orderBy('id').execute();
    let rated = 0;
    let coop = 0;
    for (const { id } of ids) {
      const counted = await countIn(tx, pg, registry, id);
      if (counted === 'rated') rated++;
      if (counted === 'coop') coop++;
    }
    return { rated, coop };
  });
}
