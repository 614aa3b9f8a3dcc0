import { browserSupportsWebAuthn, startAuthentication, startRegistration, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { AccountError, request, signedInWith, type Account } from './session.ts';

/*
 * Passkeys in the browser (#29): each ceremony asks the server for options (a challenge it keeps), lets the browser
 * and its authenticator answer (@simplewebauthn/browser), and sends the answer back with the challenge's id.
 * Loaded with the account page only.
 */

export interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

interface Ceremony<T> {
  challenge: string;
  options: T;
}

/** Whether this browser can use passkeys at all (an old browser, or a page not on https or localhost, cannot). */
export const passkeysWork = (): boolean => browserSupportsWebAuthn();

/** The browser's refusal in words: the person closed the prompt, or it has no passkey for this site. */
function browserWords(e: unknown): AccountError {
  if (e instanceof AccountError) return e;
  const name = e instanceof Error ? e.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return new AccountError('cancelled', 'No passkey was used (the prompt was closed, or timed out).');
  if (name === 'InvalidStateError') return new AccountError('passkey-known', 'This device’s passkey is already on your account.');
  return new AccountError('passkey-failed', 'This browser could not use a passkey here.');
}

async function create(begin: Promise<Ceremony<PublicKeyCredentialCreationOptionsJSON>>): Promise<{ challenge: string; response: unknown }> {
  const { challenge, options } = await begin;
  try {
    return { challenge, response: await startRegistration({ optionsJSON: options }) };
  } catch (e) {
    throw browserWords(e);
  }
}

/** Makes a passkey on this device for the signed-in account. */
export async function addPasskey(name: string): Promise<PasskeyInfo> {
  const answer = await create(request('POST', '/api/account/passkeys/options'));
  return request<PasskeyInfo>('POST', '/api/account/passkeys', { ...answer, name: name || undefined });
}

/** A new account with a passkey instead of a password; signed in once made. */
export async function signUpWithPasskey(name: string): Promise<Account> {
  const answer = await create(request('POST', '/api/account/passkey/options', { name }));
  return signedInWith(await request<unknown>('POST', '/api/account/passkey', { ...answer, name: deviceName() }));
}

/** The browser's answer to a fresh passkey sign-in: for signing in, or as the check before deleting the account. */
export async function passkeyAnswer(): Promise<{ challenge: string; response: unknown }> {
  const { challenge, options } = await request<Ceremony<PublicKeyCredentialRequestOptionsJSON>>('POST', '/api/session/passkey/options');
  try {
    return { challenge, response: await startAuthentication({ optionsJSON: options }) };
  } catch (e) {
    throw browserWords(e);
  }
}

export async function signInWithPasskey(): Promise<Account> {
  return signedInWith(await request<unknown>('POST', '/api/session/passkey', await passkeyAnswer()));
}

export const listPasskeys = () => request<{ passkeys: PasskeyInfo[]; password: boolean }>('GET', '/api/account/passkeys');

export const removePasskey = (id: string) => request('DELETE', `/api/account/passkeys/${encodeURIComponent(id)}`);

/** A name for a passkey made here, from the device ("Android", "iPhone", "Mac"…), that the list shows. */
export function deviceName(agent = navigator.userAgent): string {
  if (/iPhone/.test(agent)) return 'iPhone';
  if (/iPad/.test(agent)) return 'iPad';
  if (/Android/.test(agent)) return 'Android';
  if (/Mac OS X/.test(agent)) return 'Mac';
  if (/Windows/.test(agent)) return 'Windows';
  if (/Linux/.test(agent)) return 'Linux';
  return 'Passkey';
}
