import type { Difficulty } from './content/schema.ts';

/** A hex by name ("F4"): column letter, row number. */
export type HexName = string;

/**
 * The whole game as plain JSON. Content (stats, spreads, the map) is looked up by id in `content/`, so a state holds
 * only what changes. Tokens on the board (defenses, enemies) carry a number unique in the game (`nextId`).
 */
export interface CrystalState {
  map: string;
  /** People at the table; heroes are dealt to them in turn. */
  players: number;
  difficulty: Difficulty;
  wavesToWin: number;
  /** 'hero' while heroes act (any order); the Board phase runs at once when the last hero is done. */
  phase: 'hero' | 'over';
  /** Hero phases begun, 1 the first. */
  turn: number;
  /** The wave counter (0 at setup). */
  wave: number;
  /** Board phases of this wave still to end by spawning. */
  spawnsLeft: number;
  /** The team's mana: building costs it, fallen enemies give it. */
  mana: number;
  heroes: HeroState[];
  defenses: DefenseState[];
  enemies: EnemyState[];
  /** The spawn deck by card id, next card first: hidden (views show its size only). */
  deck: string[];
  /** Cards drawn this wave, shuffled back when the wave's spawning is over. */
  used: string[];
  nextId: number;
  result: { won: boolean; reason: string } | null;
}

export interface HeroState {
  /** The hero's id ("countess"); its kit gives its numbers. */
  hero: string;
  seat: number;
  /** Where the hero stands; null while off the board (before placing, or fallen). */
  at: HexName | null;
  health: number;
  /** Spaces of movement left in this Hero phase. */
  steps: number;
  /** Actions (build, repair, heal, attack) left in this Hero phase. */
  actions: number;
  /** Done for this Hero phase (or sitting it out). */
  done: boolean;
  /**
   * Off the board: 'skip' — fallen, sits out the next Hero phase; 'place' — enters on a player spawn at the start of
   * this Hero phase (first move). null while on the board.
   */
  out: 'skip' | 'place' | null;
}

export interface DefenseState {
  id: number;
  defense: string;
  /** The hero (index into `heroes`) who built it. */
  owner: number;
  at: HexName;
  /** The direction (0 E … 5 NE) its spread is turned to. */
  facing: number;
  health: number;
  /** Board phases left face down; 0: face up, ready to attack. */
  cooldown: number;
  /** Delay: an enemy entered its range; it attacks from the next turn. */
  primed?: boolean;
  /** Continuous: attacking, and keeps attacking every turn while enemies are in range. */
  attacking?: boolean;
  /** Lingering X: turns of lingering damage left during this cooldown. */
  lingering?: number;
}

/** What an enemy is after. */
export type Target = { kind: 'defense'; id: number } | { kind: 'hero'; hero: number } | { kind: 'crystal' };

export interface EnemyState {
  id: number;
  enemy: string;
  at: HexName;
  health: number;
  flipped: boolean;
  /** Defenses (by id) that have damaged it: its first choice of target, and what lets it see an Inert defense. */
  damagedBy: number[];
  /** Its current target (kept from the Ninja's ambush; cleared by Calming and the Darkness trap). */
  aggro: Target | null;
  /** Board phases it takes no actions (Stun X). */
  stunned: number;
  /** Weaken: its next attack deals 1 less. */
  weakened: boolean;
  /** Confused: targets another enemy on its next attack phase. */
  confused: boolean;
  /** Calming: targets nothing until next turn (still walks toward the crystal). */
  calmed: boolean;
}

/** What every seat sees: everything but the deck's order. */
export type CrystalView = Omit<CrystalState, 'deck'> & { deckSize: number };
