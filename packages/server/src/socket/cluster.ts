import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';

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
export async function useRedis(io: Server, url: string, prefix = 'ramparts'): Promise<RedisLink> {
  const pub = createClient({ url, socket: { reconnectStrategy: (retries) => Math.min(retries * 100, 2000) } });
  const sub = pub.duplicate();
  pub.on('error', () => {});
  sub.on('error', () => {});
  await Promise.all([pub.connect(), sub.connect()]);
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
