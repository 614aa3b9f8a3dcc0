/**
 * `simulate --each <option>`: the values of an option with a fixed list of them (an enum, a boolean, literals),
 * read from the game's options schema, and every combination of several such options.
 */
import type { AnyGame } from '@ramparts/engine';
import { CliError } from '../io.ts';
import { rawOptions, type OptionFlags } from '../options.ts';

/** One combination of `--each` values, in the order the options were named: { map: 'ring', difficulty: 'hard' }. */
export type Combination = Record<string, string | number | boolean>;

/** The part of zod's internal definition this module reads (zod 4: `schema._zod.def`). */
interface Def {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  out?: unknown;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: unknown[];
}

const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** Wrappers that keep the values of what they wrap (a default, an optional, a preprocess step …). */
const WRAPPERS = new Set(['default', 'prefault', 'optional', 'nullable', 'readonly', 'catch', 'nonoptional']);

/** The fixed values a schema accepts, or null when they are not a short fixed list (a number, a text, a list). */
export function valuesOf(schema: unknown): (string | number | boolean)[] | null {
  const def = defOf(schema);
  if (!def) return null;
  if (WRAPPERS.has(def.type)) return valuesOf(def.innerType);
  if (def.type === 'pipe') return valuesOf(def.out);
  if (def.type === 'enum') return Object.values(def.entries ?? {});
  if (def.type === 'boolean') return [false, true];
  if (def.type === 'literal') {
    const values = def.values ?? [];
    return values.every((v) => ['string', 'number', 'boolean'].includes(typeof v)) ? (values as (string | number | boolean)[]) : null;
  }
  if (def.type === 'union') {
    const all: (string | number | boolean)[] = [];
    for (const option of def.options ?? []) {
      const values = valuesOf(option);
      if (!values) return null;
      all.push(...values);
    }
    return [...new Set(all)];
  }
  return null;
}

/** The top-level options of the game's schema (its object shape). */
function shapeOf(game: AnyGame): Record<string, unknown> {
  let schema: unknown = game.options;
  for (let def = defOf(schema); def && def.type !== 'object'; def = defOf(schema)) {
    if (WRAPPERS.has(def.type)) schema = def.innerType;
    else if (def.type === 'pipe') schema = def.out;
    else break;
  }
  return defOf(schema)?.shape ?? {};
}

/**
 * Every combination of the values of the named options, the first named varying slowest.
 * Refuses an option the game lacks, one without a fixed list of values, one named twice, and one the flags
 * already fix (`--difficulty hard --each difficulty` would quietly ignore one of the two).
 */
export function combinations(game: AnyGame, keys: readonly string[], flags: OptionFlags): Combination[] {
  const shape = shapeOf(game);
  const listed = Object.keys(shape).filter((k) => valuesOf(shape[k]) !== null);
  const fixed = rawOptions(flags);
  const lists = keys.map((key) => {
    if (!(key in shape)) throw new CliError(`${game.title} has no option "${key}". --each takes one of: ${listed.join(', ') || '(none)'}.`);
    const values = valuesOf(shape[key]);
    if (!values || values.length === 0) throw new CliError(`--each takes an option with a fixed list of values (${game.title}: ${listed.join(', ') || 'none'}); "${key}" is not one.`);
    if (keys.indexOf(key) !== keys.lastIndexOf(key)) throw new CliError(`--each ${key} is given twice.`);
    if (key in fixed) throw new CliError(`"${key}" is both set (${JSON.stringify(fixed[key])}) and simulated for each value (--each ${key}); drop one.`);
    return { key, values };
  });
  let out: Combination[] = [{}];
  for (const { key, values } of lists) out = out.flatMap((c) => values.map((v) => ({ ...c, [key]: v })));
  return out;
}

/** The flags with a combination added as `--option key=value` (JSON, so "1" stays a text and 1 a number). */
export function withCombination<F extends OptionFlags>(flags: F, combination: Combination): F {
  return { ...flags, option: [...(flags.option ?? []), ...Object.entries(combination).map(([k, v]) => `${k}=${JSON.stringify(v)}`)] };
}
