/**
 * The menus of a turn: the legal moves grouped by their menu path (`Game.menuPath`: the action, then each narrowing
 * choice), so no list is longer than a screenful. Pure functions; `turn.ts` asks the questions.
 */
import type { AnyGame, Seat } from '@ramparts/engine';

/** A legal move as the menus know it: its place in the legal list, its path in words, its full description. */
export interface MenuMove {
  index: number;
  path: string[];
  text: string;
}

/** One numbered line of a menu: a single move, or a group of moves sharing the next step of their path. */
export interface MenuItem {
  label: string;
  moves: MenuMove[];
}

/** One menu on the screen: the steps chosen so far (its title), its items. */
export interface MenuLevel {
  title: string[];
  items: MenuItem[];
  /** The moves under this menu and how many steps of their paths the title already names. */
  moves: MenuMove[];
  depth: number;
  /** Every move on its own line in its own words, not grouped (a short list). */
  flat?: boolean;
}

/** Lines of items shown at once; a longer menu shows pages of `PAGE` lines and says how to see the rest. */
export const MAX_LINES = 15;
export const PAGE = 12;
/** A list of moves that fits in this many lines is shown whole, each move in its own words: one answer, not several. */
export const FLAT_LINES = 8;
/** The width menus are laid out in when the output is not a terminal (transcripts, pipes). */
export const WIDTH = 80;

/** The game's menu path of each legal move; a game without `menuPath` gives each move its description as a one-step path. */
export function menuMoves(game: AnyGame, state: unknown, seat: Seat, legal: readonly unknown[]): MenuMove[] {
  return legal.map((move, index) => {
    const text = game.describeMove(state, seat, move);
    const path = game.menuPath?.(state, seat, move);
    return { index, text, path: path && path.length > 0 ? path : [text] };
  });
}

/**
 * The menu of `moves` once `depth` steps are chosen. A step every move shares is no choice: it joins the title
 * without a question (all moves are "Build": the menu starts at the tower).
 */
export function menuLevel(moves: MenuMove[], depth: number, title: string[] = []): MenuLevel {
  const steps = [...title];
  while (moves.length > 1 && moves.every((m) => m.path.length > depth + 1 && m.path[depth] === moves[0].path[depth])) {
    steps.push(moves[0].path[depth]);
    depth++;
  }
  const groups = new Map<string, MenuMove[]>();
  const items: MenuItem[] = [];
  for (const m of moves) {
    const step = m.path[depth];
    // A move whose path ends here, or two moves with the same path (a game's slip): each is its own line.
    if (step === undefined || m.path.length === depth + 1) {
      items.push({ label: step ?? m.text, moves: [m] });
      continue;
    }
    let group = groups.get(step);
    if (!group) {
      group = [];
      groups.set(step, group);
      items.push({ label: step, moves: group });
    }
    group.push(m);
  }
  // A group of one is that move: name it by the rest of its path.
  for (const item of items) if (item.moves.length === 1) item.label = item.moves[0].path.slice(depth).join(', ') || item.moves[0].text;
  // Two lines alike would be no choice: those fall back to the moves' full descriptions.
  const seen = new Map<string, number>();
  for (const item of items) seen.set(item.label, (seen.get(item.label) ?? 0) + 1);
  for (const item of items) if (item.moves.length === 1 && seen.get(item.label)! > 1) item.label = item.moves[0].text;
  return { title: steps, items, moves, depth };
}

/** Every move on a line of its own, in its own words. */
function flatLevel(moves: MenuMove[], title: string[]): MenuLevel {
  return { title, items: moves.map((m) => ({ label: m.text, moves: [m] })), moves, depth: 0, flat: true };
}

/**
 * The first menu of a turn: the whole list when it is short and takes no more lines than the grouped menus would
 * on average to reach a move (each menu and its question); else the moves grouped by their paths.
 */
export function firstMenu(moves: MenuMove[], width = WIDTH): MenuLevel {
  const flat = flatLevel(moves, []);
  const grouped = menuLevel(moves, 0);
  const rows = layout(flat.items, width).rows;
  return rows <= FLAT_LINES && (rows + 1) * moves.length <= pathLines(grouped, width) ? flat : grouped;
}

/** The lines printed on the way to each move of a menu (its menus and their questions), summed over its moves. */
function pathLines(level: MenuLevel, width: number): number {
  const own = menuLines(level, 0, width).length + 1;
  let sum = 0;
  for (const item of level.items) {
    sum += own * item.moves.length;
    if (item.moves.length > 1) sum += pathLines(menuLevel(item.moves, level.depth + 1, [...level.title, item.label]), width);
  }
  return sum;
}

/** The moves of a menu whose words (path and description) contain every word typed, case-insensitive; null if none. */
export function filterLevel(level: MenuLevel, typed: string): MenuLevel | null {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  const found = level.moves.filter((m) => {
    const hay = `${m.path.join(' ')} ${m.text}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
  if (found.length === 0) return null;
  const title = [...level.title, `"${typed.trim()}"`];
  return level.flat ? flatLevel(found, title) : menuLevel(found, level.depth, title);
}

// A group's count says how many choices it opens onto, in words, so a newcomer does not read it as a price.
const label = (item: MenuItem) => `${item.label}${item.moves.length > 1 ? ` (${item.moves.length} choices)` : ''}`;

/** Spaces between two columns of a menu. */
const GAP = 3;

/** How items are laid out: as many columns as fit in the width, each as wide as its own longest item. */
interface Layout {
  columns: number;
  rows: number;
  /** Each column's width, its items' numbers and words. */
  widths: number[];
}

/** The numbered cells of these items ("12. Build"), the numbers right-aligned to the widest of `n`. */
const cells = (items: MenuItem[], first: number, n: number) => items.map((item, i) => `${String(first + i + 1).padStart(String(n).length)}. ${label(item)}`);

/**
 * The fewest lines `items` fit in at `width`, numbered down each column (as `ls` does): a column is as wide as its
 * longest item, so a short item beside a long one ("1. Draw from the draw pile   2. Take the 7 of Rock …") shares a line.
 */
function layout(items: MenuItem[], width: number, first = 0, n = items.length): Layout {
  const texts = cells(items, first, n);
  for (let rows = 1; rows < texts.length; rows++) {
    const columns = Math.ceil(texts.length / rows);
    const widths = Array.from({ length: columns }, (_, c) => Math.max(...texts.slice(c * rows, (c + 1) * rows).map((t) => t.length)));
    if (2 + widths.reduce((a, b) => a + b, 0) + GAP * (columns - 1) <= width) return { columns, rows, widths };
  }
  return { columns: 1, rows: texts.length, widths: [Math.max(0, ...texts.map((t) => t.length))] };
}

/** How many pages a menu takes (1 when it fits). */
export function menuPages(level: MenuLevel, width = WIDTH): number {
  const { columns, rows } = layout(level.items, width);
  return rows <= MAX_LINES ? 1 : Math.ceil(level.items.length / (PAGE * columns));
}

/**
 * The lines of a menu's page: its items numbered, in as many columns as fit in `width` (numbered down each column),
 * at most `MAX_LINES` lines, else pages of `PAGE` lines and one line saying how to see the others.
 */
export function menuLines(level: MenuLevel, page: number, width = WIDTH): string[] {
  const { items } = level;
  const n = items.length;
  const { columns, rows } = layout(items, width);
  const perPage = rows <= MAX_LINES ? n : PAGE * columns;
  const pages = menuPages(level, width);
  const from = (page % pages) * perPage;
  const shown = items.slice(from, from + perPage);
  const texts = cells(shown, from, n);
  const fit = layout(shown, width, from, n);
  const out: string[] = [];
  for (let r = 0; r < fit.rows; r++) {
    let line = '';
    for (let c = 0; c < fit.columns; c++) {
      const i = c * fit.rows + r;
      if (i >= texts.length) break;
      line = line.padEnd(2 + fit.widths.slice(0, c).reduce((a, b) => a + b + GAP, 0)) + texts[i];
    }
    out.push(line);
  }
  if (pages > 1) out.push(`  (${from + 1}-${from + shown.length} of ${n}: m for more, or type words to narrow the list)`);
  return out;
}

/**
 * What a player types to make `move` through these menus: an item's number at each menu until the move is chosen.
 * Nothing when it is the only legal move (the terminal plays it by itself). For transcripts and tests.
 */
export function menuAnswers(moves: MenuMove[], index: number, width = WIDTH): string[] {
  if (moves.length === 1) return [];
  const answers: string[] = [];
  let level = firstMenu(moves, width);
  for (;;) {
    const i = level.items.findIndex((item) => item.moves.some((m) => m.index === index));
    if (i < 0) throw new Error(`move ${index} is not in this menu`);
    answers.push(String(i + 1));
    const item = level.items[i];
    if (item.moves.length === 1) return answers;
    level = menuLevel(item.moves, level.depth + 1, [...level.title, item.label]);
  }
}
