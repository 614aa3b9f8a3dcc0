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
}

/** Items shown at once; a longer menu shows a page of `PAGE` and says how to see the rest. */
export const MAX_LINES = 15;
export const PAGE = 12;

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

/** The moves of a menu whose words (path and description) contain every word typed, case-insensitive; null if none. */
export function filterLevel(level: MenuLevel, typed: string): MenuLevel | null {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  const found = level.moves.filter((m) => {
    const hay = `${m.path.join(' ')} ${m.text}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
  if (found.length === 0) return null;
  return menuLevel(found, level.depth, [...level.title, `"${typed.trim()}"`]);
}

/** The lines of a menu's page (at most `MAX_LINES` items, then one line saying how to see the others). */
export function menuLines(level: MenuLevel, page: number): string[] {
  const n = level.items.length;
  const width = String(n).length;
  const line = (item: MenuItem, i: number) => `  ${String(i + 1).padStart(width)}. ${item.label}${item.moves.length > 1 ? ` (${item.moves.length})` : ''}`;
  if (n <= MAX_LINES) return level.items.map(line);
  const pages = Math.ceil(n / PAGE);
  const p = page % pages;
  const from = p * PAGE;
  const to = Math.min(n, from + PAGE);
  return [...level.items.slice(from, to).map((item, i) => line(item, from + i)), `  (${from + 1}-${to} of ${n}: m for more, or type words to narrow the list)`];
}

/**
 * What a player types to make `move` through these menus: an item's number at each menu until the move is chosen.
 * Nothing when it is the only legal move (the terminal plays it by itself). For transcripts and tests.
 */
export function menuAnswers(moves: MenuMove[], index: number): string[] {
  if (moves.length === 1) return [];
  const answers: string[] = [];
  let level = menuLevel(moves, 0);
  for (;;) {
    const i = level.items.findIndex((item) => item.moves.some((m) => m.index === index));
    if (i < 0) throw new Error(`move ${index} is not in this menu`);
    answers.push(String(i + 1));
    const item = level.items[i];
    if (item.moves.length === 1) return answers;
    level = menuLevel(item.moves, level.depth + 1, [...level.title, item.label]);
  }
}
