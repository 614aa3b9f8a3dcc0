import type { z } from 'zod';

/**
 * The browser's storage, read back through a schema: anything else in a key (a damaged value, one written by an
 * older or newer client, or by a script on another tab) reads as missing rather than flowing on unchecked.
 */
export function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The value under `key` when it is JSON that `schema` accepts, else null. */
export function readStored<S extends z.ZodType>(key: string, schema: S): z.output<S> | null {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export function writeStored(key: string, value: unknown): void {
  storage()?.setItem(key, JSON.stringify(value));
}
