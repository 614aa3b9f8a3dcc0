import type { Figure } from '@ramparts/engine';
import type { CardsState, Player } from './state.ts';

/** A level's health: 2 standing undamaged, 1 damaged (turned sideways), 0 gone or not built. */
const health = (p: Player): number => (p.tower ? p.tower.reduce((n, l) => n + (l ? (l.damaged ? 1 : 2) : 0), 0) : 0);

/**
 * The public numbers of an Elemental Towers game for the end-of-game chart and the balance lab, one value per
 * seat: cards in hand (their count only), tower levels standing, tower health (2 a sound level, 1 a damaged one,
 * out of 10), attacks each seat has in flight, and the table's draw pile and Rubble sizes. No card's face or
 * place in a hidden pile shows here.
 */
export function figures(s: CardsState): Figure[] {
  const seats = s.players.map((_, i) => i);
  return [
    { id: 'cards-in-hand', label: 'Cards in hand', values: s.players.map((p) => p.hand.length), kind: 'level' },
    { id: 'tower-levels', label: 'Tower levels standing', values: s.players.map((p) => (p.tower ? p.tower.filter((l) => l !== null).length : 0)), kind: 'level' },
    { id: 'tower-health', label: 'Tower health (2 a sound level, 1 a damaged one)', values: s.players.map(health), kind: 'level' },
    { id: 'damaged-levels', label: 'Damaged levels', values: s.players.map((p) => (p.tower ? p.tower.filter((l) => l?.damaged).length : 0)), kind: 'level' },
    { id: 'attacks-in-flight', label: 'Attacks in flight (sent)', values: seats.map((i) => s.flight.filter((a) => a.from === i).length), kind: 'level' },
    { id: 'draw-pile', label: 'Cards in the draw pile', values: [s.pile.length], kind: 'level' },
    { id: 'rubble', label: 'Cards in the Rubble', values: [s.rubble.length], kind: 'level' },
  ];
}
