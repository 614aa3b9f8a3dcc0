import type { CardFace } from './content/index.ts';

/**
 * The whole game as plain JSON. Content (enemy stats, tower costs, the map graph) is looked up by id in `content/`,
 * so a state holds only what changes.
 */
export interface DiceState {
  scenario: string;
  map: string;
  /** People at the table (seats); heroes are dealt to them. */
  players: number;
  difficulty: Difficulty;
  /** Rounds start with the Event phase; round 1 is played from setup. */
  round: number;
  phase: 'players' | 'over';
  result: { won: boolean; reason: string } | null;
  heroes: HeroState[];
  /** The hero acting in the Players phase (index into `heroes`), -1 when the game is over. */
  current: number;
  gold: number;
  /** The gate dice still in play, each 1-6; a die that falls to 0 is gone for good. */
  gate: number[];
  towers: TowerState[];
  /** Unclaimed rewards (gold) piled by each tower site. */
  piles: Record<string, number>;
  /** Minion tokens on the map, one stack per type and space. */
  minions: Stack[];
  bosses: BossState[];
  /** Minion tokens left in the box, by minion id. */
  supply: Record<string, number>;
  /** The event deck, next card first; its order is hidden (views show the size and the next card's back). */
  deck: Card[];
  /** Drawn cards, first drawn first. */
  discard: Card[];
  /** A Wait card is in force: no card is drawn until the map is clear. */
  waiting: boolean;
  /** Bosses slain, by id. */
  slain: string[];
  /** Whether any hero has been severely wounded (the "protect" objectives lose on it). */
  wounded: boolean;
}

export type Difficulty = 'rulebook' | 'easy' | 'normal' | 'hard';

export interface HeroState {
  id: string;
  seat: number;
  /** The path space the hero stands on, null while mounted in a tower. */
  space: string | null;
  /** The site of the tower the hero has mounted, or null. */
  tower: string | null;
  health: number;
  maxHealth: number;
  /** Actions left in this Players phase. */
  actions: number;
  /** Severely wounded: skips the next Players phase. */
  skip: boolean;
  /** For the campaign's scars and veteran perks (absent until it happens): times severely wounded this game, */
  wounds?: number;
  /** minions slain by this hero's own attacks, and bosses slain by them (ids; replaced, never mutated). */
  kills?: number;
  bossesSlain?: string[];
}

export interface Stack {
  enemy: string;
  space: string;
  count: number;
}

export interface BossState {
  boss: string;
  space: string;
  /** 6s still needed to slay it. */
  health: number;
}

export interface TowerState {
  site: string;
  tower: string;
  level: number;
}

export interface Card {
  /** Unique in the game ("card-7" in secrets); never shown for a card still in the deck. */
  id: number;
  back: string;
  face: Face;
}

/** A card's face with ids resolved: minion/boss/event ids, not printed names. */
export type Face = CardFace;

export function cloneState(s: DiceState): DiceState {
  return {
    ...s,
    result: s.result && { ...s.result },
    heroes: s.heroes.map((h) => ({ ...h })),
    gate: s.gate.slice(),
    towers: s.towers.map((t) => ({ ...t })),
    piles: { ...s.piles },
    minions: s.minions.map((m) => ({ ...m })),
    bosses: s.bosses.map((b) => ({ ...b })),
    supply: { ...s.supply },
    // Cards are never mutated: sharing them is safe.
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    slain: s.slain.slice(),
  };
}
