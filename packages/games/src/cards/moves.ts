import { z } from 'zod';
import type { CardId, Suit } from './state.ts';

/** Where a card is drawn from: the top of the draw pile (hidden) or of the discard pile (face up). */
export type Source = 'pile' | 'discard';

/** The moves of Elemental Towers (README.md "Moves"). */
export type CardsMove =
  /** Part 1: put `card` on the discard pile, then take a card from `from` (the discard's top from before). */
  | { type: 'swap'; card: CardId; from: Source }
  /** Part 1: lay the tower down (the best tower the hand makes), then draw three. */
  | { type: 'build' }
  /** Start of turn: the attack `attack` of yours hits this level of its target. */
  | { type: 'land'; attack: number; level: Suit }
  /** Send `card` by catapult toward `target`'s tower (`as`: the suit a Joker plays as). */
  | { type: 'attack'; card: CardId; target: number; as?: Suit }
  /** Deflect the attack in flight `attack` with `card` (stronger suit, equal or higher rank). */
  | { type: 'deflect'; card: CardId; attack: number; as?: Suit }
  /** Turn a damaged level upright again, discarding a card of its suit. */
  | { type: 'repair'; card: CardId; level: Suit }
  /** Put a card of the level's suit where a destroyed level was. */
  | { type: 'rebuild'; card: CardId; level: Suit }
  /** Use a play to discard a card. */
  | { type: 'discard'; card: CardId }
  /** End of turn: draw one card. */
  | { type: 'draw'; from: Source }
  /** Decline the Moat's optional third card. */
  | { type: 'stop' };

const suit = z.enum(['R', 'P', 'S', 'W', 'L']);
const card = z.string().regex(/^(?:[RPSWL](?:[2-9]|10|[JQKA])[ab]?|J[1-9])$/, 'not a card');
const source = z.enum(['pile', 'discard']);
const index = z.number().int().min(0).max(1_000_000);

export const moveSchema: z.ZodType<CardsMove> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('swap'), card, from: source }),
  z.object({ type: z.literal('build') }),
  z.object({ type: z.literal('land'), attack: index, level: suit }),
  z.object({ type: z.literal('attack'), card, target: z.number().int().min(0).max(15), as: suit.optional() }),
  z.object({ type: z.literal('deflect'), card, attack: index, as: suit.optional() }),
  z.object({ type: z.literal('repair'), card, level: suit }),
  z.object({ type: z.literal('rebuild'), card, level: suit }),
  z.object({ type: z.literal('discard'), card }),
  z.object({ type: z.literal('draw'), from: source }),
  z.object({ type: z.literal('stop') }),
]);
