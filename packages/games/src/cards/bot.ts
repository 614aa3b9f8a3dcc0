import type { CardsState, Player } from './state.ts';
import { JOKER, suitOf } from './rules/cards.ts';

/** What a level is worth to its owner: the Foundation and Government carry repair and rebuild, and never return. */
const LEVEL_WEIGHT = [1.4, 1.6, 1, 1, 1];
const TOWER_WEIGHT = LEVEL_WEIGHT.reduce((a, b) => a + b, 0);

/** A rough strength in [0, 1] of one player: the tower first, then cards in hand and attacks on their way. */
function strength(s: CardsState, seat: number, p: Player): number {
  if (p.out) return 0;
  let hand = Math.min(p.hand.length, 5) / 5;
  if (!p.tower) {
    // Still building: how close the hand is to a tower.
    let mask = 0;
    let jokers = 0;
    for (const c of p.hand) {
      const suit = suitOf(c);
      if (suit === JOKER) jokers++;
      else mask |= 1 << suit;
    }
    let suits = jokers;
    for (let i = 0; i < 5; i++) if (mask & (1 << i)) suits++;
    return 0.5 + 0.3 * (Math.min(suits, 5) / 5);
  }
  let tower = 0;
  for (let i = 0; i < 5; i++) {
    const l = p.tower[i];
    if (l) tower += LEVEL_WEIGHT[i] * (l.damaged ? 0.5 : 1);
  }
  let threat = 0;
  for (const a of s.flight) {
    if (a.to === seat) threat += 0.06;
    else if (a.from === seat) threat -= 0.03;
  }
  hand *= 0.15;
  return Math.max(0.01, Math.min(1, 0.8 * (tower / TOWER_WEIGHT) + hand - threat));
}

/**
 * Per-seat heuristic in [0, 1] for playouts cut short: each seat's share of the table's strength
 * (towers weighted by level, damage halving a level, hand size, attacks in flight).
 */
export function evaluate(s: CardsState): number[] {
  const n = s.players.length;
  if (s.winners) return s.players.map((_, i) => (s.winners!.length === 0 ? 0.5 : s.winners!.includes(i) ? 1 : 0));
  const str = s.players.map((p, i) => strength(s, i, p));
  const total = str.reduce((a, b) => a + b, 0);
  if (total <= 0) return new Array<number>(n).fill(0.5);
  // Scaled so that an even table scores 0.5 for everyone, whatever the number of players.
  return str.map((v) => Math.max(0, Math.min(1, (v / total) * (n / 2))));
}
