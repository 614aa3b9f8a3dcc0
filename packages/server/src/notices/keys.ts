import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import type { NoticeQueries } from '../store/notices.ts';

/** The VAPID key pair push messages are signed with (base64url), and who the push services may contact about them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT as read from the environment. */
export interface VapidSettings {
  publicKey?: string;
  privateKey?: string;
  subject?: string;
}

/**
 * The server's VAPID keys: those of the environment when both are set, else the pair kept in the store, made with
 * `generateVAPIDKeys` by the first instance that needed it (every instance then signs with the same pair, and a
 * browser's subscription, bound to the public key, keeps working after a restart). The subject defaults to the
 * site's address (PUBLIC_ORIGIN) when it is https, else a mailto: the operator should replace.
 */
export async function vapidKeys(queries: NoticeQueries, settings: VapidSettings, publicOrigin: string | undefined): Promise<VapidKeys> {
  const subject = settings.subject ?? (publicOrigin?.startsWith('https://') ? publicOrigin : 'mailto:operator@ramparts.invalid');
  if (settings.publicKey && settings.privateKey) return { publicKey: settings.publicKey, privateKey: settings.privateKey, subject };
  const pair = JSON.parse(await queries.key('vapid', () => JSON.stringify(webpush.generateVAPIDKeys()))) as { publicKey: string; privateKey: string };
  return { ...pair, subject };
}

/** The secret unsubscribe links are signed with: made once, kept in the store, shared by every instance. */
export function linkSecret(queries: NoticeQueries): Promise<string> {
  return queries.key('unsubscribe', () => randomBytes(32).toString('base64url'));
}
