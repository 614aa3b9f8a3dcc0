import { content } from '@ramparts/games/crystal/content/index.ts';
import { SECTIONS, type Keywords } from '@ramparts/games/crystal/content/schema.ts';

// How many of each piece the printed box holds, from the content at the moment of printing (the rulebook leaves
// these counts open; the reasons are in the game's README, "Print and play").

/**
 * Enemy tokens of each kind: enough for every card of the spawn deck drawn at once in the section that needs the
 * most of that enemy, plus the Skeletons every Mage of that section raises. The rules' supply is unlimited; a
 * table running out would make the cards lie, and no wave draws more cards than the deck holds before a reshuffle.
 */
export function enemyTokenCounts(): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(content.enemies.map((e) => [e.id, 0]));
  for (const section of SECTIONS) {
    const need: Record<string, number> = {};
    for (const card of content.cards) {
      for (const [id, n] of Object.entries(card[section])) {
        need[id] = (need[id] ?? 0) + n;
        for (const [raised, m] of Object.entries(content.enemy(id).trigger?.summons ?? {})) need[raised] = (need[raised] ?? 0) + n * m;
      }
    }
    for (const [id, n] of Object.entries(need)) counts[id] = Math.max(counts[id] ?? 0, n);
  }
  return counts;
}

/** The status markers an enemy can carry, each named for the defense ability that puts it there. */
export const MARKERS = ['stun', 'weaken', 'confused', 'calming'] as const satisfies readonly (keyof Keywords)[];
export type Marker = (typeof MARKERS)[number];

/**
 * Markers of each kind: two for every defense token whose ability gives it (one on the enemy it struck, one for
 * the next while the first still holds); none when no defense gives it.
 */
export function markerCounts(): Record<Marker, number> {
  const count = (k: Marker) => 2 * content.defenses.filter((d) => d.keywords[k] !== undefined).reduce((s, d) => s + d.tokens, 0);
  return Object.fromEntries(MARKERS.map((k) => [k, count(k)])) as Record<Marker, number>;
}
