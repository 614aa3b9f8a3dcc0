/**
 * A result table of a ready-made experiment, and its two renderings: aligned plain text for the terminal and
 * Markdown for docs/lab.md. The builders fill cells with words; this module only lays them out.
 */
import type { Rate } from '../types.ts';

export interface ResultTable {
  /** One line above the table. */
  title: string;
  head: string[];
  rows: string[][];
  /** Columns aligned right (numbers). */
  right: number[];
  /** Lines under the table: how to read it. */
  notes: string[];
}

/** "47.5%". */
export function percent(x: number, digits = 1): string {
  return `${(x * 100).toFixed(digits)}%`;
}

/** "47.5% (44.4–50.6%)": a rate and its 95% interval. */
export function rateText(r: Rate): string {
  return r.n === 0 ? 'no games' : `${percent(r.rate)} (${percent(r.low)}–${percent(r.high)})`;
}

/** "+3.2 points": a difference of shares, signed. */
export function pointsText(x: number): string {
  const points = x * 100;
  const sign = points > 0.05 ? '+' : points < -0.05 ? '−' : '±';
  return `${sign}${Math.abs(points).toFixed(1)} points`;
}

/**
 * The sides the rules play that won some of these cells' games, in name order: a column each ("lost to the
 * enemy"), so those games are not read as draws.
 */
export function rulesSides(measures: readonly { lostTo?: Record<string, number> }[]): string[] {
  return [...new Set(measures.flatMap((m) => Object.keys(m.lostTo ?? {})))].sort((a, b) => a.localeCompare(b));
}

/** A cell's share lost to each side, as the columns `rulesSides` named. */
export const lostToCells = (sides: readonly string[], m: { lostTo?: Record<string, number> }): string[] => sides.map((side) => percent(m.lostTo?.[side] ?? 0));

export function tableText(t: ResultTable): string {
  const rows = [t.head, ...t.rows];
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (t.right.includes(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [t.title, '', line(t.head), widths.map((w) => '-'.repeat(w)).join('  '), ...t.rows.map(line), ...(t.notes.length > 0 ? ['', ...t.notes] : [])].join('\n');
}

export function tableMarkdown(t: ResultTable): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  const line = (row: string[]) => `| ${row.map(escape).join(' | ')} |`;
  const rule = `|${t.head.map((_, i) => (t.right.includes(i) ? ' ---: ' : ' --- ')).join('|')}|`;
  return [`**${t.title}**`, '', line(t.head), rule, ...t.rows.map(line), ...t.notes.flatMap((n) => ['', `_${n}_`])].join('\n');
}
