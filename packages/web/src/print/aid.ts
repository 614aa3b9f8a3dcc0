import type { PrintDoc} from './sheet.ts';
import { FONT, mm } from './sheet.ts';
import type { AidSpec, TableSpec } from './types.ts';

/*
 * Text sheets the printer sets itself: the player aid (a turn's order and the key tables) and the ruled tables it
 * and the booklet share. Positions in millimetres; PDFKit measures text in points.
 */

const INK = '#1f2328';
const RULE = '#b5b5b5';
const HEAD = '#ece6da';

/** Where the next line goes on the current sheet, and how far it may go. */
export interface Cursor {
  x: number;
  y: number;
  width: number;
  bottom: number;
  /** The footer words of the sheets the text runs onto. */
  label: string;
}

/** A cursor at the top of a new sheet. */
export function freshSheet(doc: PrintDoc, label: string): Cursor {
  const area = doc.newPage(label);
  return { x: area.x, y: area.y, width: area.width, bottom: area.y + area.height, label };
}

/** Moves the cursor to a new sheet when `height` mm no longer fits on this one. */
export function room(doc: PrintDoc, at: Cursor, height: number): void {
  if (at.y + height <= at.bottom) return;
  const next = freshSheet(doc, at.label);
  at.y = next.y;
  at.bottom = next.bottom;
}

/** The height (mm) `text` takes at `size` pt in `width` mm. */
export function textHeight(doc: PrintDoc, text: string, size: number, width: number, font: string = FONT.body): number {
  doc.pdf.font(font).fontSize(size);
  return doc.pdf.heightOfString(text, { width: mm(width) }) / mm(1);
}

/** Writes `text` at the cursor and moves it down. */
export function write(doc: PrintDoc, at: Cursor, text: string, size: number, font: string = FONT.body, colour = INK, gap = 1): void {
  const height = textHeight(doc, text, size, at.width, font);
  room(doc, at, height);
  doc.pdf.font(font).fontSize(size).fillColor(colour);
  doc.pdf.text(text, mm(at.x), mm(at.y), { width: mm(at.width) });
  at.y += height + gap;
}

/**
 * A ruled table: a shaded header row, columns as wide as their longest cell allows (shrunk to fit), rows that
 * break onto a new sheet (header repeated) when the sheet runs out.
 */
export function drawTable(doc: PrintDoc, at: Cursor, table: TableSpec, size = 7.5): void {
  const pad = 1.2;
  const cells = [table.columns, ...table.rows.map((r) => r.map(String))];
  doc.pdf.font(FONT.body).fontSize(size);
  const natural = table.columns.map((_, c) => Math.max(...cells.map((row) => doc.pdf.widthOfString(row[c] ?? '') / mm(1))) + 2 * pad);
  const total = natural.reduce((a, b) => a + b, 0);
  // Long columns give up width first: each is capped at what an equal share of the rest allows.
  const widths = total <= at.width ? natural.map((w) => (w * at.width) / total) : shrink(natural, at.width);
  const rowHeight = (row: string[], font: string) => Math.max(...row.map((cell, c) => textHeight(doc, cell, size, widths[c]! - 2 * pad, font))) + 2 * pad;
  const drawRow = (row: string[], head: boolean) => {
    const font = head ? FONT.bold : FONT.body;
    const h = rowHeight(row, font);
    if (at.y + h > at.bottom) {
      room(doc, at, h);
      if (!head) drawRow(table.columns, true);
    }
    let x = at.x;
    if (head) {
      doc.pdf.save();
      doc.pdf.rect(mm(at.x), mm(at.y), mm(at.width), mm(h)).fill(HEAD);
      doc.pdf.restore();
    }
    row.forEach((cell, c) => {
      doc.pdf.font(font).fontSize(size).fillColor(INK);
      doc.pdf.text(cell, mm(x + pad), mm(at.y + pad), { width: mm(widths[c]! - 2 * pad) });
      x += widths[c]!;
    });
    doc.line(at.x, at.y + h, at.x + at.width, at.y + h, RULE, 0.3);
    at.y += h;
  };
  room(doc, at, textHeight(doc, table.title, size + 1.5, at.width, FONT.bold) + 12);
  write(doc, at, table.title, size + 1.5, FONT.bold, INK, 0.8);
  drawRow(table.columns, true);
  for (const row of cells.slice(1)) drawRow(row, false);
  at.y += 3;
}

function shrink(natural: number[], room: number): number[] {
  let cap = room;
  for (let i = 0; i < 30; i++) {
    const used = natural.reduce((a, w) => a + Math.min(w, cap), 0);
    if (used <= room) break;
    cap *= 0.9;
  }
  const capped = natural.map((w) => Math.min(w, cap));
  const used = capped.reduce((a, b) => a + b, 0);
  return capped.map((w) => (w * room) / used);
}

/** The one-sheet player aid (it runs onto a second when a game's tables are long). */
export function printAid(doc: PrintDoc, aid: AidSpec): void {
  const at = freshSheet(doc, 'Player aid');
  doc.note('aid', 'aid');
  write(doc, at, `${doc.title}: player aid`, 15, FONT.bold, INK, 2.5);
  write(doc, at, 'A turn, in order', 10.5, FONT.bold, INK, 1);
  const list = { ...at, x: at.x + 2, width: at.width - 2 };
  aid.turn.forEach((step, i) => write(doc, list, `${i + 1}. ${step}`, 8.5, FONT.body, INK, 0.6));
  Object.assign(at, { y: list.y + 2, bottom: list.bottom });
  for (const table of aid.tables) drawTable(doc, at, table);
  for (const note of aid.notes ?? []) write(doc, at, note, 8, FONT.italic, '#444', 0.8);
}
