import { content, type MapData, type ReachKind } from './content/index.ts';

/** A map with the questions the rules ask of it answered once. */
export interface Board {
  data: MapData;
  next: Record<string, string[]>;
  /** Path neighbours both ways: heroes walk either way, reach counts either way. */
  around: Record<string, string[]>;
  /** Steps to the gate along the shortest way (towers shoot nearest the gate first). */
  toGate: Record<string, number>;
  /** Spaces from the spawn to the gate, each after the spaces leading to it. */
  order: string[];
  /** Sites whose arrows point at a space. */
  linkedSites: Record<string, string[]>;
  /** Sites beside a space. */
  sitesBeside: Record<string, string[]>;
  site: Record<string, MapData['sites'][number]>;
  /** Answers of `within`, which never change for a map (callers must not mutate them). */
  cache: Map<string, string[]>;
}

/** Boards by map id, built on first use: the rules ask for one at every step of a playout. */
const boards = new Map<string, Board>();

/** The board of a map, from the map as it is now (a variant's patched road once `forgetBoards` has run). */
export function boardOf(mapId: string): Board {
  let b = boards.get(mapId);
  if (!b) {
    b = build(content.map(mapId));
    boards.set(mapId, b);
  }
  return b;
}

/**
 * Drops every board, so the next `boardOf` builds it again from the live map: lab.ts calls it when a patch reaches a
 * map and when that patch is undone. What is worked out from a board (the bot's traffic) is kept by the board
 * itself, and goes with it.
 */
export function forgetBoards(): void {
  boards.clear();
}

function build(data: MapData): Board {
  const next: Record<string, string[]> = {};
  const around: Record<string, string[]> = {};
  for (const s of data.spaces) {
    next[s.id] = s.next;
    around[s.id] ??= [];
    for (const n of s.next) {
      around[s.id].push(n);
      (around[n] ??= []).push(s.id);
    }
  }
  const toGate: Record<string, number> = { [data.gate]: 0 };
  let frontier = [data.gate];
  for (let d = 1; frontier.length; d++) {
    const more: string[] = [];
    for (const f of frontier) {
      for (const s of data.spaces) {
        if (s.next.includes(f) && toGate[s.id] === undefined) {
          toGate[s.id] = d;
          more.push(s.id);
        }
      }
    }
    frontier = more;
  }
  const byDistance = data.spaces
    .map((s) => s.id)
    .sort((a, b) => (toGate[b] ?? 0) - (toGate[a] ?? 0) || data.spaces.findIndex((s) => s.id === a) - data.spaces.findIndex((s) => s.id === b));
  const order = afterLeaders(byDistance, next);
  const linkedSites: Record<string, string[]> = {};
  const sitesBeside: Record<string, string[]> = {};
  for (const s of data.spaces) {
    linkedSites[s.id] = [];
    sitesBeside[s.id] = [];
  }
  for (const t of data.sites) {
    for (const l of t.links) linkedSites[l].push(t.id);
    for (const a of t.adjacent) sitesBeside[a].push(t.id);
  }
  return { data, next, around, toGate, order, linkedSites, sitesBeside, site: Object.fromEntries(data.sites.map((t) => [t.id, t])), cache: new Map() };
}

/**
 * `ids` reordered so each space comes after every space leading to it, keeping `ids`' order wherever it already
 * does (a drawn map whose short way crosses a long one may not): the first space in `ids` whose leaders are all
 * placed goes next. The shipped maps come out as `ids`, so their games are unchanged.
 */
function afterLeaders(ids: string[], next: Record<string, string[]>): string[] {
  const leaders = new Map(ids.map((id) => [id, 0]));
  for (const id of ids) for (const n of next[id]) leaders.set(n, leaders.get(n)! + 1);
  const left = [...ids];
  const order: string[] = [];
  while (left.length) {
    // A loop (refused by the map's checks) leaves no space free: take the first, so building still ends.
    const i = Math.max(0, left.findIndex((id) => leaders.get(id) === 0));
    const [id] = left.splice(i, 1);
    order.push(id);
    for (const n of next[id]) leaders.set(n, leaders.get(n)! - 1);
  }
  return order;
}

/** Spaces within `steps` path steps (either way) of any of `from`. */
export function within(board: Board, from: readonly string[], steps: number): string[] {
  const key = `${from.join(',')}/${steps}`;
  let found = board.cache.get(key);
  if (!found) {
    found = spread(board, from, steps);
    board.cache.set(key, found);
  }
  return found;
}

function spread(board: Board, from: readonly string[], steps: number): string[] {
  const seen = new Set(from);
  let frontier = [...from];
  for (let i = 0; i < steps; i++) {
    const more: string[] = [];
    for (const f of frontier) {
      for (const n of board.around[f]) {
        if (seen.has(n)) continue;
        seen.add(n);
        more.push(n);
      }
    }
    frontier = more;
  }
  return board.order.filter((s) => seen.has(s));
}

/** The spaces a tower on a site reaches: its arrows, and for some towers the spaces around them. */
export function reachOf(board: Board, site: string, reach: ReachKind): string[] {
  const links = board.site[site].links;
  return within(board, links, reach === 'linked' ? 0 : reach === 'linked-and-adjacent' ? 1 : 3);
}

/** The shortest walk from one space to another (both ways along the path), first step first; null past `max` steps. */
export function walk(board: Board, from: string, to: string, max: number): string[] | null {
  if (from === to) return [];
  const prev = new Map<string, string>([[from, '']]);
  let frontier = [from];
  for (let d = 0; d < max && frontier.length; d++) {
    const more: string[] = [];
    for (const f of frontier) {
      for (const n of board.around[f]) {
        if (prev.has(n)) continue;
        prev.set(n, f);
        if (n === to) {
          const route = [n];
          for (let p = f; p !== from; p = prev.get(p)!) route.unshift(p);
          return route;
        }
        more.push(n);
      }
    }
    frontier = more;
  }
  return null;
}
