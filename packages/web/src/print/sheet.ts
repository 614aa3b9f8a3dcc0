import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import SVGtoPDF from 'svg-to-pdfkit';
import { type Box, type Orientation, EDGE, FOOTER, PT, pageSize } from './layout.ts';
import { printableSvg } from './printable-svg.ts';
import type { Paper } from './types.ts';

/*
 * One PDF being written: PDFKit with our fonts, sheets in millimetres, SVG art through svg-to-pdfkit, a footer
 * naming every sheet, and a manifest of what went where (the tests count components and check alignment by it).
 */

/** What the manifest says a sheet or a piece on it is. */
export type ManifestKind = 'cover' | 'aid' | 'booklet' | 'card' | 'card-back' | 'token' | 'token-back' | 'board' | 'sheet' | 'blank';

export interface ManifestEntry {
  /** 1-based, as the footer numbers it. */
  sheet: number;
  kind: ManifestKind;
  id: string;
  /** Where it is on its sheet, in millimetres from the top left (a card: where it is cut). */
  box?: Box;
}

// DejaVu Sans: free, full coverage of the arrows, stars and dashes the rules use, embedded (subset) in every PDF.
const require = createRequire(import.meta.url);
/** A DejaVu font file's bytes (FONT_FILES names them). */
export const fontFile = (name: string): Buffer => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
// Words inside pictures are set in its condensed cut: the art was drawn for the screen's Inter, which is narrower
// than DejaVu Sans, and a label would run past its box in the wider face.
export const FONT_FILES = {
  Body: 'DejaVuSans.ttf',
  Bold: 'DejaVuSans-Bold.ttf',
  Italic: 'DejaVuSans-Oblique.ttf',
  ArtBody: 'DejaVuSansCondensed.ttf',
  ArtBold: 'DejaVuSansCondensed-Bold.ttf',
} as const;
let fonts: Record<keyof typeof FONT_FILES, Buffer> | null = null;
const loadFonts = () => (fonts ??= Object.fromEntries(Object.entries(FONT_FILES).map(([name, file]) => [name, fontFile(file)])) as Record<keyof typeof FONT_FILES, Buffer>);

/** The registered font names: text (body, bold, italic) and the words inside pictures (art, artBold). */
export const FONT = { body: 'Body', bold: 'Bold', italic: 'Italic', art: 'ArtBody', artBold: 'ArtBold' } as const;

/** A PDF's creation date is fixed, so the same game, paper and variant give the same file byte for byte. */
const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

export const mm = (v: number): number => v * PT;

export class PrintDoc {
  readonly pdf: PDFKit.PDFDocument;
  readonly manifest: ManifestEntry[] = [];
  /** Words for the right of each sheet's footer ("Tower cards, backs"), by sheet index. */
  private readonly labels: string[] = [];
  private current: { width: number; height: number; orientation: Orientation } = { width: 0, height: 0, orientation: 'portrait' };
  readonly warnings: string[] = [];

  constructor(
    readonly paper: Paper,
    /** "Gate Defense" */
    readonly title: string,
    /** The variant's name, when printing one. */
    readonly variant?: string,
  ) {
    const f = loadFonts();
    this.pdf = new PDFDocument({
      autoFirstPage: false,
      bufferPages: true,
      margin: 0,
      info: { Title: `${title}${variant ? ` · ${variant}` : ''} · print and play`, Creator: 'Ramparts', Producer: 'Ramparts', CreationDate: FIXED_DATE, ModDate: FIXED_DATE },
    });
    for (const [name, data] of Object.entries(f)) this.pdf.registerFont(name, data);
    this.pdf.font(FONT.body);
  }

  /** How many sheets so far. */
  get sheets(): number {
    return this.labels.length;
  }

  /** The current sheet's size in millimetres. */
  get page(): { width: number; height: number; orientation: Orientation } {
    return this.current;
  }

  /** Starts a sheet; `label` names it in its footer. Returns the area its contents may use (mm). */
  newPage(label: string, orientation: Orientation = 'portrait'): Box {
    const size = pageSize(this.paper, orientation);
    this.pdf.addPage({ size: [mm(size.width), mm(size.height)], margin: 0 });
    this.current = { ...size, orientation };
    this.labels.push(label);
    return this.area;
  }

  /** The current sheet's drawable area (mm): inside the edge, above the footer. */
  get area(): Box {
    return { x: EDGE, y: EDGE, width: this.current.width - 2 * EDGE, height: this.current.height - 2 * EDGE - FOOTER };
  }

  /** Makes the next sheet an odd one (a front), adding a blank sheet if needed, so its backs print on its reverse. */
  startFront(): void {
    if (this.sheets % 2 === 1) this.blank('This sheet is left blank so that the backs of the next sheet print on its reverse.');
  }

  /**
   * Leaves the reverse of a one-sided sheet blank (a board's part, a record sheet, tokens without backs): printed
   * double-sided, two pieces to cut out or tape together would otherwise share one sheet of paper.
   */
  blankBack(): void {
    if (this.sheets % 2 === 1) this.blank('The back of the sheet before is left blank: its pieces are cut out or taped on their own.', this.current.orientation);
  }

  private blank(why: string, orientation: Orientation = 'portrait'): void {
    const area = this.newPage('left blank', orientation);
    this.note('blank', 'blank');
    this.pdf.font(FONT.italic).fontSize(9).fillColor('#666');
    this.pdf.text(why, mm(area.x), mm(area.y + area.height / 2), { width: mm(area.width), align: 'center' });
  }

  note(kind: ManifestKind, id: string, box?: Box): void {
    this.manifest.push({ sheet: this.sheets, kind, id, ...(box ? { box } : {}) });
  }

  /**
   * Draws an <svg> element (or its markup) into `box` (mm), keeping its proportions, centred (or `stretch`ed to
   * fill it). `full` draws the part of a picture that falls in `box` when the whole is `full` (a board's tile).
   */
  svg(art: ReactElement | string, box: Box, options: { full?: { width: number; height: number; x: number; y: number }; stretch?: boolean } = {}): void {
    const markup = printableSvg(typeof art === 'string' ? art : renderToStaticMarkup(art));
    const opts = {
      fontCallback: (_family: string, bold: boolean) => (bold ? FONT.artBold : FONT.art),
      warningCallback: (w: string) => this.warnings.push(w),
      // Stretched: a card's bleed, its art pulled 3 mm past the cut so the edge colour runs on.
      preserveAspectRatio: options.stretch ? 'none' : 'xMidYMid meet',
    };
    const doc = this.pdf as unknown as typeof PDFDocument;
    if (!options.full) {
      SVGtoPDF(doc, markup, mm(box.x), mm(box.y), { ...opts, width: mm(box.width), height: mm(box.height) });
      return;
    }
    const { full } = options;
    this.pdf.save();
    this.pdf.rect(mm(box.x), mm(box.y), mm(box.width), mm(box.height)).clip();
    SVGtoPDF(doc, markup, mm(box.x - full.x), mm(box.y - full.y), { ...opts, width: mm(full.width), height: mm(full.height) });
    this.pdf.restore();
  }

  /** A hairline (cut lines, marks), in mm. */
  line(x1: number, y1: number, x2: number, y2: number, colour = '#888', width = 0.25, dash?: number): void {
    this.pdf.save();
    this.pdf.moveTo(mm(x1), mm(y1)).lineTo(mm(x2), mm(y2)).lineWidth(width).strokeColor(colour);
    if (dash) this.pdf.dash(mm(dash), { space: mm(dash) });
    this.pdf.stroke();
    this.pdf.restore();
  }

  /** Writes every sheet's footer: game, variant, sheet n of N, and what the sheet holds. Then the PDF's bytes. */
  finish(): Promise<Buffer> {
    const { start, count } = this.pdf.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.pdf.switchToPage(i);
      const page = this.pdf.page;
      const width = page.width / PT;
      const height = page.height / PT;
      const left = [this.title, this.variant, `sheet ${i + 1} of ${count}`].filter(Boolean).join(' · ');
      const y = mm(height - EDGE - FOOTER + 0.9);
      this.pdf.font(FONT.body).fontSize(6.5).fillColor('#555');
      this.pdf.text(left, mm(EDGE), y, { lineBreak: false, width: mm(width / 2 - EDGE) });
      this.pdf.text(this.labels[i] ?? '', mm(width / 2), y, { lineBreak: false, width: mm(width / 2 - EDGE), align: 'right' });
    }
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.pdf.on('data', (c: Buffer) => chunks.push(c));
      this.pdf.on('end', () => resolve(Buffer.concat(chunks)));
      this.pdf.on('error', reject);
      this.pdf.end();
    });
  }
}
