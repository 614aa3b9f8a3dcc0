import type { FastifyInstance } from 'fastify';
import { Server as SocketServer } from 'socket.io';
import { findGame, gameList, games } from '@ramparts/games';
import { buildApp, type AppOptions } from './app.ts';
import { Printer } from './print/printer.ts';
import { LabRuns } from './lab/runs.ts';
import { BotPool, capsFrom, type BotCaps, type BotChooser } from './bots/pool.ts';
import { buildCatalog, type GameInfo } from './catalog.ts';
import { configFromEnv, mailSettingsOf, trustProxyOf } from './config.ts';
import { Notices, type NoticeOptions } from './notices/index.ts';
import { Metrics } from './ops/metrics.ts';
import { readiness, type ReadinessParts } from './ops/ready.ts';
import { newInstanceId } from './matches/lease.ts';
import { MatchService, type Registry } from './matches/service.ts';
import { useRedis } from './socket/cluster.ts';
import { attachSockets } from './socket/handlers.ts';
import { MAX_MESSAGE_BYTES } from './socket/messages.ts';
import { plainParser } from './socket/plain-parser.ts';
import { Store } from './store/store.ts';
import { countMissedRatings } from './players/counting.ts';

export { buildApp, defaultLogger, type AppOptions } from './app.ts';
export { buildCatalog, type GameInfo, type GameListing } from './catalog.ts';
export { configFromEnv, type EnvConfig } from './config.ts';
export { escapeHtml, homePage } from './page.ts';
export { MatchService, type MatchSummary, type Registry, type SeatState, type SeatInfo, type Result } from './matches/service.ts';
export { Store } from './store/store.ts';
export { sqliteFile } from './store/dialects.ts';
export { backupSqlite, prune, recordOf, MaintenanceError, type BackupResult, type PruneResult, type PrunedMatch } from './store/maintenance.ts';
export { Printer } from './print/printer.ts';
export { LabRuns, type LabQueue, type LabRunView } from './lab/runs.ts';
export { BotPool, BotError, checkBotSpec, type BotCaps, type BotChooser, type BotJob } from './bots/pool.ts';
export { AccountAdminError, listAccounts, resetPassword } from './accounts/admin.ts';
export { rebuildRatings } from './players/counting.ts';

/** The games the registry holds, as the server describes them. */
export function registryCatalog(): GameInfo[] {
  return buildCatalog(gameList, findGame);
}

export type ServerOptions = Partial<AppOptions>;

/** The Fastify instance with the games routes, over the registered games unless a catalog is given. Not listening, no store. */
export function buildServer(opts: ServerOptions = {}): FastifyInstance {
  return buildApp({ ...opts, catalog: opts.catalog ?? registryCatalog() });
}

export interface StartOptions extends ServerOptions {
  /** Default: PORT, else 3000. 0 picks a free port. */
  port?: number;
  /** Default: HOST, else 0.0.0.0 (every interface). */
  host?: string;
  /** Close gracefully on SIGINT and SIGTERM (default true). */
  handleSignals?: boolean;
  /** Where the SQLite file lives (default DATA_DIR, else `data`). */
  dataDir?: string;
  /** PostgreSQL instead of SQLite (default DATABASE_URL). */
  databaseUrl?: string;
  /** A PostgreSQL schema of its own (tests). */
  databaseSchema?: string;
  /** PostgreSQL connections per instance (default PG_POOL_SIZE, else 10). */
  poolSize?: number;
  /** Share matches with other instances through Redis (default REDIS_URL). */
  redisUrl?: string;
  /** Prefix of this deployment's Redis channels (default REDIS_PREFIX, else `ramparts`). */
  redisPrefix?: string;
  /** Origins allowed to open Socket.IO connections from another site (default ALLOWED_ORIGINS; empty: same origin only; '*': any). */
  allowedOrigins?: string[];
  /** The games (default `@ramparts/games`); `registryModule` is what bot workers import to get the same. */
  registry?: Registry;
  registryModule?: string;
  /** How bots choose moves (default: a worker pool of `botWorkers` threads). */
  bots?: BotChooser;
  botWorkers?: number;
  /** Start every bot worker at once, /readyz waiting for them (default true; in-process tests save the cores). */
  warmBots?: boolean;
  /** A bot job that has not answered after this long is stopped (default BOT_JOB_TIMEOUT_MS, 15 s). */
  botJobTimeoutMs?: number;
  /** Each bot worker's heap limit in MB (default BOT_WORKER_MEMORY_MB, 512). */
  botWorkerMemoryMb?: number;
  /** The most a bot may search per move (default BOT_MAX_ITERATIONS / BOT_MAX_MS: 5,000 iterations or 2,000 ms). */
  botCaps?: BotCaps;
  /** The bot that plays for absent people (default TAKEOVER_BOT, a level or a spec). */
  takeover?: string;
  /** How long the takeover bot waits before each of its moves (ms; default TAKEOVER_PACE_MS, 3000). */
  takeoverPaceMs?: number;
  /** How long a turn-based match's hour lasts (ms; default TURN_HOUR_MS, 3,600,000: shorter only for tests and demos). */
  turnHourMs?: number;
  /** A match's bot-driving lease lasts this long unless renewed (ms; default LEASE_MS, 3 s). */
  leaseMs?: number;
  /** How often to take over live matches whose lease ran out (ms; default SWEEP_MS, 0.5 s). */
  sweepMs?: number;
  /** A person with no connection on their turn for this long is replaced by a bot (ms; default ABSENCE_TIMEOUT_MS, 120 s; 0: never). */
  abandonMs?: number;
  /** A match nobody used for this long, with no connection here, leaves memory until it is next needed (ms; default IDLE_MATCH_MS, 10 min). */
  idleMs?: number;
  /** An open match expires this long after creation (ms; default OPEN_MATCH_EXPIRY_MS, 24 h). */
  openExpiryMs?: number;
  /** Open or live matches with a bot seat one client may hold (default BOT_MATCHES_PER_CLIENT, 3). */
  botMatchesPerClient?: number;
  /** Socket requests per second per connection, and the burst allowed (default SOCKET_RATE_PER_SECOND/BURST, 20/40). */
  rate?: { perSecond: number; burst: number };
  /** Chat lines per second per connection, and the burst allowed (default 0.5/5). */
  chatRate?: { perSecond: number; burst: number };
  /** Hints per second per connection, and the burst allowed (default: the chat's). */
  hintRate?: { perSecond: number; burst: number };
  /** A hint's search iterations (default: the game's `hintIterations`). */
  hintIterations?: number;
  /** Socket.IO connections one address may hold at once (default MAX_CONNECTIONS_PER_IP, 200). */
  maxConnectionsPerIp?: number;
  /** Notices (#30): the job's times and, for tests, push endpoints over plain http. */
  noticeOptions?: NoticeOptions;
  /** "Measure on the server" (#32): the lab queue's Redis (default LAB_QUEUE_URL; none: the lab routes answer `lab-off`) and its name (default LAB_QUEUE_NAME). */
  labQueueUrl?: string;
  labQueueName?: string;
}

/** Everything the listening server holds, for tests and the benchmark. */
export interface Running {
  app: FastifyInstance;
  io: SocketServer;
  service: MatchService;
  store: Store;
  port: number;
  /** Notices (#30): their triggers, queue and job. */
  notices: Notices;
}

/** How long a closing server waits for open connections before cutting them. */
const GRACE_MS = 3000;

const running = new WeakMap<FastifyInstance, Running>();

/** The parts of a server `startServer` returned. */
export function partsOf(app: FastifyInstance): Running | undefined {
  return running.get(app);
}

/** Opens the store (running migrations), starts the bots, Socket.IO and HTTP, and resumes live matches. */
export async function startServer(opts: StartOptions = {}): Promise<FastifyInstance> {
  const env = configFromEnv();
  const mail = mailSettingsOf(env);
  const { port = env.PORT, host = env.HOST, handleSignals = true } = opts;
  const registry = opts.registry ?? { games, findGame };
  const store = await Store.open({ dataDir: opts.dataDir ?? env.DATA_DIR, databaseUrl: opts.databaseUrl ?? env.DATABASE_URL, schema: opts.databaseSchema, poolSize: opts.poolSize ?? env.PG_POOL_SIZE });
  // One registry per server: the service, bots, sockets and app all count into it.
  const metrics = new Metrics();
  const botCaps = opts.botCaps ?? capsFrom(env);
  const bots =
    opts.bots ??
    new BotPool({ size: opts.botWorkers ?? env.BOT_WORKERS, registry: opts.registryModule, timeoutMs: opts.botJobTimeoutMs ?? env.BOT_JOB_TIMEOUT_MS, memoryMb: opts.botWorkerMemoryMb ?? env.BOT_WORKER_MEMORY_MB, caps: botCaps, metrics });
  // Every worker loads tsx and the games now, beside the rest of the start: /readyz waits for them, and the first
  // bot move (or the first after a takeover) does not pay seconds for a cold worker.
  if (bots instanceof BotPool && opts.warmBots !== false) void bots.warm();
  const redisUrl = opts.redisUrl ?? env.REDIS_URL;
  // This process's name in the matches' bot-driving leases: random, so a restarted process is another holder.
  const instance = newInstanceId();
  const leasing = { instance, takeoverPaceMs: opts.takeoverPaceMs ?? env.TAKEOVER_PACE_MS, turnHourMs: opts.turnHourMs ?? env.TURN_HOUR_MS, leaseMs: opts.leaseMs ?? env.LEASE_MS, sweepMs: opts.sweepMs ?? env.SWEEP_MS };
  const service = new MatchService({ store, registry, bots, metrics, ...leasing, takeover: opts.takeover ?? env.TAKEOVER_BOT, abandonMs: opts.abandonMs ?? env.ABSENCE_TIMEOUT_MS, idleMs: opts.idleMs ?? env.IDLE_MATCH_MS, clustered: !!redisUrl, botCaps, openExpiryMs: opts.openExpiryMs ?? env.OPEN_MATCH_EXPIRY_MS, botMatchesPerClient: opts.botMatchesPerClient ?? env.BOT_MATCHES_PER_CLIENT, hintIterations: opts.hintIterations });
  if (env.VAPID_PUBLIC_KEY !== undefined && env.VAPID_PRIVATE_KEY === undefined) throw new Error('The setting VAPID_PRIVATE_KEY is needed with VAPID_PUBLIC_KEY: set both, or neither (the server then makes a pair once and keeps it).');
  const notices = await Notices.open(
    { service, metrics, log: () => service.log },
    { vapid: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT }, mail: opts.accounts?.mail ?? mail, publicOrigin: opts.accounts?.mail?.publicOrigin ?? env.PUBLIC_ORIGIN, instance, ...opts.noticeOptions },
  );
  service.notices = notices;
  const catalog = opts.catalog ?? (opts.registry ? buildCatalog(registry.games.map((g) => ({ id: g.id, title: g.title, pitch: '', players: g.kind.players, minutes: 0 })), registry.findGame) : registryCatalog());
  const readyParts: ReadinessParts = { store, bots };
  const labQueueUrl = opts.labQueueUrl ?? env.LAB_QUEUE_URL;
  const lab =
    opts.lab ??
    (labQueueUrl
      ? new LabRuns({ queue: { url: labQueueUrl, name: opts.labQueueName ?? env.LAB_QUEUE_NAME }, registry, onFailure: (e) => app.log.warn({ err: e }, 'a lab run on the queue failed') })
      : undefined);
  const app = buildApp({
    ...opts,
    catalog,
    service,
    metrics,
    ready: readiness(readyParts),
    trustProxy: opts.trustProxy ?? trustProxyOf(env.TRUST_PROXY),
    rateLimitPerMinute: opts.rateLimitPerMinute ?? env.RATE_LIMIT_PER_MINUTE,
    createLimitPerMinute: opts.createLimitPerMinute ?? env.CREATE_LIMIT_PER_MINUTE,
    accounts: { passkeyOrigin: env.PASSKEY_ORIGIN, mail, ...opts.accounts },
    notices,
    printer: opts.printer ?? new Printer(),
    lab,
  });
  service.setLogger(app.log);
  // Rated matches that ended while no instance could count them (a crash just then) are counted before serving.
  await countMissedRatings(store, registry, Date.now() - 7 * 24 * 3600_000).catch((e: unknown) => app.log.warn({ err: e }, 'could not count the rated matches missed'));
  const origins = opts.allowedOrigins ?? env.ALLOWED_ORIGINS;
  // No CORS headers unless origins are named: a page of another site cannot poll the server.
  const cors = origins.length ? { origin: origins.includes('*') ? true : origins } : undefined;
  const io = new SocketServer(app.server, { maxHttpBufferSize: MAX_MESSAGE_BYTES, serveClient: false, cors, parser: plainParser });
  const redis = redisUrl ? await useRedis(io, redisUrl, opts.redisPrefix ?? env.REDIS_PREFIX).catch(async (e: unknown) => {
    // A wrong REDIS_URL stops the start: let go of what is already open so the process can end.
    await service.close().catch(() => undefined);
    await bots.close().catch(() => undefined);
    await store.close().catch(() => undefined);
    throw e;
  }) : null;
  readyParts.redis = redis;
  metrics.readFrom('sockets', () => io.engine.clientsCount);
  metrics.readFrom('liveMatches', () => service.liveCount());
  attachSockets(io, service, {
    clustered: !!redisUrl,
    log: app.log,
    metrics,
    rate: opts.rate ?? { perSecond: env.SOCKET_RATE_PER_SECOND, burst: env.SOCKET_RATE_BURST },
    maxConnectionsPerIp: opts.maxConnectionsPerIp ?? env.MAX_CONNECTIONS_PER_IP,
    chatRate: opts.chatRate,
    hintRate: opts.hintRate,
    // Behind a trusted proxy a connection's client is X-Forwarded-For's first hop.
    trustProxy: opts.trustProxy ?? trustProxyOf(env.TRUST_PROXY),
  });
  app.addHook('preClose', async () => {
    app.log.debug('closing: sockets');
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    app.log.debug('closing: matches');
    await service.close();
    app.log.debug('closing: notices');
    await notices.close();
    app.log.debug('closing: bots');
    await bots.close();
    app.log.debug('closing: store');
    await store.close();
    await redis?.close();
    app.log.debug('closed');
  });
  if (handleSignals) {
    // First signal: stop accepting, finish what is in flight, exit. A second one kills at once (handlers are `once`).
    const shutdown = (signal: NodeJS.Signals) => {
      app.log.info({ signal }, 'shutting down');
      // Keep-alive connections that finish a request after the close began are closed as soon as they are idle;
      // requests in flight get a grace period, then whatever is still open is cut so the process always ends.
      setInterval(() => app.server.closeIdleConnections(), 50).unref();
      setTimeout(() => {
        app.log.warn('closing: cutting the connections still open');
        app.server.closeAllConnections();
      }, GRACE_MS).unref();
      app.close().then(
        () => process.exit(0),
        (e: unknown) => {
          app.log.error(e);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
    app.addHook('onClose', async () => {
      process.off('SIGINT', shutdown);
      process.off('SIGTERM', shutdown);
    });
  }
  try {
    await app.listen({ port, host });
  } catch (e) {
    await app.close();
    throw e;
  }
  const address = app.server.address();
  running.set(app, { app, io, service, store, notices, port: typeof address === 'object' && address ? address.port : port });
  const resumed = await service.resumeAll();
  notices.start();
  app.log.info({ store: store.dialect, where: store.where, redis: !!redisUrl, resumed, instance }, 'ramparts server ready');
  return app;
}
