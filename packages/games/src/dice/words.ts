import { content } from './content/index.ts';
import type { Face } from './state.ts';

export { article, plural } from '../common/words.ts';

/**
 * The side the rules play, named when it wins: one enemy, so it reads "The enemy at the gate wins." as well as
 * "Lost to the enemy at the gate".
 */
export const RULES_SIDE = 'the enemy at the gate';

/** A number of one minion type, in words: "4 Gremlins", "1 Bat Monkeys". */
export function tokens(enemy: string, n: number): string {
  const name = content.enemy(enemy).name;
  return `${n} ${name}${n === 1 || name.endsWith('s') ? '' : 's'}`;
}

/** A card's face as the seed prints it: "Gremlin x 4", "Boss (Morgu)", "Event (Flood)", "Wait". */
export function faceName(face: Face, scenario: string): string {
  switch (face.kind) {
    case 'spawn':
      return `${content.enemy(face.enemy).name} x ${face.count}`;
    case 'boss':
      return `Boss (${content.enemy(face.boss).name})`;
    case 'event':
      return `Event (${content.scenario(scenario).events[face.event]?.name ?? face.event})`;
    case 'wait':
      return 'Wait';
  }
}

export const heroName = (id: string): string => content.hero(id).short;
export const towerName = (id: string): string => content.tower(id).name;

export const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
