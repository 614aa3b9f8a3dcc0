/**
 * An illegal move or request (or unreadable input: a record, a save): a stable machine `code` (kebab-case) and a
 * sentence a player understands. `details` holds the rest when the sentence names only the first of several
 * problems (every schema problem of a damaged file), for a `--verbose` print. Anything else thrown out of `play`
 * is a bug.
 */
export class RuleError extends Error {
  override readonly name = 'RuleError';
  constructor(
    readonly code: string,
    message: string,
    readonly details?: readonly string[],
  ) {
    super(message);
  }
}

/** Throws a RuleError unless the condition holds. */
export function ensure(condition: unknown, code: string, message: string): asserts condition {
  if (!condition) throw new RuleError(code, message);
}

export function isRuleError(e: unknown): e is RuleError {
  return e instanceof RuleError;
}
