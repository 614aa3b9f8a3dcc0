import { parentPort, workerData } from 'node:worker_threads';
import { isRuleError } from '@ramparts/engine';
import { PRINTER, type PrintModule } from '@ramparts/web/print-api';
import type { PrintJob, PrintOutcome } from './job.ts';

/*
 * Prints one PDF in its own thread: a variant's patch changes the game's content in place, which must never be
 * seen by the matches the server is playing, and a PDF takes a second or more of drawing.
 */

const job = workerData as PrintJob;
let outcome: PrintOutcome;
try {
  const { printPdf } = (await import(PRINTER)) as PrintModule;
  const printed = await printPdf(job.game, job.request);
  outcome = { pdf: new Uint8Array(printed.pdf), sheets: printed.sheets };
} catch (e) {
  outcome = isRuleError(e) ? { error: { code: e.code, message: e.message } } : { error: { code: 'internal', message: e instanceof Error ? (e.stack ?? e.message) : String(e) } };
}
parentPort!.postMessage(outcome, 'pdf' in outcome ? [outcome.pdf.buffer as ArrayBuffer] : []);
