import { RuleError, withVariant } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { bookletBlocks, drawBooklet } from './booklet.tsx';
import { printGame, type Printed } from './print.ts';
import type { PrintableGame } from './types.ts';
import type { PrintRequest } from './api.ts';

/*
 * Print and play, as the CLI and the server call it: a game's id, the paper, and a variant if any, to one PDF.
 * It runs in Node (PDFKit, fonts read from disk); the browser asks the server for the file.
 */

export type { Paper, PrintModule, PrintRequest } from './api.ts';
export type { Printed } from './print.ts';

/** Each game's box, loaded when asked for (a game's art and icons stay out of the others' way). */
const PRINTABLE: Record<string, () => Promise<PrintableGame>> = {
  coins: () => import('./games/coins.tsx').then((m) => m.coinsPrint),
  cards: () => import('./games/cards.tsx').then((m) => m.cardsPrint),
  tracks: () => import('./games/tracks.tsx').then((m) => m.tracksPrint),
  dice: () => import('./games/dice.tsx').then((m) => m.dicePrint),
  crystal: () => import('./games/crystal.tsx').then((m) => m.crystalPrint),
};

/** The games that print, in the registry's order. */
export const printableGames = (): string[] => Object.keys(PRINTABLE);

/**
 * The PDF of a game's components, player aid and rules booklet; with a variant, drawn from the variant's numbers
 * (its patch is applied to the game's content for the time of the printing and then taken back).
 */
export async function printPdf(gameId: string, request: PrintRequest): Promise<Printed> {
  const load = PRINTABLE[gameId];
  const game = findGame(gameId);
  if (!load || !game) throw new RuleError('unknown-game', `There is no game "${gameId}" to print. Games: ${printableGames().join(', ')}.`);
  const printable = await load();
  const { variant } = request;
  return withVariant(game, variant, async () => {
    // The rules pages read the content too: a variant's numbers show in its rulebook.
    const blocks = await bookletBlocks(gameId);
    return printGame(printable, {
      paper: request.paper,
      bleed: request.bleed ?? false,
      ...(variant ? { variant: { name: variant.name, ...(variant.note ? { note: variant.note } : {}) } } : {}),
      booklet: (doc) => drawBooklet(doc, blocks),
    });
  });
}
