import * as z from 'zod/mini';
import { AccountError, currentSession, request, whoIsSignedIn } from './session.ts';

/*
 * "Your turn" notices in this browser (issue #30): the service worker (/sw.js, at the site's root) shows what the
 * server pushes; this module asks for the permission and hands the browser's subscription to the account. It is
 * never called on a page load: a person starting or joining a turn-based match is asked (`offerTurnNotices`), or
 * chooses it on the account page.
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

/**
 * Turns pushes on for this browser: asks for the permission (when not given or refused yet), registers the service
 * worker, subscribes with the server's key and hands the subscription to the signed-in account.
 */
export async function enablePush(): Promise<Offer> {
  if (!pushSupported()) return { ok: false, why: 'unsupported', text: 'This browser cannot show notices from a site (or this page is not on a secure address).' };
  await whoIsSignedIn();
  // The session now (a sign-in since the first question updates it; the first answer does not).
  if (currentSession() === null) return { ok: false, why: 'signed-out', text: 'Sign in to get notices: they go to your account, on every browser you allow.' };
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return { ok: false, why: 'denied', text: 'This browser blocks notices from this site: allow them in its site settings to get them.' };
  try {
    const worker = await noticeWorker();
    const { publicKey } = await request<{ publicKey: string }>('GET', '/api/notices/vapid');
    const sub = (await worker.pushManager.getSubscription()) ?? (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyOf(publicKey) }));
    await request('POST', '/api/account/push', sub.toJSON());
    return { ok: true, text: 'This browser will show your notices.' };
  } catch (e) {
    return { ok: false, why: 'failed', text: e instanceof AccountError ? e.message : 'This browser could not subscribe to notices just now (its push service did not answer): try again later.' };
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

/**
 * Offered when a person first starts or joins a turn-based match (the table calls it, from that click): asks once
 * per browser, never again after a yes or a no, so nobody is asked on every table. Null when not asked (already
 * asked, nobody signed in, or the browser cannot).
 */
export async function offerTurnNotices(): Promise<Offer | null> {
  if (!pushSupported() || localStorage.getItem(OFFERED)) return null;
  if (Notification.permission === 'denied') return null;
  // Notices go to accounts: a guest is asked once signed in, not now.
  await whoIsSignedIn();
  if (currentSession() === null) return null;
  localStorage.setItem(OFFERED, String(Date.now()));
  return enablePush();
}
