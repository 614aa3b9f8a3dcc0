import { content } from '../content/index.ts';
import type { CrystalState, EnemyState, HexName, Target } from '../state.ts';
import { FAR, gridOfState, type Grid, type SightMode } from './grid.ts';
import { defenseOf, enemyOf, hexOf, isSolid, sideOf, type Phase } from './phase.ts';

// Whom an enemy goes for, in the seed's order: (1) the closest tower that damaged it, (2) a hero within 3 spaces,
// (3) the closest tower, (4) the crystal. "Closest" and "within" are walking distances (walls and blacked-out hexes
// in the way, tokens ignored); a Wyvern measures flying distance. Ties go to the lower token number or hero index.

export const flies = (e: EnemyState): boolean => enemyOf(e).abilities.includes('flying');

/** Distances from every hex to hex `to` as this enemy travels. */
export function distancesTo(g: Grid, e: EnemyState, to: number): Int16Array {
  return flies(e) ? g.flyTo(to) : g.walkTo(to);
}

/** Distances from every hex to the nearest crystal hex as this enemy travels. */
export function distancesToCrystal(g: Grid, e: EnemyState): Int16Array {
  return flies(e) ? g.flyToCrystal : g.walkToCrystal;
}

/** Walking distance between two hexes (walls and blacked-out hexes in the way, tokens ignored); Infinity if none. */
export function walkDistance(s: Pick<CrystalState, 'map'>, from: HexName, to: HexName): number {
  const g = gridOfState(s);
  const d = g.walkTo(g.index.get(to)!)[g.index.get(from)!];
  return d === FAR ? Infinity : d;
}

/** Distances from every hex to what the enemy is after (the crystal when it is after nothing). */
export function distancesToTarget(p: Phase, e: EnemyState, t: Target | null): Int16Array {
  const at = targetHex(p, t);
  return at < 0 ? distancesToCrystal(p.g, e) : distancesTo(p.g, e, at);
}

/** The hex of a hero or defense target; -1 for the crystal (several hexes) or a target gone. */
export function targetHex(p: Phase, t: Target | null): number {
  if (!t || t.kind === 'crystal') return -1;
  if (t.kind === 'hero') {
    const h = p.s.heroes[t.hero];
    return h?.at ? hexOf(p, h.at) : -1;
  }
  const d = p.s.defenses.find((x) => x.id === t.id);
  return d ? hexOf(p, d.at) : -1;
}

/** Whether the target still stands on the board. */
export function targetStands(p: Phase, t: Target): boolean {
  return t.kind === 'crystal' || targetHex(p, t) >= 0;
}

export const sightModeOf = (e: EnemyState): SightMode => (flies(e) ? 'over-walls' : 'normal');

/** Whether the enemy standing on hex `from` has its target within its range and in sight. */
export function inRange(p: Phase, e: EnemyState, from: number, t: Target, range = Math.max(1, sideOf(e).range)): boolean {
  const g = p.g;
  const mode = sightModeOf(e);
  if (t.kind === 'crystal') return g.crystal.some((c) => g.hexDist(from, c) <= range && g.sight(from, c, mode));
  const at = targetHex(p, t);
  return at >= 0 && g.hexDist(from, at) <= range && g.sight(from, at, mode);
}

/** The enemy's target by the seed's order (null: calmed, or a Ninja with no one to go for). */
export function chooseTarget(p: Phase, e: EnemyState): Target | null {
  if (e.calmed) return null;
  const { s, g } = p;
  const en = enemyOf(e);
  const from = hexOf(p, e.at);
  // The Ninja's ambush holds while the hero it leapt at stands.
  if (e.aggro?.kind === 'hero' && en.abilities.includes('ambush') && targetHex(p, e.aggro) >= 0) return e.aggro;
  const dist = (to: number) => distancesTo(g, e, to)[from];
  const closestDefense = (ok: (id: number) => boolean, sight: number | null): Target | null => {
    let best: Target | null = null;
    let bestD = FAR;
    for (const d of s.defenses) {
      const def = defenseOf(d);
      if (!isSolid(def) || !ok(d.id)) continue;
      if (def.keywords.inert && !e.damagedBy.includes(d.id)) continue;
      const dd = dist(hexOf(p, d.at));
      if (dd >= FAR || (sight !== null && dd > sight)) continue;
      if (dd < bestD || (dd === bestD && best?.kind === 'defense' && d.id < best.id)) {
        best = { kind: 'defense', id: d.id };
        bestD = dd;
      }
    }
    return best;
  };
  // 1) The closest tower that damaged it.
  if (e.damagedBy.length > 0) {
    const t = closestDefense((id) => e.damagedBy.includes(id), null);
    if (t) return t;
  }
  // 2) A hero within sight (3 spaces).
  let hero = -1;
  let heroD = FAR;
  s.heroes.forEach((h, i) => {
    if (!h.at) return;
    const dd = dist(hexOf(p, h.at));
    if (dd <= content.rules.heroSight && dd < heroD) {
      hero = i;
      heroD = dd;
    }
  });
  if (hero >= 0) return { kind: 'hero', hero };
  // 3) The closest tower it notices.
  const tower = closestDefense(() => true, content.rules.towerSight);
  if (tower) return tower;
  // 4) The crystal — never for the Ninja; and when there is no way there, the closest tower it can reach.
  if (en.abilities.includes('spares-crystal')) return null;
  if (distancesToCrystal(g, e)[from] >= FAR) return closestDefense(() => true, null);
  return { kind: 'crystal' };
}

/**
 * The closest defense (other than `not`) this enemy may target, at any distance: what it turns on when heroes,
 * blockades or turrets stand between it and its target and it cannot come any nearer (else it would stand there for
 * ever). Traps and auras are never targets, an Inert defense only once it has hurt this enemy.
 */
export function closestDefenseInTheWay(p: Phase, e: EnemyState, not: Target | null): Target | null {
  const from = hexOf(p, e.at);
  let best: Target | null = null;
  let bestD = FAR;
  for (const d of p.s.defenses) {
    const def = defenseOf(d);
    if (!isSolid(def) || (not?.kind === 'defense' && not.id === d.id)) continue;
    if (def.keywords.inert && !e.damagedBy.includes(d.id)) continue;
    const dd = distancesTo(p.g, e, hexOf(p, d.at))[from];
    if (dd < bestD) {
      best = { kind: 'defense', id: d.id };
      bestD = dd;
    }
  }
  return best;
}
