/** Helpers the kit uses to compare and protect plain JSON data. */

/** Where `value` stops being plain JSON data (undefined, NaN, a Map, a class instance, a cycle …), or null. */
export function jsonProblem(value: unknown, path = '$'): string | null {
  // Fast walk without paths; only when it finds something is the path worked out.
  return plain(value, 0) ? null : locate(value, path, new Set());
}

const MAX_DEPTH = 200;

function plain(v: unknown, depth: number): boolean {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(v);
    case 'object': {
      if (v === null) return true;
      if (depth > MAX_DEPTH) return false;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) if (!(i in v) || !plain(v[i], depth + 1)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return false;
      for (const key in v) if (!plain((v as Record<string, unknown>)[key], depth + 1)) return false;
      return true;
    }
    default:
      return false;
  }
}

function locate(v: unknown, at: string, stack: Set<object>): string | null {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(v) ? null : `${at} is ${String(v)}, which JSON turns into null`;
    case 'undefined':
      return `${at} is undefined, which JSON drops`;
    case 'object': {
      if (v === null) return null;
      if (stack.has(v)) return `${at} refers back to itself (a cycle)`;
      if (stack.size > MAX_DEPTH) return `${at} is nested more than ${MAX_DEPTH} deep`;
      stack.add(v);
      try {
        if (Array.isArray(v)) {
          for (let i = 0; i < v.length; i++) {
            if (!(i in v)) return `${at}[${i}] is a hole in a sparse array`;
            const p = locate(v[i], `${at}[${i}]`, stack);
            if (p) return p;
          }
          return null;
        }
        const proto = Object.getPrototypeOf(v);
        if (proto !== Object.prototype && proto !== null) return `${at} is a ${proto?.constructor?.name ?? 'non-plain object'}, not a plain object`;
        for (const key of Object.keys(v)) {
          const p = locate((v as Record<string, unknown>)[key], `${at}.${key}`, stack);
          if (p) return p;
        }
        return null;
      } finally {
        stack.delete(v);
      }
    }
    default:
      return `${at} is a ${typeof v}, which JSON cannot hold`;
  }
}

/** JSON with object keys sorted, so two equal values built in a different key order compare equal. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort()) out[k] = (v as Record<string, unknown>)[k];
      return out;
    }
    return v;
  });
}

/** Freezes a value and everything inside it, so any attempt to change it throws (ESM code is strict). */
export function deepFreeze<T>(value: T, seen = new Set<object>()): T {
  if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key], seen);
  }
  return value;
}

/**
 * Freezes a value deeply but stops at objects already frozen: a state that shares most of its parts with the
 * previous (frozen) one costs only its new parts.
 */
export function freezeNew(value: unknown): void {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) freezeNew((value as Record<string, unknown>)[key]);
  }
}

/** A frozen deep copy. */
export function frozenCopy<T>(value: T): T {
  return deepFreeze(structuredClone(value));
}

/** Short JSON for error messages. */
export function brief(value: unknown, max = 200): string {
  let s: string;
  try {
    s = value === undefined ? 'undefined' : typeof value === 'number' && !Number.isFinite(value) ? String(value) : JSON.stringify(value);
  } catch {
    s = String(value);
  }
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** The first differing position of two strings, with a little context, for error messages. */
export function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 40);
  return `at character ${i}:\n  expected …${a.slice(from, i + 60)}\n  actual   …${b.slice(from, i + 60)}`;
}
