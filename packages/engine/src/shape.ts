import type { z } from 'zod';
import { RuleError } from './errors.ts';

/**
 * Schema problems in words. A damaged record, save or content file gets one line naming where the first problem
 * is ("moves.3.seat: expected a whole number, got 1.5"), never zod's dump of every issue; the full list stays
 * in `RuleError.details` for a `--verbose` print.
 */

type Issue = z.core.$ZodIssue;

const KINDS: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  record: 'an object',
  tuple: 'a list',
  null: 'null',
  bigint: 'a whole number',
  date: 'a date',
  nonoptional: 'a value',
};

const quoteAll = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

function short(value: unknown): string {
  let s: string;
  try {
    s = typeof value === 'number' && !Number.isFinite(value) ? String(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    // Too deep (or cyclic) to print: String() of a list would recurse just the same.
    s = Array.isArray(value) ? 'a list' : typeof value === 'object' && value !== null ? 'an object' : String(value);
  }
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

/** The value at `path` inside `data`, or undefined when the path leaves it. */
function at(data: unknown, path: readonly PropertyKey[]): unknown {
  let v = data;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

function bound(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const limit = String(small ? (issue as { minimum: unknown }).minimum : (issue as { maximum: unknown }).maximum);
  const inclusive = issue.inclusive !== false;
  const word = small ? (inclusive ? 'at least' : 'more than') : inclusive ? 'at most' : 'less than';
  const plural = limit === '1' ? '' : 's';
  if (issue.origin === 'string') return `expected ${word} ${limit} character${plural}`;
  if (issue.origin === 'array' || issue.origin === 'set') return `expected ${word} ${limit} item${plural}`;
  return `expected ${word} ${limit}`;
}

/** What is wrong with the value, without where. */
function what(issue: Issue, value: unknown, present: boolean): string {
  const got = present ? `, got ${short(value)}` : '';
  switch (issue.code) {
    case 'invalid_type': {
      const kind = KINDS[issue.expected] ?? issue.expected;
      return present ? `expected ${kind}${got}` : `missing; expected ${kind}`;
    }
    case 'too_small':
    case 'too_big':
      return `${bound(issue)}${got}`;
    case 'invalid_value':
      return `${issue.values.length === 1 ? `expected ${quoteAll(issue.values)}` : `expected one of ${quoteAll(issue.values)}`}${got}`;
    case 'invalid_union': {
      const options = (issue as { options?: unknown[] }).options;
      return options ? `expected one of ${quoteAll(options)}${got}` : `matches none of the allowed shapes${got}`;
    }
    case 'unrecognized_keys':
      return `unknown ${issue.keys.length === 1 ? 'field' : 'fields'} ${quoteAll(issue.keys)}`;
    case 'not_multiple_of':
      return `expected a multiple of ${String(issue.divisor)}${got}`;
    case 'invalid_format':
      // A schema's own words ('not a card') say more than the format's name; zod's defaults start "Invalid".
      return `${issue.message && !issue.message.startsWith('Invalid') ? issue.message : `not a valid ${issue.format}`}${got}`;
    default:
      return issue.message;
  }
}

/** Every problem of a failed parse, one line each, in zod's order: "moves.3.seat: expected a whole number, got 1.5". */
export function shapeProblems(error: z.ZodError, data?: unknown): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length ? issue.path.map(String).join('.') : '(root)';
    const value = at(data, issue.path);
    return `${where}: ${what(issue, value, value !== undefined)}`;
  });
}

/**
 * Parses `data` with `schema`, or throws RuleError(code) whose message is `${intro}: ` and the first problem in one
 * line ("This match record is damaged: moves.3.seat: expected a whole number, got 1.5 (and 2 more problems)"), and
 * whose `details` list every problem.
 */
export function parseShape<T extends z.ZodType>(schema: T, data: unknown, code: string, intro: string): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const problems = shapeProblems(parsed.error, data);
  const more = problems.length - 1;
  throw new RuleError(code, `${intro}: ${problems[0] ?? 'wrong shape'}${more > 0 ? ` (and ${more} more ${more === 1 ? 'problem' : 'problems'})` : ''}`, problems);
}
