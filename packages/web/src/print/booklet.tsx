import { gameList } from '@ramparts/games/list';
import { type DefaultTreeAdapterTypes as T, parseFragment, serializeOuter } from 'parse5';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/*
 * The rulebook of a print-and-play box, read from the web client's rules page: the page is rendered to HTML and
 * walked into plain blocks (headings, paragraphs of styled runs, lists, tables, figures) that the drawing
 * (booklet-draw.ts) flows onto paper. One source of rules, so the printed rulebook never drifts from the screen.
 */

export { drawBooklet } from './booklet-draw.ts';

/** A stretch of text in one style. `href` keeps a link's target (the PDF makes it clickable). */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  href?: string;
}

export interface Figure {
  kind: 'figure';
  /** The <svg> element's outer markup, as the page draws it. */
  svg: string;
  viewBox: { x: number; y: number; width: number; height: number };
  /** The width the page gives the picture, in CSS pixels (its max-width or width), when it says. */
  pixels?: number;
  /** The figure's caption (its <figcaption>), else the picture's aria-label or <title>. */
  caption: string;
}

export interface ListItem {
  runs: Run[];
  /** A small picture (a piece's icon) that opens the item, drawn in place of its bullet. */
  icon?: string;
  /** What the item holds below its words: a nested list, a figure. */
  blocks: (List | Figure)[];
}

export interface List {
  kind: 'list';
  ordered: boolean;
  items: ListItem[];
}

export interface TableCell {
  text: string;
  /** A header cell (<th>): a row's name in a table without a header row. */
  head?: boolean;
}

export type BookletBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; runs: Run[]; credit?: true }
  | List
  | { kind: 'table'; header: string[] | null; rows: TableCell[][] }
  | Figure;

/** Each game's rules page, loaded when its rulebook is printed (a page brings its game's content and art along). */
const RULES: Record<string, () => Promise<ComponentType>> = {
  coins: () => import('../games/coins/Rules.tsx').then((m) => m.CoinsRules),
  cards: () => import('../games/cards/Rules.tsx').then((m) => m.CardsRules),
  tracks: () => import('../games/tracks/Rules.tsx').then((m) => m.TracksRules),
  dice: () => import('../games/dice/Rules.tsx').then((m) => m.DiceRules),
  crystal: () => import('../games/crystal/Rules.tsx').then((m) => m.CrystalRules),
};

/**
 * The sections of a rules page about the screen (where to click, what hovering shows): no use on paper, so the
 * rulebook leaves them out, heading and all.
 */
export const SCREEN_SECTIONS: Record<string, string[]> = {
  coins: ['On the board'],
  cards: ['On the screen'],
  tracks: ['Reading the screen'],
  dice: ['Playing on this table'],
  crystal: ['On the board'],
};

/** The game's rules page as HTML, as the web client renders it. */
export async function rulesMarkup(gameId: string): Promise<string> {
  const load = RULES[gameId];
  if (!load) throw new Error(`No rules page for "${gameId}".`);
  const Rules = await load();
  return renderToStaticMarkup(<Rules />);
}

/** The game's rulebook: a title, then its rules page as blocks, without the sections about the screen. */
export async function bookletBlocks(gameId: string): Promise<BookletBlock[]> {
  const info = gameList.find((g) => g.id === gameId);
  const blocks = htmlBlocks(await rulesMarkup(gameId));
  const players = info && (info.players.min === info.players.max ? `${info.players.min}` : `${info.players.min} to ${info.players.max}`);
  const title: BookletBlock[] = [
    { kind: 'heading', level: 1, text: info?.title ?? gameId },
    ...(info ? [{ kind: 'paragraph' as const, runs: [{ text: `Rulebook · ${players} player${info.players.max > 1 ? 's' : ''} · about ${info.minutes} minutes`, italic: true }] }] : []),
  ];
  return [...title, ...withoutSections(blocks, SCREEN_SECTIONS[gameId] ?? [])];
}

/** Drops each named section: its heading and everything up to the next heading of the same or a higher level. */
function withoutSections(blocks: BookletBlock[], names: string[]): BookletBlock[] {
  const out: BookletBlock[] = [];
  let skipping: number | null = null;
  for (const b of blocks) {
    if (b.kind === 'heading') {
      if (skipping !== null && b.level <= skipping) skipping = null;
      if (skipping === null && names.includes(b.text)) skipping = b.level;
    }
    if (skipping === null || (b.kind === 'paragraph' && b.credit)) out.push(b);
  }
  return out;
}

// ---- HTML to blocks ----

type Node = T.ChildNode;
type Element = T.Element;

const isElement = (n: Node): n is Element => 'tagName' in n;
const attr = (e: Element, name: string): string | undefined => e.attrs.find((a) => a.name === name)?.value;
const children = (e: Element): Element[] => e.childNodes.filter(isElement);

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'table', 'figure', 'div', 'section', 'article', 'main', 'header', 'footer', 'aside', 'blockquote', 'nav', 'details', 'pre', 'hr']);
/** Screen-only parts: the contents list (links to the page's own sections) and "the board in words" for screen readers. */
const SKIPPED = new Set(['nav', 'details', 'script', 'style', 'template', 'button']);

/** A small picture in the text (a piece's icon): hidden from screen readers, it only decorates the words beside it. */
const isIcon = (e: Element): boolean => e.tagName === 'svg' && attr(e, 'aria-hidden') === 'true';

/** The rules page's markup as blocks. */
export function htmlBlocks(html: string): BookletBlock[] {
  const out: BookletBlock[] = [];
  walkBlocks(parseFragment(html).childNodes, out);
  return out;
}

/** Walks block-level content; runs of inline content between blocks become paragraphs. */
function walkBlocks(nodes: Node[], out: BookletBlock[]): void {
  let loose: Node[] = [];
  const flush = () => {
    pushParagraph(runsOf(loose), out);
    loose = [];
  };
  for (const n of nodes) {
    if (isElement(n) && (BLOCK_TAGS.has(n.tagName) || (n.tagName === 'svg' && !isIcon(n)))) {
      flush();
      block(n, out);
    } else loose.push(n);
  }
  flush();
}

function block(e: Element, out: BookletBlock[]): void {
  if (SKIPPED.has(e.tagName)) return;
  const heading = /^h([1-6])$/.exec(e.tagName);
  if (heading) {
    const text = textOf(e);
    if (text) out.push({ kind: 'heading', level: Number(heading[1]), text });
    return;
  }
  switch (e.tagName) {
    case 'p':
    case 'pre': {
      const from = out.length;
      walkBlocks(e.childNodes, out);
      // The icons' credit, which their licence asks for: kept whatever section it follows, and set small.
      if (/\bicon-credit\b/.test(attr(e, 'class') ?? '')) out.slice(from).forEach((b) => b.kind === 'paragraph' && (b.credit = true));
      return;
    }
    case 'ul':
    case 'ol':
      return void out.push(list(e));
    case 'table':
      return void out.push(table(e));
    case 'figure':
      return figure(e, out);
    case 'svg':
      return void out.push(picture(e, ''));
    case 'hr':
      return;
    default:
      return walkBlocks(e.childNodes, out);
  }
}

function pushParagraph(runs: Run[], out: BookletBlock[]): void {
  if (runs.length) out.push({ kind: 'paragraph', runs });
}

/** A <figure>: each picture in it becomes a figure with the figure's caption (the last one, when several). */
function figure(e: Element, out: BookletBlock[]): void {
  const caption = descendants(e).find((d) => d.tagName === 'figcaption');
  const pictures = svgsIn(e);
  const words = caption ? textOf(caption) : '';
  pictures.forEach((svg) => out.push(picture(svg, words)));
  // Words in the figure besides its pictures and caption (rare) stay as text.
  if (!pictures.length && words) out.push({ kind: 'paragraph', runs: [{ text: words, italic: true }] });
}

/** The outermost <svg> pictures under `e`, outside screen-only parts. */
function svgsIn(e: Element): Element[] {
  const found: Element[] = [];
  const visit = (n: Element) => {
    if (SKIPPED.has(n.tagName) || n.tagName === 'figcaption') return;
    if (n.tagName === 'svg') return void (isIcon(n) || found.push(n));
    children(n).forEach(visit);
  };
  children(e).forEach(visit);
  return found;
}

function picture(svg: Element, caption: string): Figure {
  const [x = 0, y = 0, width = 0, height = 0] = (attr(svg, 'viewBox') ?? '').split(/[\s,]+/).map(Number);
  const title = children(svg).find((c) => c.tagName === 'title');
  const label = attr(svg, 'aria-label') ?? (title ? textOf(title) : '');
  const pixels = cssPixels(svg);
  return { kind: 'figure', svg: serializeOuter(svg), viewBox: { x, y, width, height }, ...(pixels ? { pixels } : {}), caption: caption || label };
}

/** The width the page draws a picture at: its style's max-width, else a width attribute in pixels. */
function cssPixels(svg: Element): number | undefined {
  const maxWidth = /max-width:\s*([\d.]+)px/.exec(attr(svg, 'style') ?? '');
  if (maxWidth) return Number(maxWidth[1]);
  const width = attr(svg, 'width');
  return width && /^[\d.]+(px)?$/.test(width) ? parseFloat(width) : undefined;
}

function list(e: Element): List {
  const items = children(e)
    .filter((c) => c.tagName === 'li')
    .map(listItem)
    .filter((i) => i.runs.length || i.icon || i.blocks.length);
  return { kind: 'list', ordered: e.tagName === 'ol', items };
}

/** An item's words; a nested list or a figure inside it goes below them, an icon that opens it in its bullet's place. */
function listItem(li: Element): ListItem {
  const inline: Node[] = [];
  const blocks: (List | Figure)[] = [];
  let icon: string | undefined;
  for (const n of li.childNodes) {
    if (!isElement(n)) inline.push(n);
    else if (n.tagName === 'ul' || n.tagName === 'ol') blocks.push(list(n));
    else if (n.tagName === 'figure') {
      // The words on either side of the figure stay apart.
      inline.push({ nodeName: '#text', value: ' ', parentNode: li } as T.TextNode);
      const nested: BookletBlock[] = [];
      figure(n, nested);
      blocks.push(...nested.filter((b): b is Figure => b.kind === 'figure'));
    } else if (isIcon(n) && icon === undefined && !textOf({ ...li, childNodes: inline })) icon = serializeOuter(n);
    else inline.push(n);
  }
  return { runs: runsOf(inline), ...(icon ? { icon } : {}), blocks };
}

function table(e: Element): BookletBlock {
  const rows = descendants(e).filter((d) => d.tagName === 'tr');
  const cells = (tr: Element): TableCell[] => children(tr).filter((c) => c.tagName === 'td' || c.tagName === 'th').map((c) => ({ text: textOf(c), ...(c.tagName === 'th' ? { head: true } : {}) }));
  const inHead = (tr: Element) => tr.parentNode && isElement(tr.parentNode as Node) && (tr.parentNode as Element).tagName === 'thead';
  const headRow = rows.find(inHead) ?? (rows[0] && cells(rows[0]).every((c) => c.head) ? rows[0] : undefined);
  return {
    kind: 'table',
    header: headRow ? cells(headRow).map((c) => c.text) : null,
    rows: rows.filter((r) => r !== headRow && !inHead(r)).map(cells),
  };
}

function descendants(e: Element): Element[] {
  return children(e).flatMap((c) => [c, ...descendants(c)]);
}

// ---- inline content to runs ----

interface Style {
  bold?: boolean;
  italic?: boolean;
  href?: string;
}

/** Inline content as runs: whitespace collapsed as a browser does, neighbouring runs of one style merged. */
function runsOf(nodes: Node[]): Run[] {
  const raw: Run[] = [];
  const visit = (n: Node, style: Style) => {
    if (n.nodeName === '#text') return void raw.push({ text: (n as T.TextNode).value, ...style });
    if (!isElement(n) || SKIPPED.has(n.tagName) || isIcon(n)) return;
    if (n.tagName === 'br') return void raw.push({ text: '\n', ...style });
    const next = { ...style };
    if (n.tagName === 'strong' || n.tagName === 'b' || n.tagName === 'th') next.bold = true;
    if (n.tagName === 'em' || n.tagName === 'i' || n.tagName === 'cite') next.italic = true;
    if (n.tagName === 'a') {
      const href = attr(n, 'href');
      // A link within the page means nothing on paper; one to the web keeps its address.
      if (href && /^https?:/.test(href)) next.href = href;
    }
    n.childNodes.forEach((c) => visit(c, next));
    if (n.tagName === 'a' && next.href && !textOf(n).includes(new URL(next.href).host)) raw.push({ text: ` (${next.href.replace(/^https?:\/\//, '').replace(/\/$/, '')})`, ...style });
  };
  nodes.forEach((n) => visit(n, {}));
  return tidy(raw);
}

const sameStyle = (a: Style, b: Style) => !!a.bold === !!b.bold && !!a.italic === !!b.italic && a.href === b.href;

function tidy(raw: Run[]): Run[] {
  const runs: Run[] = [];
  for (const r of raw) {
    const text = r.text === '\n' ? '\n' : r.text.replace(/[ \t\r\n]+/g, ' ');
    const last = runs.at(-1);
    if (last && sameStyle(last, r)) last.text += text;
    else runs.push({ ...r, text });
  }
  // Trim the paragraph's ends, and a space after a space or a line break (they may fall in different runs).
  let before = '\n';
  for (const r of runs) {
    if (before === ' ' || before === '\n') r.text = r.text.replace(/^ +/, '');
    if (r.text) before = r.text.at(-1)!;
  }
  for (let i = runs.length - 1; i >= 0; i--) {
    runs[i].text = runs[i].text.replace(/[ \n]+$/, '');
    if (runs[i].text) break;
  }
  return runs.filter((r) => r.text);
}

/** An element's words in one line. */
function textOf(e: Pick<Element, 'childNodes'>): string {
  return runsOf(e.childNodes)
    .map((r) => r.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
