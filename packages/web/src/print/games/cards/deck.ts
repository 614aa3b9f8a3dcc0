import { content } from '@ramparts/games/cards/content/index.ts';

// Which cards the printed box holds, read from the game's content when asked (a variant patches it first).

/** One printed card: its id as the game names it ("R7a", "J3"), the deck it belongs to, and its rank row. */
export interface PrintedCard {
  id: string;
  /** The deck's letter on the card ("A"), or '' when the box holds one deck. */
  deck: string;
  suit: string;
  /** The rank's id ("7", "A"), or null for a Joker. */
  rank: string | null;
}

/** The most players any deck count takes (rules.json `players`): the largest table the box must serve. */
export const largestTable = (): number => Math.max(...content.rules.players.map((r) => r.max));

/** The fewest decks that take `players` (rules.json `players`), as the game deals when the decks are left out. */
export function decksFor(players: number): number {
  const rows = content.rules.players.filter((r) => players >= r.min && players <= r.max);
  return Math.min(...rows.map((r) => r.decks));
}

/** How many decks the box holds: as many as the largest table needs. */
export const decksPrinted = (): number => decksFor(largestTable());

/** Who plays with how many decks when the decks follow the player count: [{ decks: 1, min: 2, max: 4 }, …]. */
export function deckRows(): { decks: number; min: number; max: number }[] {
  const least = Math.min(...content.rules.players.map((r) => r.min));
  const rows: { decks: number; min: number; max: number }[] = [];
  for (let n = least; n <= largestTable(); n++) {
    const decks = decksFor(n);
    if (!Number.isFinite(decks)) continue;
    const last = rows.at(-1);
    if (last && last.decks === decks && last.max === n - 1) last.max = n;
    else rows.push({ decks, min: n, max: n });
  }
  return rows;
}

/**
 * The cards of deck `index` (0-based) of `decks`: every suit in every rank, then its Jokers, named as the game names
 * them (with two decks every id ends in the deck's letter, and the Jokers are numbered on across the decks).
 */
export function deckCards(index: number, decks: number): PrintedCard[] {
  const { suits, ranks, joker, deckSuffixes } = content.deck;
  const suffix = decks > 1 ? (deckSuffixes[index] ?? String(index + 1)) : '';
  const letter = decks > 1 ? suffix.toUpperCase() : '';
  const cards: PrintedCard[] = [];
  for (const s of suits) for (const r of ranks) cards.push({ id: `${s.id}${r.id}${suffix}`, deck: letter, suit: s.id, rank: r.id });
  for (let j = 1; j <= joker.perDeck; j++) cards.push({ id: `J${index * joker.perDeck + j}`, deck: letter, suit: 'J', rank: null });
  return cards;
}
