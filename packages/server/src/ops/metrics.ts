import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The gauges `Metrics.readFrom` can take from a callback. */
export type GaugeSource = 'liveMatches' | 'sockets';

/**
 * The server's Prometheus metrics, one registry per server (tests start several servers in one process).
 * Parts of the server take the `Metrics` they are given and count what they do; `/metrics` renders it.
 */
export class Metrics {
  readonly registry = new Registry();
  /** Moves and undos committed, by game. */
  readonly moves = new Counter({ name: 'ramparts_moves_total', help: 'Moves and undos committed', labelNames: ['game'] as const, registers: [this.registry] });
  /** From a move's arrival to its row being committed. */
  readonly commitSeconds = new Histogram({ name: 'ramparts_commit_seconds', help: 'Time from a move arriving to its commit', buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5], registers: [this.registry] });
  readonly liveMatches = new Gauge({ name: 'ramparts_live_matches', help: 'Matches held in memory by this instance', registers: [this.registry], collect: () => this.read('liveMatches') });
  readonly sockets = new Gauge({ name: 'ramparts_sockets', help: 'Open Socket.IO connections on this instance', registers: [this.registry], collect: () => this.read('sockets') });
  readonly botQueue = new Gauge({ name: 'ramparts_bot_queue_depth', help: 'Bot jobs waiting or running', registers: [this.registry] });
  /** A bot job's running time on a worker, by how it ended. */
  readonly botThinkSeconds = new Histogram({ name: 'ramparts_bot_think_seconds', help: 'How long a bot job ran on a worker', labelNames: ['outcome'] as const, buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30], registers: [this.registry] });
  /** How long a bot job waited for a worker (and for a new worker to start): bots falling behind show here first. */
  readonly botWaitSeconds = new Histogram({ name: 'ramparts_bot_wait_seconds', help: 'How long a bot job waited for a worker', buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30], registers: [this.registry] });
  /** Bot moves that came from the game's cheap policy because the bot gave no answer, by game and why (timeout, crashed). */
  readonly botFallbacks = new Counter({ name: 'ramparts_bot_fallbacks_total', help: "Bot moves played by the game's cheap policy because the bot gave no answer in time", labelNames: ['game', 'reason'] as const, registers: [this.registry] });
  /** Leases this instance took over from a holder that stopped renewing (failovers), and leases it lost to another. */
  readonly leaseTakeovers = new Counter({ name: 'ramparts_lease_takeovers_total', help: 'Matches taken over after their lease ran out', registers: [this.registry] });
  readonly leasesLost = new Counter({ name: 'ramparts_leases_lost_total', help: 'Matches another instance took while this one held them (a renewal came too late)', registers: [this.registry] });
  /** Notices (#30): pushes and email digests sent (by channel and kind), given up after their retries, subscriptions forgotten, the queue. */
  readonly noticesSent = new Counter({ name: 'ramparts_notices_sent_total', help: 'Notices sent: pushes by kind, and email digests', labelNames: ['channel', 'kind'] as const, registers: [this.registry] });
  readonly noticesFailed = new Counter({ name: 'ramparts_notices_failed_total', help: 'Notices given up after every retry failed', labelNames: ['channel'] as const, registers: [this.registry] });
  readonly pushDropped = new Counter({ name: 'ramparts_push_subscriptions_dropped_total', help: 'Push subscriptions forgotten because their endpoint answered 404 or 410', registers: [this.registry] });
  readonly noticeQueue = new Gauge({ name: 'ramparts_notice_queue_length', help: 'Notices waiting in the queue (set by the instance running the notice job)', registers: [this.registry] });
  /** Requests refused for going too fast, by where (http, socket, connections). */
  readonly rateLimited = new Counter({ name: 'ramparts_rate_limited_total', help: 'Requests refused by a rate or connection limit', labelNames: ['where'] as const, registers: [this.registry] });

  /** Gauges read at scrape time from whoever knows the number (see `readFrom`). */
  private readonly sources: Partial<Record<GaugeSource, () => number>> = {};

  constructor() {
    // Process and runtime metrics, the event-loop lag among them (nodejs_eventloop_lag_seconds).
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
  }

  /**
   * Reads a gauge from its owner on every scrape (`io.engine.clientsCount`, the service's live count) instead of
   * counting up and down beside it: the number cannot drift. A part that sets the gauge itself need not call this.
   */
  readFrom(gauge: GaugeSource, read: () => number): void {
    this.sources[gauge] = read;
  }

  private read(gauge: GaugeSource): void {
    const source = this.sources[gauge];
    if (!source) return;
    const value = source();
    if (Number.isFinite(value)) this[gauge].set(value);
  }

  /** The text exposition format, for `GET /metrics`. */
  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
