import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A seat's secret: 32 random bytes, base64url. Shown once; the server keeps only its hash. */
export function newCredential(): string {
  return randomBytes(32).toString('base64url');
}

export function hashCredential(credential: string): string {
  return createHash('sha256').update(credential).digest('hex');
}

/** Whether `credential` hashes to `hash`, in constant time. */
export function credentialMatches(credential: string | undefined, hash: string | null): boolean {
  if (!credential || !hash) return false;
  const a = Buffer.from(hashCredential(credential), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function newMatchId(): string {
  return randomBytes(9).toString('base64url');
}

/** A campaign group's id: 16 random bytes, base64url, so that ids cannot be guessed or listed. */
export function newGroupId(): string {
  return randomBytes(16).toString('base64url');
}

export function newSeed(): string {
  return randomBytes(16).toString('hex');
}
