import { content } from '../content/index.ts';
import type { CardId, Suit } from '../state.ts';

const { deck } = content;

/** The suits in tower order: index 0 Foundation (Rock) … 4 Dragon (Lizard). */
export const SUITS: readonly Suit[] = deck.suits.map((s) => s.id);
export const ROCK = 0;
export const PAPER = 1;
export const SCISSORS = 2;
export const WATER = 3;
export const LIZARD = 4;
/** The suit index of a Joker: none until its player names one. */
export const JOKER = -1;

const SUIT_INDEX: Record<Suit, number> = { R: 0, P: 1, S: 2, W: 3, L: 4 };
export const suitIndex = (s: Suit): number => SUIT_INDEX[s];
export const suitName = (s: Suit | number): string => deck.suits[typeof s === 'number' ? s : SUIT_INDEX[s]].name;
export const levelName = (s: Suit | number): string => deck.suits[typeof s === 'number' ? s : SUIT_INDEX[s]].level;

/** BEATS[a][b]: suit a is stronger than suit b (content/deck.json: each suit beats exactly two). */
const BEATS: boolean[][] = deck.suits.map((a) => deck.suits.map((b) => a.beats.includes(b.id)));
export const beats = (a: number, b: number): boolean => BEATS[a][b];

interface CardInfo {
  /** Suit index 0..4, or JOKER. */
  suit: number;
  /**
   * The card's rank row in content/deck.json (or the Joker's), read at each call so the lab's patches of `tower`
   * and `attack` take effect: `tower` when building and defending (Ace high), `attack` when attacking (Ace low,
   * above a Joker).
   */
  rank: { readonly tower: number; readonly attack: number };
  name: string;
}

const JOKER_RANK = {
  get tower(): number {
    return deck.joker.rank;
  },
  get attack(): number {
    return deck.joker.rank;
  },
};

const INFO = new Map<CardId, CardInfo>();
for (const suffix of ['', ...deck.deckSuffixes]) {
  for (const s of deck.suits) {
    for (const r of deck.ranks) INFO.set(`${s.id}${r.id}${suffix}`, { suit: SUIT_INDEX[s.id], rank: r, name: `${r.name} of ${s.name}` });
  }
}
for (let j = 1; j <= deck.joker.perDeck * deck.deckSuffixes.length; j++) INFO.set(`J${j}`, { suit: JOKER, rank: JOKER_RANK, name: 'Joker' });

function info(card: CardId): CardInfo {
  const i = INFO.get(card);
  if (!i) throw new Error(`Elemental Towers: no such card "${card}"`);
  return i;
}

export const isCard = (card: string): boolean => INFO.has(card);
/** Suit index, or JOKER. */
export const suitOf = (card: CardId): number => info(card).suit;
export const isJoker = (card: CardId): boolean => info(card).suit === JOKER;
/** Rank as a tower level or a deflecting card: Ace highest, Joker lowest. */
export const towerRank = (card: CardId): number => info(card).rank.tower;
/** Rank as an attack: Ace below 2, still above a Joker. */
export const attackRank = (card: CardId): number => info(card).rank.attack;
/** "7 of Rock", "Ace of Lizard", "Joker". */
export const cardName = (card: CardId): string => info(card).name;
/** "the 7 of Rock", "a Joker". */
export const theCard = (card: CardId): string => (isJoker(card) ? 'a Joker' : `the ${cardName(card)}`);

/** Every card of a game with these options, in a fixed order. */
export function deckCards(decks: number, jokers: boolean): CardId[] {
  const out: CardId[] = [];
  const suffixes = decks === 1 ? [''] : deck.deckSuffixes.slice(0, decks);
  for (const suffix of suffixes) {
    for (const s of deck.suits) for (const r of deck.ranks) out.push(`${s.id}${r.id}${suffix}`);
  }
  if (jokers) for (let j = 1; j <= deck.joker.perDeck * decks; j++) out.push(`J${j}`);
  return out;
}
