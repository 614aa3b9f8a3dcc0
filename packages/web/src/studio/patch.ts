/*
 * The variant's patch from the edited content: a JSON merge patch per file (RFC 7386) holding only what changed,
 * with the engine's one extension for lists (`{ "towers": { "0": { "purchase": 1 } } }` patches element 0). A list
 * whose length changed is written whole.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Plain = Record<string, unknown>;
/** Where a value sits inside a file: keys and list indexes. */
export type Path = (string | number)[];

export const isPlain = (v: unknown): v is Plain => v !== null && typeof v === 'object' && !Array.isArray(v);

export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (isPlain(a) && isPlain(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && same(a[k], b[k]));
  }
  return false;
}

/** A null inside: a merge patch would read it as "delete", so such a value can only travel inside a whole list. */
const holdsNull = (v: unknown): boolean => v === null || (isPlain(v) ? Object.values(v).some(holdsNull) : false);

const NONE = Symbol('unchanged');

/** The merge patch taking `before` to `after`, or NONE when they are equal. */
function diff(before: unknown, after: unknown): unknown {
  if (same(before, after)) return NONE;
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return structuredClone(after);
    const out: Plain = {};
    for (let i = 0; i < after.length; i++) {
      const d = diff(before[i], after[i]);
      // An element set to null, or a value inside it: an index patch cannot carry it, the whole list can.
      if (d !== NONE && holdsNull(d)) return structuredClone(after);
      if (d !== NONE) out[String(i)] = d;
    }
    return out;
  }
  if (isPlain(before) && isPlain(after)) {
    const out: Plain = {};
    for (const k of Object.keys(before)) if (!Object.hasOwn(after, k) || after[k] === undefined) out[k] = null;
    for (const [k, v] of Object.entries(after)) {
      if (v === undefined) continue;
      const d = Object.hasOwn(before, k) ? diff(before[k], v) : structuredClone(v);
      if (d !== NONE) out[k] = d;
    }
    return out;
  }
  return structuredClone(after);
}

/** One file's merge patch (an object), or null when the file is unchanged. */
export function filePatch(before: unknown, after: unknown): Plain | null {
  const d = diff(before, after);
  if (d === NONE) return null;
  if (!isPlain(d)) throw new Error('A content file is an object: a whole file cannot be replaced.');
  return d;
}

/** The variant's `patch`: each changed file's merge patch, in the content's file order. */
export function contentPatch(original: Record<string, unknown>, edited: Record<string, unknown>): Record<string, Plain> {
  const out: Record<string, Plain> = {};
  for (const name of Object.keys(original)) {
    const p = filePatch(original[name], edited[name]);
    if (p) out[name] = p;
  }
  return out;
}

/** The value at `path` (undefined when the path leaves the data). */
export function getIn(data: unknown, path: Path): unknown {
  let v = data;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Plain)[k as string];
  }
  return v;
}

/** A copy of `data` with `value` at `path` (undefined removes an object's key); untouched branches are shared. */
export function setIn(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [k, ...rest] = path;
  if (Array.isArray(data)) {
    const list = [...data];
    list[k as number] = setIn(list[k as number], rest, value);
    return list;
  }
  const obj: Plain = isPlain(data) ? { ...data } : {};
  const next = setIn(obj[k as string], rest, value);
  if (next === undefined) delete obj[k as string];
  else obj[k as string] = next;
  return obj;
}
