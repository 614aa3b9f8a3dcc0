import type { Kysely } from 'kysely';
import type { Database, NoticePrefTable, NoticeQueueTable, PushSubscriptionTable, SeatPushSubscriptionTable } from './schema.ts';

export type PushSubscriptionRow = PushSubscriptionTable;
export type SeatPushSubscriptionRow = SeatPushSubscriptionTable;
export type NoticePrefRow = NoticePrefTable;
export type NoticeRow = NoticeQueueTable;

/** Notices (#30): only the queries; src/notices/ decides who is sent what, when. */
export class NoticeQueries {
  constructor(private readonly db: Kysely<Database>) {}

  // Subscriptions

  /**
   * Adds a browser's subscription (again: the keys and the account are brought up to date); an account keeps its
   * `keep` newest, so one account cannot make the server send each notice to a crowd of endpoints.
   */
  async subscribe(row: PushSubscriptionRow, keep: number): Promise<void> {
    await this.db
      .insertInto('push_subscriptions')
      .values(row)
      .onConflict((oc) => oc.column('endpoint').doUpdateSet((eb) => ({ account_id: eb.ref('excluded.account_id'), p256dh: eb.ref('excluded.p256dh'), auth: eb.ref('excluded.auth'), created_at: eb.ref('excluded.created_at') })))
      .execute();
    const old = await this.db.selectFrom('push_subscriptions').select('endpoint').where('account_id', '=', row.account_id).orderBy('created_at', 'desc').orderBy('endpoint').offset(keep).limit(1000).execute();
    if (old.length > 0) await this.db.deleteFrom('push_subscriptions').where('endpoint', 'in', old.map((o) => o.endpoint)).execute();
  }

  /** Removes a subscription of the account; false when it has none at that endpoint. */
  async unsubscribe(accountId: string, endpoint: string): Promise<boolean> {
    const r = await this.db.deleteFrom('push_subscriptions').where('account_id', '=', accountId).where('endpoint', '=', endpoint).executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  /** Forgets an endpoint the push service said is gone (404, 410), an account's or a seat's, with the retries queued for it. */
  async dropEndpoint(endpoint: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
    await this.db.deleteFrom('seat_push_subscriptions').where('endpoint', '=', endpoint).execute();
    await this.db.deleteFrom('notice_queue').where('endpoint', '=', endpoint).execute();
  }

  subscriptionsOf(accountId: string): Promise<PushSubscriptionRow[]> {
    return this.db.selectFrom('push_subscriptions').selectAll().where('account_id', '=', accountId).orderBy('created_at').execute();
  }

  subscription(endpoint: string): Promise<PushSubscriptionRow | undefined> {
    return this.db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst();
  }

  // A seat's subscriptions (whoever holds its credential: a guest most often)

  /** Adds a browser's subscription for a seat (again: brought up to date); a seat keeps its `keep` newest. */
  async subscribeSeat(row: SeatPushSubscriptionRow, keep: number): Promise<void> {
    await this.db
      .insertInto('seat_push_subscriptions')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['match_id', 'seat', 'endpoint']).doUpdateSet((eb) => ({ p256dh: eb.ref('excluded.p256dh'), auth: eb.ref('excluded.auth'), generation: eb.ref('excluded.generation'), created_at: eb.ref('excluded.created_at') })),
      )
      .execute();
    const old = await this.db.selectFrom('seat_push_subscriptions').select('endpoint').where('match_id', '=', row.match_id).where('seat', '=', row.seat).orderBy('created_at', 'desc').orderBy('endpoint').offset(keep).limit(1000).execute();
    if (old.length > 0) await this.db.deleteFrom('seat_push_subscriptions').where('match_id', '=', row.match_id).where('seat', '=', row.seat).where('endpoint', 'in', old.map((o) => o.endpoint)).execute();
  }

  /** Removes a seat's subscription at an endpoint, with the retries queued for it; false when there was none. */
  async unsubscribeSeat(matchId: string, seat: number, endpoint: string): Promise<boolean> {
    const r = await this.db.deleteFrom('seat_push_subscriptions').where('match_id', '=', matchId).where('seat', '=', seat).where('endpoint', '=', endpoint).executeTakeFirst();
    await this.db.deleteFrom('notice_queue').where('match_id', '=', matchId).where('seat', '=', seat).where('endpoint', '=', endpoint).where('account_id', 'is', null).execute();
    return Number(r.numDeletedRows) === 1;
  }

  /** The seats' subscriptions at a match (every seat's, or one seat's). */
  seatSubscriptionsOf(matchId: string, seat?: number): Promise<SeatPushSubscriptionRow[]> {
    let q = this.db.selectFrom('seat_push_subscriptions').selectAll().where('match_id', '=', matchId);
    if (seat !== undefined) q = q.where('seat', '=', seat);
    return q.orderBy('seat').orderBy('created_at').execute();
  }

  seatSubscription(matchId: string, seat: number, endpoint: string): Promise<SeatPushSubscriptionRow | undefined> {
    return this.db.selectFrom('seat_push_subscriptions').selectAll().where('match_id', '=', matchId).where('seat', '=', seat).where('endpoint', '=', endpoint).executeTakeFirst();
  }

  /** Forgets a match's seat subscriptions: those of `seats` (all the match's when not given), or one endpoint's of one seat. */
  async dropSeatSubscriptions(matchId: string, seats?: number[], endpoint?: string): Promise<void> {
    if (seats?.length === 0) return;
    let q = this.db.deleteFrom('seat_push_subscriptions').where('match_id', '=', matchId);
    if (seats) q = q.where('seat', 'in', seats);
    if (endpoint !== undefined) q = q.where('endpoint', '=', endpoint);
    await q.execute();
  }

  // Who is at a table

  /** The accounts' seats at a match, with the credentials they hold (the caller checks them against the seats). */
  holders(matchId: string): Promise<{ account_id: string; seat: number; credential: string }[]> {
    return this.db.selectFrom('account_seats').select(['account_id', 'seat', 'credential']).where('match_id', '=', matchId).execute();
  }

  /** The match's last entry (0: none yet). */
  async lastSeq(matchId: string): Promise<number> {
    const r = await this.db.selectFrom('entries').select((eb) => eb.fn.max('seq').as('seq')).where('match_id', '=', matchId).executeTakeFirst();
    return Number(r?.seq ?? 0);
  }

  // Preferences

  prefsOf(accountId: string): Promise<NoticePrefRow[]> {
    return this.db.selectFrom('notice_prefs').selectAll().where('account_id', '=', accountId).execute();
  }

  /** Sets the account's choices for some kinds, in one transaction. */
  async setPrefs(rows: NoticePrefRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.transaction().execute(async (tx) => {
      for (const row of rows)
        await tx
          .insertInto('notice_prefs')
          .values(row)
          .onConflict((oc) => oc.columns(['account_id', 'kind']).doUpdateSet((eb) => ({ push: eb.ref('excluded.push'), email: eb.ref('excluded.email') })))
          .execute();
    });
  }

  // The queue

  /** Queues notices; one already queued under the same id stays as it is. */
  async enqueue(rows: NoticeRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('notice_queue')
      .values(rows)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }

  /** Notices due now (not email: the digest reads those), the oldest first. */
  due(now: number, limit: number): Promise<NoticeRow[]> {
    return this.db.selectFrom('notice_queue').selectAll().where('due_at', '<=', now).where('channel', 'in', ['notice', 'push']).orderBy('due_at').limit(limit).execute();
  }

  /**
   * A notice was sorted into pushes and email: its row stays a while as 'done', so the same notice (same kind,
   * match, move, seat and account) is not queued again by a late or repeated trigger.
   */
  async done(id: string): Promise<void> {
    await this.db.updateTable('notice_queue').set({ channel: 'done' }).where('id', '=', id).execute();
  }

  /** Forgets notices done before `before`. */
  async forgetDone(before: number): Promise<void> {
    await this.db.deleteFrom('notice_queue').where('channel', '=', 'done').where('created_at', '<', before).execute();
  }

  /** Accounts with an email item due. */
  async digestsDue(now: number, limit: number): Promise<string[]> {
    const rows = await this.db.selectFrom('notice_queue').select('account_id').distinct().where('channel', '=', 'email').where('account_id', 'is not', null).where('due_at', '<=', now).limit(limit).execute();
    return rows.flatMap((r) => (r.account_id === null ? [] : [r.account_id]));
  }

  emailItemsOf(accountId: string): Promise<NoticeRow[]> {
    return this.db.selectFrom('notice_queue').selectAll().where('account_id', '=', accountId).where('channel', '=', 'email').orderBy('created_at').execute();
  }

  /** Moves an account's email items to `due` (its hour is not up, or the mail server failed). */
  async postponeEmail(accountId: string, due: number): Promise<void> {
    await this.db.updateTable('notice_queue').set({ due_at: due }).where('account_id', '=', accountId).where('channel', '=', 'email').execute();
  }

  async retry(id: string, attempts: number, due: number): Promise<void> {
    await this.db.updateTable('notice_queue').set({ attempts, due_at: due }).where('id', '=', id).execute();
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.db.deleteFrom('notice_queue').where('id', 'in', ids).execute();
  }

  async length(): Promise<number> {
    const r = await this.db.selectFrom('notice_queue').select((eb) => eb.fn.countAll<number>().as('n')).where('channel', '!=', 'done').executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  // Digests

  async lastDigest(accountId: string): Promise<number | null> {
    const r = await this.db.selectFrom('notice_digests').select('last_sent_at').where('account_id', '=', accountId).executeTakeFirst();
    return r ? Number(r.last_sent_at) : null;
  }

  /** The digest went: its items leave the queue and the hour starts again, in one transaction. */
  async digestSent(accountId: string, ids: string[], at: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      if (ids.length > 0) await tx.deleteFrom('notice_queue').where('id', 'in', ids).execute();
      await tx
        .insertInto('notice_digests')
        .values({ account_id: accountId, last_sent_at: at })
        .onConflict((oc) => oc.column('account_id').doUpdateSet({ last_sent_at: at }))
        .execute();
    });
  }

  // The job's lease and the server's keys

  /** Takes the named job until `until` if nobody holds it, `holder` already does, or the last holder's time ran out. */
  async takeLease(name: string, holder: string, now: number, until: number): Promise<boolean> {
    await this.db
      .insertInto('job_leases')
      .values({ name, holder: null, until: 0 })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const r = await this.db
      .updateTable('job_leases')
      .set({ holder, until })
      .where('name', '=', name)
      .where((eb) => eb.or([eb('holder', 'is', null), eb('holder', '=', holder), eb('until', '<', now)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async releaseLease(name: string, holder: string): Promise<void> {
    await this.db.updateTable('job_leases').set({ holder: null, until: 0 }).where('name', '=', name).where('holder', '=', holder).execute();
  }

  /** The server's key by that name: the one kept, or `made` kept now if none was (the first instance's wins a race). */
  async key(name: string, made: () => string): Promise<string> {
    const found = await this.db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirst();
    if (found) return found.value;
    await this.db
      .insertInto('server_keys')
      .values({ name, value: made(), created_at: Date.now() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const kept = await this.db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirstOrThrow();
    return kept.value;
  }
}
