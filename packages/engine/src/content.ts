import type { z } from 'zod';
import { RuleError } from './errors.ts';
import type { GameContent } from './game.ts';
import { parseShape } from './shape.ts';

/**
 * Validates one of a game's content files (towers, decks, maps …) at load, so a bad number fails loudly at start
 * with the file and the path of the first problem, never halfway through a game. Throws RuleError('bad-content')
 * whose `details` list every problem.
 */
export function parseContent<T extends z.ZodType>(game: string, file: string, schema: T, data: unknown): z.infer<T> {
  return parseShape(schema, data, 'bad-content', `${game} content ${file}`);
}

/** One content file as the lab may vary it: the live parsed object the rules read, and the schema it must keep. */
export interface ContentFile {
  data: object;
  schema: z.ZodType;
}

type Plain = Record<string, unknown>;

const isObject = (v: unknown): v is Plain => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Keys of `patch` that all name elements of `list`: such a patch edits the list's elements (see `contentOf`). */
const indexesInto = (list: unknown[], patch: Plain): boolean =>
  Object.keys(patch).every((k) => /^(?:0|[1-9]\d*)$/.test(k) && Number(k) < list.length && patch[k] !== null);

/** A key that would reach an object's prototype rather than a field (a patch parsed from JSON may hold one). */
function unsafeKey(patch: unknown): string | null {
  if (patch === null || typeof patch !== 'object') return null;
  for (const [k, v] of Object.entries(patch)) {
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') return k;
    const deeper = unsafeKey(v);
    if (deeper) return deeper;
  }
  return null;
}

/** RFC 7386 JSON merge patch of `target` by `patch`, as a new value (`target` is not touched). */
function merged(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return structuredClone(patch);
  if (Array.isArray(target) && indexesInto(target, patch)) {
    const list = [...target];
    for (const [k, v] of Object.entries(patch)) list[Number(k)] = merged(list[Number(k)], v);
    return list;
  }
  const out: Plain = isObject(target) ? { ...target } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = merged(out[k], v);
  }
  return out;
}

/** A change made in place, as the way to put it back. */
type Undo = () => void;

/**
 * Applies `patch` to the live object `target` in place, at the deepest points it changes, pushing one undo per
 * change. An object whose set of keys changes first has its whole key order saved, so undo gives back the same
 * iteration order (the rules may walk a file's keys).
 */
function patchInPlace(target: Plain | unknown[], patch: Plain, undos: Undo[]): void {
  const live = target as Plain;
  const reshapes = !Array.isArray(target) && Object.entries(patch).some(([k, v]) => (v === null ? Object.hasOwn(live, k) : !Object.hasOwn(live, k)));
  if (reshapes) {
    const before = Object.entries(live);
    undos.push(() => {
      for (const k of Object.keys(live)) delete live[k];
      for (const [k, v] of before) live[k] = v;
    });
  }
  for (const [k, v] of Object.entries(patch)) {
    const old = live[k];
    if (v === null) {
      if (Object.hasOwn(live, k)) delete live[k];
      continue;
    }
    const deeper = isObject(v) && (isObject(old) || (Array.isArray(old) && indexesInto(old, v)));
    if (deeper) {
      patchInPlace(old as Plain | unknown[], v, undos);
      continue;
    }
    const had = Object.hasOwn(live, k);
    live[k] = merged(undefined, v);
    if (had) undos.push(() => (live[k] = old));
    else if (!reshapes) undos.push(() => delete live[k]);
  }
}

/**
 * A game's checks across its files (a soldier's square within the map, a deal within the deck), given every file as it
 * would be after a patch: throws (RuleError or Error) with the problem in words. Each file's own schema runs first.
 */
export type CrossCheck = (files: Record<string, unknown>) => void;

/**
 * A game's content as the lab varies it (`Game.content`). `files` maps each content file's name to the very objects
 * the rules read. `apply(patch)` takes a JSON merge patch per file (RFC 7386: objects merge, arrays and scalars
 * replace, null deletes; one extension: an object whose keys are all indexes of a list patches those elements, so
 * `{ "ranks": { "3": { "tower": 6 } } }` reaches into a list). Every patched file is checked against its schema first;
 * a refusal is RuleError('bad-content') naming the file and the first problem, and nothing changes. Then the live
 * objects change in place, so references held elsewhere (a lookup map of the same objects) see the new numbers, and
 * the function returned puts every changed value back, in reverse order.
 *
 * A whole file cannot be replaced (its patch must be an object), and a value the rules copied out at load does not
 * follow a patch: each game lists the paths that are safe to vary.
 */
export function contentOf(game: string, files: Record<string, ContentFile>, crossCheck?: CrossCheck): GameContent {
  const names = Object.keys(files);
  const live: Record<string, unknown> = Object.fromEntries(names.map((n) => [n, files[n]!.data]));
  const patchAll = (patch: Record<string, unknown>): (() => void) => {
    const undos: Undo[] = [];
    for (const [name, filePatch] of Object.entries(patch)) patchInPlace(files[name]!.data as Plain, filePatch as Plain, undos);
    let undone = false;
    return () => {
      if (undone) return;
      undone = true;
      for (let i = undos.length - 1; i >= 0; i--) undos[i]!();
    };
  };
  return {
    files: live,
    schemas: Object.fromEntries(names.map((n) => [n, files[n]!.schema])),
    apply(patch) {
      if (!isObject(patch)) throw new RuleError('bad-content', `${game} content patch must be an object of file names`);
      // Every file as it would be after the patch: each checked by its schema, then all together across files.
      const after: Record<string, unknown> = { ...live };
      for (const [name, filePatch] of Object.entries(patch)) {
        if (!Object.hasOwn(files, name)) throw new RuleError('bad-content', `${game} content has no file "${name}"; its files are ${names.join(', ')}`);
        if (!isObject(filePatch)) throw new RuleError('bad-content', `${game} content ${name}: a patch must be an object (a whole file cannot be replaced)`);
        const bad = unsafeKey(filePatch);
        if (bad) throw new RuleError('bad-content', `${game} content ${name}: a patch may not name "${bad}"`);
        after[name] = merged(files[name]!.data, filePatch);
        parseContent(game, name, files[name]!.schema, after[name]);
      }
      if (crossCheck) {
        try {
          crossCheck(after);
        } catch (e) {
          if (e instanceof RuleError) throw e;
          throw new RuleError('bad-content', e instanceof Error ? e.message : String(e));
        }
      }
      return patchAll(patch);
    },
    applyTrusted: patchAll,
  };
}
