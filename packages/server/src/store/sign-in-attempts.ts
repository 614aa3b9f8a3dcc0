import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export type AttemptScope = 'name' | 'address';

/** Failed sign-ins (#29), shared by every instance on the store: only the queries; src/accounts/attempts.ts decides. */
export class SignInAttemptRows {
  constructor(private readonly db: Kysely<Database>) {}

  /** When the failures counted against `key` since `since` happened, newest first, at most `max` of them. */
  async recent(scope: AttemptScope, key: string, since: number, max: number): Promise<number[]> {
    const rows = await this.db.selectFrom('sign_in_attempts').select('at').where('scope', '=', scope).where('key', '=', key).where('at', '>', since).orderBy('at', 'desc').limit(max).execute();
    return rows.map((r) => Number(r.at));
  }

  /** Counts one failure against each key (one statement). */
  async add(rows: { scope: AttemptScope; key: string; at: number }[]): Promise<void> {
    if (rows.length > 0) await this.db.insertInto('sign_in_attempts').values(rows).execute();
  }

  /** Forgets the failures counted against `key`. */
  async clear(scope: AttemptScope, key: string): Promise<void> {
    await this.db.deleteFrom('sign_in_attempts').where('scope', '=', scope).where('key', '=', key).execute();
  }

  /** Deletes the failures from before `before` (they count no more). */
  async prune(before: number): Promise<number> {
    const r = await this.db.deleteFrom('sign_in_attempts').where('at', '<=', before).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
