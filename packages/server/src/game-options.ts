import type { AnyGame } from '@ramparts/engine';
import { z } from 'zod';

/** The part of JSON Schema a game's options use that says which keys an object may have. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

const schemas = new WeakMap<AnyGame, unknown>();

/** The game's options as JSON Schema (from its zod schema, as clients see it), or null if zod cannot express it. */
export function optionsSchema(game: AnyGame): unknown {
  if (schemas.has(game)) return schemas.get(game);
  let schema: unknown = null;
  try {
    const { $schema: _drop, ...rest } = z.toJSONSchema(game.options, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    schema = rest;
  } catch {
    // zod cannot describe it: no JSON Schema, and no key is called unknown.
  }
  schemas.set(game, schema);
  return schema;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The branch of `s` that describes a value of this kind (a union's object or list branch, when it has one). */
function branchFor(s: JsonSchema, value: unknown): JsonSchema | undefined {
  const wanted = Array.isArray(value) ? 'array' : 'object';
  const fits = (b: JsonSchema) => b.type === wanted || (wanted === 'object' ? b.properties !== undefined : b.items !== undefined);
  if (!s.anyOf) return fits(s) ? s : undefined;
  const branches = s.anyOf.filter(fits);
  return branches.length === 1 ? branches[0] : undefined;
}

/**
 * The first key of `options` the game does not know, with the keys it knows there: zod's objects drop unknown keys
 * silently, so a misspelt option would be played as its default. Walks the options against their JSON Schema
 * without recursion (the body's depth is bounded before, but the walk needs no stack either way).
 */
export function unknownOption(game: AnyGame, options: unknown): { path: string; known: string[] } | null {
  const root = optionsSchema(game) as JsonSchema | null;
  if (!root) return null;
  const stack: [unknown, JsonSchema, string][] = [[options, root, '']];
  while (stack.length > 0) {
    const [value, schema, path] = stack.pop()!;
    const s = branchFor(schema, value);
    if (!s) continue;
    if (Array.isArray(value)) {
      if (s.items) value.forEach((item, i) => stack.push([item, s.items!, `${path}${i}.`]));
      continue;
    }
    if (!isObject(value)) continue;
    for (const key of Object.keys(value)) {
      const sub = s.properties?.[key] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined);
      if (sub) stack.push([value[key], sub, `${path}${key}.`]);
      else if (s.additionalProperties !== true) return { path: `${path}${key}`, known: Object.keys(s.properties ?? {}) };
    }
  }
  return null;
}
