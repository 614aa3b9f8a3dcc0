import type { z } from 'zod';

/**
 * Validates one of a game's content files (towers, decks, maps …) at load, so a bad number fails loudly at start
 * with the file and the path of the first problem, never halfway through a game.
 */
export function parseContent<T extends z.ZodType>(game: string, file: string, schema: T, data: unknown): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${game} content ${file}: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}
