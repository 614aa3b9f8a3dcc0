/** How deep a message may nest (arrays and objects), and how much it may hold, before anything else reads it. */
export interface PayloadLimits {
  maxDepth: number;
  /** Values (objects, arrays, strings, numbers …) in all. */
  maxValues: number;
  /** Characters of strings and object keys in all. */
  maxChars: number;
}

/**
 * Checks a decoded message's depth and size without recursion (a message nested 7,000 levels deep must not
 * reach zod, `JSON.stringify` or a game's schema, which recurse and overflow the stack). The walk stops at the
 * first limit passed, so it costs at most `maxValues` steps. Answers why the message is refused, or null.
 */
export function payloadProblem(value: unknown, limits: PayloadLimits): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  let values = 0;
  let chars = 0;
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (++values > limits.maxValues) return 'it holds too many values';
    if (typeof v === 'string') chars += v.length;
    else if (v !== null && typeof v === 'object') {
      if (depth >= limits.maxDepth) return `it nests deeper than ${limits.maxDepth} levels`;
      if (Array.isArray(v)) {
        if (v.length > limits.maxValues) return 'it holds too many values';
        for (const item of v) stack.push([item, depth + 1]);
      } else {
        const keys = Object.keys(v);
        if (keys.length > limits.maxValues) return 'it holds too many values';
        for (const k of keys) {
          chars += k.length;
          stack.push([(v as Record<string, unknown>)[k], depth + 1]);
        }
      }
    }
    if (chars > limits.maxChars) return 'it is too large';
  }
  return null;
}
