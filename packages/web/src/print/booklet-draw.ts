import type { BookletBlock, Figure, List, Run, TableCell } from './booklet.tsx';
import { type Line, fontOf, wrap } from './booklet-text.ts';
import { PT } from './layout.ts';
import { FONT, type PrintDoc } from './sheet.ts';

/*
 * The rulebook on paper: one column of 10 pt text, headings kept with what follows them, figures at the width
 * the screen gives them (at most the column's, and 90 mm tall), ruled tables whose header repeats on the next
 * page, and a new page wherever a block does not fit. Everything is measured before it is drawn.
 */

const INK = '#1a1a1a';
const ACCENT = '#6b2c10';
const MUTED = '#4a4a4a';
const RULE = '#9a9a9a';

const BODY = 10;
const LEADING = 13.2;
const GAP = 5.5;
const INDENT = 15;
const TABLE_SIZE = 8.8;
const TABLE_LEADING = 11.4;
const CELL_PAD = 3.2;
const CAPTION_SIZE = 8.5;
const CAPTION_LEADING = 11;
const CREDIT_SIZE = 8;
const CREDIT_LEADING = 10.5;
/** The widest column that still reads comfortably (some 90 characters a line), in points. */
const COLUMN = 168 * PT;
const FIGURE_MAX_HEIGHT = 90 * PT;
/** A figure may shrink this far to finish a page rather than leave a gap. */
const FIGURE_SHRINK = 0.72;
/** A screen's CSS pixel on paper: figures keep the size the page gives them, a little smaller than on screen. */
const PIXEL = 0.26 * PT;

const HEADING: Record<number, { size: number; leading: number; before: number; after: number }> = {
  1: { size: 24, leading: 28, before: 0, after: 4 },
  2: { size: 14, leading: 17, before: 12, after: 5 },
  3: { size: 11.5, leading: 14, before: 8, after: 3 },
};
const headingStyle = (level: number) => HEADING[Math.min(level, 3)];

/** Flows the rulebook onto new sheets of `print`; returns how many sheets it took. */
export function drawBooklet(print: PrintDoc, blocks: BookletBlock[]): number {
  const flow = new Flow(print);
  blocks.forEach((b, i) => flow.block(b, blocks[i + 1]));
  return flow.pages;
}

class Flow {
  pages = 0;
  /** The column on the current sheet, in points. */
  private left = 0;
  private width = 0;
  private top = 0;
  private bottom = 0;
  private y = 0;
  private readonly pdf: PDFKit.PDFDocument;

  constructor(private readonly print: PrintDoc) {
    this.pdf = print.pdf;
    this.newPage();
  }

  private newPage(): void {
    this.pages++;
    const area = this.print.newPage(`Rulebook, page ${this.pages}`);
    this.print.note('booklet', `rulebook page ${this.pages}`);
    this.width = Math.min(area.width * PT, COLUMN);
    this.left = area.x * PT + (area.width * PT - this.width) / 2;
    this.top = area.y * PT + 4 * PT;
    this.bottom = (area.y + area.height) * PT - 3 * PT;
    this.y = this.top;
  }

  private get room(): number {
    return this.bottom - this.y;
  }

  /** Starts a new page unless `height` fits below; at the top of a page nothing more can be done. */
  private ensure(height: number): void {
    if (height > this.room && this.y > this.top) this.newPage();
  }

  /** Space before a block, dropped at the top of a page. */
  private space(points: number): void {
    if (this.y > this.top) this.y += points;
  }

  block(b: BookletBlock, next: BookletBlock | undefined): void {
    switch (b.kind) {
      case 'heading':
        return this.heading(b.level, b.text, next);
      case 'paragraph':
        return b.credit ? this.paragraph(b.runs, CREDIT_SIZE, CREDIT_LEADING, MUTED) : this.paragraph(b.runs);
      case 'list':
        this.list(b, 0);
        return void (this.y += GAP - 2);
      case 'table':
        return this.table(b.header, b.rows);
      case 'figure':
        return this.figure(b, 0);
    }
  }

  // ---- headings and text ----

  private heading(level: number, text: string, next: BookletBlock | undefined): void {
    const style = headingStyle(level);
    const lines = wrap(this.pdf, [{ text, bold: true }], this.width, style.size);
    const height = lines.length * style.leading + style.after;
    // A heading never ends a page: it goes over with the start of what it heads.
    this.ensure(style.before + height + (next ? this.firstHeight(next) : 0));
    this.space(style.before);
    if (level === 2) this.rule(this.y - 3, ACCENT, 0.6);
    this.lines(lines, this.left, style.size, style.leading, ACCENT);
    this.y += style.after;
  }

  /** How much of a block must follow its heading on the same page: two lines, an item, a row, a whole figure. */
  private firstHeight(b: BookletBlock): number {
    switch (b.kind) {
      case 'heading': {
        const style = headingStyle(b.level);
        return style.before + style.leading + style.after + 2 * LEADING;
      }
      case 'paragraph':
        return Math.min(2, wrap(this.pdf, b.runs, this.width, BODY).length) * LEADING;
      case 'list':
        return Math.min(2, this.itemLines(b.items[0]?.runs ?? [], 0).length) * LEADING;
      case 'table':
        return 2 * (TABLE_LEADING * 2 + 2 * CELL_PAD);
      case 'figure':
        return this.figureSize(b, this.width).height * FIGURE_SHRINK + CAPTION_LEADING * 2;
    }
  }

  private paragraph(runs: Run[], size = BODY, leading = LEADING, colour = INK): void {
    const lines = wrap(this.pdf, runs, this.width, size);
    // No single line left alone at the foot of a page.
    this.ensure(Math.min(2, lines.length) * leading);
    this.lines(lines, this.left, size, leading, colour);
    this.y += GAP;
  }

  /** Draws lines from the cursor down, turning the page between lines when the next does not fit. */
  private lines(lines: Line[], x: number, size: number, leading: number, colour: string, centreIn?: number): void {
    for (const line of lines) {
      this.ensure(leading);
      const width = line.length ? line.at(-1)!.x + line.at(-1)!.width : 0;
      this.line(line, centreIn === undefined ? x : x + (centreIn - width) / 2, this.y, size, colour);
      this.y += leading;
    }
  }

  private line(line: Line, x: number, y: number, size: number, colour: string): void {
    for (const p of line) {
      this.pdf.font(p.font).fontSize(size).fillColor(p.href ? '#1f4e8c' : colour);
      this.pdf.text(p.text, x + p.x, y, { lineBreak: false, ...(p.href ? { link: p.href } : {}) });
    }
  }

  private rule(y: number, colour: string, width: number, from = this.left, to = this.left + this.width): void {
    this.pdf.save().moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(colour).stroke().restore();
  }

  // ---- lists ----

  private itemLines(runs: Run[], depth: number): Line[] {
    return wrap(this.pdf, runs, this.width - (depth + 1) * INDENT, BODY);
  }

  private list(list: List, depth: number): void {
    const x = this.left + (depth + 1) * INDENT;
    list.items.forEach((item, i) => {
      const lines = this.itemLines(item.runs, depth);
      this.ensure(Math.min(2, lines.length) * LEADING);
      const y = this.y;
      if (item.icon) this.print.svg(item.icon, { x: (x - INDENT + 1) / PT, y: (y - 0.5) / PT, width: 11 / PT, height: 11 / PT });
      else {
        const mark = list.ordered ? `${i + 1}.` : depth ? '◦' : '•';
        this.pdf.font(list.ordered ? FONT.bold : FONT.body).fontSize(BODY).fillColor(ACCENT);
        this.pdf.text(mark, x - INDENT, y, { lineBreak: false, width: INDENT - 4, align: 'right' });
      }
      this.lines(lines, x, BODY, LEADING, INK);
      for (const inner of item.blocks) {
        if (inner.kind === 'list') this.list(inner, depth + 1);
        else this.figure(inner, (depth + 1) * INDENT);
      }
      this.y += 2.5;
    });
  }

  // ---- figures ----

  /** A figure's size in points: the width its page gives it, within `room`, and at most FIGURE_MAX_HEIGHT tall. */
  private figureSize(f: Figure, room: number): { width: number; height: number } {
    const { width: vw, height: vh } = f.viewBox;
    let width = Math.min(room, f.pixels ? f.pixels * PIXEL : room);
    if (!vw || !vh) return { width, height: 0 };
    let height = (width * vh) / vw;
    if (height > FIGURE_MAX_HEIGHT) {
      width *= FIGURE_MAX_HEIGHT / height;
      height = FIGURE_MAX_HEIGHT;
    }
    return { width, height };
  }

  private figure(f: Figure, indent: number): void {
    const room = this.width - indent;
    let { width, height } = this.figureSize(f, room);
    if (!height) return;
    const caption = f.caption ? wrap(this.pdf, [{ text: f.caption, italic: true }], room, CAPTION_SIZE) : [];
    const captionHeight = caption.length * CAPTION_LEADING;
    const need = 4 + height + 4 + captionHeight;
    if (need > this.room && this.y > this.top) {
      // Shrunk a little, it may still finish this page; else it opens the next.
      const scale = (this.room - 8 - captionHeight) / height;
      if (scale >= FIGURE_SHRINK) {
        width *= scale;
        height *= scale;
      } else this.newPage();
    }
    this.space(4);
    const x = this.left + indent + (room - width) / 2;
    this.print.svg(f.svg, { x: x / PT, y: this.y / PT, width: width / PT, height: height / PT });
    this.y += height + 4;
    this.lines(caption, this.left + indent, CAPTION_SIZE, CAPTION_LEADING, MUTED, room);
    this.y += GAP;
  }

  // ---- tables ----

  private table(header: string[] | null, rows: TableCell[][]): void {
    const count = Math.max(header?.length ?? 0, ...rows.map((r) => r.length));
    const headCells: TableCell[] | null = header && header.map((text) => ({ text, head: true }));
    const all = [...(headCells ? [headCells] : []), ...rows];
    const widths = this.columnWidths(all, count);
    const laid = (row: TableCell[]) => {
      const cells = Array.from({ length: count }, (_, i) => wrap(this.pdf, [{ text: row[i]?.text ?? '', bold: !!row[i]?.head }], widths[i] - 2 * CELL_PAD, TABLE_SIZE));
      return { cells, height: Math.max(...cells.map((c) => c.length)) * TABLE_LEADING + 2 * CELL_PAD };
    };
    const head = headCells && laid(headCells);
    const body = rows.map(laid);
    const drawRow = (row: { cells: Line[][]; height: number }, isHead: boolean) => {
      if (isHead) this.pdf.save().rect(this.left, this.y, this.width, row.height).fill('#ecebe6').restore();
      let x = this.left;
      row.cells.forEach((lines, i) => {
        lines.forEach((line, l) => this.line(line, x + CELL_PAD, this.y + CELL_PAD + l * TABLE_LEADING, TABLE_SIZE, INK));
        x += widths[i];
      });
      this.y += row.height;
      this.rule(this.y, isHead ? INK : RULE, isHead ? 0.8 : 0.4);
    };
    this.space(2);
    this.ensure((head?.height ?? 0) + (body[0]?.height ?? 0));
    this.rule(this.y, INK, 0.8);
    if (head) drawRow(head, true);
    for (const row of body) {
      if (row.height > this.room) {
        // The rest goes on: the next page repeats the header.
        this.newPage();
        this.rule(this.y, INK, 0.8);
        if (head) drawRow(head, true);
      }
      drawRow(row, false);
    }
    this.y += GAP + 2;
  }

  /**
   * Widths that fill the column: every column at least its longest word; the rest shared in proportion to how
   * much more each would take on one line, or in proportion to that when everything fits.
   */
  private columnWidths(rows: TableCell[][], count: number): number[] {
    const measure = (text: string, head: boolean) => this.pdf.font(fontOf({ bold: head })).fontSize(TABLE_SIZE).widthOfString(text) + 2 * CELL_PAD + 1;
    const natural = Array.from({ length: count }, (_, i) => Math.max(...rows.map((r) => measure(r[i]?.text ?? '', !!r[i]?.head))));
    const least = Array.from({ length: count }, (_, i) => Math.max(...rows.flatMap((r) => (r[i]?.text ?? '').split(' ').map((w) => measure(w, !!r[i]?.head)))));
    const total = natural.reduce((a, b) => a + b, 0);
    if (total <= this.width) return natural.map((n) => (n * this.width) / total);
    const spare = this.width - least.reduce((a, b) => a + b, 0);
    const want = natural.map((n, i) => n - least[i]);
    const wanted = want.reduce((a, b) => a + b, 0) || 1;
    return least.map((l, i) => l + (Math.max(0, spare) * want[i]) / wanted);
  }
}
