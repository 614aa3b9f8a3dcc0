/**
 * The state of a game of Coin Siege: plain JSON, small, cloned by hand (bots clone it millions of times).
 *
 * A soldier is one number, its "code": `value | 8·wounded | 16·moved | 32·owner`
 *   value   1, 2 or 5 (the coin)
 *   wounded 8 when the coin lies heads up (one wound taken)
 *   moved   16 when it already moved (or came into play) this turn
 *   owner   the Crusade seat whose army it is (0 in the other modes)
 * Coins held in hand are counted in a `Purse`: [1c, 2c, 5c].
 */
export type Mode = 'duel' | 'solo-defender' | 'solo-attacker' | 'crusade';
export type Difficulty = 'easy' | 'normal' | 'heroic';
export type Value = 1 | 2 | 5;
export type Role = 'attacker' | 'defender';
/** How many times the Defender may toss the garrison in a turn: three (the seed's example and solo table), or no limit. */
export type GarrisonTosses = 'three' | 'unlimited';
/**
 * solo-attacker: who picks, after the rules' Defender has tossed, between inflicting the damage and tossing again
 * until a critical: you (the seed), or a fixed rule (version 1 of this game, kept so its records replay).
 */
export type SoloChoice = 'yours' | 'fixed';

export interface Options {
  mode: Mode;
  difficulty: Difficulty;
  garrisonTosses: GarrisonTosses;
  soloChoice: SoloChoice;
}

/**
 * What the seat to act is doing:
 * role    (Crusade) choosing Attacker or Defender for this turn
 * attack  using pairings of the current toss of reinforcements
 * defend  after a toss of the garrison: toss again or stop (solo-attacker: the Attacker picks for the rules'
 *         Defender: toss again until a critical, or inflict)
 * damage  allocating the damage left
 * over    the game has ended
 */
export type Phase = 'role' | 'attack' | 'defend' | 'damage' | 'over';

/** Coin counts by value: [1c, 2c, 5c]. */
export type Purse = [number, number, number];

/** One map (a pathway and its castle) with the coins of the player it belongs to. */
export interface Realm {
  /** The castle's hit points. */
  castle: number;
  /** Squares 1..N (index 0 is square 1); each a stack of soldier codes, bottom first. */
  path: number[][];
  garrison: Purse;
  reinforcements: Purse;
  /** Coins of this set off the board; in the duel and solo modes the one shared supply. */
  supply: Purse;
  /** Lap counter coins already taken. */
  lap: number;
  /** Turns begun: the round in the duel and solo modes, the player's own turns in Crusade. */
  turn: number;
  /** Crusade: this player's castle has fallen. */
  out: boolean;
}

/** How the game ended. */
export type Ending = '' | 'castle' | 'cleared' | 'last-standing';

export interface CoinsState {
  mode: Mode;
  difficulty: Difficulty;
  garrisonTosses: GarrisonTosses;
  soloChoice: SoloChoice;
  players: number;
  /** One realm in the duel and solo modes; one per seat in Crusade. */
  realms: Realm[];
  /** The seat to act, -1 when the game is over. */
  seat: number;
  phase: Phase;
  /** Attacker: tosses still to come this turn after the current one. */
  tossesLeft: number;
  /** The current (last) toss, coin by coin: the value when tails up, minus the value when heads up. */
  toss: number[];
  /** Attacker: tails-up coins of the current toss not used yet. */
  free: Purse;
  /** Defender: garrison tosses made this turn. */
  tosses: number;
  /** Defender: damage gathered (defend), then damage left (damage). */
  damage: number;
  winners: number[];
  ending: Ending;
  /**
   * Every coin the setup drew, 1 tails and 0 heads, so that `setupLog` can tell the setup again (solo-defender: the
   * rules' whole first turn). Written once by the setup and never changed, so clones share it.
   */
  setupCoins: readonly number[];
  /** Moves played so far. */
  step: number;
}

export const WOUNDED = 8;
export const MOVED = 16;
export const OWNER_SHIFT = 5;

export const valueOf = (code: number): Value => (code & 7) as Value;
export const isWounded = (code: number): boolean => (code & WOUNDED) !== 0;
export const hasMoved = (code: number): boolean => (code & MOVED) !== 0;
export const ownerOf = (code: number): number => code >> OWNER_SHIFT;
export const soldier = (value: Value, owner = 0, wounded = false, moved = false): number =>
  value | (wounded ? WOUNDED : 0) | (moved ? MOVED : 0) | (owner << OWNER_SHIFT);

/** The purse index of a coin value. */
export const slot = (v: number): 0 | 1 | 2 => (v === 1 ? 0 : v === 2 ? 1 : 2);
export const VALUES: readonly Value[] = [1, 2, 5];

/** A hand-written deep copy (no JSON, no structuredClone). */
export function cloneState(s: CoinsState): CoinsState {
  const realms: Realm[] = new Array(s.realms.length);
  for (let r = 0; r < s.realms.length; r++) {
    const m = s.realms[r];
    const path: number[][] = new Array(m.path.length);
    for (let i = 0; i < m.path.length; i++) path[i] = m.path[i].slice();
    realms[r] = {
      castle: m.castle,
      path,
      garrison: [m.garrison[0], m.garrison[1], m.garrison[2]],
      reinforcements: [m.reinforcements[0], m.reinforcements[1], m.reinforcements[2]],
      supply: [m.supply[0], m.supply[1], m.supply[2]],
      lap: m.lap,
      turn: m.turn,
      out: m.out,
    };
  }
  return {
    mode: s.mode,
    difficulty: s.difficulty,
    garrisonTosses: s.garrisonTosses,
    soloChoice: s.soloChoice,
    players: s.players,
    realms,
    seat: s.seat,
    phase: s.phase,
    tossesLeft: s.tossesLeft,
    toss: s.toss.slice(),
    free: [s.free[0], s.free[1], s.free[2]],
    tosses: s.tosses,
    damage: s.damage,
    winners: s.winners.slice(),
    ending: s.ending,
    setupCoins: s.setupCoins,
    step: s.step,
  };
}
