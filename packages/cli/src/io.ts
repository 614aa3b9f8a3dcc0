import type { Readable, Writable } from 'node:stream';

/** The streams a command talks through; tests hand in their own. */
export interface Io {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
}

export function processIo(): Io {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
}

/**
 * A failure the user caused (bad flag, bad file): `main` prints its one-line message and exits with `exitCode`;
 * `details` (every problem of a damaged file) follow only with `--verbose`.
 */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode = 1,
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}

/** The list of problems an error carries: a RuleError's `details`, or each issue of a schema's parse error. */
export function problemsOf(e: unknown): string[] {
  const { details, issues } = e as { details?: unknown; issues?: unknown };
  if (Array.isArray(details)) return details.map(String);
  if (Array.isArray(issues)) return issues.map((i: { path?: unknown[]; message?: string }) => `${i.path?.length ? i.path.join('.') : '(root)'}: ${i.message ?? 'wrong shape'}`);
  return [];
}

/**
 * One line for an error reading a file: its message when it is a sentence; for a schema's parse error (whose message
 * is a dump of every issue), the first problem and how many more.
 */
export function oneLine(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  if (!Array.isArray((e as { issues?: unknown }).issues)) return message;
  const problems = problemsOf(e);
  const more = problems.length - 1;
  return `${problems[0] ?? 'wrong shape'}${more > 0 ? ` (and ${more} more ${more === 1 ? 'problem' : 'problems'})` : ''}`;
}

export function isTty(stream: Readable | Writable): boolean {
  return (stream as { isTTY?: boolean }).isTTY === true;
}

/** Writes one line (or several joined lines) to a stream. */
export function say(stream: Writable, ...lines: string[]): void {
  stream.write(lines.join('\n') + '\n');
}
