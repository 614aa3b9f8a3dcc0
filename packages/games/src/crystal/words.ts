import { content } from './content/index.ts';
import { DIRECTIONS } from './content/schema.ts';
import type { CrystalState, DefenseState, EnemyState, Target } from './state.ts';

export { article, plural } from '../common/words.ts';

/** The side the rules play, named when it wins ("The horde wins.", "Lost to the horde"). */
export const RULES_SIDE = 'the horde';

/** The hero's name ("Countess"). */
export const heroName = (id: string): string => content.hero(id).name;
/** A direction in words for menus ("NE"). */
export const directionName = (facing: number): string => DIRECTIONS[facing];
/** An enemy token in words: "Goblin 12" (its number tells two Goblins apart). */
export const enemyWords = (e: EnemyState): string => `${content.enemy(e.enemy).name} ${e.id}`;
/** A defense token in words: "Spike Wall 7 at F4". */
export const defenseWords = (d: DefenseState): string => `${content.defense(d.defense).name} ${d.id} at ${d.at}`;

/** What an enemy is after, in words. */
export function targetWords(s: CrystalState, t: Target): string {
  switch (t.kind) {
    case 'crystal':
      return 'the crystal';
    case 'hero':
      return heroName(s.heroes[t.hero].hero);
    case 'defense': {
      const d = s.defenses.find((x) => x.id === t.id);
      return d ? defenseWords(d) : `defense ${t.id}`;
    }
  }
}
