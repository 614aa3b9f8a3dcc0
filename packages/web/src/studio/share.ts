import { parseVariant, type Variant } from '@ramparts/engine';
import { request } from '../account/session.ts';

/** What the server answers for a shared variant: its digest and the studio link that opens it read-only. */
export interface Shared {
  digest: string;
  game: string;
  name: string;
  link: string;
}

/**
 * Keeps the variant on the server (once per content digest) and returns its read-only link. Signed in, it carries the
 * session's CSRF token, so the account lists it among its own.
 */
export const shareVariant = (variant: Variant): Promise<Shared> => request<Shared>('POST', '/api/variants', variant);

/** A shared variant by its digest, read as any variant file is (`parseVariant`: refused in words when it is not one). */
export async function sharedVariant(digest: string): Promise<Variant> {
  const data = await request<unknown>('GET', `/api/variants/${encodeURIComponent(digest)}`);
  return parseVariant(JSON.stringify(data));
}

/** The full address of a shared link (the server answers it from the site's root: `/#/studio/dice?variant=…`). */
export const fullLink = (link: string, origin = location.origin): string => new URL(link, origin).href;
