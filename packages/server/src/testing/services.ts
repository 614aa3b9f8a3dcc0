import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createClient } from 'redis';

/** The PostgreSQL and Redis that tests use (this machine's; CI runs on it too). */
export const TEST_PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function pgProblem(): Promise<string | null> {
  const c = new pg.Client({ connectionString: TEST_PG, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('select 1');
    return null;
  } catch (e) {
    return `PostgreSQL at ${TEST_PG} is unreachable (${(e as Error).message})`;
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function redisProblem(): Promise<string | null> {
  const r = createClient({ url: TEST_REDIS, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  r.on('error', () => {});
  try {
    await r.connect();
    await r.ping();
    return null;
  } catch (e) {
    return `Redis at ${TEST_REDIS} is unreachable (${(e as Error).message})`;
  } finally {
    await r.quit().catch(() => undefined);
  }
}

/**
 * Whether the services `tests` need answer: null when they do. When one does not, the tests are skipped with a
 * message, except under CI=true, where they must run: the file fails.
 */
export async function needServices(services: ('postgres' | 'redis')[], tests: string): Promise<string | null> {
  for (const service of services) {
    const problem = service === 'postgres' ? await pgProblem() : await redisProblem();
    if (!problem) continue;
    if (process.env.CI === 'true') throw new Error(`${problem}: ${tests} must run in CI.`);
    console.warn(`Skipping ${tests}: ${problem}.`);
    return problem;
  }
  return null;
}

/** A PostgreSQL schema of a test's own: its name, a URL whose search path is it, and how to drop it. */
export interface TestSchema {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function sql(text: string): Promise<void> {
  const c = new pg.Client({ connectionString: TEST_PG });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** Creates a fresh schema named `prefix_<random>`. */
export async function pgSchema(prefix: string): Promise<TestSchema> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await sql(`create schema ${name}`);
  const url = `${TEST_PG}${TEST_PG.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${name}`)}`;
  return { name, url, drop: () => sql(`drop schema if exists ${name} cascade`) };
}
