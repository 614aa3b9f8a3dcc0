import { readableBy, type LogLine, type Seat } from '@ramparts/engine';

/** A line of the log as the table shows it: a headline, or (`detail`) one step of the move before it spelled out. */
export interface ShownLine {
  text: string;
  detail?: boolean;
}

/** A headline and the detail lines that follow it, folded under it. */
export interface LogEntry {
  text: string;
  details: string[];
}

/** The lines `seat` may read (`null`: a spectator), filtered as `Match.log` does, keeping which are details. */
export function readable(lines: readonly LogLine[], seat: Seat | null): ShownLine[] {
  return readableBy(lines, seat).map((l) => (l.detail ? { text: l.text, detail: true } : { text: l.text }));
}

/** Lines that are plain text (the setup's, an online match's): every one a headline. */
export const headlines = (texts: readonly string[]): ShownLine[] => texts.map((text) => ({ text }));

/** Each headline with the detail lines after it; details before any headline stand on their own. */
export function fold(lines: readonly ShownLine[]): LogEntry[] {
  const out: LogEntry[] = [];
  for (const l of lines) {
    const last = out[out.length - 1];
    if (l.detail && last) last.details.push(l.text);
    else out.push({ text: l.text, details: [] });
  }
  return out;
}
