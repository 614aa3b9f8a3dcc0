import { content } from '@ramparts/games/dice/content/index.ts';
import type { DiceView } from '@ramparts/games/dice/view.ts';

// The board's and the step buttons' words for pieces, from the game's content (names, numbers).

type Hero = DiceView['heroes'][number];
type Tower = DiceView['towers'][number];

export const heroShort = (id: string): string => content.hero(id).short;
export const towerName = (id: string): string => content.tower(id).name;
export const article = (name: string): string => (/^[AEIOU]/i.test(name) ? `an ${name}` : `a ${name}`);

/** The acting hero, or null when the game is over. */
export const actingHero = (v: DiceView): Hero | null => (v.current >= 0 ? (v.heroes[v.current] ?? null) : null);

/** What a tower type costs a hero to build or upgrade: the printed cost less the hero's discount, never below 1 (as the rules say). */
export function costFor(hero: Hero | null, tower: string, what: 'purchase' | 'upgrade'): number {
  const printed = content.tower(tower)[what];
  return Math.max(1, printed - (hero ? (content.hero(hero.id).discounts[tower] ?? 0) : 0));
}

/** "4 Gremlins", "1 Bat Monkeys". */
export function tokens(enemy: string, n: number): string {
  const name = content.enemy(enemy).name;
  return `${n} ${name}${n === 1 || name.endsWith('s') ? '' : 's'}`;
}

export function minionText(enemy: string, count: number, space: string): string {
  const e = content.enemy(enemy);
  return `${tokens(enemy, count)} on ${space}: ${e.type}, damage ${e.damage}, movement ${e.movement}; a die showing ${e.health} or more kills one; reward ${e.reward} gold each.${e.abilities.map((a) => ` ${content.abilities[a]}`).join('')}`;
}

export function bossText(boss: string, health: number, space: string): string {
  const e = content.enemy(boss);
  return `${e.name}, a boss (${e.type}) on ${space}: ${health} of ${e.health} health left, only a 6 harms it (1 health each); damage ${e.damage}, movement ${e.movement}, reward ${e.reward} gold.${e.abilities.map((a) => ` ${content.abilities[a]}`).join('')}`;
}

export function heroText(h: Hero, acting: boolean): string {
  const hero = content.hero(h.id);
  const where = h.tower ? `mounted in the tower on ${h.tower}` : `on ${h.space}`;
  return `${hero.name} (Player ${h.seat + 1}), ${where}: health ${h.health} of ${h.maxHealth}, movement ${hero.movement}, attacks with ${hero.attackDice} ${hero.attackDice === 1 ? 'die' : 'dice'} (targets ${hero.targets.join(', ')})${acting ? `, ${h.actions} action${h.actions === 1 ? '' : 's'} left now` : ''}${h.skip ? ', severely wounded: skips the next Players phase' : ''}. ${hero.special}`;
}

export function towerText(t: Tower, reach: readonly string[], mounted: Hero | undefined): string {
  const kind = content.tower(t.tower);
  return `${kind.name} on ${t.site}, level ${t.level} (the die shows the level): targets ${kind.targets.join(', ')}; reaches ${reach.join(', ')}.${kind.special ? ` ${content.specialText[kind.special]}.` : ''} Upgrade ${kind.upgrade} gold.${mounted ? ` Mounted by ${heroShort(mounted.id)}.` : ''}`;
}

/** What raising a gate die costs the hero: 20 gold at the gate, or the hero's own ability from anywhere (the cheaper). */
export function repairCost(v: DiceView, hero: Hero): number {
  const own = content.hero(hero.id).gateRepair;
  const costs = [...(hero.space === content.map(v.map).gate ? [content.rules.gateRepairCost] : []), ...(own !== null ? [own] : [])];
  return costs.length ? Math.min(...costs) : content.rules.gateRepairCost;
}
