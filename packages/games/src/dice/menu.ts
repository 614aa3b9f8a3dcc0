import { content } from './content/index.ts';
import type { Move } from './moves.ts';
import { costFor, repairCost } from './rules/players.ts';
import type { DiceState } from './state.ts';
import { article, heroName, towerName } from './words.ts';

/** The acting hero's move in words, for menus. */
export function describeMove(s: DiceState, _seat: number, m: Move): string {
  const h = s.heroes[s.current];
  if (!h) return 'No move: the game is over.';
  const who = heroName(h.id);
  switch (m.type) {
    case 'build':
      return content.towers.some((t) => t.id === m.tower) ? `${who}: build ${article(towerName(m.tower))} on ${m.site} (${costFor(h, m.tower, 'purchase')} gold)` : `${who}: build on ${m.site}`;
    case 'upgrade': {
      const t = s.towers.find((x) => x.site === m.site);
      return t ? `${who}: upgrade the ${towerName(t.tower)} on ${m.site} to level ${t.level + 1} (${costFor(h, t.tower, 'upgrade')} gold)` : `${who}: upgrade ${m.site}`;
    }
    case 'repair':
      return `${who}: raise the lowest gate die by 1 (${repairCost(s, h) ?? content.rules.gateRepairCost} gold)`;
    case 'mount':
      return `${who}: mount the tower on ${m.site}`;
    case 'unmount':
      return `${who}: step down from the tower onto ${m.to}`;
    case 'attack': {
      const e = content.minions.find((x) => x.id === m.enemy) ?? content.bosses.find((x) => x.id === m.enemy);
      return e ? `${who}: attack a ${e.name} on ${h.space ?? '?'} (${content.bosses.includes(e) ? 'a 6 takes 1 health' : `${e.health}+ kills`}, ${content.hero(h.id).attackDice} ${content.hero(h.id).attackDice === 1 ? 'die' : 'dice'})` : `${who}: attack`;
    }
    case 'move':
      return `${who}: move to ${m.to}`;
    case 'rest':
      return `${who}: do nothing${h.actions > 1 ? ' (ends this hero\'s actions)' : ''}`;
  }
}

/** Where a move sits in a menu: the action, then each choice that narrows it. */
export function menuPath(s: DiceState, _seat: number, m: Move): string[] {
  const h = s.heroes[s.current];
  switch (m.type) {
    case 'build':
      return ['Build a tower', `on ${m.site}`, h && content.towers.some((t) => t.id === m.tower) ? `${towerName(m.tower)} (${costFor(h, m.tower, 'purchase')} gold)` : towerName(m.tower)];
    case 'upgrade': {
      const t = s.towers.find((x) => x.site === m.site);
      return ['Upgrade a tower', t && h ? `${towerName(t.tower)} on ${m.site} to level ${t.level + 1} (${costFor(h, t.tower, 'upgrade')} gold)` : `on ${m.site}`];
    }
    case 'repair':
      return [h ? `Raise a gate die (${repairCost(s, h) ?? content.rules.gateRepairCost} gold)` : 'Raise a gate die'];
    case 'mount':
      return ['Mount a tower', `on ${m.site}`];
    case 'unmount':
      return ['Unmount', `onto ${m.to}`];
    case 'attack':
      return ['Attack', content.enemy(m.enemy).name];
    case 'move':
      return ['Move', `to ${m.to}`];
    case 'rest':
      return ['Do nothing'];
  }
}
