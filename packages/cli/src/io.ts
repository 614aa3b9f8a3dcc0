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

/** A failure the user caused (bad flag, bad file): `main` prints its one-line message and exits with `exitCode`. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export function isTty(stream: Readable | Writable): boolean {
  return (stream as { isTTY?: boolean }).isTTY === true;
}

/** Writes one line (or several joined lines) to a stream. */
export function say(stream: Writable, ...lines: string[]): void {
  stream.write(lines.join('\n') + '\n');
}
