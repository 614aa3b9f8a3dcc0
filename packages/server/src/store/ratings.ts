import type { Kysely } from 'kysely';
import type { CoopResultTable, Database, RatingChangeTable, RatingTable } from './schema.ts';

export type RatingRow = RatingTable;
export type RatingChangeRow = RatingChangeTable;
export type CoopResultRow = CoopResultTable;

/** A finished match an account sat at: the seat, the match's game, options, outcome and when it ended. */
export interface PlayedRow {
  match_id: string;
  seat: number;
  game: string;
  players: number;
  options: string;
  outcome: string | null;
  settings: string;
  visibility: string;
  updated_at: number;
}

/**
 * Ratings, leaderboards, co-operative records and halls (#29): only the queries. players/counting.ts writes these
 * tables when a match ends; players/routes.ts shapes the answers.
 */
export class RatingQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** One page of a game and mode's board, best first (ties: more games, then the older account), with names. */
  async board(game: string, mode: string, offset: number, limit: number): Promise<{ rows: (RatingRow & { name: string })[]; total: number }> {
    const base = this.db.selectFrom('ratings').innerJoin('accounts', 'accounts.id', 'ratings.account_id').where('ratings.game', '=', game).where('ratings.mode', '=', mode);
    const [rows, count] = await Promise.all([
      base.selectAll('ratings').select('accounts.name').orderBy('ratings.ordinal', 'desc').orderBy('ratings.played', 'desc').orderBy('accounts.created_at').orderBy('accounts.id').offset(offset).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** An account's place on a board (1 = first), in the board's own order; null when it has no rating there. */
  async placeOf(accountId: string, game: string, mode: string): Promise<{ place: number; row: RatingRow } | null> {
    const row = await this.db.selectFrom('ratings').selectAll().where('account_id', '=', accountId).where('game', '=', game).where('mode', '=', mode).executeTakeFirst();
    if (!row) return null;
    const ahead = await this.db
      .selectFrom('ratings')
      .innerJoin('accounts', 'accounts.id', 'ratings.account_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ratings.game', '=', game)
      .where('ratings.mode', '=', mode)
      .where('ratings.account_id', '!=', accountId)
      .where((eb) =>
        eb.or([
          eb('ratings.ordinal', '>', row.ordinal),
          eb.and([eb('ratings.ordinal', '=', row.ordinal), eb('ratings.played', '>', row.played)]),
          eb.and([eb('ratings.ordinal', '=', row.ordinal), eb('ratings.played', '=', row.played), eb('accounts.created_at', '<', eb.selectFrom('accounts').select('created_at').where('id', '=', accountId))]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return { place: Number(ahead.n) + 1, row };
  }

  ratingsOf(accountId: string): Promise<RatingRow[]> {
    return this.db.selectFrom('ratings').selectAll().where('account_id', '=', accountId).orderBy('game').orderBy('mode').execute();
  }

  /** An account's rating changes, oldest first (its history). */
  changesOf(accountId: string): Promise<RatingChangeRow[]> {
    return this.db.selectFrom('rating_changes').selectAll().where('account_id', '=', accountId).orderBy('at').orderBy('match_id').execute();
  }

  /** An account's co-operative results, oldest first. */
  coopOf(accountId: string): Promise<CoopResultRow[]> {
    return this.db.selectFrom('coop_results').selectAll().where('account_id', '=', accountId).orderBy('at').orderBy('match_id').execute();
  }

  /** A game's co-operative results, every seat, with the account's name and whether the match is public (a replay link): the hall groups them by match. */
  coopOfGame(game: string): Promise<(CoopResultRow & { account_name: string | null; visibility: string | null })[]> {
    return this.db
      .selectFrom('coop_results')
      .leftJoin('accounts', 'accounts.id', 'coop_results.account_id')
      .leftJoin('matches', 'matches.id', 'coop_results.match_id')
      .selectAll('coop_results')
      .select(['accounts.name as account_name', 'matches.visibility'])
      .where('coop_results.game', '=', game)
      .orderBy('coop_results.at')
      .orderBy('coop_results.match_id')
      .orderBy('coop_results.seat')
      .execute();
  }

  /** The accounts holding a match's seats, by seat (a seat two accounts hold: the first that attached it). */
  async seatAccounts(matchId: string): Promise<{ seat: number; name: string }[]> {
    const rows = await this.db
      .selectFrom('account_seats')
      .innerJoin('accounts', 'accounts.id', 'account_seats.account_id')
      .select(['account_seats.seat', 'accounts.name'])
      .where('account_seats.match_id', '=', matchId)
      .orderBy('account_seats.created_at')
      .orderBy('accounts.id')
      .execute();
    const seen = new Set<number>();
    return rows.filter((r) => !seen.has(r.seat) && seen.add(r.seat)).sort((a, b) => a.seat - b.seat);
  }

  /**
   * A deleted account leaves the boards (its ratings go) and its past (its rating changes and co-operative results
   * keep their numbers, so others' histories hold, but no longer point at it, and a hall names it `formerName`).
   */
  async forget(accountId: string, formerName: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('ratings').where('account_id', '=', accountId).execute();
      await tx.updateTable('rating_changes').set({ account_id: null }).where('account_id', '=', accountId).execute();
      await tx.updateTable('coop_results').set({ account_id: null, name: formerName }).where('account_id', '=', accountId).execute();
    });
  }

  /** Every finished match an account sat at (attached before it ended), newest first. */
  played(accountId: string): Promise<PlayedRow[]> {
    return this.db
      .selectFrom('account_seats')
      .innerJoin('matches', 'matches.id', 'account_seats.match_id')
      .select(['account_seats.match_id', 'account_seats.seat', 'matches.game', 'matches.players', 'matches.options', 'matches.outcome', 'matches.settings', 'matches.visibility', 'matches.updated_at'])
      .where('account_seats.account_id', '=', accountId)
      .where('matches.status', '=', 'finished')
      .whereRef('account_seats.created_at', '<=', 'matches.updated_at')
      .orderBy('matches.updated_at', 'desc')
      .orderBy('matches.id')
      .execute();
  }
}
