import { words } from '../app/options.ts';
import { isPlain, same, type Path, type Plain } from './patch.ts';

/** One change of the variant against the rulebook's content, in words: "Archery Tower purchase 4 → 1". */
export interface Change {
  file: string;
  /** Where the change is, for a link to its field. */
  path: Path;
  text: string;
}

/** A key in words, as a line reads it: "gateDice" → "gate dice". */
export const keyWords = (key: string): string => words(key).toLowerCase();

/** A list element's own name: its `name`, else its `title`, else its `id` (none for a plain value). */
export function elementName(element: unknown): string | null {
  if (!isPlain(element)) return null;
  for (const k of ['name', 'title', 'id']) {
    const v = element[k];
    if (typeof v === 'string' && v) return v;
    if (typeof v === 'number') return String(v);
  }
  return null;
}

const scalar = (v: unknown): boolean => v === null || typeof v !== 'object';

/** A value in a few words: numbers and words as they are, lists of them joined, anything bigger summed up. */
export function valueWords(v: unknown): string {
  if (v === null || v === undefined) return 'none';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number' || typeof v === 'string') return String(v) || '(empty)';
  if (Array.isArray(v)) return v.length === 0 ? 'an empty list' : v.every(scalar) ? v.map(valueWords).join(', ') : `${v.length} ${v.length === 1 ? 'item' : 'items'}`;
  return elementName(v) ?? 'a group of values';
}

/**
 * The label of a place: its keys in words, a list element by its own name in place of the list's
 * ("towers.0.purchase" → "Archery Tower purchase"), or by its number when it has none ("units 2").
 */
function elementLabel(parts: string[], list: unknown[], index: number): string[] {
  const name = elementName(list[index]);
  if (name && !/^\d+$/.test(name)) return [...parts.slice(0, -1), name];
  return [...parts.slice(0, -1), `${parts.at(-1) ?? 'item'} ${name ?? index + 1}`];
}

export function placeWords(file: unknown, path: Path): string {
  let parts: string[] = [];
  let v: unknown = file;
  for (const k of path) {
    if (Array.isArray(v) && typeof k === 'number') parts = elementLabel(parts, v, k);
    else parts = [...parts, keyWords(String(k))];
    v = v !== null && typeof v === 'object' ? (v as Plain)[k as string] : undefined;
  }
  return parts.join(' ') || 'the whole file';
}

function walk(file: string, before: unknown, after: unknown, path: Path, parts: string[], out: Change[]): void {
  if (same(before, after)) return;
  const label = parts.join(' ') || file;
  const line = (text: string, at: Path = path) => out.push({ file, path: at, text });
  if (Array.isArray(before) && Array.isArray(after) && !(before.every(scalar) && after.every(scalar))) {
    const ids = (list: unknown[]) => list.map(elementName);
    const a = ids(before);
    const b = ids(after);
    // Elements with names are matched by name (one removed, one added, the rest compared); else by place.
    if (before.length !== after.length && a.every((n) => n) && b.every((n) => n) && new Set(a).size === a.length && new Set(b).size === b.length) {
      a.forEach((n, i) => !b.includes(n) && line(`${elementLabel(parts, before, i).join(' ')} removed`));
      b.forEach((n, j) => {
        const i = a.indexOf(n);
        if (i < 0) line(`${elementLabel(parts, after, j).join(' ')} added`, [...path, j]);
        else walk(file, before[i], after[j], [...path, j], elementLabel(parts, after, j), out);
      });
      return;
    }
    const common = Math.min(before.length, after.length);
    for (let i = 0; i < common; i++) walk(file, before[i], after[i], [...path, i], elementLabel(parts, after, i), out);
    for (let i = common; i < after.length; i++) line(`${elementLabel(parts, after, i).join(' ')} added`, [...path, i]);
    for (let i = common; i < before.length; i++) line(`${elementLabel(parts, before, i).join(' ')} removed`);
    return;
  }
  if (isPlain(before) && isPlain(after)) {
    for (const k of Object.keys(before)) if (!Object.hasOwn(after, k)) line(`${[...parts, keyWords(k)].join(' ')} removed (was ${valueWords(before[k])})`);
    for (const [k, v] of Object.entries(after)) {
      if (!Object.hasOwn(before, k)) line(`${[...parts, keyWords(k)].join(' ')} added: ${valueWords(v)}`, [...path, k]);
      else walk(file, before[k], v, [...path, k], [...parts, keyWords(k)], out);
    }
    return;
  }
  line(`${label} ${valueWords(before)} → ${valueWords(after)}`);
}

/** Every change from `original` to `edited`, file by file, in words. */
export function changesInWords(original: Record<string, unknown>, edited: Record<string, unknown>): Change[] {
  const out: Change[] = [];
  for (const file of Object.keys(original)) walk(file, original[file], edited[file], [], [], out);
  return out;
}

/** A content file's name in words: "towers.json" → "Towers", "campaign/content.json" → "Campaign content". */
export const fileWords = (file: string): string => words(file.replace(/\.json$/, '').replace(/[/]/g, ' '));
