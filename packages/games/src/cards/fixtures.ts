import { createRandom, type LogLine, type Seat } from '@ramparts/engine';
import { cards } from './index.ts';
import type { CardsMove } from './moves.ts';
import { deckCards } from './rules/cards.ts';
import { advance } from './rules/turn.ts';
import { cloneState, FRESH_TURN, type Attack, type CardId, type CardsState, type Level, type Step } from './state.ts';

/** A table set up by hand for the tests: what is not given is filled in so that every card is somewhere. */
export interface TableSpec {
  players?: number;
  decks?: number;
  jokers?: boolean;
  turn?: Seat;
  step?: Step;
  /**
   * Towers by seat: five tokens bottom to top (Rock … Lizard), a card id, `-` for a missing level and a trailing
   * `*` for a damaged one ("R10 P5* S6 - LA"); null: not built yet.
   */
  towers?: (string | null)[];
  hands?: CardId[][];
  /** Cards on top of the draw pile, the first drawn first; the other unused cards lie below. */
  pileTop?: CardId[];
  discard?: CardId[];
  rubble?: CardId[];
  flight?: Omit<Attack, 'id'>[];
  /** This turn's counters. */
  turnState?: Partial<Pick<CardsState, 'plays' | 'attacks' | 'deflects' | 'mends' | 'discards' | 'mustDraw' | 'mayDraw'>>;
  out?: Seat[];
  mustBuild?: Seat[];
  /** The option `endStalls` (default on) and the cards taken from the discard pile so far while towers waited. */
  endStalls?: boolean;
  takes?: number;
}

function parseTower(spec: string): (Level | null)[] {
  const tokens = spec.trim().split(/\s+/);
  if (tokens.length !== 5) throw new Error(`a tower needs five tokens: "${spec}"`);
  return tokens.map((t) => (t === '-' ? null : { card: t.replace('*', ''), damaged: t.endsWith('*') }));
}

export function table(spec: TableSpec): CardsState {
  const players = spec.players ?? spec.towers?.length ?? spec.hands?.length ?? 2;
  const decks = spec.decks ?? 1;
  const jokers = spec.jokers ?? false;
  const towers = Array.from({ length: players }, (_, i) => (spec.towers?.[i] ? parseTower(spec.towers[i]!) : null));
  const hands = Array.from({ length: players }, (_, i) => (spec.hands?.[i] ?? []).slice());
  const flight: Attack[] = (spec.flight ?? []).map((a, i) => ({ id: i + 1, ...a }));
  const used = new Set<CardId>([
    ...hands.flat(),
    ...towers.flatMap((t) => (t ? t.filter((l): l is Level => l !== null).map((l) => l.card) : [])),
    ...flight.map((a) => a.card),
    ...(spec.discard ?? []),
    ...(spec.rubble ?? []),
    ...(spec.pileTop ?? []),
  ]);
  const all = deckCards(decks, jokers);
  for (const c of used) if (!all.includes(c)) throw new Error(`no card ${c} in this deck`);
  const pile = [...all.filter((c) => !used.has(c)), ...(spec.pileTop ?? []).slice().reverse()];
  const turn = spec.turn ?? 0;
  const step: Step = spec.step ?? (towers[turn] ? 'play' : 'build');
  return {
    decks,
    jokers,
    endStalls: spec.endStalls ?? true,
    takes: spec.takes ?? 0,
    turn,
    step,
    ...FRESH_TURN,
    ...spec.turnState,
    nextAttack: flight.length + 1,
    pile,
    discard: (spec.discard ?? []).slice(),
    rubble: (spec.rubble ?? []).slice(),
    players: towers.map((tower, i) => ({ hand: hands[i], tower, out: spec.out?.includes(i) ?? false, mustBuild: spec.mustBuild?.includes(i) ?? false })),
    flight,
    winners: null,
  };
}

/** Plays moves through the pure rules (checked), returning the last state. */
export function play(s: CardsState, ...moves: [Seat, CardsMove][]): CardsState {
  return playLogged(null, s, ...moves);
}

/** As `play`, appending the moves' log lines to `log` (when given). */
export function playLogged(log: LogLine[] | null, s: CardsState, ...moves: [Seat, CardsMove][]): CardsState {
  const random = createRandom('fixtures');
  for (const [seat, move] of moves) s = log ? cards.play(s, seat, move, random, log) : cards.play(s, seat, move, random);
  return s;
}

/** The tower of a seat in the fixture notation ("R10 P5* S6 - LA"). */
export function towerText(s: CardsState, seat: Seat): string | null {
  const t = s.players[seat].tower;
  return t ? t.map((l) => (l ? `${l.card}${l.damaged ? '*' : ''}` : '-')).join(' ') : null;
}

/** Runs the turn flow on from a hand-made state (attacks with one possible level land, finished turns pass). */
export function settle(s: CardsState): CardsState {
  const c = cloneState(s);
  advance(c, null);
  return c;
}

/** The turn's player draws from the pile until the turn passes (taking the optional card, or declining it). */
export function drawAll(s: CardsState, optional = true, log: LogLine[] | null = null): CardsState {
  const seat = s.turn;
  while (s.turn === seat && s.step === 'draw') s = playLogged(log, s, [seat, s.mustDraw === 0 && !optional ? { type: 'stop' } : { type: 'draw', from: 'pile' }]);
  return s;
}

/** The turn's player lands each attack on the first level offered. */
export function landAll(s: CardsState): CardsState {
  const seat = s.turn;
  while (s.turn === seat && s.step === 'land') s = play(s, [seat, cards.legalMoves(s, seat)[0]]);
  return s;
}
