import { createInterface, type Interface } from 'node:readline/promises';
import type { Readable, Writable } from 'node:stream';
import { isTty } from './io.ts';

/**
 * Reads answers line by line from a terminal or a pipe.
 * Lines that arrive before they are asked for are queued (a pipe delivers them all at once),
 * and the end of input answers `null` to every question from then on.
 */
export class LineReader {
  private readonly rl: Interface;
  private readonly queue: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private ended = false;
  /** A pipe's lines are not echoed by a terminal; write them after the prompt so transcripts read well. */
  private readonly echo: boolean;

  constructor(
    input: Readable,
    private readonly output: Writable,
  ) {
    this.echo = !isTty(input);
    this.rl = createInterface({ input, output, terminal: isTty(input) && isTty(output) });
    this.rl.on('line', (line) => this.push(line));
    this.rl.on('close', () => {
      this.ended = true;
      this.push(null);
    });
    // Ctrl+C at a prompt ends the input, which every command treats as "quit".
    this.rl.on('SIGINT', () => this.rl.close());
  }

  private push(line: string | null): void {
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve(line);
    } else if (line !== null) {
      this.queue.push(line);
    }
  }

  /** Shows `question` and resolves with the next line (without its newline), or null at the end of input. */
  async ask(question: string): Promise<string | null> {
    if (this.ended) {
      this.output.write(question);
    } else {
      this.rl.setPrompt(question);
      this.rl.prompt();
    }
    const queued = this.queue.shift();
    const line = queued !== undefined ? queued : this.ended ? null : await new Promise<string | null>((resolve) => (this.waiting = resolve));
    if (this.echo || line === null) this.output.write((line ?? '') + '\n');
    return line;
  }

  close(): void {
    this.rl.close();
  }
}
