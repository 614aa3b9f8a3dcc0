import { content } from '@ramparts/games/dice/content/index.ts';
import type { Move as DiceMove } from '@ramparts/games/dice/moves.ts';
import type { DiceView } from '@ramparts/games/dice/view.ts';
import { actingHero, article, costFor, heroShort, repairCost, tokens, towerName } from './words.ts';

/**
 * The clicks of a hero's action: the target first. A site (then which tower, upgrade or mount), a space to walk or
 * step down to, an enemy stack on the hero's space, the gate dice to raise one; "rest" is the Do nothing button.
 */
export function path(m: DiceMove, v: DiceView): string[] {
  switch (m.type) {
    case 'build':
      return [`site:${m.site}`, `build:${m.tower}`];
    case 'upgrade':
    case 'mount':
      return [`site:${m.site}`, `${m.type}:${m.site}`];
    case 'repair':
      return ['gate'];
    case 'unmount':
      return [`space:${m.to}`];
    case 'move':
      return [`space:${m.to}`];
    case 'attack':
      return [`enemy:${actingHero(v)?.space ?? ''}:${m.enemy}`];
    case 'rest':
      return ['rest'];
  }
}

export function label(key: string, v: DiceView): string {
  const [kind, a, b] = key.split(':');
  const h = actingHero(v);
  const map = content.map(v.map);
  switch (kind) {
    case 'space':
      return `${h?.tower ? 'Step down onto' : 'Move to'} ${a}${a === map.gate ? ' (the gate)' : ''}`;
    case 'site': {
      const t = v.towers.find((x) => x.site === a);
      return t ? `The ${towerName(t.tower)} on ${a} (level ${t.level})` : `Build on site ${a}`;
    }
    case 'build':
      return `${article(towerName(a))} (${costFor(h, a, 'purchase')} gold)`;
    case 'upgrade': {
      const t = v.towers.find((x) => x.site === a);
      return t ? `Upgrade to level ${t.level + 1} (${costFor(h, t.tower, 'upgrade')} gold)` : `Upgrade the tower on ${a}`;
    }
    case 'mount':
      return `Mount the tower${h ? ` with ${heroShort(h.id)}` : ''}`;
    case 'gate':
      return `Raise the lowest gate die by 1${h ? ` (${repairCost(v, h)} gold)` : ''}`;
    case 'enemy': {
      const boss = v.bosses.find((x) => x.boss === b && x.space === a);
      if (boss) return `Attack ${content.enemy(b).name} on ${a} (${boss.health} health, 6s harm it)`;
      const stack = v.minions.find((x) => x.enemy === b && x.space === a);
      return `Attack the ${stack ? tokens(b, stack.count) : content.enemy(b).name} on ${a} (${content.enemy(b).health}+ kills)`;
    }
    case 'rest':
      return h && h.actions > 1 ? `Do nothing (ends ${heroShort(h.id)}'s actions)` : 'Do nothing';
    default:
      return key;
  }
}

