/** What `/readyz` asks; each part is optional so a server without Redis (or with a fake bot chooser) checks less. */
export interface ReadinessParts {
  store: { ping(): Promise<boolean> };
  /** The Redis link (socket/cluster.ts) when REDIS_URL is set. */
  redis?: { ping(timeoutMs?: number): Promise<boolean> } | null;
  /** The bot pool: checked when it can tell (`ready()`: its workers loaded, else `alive()`); a chooser without either is taken as ready. */
  bots?: object;
}

/** A check that has not answered after this long counts as failed: /readyz must answer a load balancer promptly. */
export const CHECK_TIMEOUT_MS = 2000;

/**
 * `ready()` for `AppOptions.ready`: every check by name (`store`, `redis`, `bots`), true when it passed.
 * A check that throws or hangs is false, never an error: the route answers 503 with the names that failed.
 */
export function readiness(parts: ReadinessParts, timeoutMs = CHECK_TIMEOUT_MS): () => Promise<Record<string, boolean>> {
  // Read the parts on each call: the server connects to Redis after building the app that holds this function.
  return async () => {
    const checks: [string, () => Promise<boolean> | boolean][] = [['store', () => parts.store.ping()]];
    const redis = parts.redis;
    if (redis) checks.push(['redis', () => redis.ping(timeoutMs)]);
    const alive = aliveOf(parts.bots);
    if (alive) checks.push(['bots', alive]);
    const results = await Promise.all(checks.map(([, check]) => bounded(check, timeoutMs)));
    return Object.fromEntries(checks.map(([name], i) => [name, results[i]]));
  };
}

function aliveOf(bots: object | undefined): (() => boolean) | null {
  const parts = bots as { ready?: unknown; alive?: unknown } | undefined;
  // Ready, not just alive: an instance whose workers are still loading would make its first bot moves wait seconds.
  const check = typeof parts?.ready === 'function' ? parts.ready : parts?.alive;
  return typeof check === 'function' ? () => Boolean(check.call(bots)) : null;
}

async function bounded(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([Promise.resolve().then(check), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
