import { availableParallelism } from 'node:os';
import { LAB_QUEUE, queueUrl } from '@ramparts/lab/queue-url.ts';
import { z } from 'zod';
import { DEFAULT_LEASE_MS, DEFAULT_SWEEP_MS } from './matches/lease.ts';

/**
 * The server's settings from the environment, each checked by zod (a wrong value stops the start with its name).
 * The README's configuration table and docs/operations.md list them; keep the three in step.
 */
const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const isQueueUrl = (v: string) => {
  try {
    return !!queueUrl(v);
  } catch {
    return false;
  }
};

const envSchema = z.object({
  PORT: int(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data').transform((v) => v || 'data'),
  DATABASE_URL: optionalText,
  /** PostgreSQL connections per instance. */
  PG_POOL_SIZE: int(10, 1),
  REDIS_URL: optionalText,
  /** Prefix of every Redis key and channel, so two deployments can share one Redis. */
  REDIS_PREFIX: z.string().min(1).default('ramparts'),
  LOG_LEVEL: z.string().default('info'),
  /** Bot worker threads (default: one per core beyond the first, at least one). */
  BOT_WORKERS: int(Math.max(1, availableParallelism() - 1), 1),
  /** The most a server bot may search per move: iterations, and milliseconds for timed bots. */
  BOT_MAX_ITERATIONS: int(5000, 1),
  BOT_MAX_MS: int(2000, 1),
  /** A bot job that has run this long without answering is stopped (its worker restarted) and the game's cheap move is played. */
  BOT_JOB_TIMEOUT_MS: int(15_000, 100),
  /** Heap limit of each bot worker thread (MB). */
  BOT_WORKER_MEMORY_MB: int(512, 32),
  /** Open or live matches with a bot seat that one client may hold at once. */
  BOT_MATCHES_PER_CLIENT: int(3, 1),
  /** The bot that plays for someone out of time or gone (a level such as `normal`, or a bot spec), and how long it waits before each of its moves (ms). */
  TAKEOVER_BOT: z.string().default('normal'),
  TAKEOVER_PACE_MS: int(3000),
  /** How long a turn-based match's hour lasts (ms): shorter only for tests and demos, where days pass in seconds. */
  TURN_HOUR_MS: int(3_600_000, 1),
  /** A person with no connection on their turn for this long is replaced by the takeover bot (ms; 0: never). */
  ABSENCE_TIMEOUT_MS: int(120_000),
  /** An open match whose seats are not all taken after this long expires (ms). */
  OPEN_MATCH_EXPIRY_MS: int(24 * 3600_000, 1000),
  /** A live match nobody has acted in or watched for this long leaves memory (it comes back from the log). */
  IDLE_MATCH_MS: int(10 * 60_000, 1000),
  /** HTTP requests per minute per client, and match creations per minute per client. */
  RATE_LIMIT_PER_MINUTE: int(600, 1),
  CREATE_LIMIT_PER_MINUTE: int(20, 1),
  /** Socket requests per second per connection, and the burst allowed. */
  SOCKET_RATE_PER_SECOND: int(20, 1),
  SOCKET_RATE_BURST: int(40, 1),
  /** Socket.IO connections one address may hold at once. */
  MAX_CONNECTIONS_PER_IP: int(200, 1),
  /** Origins allowed to open Socket.IO connections from another site, comma-separated ('*': any); default: same origin only. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** Behind a reverse proxy: trust X-Forwarded-For for the client's address (true, or a hop count / address list). */
  TRUST_PROXY: z.string().default(''),
  /** The origin passkeys are bound to (https://ramparts.example.org); default: each request's own (Host). */
  PASSKEY_ORIGIN: z
    .string()
    .default('')
    .refine((v) => v === '' || /^https?:\/\/[^/]+\/?$/.test(v), 'an origin such as https://ramparts.example.org')
    .transform((v) => v.replace(/\/$/, '') || undefined),
  /** Email (#29): the SMTP server (smtp://user:pass@host:587), the sender, and the site's address for links in mail. */
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Ramparts <noreply@localhost>'),
  PUBLIC_ORIGIN: z
    .string()
    .default('')
    .refine((v) => v === '' || /^https?:\/\/[^/]+\/?$/.test(v), 'an origin such as https://ramparts.example.org')
    .transform((v) => v.replace(/\/$/, '') || undefined),
  /** Web Push (#30): the VAPID key pair (base64url, both or neither; default: made at the first start and kept in the store) and the contact push services see (https: or mailto:; default PUBLIC_ORIGIN). */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: z
    .string()
    .default('')
    .refine((v) => v === '' || /^(https:\/\/|mailto:)\S+$/.test(v), 'an https: address or a mailto: address')
    .transform((v) => v || undefined),
  /** How long a bot-driving lease lasts without renewal, and how often every instance sweeps for live matches whose bots are due (ms). */
  LEASE_MS: int(DEFAULT_LEASE_MS, 500),
  SWEEP_MS: int(DEFAULT_SWEEP_MS, 100),
  /** The studio's "Measure on the server" (#32): the Redis whose lab queue `ramparts lab worker` processes take chunks from (empty: off), and the queue's name. */
  LAB_QUEUE_URL: optionalText.refine((v) => v === undefined || isQueueUrl(v), 'a Redis URL such as redis://10.0.0.5:6379'),
  LAB_QUEUE_NAME: z.string().default(LAB_QUEUE).transform((v) => v || LAB_QUEUE),
});

export type EnvConfig = z.infer<typeof envSchema>;

/** The mail settings, when SMTP_URL is set (then PUBLIC_ORIGIN must be too: links in mail never trust a request's Host). */
export function mailSettingsOf(env: EnvConfig): { smtpUrl: string; from: string; publicOrigin: string } | undefined {
  if (!env.SMTP_URL) return undefined;
  if (!env.PUBLIC_ORIGIN) throw new Error('The setting PUBLIC_ORIGIN is needed with SMTP_URL: the address of the site that links in mail point to.');
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, publicOrigin: env.PUBLIC_ORIGIN };
}

/** Every setting's name, for the documentation's tables (a test keeps README.md and docs/operations.md in step). */
export const SETTING_NAMES = Object.keys(envSchema.shape) as (keyof EnvConfig)[];

/** Reads and checks the environment; throws one sentence naming the first bad setting. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const r = envSchema.safeParse(env);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw new Error(`The setting ${issue?.path.join('.') ?? '?'} is wrong: ${issue?.message ?? 'bad value'}.`);
}

/** Whom to believe about a client's address: nobody, everybody, addresses/subnets (proxy-addr names like `loopback`), or a test per hop. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` from TRUST_PROXY: off when empty or `false`, `true`, an address list
 * (`127.0.0.1,10.0.0.0/8`, `loopback`), or a hop count. Fastify 5 takes a bare number as "trust nothing" (it
 * cannot check the nearest peer), so a hop count becomes the test proxy-addr used to make of it.
 */
export function trustProxyOf(value: string): TrustProxy {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
  }
  return v;
}
