import { content, type TowerType } from '../content/index.ts';
import { typeOfCredit, valueOf } from './credits.ts';

/**
 * The damage a Boost adds (6.C.I-II). Every credit adds 1. Exactly two credits, both of the tower's type, add 1
 * more (once, never with 3+ credits). A Boost tower multiplies what its Boost credits (and that bonus) add.
 * `noMatch` (a Game Condition) cancels the matching bonus; `matchBonus` (a skill) adds to it.
 */
export function boostDamage(towerType: TowerType, multiplier: number, credits: string[], opts: { noMatch?: boolean; matchBonus?: number } = {}): number {
  let total = 0;
  let matching = 0;
  for (const c of credits) {
    const v = valueOf(c);
    total += v;
    if (typeOfCredit(c) === towerType) matching += v;
  }
  const matched = total === 2 && matching === 2 && !opts.noMatch ? 1 + (opts.matchBonus ?? 0) : 0;
  if (towerType === 'boost') return (matching + matched) * multiplier + (total - matching);
  return total + matched;
}

/** Whether these boost credits earn the exactly-two matching bonus on a tower of this type. */
export function isMatched(towerType: TowerType, credits: string[]): boolean {
  let total = 0;
  let matching = 0;
  for (const c of credits) {
    total += valueOf(c);
    if (typeOfCredit(c) === towerType) matching += valueOf(c);
  }
  return total === 2 && matching === 2;
}

export const levelOf = (card: string, level: number) => content.towers.get(card)!.levels[level - 1];
