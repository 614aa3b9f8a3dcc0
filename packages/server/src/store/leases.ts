import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * The queries behind the bot-driving lease of live matches (matches.lease_holder / lease_until, ms since epoch).
 * While a holder has it, `lease_until` is when the lease runs out unless renewed. Without a holder (given up),
 * `lease_until` is when the match next needs an instance — a bot to move, a clock or an absence to run out —
 * so the sweep (`expired`) finds it exactly when it is due. Each is one statement; the conditional UPDATE decides
 * between instances racing for the same match.
 */
export class LeaseQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Takes a live match's lease until `until` if it is free (no holder), already `holder`'s, or expired
   * (`lease_until < now`); `force` takes it whoever holds it (one instance alone). False when another holds it.
   */
  async take(matchId: string, holder: string, now: number, until: number, force = false): Promise<boolean> {
    let q = this.db.updateTable('matches').set({ lease_holder: holder, lease_until: until }).where('id', '=', matchId).where('status', '=', 'live');
    if (!force) q = q.where((eb) => eb.or([eb('lease_holder', 'is', null), eb('lease_holder', '=', holder), eb('lease_until', '<', now)]));
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Extends every lease `holder` has on a live match to `until`; returns the matches it still holds. */
  async renew(holder: string, until: number): Promise<string[]> {
    const rows = await this.db.updateTable('matches').set({ lease_until: until }).where('status', '=', 'live').where('lease_holder', '=', holder).returning('id').execute();
    return rows.map((r) => r.id);
  }

  /** Gives up `holder`'s lease of a match, saying when the match is next due (0: now, or the match is over). */
  async release(matchId: string, holder: string, due: number): Promise<void> {
    await this.db.updateTable('matches').set({ lease_holder: null, lease_until: due }).where('id', '=', matchId).where('lease_holder', '=', holder).execute();
  }

  /** Gives up many leases in one transaction (a clean shutdown: one commit, not one per match). */
  async releaseAll(holder: string, leases: [id: string, due: number][]): Promise<void> {
    if (leases.length === 0) return;
    await this.db.transaction().execute(async (tx) => {
      for (const [id, due] of leases) await tx.updateTable('matches').set({ lease_holder: null, lease_until: due }).where('id', '=', id).where('lease_holder', '=', holder).execute();
    });
  }

  /**
   * Live matches whose lease ran out or that are due without a holder, the longest waiting first. A match that
   * went live after `freshSince` and was never held (lease_until 0) is left to the instance that started it.
   */
  async expired(now: number, freshSince: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('matches')
      .select('id')
      .where('status', '=', 'live')
      .where('lease_until', '<', now)
      .where((eb) => eb.or([eb('lease_until', '>', 0), eb('lease_holder', 'is not', null), eb('updated_at', '<', freshSince)]))
      .orderBy('lease_until')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }
}
