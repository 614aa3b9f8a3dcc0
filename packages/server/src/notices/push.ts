import webpush from 'web-push';
import type { VapidKeys } from './keys.ts';

/** Where a push goes: a subscription's endpoint and the browser's keys (an account's or a seat's subscription). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How a push went: sent, gone (the endpoint answered 404 or 410: forget it), or failed (try again later). */
export type PushResult = { sent: true } | { sent: false; gone: boolean; why: string };

/** A push message waits this long at the push service for a browser that is offline (s). */
const TTL_S = 24 * 3600;

/**
 * Sends one Web Push message: the payload encrypted to the subscription's keys (aes128gcm, RFC 8291) and signed
 * with the server's VAPID keys (RFC 8292), both by `web-push`; the request itself goes with fetch, within
 * `timeoutMs`, so a slow push service holds up nothing but this send.
 */
export async function sendPush(sub: PushTarget, payload: string, vapid: VapidKeys, timeoutMs: number): Promise<PushResult> {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
      vapidDetails: vapid,
      TTL: TTL_S,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    });
  } catch (e) {
    // Keys the browser never could have made: the subscription is useless.
    return { sent: false, gone: true, why: e instanceof Error ? e.message : String(e) };
  }
  try {
    const res = await fetch(details.endpoint, { method: details.method, headers: details.headers as Record<string, string>, body: details.body ? new Uint8Array(details.body) : undefined, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    await res.body?.cancel();
    if (res.ok) return { sent: true };
    return { sent: false, gone: res.status === 404 || res.status === 410, why: `the push service answered ${res.status}` };
  } catch (e) {
    return { sent: false, gone: false, why: e instanceof Error ? e.message : String(e) };
  }
}
