import { writeFile } from 'node:fs/promises';
import { isRuleError, variantSlug } from '@ramparts/engine';
import { PRINTER, type Paper, type PrintModule } from '@ramparts/web/print-api';
import { CliError, say, type Io } from '../io.ts';
import { readVariant } from '../variant-file.ts';

/*
 * `ramparts print <game>`: the game's print-and-play PDF. The printer lives with the web client's art
 * (@ramparts/web/print, React SVG drawn into PDFKit); it is loaded only when this command runs.
 */

export interface PrintFlags {
  paper: Paper;
  bleed?: boolean;
  variant?: string;
  out?: string;
}

export async function printCommand(game: string, flags: PrintFlags, io: Io): Promise<void> {
  const variant = flags.variant ? await readVariant(flags.variant) : undefined;
  const out = flags.out ?? `${game}${variant ? `-${variantSlug(variant.name)}` : ''}-${flags.paper}.pdf`;
  const { printPdf } = (await import(PRINTER)) as PrintModule;
  let printed: { pdf: Buffer; sheets: number };
  try {
    printed = await printPdf(game, { paper: flags.paper, bleed: flags.bleed ?? false, ...(variant ? { variant } : {}) });
  } catch (e) {
    if (isRuleError(e)) throw new CliError(e.message, 1, e.details ?? []);
    throw e;
  }
  try {
    await writeFile(out, printed.pdf);
  } catch (e) {
    throw new CliError(`Cannot write ${out}: ${(e as Error).message}.`);
  }
  say(
    io.stdout,
    `Wrote ${out}: ${printed.sheets} sheets${variant ? ` of the variant "${variant.name}"` : ''}.`,
    'Print it at actual size (100%), double-sided, flipping on the long edge; the first sheet says what is inside.',
  );
}
