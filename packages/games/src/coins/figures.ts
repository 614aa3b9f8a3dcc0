import type { Figure } from '@ramparts/engine';
import type { CoinsState, Purse, Realm } from './state.ts';
import { ownerOf, valueOf } from './state.ts';

const coinCount = (p: Purse): number => p[0] + p[1] + p[2];
const coinValue = (p: Purse): number => p[0] + 2 * p[1] + 5 * p[2];

/** Every soldier on every map, as codes. */
function soldiers(s: CoinsState): number[] {
  return s.realms.flatMap((r) => r.path.flat());
}

/**
 * The public numbers of a Coin Siege game for the end-of-game chart and the balance lab. Outside Crusade there is one
 * castle and one army, so castle and soldier figures are the table's (one value); the coins in hand are per seat
 * (the Attacker's reinforcements, the Defender's garrison; solo: the human's side). In Crusade every figure is per seat.
 */
export function figures(s: CoinsState): Figure[] {
  if (s.mode === 'crusade') {
    const army = (seat: number) => soldiers(s).filter((c) => ownerOf(c) === seat);
    const seats = s.realms.map((_, i) => i);
    return [
      { id: 'castle-hp', label: 'Castle HP', values: s.realms.map((r) => r.castle), kind: 'level' },
      { id: 'soldiers-on-road', label: 'Soldiers on the roads', values: seats.map((i) => army(i).length), kind: 'level' },
      { id: 'soldier-hp', label: 'Soldier value on the roads', values: seats.map((i) => army(i).reduce((t, c) => t + valueOf(c), 0)), kind: 'level' },
      { id: 'reinforcements', label: 'Reinforcement coins', values: s.realms.map((r) => coinCount(r.reinforcements)), kind: 'level' },
      { id: 'garrison-value', label: 'Garrison value', values: s.realms.map((r) => coinValue(r.garrison)), kind: 'level' },
      { id: 'supply', label: 'Coins in the supply', values: s.realms.map((r) => coinCount(r.supply)), kind: 'level' },
    ];
  }
  const r: Realm = s.realms[0];
  const army = soldiers(s);
  // Per seat: the duel's seat 0 attacks and seat 1 defends; a solo seat is the side the person plays.
  const hand = s.mode === 'duel' ? [coinCount(r.reinforcements), coinCount(r.garrison)] : [coinCount(s.mode === 'solo-attacker' ? r.reinforcements : r.garrison)];
  return [
    { id: 'castle-hp', label: 'Castle HP', values: [r.castle], kind: 'level' },
    { id: 'soldiers-on-road', label: 'Soldiers on the road', values: [army.length], kind: 'level' },
    { id: 'soldier-hp', label: 'Soldier value on the road', values: [army.reduce((t, c) => t + valueOf(c), 0)], kind: 'level' },
    { id: 'coins-in-hand', label: s.mode === 'duel' ? 'Coins in hand (reinforcements, garrison)' : 'Coins in hand', values: hand, kind: 'level' },
    { id: 'garrison-value', label: 'Garrison value', values: [coinValue(r.garrison)], kind: 'level' },
    { id: 'supply', label: 'Coins in the supply', values: [coinCount(r.supply)], kind: 'level' },
  ];
}
