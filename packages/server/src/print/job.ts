import type { Variant } from '@ramparts/engine';

/** What the server asks a print worker for, and what it answers. */

export type Paper = 'a4' | 'letter';

export interface PrintRequest {
  paper: Paper;
  bleed: boolean;
  variant?: Variant;
}

export interface PrintJob {
  game: string;
  request: PrintRequest;
}

export type PrintOutcome = { pdf: Uint8Array; sheets: number } | { error: { code: string; message: string } };

/** The part of @ramparts/web/print a worker uses. */
export interface PrintModule {
  printPdf(game: string, request: PrintRequest): Promise<{ pdf: Buffer; sheets: number }>;
}
