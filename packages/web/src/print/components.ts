import { type Box, type Tile, BLEED, OVERLAP, cardGrid, mirrored, packTokens, tiles } from './layout.ts';
import type { PrintDoc} from './sheet.ts';
import { mm } from './sheet.ts';
import type { BoardSpec, CardSpec, SheetSpec, TokenSpec } from './types.ts';

/*
 * The printer's four ways of putting a game's pieces on paper: cards on a grid with cut marks and their backs on
 * the reverse, tokens to cut out (both sides where they flip), boards at scale over as many sheets as they need,
 * and whole sheets the game draws itself.
 */

const CUT = '#8a8a8a';
/** How far cut marks reach past a grid, at most (less where the sheet's edge comes first). */
const MARK = 4;

/** Cards, nine to a sheet (fewer with bleed), each sheet of fronts followed by its backs, mirrored for a long-edge flip. */
export function printCards(doc: PrintDoc, title: string, cards: CardSpec[], bleed: boolean): void {
  const grid = cardGrid(doc.paper, bleed);
  const perSheet = grid.slots.length;
  const sheets = Math.ceil(cards.length / perSheet);
  for (let s = 0; s < sheets; s++) {
    const chunk = cards.slice(s * perSheet, (s + 1) * perSheet);
    const part = sheets > 1 ? ` ${s + 1}/${sheets}` : '';
    doc.startFront();
    doc.newPage(`${title}${part}`);
    chunk.forEach((card, i) => {
      const slot = grid.slots[i]!;
      if (bleed) doc.svg(card.front, slot.art, { stretch: true });
      doc.svg(card.front, slot.card);
      doc.note('card', card.id, slot.card);
    });
    cutMarks(doc, grid.slots.slice(0, chunk.length).map((s) => s.card), bleed);
    doc.newPage(`${title}${part}, backs`);
    chunk.forEach((card, i) => {
      const slot = grid.slots[i]!;
      const at = mirrored(slot.card, doc.paper);
      if (bleed) doc.svg(card.back, mirrored(slot.art, doc.paper), { stretch: true });
      doc.svg(card.back, at);
      doc.note('card-back', card.id, at);
    });
    cutMarks(doc, grid.slots.slice(0, chunk.length).map((s) => mirrored(s.card, doc.paper)), bleed);
  }
}

/**
 * Cut lines. Touching cards (no bleed) share their cuts: a hairline along every edge, running out past the grid.
 * With bleed the art of neighbours meets between the cuts, so the marks stay outside the grid.
 */
function cutMarks(doc: PrintDoc, cards: Box[], bleed: boolean): void {
  const area = doc.area;
  const xs = [...new Set(cards.flatMap((c) => [c.x, c.x + c.width]).map((v) => v.toFixed(3)))].map(Number);
  const ys = [...new Set(cards.flatMap((c) => [c.y, c.y + c.height]).map((v) => v.toFixed(3)))].map(Number);
  const top = Math.min(...cards.map((c) => c.y)) - (bleed ? BLEED : 0);
  const bottom = Math.max(...cards.map((c) => c.y + c.height)) + (bleed ? BLEED : 0);
  const left = Math.min(...cards.map((c) => c.x)) - (bleed ? BLEED : 0);
  const right = Math.max(...cards.map((c) => c.x + c.width)) + (bleed ? BLEED : 0);
  const up = Math.max(area.y, top - MARK);
  const down = Math.min(area.y + area.height, bottom + MARK);
  const west = Math.max(area.x, left - MARK);
  const east = Math.min(area.x + area.width, right + MARK);
  for (const x of xs) {
    if (bleed) {
      doc.line(x, up, x, top, CUT);
      doc.line(x, bottom, x, down, CUT);
    } else doc.line(x, up, x, down, CUT);
  }
  for (const y of ys) {
    if (bleed) {
      doc.line(west, y, left, y, CUT);
      doc.line(right, y, east, y, CUT);
    } else doc.line(west, y, east, y, CUT);
  }
}

/** Tokens packed on sheets; those with two sides get a sheet of backs on the reverse, mirrored to line up. */
export function printTokens(doc: PrintDoc, title: string, tokens: TokenSpec[]): void {
  const oneSided = tokens.filter((t) => !t.back);
  const twoSided = tokens.filter((t) => t.back);
  for (const sheet of packTokens(oneSided, doc.paper)) {
    doc.startFront();
    doc.newPage(title);
    for (const { token, box } of sheet) drawToken(doc, token, token.front, box, 'token');
    doc.blankBack();
  }
  for (const sheet of packTokens(twoSided, doc.paper)) {
    doc.startFront();
    doc.newPage(`${title}, fronts`);
    for (const { token, box } of sheet) drawToken(doc, token, token.front, box, 'token');
    doc.newPage(`${title}, backs`);
    for (const { token, box } of sheet) drawToken(doc, token, token.back!, mirrored(box, doc.paper), 'token-back');
  }
}

function drawToken(doc: PrintDoc, token: TokenSpec, art: TokenSpec['front'], box: Box, kind: 'token' | 'token-back'): void {
  doc.svg(art, box);
  doc.note(kind, token.id, box);
  // The outline to cut along.
  const { pdf } = doc;
  pdf.save();
  pdf.lineWidth(0.25).strokeColor(CUT);
  const cx = mm(box.x + box.width / 2);
  const cy = mm(box.y + box.height / 2);
  const r = mm(box.width / 2);
  if (token.shape === 'circle') pdf.circle(cx, cy, r).stroke();
  else if (token.shape === 'square') pdf.rect(mm(box.x), mm(box.y), mm(box.width), mm(box.height)).stroke();
  else
    pdf
      .polygon(...Array.from({ length: 6 }, (_, i): [number, number] => [cx + r * Math.cos((Math.PI / 3) * i), cy + r * Math.sin((Math.PI / 3) * i)]))
      .stroke();
  pdf.restore();
}

/**
 * A board at scale. On one sheet when it fits; otherwise tiled, each tile repeating OVERLAP mm of its neighbour:
 * the alignment marks (crosses in the shared bands, drawn in the board's own coordinates, so they fall on the same
 * spot of both sheets) and a dashed line where the neighbour's edge lies say how to lay them.
 */
export function printBoard(doc: PrintDoc, board: BoardSpec): void {
  const plan = tiles(board.width, board.height, doc.paper);
  const count = plan.tiles.length;
  plan.tiles.forEach((tile, i) => {
    const part = count > 1 ? `, part ${i + 1} of ${count} (row ${tile.row + 1}, column ${tile.column + 1})` : '';
    doc.startFront();
    doc.newPage(`${board.title}${part}`, plan.orientation);
    const { window, at } = tile;
    doc.svg(board.art, at, { full: { width: board.width, height: board.height, x: window.x, y: window.y } });
    doc.note('board', count > 1 ? `${board.id} ${tile.row + 1}-${tile.column + 1}` : board.id, at);
    if (count > 1) alignmentMarks(doc, plan.tiles, tile, board);
    doc.blankBack();
  });
}

/** The crosses in the bands a tile shares with its neighbours, and where each neighbour's edge lies. */
function alignmentMarks(doc: PrintDoc, all: Tile[], tile: Tile, board: BoardSpec): void {
  const { window, at } = tile;
  // Board coordinates → sheet.
  const toSheet = (x: number, y: number): [number, number] => [at.x + x - window.x, at.y + y - window.y];
  const bands = overlapBands(all, board);
  for (const band of bands) {
    const left = Math.max(band.x, window.x);
    const right = Math.min(band.x + band.width, window.x + window.width);
    const top = Math.max(band.y, window.y);
    const bottom = Math.min(band.y + band.height, window.y + window.height);
    if (left >= right || top >= bottom) continue;
    const vertical = band.height > band.width;
    const marks = vertical ? spread(top, bottom) : spread(left, right);
    for (const m of marks) {
      const [x, y] = vertical ? toSheet(band.x + band.width / 2, m) : toSheet(m, band.y + band.height / 2);
      cross(doc, x, y);
    }
  }
  // Where each neighbour's sheet edge will lie on this one.
  for (const other of all) {
    if (other === tile) continue;
    const w = other.window;
    if (other.row === tile.row && Math.abs(other.column - tile.column) === 1) {
      const edgeX = other.column > tile.column ? w.x : w.x + w.width;
      const [x, y1] = toSheet(edgeX, window.y);
      doc.line(x, y1, x, y1 + window.height, '#c0392b', 0.3, 1.5);
    }
    if (other.column === tile.column && Math.abs(other.row - tile.row) === 1) {
      const edgeY = other.row > tile.row ? w.y : w.y + w.height;
      const [x1, y] = toSheet(window.x, edgeY);
      doc.line(x1, y, x1 + window.width, y, '#c0392b', 0.3, 1.5);
    }
  }
}

/** The strips of the board two neighbouring tiles both print. */
function overlapBands(list: Tile[], board: BoardSpec): Box[] {
  const bands: Box[] = [];
  for (const a of list)
    for (const b of list) {
      if (a.row === 0 && b.row === 0 && b.column === a.column + 1) {
        const x = b.window.x;
        bands.push({ x, y: 0, width: a.window.x + a.window.width - x, height: board.height });
      }
      if (a.column === 0 && b.column === 0 && b.row === a.row + 1) {
        const y = b.window.y;
        bands.push({ x: 0, y, width: board.width, height: a.window.y + a.window.height - y });
      }
    }
  return bands.filter((b) => b.width >= OVERLAP / 2 && b.height >= OVERLAP / 2);
}

/** Mark positions along a band: every 50 mm or so, never nearer its ends than 8 mm. */
function spread(from: number, to: number): number[] {
  const inner = to - from - 16;
  if (inner <= 0) return [(from + to) / 2];
  const n = Math.max(2, Math.round(inner / 50) + 1);
  return Array.from({ length: n }, (_, i) => from + 8 + (inner * i) / (n - 1));
}

function cross(doc: PrintDoc, x: number, y: number): void {
  const s = 3;
  doc.line(x - s, y, x + s, y, '#c0392b', 0.35);
  doc.line(x, y - s, x, y + s, '#c0392b', 0.35);
  doc.pdf.save();
  doc.pdf.circle(mm(x), mm(y), mm(1.6)).lineWidth(0.35).strokeColor('#c0392b').stroke();
  doc.pdf.restore();
}

/** A sheet the game draws whole (a record sheet), fitted to the drawable area. */
export function printSheet(doc: PrintDoc, sheet: SheetSpec): void {
  doc.startFront();
  const area = doc.newPage(sheet.title);
  doc.svg(sheet.art, area);
  doc.note('sheet', sheet.id, area);
  doc.blankBack();
}
