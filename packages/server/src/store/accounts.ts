import type { Kysely } from 'kysely';
import type { AccountEmailTable, AccountGroupTable, AccountSeatTable, AccountTable, AuthChallengeTable, Database, EmailTokenTable, PasskeyTable, SessionTable } from './schema.ts';

export type AccountRow = AccountTable;
export type SessionRow = SessionTable;
export type AccountSeatRow = AccountSeatTable;
export type AccountGroupRow = AccountGroupTable;
export type PasskeyRow = PasskeyTable;
export type ChallengeRow = AuthChallengeTable;
export type AccountEmailRow = AccountEmailTable;
export type EmailTokenRow = EmailTokenTable;

/**
 * Accounts, their sessions, and the seats and campaign groups they hold (#29): only the queries. The accounts
 * module (src/accounts/) checks names, passwords, cookies and credentials.
 */
export class Accounts {
  constructor(private readonly db: Kysely<Database>) {}

  /** Creates an account; false when its name (by key) is taken. */
  async create(row: AccountRow): Promise<boolean> {
    const rows = await this.db.insertInto('accounts').values(row).onConflict((oc) => oc.column('name_key').doNothing()).returning('id').execute();
    return rows.length === 1;
  }

  async byNameKey(key: string): Promise<AccountRow | undefined> {
    // No name holds a NUL (names are letters, digits and _-.), and PostgreSQL refuses one in a query's text.
    if (key.includes('\u0000')) return undefined;
    return this.db.selectFrom('accounts').selectAll().where('name_key', '=', key).executeTakeFirst();
  }

  byId(id: string): Promise<AccountRow | undefined> {
    return this.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Every account, oldest first, with how many sessions each has open (the operator's list). */
  async list(): Promise<(AccountRow & { sessions: number })[]> {
    const rows = await this.db
      .selectFrom('accounts')
      .leftJoin('sessions', (j) => j.onRef('sessions.account_id', '=', 'accounts.id').on('sessions.revoked', '=', 0))
      .select(['accounts.id', 'accounts.name', 'accounts.name_key', 'accounts.password_hash', 'accounts.created_at'])
      .select((eb) => eb.fn.count<number>('sessions.id').as('sessions'))
      .groupBy(['accounts.id', 'accounts.name', 'accounts.name_key', 'accounts.password_hash', 'accounts.created_at'])
      .orderBy('accounts.created_at')
      .execute();
    return rows.map((r) => ({ ...r, sessions: Number(r.sessions) }));
  }

  async setPassword(id: string, hash: string): Promise<void> {
    await this.db.updateTable('accounts').set({ password_hash: hash }).where('id', '=', id).execute();
  }

  /** Gives an account made with a passkey alone its first password; false when it has one already (set meanwhile). */
  async addPassword(id: string, hash: string): Promise<boolean> {
    const r = await this.db.updateTable('accounts').set({ password_hash: hash }).where('id', '=', id).where('password_hash', '=', '').executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  // Sessions

  async addSession(row: SessionRow): Promise<void> {
    await this.db.insertInto('sessions').values(row).execute();
  }

  /** A session that is not revoked, with its account; read from the store every time, so a revocation holds on every instance at once. */
  async liveSession(id: string): Promise<{ session: SessionRow; account: AccountRow } | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
      .select(['sessions.id', 'sessions.account_id', 'sessions.created_at', 'sessions.last_seen_at', 'sessions.user_agent', 'sessions.revoked'])
      .select(['accounts.name', 'accounts.name_key', 'accounts.password_hash', 'accounts.created_at as account_created_at'])
      .where('sessions.id', '=', id)
      .where('sessions.revoked', '=', 0)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      session: { id: row.id, account_id: row.account_id, created_at: row.created_at, last_seen_at: row.last_seen_at, user_agent: row.user_agent, revoked: row.revoked },
      account: { id: row.account_id, name: row.name, name_key: row.name_key, password_hash: row.password_hash, created_at: row.account_created_at },
    };
  }

  async touchSession(id: string, at: number): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
  }

  /** The account's open sessions, the most recently seen first. */
  sessionsOf(accountId: string): Promise<SessionRow[]> {
    return this.db.selectFrom('sessions').selectAll().where('account_id', '=', accountId).where('revoked', '=', 0).orderBy('last_seen_at', 'desc').execute();
  }

  /** Revokes one of the account's sessions; false when it has no such open session. */
  async revokeSession(accountId: string, id: string): Promise<boolean> {
    const r = await this.db.updateTable('sessions').set({ revoked: 1 }).where('account_id', '=', accountId).where('id', '=', id).where('revoked', '=', 0).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Revokes every session of the account but `keep` (a password change keeps the browser that made it). */
  async revokeAll(accountId: string, keep?: string): Promise<number> {
    let q = this.db.updateTable('sessions').set({ revoked: 1 }).where('account_id', '=', accountId).where('revoked', '=', 0);
    if (keep) q = q.where('id', '!=', keep);
    return Number((await q.executeTakeFirst()).numUpdatedRows);
  }

  // Seats and groups

  /** Attaches seats and groups in one transaction (again: the credential or secret is updated, nothing doubles). */
  async attach(seats: AccountSeatRow[], groups: AccountGroupRow[]): Promise<void> {
    if (seats.length === 0 && groups.length === 0) return;
    await this.db.transaction().execute(async (tx) => {
      if (seats.length > 0)
        await tx
          .insertInto('account_seats')
          .values(seats)
          .onConflict((oc) => oc.columns(['account_id', 'match_id', 'seat']).doUpdateSet((eb) => ({ credential: eb.ref('excluded.credential'), match_key: eb.fn.coalesce('excluded.match_key', 'account_seats.match_key') })))
          .execute();
      if (groups.length > 0)
        await tx
          .insertInto('account_groups')
          .values(groups)
          .onConflict((oc) => oc.columns(['account_id', 'game', 'group_id']).doUpdateSet((eb) => ({ secret: eb.ref('excluded.secret'), name: eb.ref('excluded.name') })))
          .execute();
    });
  }

  seatsOf(accountId: string): Promise<AccountSeatRow[]> {
    return this.db.selectFrom('account_seats').selectAll().where('account_id', '=', accountId).orderBy('created_at', 'desc').execute();
  }

  groupsOf(accountId: string): Promise<AccountGroupRow[]> {
    return this.db.selectFrom('account_groups').selectAll().where('account_id', '=', accountId).orderBy('created_at', 'desc').execute();
  }

  // Passkeys

  /** Adds a passkey; false when that credential is already known (to this account or another). */
  async addPasskey(row: PasskeyRow): Promise<boolean> {
    const rows = await this.db.insertInto('passkeys').values(row).onConflict((oc) => oc.column('id').doNothing()).returning('id').execute();
    return rows.length === 1;
  }

  passkey(id: string): Promise<PasskeyRow | undefined> {
    return this.db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
  }

  passkeysOf(accountId: string): Promise<PasskeyRow[]> {
    return this.db.selectFrom('passkeys').selectAll().where('account_id', '=', accountId).orderBy('created_at').execute();
  }

  /** After a sign-in with it: the authenticator's new signature counter and when. */
  async usedPasskey(id: string, counter: number, at: number): Promise<void> {
    await this.db.updateTable('passkeys').set({ counter, last_used_at: at }).where('id', '=', id).execute();
  }

  /** Removes one of the account's passkeys; false when it has no such passkey. */
  async removePasskey(accountId: string, id: string): Promise<boolean> {
    const r = await this.db.deleteFrom('passkeys').where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  // WebAuthn challenges

  /** Keeps a challenge for one ceremony (and lets go of those that expired: nobody can use them). */
  async addChallenge(row: ChallengeRow): Promise<void> {
    await this.db.deleteFrom('auth_challenges').where('expires_at', '<', Date.now()).execute();
    await this.db.insertInto('auth_challenges').values(row).execute();
  }

  /**
   * Takes a challenge for its one use: the row is deleted and returned in one statement, so two answers racing for
   * it (on one instance or two) cannot both get it. Undefined when it is unknown, used, expired or for another purpose.
   */
  async takeChallenge(id: string, purpose: string, now: number): Promise<ChallengeRow | undefined> {
    const row = await this.db.deleteFrom('auth_challenges').where('id', '=', id).where('purpose', '=', purpose).returningAll().executeTakeFirst();
    return row && Number(row.expires_at) > now ? row : undefined;
  }

  // Deleting an account

  /**
   * A deleted account's seat at a started match: named "a former player" (its chat lines too) and held by a credential
   * nobody has, a new generation (its old connections go). `away`: a live match's seat goes to the takeover bot.
   */
  async formerPlayer(matchId: string, seat: number, name: string, unheldHash: string, away: boolean): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('seats')
        .set((eb) => ({ name, credential_hash: unheldHash, generation: eb('generation', '+', 1), ...(away ? { away: 1 } : {}) }))
        .where('match_id', '=', matchId)
        .where('seat', '=', seat)
        .execute();
      await tx.updateTable('chat').set({ name }).where('match_id', '=', matchId).where('seat', '=', seat).execute();
    });
  }

  /** Deletes the account; its sessions, seats, groups, passkeys, address and tokens go with it (foreign keys). Its name is free again. */
  async remove(id: string): Promise<boolean> {
    const r = await this.db.deleteFrom('accounts').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  /** The account's verified email address, or null. */
  async emailOf(accountId: string): Promise<string | null> {
    const row = await this.db.selectFrom('account_emails').select('email').where('account_id', '=', accountId).executeTakeFirst();
    return row?.email ?? null;
  }

  // Email and one-time tokens

  /** Accounts whose verified address is `email` (lower case), at most a few. */
  accountsWithEmail(email: string): Promise<AccountRow[]> {
    return this.db.selectFrom('account_emails').innerJoin('accounts', 'accounts.id', 'account_emails.account_id').selectAll('accounts').where('account_emails.email', '=', email).limit(5).execute();
  }

  async setEmail(accountId: string, email: string, at: number): Promise<void> {
    await this.db
      .insertInto('account_emails')
      .values({ account_id: accountId, email, verified_at: at })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ email, verified_at: at }))
      .execute();
  }

  async removeEmail(accountId: string): Promise<void> {
    await this.db.deleteFrom('account_emails').where('account_id', '=', accountId).execute();
  }

  /** Keeps a token's hash (an account's earlier tokens of the same purpose stop working: only the newest link does). */
  async addEmailToken(row: EmailTokenRow): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('email_tokens').where((eb) => eb.or([eb.and([eb('account_id', '=', row.account_id), eb('purpose', '=', row.purpose)]), eb('expires_at', '<', row.created_at)])).execute();
      await tx.insertInto('email_tokens').values(row).execute();
    });
  }

  /** Takes a token for its one use (deleted and returned in one statement); undefined when unknown, used, expired or for another purpose. */
  async takeEmailToken(id: string, purpose: string, now: number): Promise<EmailTokenRow | undefined> {
    const row = await this.db.deleteFrom('email_tokens').where('id', '=', id).where('purpose', '=', purpose).returningAll().executeTakeFirst();
    return row && Number(row.expires_at) > now ? row : undefined;
  }
}
