import { content } from '../content/index.ts';
import type { CardId, Level, Player } from '../state.ts';
import { JOKER, LIZARD, SCISSORS, suitOf, towerRank, WATER } from './cards.ts';

const { rules } = content;

/** A player or a player's view: the bonuses read only the tower. */
type Towered = Pick<Player, 'tower'>;

/** The level of this suit index stands (damaged or not). */
export const standing = (p: Towered, level: number): boolean => !!p.tower && p.tower[level] !== null;

/** The level stands undamaged: its bonus works. */
export function intact(p: Towered, level: number): boolean {
  const l = p.tower ? p.tower[level] : null;
  return !!l && !l.damaged;
}

/** Level Bonuses — Moat: five cards instead of three. */
export const handLimit = (p: Towered): number => (intact(p, WATER) ? rules.moatHandLimit : rules.handLimit);
/** Level Bonuses — Dragon: two attacks a turn. */
export const attackLimit = (p: Towered): number => (intact(p, LIZARD) ? rules.dragonAttacksPerTurn : rules.attacksPerTurn);
/** Level Bonuses — Soldiers: two deflections a turn. */
export const deflectLimit = (p: Towered): number => (intact(p, SCISSORS) ? rules.soldierDeflectionsPerTurn : rules.deflectionsPerTurn);

/** Every level gone: the player is out. */
export function towerFallen(p: Player): boolean {
  const t = p.tower;
  return !!t && t[0] === null && t[1] === null && t[2] === null && t[3] === null && t[4] === null;
}

/** Part 1: the hand holds one card of every suit (a Joker stands in for any one missing suit). */
export function holdsFullTower(hand: readonly CardId[]): boolean {
  let mask = 0;
  let jokers = 0;
  for (const c of hand) {
    const s = suitOf(c);
    if (s === JOKER) jokers++;
    else mask |= 1 << s;
  }
  let suits = 0;
  for (let i = 0; i < 5; i++) if (mask & (1 << i)) suits++;
  return suits + jokers >= 5;
}

/**
 * The best tower a hand makes: on each level the highest card of its suit (an Ace is highest), then Jokers on the
 * levels still empty, bottom first (the Foundation and Government carry the repair and rebuild bonuses).
 * Returns the tower and the cards left in hand.
 */
export function bestTower(hand: readonly CardId[]): { tower: (Level | null)[]; rest: CardId[] } {
  const pick: number[] = [-1, -1, -1, -1, -1];
  for (let i = 0; i < hand.length; i++) {
    const s = suitOf(hand[i]);
    if (s === JOKER) continue;
    if (pick[s] < 0 || towerRank(hand[i]) > towerRank(hand[pick[s]])) pick[s] = i;
  }
  for (let i = 0; i < hand.length; i++) {
    if (suitOf(hand[i]) !== JOKER) continue;
    const empty = pick.indexOf(-1);
    if (empty < 0) break;
    pick[empty] = i;
  }
  const tower = pick.map((i) => (i < 0 ? null : { card: hand[i], damaged: false }));
  const rest = hand.filter((_, i) => !pick.includes(i));
  return { tower, rest };
}

/** Takes `card` out of the player's hand (it is known to be there). */
export function removeFromHand(p: Player, card: CardId): void {
  const i = p.hand.indexOf(card);
  if (i < 0) throw new Error(`Elemental Towers: ${card} is not in the hand`);
  p.hand.splice(i, 1);
}
