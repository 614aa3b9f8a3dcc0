import type { z } from 'zod';
import { parseShape } from './shape.ts';

/**
 * Validates one of a game's content files (towers, decks, maps …) at load, so a bad number fails loudly at start
 * with the file and the path of the first problem, never halfway through a game. Throws RuleError('bad-content')
 * whose `details` list every problem.
 */
export function parseContent<T extends z.ZodType>(game: string, file: string, schema: T, data: unknown): z.infer<T> {
  return parseShape(schema, data, 'bad-content', `${game} content ${file}`);
}
