import type { Seat } from '@ramparts/engine';
import type { FastifyBaseLogger } from 'fastify';
import { mailerFrom, type Mailer, type MailSettings } from '../accounts/mail.ts';
import { newInstanceId } from '../matches/lease.ts';
import type { MatchService } from '../matches/service.ts';
import type { Live, NoticeHook } from '../matches/types.ts';
import type { Metrics } from '../ops/metrics.ts';
import { Accounts } from '../store/accounts.ts';
import { NoticeQueries } from '../store/notices.ts';
import type { MatchRow } from '../store/store.ts';
import { DEFAULT_JOB, NoticeJob, type JobSettings } from './job.ts';
import { linkSecret, vapidKeys, type VapidKeys, type VapidSettings } from './keys.ts';
import { NoticeTriggers } from './triggers.ts';
import { unsubscribeToken } from './unsubscribe.ts';

export interface NoticeOptions extends Partial<Omit<JobSettings, 'instance'>> {
  /** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT. */
  vapid?: VapidSettings;
  /** SMTP_URL, MAIL_FROM, PUBLIC_ORIGIN: without them no digest is mailed. */
  mail?: MailSettings;
  /** PUBLIC_ORIGIN (links in mail, the default VAPID subject). */
  publicOrigin?: string;
  instance?: string;
}

export interface NoticeParts {
  service: MatchService;
  metrics?: Metrics;
  log(): FastifyBaseLogger;
}

/**
 * Notices (#30): the triggers the match service and the invitations call (they only queue), the job that sends
 * (one instance at a time), and what the routes need (the VAPID public key, the unsubscribe links' secret).
 */
export class Notices implements NoticeHook {
  readonly queries: NoticeQueries;
  readonly accounts: Accounts;
  readonly mailer: Mailer | null;
  private readonly triggers: NoticeTriggers;
  private readonly job: NoticeJob;

  private constructor(
    private readonly parts: NoticeParts,
    readonly vapid: VapidKeys,
    readonly secret: string,
    opts: NoticeOptions,
  ) {
    this.queries = new NoticeQueries(parts.service.store.db);
    this.accounts = new Accounts(parts.service.store.db);
    this.mailer = mailerFrom(opts.mail);
    this.triggers = new NoticeTriggers(this.queries, parts.service.registry, parts.log, () => this.job.nudge());
    const settings: JobSettings = { ...DEFAULT_JOB, allowHttpPush: false, ...definedOnly(opts), instance: opts.instance ?? newInstanceId() };
    this.job = new NoticeJob(
      { queries: this.queries, service: parts.service, accounts: this.accounts, mailer: this.mailer, vapid, unsubscribeUrl: (id) => this.unsubscribeUrl(id), metrics: parts.metrics, log: parts.log },
      settings,
    );
  }

  /** Reads (or makes, the first time) the VAPID keys and the links' secret in the store. */
  static async open(parts: NoticeParts, opts: NoticeOptions = {}): Promise<Notices> {
    const queries = new NoticeQueries(parts.service.store.db);
    const publicOrigin = opts.publicOrigin ?? opts.mail?.publicOrigin;
    const [vapid, secret] = await Promise.all([vapidKeys(queries, opts.vapid ?? {}, publicOrigin), linkSecret(queries)]);
    return new Notices(parts, vapid, secret, { ...opts, publicOrigin });
  }

  /** The match service (a seat's subscription is checked against its credential). */
  get service(): MatchService {
    return this.parts.service;
  }

  start(): void {
    this.job.start();
  }

  close(): Promise<void> {
    return this.job.close();
  }

  /** Whether this instance runs the job now (tests, failover). */
  sending(): boolean {
    return this.job.holds();
  }

  /** Looks at the queue now, on this instance if it holds the job. */
  nudge(): void {
    this.job.nudge();
  }

  /** The one-click unsubscribe link of an account's emails. */
  unsubscribeUrl(accountId: string): string {
    const path = `api/notices/unsubscribe?token=${encodeURIComponent(unsubscribeToken(this.secret, accountId))}`;
    return this.mailer ? this.mailer.link(path) : `/${path}`;
  }

  // The triggers (NoticeHook)

  committed(lm: Live, before: readonly Seat[], mover: Seat): void {
    this.triggers.committed(lm, before, mover);
  }

  started(lm: Live): void {
    this.triggers.started(lm);
  }

  invited(invitationId: string, accountId: string, match: MatchRow, from: string): void {
    this.triggers.invited(invitationId, accountId, match, from);
  }

  /** Seats just attached to an account: a cached live match's seats that are to act hear it (see NoticeTriggers.claimed). */
  claimed(matchId: string, seats: readonly Seat[]): void {
    const lm = this.parts.service.cache.get(matchId);
    if (lm) this.triggers.claimed(lm, seats);
  }

  /** A seat's clock is down to a quarter: its accounts are told (the clock watch calls this; never throws). */
  async noticeClockLow(matchId: string, seat: Seat): Promise<void> {
    await this.triggers.clockLow(matchId, seat, this.parts.service.store).catch((e: unknown) => this.parts.log().warn({ err: e, match: matchId }, 'could not queue a clock notice'));
  }
}

/** The options given, without those left undefined (they must not hide the defaults). */
function definedOnly(opts: NoticeOptions): Partial<JobSettings> {
  const out: Partial<JobSettings> = {};
  for (const key of ['pollMs', 'leaseMs', 'retryBaseMs', 'maxAttempts', 'pushTimeoutMs', 'digestMs', 'allowHttpPush'] as const) if (opts[key] !== undefined) (out as Record<string, unknown>)[key] = opts[key];
  return out;
}
