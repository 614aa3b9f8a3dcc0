import * as zc from 'zod/v4/core';

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

/** The value under `key` when it is JSON that `schema` (a `zod` or `zod/mini` schema) accepts, else null. */
export function readStored<S extends zc.$ZodType>(key: string, schema: S): zc.output<S> | null {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = zc.safeParse(schema, json);
  return parsed.success ? parsed.data : null;
}

export function writeStored(key: string, value: unknown): void {
  storage()?.setItem(key, JSON.stringify(value));
}

/** The keys under `prefix` in this browser's storage, the prefix cut off. */
export function storedKeys(prefix: string): string[] {
  const s = storage();
  if (!s) return [];
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(prefix)) out.push(k.slice(prefix.length));
  }
  return out;
}
