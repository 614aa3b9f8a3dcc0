import type { DefenseState, EnemyState } from '../state.ts';
import { defenseWords, enemyWords, heroName } from '../words.ts';
import { defenseOf, enemyOf, hexOf, isSolid, type Phase } from './phase.ts';

// What damage does: an enemy at 0 falls (the team earns its bounty), a hero at 0 falls and sits out the next Hero
// phase, a defense at 0 is destroyed and its token goes back to the bag.

/** Takes an enemy token off the board (fallen, or a Kobold gone up in its own blast). */
export function removeEnemy(p: Phase, e: EnemyState): void {
  e.health = Math.min(e.health, 0);
  p.enemiesAt[hexOf(p, e.at)]--;
  const i = p.s.enemies.indexOf(e);
  if (i >= 0) p.s.enemies.splice(i, 1);
}

/** Deals damage to an enemy; returns whether it fell. `by` is the source's words for the log. */
export function hurtEnemy(p: Phase, e: EnemyState, amount: number, by: string): boolean {
  if (amount <= 0) return false;
  e.health -= amount;
  p.tally.hits++;
  if (e.health > 0) {
    p.ev?.push({ text: `${by} hits ${enemyWords(e)} for ${amount} (${e.health} left).` });
    return false;
  }
  const bounty = enemyOf(e).bounty;
  p.s.mana += bounty;
  p.tally.fallen++;
  p.ev?.push({ text: `${by} hits ${enemyWords(e)} for ${amount}: it falls${bounty ? ` (+${bounty} mana)` : ''}.` });
  removeEnemy(p, e);
  return true;
}

/** Deals damage to a hero; at 0 the hero leaves the board and sits out the next Hero phase. */
export function hurtHero(p: Phase, hero: number, amount: number, by: string): void {
  const h = p.s.heroes[hero];
  if (!h.at || amount <= 0) return;
  h.health = Math.max(0, h.health - amount);
  if (h.health > 0) {
    p.ev?.push({ text: `${by} hits ${heroName(h.hero)} for ${amount} (${h.health} left).` });
    return;
  }
  p.ev?.push({ text: `${by} hits ${heroName(h.hero)} for ${amount}: ${heroName(h.hero)} falls and sits out the next Hero phase.` });
  p.heroAt[hexOf(p, h.at)] = -1;
  h.at = null;
  h.out = 'skip';
  for (const e of p.s.enemies) if (e.aggro?.kind === 'hero' && e.aggro.hero === hero) e.aggro = null;
}

/** Deals damage to a defense; at 0 it is destroyed (its token back in the bag). */
export function hurtDefense(p: Phase, d: DefenseState, amount: number, by: string): void {
  if (amount <= 0 || !p.s.defenses.includes(d)) return;
  d.health = Math.max(0, d.health - amount);
  if (d.health > 0) {
    p.ev?.push({ text: `${by} hits the ${defenseWords(d)} for ${amount} (${d.health} left).` });
    return;
  }
  p.ev?.push({ text: `${by} hits the ${defenseWords(d)} for ${amount}: it is destroyed.` });
  destroyDefense(p, d);
}

export function destroyDefense(p: Phase, d: DefenseState): void {
  p.s.defenses.splice(p.s.defenses.indexOf(d), 1);
  if (isSolid(defenseOf(d))) p.solidAt[hexOf(p, d.at)] = 0;
  for (const e of p.s.enemies) {
    if (e.aggro?.kind === 'defense' && e.aggro.id === d.id) e.aggro = null;
    if (e.damagedBy.includes(d.id)) e.damagedBy = e.damagedBy.filter((x) => x !== d.id);
  }
}
