import { content, type Defense, type Enemy } from '../content/index.ts';
import type { Events } from '../events.ts';
import type { CrystalState, DefenseState, EnemyState } from '../state.ts';
import { ENEMY_SPAWN, gridOfState, type Grid } from './grid.ts';

// One Board phase's working context: the state, its board's tables, and who stands where by hex index, kept up to
// date as tokens move, fall and appear (so routes never scan every token).

export interface Phase {
  s: CrystalState;
  g: Grid;
  ev: Events;
  /** Hero index standing on each hex, -1 none. */
  heroAt: Int16Array;
  /** Blockades and turrets (walkers stop at them) by hex: 1 when one stands there. */
  solidAt: Uint8Array;
  /** Enemies on each hex (only enemy spawns hold more than one). */
  enemiesAt: Uint8Array;
  /** Defenses that have attacked (or healed) in this Board phase. */
  attacked: Set<number>;
  /** Delay defenses primed in this Board phase: they attack from the next one. */
  primedNow: Set<number>;
  /** What the headline counts: enemies that moved, hits on enemies, enemies' attacks, enemies fallen. */
  tally: { moved: number; hits: number; blows: number; fallen: number };
}

/** The occupancy arrays, one set a board, cleared at each phase's start (a Board phase is never re-entered). */
const occupancy = new WeakMap<Grid, { heroAt: Int16Array; solidAt: Uint8Array; enemiesAt: Uint8Array }>();

export function startPhase(s: CrystalState, ev: Events): Phase {
  const g = gridOfState(s);
  let occ = occupancy.get(g);
  if (!occ) occupancy.set(g, (occ = { heroAt: new Int16Array(g.n), solidAt: new Uint8Array(g.n), enemiesAt: new Uint8Array(g.n) }));
  occ.heroAt.fill(-1);
  occ.solidAt.fill(0);
  occ.enemiesAt.fill(0);
  const p: Phase = {
    s,
    g,
    ev,
    ...occ,
    attacked: new Set(),
    primedNow: new Set(),
    tally: { moved: 0, hits: 0, blows: 0, fallen: 0 },
  };
  s.heroes.forEach((h, i) => {
    if (h.at) p.heroAt[g.index.get(h.at)!] = i;
  });
  for (const d of s.defenses) if (isSolid(defenseOf(d))) p.solidAt[g.index.get(d.at)!] = 1;
  for (const e of s.enemies) p.enemiesAt[g.index.get(e.at)!]++;
  return p;
}

export const defenseOf = (d: DefenseState): Defense => content.defense(d.defense);
export const enemyOf = (e: EnemyState): Enemy => content.enemy(e.enemy);
/** Blockades and turrets stand in the way and can be attacked; traps and auras are walked onto and never attacked. */
export const isSolid = (def: Defense): boolean => def.kind === 'blockade' || def.kind === 'turret';

/** The side of its token an enemy shows: the flipped side's Speed, Attack and Range once flipped. */
export function sideOf(e: EnemyState): { speed: number; attack: number; range: number } {
  const en = enemyOf(e);
  return e.flipped && en.flipped ? en.flipped : en;
}

export const hexOf = (p: Phase, name: string): number => p.g.index.get(name)!;

/** Moves an enemy token to another hex, keeping the counts. */
export function relocate(p: Phase, e: EnemyState, to: number): void {
  p.enemiesAt[hexOf(p, e.at)]--;
  p.enemiesAt[to]++;
  e.at = p.g.names[to];
}

/** Whether an enemy may end its move on hex i (no other enemy there, except on an enemy spawn). */
export function freeFor(p: Phase, e: EnemyState, i: number): boolean {
  const here = p.g.names[i] === e.at ? 1 : 0;
  return p.enemiesAt[i] - here === 0 || p.g.kind[i] === ENEMY_SPAWN;
}

/** Whether an enemy still stands on the board (a fallen one is left at 0 health when it is taken off). */
export const alive = (e: EnemyState): boolean => e.health > 0;
