import { content, type Enemy } from '../content/index.ts';
import type { Events } from '../events.ts';
import { boardOf } from '../map.ts';
import type { DiceState, HeroState } from '../state.ts';
import { plural } from '../words.ts';

const { limits } = content.rules;

/** Gold the players may hold: the 10 gold dice show at most 60. */
export const GOLD_CAP = limits.goldDice * 6;

/** Adds gold up to the cap; returns what did not fit. */
export function gainGold(s: DiceState, amount: number): number {
  const taken = Math.min(amount, GOLD_CAP - s.gold);
  s.gold += taken;
  return amount - taken;
}

export function enemyOf(id: string): Enemy {
  return content.enemy(id);
}

/** Whether no enemy is left on the map. */
export function mapClear(s: DiceState): boolean {
  return s.minions.length === 0 && s.bosses.length === 0;
}

/** Lowers a tower by one level; at level 0 it falls and its die goes back to the box. */
export function lowerTower(s: DiceState, site: string, ev: Events, why: string): void {
  const i = s.towers.findIndex((t) => t.site === site);
  if (i < 0) return;
  const t = s.towers[i];
  t.level--;
  const name = content.tower(t.tower).name;
  if (t.level <= 0) {
    s.towers.splice(i, 1);
    // A hero mounted in it steps down beside the site.
    const man = s.heroes.find((h) => h.tower === site);
    if (man) {
      man.tower = null;
      man.space = boardOf(s.map).site[site].adjacent[0];
    }
    ev?.push({ text: `${why}: the ${name} on ${site} falls to level 0 and is destroyed${man ? `; ${content.hero(man.id).short} steps down onto ${man.space}` : ''}.` });
  } else ev?.push({ text: `${why}: the ${name} on ${site} drops to level ${t.level}.` });
}

/** The built tower among `sites` with the highest level (the first on ties), or null. */
export function highestTower(s: DiceState, sites: readonly string[]): string | null {
  let best: string | null = null;
  let level = 0;
  for (const t of s.towers) {
    if (sites.includes(t.site) && t.level > level) {
      best = t.site;
      level = t.level;
    }
  }
  return best;
}

/** Takes the damage off the gate dice, strongest die first (the defenders shield the weak ones); returns dice lost. */
export function damageGate(s: DiceState, amount: number): number {
  let lost = 0;
  while (amount > 0 && s.gate.length > 0) {
    let i = 0;
    for (let j = 1; j < s.gate.length; j++) if (s.gate[j] > s.gate[i]) i = j;
    const take = Math.min(s.gate[i], amount);
    s.gate[i] -= take;
    amount -= take;
    if (s.gate[i] === 0) {
      s.gate.splice(i, 1);
      lost++;
    }
  }
  return lost;
}

/** Raises the lowest gate die by one (the seed: "increase one of the gate dice by 1 pip"). */
export function repairGate(s: DiceState): number {
  let i = 0;
  for (let j = 1; j < s.gate.length; j++) if (s.gate[j] < s.gate[i]) i = j;
  s.gate[i]++;
  return i;
}

/** Whether a gate die can still be raised. */
export function gateRepairable(s: DiceState): boolean {
  return s.gate.some((d) => d < limits.gateDieMax);
}

/** Puts minion tokens on a space from the box, as many as the box still holds; returns how many came. */
export function spawnMinions(s: DiceState, enemy: string, count: number, space: string): number {
  const n = Math.min(count, s.supply[enemy] ?? 0);
  if (n <= 0) return 0;
  s.supply[enemy] -= n;
  addStack(s, enemy, space, n);
  return n;
}

export function addStack(s: DiceState, enemy: string, space: string, count: number): void {
  const st = s.minions.find((m) => m.enemy === enemy && m.space === space);
  if (st) st.count += count;
  else s.minions.push({ enemy, space, count });
}

/**
 * A hero in or beside a tower site claims its unclaimed rewards, as much as the gold dice can show (the rest stays
 * piled). Called wherever a hero stands or passes.
 */
export function claimRewards(s: DiceState, hero: HeroState, space: string | null, ev: Events): void {
  const board = boardOf(s.map);
  const sites = space ? board.sitesBeside[space] : hero.tower ? [hero.tower] : [];
  for (const site of sites) {
    const pile = s.piles[site];
    if (!pile) continue;
    const left = gainGold(s, pile);
    if (left === pile) continue;
    if (left > 0) s.piles[site] = left;
    else delete s.piles[site];
    ev?.push({ text: `${content.hero(hero.id).short} claims ${plural(pile - left, 'gold')} of rewards by ${site}${left ? ` (${left} stay piled: gold is at ${GOLD_CAP})` : ''}.` });
  }
}

/** Every hero claims what lies by the towers it is in or beside (after the Tower phase). */
export function claimAll(s: DiceState, ev: Events): void {
  for (const h of s.heroes) claimRewards(s, h, h.space, ev);
}

/** A hero takes damage; at 0 it is severely wounded: back to the gate at 1 health, skipping the next Players phase. */
export function hurtHero(s: DiceState, hero: HeroState, damage: number, ev: Events, by: string): void {
  hero.health -= damage;
  const name = content.hero(hero.id).short;
  if (hero.health > 0) {
    ev?.push({ text: `${by} hits ${name} for ${damage}: ${hero.health}/${hero.maxHealth} health left.` });
    return;
  }
  hero.health = content.rules.woundedHealth;
  hero.space = boardOf(s.map).data.gate;
  hero.tower = null;
  hero.skip = true;
  hero.wounds = (hero.wounds ?? 0) + 1;
  s.wounded = true;
  ev?.push({ text: `${by} hits ${name} for ${damage}: ${name} is severely wounded, carried back to the gate at ${hero.health} health, and skips the next Players phase.` });
}
