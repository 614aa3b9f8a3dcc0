import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A session's token (the cookie's value): 32 random bytes, base64url. The store keeps only `sessionId(token)`. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The session's id in the store: sha256 of its token (hex), so reading the sessions table signs nobody in. */
export function sessionId(token: string): string {
  return createHash('sha256').update(`session:${token}`).digest('hex');
}

/**
 * The CSRF token of a session: derived from the cookie's token, so only a page that was told it (by
 * `GET /api/account`, same origin) can send it back; another site can make the browser send the cookie, never this.
 */
export function csrfToken(token: string): string {
  return createHash('sha256').update(`csrf:${token}`).digest('base64url');
}

/** Whether `sent` is the session's CSRF token, in constant time. */
export function csrfMatches(token: string, sent: string | undefined): boolean {
  if (!sent) return false;
  const a = Buffer.from(csrfToken(token));
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An account's id: random, never derived from its name. */
export function newAccountId(): string {
  return randomBytes(12).toString('base64url');
}

/** A password the operator hands out once (`ramparts admin reset-password`): 18 random bytes, base64url. */
export function newPassword(): string {
  return randomBytes(18).toString('base64url');
}
