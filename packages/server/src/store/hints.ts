import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** A hint use as records and states carry it: the seat that asked, after `at` moves. */
export interface HintUseRow {
  seat: number;
  at: number;
}

/**
 * Notes that a seat asked for a hint; resolves once the row is committed. Its number is one past the match's last
 * (writers noting at once may pick the same one: the losers' inserts conflict and they take the next). Each round
 * one of the racers wins, so k writers at once need at most k rounds; `attempts` only bounds a runaway.
 */
export async function appendHint(db: Kysely<Database>, use: { match_id: string; seat: number; at: number; created_at: number }, attempts = 64): Promise<void> {
  for (let i = 0; ; i++) {
    const result = await sql`
      -- Casts: PostgreSQL types a SELECT's parameters as text otherwise.
      insert into hints (match_id, n, seat, at, created_at)
      select cast(${use.match_id} as varchar(64)), coalesce(max(n), 0) + 1, cast(${use.seat} as integer), cast(${use.at} as integer), cast(${use.created_at} as bigint)
      from hints where match_id = ${use.match_id}
      on conflict do nothing`.execute(db);
    if (Number(result.numAffectedRows ?? 0) > 0) return;
    if (i + 1 >= attempts) throw new Error(`hint for match ${use.match_id} not noted after ${attempts} tries`);
  }
}

/** Every hint asked for at a match, in the order they were noted. */
export async function hintsOf(db: Kysely<Database>, matchId: string): Promise<HintUseRow[]> {
  const rows = await db.selectFrom('hints').select(['seat', 'at']).where('match_id', '=', matchId).orderBy('n').execute();
  return rows.map((r) => ({ seat: Number(r.seat), at: Number(r.at) }));
}
