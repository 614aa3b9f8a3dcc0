import type { Figure } from '@ramparts/engine';
import type { DiceState } from './state.ts';

/** Sums a number over each seat's heroes (a seat may play several). */
const perSeat = (s: DiceState, of: (h: DiceState['heroes'][number]) => number): number[] =>
  Array.from({ length: s.players }, (_, seat) => s.heroes.filter((h) => h.seat === seat).reduce((n, h) => n + of(h), 0));

/**
 * Gate Defense's public numbers over a game: the gate's strength (the sum of its dice), the enemies on the road,
 * the team's gold, cards drawn and bosses slain; per seat, its heroes' health and the enemies their own attacks slew.
 * (Tower kills return tokens to the box with nothing kept, so the heroes' kills are the only tally the state has.)
 */
export function figures(s: DiceState): Figure[] {
  return [
    { id: 'gate-health', label: 'Gate health (sum of the gate dice)', values: [s.gate.reduce((n, d) => n + d, 0)], kind: 'level' },
    { id: 'gate-dice', label: 'Gate dice left', values: [s.gate.length], kind: 'level' },
    { id: 'enemies-on-road', label: 'Enemies on the road', values: [s.minions.reduce((n, m) => n + m.count, 0) + s.bosses.length], kind: 'level' },
    { id: 'gold', label: 'Gold', values: [s.gold], kind: 'level' },
    { id: 'cards-drawn', label: 'Event cards drawn', values: [s.discard.length], kind: 'total' },
    { id: 'bosses-slain', label: 'Bosses slain', values: [s.slain.length], kind: 'total' },
    { id: 'hero-health', label: 'Heroes’ health', values: perSeat(s, (h) => h.health), kind: 'level' },
    { id: 'hero-kills', label: 'Enemies slain by the heroes’ own attacks', values: perSeat(s, (h) => h.kills ?? 0), kind: 'total' },
  ];
}
