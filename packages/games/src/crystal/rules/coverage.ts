import { content, type Defense } from '../content/index.ts';
import { inWedge, roundAxial } from '../hex.ts';
import type { CrystalState, DefenseState, HexName } from '../state.ts';
import { BLOCKED, CRYSTAL, ENEMY_SPAWN, gridOfState, type Grid } from './grid.ts';

// Which hexes a defense covers: within its range, in the wedges of its spread turned to its facing, in sight (walls
// and blacked-out hexes block unless Forceful). Enemy spawns are never covered: enemies there cannot be hit.

/** Per board, per defense kind: the coverage from each hex and facing, at [hex * 6 + facing], built on first ask. */
let tables = new WeakMap<Grid, Map<Defense, (Int16Array | undefined)[]>>();

/** Drops every coverage table, for after a content patch (the lab varies a defense's range or spread). */
export function forgetCoverage(): void {
  tables = new WeakMap();
}

/** The hexes (indices) a defense of this kind covers from `at` facing `facing`; built once and kept. */
export function coverageAt(g: Grid, def: Defense, at: number, facing: number): Int16Array {
  let byDefense = tables.get(g);
  if (!byDefense) tables.set(g, (byDefense = new Map()));
  let table = byDefense.get(def);
  if (!table) byDefense.set(def, (table = new Array<Int16Array | undefined>(g.n * 6)));
  return (table[at * 6 + facing] ??= computeCoverage(g, def, at, facing));
}

function computeCoverage(g: Grid, def: Defense, at: number, facing: number): Int16Array {
  const from = { q: g.q[at], r: g.r[at] };
  const mode = def.keywords.forceful ? 'through-all' : 'normal';
  const out: number[] = [];
  for (let i = 0; i < g.n; i++) {
    const k = g.kind[i];
    if (k === BLOCKED || k === CRYSTAL || k === ENEMY_SPAWN) continue;
    if (g.hexDist(at, i) > def.range) continue;
    const to = { q: g.q[i], r: g.r[i] };
    if (!def.spread.some((side) => inWedge(from, to, (facing + side) % 6))) continue;
    if (!g.sight(at, i, mode)) continue;
    out.push(i);
  }
  return Int16Array.from(out);
}

/** The hexes a defense on the board covers, by name (for the bot and the boards). */
export function coverage(s: Pick<CrystalState, 'map'>, d: DefenseState): HexName[] {
  const g = gridOfState(s);
  return [...coverageAt(g, content.defense(d.defense), g.index.get(d.at)!, d.facing)].map((i) => g.names[i]);
}

/** Whether hex i is in a coverage list. */
export function covers(cov: Int16Array, i: number): boolean {
  for (let k = 0; k < cov.length; k++) if (cov[k] === i) return true;
  return false;
}

/**
 * Piercing: the hexes on the straight line from `from` through `through`, out to `range` hexes from `from` (the
 * same cube interpolation as hex.line, carried on past the target).
 */
export function ray(g: Grid, from: number, through: number, range: number): number[] {
  const n = g.hexDist(from, through);
  if (n === 0) return [from];
  const out: number[] = [];
  for (let i = 1; i <= range; i++) {
    const t = i / n;
    const q = g.q[from] + 1e-6 + (g.q[through] - g.q[from]) * t;
    const r = g.r[from] + 2e-6 + (g.r[through] - g.r[from]) * t;
    const h = roundedHex(g, q, r);
    if (h >= 0) out.push(h);
  }
  return out;
}

function roundedHex(g: Grid, q: number, r: number): number {
  const h = roundAxial(q, r);
  return g.at(h.q, h.r);
}
