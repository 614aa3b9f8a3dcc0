import { boardOf, type Board } from '../board.ts';
import { content } from '../content/index.ts';
import { distance, line, STEPS } from '../hex.ts';
import type { CrystalState } from '../state.ts';

// The board as arrays of hex indices, built once per map: the Board phase asks thousands of distance and sight
// questions per playout, so they are answered from tables, not by walking names and maps.

export const FAR = 32767;
export const FLOOR = 0;
export const BLOCKED = 1;
export const CRYSTAL = 2;
export const PLAYER_SPAWN = 3;
export const ENEMY_SPAWN = 4;
const KIND_CODE = { floor: FLOOR, blocked: BLOCKED, crystal: CRYSTAL, 'player-spawn': PLAYER_SPAWN, 'enemy-spawn': ENEMY_SPAWN } as const;

/** How a line of sight is drawn: walls and blacked-out hexes block; flyers see over walls; Forceful sees through all. */
export type SightMode = 'normal' | 'over-walls' | 'through-all';

export interface Grid {
  board: Board;
  n: number;
  names: string[];
  index: Map<string, number>;
  q: Int16Array;
  r: Int16Array;
  kind: Uint8Array;
  /** Neighbour of hex i in direction k at [i * 6 + k], -1 off the board. */
  nb: Int16Array;
  /** 1 when a wall stands on that side ([i * 6 + k]). */
  walled: Uint8Array;
  crystal: number[];
  /** Hex distance (as the crow flies, walls ignored). */
  hexDist(a: number, b: number): number;
  /** Walking distance from every hex to `to` (walls and blacked-out hexes in the way, tokens ignored). */
  walkTo(to: number): Int16Array;
  /** Flying distance from every hex to `to` (walls ignored, never through blacked-out hexes). */
  flyTo(to: number): Int16Array;
  /** Walking distance to the nearest crystal hex. */
  walkToCrystal: Int16Array;
  flyToCrystal: Int16Array;
  /** Walking distance to `to` when the route may cross up to one wall (the Ninja's reach). */
  walkOverOneWallTo(to: number): Int16Array;
  /** Whether b is seen from a. */
  sight(a: number, b: number, mode: SightMode): boolean;
  /** The hex at axial q, r, or -1. */
  at(q: number, r: number): number;
  /** The direction (0-5) nearest the bearing from hex a to hex b; on a tie the lower one. */
  toward(a: number, b: number): number;
}

const grids = new WeakMap<Board, Grid>();

export const gridOfState = (s: Pick<CrystalState, 'map'>): Grid => gridOf(boardOf(content.map(s.map)));

export function gridOf(board: Board): Grid {
  let g = grids.get(board);
  if (!g) grids.set(board, (g = buildGrid(board)));
  return g;
}

function buildGrid(board: Board): Grid {
  const n = board.hexes.length;
  const names = board.hexes.map((h) => h.name);
  const index = new Map(names.map((name, i) => [name, i]));
  const q = Int16Array.from(board.hexes.map((h) => h.q));
  const r = Int16Array.from(board.hexes.map((h) => h.r));
  const kind = Uint8Array.from(board.hexes.map((h) => KIND_CODE[h.kind]));
  const byAxial = new Map(board.hexes.map((h, i) => [h.q * 1000 + h.r, i]));
  const at = (qq: number, rr: number) => byAxial.get(qq * 1000 + rr) ?? -1;
  const nb = new Int16Array(n * 6).fill(-1);
  const walled = new Uint8Array(n * 6);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < 6; k++) {
      const j = at(q[i] + STEPS[k][0], r[i] + STEPS[k][1]);
      nb[i * 6 + k] = j;
      if (j >= 0 && board.wall(names[i], names[j])) walled[i * 6 + k] = 1;
    }
  }
  const crystal = names.map((_, i) => i).filter((i) => kind[i] === CRYSTAL);

  // Breadth-first from the sources; crystal hexes are reached but never walked through.
  const bfs = (sources: number[], overWalls: boolean): Int16Array => {
    const dist = new Int16Array(n).fill(FAR);
    const queue = new Int16Array(n);
    let head = 0;
    let tail = 0;
    for (const s of sources) {
      dist[s] = 0;
      queue[tail++] = s;
    }
    while (head < tail) {
      const u = queue[head++];
      if (kind[u] === CRYSTAL && dist[u] > 0) continue;
      for (let k = 0; k < 6; k++) {
        const v = nb[u * 6 + k];
        if (v < 0 || dist[v] !== FAR || kind[v] === BLOCKED || (!overWalls && walled[u * 6 + k])) continue;
        dist[v] = dist[u] + 1;
        queue[tail++] = v;
      }
    }
    return dist;
  };
  // States (hex, walls crossed 0 or 1), breadth-first.
  const bfsOneWall = (to: number): Int16Array => {
    const dist = new Int16Array(2 * n).fill(FAR);
    const queue = new Int16Array(2 * n);
    let head = 0;
    let tail = 0;
    dist[to] = 0;
    queue[tail++] = to;
    while (head < tail) {
      const st = queue[head++];
      const u = st % n;
      const crossed = st >= n ? 1 : 0;
      if (kind[u] === CRYSTAL && dist[st] > 0) continue;
      for (let k = 0; k < 6; k++) {
        const v = nb[u * 6 + k];
        if (v < 0 || kind[v] === BLOCKED) continue;
        const c = crossed + walled[u * 6 + k];
        if (c > 1) continue;
        const sv = c * n + v;
        if (dist[sv] !== FAR) continue;
        dist[sv] = dist[st] + 1;
        queue[tail++] = sv;
      }
    }
    const out = new Int16Array(n);
    for (let i = 0; i < n; i++) out[i] = Math.min(dist[i], dist[n + i]);
    return out;
  };
  const cached = (make: (to: number) => Int16Array) => {
    const tables: (Int16Array | undefined)[] = new Array(n);
    return (to: number) => (tables[to] ??= make(to));
  };
  // 0 unknown, 1 seen, 2 hidden; one table a mode.
  const sightCache = { normal: new Uint8Array(n * n), 'over-walls': new Uint8Array(n * n), 'through-all': new Uint8Array(n * n) };
  const computeSight = (a: number, b: number, mode: SightMode): boolean => {
    if (mode === 'through-all') return true;
    let prev = -1;
    for (const p of line({ q: q[a], r: r[a] }, { q: q[b], r: r[b] })) {
      const h = at(p.q, p.r);
      if (h < 0 || kind[h] === BLOCKED) return false;
      if (prev >= 0 && prev !== h && mode === 'normal') {
        const k = directionOf(prev, h);
        if (k >= 0 && walled[prev * 6 + k]) return false;
      }
      prev = h;
    }
    return true;
  };
  const directionOf = (a: number, b: number): number => {
    for (let k = 0; k < 6; k++) if (nb[a * 6 + k] === b) return k;
    return -1;
  };
  return {
    board,
    n,
    names,
    index,
    q,
    r,
    kind,
    nb,
    walled,
    crystal,
    hexDist: (a, b) => distance({ q: q[a], r: r[a] }, { q: q[b], r: r[b] }),
    walkTo: cached((to) => bfs([to], false)),
    flyTo: cached((to) => bfs([to], true)),
    walkToCrystal: bfs(crystal, false),
    flyToCrystal: bfs(crystal, true),
    walkOverOneWallTo: cached(bfsOneWall),
    sight: (a, b, mode) => {
      const table = sightCache[mode];
      const k = a * n + b;
      if (table[k] === 0) table[k] = computeSight(a, b, mode) ? 1 : 2;
      return table[k] === 1;
    },
    at,
    toward: (a, b) => {
      const dx = Math.sqrt(3) * (q[b] - q[a] + (r[b] - r[a]) / 2);
      const dy = 1.5 * (r[b] - r[a]);
      const deg = ((Math.atan2(dy, dx) * 180) / Math.PI + 360) % 360;
      return Math.floor((deg + 30 - 1e-6) / 60) % 6;
    },
  };
}
