import type { Kysely } from 'kysely';
import type { Database, MatchTable } from './schema.ts';

/*
 * The lobby's queries: what a stranger may list, which open matches expired, how many bot matches a client holds.
 * Each is one statement, so a limit counts the rows it means and a sweep is one UPDATE whatever the backlog.
 */

export interface PublicFilter {
  /** 'open', 'live', 'finished' or 'expired'; an open match past its expiry counts as expired before the sweep. */
  status?: string;
  game?: string;
  limit: number;
  now: number;
}

/** Public matches only, newest first: a private match is reached by its link, never through the list. */
export async function listPublicMatches(db: Kysely<Database>, filter: PublicFilter): Promise<MatchTable[]> {
  let q = db.selectFrom('matches').selectAll().where('visibility', '=', 'public');
  if (filter.status === 'open') {
    q = q.where('status', '=', 'open').where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', filter.now)]));
  } else if (filter.status === 'expired') {
    q = q.where((eb) => eb.or([eb('status', '=', 'expired'), eb.and([eb('status', '=', 'open'), eb('expires_at', '<=', filter.now)])]));
  } else if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.game) q = q.where('game', '=', filter.game);
  return q.orderBy('created_at', 'desc').limit(filter.limit).execute();
}

/** Marks every open match past its expiry 'expired'; returns how many. */
export async function expireOpenMatches(db: Kysely<Database>, now: number): Promise<number> {
  const r = await db.updateTable('matches').set({ status: 'expired', updated_at: now }).where('status', '=', 'open').where('expires_at', '<=', now).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Matches with a bot seat that a client holds now: live ones, and open ones not yet expired. */
export async function botMatchesOf(db: Kysely<Database>, client: string, now: number): Promise<number> {
  const row = await db
    .selectFrom('matches')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('client', '=', client)
    .where((eb) => eb.or([eb('status', '=', 'live'), eb.and([eb('status', '=', 'open'), eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)])])]))
    .where((eb) => eb.exists(eb.selectFrom('seats').select('seats.seat').whereRef('seats.match_id', '=', 'matches.id').where('seats.kind', '=', 'bot')))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
