import { PassThrough, Readable, Writable } from 'node:stream';
import type { Io } from '../io.ts';

/** A writable that keeps what it is given. */
export class Capture extends Writable {
  text = '';
  constructor(private readonly onWrite: (chunk: string) => void = () => {}) {
    super();
  }
  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: () => void): void {
    const s = chunk.toString();
    this.text += s;
    this.onWrite(s);
    done();
  }
}

/** Io whose stdin delivers these lines and then ends (like `printf '1\n2\n' | ramparts …`). */
export function pipedIo(lines: string[]): Io & { stdout: Capture; stderr: Capture } {
  return { stdin: Readable.from(lines.length ? [lines.map((l) => l + '\n').join('')] : []), stdout: new Capture(), stderr: new Capture() };
}

/**
 * Io that answers each prompt as it appears: `answer(promptText, transcript, n)` returns the next line
 * (or null to end the input). A prompt is recognised by its ending (`: ` or `ready. `) at the end of a write.
 */
export function interactiveIo(answer: (prompt: string, transcript: string, n: number) => string | null): Io & { stdout: Capture; stderr: Capture } {
  const stdin = new PassThrough();
  let n = 0;
  const stdout = new Capture((chunk) => {
    if (!/(: |ready\. )$/.test(chunk)) return;
    const line = answer(chunk, stdout.text, n++);
    setImmediate(() => (line === null ? stdin.end() : stdin.write(line + '\n')));
  });
  return { stdin, stdout, stderr: new Capture() };
}

/** An Io for commands that read nothing. */
export function quietIo(): Io & { stdout: Capture; stderr: Capture } {
  return pipedIo([]);
}
