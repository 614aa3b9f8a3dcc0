import type { Random, Seat } from '@ramparts/engine';
import { deckCards } from './rules/cards.ts';
import type { Attack, CardId, CardsState, Level, Step } from './state.ts';

/** What one seat sees of a player: the tower and the hand size; the cards of its own hand only. */
export interface PlayerView {
  /** The seat's own hand; null for everyone else's. */
  hand: CardId[] | null;
  handCount: number;
  tower: (Level | null)[] | null;
  out: boolean;
  mustBuild: boolean;
}

/**
 * A seat's view: towers, damage, attacks in flight and the face-up discard pile are public; other hands, the
 * draw pile's order and the Rubble's faces are not (only their sizes).
 */
export interface CardsView {
  seat: Seat | null;
  decks: number;
  jokers: boolean;
  endStalls: boolean;
  /** Cards taken from the discard pile while a tower waited (public: everyone sees them taken). */
  takes: number;
  turn: Seat;
  step: Step;
  plays: number;
  attacks: number;
  deflects: number;
  mends: number;
  discards: number;
  mustDraw: number;
  mayDraw: number;
  nextAttack: number;
  pileCount: number;
  rubbleCount: number;
  /** Face up, bottom first: every card in it was seen as it was put down. */
  discard: CardId[];
  flight: Attack[];
  players: PlayerView[];
  winners: Seat[] | null;
}

export function view(s: CardsState, seat: Seat | null): CardsView {
  return {
    seat,
    decks: s.decks,
    jokers: s.jokers,
    endStalls: s.endStalls,
    takes: s.takes,
    turn: s.turn,
    step: s.step,
    plays: s.plays,
    attacks: s.attacks,
    deflects: s.deflects,
    mends: s.mends,
    discards: s.discards,
    mustDraw: s.mustDraw,
    mayDraw: s.mayDraw,
    nextAttack: s.nextAttack,
    pileCount: s.pile.length,
    rubbleCount: s.rubble.length,
    discard: s.discard.slice(),
    flight: s.flight.map((a) => ({ ...a })),
    players: s.players.map((p, i) => ({
      hand: i === seat ? p.hand.slice() : null,
      handCount: p.hand.length,
      tower: p.tower ? p.tower.map((l) => (l ? { card: l.card, damaged: l.damaged } : null)) : null,
      out: p.out,
      mustBuild: p.mustBuild,
    })),
    winners: s.winners ? s.winners.slice() : null,
  };
}

/**
 * The secrets of `seat` for the test kit's leak check: the cards only that seat may know (its hand), plus the
 * draw pile and the Rubble, which nobody may see. None of them may show in another seat's or a spectator's view.
 */
export function secretsOf(s: CardsState, seat: Seat): CardId[] {
  return [...s.players[seat].hand, ...s.pile, ...s.rubble];
}

/**
 * A full state consistent with `seat`'s view: the cards it cannot see are shuffled and dealt to the other hands,
 * the draw pile and the Rubble, each at its known size.
 */
export function determinize(v: CardsView, seat: Seat, random: Random): CardsState {
  const known = new Set<CardId>(v.discard);
  for (const a of v.flight) known.add(a.card);
  for (const p of v.players) {
    if (p.tower) for (const l of p.tower) if (l) known.add(l.card);
  }
  const own = v.players[seat].hand ?? [];
  for (const c of own) known.add(c);
  const unseen = random.shuffle(deckCards(v.decks, v.jokers).filter((c) => !known.has(c)));
  const needed = v.pileCount + v.rubbleCount + v.players.reduce((n, p, i) => n + (i === seat ? 0 : p.handCount), 0);
  if (needed !== unseen.length) throw new Error(`Elemental Towers: a view of ${unseen.length} unseen cards cannot fill ${needed} places`);
  let k = 0;
  const take = (n: number): CardId[] => {
    const part = unseen.slice(k, k + n);
    k += n;
    return part;
  };
  const players = v.players.map((p, i) => ({
    hand: i === seat ? own.slice() : take(p.handCount),
    tower: p.tower ? p.tower.map((l) => (l ? { card: l.card, damaged: l.damaged } : null)) : null,
    out: p.out,
    mustBuild: p.mustBuild,
  }));
  return {
    decks: v.decks,
    jokers: v.jokers,
    endStalls: v.endStalls,
    takes: v.takes,
    turn: v.turn,
    step: v.step,
    plays: v.plays,
    attacks: v.attacks,
    deflects: v.deflects,
    mends: v.mends,
    discards: v.discards,
    mustDraw: v.mustDraw,
    mayDraw: v.mayDraw,
    nextAttack: v.nextAttack,
    pile: take(v.pileCount),
    discard: v.discard.slice(),
    rubble: take(v.rubbleCount),
    players,
    flight: v.flight.map((a) => ({ ...a })),
    winners: v.winners ? v.winners.slice() : null,
  };
}
