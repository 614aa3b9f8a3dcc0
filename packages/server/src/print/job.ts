import type { PrintRequest } from '@ramparts/web/print-api';

/** What the server asks a print worker for, and what it answers. */

export interface PrintJob {
  game: string;
  request: PrintRequest;
}

export type PrintOutcome = { pdf: Uint8Array; sheets: number } | { error: { code: string; message: string } };
