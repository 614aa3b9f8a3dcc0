/** The session cookie (#29): its name, how it is read from a request and how it is set and cleared. */
export const SESSION_COOKIE = 'ramparts_session';

/** A session lasts this long without being used (the cookie's Max-Age, and the store's check). */
export const SESSION_IDLE_MS = 30 * 24 * 3600_000;

/** The value of `name` in a Cookie header, or null. Values are base64url tokens: nothing to unescape. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/**
 * The Set-Cookie of a new session: HttpOnly (no script reads it), SameSite=Lax (another site's form or fetch does
 * not carry it on a write), Path=/ and, when the request came over TLS (directly or, with TRUST_PROXY, through the
 * proxy), Secure.
 */
export function sessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${SESSION_IDLE_MS / 1000}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie that removes the session cookie. */
export function clearedCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
