import { z } from 'zod';
import { RuleError } from './errors.ts';
import type { AnyGame } from './game.ts';
import { plainText } from './plain-text.ts';
import { parseShape } from './shape.ts';

/*
 * A designer's variant of a game: a name, a note and a JSON merge patch per content file, the same patch the lab's
 * content axes make (`Game.content.apply`). Data only: a variant file is checked by this schema, then every file it
 * touches by that file's own schema, before anything reads it.
 */

/** The variant file's format version: a later format migrates older files when it reads them. */
export const VARIANT_FORMAT = 1;
/** A variant larger than this is refused (the biggest of today's content, every file at once, is under 60 KB). */
export const MAX_VARIANT_BYTES = 256 * 1024;
/** How deep a patch may nest: content files nest six levels at most. */
const MAX_PATCH_DEPTH = 24;

export const variantSchema = z
  .object({
    format: z.literal(VARIANT_FORMAT),
    game: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, "not a game's id (such as dice)"),
    // Shown on every printed sheet and in file names: typed text as plain words, as table names are.
    name: z.string().transform(plainText).pipe(z.string().min(1, 'a name').max(80)),
    note: z.string().transform(plainText).pipe(z.string().max(2000)).optional(),
    /** Content file name ("towers.json") → its merge patch. */
    patch: z.record(z.string().max(80), z.record(z.string(), z.unknown())),
  })
  .strict();

export type Variant = z.infer<typeof variantSchema>;

/** A variant's name as a file name: "Cheap archers!" → "cheap-archers". */
export const variantSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'variant';

/** How deep a JSON value nests, walked without recursion (a file nested 100,000 deep must not break the stack). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    deepest = Math.max(deepest, d);
    if (deepest > MAX_PATCH_DEPTH) return deepest;
    if (v && typeof v === 'object') for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return deepest;
}

/** Reads a variant file's text: RuleError('bad-variant') with a sentence a designer understands when it is not one. */
export function parseVariant(text: string): Variant {
  if (new TextEncoder().encode(text).length > MAX_VARIANT_BYTES) throw new RuleError('bad-variant', `A variant file may hold at most ${MAX_VARIANT_BYTES / 1024} KB.`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new RuleError('bad-variant', 'A variant file is JSON: this one could not be read as JSON.');
  }
  if (depthOf(data) > MAX_PATCH_DEPTH) throw new RuleError('bad-variant', `A variant's changes may nest at most ${MAX_PATCH_DEPTH} levels deep.`);
  return parseShape(variantSchema, data, 'bad-variant', 'variant file');
}

/**
 * Runs `fn` with the variant's patch applied to the game's content and puts the content back afterwards, also
 * when `fn` fails. A patch the game's schemas refuse is RuleError('bad-content') naming the file and the problem,
 * and nothing changes. The content is shared by everything in this process: run a variant where nothing else
 * plays the same game meanwhile (a command, a worker, a lab job).
 */
export async function withVariant<T>(game: AnyGame, variant: Variant | undefined, fn: () => Promise<T> | T): Promise<T> {
  if (!variant) return fn();
  if (variant.game !== game.id) throw new RuleError('bad-variant', `This variant is of ${variant.game}, not of ${game.title}.`);
  if (!game.content) throw new RuleError('bad-variant', `${game.title} has no content a variant can change.`);
  const undo = game.content.apply(variant.patch);
  try {
    return await fn();
  } finally {
    undo();
  }
}
