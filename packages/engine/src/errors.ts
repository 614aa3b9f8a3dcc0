/**
 * An illegal move or request: a stable machine `code` (kebab-case) and a sentence a player understands.
 * Anything else thrown out of `play` is a bug.
 */
export class RuleError extends Error {
  override readonly name = 'RuleError';
  constructor(
    readonly code: string,
    message: string,
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
