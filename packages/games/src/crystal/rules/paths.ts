import { boardOf, type Board } from '../board.ts';
import { content } from '../content/index.ts';
import { distance, fromAxial, hexName, line } from '../hex.ts';
import type { CrystalState, HexName } from '../state.ts';

// The heroes' side of the board's geometry: where a hero may walk, stand, build and shoot. (Enemies walk by other
// rules: rules/enemies.ts of the Board phase.)

export const boardOfState = (s: CrystalState): Board => boardOf(content.map(s.map));

/** Whether a defense is a trap or an aura: walked onto, never a wall in anyone's way. */
export const isTrapOrAura = (defense: string): boolean => {
  const kind = content.defense(defense).kind;
  return kind === 'trap' || kind === 'aura';
};

/** What stands on a hex, for the heroes' rules. */
export interface Occupant {
  hero: boolean;
  enemy: boolean;
  /** A blockade or turret: stops walkers. */
  solid: boolean;
  /** A trap or aura: walkers pass and stop on it. */
  trap: boolean;
}

/** Every token on the board by hex (enemies on an enemy spawn are counted too). */
export function occupancy(s: CrystalState): Map<HexName, Occupant> {
  const out = new Map<HexName, Occupant>();
  const at = (hex: HexName): Occupant => {
    let o = out.get(hex);
    if (!o) out.set(hex, (o = { hero: false, enemy: false, solid: false, trap: false }));
    return o;
  };
  for (const h of s.heroes) if (h.at) at(h.at).hero = true;
  for (const e of s.enemies) at(e.at).enemy = true;
  for (const d of s.defenses) {
    if (isTrapOrAura(d.defense)) at(d.at).trap = true;
    else at(d.at).solid = true;
  }
  return out;
}

/** Hexes a hero may walk through: floor and player spawns (never the crystal, blacked-out hexes or enemy spawns). */
export function heroWalkable(board: Board, hex: HexName): boolean {
  const kind = board.hex(hex)?.kind;
  return kind === 'floor' || kind === 'player-spawn';
}

/**
 * The hexes a hero at `from` may end a move on within `steps`, with the steps each takes: shortest paths through
 * walkable hexes, walls blocking, over heroes and traps/auras but not over enemies or blockades/turrets; the end
 * must hold no hero, enemy, blockade or turret.
 */
export function heroReach(s: CrystalState, from: HexName, steps: number): Map<HexName, number> {
  const board = boardOfState(s);
  const occ = occupancy(s);
  const dist = new Map<HexName, number>([[from, 0]]);
  let frontier = [from];
  for (let d = 1; d <= steps && frontier.length > 0; d++) {
    const next: HexName[] = [];
    for (const hex of frontier) {
      for (const n of board.neighbors(hex)) {
        if (!n || dist.has(n) || !heroWalkable(board, n) || board.wall(hex, n)) continue;
        const o = occ.get(n);
        if (o && (o.enemy || o.solid)) continue;
        dist.set(n, d);
        next.push(n);
      }
    }
    frontier = next;
  }
  const ends = new Map<HexName, number>();
  for (const [hex, d] of dist) {
    const o = occ.get(hex);
    if (d > 0 && !(o && (o.hero || o.enemy || o.solid))) ends.set(hex, d);
  }
  return ends;
}

/** Whether a hex holds no token at all (no hero, enemy or defense of any kind): where a defense may be built. */
export function emptyHex(s: CrystalState, hex: HexName): boolean {
  return !s.heroes.some((h) => h.at === hex) && !s.enemies.some((e) => e.at === hex) && !s.defenses.some((d) => d.at === hex);
}

/** Whether nothing blocks the sight from a to b: no wall crossed between consecutive hexes of the line, no blacked-out hex on it. */
export function heroSight(board: Board, a: HexName, b: HexName): boolean {
  const ha = board.hex(a);
  const hb = board.hex(b);
  if (!ha || !hb) return false;
  let prev: HexName | null = null;
  for (const p of line(ha, hb)) {
    const at = fromAxial(p);
    const h = at.col >= 0 && at.row >= 0 ? board.hex(hexName(at.col, at.row)) : undefined;
    if (!h || h.kind === 'blocked') return false;
    if (prev && prev !== h.name && board.wall(prev, h.name)) return false;
    prev = h.name;
  }
  return true;
}

/** Hex distance between two named hexes. */
export function hexDistance(board: Board, a: HexName, b: HexName): number {
  return distance(board.hex(a)!, board.hex(b)!);
}
