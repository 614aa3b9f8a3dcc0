import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';

/** Tries of the first connection (about 2 s in all) before the start fails. */
const START_RETRIES = 6;

/** The Redis connection behind the adapter: `ping` for /readyz, `close` on shutdown. */
export interface RedisLink {
  /** True when Redis answers a PING within `timeoutMs`; false at once while the client is reconnecting. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Carries broadcasts between instances through Redis. Every channel the adapter uses starts with `prefix`
 * (REDIS_PREFIX), so two deployments sharing one Redis never hear each other's rooms.
 */
export async function useRedis(io: Server, url: string, prefix = 'ramparts', startRetries = START_RETRIES): Promise<RedisLink> {
  let started = false;
  // Once running, a lost Redis is retried for ever (readiness says so meanwhile); at start a wrong REDIS_URL
  // must stop the server with a sentence rather than leave it waiting in silence.
  const reconnectStrategy = (retries: number, cause: Error) => {
    if (!started && retries >= startRetries) return new Error(`Cannot reach Redis (REDIS_URL): ${cause.message || 'no answer'}.`);
    return Math.min(retries * 100, 2000);
  };
  const pub = createClient({ url, socket: { reconnectStrategy } });
  const sub = pub.duplicate();
  pub.on('error', () => {});
  sub.on('error', () => {});
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (e) {
    for (const c of [pub, sub]) if (c.isOpen) c.destroy();
    throw e;
  }
  started = true;
  io.adapter(createAdapter(pub, sub, { key: prefix, requestsTimeout: 2000 }));
  return {
    async ping(timeoutMs = 1000) {
      // A command sent while reconnecting waits in the client's queue; readiness wants an answer now.
      if (!pub.isReady) return false;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      try {
        return await Promise.race([pub.ping().then((r) => r === 'PONG'), late]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
