import { createContext, useContext, useRef } from 'react';

/** A line of the table's log as a board may read it (`app/log.ts`'s ShownLine): a headline or a detail of one. */
export interface RecentLine {
  text: string;
  detail?: boolean;
  move?: number;
}

/** The log of the table or replay frame the board is drawn in (null: none, as in a rules figure). */
export const RecentLog = createContext<readonly RecentLine[] | null>(null);

/** What the latest change of the log told: its lines, and whether they were seen arriving. */
export interface Latest {
  lines: string[];
  /** Added while the board was open (a move just played); false for the lines already there when it was first drawn, or after a step back. */
  arrived: boolean;
  /** How long the log was then: a new value for each change. */
  at: number;
}

/** The last move's lines of a log: those of its move when known, else from its last headline on. */
export function lastEntry(log: readonly RecentLine[]): string[] {
  const last = log[log.length - 1];
  if (!last) return [];
  if (last.move !== undefined) return log.filter((l) => l.move === last.move).map((l) => l.text);
  let i = log.length - 1;
  while (i > 0 && log[i].detail) i--;
  return log.slice(i).map((l) => l.text);
}

/**
 * From one log to the next: the lines added when it grew (one move's, or several played at once by bots), else (first
 * drawn, or gone back: a replay stepped back) the last move's, not arriving. The same log, or one of the same length
 * ending alike, keeps what was said (a new state that added no line).
 */
export function latestOf(prev: readonly RecentLine[] | null, prevLatest: Latest | null, log: readonly RecentLine[]): Latest {
  if (prev && prevLatest && prev.length === log.length && prev[prev.length - 1]?.text === log[log.length - 1]?.text) return prevLatest;
  const grew = prev !== null && prev.length > 0 && log.length > prev.length && log[prev.length - 1]?.text === prev[prev.length - 1]?.text;
  if (grew) return { lines: log.slice(prev.length).map((l) => l.text), arrived: true, at: log.length };
  return { lines: lastEntry(log), arrived: false, at: log.length };
}

/** The latest change of the log the board is drawn with (see `latestOf`). */
export function useLatestLines(): Latest {
  const log = useContext(RecentLog);
  const seen = useRef<{ log: readonly RecentLine[]; latest: Latest } | null>(null);
  if (log === null) return { lines: [], arrived: false, at: 0 };
  if (seen.current?.log === log) return seen.current.latest;
  const latest = latestOf(seen.current?.log ?? null, seen.current?.latest ?? null, log);
  seen.current = { log, latest };
  return latest;
}
