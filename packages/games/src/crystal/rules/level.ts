import { content } from '../content/index.ts';
import type { Difficulty } from '../content/schema.ts';
import { plural } from '../words.ts';

// What a table plays against: the difficulty's modifiers plus the map's own (rules.json `maps`), read in one place.

export interface Level {
  manaBonus: number;
  sectionShift: number;
  enemyHealth: number;
  enemyAttack: number;
}

/**
 * The modifiers of a difficulty on a map: each of the difficulty's plus the map's (0 when the map has none). The
 * rulebook's difficulty takes no map's: it is the printed game wherever it is played.
 */
export function levelOf(map: string, difficulty: Difficulty): Level {
  const d = content.rules.difficulty[difficulty];
  const m = difficulty === 'rulebook' ? undefined : content.rules.maps[map];
  return {
    manaBonus: d.manaBonus + (m?.manaBonus ?? 0),
    sectionShift: d.sectionShift + (m?.sectionShift ?? 0),
    enemyHealth: d.enemyHealth + (m?.enemyHealth ?? 0),
    enemyAttack: d.enemyAttack + (m?.enemyAttack ?? 0),
  };
}

/**
 * What a map changes, as a sentence for players ("" when nothing): "On The Old Keep the spawn cards come 1 colour
 * up and the team starts with 2 more mana."
 */
export function mapLevelWords(map: string): string {
  const m = content.rules.maps[map];
  if (!m) return '';
  const parts: string[] = [];
  if (m.sectionShift) parts.push(`the spawn cards come ${plural(m.sectionShift, 'colour')} up`);
  if (m.enemyHealth) parts.push(`enemies have ${m.enemyHealth} more health`);
  if (m.enemyAttack) parts.push(`enemies hit ${Math.abs(m.enemyAttack)} ${m.enemyAttack > 0 ? 'harder' : 'softer'}`);
  if (m.manaBonus) parts.push(`the team starts with ${Math.abs(m.manaBonus)} ${m.manaBonus > 0 ? 'more' : 'less'} mana`);
  if (parts.length === 0) return '';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `On ${content.map(map).name} ${list}.`;
}
