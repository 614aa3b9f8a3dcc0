import type { JsonSchema } from '../app/options.ts';
import type { Path } from './patch.ts';

export type { JsonSchema };

const typeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? 'number' : typeof v);

const types = (s: JsonSchema): string[] => (s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type]);

/** Whether a branch of a union describes `value`: its type, and for objects the fields a discriminated union fixes. */
function fits(s: JsonSchema, value: unknown): boolean {
  if (s.const !== undefined) return s.const === value;
  if (s.enum) return s.enum.includes(value);
  const t = typeOf(value);
  const ts = types(s);
  if (ts.length && !ts.some((x) => x === t || (x === 'integer' && t === 'number'))) return false;
  if (t === 'object' && s.properties) return Object.entries(s.properties).every(([k, p]) => p.const === undefined || (value as Record<string, unknown>)[k] === p.const);
  return true;
}

/** The literals of a union of constants (a choice among fixed values), or null. */
export function literals(s: JsonSchema): unknown[] | null {
  if (s.enum) return s.enum;
  const branches = s.anyOf ?? s.oneOf;
  if (branches && branches.length > 1 && branches.every((b) => b.const !== undefined || (b.enum && b.enum.length >= 1))) return branches.flatMap((b) => (b.const !== undefined ? [b.const] : b.enum!));
  return null;
}

/** Whether the schema lets the value be null ("none"). */
export const nullable = (s: JsonSchema): boolean => types(s).includes('null') || !!(s.anyOf ?? s.oneOf)?.some((b) => types(b).includes('null'));

/** The branch of a union that describes `value` (the schema itself when it is no union, or none fits). */
export function branchFor(s: JsonSchema, value: unknown): JsonSchema {
  const branches = s.anyOf ?? s.oneOf;
  if (!branches || literals(s)) return s;
  return branches.find((b) => fits(b, value) && typeOf(value) !== 'null') ?? branches.find((b) => fits(b, value)) ?? branches.find((b) => !types(b).includes('null')) ?? s;
}

/** The schema of a field inside `s`: an object's property, a record's entry, a list's element. */
export function childSchema(s: JsonSchema, value: unknown, key: string | number): JsonSchema {
  const b = branchFor(s, value);
  if (Array.isArray(value)) return (typeof key === 'number' && b.prefixItems?.[key]) || (b.items && typeof b.items === 'object' ? b.items : {});
  if (b.properties && Object.hasOwn(b.properties, key)) return b.properties[key as string]!;
  return typeof b.additionalProperties === 'object' ? b.additionalProperties : {};
}

/** The schema at `path` inside a file. */
export function schemaAt(root: JsonSchema, data: unknown, path: Path): JsonSchema {
  let s = root;
  let v = data;
  for (const k of path) {
    s = childSchema(s, v, k);
    v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k as string] : undefined;
  }
  return branchFor(s, v);
}

/** Bounds of a number in words for a hint ("0 to 20", "at least 1"); empty when open. */
export function boundsWords(s: JsonSchema): string {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? `more than ${s.exclusiveMinimum}` : undefined);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? `less than ${s.exclusiveMaximum}` : undefined);
  const safe = (n: unknown) => typeof n !== 'number' || Math.abs(n) < 1e15;
  if (min !== undefined && max !== undefined && safe(min) && safe(max)) return typeof min === 'number' && typeof max === 'number' ? `${min} to ${max}` : `${min}, ${max}`;
  if (min !== undefined && safe(min)) return typeof min === 'number' ? `at least ${min}` : String(min);
  if (max !== undefined && safe(max)) return typeof max === 'number' ? `at most ${max}` : String(max);
  return '';
}

/** A fresh value for a new field or list element: a copy of its neighbour when there is one, else the schema's least value. */
export function freshValue(s: JsonSchema, like?: unknown): unknown {
  if (like !== undefined) return structuredClone(like);
  if (s.default !== undefined) return structuredClone(s.default);
  const lit = literals(s);
  if (lit) return lit[0];
  const b = branchFor(s, undefined);
  const t = types(b).find((x) => x !== 'null');
  switch (t) {
    case 'number':
    case 'integer':
      return b.minimum ?? (b.exclusiveMinimum !== undefined ? b.exclusiveMinimum + 1 : 0);
    case 'boolean':
      return false;
    case 'string':
      return '';
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(b.properties ?? {}).filter(([k]) => b.required?.includes(k)).map(([k, p]) => [k, freshValue(p)]));
    default:
      return null;
  }
}

/** Whether a field of an object may be left out. */
export const optionalIn = (parent: JsonSchema, value: unknown, key: string): boolean => {
  const b = branchFor(parent, value);
  return !!b.properties && Object.hasOwn(b.properties, key) && !b.required?.includes(key);
};

