import type { Kysely } from 'kysely';
import type { Database, InvitationTable } from './schema.ts';

export type InvitationRow = InvitationTable;

/** Invitations by name (#29): only the queries; src/accounts/invitations.ts decides who may invite whom. */
export class Invitations {
  constructor(private readonly db: Kysely<Database>) {}

  /** Invites (again: the key and the inviter are brought up to date, nothing doubles). */
  async put(row: InvitationRow): Promise<void> {
    await this.db
      .insertInto('invitations')
      .values(row)
      .onConflict((oc) => oc.columns(['match_id', 'account_id']).doUpdateSet((eb) => ({ from_name: eb.ref('excluded.from_name'), match_key: eb.fn.coalesce('excluded.match_key', 'invitations.match_key') })))
      .execute();
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
