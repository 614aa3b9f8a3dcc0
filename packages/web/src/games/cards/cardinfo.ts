/** What the board needs to know of a card id ("R7", "P10a", "LA", "J2"): the games package exports only its registry. */

export const SUITS = ['R', 'P', 'S', 'W', 'L'] as const;
export type SuitLetter = (typeof SUITS)[number];
export const SUIT_NAMES = ['Rock', 'Paper', 'Scissors', 'Water', 'Lizard'];
/** The tower levels, bottom to top, one per suit. */
export const LEVELS = ['Foundation', 'Government', 'Soldiers', 'Moat', 'Dragon'];
/** What each level's bonus does while it stands undamaged. */
export const LEVEL_BONUS = [
  'with the Government, lets you rebuild a destroyed level',
  'lets you repair a damaged level',
  'lets you deflect two attacks a turn',
  'lets you hold five cards instead of three',
  'lets you send two attacks a turn',
];
/** Each suit's colour (at least 4.5:1 on the card's white) and what it beats. */
export const SUIT_COLOURS: Record<SuitLetter | 'J', string> = { R: '#6d4c41', P: '#3949ab', S: '#c62828', W: '#0268a8', L: '#2e7d32', J: '#7b1fa2' };
export const BEATS: Record<SuitLetter, SuitLetter[]> = { R: ['S', 'L'], P: ['R', 'W'], S: ['P', 'L'], W: ['R', 'S'], L: ['P', 'W'] };

export const isJoker = (id: string): boolean => /^J\d$/.test(id);
export const suitIndex = (s: string): number => SUITS.indexOf(s as SuitLetter);
export const suitName = (s: string): string => SUIT_NAMES[suitIndex(s)] ?? s;
/** "7", "10", "A" (the deck letter of a two-deck game dropped); a Joker has none. */
export const rankOf = (id: string): string => (isJoker(id) ? '' : id.slice(1).replace(/[ab]$/, ''));
const RANK_WORDS: Record<string, string> = { J: 'Jack', Q: 'Queen', K: 'King', A: 'Ace' };

/** "R7" → "7 of Rock", "PAa" → "Ace of Paper", "J1" → "Joker". */
export function cardName(id: string): string {
  if (isJoker(id)) return 'Joker';
  const r = rankOf(id);
  return `${RANK_WORDS[r] ?? r} of ${suitName(id[0])}`;
}

/** What a card does, for its tooltip: "7 of Rock: beats Scissors and Lizard". */
export function cardTip(id: string): string {
  if (isJoker(id)) return 'Joker: stands in for any suit you name, lowest rank (0)';
  const beats = BEATS[id[0] as SuitLetter].map(suitName).join(' and ');
  return `${cardName(id)}: beats ${beats}${rankOf(id) === 'A' ? '; an Ace is highest in a tower or deflecting, lowest when attacking' : ''}`;
}

/** "Government (Paper)". */
export const levelWords = (i: number): string => `${LEVELS[i]} (${SUIT_NAMES[i]})`;
