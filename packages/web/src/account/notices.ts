import * as z from 'zod/mini';
import { readStored } from '../stored.ts';
import { AccountError, currentSession, request, whoIsSignedIn } from './session.ts';

/*
 * "Your turn" notices in this browser (issue #30): the service worker (/sw.js, at the site's root) shows what the
 * server pushes; this module asks for the permission and hands the browser's subscription to the account (a guest's,
 * to the seats this browser holds at a table: their notices need no account). It is never called on a page load: a
 * person starting or joining a turn-based match is asked (`offerTurnNotices`), or chooses it on the account page.
 */

export const NOTICE_KINDS = ['turn', 'ended', 'invited', 'clock'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** What each kind is, in the account page's words. */
export const KIND_WORDS: Record<NoticeKind, string> = {
  turn: 'A turn-based match is waiting for your move',
  ended: 'A turn-based match of yours ended',
  invited: 'Someone invites you to a table by name',
  clock: 'Your clock is about to run out',
};

const choice = z.object({ push: z.boolean(), email: z.boolean() });
export const noticePrefs = z.object({
  kinds: z.object({ turn: choice, ended: choice, invited: choice, clock: choice }),
  push: z.object({ subscriptions: z.number() }),
  email: z.object({ address: z.nullable(z.string()), mail: z.boolean() }),
});
export type NoticePrefs = z.infer<typeof noticePrefs>;

/** How an offer ended, and its sentence for the person. */
export type Offer = { ok: true; text: string } | { ok: false; why: 'unsupported' | 'signed-out' | 'denied' | 'failed'; text: string };

const OFFERED = 'ramparts:turn-notices-offered';

/** Whether this browser can get pushes at all (a secure page with service workers, Push and notifications). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The service worker at the site's root (registered on first use). */
export async function noticeWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

const keyOf = (base64url: string): Uint8Array<ArrayBuffer> => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
};

/** The browser's push subscription (made on first use with the server's key), once notices are allowed. */
async function browserSubscription(): Promise<PushSubscription> {
  const worker = await noticeWorker();
  const { publicKey } = await request<{ publicKey: string }>('GET', '/api/notices/vapid');
  return (await worker.pushManager.getSubscription()) ?? (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyOf(publicKey) }));
}

const UNSUPPORTED: Offer = { ok: false, why: 'unsupported', text: 'This browser cannot show notices from a site (or this page is not on a secure address).' };
const DENIED: Offer = { ok: false, why: 'denied', text: 'This browser blocks notices from this site: allow them in its site settings to get them.' };
const failed = (e: unknown): Offer => ({ ok: false, why: 'failed', text: e instanceof AccountError ? e.message : 'This browser could not subscribe to notices just now (its push service did not answer): try again later.' });

/** The permission to show notices: asked when not given or refused yet. */
async function allowed(): Promise<boolean> {
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  return permission === 'granted';
}

/**
 * Turns pushes on for this browser: asks for the permission (when not given or refused yet), registers the service
 * worker, subscribes with the server's key and hands the subscription to the signed-in account.
 */
export async function enablePush(): Promise<Offer> {
  if (!pushSupported()) return UNSUPPORTED;
  await whoIsSignedIn();
  // The session now (a sign-in since the first question updates it; the first answer does not).
  if (currentSession() === null) return { ok: false, why: 'signed-out', text: 'Sign in to get notices: they go to your account, on every browser you allow.' };
  if (!(await allowed())) return DENIED;
  try {
    await request('POST', '/api/account/push', (await browserSubscription()).toJSON());
    return { ok: true, text: 'This browser will show your notices.' };
  } catch (e) {
    return failed(e);
  }
}

/** The seats this browser holds at a match (kept by src/online/api.ts), read without its full zod. */
const heldSeats = (match: string) => readStored(`ramparts:cred:${match}`, z.array(z.object({ seat: z.number(), credential: z.string() }))) ?? [];

/**
 * Turns pushes on for the seats this browser holds at a match (a guest's: nobody signed in): the seat's notices
 * (your turn, the end, the clock) come to this browser while no account holds the seat.
 */
export async function enableSeatPush(match: string): Promise<Offer> {
  if (!pushSupported()) return UNSUPPORTED;
  const seats = heldSeats(match);
  if (seats.length === 0) return { ok: false, why: 'failed', text: 'This browser holds no seat at this table.' };
  if (!(await allowed())) return DENIED;
  try {
    const subscription = (await browserSubscription()).toJSON();
    for (const { seat, credential } of seats) await request('POST', `/api/matches/${encodeURIComponent(match)}/push`, { seat, credential, subscription });
    return { ok: true, text: 'This browser will tell you when this table is waiting for you.' };
  } catch (e) {
    return failed(e);
  }
}

/** Turns pushes off for this browser: its subscription is removed from the account and the browser. */
export async function disablePush(): Promise<void> {
  const worker = await navigator.serviceWorker.getRegistration('/');
  const sub = await worker?.pushManager.getSubscription();
  if (!sub) return;
  await request('DELETE', '/api/account/push', { endpoint: sub.endpoint }).catch(() => undefined);
  await sub.unsubscribe();
}

/** Whether this browser has a push subscription now. */
export async function pushEnabled(): Promise<boolean> {
  if (!pushSupported()) return false;
  const worker = await navigator.serviceWorker.getRegistration('/');
  return !!(await worker?.pushManager.getSubscription());
}

const GUEST_OFFERED = 'ramparts:seat-notices-offered';

/**
 * Offered when a person starts or joins a turn-based match online (the table calls it, from that click), never on a
 * page load. Signed in: the account is subscribed, asked once per browser. A guest: the seats this browser holds at
 * `match` are subscribed; the permission is asked once per browser (a yes lets later tables subscribe without a
 * question; a guest who signs in later is still asked once for the account). Null when not asked.
 */
export async function offerTurnNotices(match?: string): Promise<Offer | null> {
  if (!pushSupported() || Notification.permission === 'denied') return null;
  await whoIsSignedIn();
  if (currentSession() !== null) {
    if (localStorage.getItem(OFFERED)) return null;
    localStorage.setItem(OFFERED, String(Date.now()));
    return enablePush();
  }
  if (match === undefined || heldSeats(match).length === 0) return null;
  if (Notification.permission === 'default') {
    if (localStorage.getItem(GUEST_OFFERED)) return null;
    localStorage.setItem(GUEST_OFFERED, String(Date.now()));
  }
  return enableSeatPush(match);
}
