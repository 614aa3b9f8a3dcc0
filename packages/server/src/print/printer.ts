import { Worker } from 'node:worker_threads';
import { RuleError } from '@ramparts/engine';
import type { PrintRequest } from '@ramparts/web/print-api';
import type { PrintJob, PrintOutcome } from './job.ts';

/*
 * Print-and-play PDFs for the server: one at a time, each in a worker thread of its own (a variant patches the
 * game's content, which the live matches must not see), with a time limit, and the last few PDFs of the games as
 * published kept, since they are asked for again and again and never change while the server runs.
 */

export interface PrinterOptions {
  /** A PDF taking longer than this fails with `print-timeout` (its worker is ended). */
  timeoutMs?: number;
  /** How many original-rules PDFs are kept (a variant's never are). */
  kept?: number;
  /** Jobs waiting beyond this many are refused with `print-busy`. */
  queue?: number;
}

export interface Printed {
  pdf: Buffer;
  sheets: number;
}

export class Printer {
  private readonly timeoutMs: number;
  private readonly keep: number;
  private readonly maxQueue: number;
  private readonly kept = new Map<string, Printed>();
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(options: PrinterOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 90_000;
    this.keep = options.kept ?? 6;
    this.maxQueue = options.queue ?? 8;
  }

  async print(game: string, request: PrintRequest): Promise<Printed> {
    const key = request.variant ? null : `${game}|${request.paper}|${request.bleed}`;
    const hit = key ? this.kept.get(key) : undefined;
    if (key && hit) {
      // Most recently used last: the first key is the one to drop.
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit;
    }
    if (this.waiting >= this.maxQueue) throw new RuleError('print-busy', 'The server is printing other games just now; try again in a minute.');
    this.waiting++;
    const run = this.tail.then(() => this.run({ game, request }));
    this.tail = run.catch(() => undefined);
    try {
      const printed = await run;
      if (key) {
        this.kept.set(key, printed);
        if (this.kept.size > this.keep) this.kept.delete(this.kept.keys().next().value!);
      }
      return printed;
    } finally {
      this.waiting--;
    }
  }

  private run(job: PrintJob): Promise<Printed> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(new URL('./worker.js', import.meta.url), { workerData: job });
      const timer = setTimeout(() => {
        void worker.terminate();
        reject(new RuleError('print-timeout', 'Printing took too long; try again later.'));
      }, this.timeoutMs);
      worker.once('message', (m: PrintOutcome) => {
        clearTimeout(timer);
        void worker.terminate();
        if ('pdf' in m) resolve({ pdf: Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength), sheets: m.sheets });
        else if (m.error.code === 'internal') reject(new Error(`print worker: ${m.error.message}`));
        else reject(new RuleError(m.error.code, m.error.message));
      });
      worker.once('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        if (code !== 0) reject(new Error(`print worker ended with code ${code}`));
      });
    });
  }
}
