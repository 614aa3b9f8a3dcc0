import { readFile } from 'node:fs/promises';
import { isRuleError, parseVariant, variantGame, type AnyGame, type Variant } from '@ramparts/engine';
import { CliError } from './io.ts';

/*
 * `--variant <file>`: a designer's variant (its name, note and content changes, docs/studio.md) wherever a command
 * sets a game up. Every refusal is one CliError in words.
 */

/** Reads and checks a variant file's shape (not yet its content: see `withVariantFile`). */
export async function readVariant(file: string): Promise<Variant> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(`Cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (e as Error).message}.`);
  }
  try {
    return parseVariant(text);
  } catch (e) {
    if (isRuleError(e)) throw new CliError(`${file}: ${e.message}`, 1, e.details ?? []);
    throw e;
  }
}

/** The game played with the variant in `file` (the game itself without one); a variant the content refuses is a CliError. */
export async function withVariantFile(game: AnyGame, file: string | undefined): Promise<{ game: AnyGame; variant?: Variant }> {
  if (file === undefined) return { game };
  const variant = await readVariant(file);
  try {
    return { game: variantGame(game, variant), variant };
  } catch (e) {
    if (isRuleError(e)) throw new CliError(`${file}: ${e.message}`, 1, e.details ?? []);
    throw e;
  }
}

/** "the variant "Cheap archery"": how reports name it. */
export const variantWords = (variant: Variant | undefined): string => (variant ? `the variant "${variant.name}"` : '');
