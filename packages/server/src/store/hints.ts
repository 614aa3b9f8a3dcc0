import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** A hint use as records and states carry it: the seat that asked, after `at` moves. */
export interface HintUseRow {
  seat: number;
  at: number;
}

/**
 * Notes that a seat asked for a hint; resolves once the row is committed. Its number is one past the match's last
 * (two instances noting at once may pick the same one: the loser's insert conflicts and it takes the next).
 */
export async function appendHint(db: Kysely<Database>, use: { match_id: string; seat: number; at: number; created_at: number }, attempts = 5): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      await sql`
        -- Casts: PostgreSQL types a SELECT's parameters as text otherwise.
        insert into hints (match_id, n, seat, at, created_at)
        select cast(${use.match_id} as varchar(64)), coalesce(max(n), 0) + 1, cast(${use.seat} as integer), cast(${use.at} as integer), cast(${use.created_at} as bigint)
        from hints where match_id = ${use.match_id}`.execute(db);
      return;
    } catch (e) {
      if (i + 1 >= attempts || !/unique|primary key|duplicate/i.test(String((e as Error).message))) throw e;
    }
  }
}

/** Every hint asked for at a match, in the order they were noted. */
export async function hintsOf(db: Kysely<Database>, matchId: string): Promise<HintUseRow[]> {
  const rows = await db.selectFrom('hints').select(['seat', 'at']).where('match_id', '=', matchId).orderBy('n').execute();
  return rows.map((r) => ({ seat: Number(r.seat), at: Number(r.at) }));
}
