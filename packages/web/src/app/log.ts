import { readableBy, type LogLine, type Seat } from '@ramparts/engine';

/**
 * A line of the log as the table shows it: a headline, or (`detail`) one step of the move before it spelled out.
 * `seat` and `move` (the move's index in the match) are known where the moves are (a local match, a replay).
 */
export interface ShownLine {
  text: string;
  detail?: boolean;
  seat?: Seat;
  move?: number;
}

/** A headline and the detail lines that follow it, folded under it. */
export interface LogEntry {
  text: string;
  details: string[];
  seat?: Seat;
  move?: number;
}

/** The lines `seat` may read (`null`: a spectator), filtered as `Match.log` does, keeping which are details. */
export function readable(lines: readonly LogLine[], seat: Seat | null): ShownLine[] {
  return readableBy(lines, seat).map((l) => (l.detail ? { text: l.text, detail: true } : { text: l.text }));
}

/** A resignation's lines, told after `at` moves (before move `at`). */
export interface ResignationLog {
  at: number;
  seat: Seat;
  lines: readonly LogLine[];
}

/**
 * Each move's lines as `reader` may read them, each line knowing the move's seat and index; a resignation's lines
 * come at their place among them (knowing the seat, not a move).
 */
export function movesLog(moves: readonly { seat: Seat; lines: readonly LogLine[] }[], reader: Seat | null, resignations: readonly ResignationLog[] = []): ShownLine[] {
  const told = (at: number) => resignations.filter((r) => r.at === at).flatMap((r) => readable(r.lines, reader).map((l) => ({ ...l, seat: r.seat })));
  return [...moves.flatMap((m, i) => [...told(i), ...readable(m.lines, reader).map((l) => ({ ...l, seat: m.seat, move: i }))]), ...told(moves.length)];
}

/** Lines that are plain text (the setup's, an online match's): every one a headline. */
export const headlines = (texts: readonly string[]): ShownLine[] => texts.map((text) => ({ text }));

/** Each headline with the detail lines after it; details before any headline stand on their own. */
export function fold(lines: readonly ShownLine[]): LogEntry[] {
  const out: LogEntry[] = [];
  for (const l of lines) {
    const last = out[out.length - 1];
    if (l.detail && last) last.details.push(l.text);
    else out.push({ text: l.text, details: [], ...(l.seat !== undefined ? { seat: l.seat } : {}), ...(l.move !== undefined ? { move: l.move } : {}) });
  }
  return out;
}

/**
 * The seat a plain headline is about, from its first words ("Defender wounds …", "Player 2: …"): an online match's
 * log is plain text. The longest seat name that starts the line wins ("Player 10" over "Player 1").
 */
export function seatOfLine(text: string, seatNames: readonly string[]): Seat | undefined {
  let best: Seat | undefined;
  seatNames.forEach((name, i) => {
    const bare = name.replace(/^The /, '');
    const t = text.replace(/^The /, '');
    if ((t.startsWith(`${bare} `) || t.startsWith(`${bare}:`) || t.startsWith(`${bare}'`)) && (best === undefined || bare.length > seatNames[best].length)) best = i;
  });
  return best;
}

/** Consecutive moves of one seat: a turn, headed by the seat's name (`seat` undefined: the table's own lines). */
export interface LogGroup {
  seat?: Seat;
  entries: LogEntry[];
  /** A bot's routine run of steps: shown folded, the count said. */
  folded: boolean;
}

/** How many entries a bot's turn may have before it is folded to one line with a count. */
export const FOLD_AFTER = 3;

/**
 * The entries grouped by turn: an entry whose seat is not known from its move takes it from its words, else it
 * joins the group before it (a "Turn 2 begins" line stays with the move that caused it).
 */
export function groupLog(entries: readonly LogEntry[], seatNames: readonly string[], bots: ReadonlySet<Seat> = new Set()): LogGroup[] {
  const groups: LogGroup[] = [];
  for (const e of entries) {
    const seat = e.seat ?? seatOfLine(e.text, seatNames);
    const last = groups[groups.length - 1];
    const entry = seat !== undefined && e.seat === undefined ? { ...e, seat } : e;
    if (last && (seat === undefined || last.seat === seat)) last.entries.push(entry);
    else groups.push({ ...(seat !== undefined ? { seat } : {}), entries: [entry], folded: false });
  }
  for (const g of groups) g.folded = g.seat !== undefined && bots.has(g.seat) && g.entries.length > FOLD_AFTER;
  return groups;
}

export type LogFilter = 'everyone' | 'mine' | 'combat';

/** The groups a filter keeps: the seat's own turns, or only the entries about fighting (with their groups). */
export function filterLog(groups: readonly LogGroup[], filter: LogFilter, me: Seat | null, combat?: (line: string) => boolean): LogGroup[] {
  if (filter === 'everyone') return [...groups];
  if (filter === 'mine') return groups.filter((g) => me !== null && g.seat === me);
  const fights = combat ?? (() => false);
  return groups
    .map((g) => ({ ...g, folded: false, entries: g.entries.filter((e) => fights(e.text) || e.details.some(fights)) }))
    .filter((g) => g.entries.length > 0);
}
