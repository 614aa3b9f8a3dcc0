import type { Seat } from '@ramparts/engine';

/** A suit, by its letter: Rock, Paper, Scissors, Water, Lizard (also the tower levels, bottom to top). */
export type Suit = 'R' | 'P' | 'S' | 'W' | 'L';

/**
 * A card's identity: suit letter + rank ("R7", "P10", "LA"), with "a"/"b" after it when two decks are used
 * ("R7a", "R7b"), or a Joker "J1".."J4". No id is part of another, so a view can be searched for one.
 */
export type CardId = string;

/** One level of a tower. Its suit is its place (index 0..4 = R, P, S, W, L); a Joker may stand in for it. */
export interface Level {
  card: CardId;
  /** Turned sideways: any stronger-suit hit destroys it, and it gives no bonus. */
  damaged: boolean;
}

/** A card sent by catapult, face up, toward `to`'s tower; it lands at the start of `from`'s next turn. */
export interface Attack {
  id: number;
  from: Seat;
  to: Seat;
  card: CardId;
  /** The card's suit; for a Joker, the suit its player named. */
  suit: Suit;
}

export interface Player {
  /** Hidden from the other seats. */
  hand: CardId[];
  /** Null until laid down (Part 1); then levels by suit index, null where a level is missing or destroyed. */
  tower: (Level | null)[] | null;
  /** Eliminated: every level of the tower is gone. */
  out: boolean;
  /**
   * The draw pile ran out (or the table stalled: `CardsState.takes`) before this player built: the next Part 1 turn
   * must lay the best tower possible.
   */
  mustBuild: boolean;
}

/**
 * Where the current turn is:
 * - `build`: Part 1, swap one card or lay the tower down;
 * - `land`: the player's attacks from last turn land, the player picks the level each hits;
 * - `play`: Part 2, the two plays;
 * - `draw`: the end-of-turn draws;
 * - `over`: the game has ended.
 */
export type Step = 'build' | 'land' | 'play' | 'draw' | 'over';

/**
 * Something a move did, noted by the rules for the log (`text.ts` words them); `card` of a pile draw is for its
 * drawer only. Rules push them into an `Events` sink, which is null on the bots' path so playouts build none.
 */
export type GameEvent =
  | { t: 'turn'; seat: Seat }
  | { t: 'swap'; seat: Seat; card: CardId; from: 'pile' | 'discard'; took: CardId }
  | { t: 'build'; seat: Seat; tower: (CardId | null)[]; forced: boolean }
  | { t: 'attack'; seat: Seat; to: Seat; card: CardId; suit: Suit; id: number }
  | { t: 'land'; from: Seat; to: Seat; card: CardId; level: Suit | null; result: 'damaged' | 'destroyed' | 'harmless' | 'gone' }
  | { t: 'deflect'; seat: Seat; card: CardId; suit: Suit; attack: Attack }
  | { t: 'repair'; seat: Seat; card: CardId; level: Suit }
  | { t: 'rebuild'; seat: Seat; card: CardId; level: Suit }
  | { t: 'discard'; seat: Seat; card: CardId }
  | { t: 'draw'; seat: Seat; from: 'pile' | 'discard'; card: CardId }
  | { t: 'stop'; seat: Seat }
  | { t: 'reshuffle'; cards: number }
  | { t: 'ranOut'; seats: Seat[] }
  | { t: 'stalled'; takes: number }
  | { t: 'out'; seat: Seat }
  | { t: 'end'; winners: Seat[] };

/** Where the rules note what happened: a list when a log is wanted, null on the bots' path. */
export type Events = GameEvent[] | null;

/** The whole game: plain JSON. Piles list bottom first, so the top is the last item. */
export interface CardsState {
  decks: number;
  jokers: boolean;
  /** The option `endStalls`: too many cards taken from the discard pile while towers wait forces them down. */
  endStalls: boolean;
  /** Cards taken from the discard pile while someone could still choose when to build (counted with `endStalls`). */
  takes: number;
  turn: Seat;
  step: Step;
  /** This turn's plays so far, and of which kind (limits: two plays, attacks, deflections, one repair/rebuild). */
  plays: number;
  attacks: number;
  deflects: number;
  mends: number;
  discards: number;
  /** Draws still owed this turn, and optional ones (the Moat's third card) the player may decline. */
  mustDraw: number;
  mayDraw: number;
  nextAttack: number;
  pile: CardId[];
  discard: CardId[];
  rubble: CardId[];
  players: Player[];
  /** Attacks on their way, in launch order. */
  flight: Attack[];
  /** Set when the game is over: the last player standing, or nobody. */
  winners: Seat[] | null;
}

/** A copy that shares nothing mutable with `s` (written out by hand: it is on the bots' hot path). */
export function cloneState(s: CardsState): CardsState {
  const players: Player[] = new Array(s.players.length);
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i];
    let tower: (Level | null)[] | null = null;
    if (p.tower) {
      const t = p.tower;
      tower = [copyLevel(t[0]), copyLevel(t[1]), copyLevel(t[2]), copyLevel(t[3]), copyLevel(t[4])];
    }
    players[i] = { hand: p.hand.slice(), tower, out: p.out, mustBuild: p.mustBuild };
  }
  const flight: Attack[] = new Array(s.flight.length);
  for (let i = 0; i < s.flight.length; i++) {
    const a = s.flight[i];
    flight[i] = { id: a.id, from: a.from, to: a.to, card: a.card, suit: a.suit };
  }
  return {
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
    pile: s.pile.slice(),
    discard: s.discard.slice(),
    rubble: s.rubble.slice(),
    players,
    flight,
    winners: s.winners ? s.winners.slice() : null,
  };
}

function copyLevel(l: Level | null): Level | null {
  return l ? { card: l.card, damaged: l.damaged } : null;
}

/** The per-turn counters at the start of a turn (`rules/turn.ts` resets them in place on the hot path). */
export const FRESH_TURN = { plays: 0, attacks: 0, deflects: 0, mends: 0, discards: 0, mustDraw: 0, mayDraw: 0 } as const;
