import type { Variant } from '@ramparts/engine';

/*
 * Print and play as its callers in Node (the CLI's command, the server's print worker) see it. Types only, and
 * nothing of React or the DOM: the Node packages name the printer's entry point from here and load the printer
 * itself at run time through PRINTER, a specifier their type checker does not follow into the web client's code.
 */

export type Paper = 'a4' | 'letter';

export interface PrintRequest {
  paper: Paper;
  /** 3 mm of art past each card's cut line. */
  bleed?: boolean;
  /** Printed with its numbers (its patch applied for the time of the printing) and its name on every sheet. */
  variant?: Variant;
}

/** What `@ramparts/web/print` gives its callers. */
export interface PrintModule {
  printPdf(game: string, request: PrintRequest): Promise<{ pdf: Buffer; sheets: number }>;
}

export const PRINTER = '@ramparts/web/print';
