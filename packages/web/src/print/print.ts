import { write, freshSheet, printAid } from './aid.ts';
import { printBoard, printCards, printSheet, printTokens } from './components.ts';
import { PAPER } from './layout.ts';
import { FONT, type ManifestEntry, PrintDoc } from './sheet.ts';
import type { Paper, PrintableGame, Section } from './types.ts';

/*
 * A game's print-and-play PDF, in the order a table needs it: a cover that says what is inside and how to print
 * it, the player aid, the rules booklet, then the components.
 */

export interface PrintOptions {
  paper: Paper;
  /** 3 mm of art past each card's cut line, for a print shop's cutter. */
  bleed?: boolean;
  /** The variant's name and note, when its patch has been applied to the game's content. */
  variant?: { name: string; note?: string };
  /** Draws the rules booklet (left out by tests of the components alone). */
  booklet?: (doc: PrintDoc) => void;
}

export interface Printed {
  pdf: Buffer;
  manifest: ManifestEntry[];
  /** What svg-to-pdfkit could not draw (an unsupported attribute): empty when every picture came out whole. */
  warnings: string[];
  sheets: number;
}

const sectionTitle = (s: Section): string => (s.kind === 'board' ? s.board.title : s.kind === 'sheet' ? s.sheet.title : s.title);

export async function printGame(game: PrintableGame, options: PrintOptions): Promise<Printed> {
  const doc = new PrintDoc(options.paper, game.title, options.variant?.name);
  const sections = game.sections();
  const aid = game.aid();

  freshSheet(doc, 'Contents');
  doc.note('cover', 'cover');
  printAid(doc, aid);
  const aidSheet = doc.manifest.find((e) => e.kind === 'aid')!.sheet;
  const bookletFirst = doc.sheets + 1;
  options.booklet?.(doc);
  const bookletSheets: [number, number] | null = doc.sheets >= bookletFirst ? [bookletFirst, doc.sheets] : null;
  const contents: [string, number, number][] = [];
  for (const section of sections) {
    const first = doc.sheets + 1;
    if (section.kind === 'cards') printCards(doc, section.title, section.cards, options.bleed ?? false);
    else if (section.kind === 'tokens') printTokens(doc, section.title, section.tokens);
    else if (section.kind === 'board') printBoard(doc, section.board);
    else printSheet(doc, section.sheet);
    contents.push([sectionTitle(section), first, doc.sheets]);
  }

  // The cover is written last, when every section's sheets are known.
  doc.pdf.switchToPage(0);
  const area = doc.area;
  const at = { x: area.x + 6, y: area.y + 8, width: area.width - 12, bottom: area.y + area.height, label: 'Contents' };
  write(doc, at, game.title, 26, FONT.bold, '#1f2328', 1.5);
  write(doc, at, options.variant ? `Print and play · the variant “${options.variant.name}”` : 'Print and play', 13, FONT.body, '#444', 1.5);
  if (options.variant?.note) write(doc, at, options.variant.note, 9.5, FONT.italic, '#444', 1.5);
  at.y += 4;
  write(doc, at, 'How to print', 12, FONT.bold, '#1f2328', 1.2);
  for (const line of [
    `Paper: ${PAPER[options.paper].name}. Print at actual size (100%, not “fit to page”): cards are 63 × 88 mm and boards are at scale.`,
    'Print double-sided, flipping on the long edge: every sheet of card or token backs follows its fronts and is mirrored so the two sides line up. A sheet left blank keeps each front and its back on the two sides of one sheet; a board’s part or a sheet to cut out has an empty reverse.',
    `Cut along the grey lines${options.bleed ? ' and marks (the art runs 3 mm past them, for a cutter)' : ''}. A board larger than a sheet is printed in parts: lay each part over the next so the red crosses match, the next sheet's edge on the dashed red line, and tape them.`,
    'You also need what every table has: ordinary dice, coins or a standard deck where the rules ask for them.',
  ])
    write(doc, at, `• ${line}`, 9, FONT.body, '#1f2328', 1.2);
  at.y += 4;
  write(doc, at, 'Inside', 12, FONT.bold, '#1f2328', 1.2);
  const span = (a: number, b: number) => (a === b ? `sheet ${a}` : `sheets ${a}–${b}`);
  write(doc, at, `Player aid: ${span(aidSheet, aidSheet)}`, 9, FONT.body, '#1f2328', 0.8);
  if (bookletSheets) write(doc, at, `Rules: ${span(...bookletSheets)}`, 9, FONT.body, '#1f2328', 0.8);
  for (const [title, a, b] of contents) write(doc, at, `${title}: ${span(a, b)}`, 9, FONT.body, '#1f2328', 0.8);

  const pdf = await doc.finish();
  return { pdf, manifest: doc.manifest, warnings: doc.warnings, sheets: doc.sheets };
}
