import { DICE_MAP_LIMITS } from '@ramparts/games/dice/content/map-checks.ts';
import { compass, type Compass } from './grid.ts';

/*
 * The edits of a Gate Defense road, as pure functions of the map file: each gives a new map (the parts it does not
 * touch shared with the old one), which the studio sets as the file's new value (undo, the diff and the checks follow).
 * An edit never refuses: a road left half-drawn (a new space that leads nowhere yet) is what the checks then name.
 */

export interface DiceSpace {
  id: string;
  x: number;
  y: number;
  next: string[];
}

export interface DiceSite {
  id: string;
  x: number;
  y: number;
  links: string[];
  adjacent: string[];
}

/** A map file as the editor reads it (its other fields, the id, name and description, are kept as they are). */
export interface DiceMap {
  spawn: string;
  gate: string;
  spaces: DiceSpace[];
  sites: DiceSite[];
  [other: string]: unknown;
}

/** A place of the map: a road space or a tower site. */
export type DicePlace = { kind: 'space'; id: string } | { kind: 'site'; id: string };

export const spaceOf = (m: DiceMap, id: string): DiceSpace | undefined => m.spaces.find((s) => s.id === id);
export const siteOf = (m: DiceMap, id: string): DiceSite | undefined => m.sites.find((t) => t.id === id);

/** What stands on a square, if anything. */
export function placeAt(m: DiceMap, x: number, y: number): DicePlace | null {
  const s = m.spaces.find((p) => p.x === x && p.y === y);
  if (s) return { kind: 'space', id: s.id };
  const t = m.sites.find((p) => p.x === x && p.y === y);
  return t ? { kind: 'site', id: t.id } : null;
}

/** Whether a square is on the board (the map's limits) and free. */
export const isFree = (m: DiceMap, x: number, y: number): boolean =>
  x >= 0 && y >= 0 && x < DICE_MAP_LIMITS.columns && y < DICE_MAP_LIMITS.rows && placeAt(m, x, y) === null;

/** The free squares around a place (diagonals too), each with its direction in words. */
export function freeAround(m: DiceMap, at: { x: number; y: number }): { x: number; y: number; way: Compass }[] {
  return compass(at).filter((c) => isFree(m, c.x, c.y));
}

/** The first name `prefix`1, `prefix`2 … not taken by a space or a site. */
function freshName(m: DiceMap, prefix: string): string {
  const taken = new Set([...m.spaces.map((s) => s.id), ...m.sites.map((t) => t.id)]);
  for (let n = 1; ; n++) if (!taken.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

const withSpace = (m: DiceMap, id: string, change: (s: DiceSpace) => DiceSpace): DiceMap => ({ ...m, spaces: m.spaces.map((s) => (s.id === id ? change(s) : s)) });
const withSite = (m: DiceMap, id: string, change: (t: DiceSite) => DiceSite): DiceMap => ({ ...m, sites: m.sites.map((t) => (t.id === id ? change(t) : t)) });

/**
 * A new road space (named R1, R2 …) on the square (x, y), which the space `from` now also leads to: when `from`
 * already led on, the road forks there. The new space leads nowhere until it is linked on.
 */
export function addSpace(m: DiceMap, from: string, x: number, y: number): { map: DiceMap; id: string } {
  const id = freshName(m, 'R');
  const linked = withSpace(m, from, (s) => ({ ...s, next: [...s.next, id] }));
  return { map: { ...linked, spaces: [...linked.spaces, { id, x, y, next: [] }] }, id };
}

/** Whether the road leads from `from` straight to `to`. */
export const leadsTo = (m: DiceMap, from: string, to: string): boolean => spaceOf(m, from)?.next.includes(to) ?? false;

/** The road now leads from `from` to `to` as well (nothing changes when it already does). */
export const link = (m: DiceMap, from: string, to: string): DiceMap => (leadsTo(m, from, to) ? m : withSpace(m, from, (s) => ({ ...s, next: [...s.next, to] })));

/** The road no longer leads from `from` to `to`. */
export const unlink = (m: DiceMap, from: string, to: string): DiceMap => (leadsTo(m, from, to) ? withSpace(m, from, (s) => ({ ...s, next: s.next.filter((n) => n !== to) })) : m);

/** A space taken off the road: no space leads to it any more, and no site points at it or stands beside it. */
export function deleteSpace(m: DiceMap, id: string): DiceMap {
  const drop = (list: string[]) => (list.includes(id) ? list.filter((n) => n !== id) : list);
  return {
    ...m,
    spaces: m.spaces.filter((s) => s.id !== id).map((s) => (s.next.includes(id) ? { ...s, next: drop(s.next) } : s)),
    sites: m.sites.map((t) => (t.links.includes(id) || t.adjacent.includes(id) ? { ...t, links: drop(t.links), adjacent: drop(t.adjacent) } : t)),
  };
}

/** New enemies arrive at `id`. */
export const setSpawn = (m: DiceMap, id: string): DiceMap => (m.spawn === id ? m : { ...m, spawn: id });

/** The gate stands on `id` (the road ends there: the checks say so when it still leads on). */
export const setGate = (m: DiceMap, id: string): DiceMap => (m.gate === id ? m : { ...m, gate: id });

/** A new tower site (the first free T name) on the square (x, y), pointing at and standing beside the space `beside`. */
export function addSite(m: DiceMap, beside: string, x: number, y: number): { map: DiceMap; id: string } {
  const id = freshName(m, 'T');
  return { map: { ...m, sites: [...m.sites, { id, x, y, links: [beside], adjacent: [beside] }] }, id };
}

/** A tower site taken off the map. */
export const removeSite = (m: DiceMap, id: string): DiceMap => ({ ...m, sites: m.sites.filter((t) => t.id !== id) });

/**
 * A site's list turned on or off for one space: `links` (the spaces a tower there shoots at) or `adjacent` (the
 * spaces a hero builds it from).
 */
export function toggleSiteSpace(m: DiceMap, site: string, list: 'links' | 'adjacent', space: string): DiceMap {
  return withSite(m, site, (t) => ({ ...t, [list]: t[list].includes(space) ? t[list].filter((n) => n !== space) : [...t[list], space] }));
}

/** The spaces within one square of a place (diagonals count): those a site may point at or stand beside. */
export const spacesAround = (m: DiceMap, at: { x: number; y: number }): DiceSpace[] =>
  m.spaces.filter((s) => Math.max(Math.abs(s.x - at.x), Math.abs(s.y - at.y)) === 1);

/** The place a check's problem is about (its path: ["spaces", "3", "next"], ["sites", "1"], ["spawn"]), if any. */
export function placeOfProblem(m: DiceMap, path: readonly (string | number)[]): DicePlace | null {
  const [list, index] = path;
  if (list === 'spaces' || list === 'sites') {
    const p = (list === 'spaces' ? m.spaces : m.sites)[Number(index)];
    return p ? { kind: list === 'spaces' ? 'space' : 'site', id: p.id } : null;
  }
  if (list === 'spawn' && spaceOf(m, m.spawn)) return { kind: 'space', id: m.spawn };
  if (list === 'gate' && spaceOf(m, m.gate)) return { kind: 'space', id: m.gate };
  return null;
}

/** Whether the road leads from `from` on to `to`, by any way (a link back from `to` to `from` would close a loop). */
export function reaches(m: DiceMap, from: string, to: string): boolean {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    if (id === to) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(spaceOf(m, id)?.next ?? []));
  }
  return false;
}

/**
 * The spaces `from` may lead on to, nearest first: not itself, not a space it leads to already, and none the road
 * comes from (that link would loop), each with how many squares away it is.
 */
export function linkChoices(m: DiceMap, from: string): { id: string; squares: number }[] {
  const at = spaceOf(m, from);
  if (!at) return [];
  return m.spaces
    .filter((s) => s.id !== from && !at.next.includes(s.id) && !reaches(m, s.id, from))
    .map((s) => ({ id: s.id, squares: Math.max(Math.abs(s.x - at.x), Math.abs(s.y - at.y)) }))
    .sort((a, b) => a.squares - b.squares || a.id.localeCompare(b.id));
}
