import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import type { Accounts, ChallengeRow, PasskeyRow } from '../store/accounts.ts';

/* Passkeys (#29): WebAuthn ceremonies through @simplewebauthn/server, their challenges kept in the store. */

/** A ceremony must be finished within this time of its options (the browser's own timeout is the same). */
export const CHALLENGE_MS = 5 * 60_000;

export type ChallengePurpose = 'register' | 'sign-up' | 'sign-in';

/** Who the passkeys are for: the site's origin and its domain (the RP id a passkey is bound to). */
export interface RelyingParty {
  origin: string;
  id: string;
}

/**
 * The relying party of a request: PASSKEY_ORIGIN when the operator set it (a passkey is bound to its domain, so a
 * server reached by several names should name the one its players use), else this request's own origin, as the
 * browser sees it (behind a proxy, Host and X-Forwarded-Proto as TRUST_PROXY allows).
 */
export function relyingParty(req: FastifyRequest, setting?: string): RelyingParty {
  if (setting) {
    const url = new URL(setting);
    return { origin: url.origin, id: url.hostname };
  }
  return { origin: `${req.protocol}://${req.host}`, id: req.hostname };
}

/** A ceremony begun: the challenge's id (sent back with the answer) and the options for the browser (JSON). */
export interface Ceremony {
  challenge: string;
  options: Record<string, unknown>;
}

const bytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'));

const transportsOf = (row: PasskeyRow): string[] => {
  try {
    const list: unknown = JSON.parse(row.transports);
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
};

/** Keeps a challenge for one ceremony; its id is what the browser sends back with its answer. */
async function keep(accounts: Accounts, purpose: ChallengePurpose, challenge: string, fields: Partial<ChallengeRow> = {}): Promise<string> {
  const id = fields.id ?? randomBytes(12).toString('base64url');
  await accounts.addChallenge({ id, purpose, challenge, account_id: null, name: null, ...fields, expires_at: Date.now() + CHALLENGE_MS });
  return id;
}

/** Takes the challenge for its one use, or 400 `bad-challenge`: used already, too old, or never handed out. */
export async function takeChallenge(accounts: Accounts, id: string, purpose: ChallengePurpose): Promise<ChallengeRow> {
  const row = await accounts.takeChallenge(id, purpose, Date.now());
  if (!row) throw new HttpError(400, 'bad-challenge', 'This passkey step took too long or was used already: start again.');
  return row;
}

/**
 * Options to make a new passkey: for a signed-in account (`register`, its passkeys excluded so one authenticator
 * is not added twice) or for a new account (`sign-up`: the challenge's id becomes the account's id). A discoverable
 * credential is asked for, so the passkey alone signs in, with no name typed.
 */
export async function registrationOptions(
  accounts: Accounts,
  rp: RelyingParty,
  who: { purpose: 'register'; accountId: string; name: string } | { purpose: 'sign-up'; name: string },
): Promise<Ceremony> {
  const id = who.purpose === 'register' ? who.accountId : randomBytes(12).toString('base64url');
  const known = who.purpose === 'register' ? await accounts.passkeysOf(who.accountId) : [];
  const options = await generateRegistrationOptions({
    rpName: 'Ramparts',
    rpID: rp.id,
    userName: who.name,
    userID: new TextEncoder().encode(id),
    attestationType: 'none',
    timeout: CHALLENGE_MS,
    excludeCredentials: known.map((k) => ({ id: k.id, transports: transportsOf(k) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const challenge =
    who.purpose === 'register' ? await keep(accounts, 'register', options.challenge, { account_id: who.accountId }) : await keep(accounts, 'sign-up', options.challenge, { id, name: who.name });
  return { challenge, options: { ...options } };
}

/** Checks a new passkey's answer against its challenge; the passkey to keep (its name and account set by the caller), or 400 `bad-passkey`. */
export async function verifyNewPasskey(challenge: ChallengeRow, rp: RelyingParty, response: RegistrationResponseJSON): Promise<Omit<PasskeyRow, 'account_id' | 'name'>> {
  let result;
  try {
    result = await verifyRegistrationResponse({ response, expectedChallenge: challenge.challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false });
  } catch {
    result = null;
  }
  if (!result?.verified) throw new HttpError(400, 'bad-passkey', 'Your browser’s passkey answer could not be checked: try again.');
  const c = result.registrationInfo.credential;
  return { id: c.id, public_key: Buffer.from(c.publicKey).toString('base64url'), counter: c.counter, transports: JSON.stringify(c.transports ?? []), created_at: Date.now(), last_used_at: null };
}

/** Options to sign in with a passkey: any passkey of this site the browser holds (no name asked). */
export async function signInOptions(accounts: Accounts, rp: RelyingParty): Promise<Ceremony> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred', timeout: CHALLENGE_MS });
  return { challenge: await keep(accounts, 'sign-in', options.challenge), options: { ...options } };
}

/** The one answer for an unknown passkey and a bad signature: neither says which passkeys exist. */
const BAD_PASSKEY = 'That passkey does not sign in to an account here.';

/**
 * Checks a passkey sign-in's answer: its challenge taken (single use), the passkey known, its signature right for
 * this site. The passkey (its counter moved on), or 401 `bad-passkey`.
 */
export async function verifyPasskeySignIn(accounts: Accounts, rp: RelyingParty, challengeId: string, response: AuthenticationResponseJSON): Promise<PasskeyRow> {
  const challenge = await takeChallenge(accounts, challengeId, 'sign-in');
  const passkey = await accounts.passkey(response.id);
  if (!passkey) throw new HttpError(401, 'bad-passkey', BAD_PASSKEY);
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.id, publicKey: bytes(passkey.public_key), counter: Number(passkey.counter), transports: transportsOf(passkey) },
      requireUserVerification: false,
    });
  } catch {
    result = null;
  }
  if (!result?.verified) throw new HttpError(401, 'bad-passkey', BAD_PASSKEY);
  const now = Date.now();
  await accounts.usedPasskey(passkey.id, result.authenticationInfo.newCounter, now);
  return { ...passkey, counter: result.authenticationInfo.newCounter, last_used_at: now };
}
