import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe links (#30): the token is the account's id and an HMAC of it under the server's secret
 * (keys.ts), so a link works without signing in, for that account alone, and no table of tokens is kept. It turns
 * email off for every kind; push and the choices made on the account page stay as they are.
 */
export function unsubscribeToken(secret: string, accountId: string): string {
  return `${Buffer.from(accountId).toString('base64url')}.${mac(secret, accountId)}`;
}

/** The account a token names, or null when it is not one of ours. */
export function tokenAccount(secret: string, token: string): string | null {
  const [id, sig] = token.split('.');
  if (!id || !sig) return null;
  const accountId = Buffer.from(id, 'base64url').toString('utf8');
  const want = Buffer.from(mac(secret, accountId));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got) ? accountId : null;
}

const mac = (secret: string, accountId: string) => createHmac('sha256', secret).update(`unsubscribe:${accountId}`).digest('base64url');
