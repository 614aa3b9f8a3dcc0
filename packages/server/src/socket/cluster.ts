import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';

/** Carries broadcasts between instances through Redis; resolves with a function that disconnects. */
export async function useRedis(io: Server, url: string): Promise<() => Promise<void>> {
  const pub = createClient({ url, socket: { reconnectStrategy: (retries) => Math.min(retries * 100, 2000) } });
  const sub = pub.duplicate();
  pub.on('error', () => {});
  sub.on('error', () => {});
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub, { requestsTimeout: 2000 }));
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
