import { sql, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from './dialects.ts';
import type { Database, InvitationTable } from './schema.ts';

export type InvitationRow = InvitationTable;

/** Invitations by name (#29): only the queries; src/accounts/invitations.ts decides who may invite whom. */
export class Invitations {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /**
   * Invites, unless the match already has `max` invitations waiting for other accounts (then undefined). Again is
   * harmless: the key and the inviter are brought up to date, nothing doubles, and the first invitation's id is
   * answered. The count and the insert are one statement, and on PostgreSQL the match's row is locked first, so
   * invitations racing for a match's last places (on one instance or several) take turns: never more than `max`.
   */
  async put(row: InvitationRow, max: number): Promise<string | undefined> {
    const insert = (db: Kysely<Database> | Transaction<Database>) =>
      sql<{ id: string }>`
        insert into invitations (id, match_id, account_id, from_name, match_key, created_at)
        select ${row.id}, ${row.match_id}, ${row.account_id}, ${row.from_name}, cast(${row.match_key} as varchar(128)), cast(${row.created_at} as bigint)
        where (select count(*) from invitations where match_id = ${row.match_id} and account_id <> ${row.account_id}) < ${max}
        on conflict (match_id, account_id) do update set from_name = excluded.from_name, match_key = coalesce(excluded.match_key, invitations.match_key)
        returning id`.execute(db);
    // SQLite runs one write statement at a time over the whole file: the count cannot go stale under it.
    if (this.dialect === 'sqlite') return (await insert(this.db)).rows[0]?.id;
    return this.db.transaction().execute(async (tx) => {
      await tx.selectFrom('matches').select('id').where('id', '=', row.match_id).forUpdate().execute();
      return (await insert(tx)).rows[0]?.id;
    });
  }

  /** The match's pending invitations. */
  forMatch(matchId: string): Promise<InvitationRow[]> {
    return this.db.selectFrom('invitations').selectAll().where('match_id', '=', matchId).execute();
  }

  /** The account's invitations, newest first. */
  forAccount(accountId: string): Promise<InvitationRow[]> {
    return this.db.selectFrom('invitations').selectAll().where('account_id', '=', accountId).orderBy('created_at', 'desc').limit(100).execute();
  }

  /** Removes one of the account's invitations; false when it has none by that id. */
  async remove(accountId: string, id: string): Promise<boolean> {
    const r = await this.db.deleteFrom('invitations').where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  /** Removes invitations by id (those whose match started, ended or was joined). */
  async removeAll(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.db.deleteFrom('invitations').where('id', 'in', ids).execute();
  }
}
