import { content } from '@ramparts/games/crystal/content/index.ts';
import type { Move } from '@ramparts/games/crystal/moves.ts';
import type { CrystalView } from '@ramparts/games/crystal/state.ts';
import { boardFor } from './geometry.ts';
import { activeHeroes, article, directionName, heroName } from './words.ts';

/**
 * The clicks of a hero's move. When the hero's seat still has several heroes to act with, the hero first
 * (`hero:<i>`); then the target: a hex to enter on, walk to or build on (`hex:<name>`, then `move`, or
 * `build:<defense>` and `facing:<0-5>`), a defense to repair (`defense:<id>`), an enemy to attack (`enemy:<id>`),
 * or the `heal` and `done` buttons. A hex that is only a walk is played at its click.
 */
export function path(m: Move, v: CrystalView): string[] {
  const hero = v.heroes[m.hero];
  const who = hero && activeHeroes(v, hero.seat).length > 1 ? [`hero:${m.hero}`] : [];
  switch (m.type) {
    case 'place':
      return [...who, `hex:${m.at}`];
    case 'move':
      return [...who, `hex:${m.to}`, 'move'];
    case 'build':
      return [...who, `hex:${m.at}`, `build:${m.defense}`, `facing:${m.facing}`];
    case 'repair':
      return [...who, `defense:${m.defense}`];
    case 'heal':
      return [...who, 'heal'];
    case 'attack':
      return [...who, `enemy:${m.enemy}`];
    case 'done':
      return [...who, 'done'];
  }
}

export function label(key: string, v: CrystalView): string {
  const [kind, a] = key.split(':');
  switch (kind) {
    case 'hero': {
      const h = v.heroes[Number(a)];
      return h ? `${heroName(h.hero)}${h.at ? ` on ${h.at}` : h.out === 'place' ? ' (to enter)' : ''}` : key;
    }
    case 'hex': {
      // A hero still off the board can only enter; a hex next to a hero with an action and the mana may be built on.
      const board = boardFor(v);
      if (v.heroes.some((h) => h.out === 'place' && !h.done) && board.playerSpawns.includes(a)) return `Enter on ${a}`;
      const canBuild = (hero: string) => content.hero(hero).kit.defenses.some((d) => content.defense(d).cost <= v.mana);
      const beside = v.heroes.some((h) => !h.done && h.at !== null && h.actions > 0 && canBuild(h.hero) && board.neighbors(h.at).includes(a));
      return beside ? `${a}: walk or build` : `Walk to ${a}`;
    }
    case 'move':
      return 'Move here';
    case 'build': {
      const d = content.defense(a);
      return `Build ${article(d.name)} (${d.cost} mana)`;
    }
    case 'facing':
      return `Facing ${directionName(Number(a))}`;
    case 'defense': {
      const d = v.defenses.find((x) => x.id === Number(a));
      return d ? `Repair the ${content.defense(d.defense).name} on ${d.at} (${d.health} of ${content.defense(d.defense).health})` : key;
    }
    case 'enemy': {
      const e = v.enemies.find((x) => x.id === Number(a));
      return e ? `Attack ${content.enemy(e.enemy).name} ${e.id} on ${e.at} (${e.health} health)` : key;
    }
    case 'heal':
      return 'Heal';
    case 'done':
      return 'Done (end this hero’s phase)';
    default:
      return key;
  }
}
