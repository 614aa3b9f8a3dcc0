import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import type { AccountRow, Accounts, SessionRow } from '../store/accounts.ts';
import { clearedCookie, cookieValue, SESSION_COOKIE, SESSION_IDLE_MS, sessionCookie } from './cookies.ts';
import { csrfMatches, csrfToken, newSessionToken, sessionId } from './tokens.ts';

/** The header a cookie-authenticated write carries its CSRF token in. */
export const CSRF_HEADER = 'x-ramparts-csrf';

/** A session's last-seen time is written at most this often (a read per request, not a write). */
const TOUCH_MS = 60_000;

export interface SignedIn {
  account: AccountRow;
  session: SessionRow;
  /** The cookie's token (never stored): the CSRF token derives from it. */
  token: string;
}

/** Whether the request came over TLS: directly, or through a proxy TRUST_PROXY believes (X-Forwarded-Proto). */
export function overTls(req: FastifyRequest): boolean {
  return req.protocol === 'https';
}

/** Opens a session for the account and sets its cookie; the answer's CSRF token. */
export async function openSession(accounts: Accounts, account: AccountRow, req: FastifyRequest, reply: FastifyReply): Promise<{ id: string; csrf: string }> {
  const token = newSessionToken();
  const now = Date.now();
  const id = sessionId(token);
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const agent = String(req.headers['user-agent'] ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
  await accounts.addSession({ id, account_id: account.id, created_at: now, last_seen_at: now, user_agent: agent, revoked: 0 });
  reply.header('set-cookie', sessionCookie(token, overTls(req)));
  return { id, csrf: csrfToken(token) };
}

export function clearSession(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', clearedCookie(overTls(req)));
}

/**
 * Who is signed in on this request, or null: the cookie's session read from the store (never from a cache), so a
 * session revoked on any instance is refused by every instance at its next request. A session unused for
 * SESSION_IDLE_MS is over.
 */
export async function signedIn(accounts: Accounts, req: FastifyRequest): Promise<SignedIn | null> {
  const token = cookieValue(req.headers.cookie, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const found = await accounts.liveSession(sessionId(token));
  if (!found) return null;
  const now = Date.now();
  if (now - found.session.last_seen_at > SESSION_IDLE_MS) return null;
  if (now - found.session.last_seen_at > TOUCH_MS) await accounts.touchSession(found.session.id, now);
  return { ...found, token };
}

/** The signed-in account, or 401 `not-signed-in`. */
export async function mustBeSignedIn(accounts: Accounts, req: FastifyRequest): Promise<SignedIn> {
  const who = await signedIn(accounts, req);
  if (!who) throw new HttpError(401, 'not-signed-in', 'You are not signed in (or your session was signed out): sign in again.');
  return who;
}

/**
 * A write from another site is refused: when the browser says where the request comes from (Origin), it must be
 * this server's own origin. Sign-up and sign-in check this (no session yet); cookie-authenticated writes check it too.
 */
export function checkOrigin(req: FastifyRequest): void {
  const origin = req.headers.origin;
  if (origin === undefined) return;
  let host: string | null;
  try {
    host = new URL(origin).host;
  } catch {
    host = null;
  }
  if (host !== req.host) throw new HttpError(403, 'bad-origin', 'This request came from another site, so it was refused.');
}

/**
 * A cookie-authenticated write: signed in, from this site (Origin), and carrying the session's CSRF token in
 * `x-ramparts-csrf`, which only our own page knows (another site can make the browser send the cookie, not the token).
 */
export async function mustBeSignedInToWrite(accounts: Accounts, req: FastifyRequest): Promise<SignedIn> {
  checkOrigin(req);
  const who = await mustBeSignedIn(accounts, req);
  const sent = req.headers[CSRF_HEADER];
  if (!csrfMatches(who.token, typeof sent === 'string' ? sent : undefined)) {
    throw new HttpError(403, 'bad-csrf', "This request did not carry the page's security token: reload the page and try again.");
  }
  return who;
}
