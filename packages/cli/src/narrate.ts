/**
 * What the terminal says about moves and endings, in the game's own log lines: a move's headline on one line,
 * its steps (`detail` lines) only when asked, and only what the reader may read.
 */
import { resultHeadline, type AnyGame, type LogLine, type Outcome, type ResultReaders, type Seat } from '@ramparts/engine';

/** Lines joined into one: a line that does not end a sentence is followed by a semicolon; the last ends with a full stop. */
export function sentences(lines: readonly string[]): string {
  const ended = (t: string) => /[.!?:;…]\)?$/.test(t);
  return lines
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t, i, all) => (ended(t) ? t : i < all.length - 1 ? `${t};` : `${t}.`))
    .join(' ');
}

/** The lines `reader` may read (`null`: a spectator, who reads only lines meant for everyone). */
export function visibleTo(lines: readonly LogLine[], reader: Seat | null): LogLine[] {
  return lines.filter((l) => !l.to || (reader !== null && l.to.includes(reader)));
}

/**
 * A move told in one line: its headline lines joined. `detail` lines follow, indented, when `verbose`.
 * A game that marks no line as detail is told in full.
 */
export function tellMove(who: string, lines: readonly LogLine[], verbose: boolean): string[] {
  const head = lines.filter((l) => !l.detail).map((l) => l.text);
  const rest = verbose ? lines.filter((l) => l.detail).map((l) => `    ${l.text}`) : [];
  return [`${who}: ${sentences(head)}`.trimEnd(), ...rest];
}

/** Words that tell nothing of a move by themselves. */
const FILLER = new Set(['a', 'an', 'the', 'of', 'to', 'and', 'new']);
/** A line's words, lower case, a plural or third-person "s" dropped ("discards" and "Discard" are one word). */
const wordsOf = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}+#]+/gu) ?? []).map((w) => (w.length > 3 ? w.replace(/s$/, '') : w)).filter((w) => !FILLER.has(w));

/**
 * Whether a move's headline only says again what its mover just chose (`description`, the words of the menu):
 * "Player 1 discards the Queen of Water." after "Discard the Queen of Water". Any other word (a card drawn, a
 * castle struck, a toss) is news, and the line is told.
 */
export function restates(lines: readonly LogLine[], mover: string, description: string): boolean {
  const head = lines.filter((l) => !l.detail);
  if (head.length !== 1) return false;
  const text = head[0].text.startsWith(`${mover} `) ? head[0].text.slice(mover.length + 1) : head[0].text;
  const chosen = new Set(wordsOf(description));
  return wordsOf(text).every((w) => chosen.has(w));
}

/** A move's words for a reader: its visible log lines; without any, its description when nothing is hidden. */
export function moveLines(game: AnyGame, log: readonly LogLine[], reader: Seat | null, describe: () => string): LogLine[] {
  const seen = visibleTo(log, reader);
  if (seen.some((l) => !l.detail)) return seen;
  if (game.kind.information === 'perfect') return [{ text: `${describe()}.` }, ...seen];
  return [{ text: 'acts out of sight.' }, ...seen];
}

/**
 * The last lines of a game: the readers' own result first, then who won ("You lose: Defender (normal) wins.",
 * `resultHeadline`), then why it ended unless the board just said so. `readers.seatNames` name the seats as the
 * terminal does ("Player 3 (normal)"); `readers.viewers` are the seats played at this keyboard (none: a replay).
 */
export function endingLines(outcome: Outcome, readers: ResultReaders, board: string): string[] {
  const why = board.includes(outcome.reason) ? [] : [`Game over: ${outcome.reason}`];
  return [`${resultHeadline(outcome, readers)}.`, ...why];
}

/** Lines of a board that may change while the rest stays: at most this many, and at most a quarter of the board. */
const FEW = 6;

/** The lines of `next` that are not in a longest common subsequence with `previous`: what is new or changed. */
export function newLines(previous: readonly string[], next: readonly string[]): string[] {
  const n = previous.length;
  const m = next.length;
  // lcs[i][j]: the longest common subsequence of previous[i..] and next[j..].
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i][j] = previous[i] === next[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const fresh: string[] = [];
  let i = 0;
  let j = 0;
  while (j < m) {
    if (i < n && previous[i] === next[j]) {
      i++;
      j++;
    } else if (i < n && lcs[i + 1][j] >= lcs[i][j + 1]) {
      i++;
    } else {
      fresh.push(next[j++]);
    }
  }
  return fresh;
}

/**
 * What to print of a board a reader saw before (`seen`, its lines when last printed; undefined when never).
 * The whole board the first time or when much changed; otherwise only its new or changed lines under one line
 * saying so (a drafted credit changes two lines of a 25-line board); nothing when nothing changed. When printed
 * whole, the legend at its end (its last lines, by the contract) is left out when it is the one printed last time.
 */
export function boardUpdate(seen: readonly string[] | undefined, board: readonly string[]): string[] {
  if (!seen) return ['', ...board];
  const changed = newLines(seen, board);
  if (changed.length === 0 && seen.length === board.length) return [];
  if (changed.length <= FEW && changed.length * 4 <= board.length) return ['Changed on the board (l shows all of it):', ...changed];
  let same = 0;
  while (same < 3 && same < board.length - 1 && same < seen.length && board[board.length - 1 - same] === seen[seen.length - 1 - same]) same++;
  return ['', ...board.slice(0, board.length - same)];
}
