import { content } from '../content/index.ts';
import type { Difficulty } from '../content/schema.ts';

// What a table plays against: the difficulty's modifiers plus the map's own (rules.json `maps`), read in one place.

export interface Level {
  manaBonus: number;
  sectionShift: number;
  enemyHealth: number;
  enemyAttack: number;
}

/** The modifiers of a difficulty on a map: each of the difficulty's plus the map's (0 when the map has none). */
export function levelOf(map: string, difficulty: Difficulty): Level {
  const d = content.rules.difficulty[difficulty];
  const m = content.rules.maps[map];
  return {
    manaBonus: d.manaBonus + (m?.manaBonus ?? 0),
    sectionShift: d.sectionShift + (m?.sectionShift ?? 0),
    enemyHealth: d.enemyHealth + (m?.enemyHealth ?? 0),
    enemyAttack: d.enemyAttack + (m?.enemyAttack ?? 0),
  };
}
