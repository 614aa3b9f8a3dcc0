import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../accounts/mail.ts';
import type { MatchService } from '../matches/service.ts';
import type { Metrics } from '../ops/metrics.ts';
import type { Accounts } from '../store/accounts.ts';
import type { NoticeQueries, NoticeRow } from '../store/notices.ts';
import { composeDigest } from './digest.ts';
import { pushEndpointAllowed } from './endpoint-guard.ts';
import type { VapidKeys } from './keys.ts';
import { choicesOf } from './prefs.ts';
import { sendPush, type PushTarget } from './push.ts';

/** How the job runs; tests shorten the times. */
export interface JobSettings {
  /** This process's name in the 'notices' lease. */
  instance: string;
  /** How often the job looks at the queue (ms; default 1 s). */
  pollMs: number;
  /** The lease lasts this long unless renewed (ms; default 15 s): after a crash another instance takes over then. */
  leaseMs: number;
  /** The first retry waits this long, each next one twice as long (ms; default 10 s). */
  retryBaseMs: number;
  /** Sends tried before a notice is given up (default 6: about ten minutes of retries). */
  maxAttempts: number;
  /** A push service that has not answered in this long counts as failed (ms; default 10 s). */
  pushTimeoutMs: number;
  /** At most one email per person in this long (ms; default an hour). */
  digestMs: number;
  /** Push endpoints over plain http and on this machine's networks are accepted (tests: a local endpoint); off, only https ones outside them are (endpoint-guard.ts). */
  allowHttpPush: boolean;
}

export const DEFAULT_JOB: Omit<JobSettings, 'instance' | 'allowHttpPush'> = { pollMs: 1000, leaseMs: 15_000, retryBaseMs: 10_000, maxAttempts: 6, pushTimeoutMs: 10_000, digestMs: 3600_000 };

export interface JobParts {
  queries: NoticeQueries;
  service: MatchService;
  accounts: Accounts;
  mailer: Mailer | null;
  vapid: VapidKeys;
  unsubscribeUrl(accountId: string): string;
  metrics?: Metrics;
  log(): FastifyBaseLogger;
}

/** The 'notices' job's lease in `job_leases`. */
export const NOTICE_LEASE = 'notices';

/** A notice sorted into pushes and email is remembered this long, so a repeated trigger does not send it again. */
const DONE_KEPT_MS = 7 * 24 * 3600_000;

/** The most notices one look at the queue sends (at once), and digests. */
const BATCH = 50;

/**
 * Sending notices (#30), on one instance at a time: whichever holds the 'notices' lease (renewed at every look,
 * taken by another once it runs out). A queued notice is sorted by the account's choices into a push to each of its
 * subscriptions and an item of its next email digest. A push that fails is tried again with back-off, up to
 * `maxAttempts`; an endpoint answering 404 or 410 is forgotten. A digest goes at most once per `digestMs`.
 */
export class NoticeJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private holding = false;
  private closed = false;
  private forgotAt = 0;

  constructor(
    private readonly parts: JobParts,
    private readonly settings: JobSettings,
  ) {}

  start(): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => this.nudge(), this.settings.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /** Looks at the queue now (a notice was just queued), or right after the look under way. */
  nudge(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.tick()
      .catch((e: unknown) => this.parts.log().warn({ err: e }, 'the notice job could not look at its queue'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Whether this instance holds the job now. */
  holds(): boolean {
    return this.holding;
  }

  /** Stops, finishes the look under way and gives the lease up, so another instance takes over at once. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    if (this.holding) await this.parts.queries.releaseLease(NOTICE_LEASE, this.settings.instance).catch(() => undefined);
    this.holding = false;
  }

  /** One look: take or renew the lease; send what is due; send the digests whose hour is up. */
  async tick(): Promise<void> {
    const { queries, metrics } = this.parts;
    const now = Date.now();
    this.holding = await queries.takeLease(NOTICE_LEASE, this.settings.instance, now, now + this.settings.leaseMs);
    if (!this.holding) return;
    const due = await queries.due(now, BATCH);
    await Promise.all(due.map((row) => this.handle(row).catch((e: unknown) => this.parts.log().warn({ err: e, notice: row.id }, 'could not send a notice'))));
    if (this.parts.mailer) {
      for (const account of await queries.digestsDue(now, BATCH)) await this.digest(account).catch((e: unknown) => this.parts.log().warn({ err: e }, 'could not send a notice digest'));
    }
    if (now - this.forgotAt > DONE_KEPT_MS / 24) {
      this.forgotAt = now;
      await queries.forgetDone(now - DONE_KEPT_MS);
    }
    metrics?.noticeQueue.set(await queries.length());
  }

  private async handle(row: NoticeRow): Promise<void> {
    if (row.channel === 'push') return this.retryPush(row);
    if (row.account_id === null) return this.seatNotice(row);
    const { queries, accounts, mailer } = this.parts;
    const choice = choicesOf(await queries.prefsOf(row.account_id))[row.kind as keyof ReturnType<typeof choicesOf>] ?? { push: true, email: true };
    const later: NoticeRow[] = [];
    if (choice.push) {
      for (const sub of await queries.subscriptionsOf(row.account_id)) {
        if (!(await this.push(sub, row))) later.push({ ...row, id: `${row.id}>${short(sub.endpoint)}`, channel: 'push', endpoint: sub.endpoint, attempts: 1, due_at: Date.now() + this.backoff(1) });
      }
    }
    if (choice.email && mailer && (await accounts.emailOf(row.account_id))) {
      const last = await queries.lastDigest(row.account_id);
      later.push({ ...row, id: `${row.id}@email`, channel: 'email', due_at: Math.max(Date.now(), (last ?? 0) + this.settings.digestMs) });
    }
    await queries.enqueue(later);
    await queries.done(row.id);
  }

  /**
   * A seat's notice (no account holds the seat): a push to each browser that subscribed the seat (no email, no
   * choices: subscribing was the choice). A match's end is the last a seat hears: each subscription goes once its
   * 'ended' push went or was given up.
   */
  private async seatNotice(row: NoticeRow): Promise<void> {
    const { queries } = this.parts;
    const later: NoticeRow[] = [];
    if (row.seat !== null && row.seat !== undefined) {
      for (const sub of await queries.seatSubscriptionsOf(row.match_id, row.seat)) {
        if (!(await this.push(sub, row))) later.push({ ...row, id: `${row.id}>${short(sub.endpoint)}`, channel: 'push', endpoint: sub.endpoint, attempts: 1, due_at: Date.now() + this.backoff(1) });
        else if (row.kind === 'ended') await queries.dropSeatSubscriptions(row.match_id, [row.seat], sub.endpoint);
      }
    }
    await queries.enqueue(later);
    await queries.done(row.id);
  }

  private async retryPush(row: NoticeRow): Promise<void> {
    const { queries, metrics } = this.parts;
    const seat = row.account_id === null ? (row.seat ?? null) : null;
    const sub = !row.endpoint ? undefined : row.account_id === null ? (seat === null ? undefined : await queries.seatSubscription(row.match_id, seat, row.endpoint)) : await queries.subscription(row.endpoint);
    if (!sub || ('account_id' in sub && sub.account_id !== row.account_id)) return queries.remove([row.id]);
    // A seat's last notice: its subscription goes once this push is through, one way or the other.
    const last = async () => {
      if (seat !== null && row.kind === 'ended') await queries.dropSeatSubscriptions(row.match_id, [seat], sub.endpoint);
      await queries.remove([row.id]);
    };
    if (await this.push(sub, row)) return last();
    if (row.attempts + 1 >= this.settings.maxAttempts) {
      metrics?.noticesFailed.inc({ channel: 'push' });
      this.parts.log().warn({ notice: row.id, attempts: row.attempts + 1 }, 'a push notice was given up');
      return last();
    }
    await queries.retry(row.id, row.attempts + 1, Date.now() + this.backoff(row.attempts + 1));
  }

  /** Sends one push; true when it went or will never go (the endpoint is gone, or not one we send to: see endpoint-guard.ts). */
  private async push(sub: PushTarget, row: NoticeRow): Promise<boolean> {
    const { queries, metrics, vapid } = this.parts;
    if (!(await pushEndpointAllowed(sub.endpoint, this.settings.allowHttpPush))) {
      await queries.dropEndpoint(sub.endpoint);
      return true;
    }
    const r = await sendPush(sub, row.body, vapid, this.settings.pushTimeoutMs);
    if (r.sent) {
      metrics?.noticesSent.inc({ channel: 'push', kind: row.kind });
      return true;
    }
    if (r.gone) {
      await queries.dropEndpoint(sub.endpoint);
      metrics?.pushDropped.inc();
      return true;
    }
    this.parts.log().info({ notice: row.id, why: r.why }, 'a push notice failed; it will be tried again');
    return false;
  }

  private async digest(accountId: string): Promise<void> {
    const { queries, service, accounts, mailer, metrics } = this.parts;
    const now = Date.now();
    const last = await queries.lastDigest(accountId);
    if (last !== null && now - last < this.settings.digestMs) return queries.postponeEmail(accountId, last + this.settings.digestMs);
    const items = await queries.emailItemsOf(accountId);
    const digest = await composeDigest(service, accounts, mailer!, accountId, items, this.parts.unsubscribeUrl(accountId));
    if (!digest) return queries.remove(items.map((i) => i.id));
    try {
      await mailer!.send(digest.to, digest.subject, digest.text, digest.headers);
    } catch (e) {
      const attempts = Math.max(...items.map((i) => i.attempts)) + 1;
      this.parts.log().warn({ err: e, attempts }, 'a notice digest could not be sent; it will be tried again');
      if (attempts >= this.settings.maxAttempts) {
        metrics?.noticesFailed.inc({ channel: 'email' });
        return queries.remove(items.map((i) => i.id));
      }
      for (const i of items) await queries.retry(i.id, attempts, now + this.backoff(attempts));
      return;
    }
    await queries.digestSent(accountId, items.map((i) => i.id), now);
    metrics?.noticesSent.inc({ channel: 'email', kind: 'digest' });
  }

  /** The wait before the `attempt`th retry: the base, doubled each time, at most an hour. */
  private backoff(attempt: number): number {
    return Math.min(this.settings.retryBaseMs * 2 ** (attempt - 1), 3600_000);
  }
}

const short = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url').slice(0, 16);
