import { parseContent } from '@ramparts/engine';
import { z } from 'zod';
import deckJson from './deck.json' with { type: 'json' };
import rulesJson from './rules.json' with { type: 'json' };

const suitId = z.enum(['R', 'P', 'S', 'W', 'L']);
const count = z.number().int().min(0);
const positive = z.number().int().min(1);

const deckSchema = z.object({
  /** The five suits in tower order, bottom (Foundation) to top (Dragon). */
  suits: z
    .array(z.object({ id: suitId, name: z.string().min(1), level: z.string().min(1), beats: z.array(suitId).length(2) }))
    .length(5),
  /** Ranks low to high; `tower` counts when building and defending, `attack` when attacking (an Ace is low there). */
  ranks: z
    .array(z.object({ id: z.string().regex(/^(?:[2-9]|10|[JQKA])$/), name: z.string().min(1), tower: positive, attack: positive }))
    .min(1),
  /** Jokers per deck (only with the `jokers` option) and their rank, below every card. */
  joker: z.object({ perDeck: count, rank: count }),
  /** With two decks, card ids end in these letters so that every card has its own id. */
  deckSuffixes: z.array(z.string().regex(/^[a-z]$/)).length(2),
});

const rulesSchema = z.object({
  deal: positive,
  playsPerTurn: positive,
  handLimit: positive,
  moatHandLimit: positive,
  drawsPerTurn: positive,
  maxDrawsPerTurn: positive,
  drawsAfterBuilding: positive,
  attacksPerTurn: positive,
  dragonAttacksPerTurn: positive,
  deflectionsPerTurn: positive,
  soldierDeflectionsPerTurn: positive,
  mendsPerTurn: positive,
  /** Discards a turn may hold while another play is possible ("one play and one discard"). */
  discardsWhilePlayable: count,
  /**
   * Option `endStalls`: cards taken from the discard pile while someone still builds, per seat at the table, before
   * everyone still building must lay a tower down, as when the draw pile runs out (our rule: every game ends).
   */
  stallTakesPerPlayer: positive,
  players: z.array(z.object({ decks: positive, min: positive, max: positive })).min(1),
});


const deck = parseContent('cards', 'deck.json', deckSchema, deckJson);
const rules = parseContent('cards', 'rules.json', rulesSchema, rulesJson);

/** The checks across files, on the files as they are or as a variant would make them (`contentOf`'s cross-check). */
export function checkCards(f: Record<string, unknown>): void {
  const deck = f['deck.json'] as z.infer<typeof deckSchema>;
  const rules = f['rules.json'] as z.infer<typeof rulesSchema>;
  // The tower is built bottom to top Rock, Paper, Scissors, Water, Lizard: the code indexes levels by suit.
  if (deck.suits.map((s) => s.id).join('') !== 'RPSWL') throw new Error('cards content deck.json: suits must be listed R, P, S, W, L (the tower order)');
  for (const a of deck.suits) {
    if (a.beats.includes(a.id) || new Set(a.beats).size !== 2) throw new Error(`cards content deck.json: ${a.name} must beat two other suits`);
    for (const b of deck.suits) {
      if (a === b) continue;
      const ab = a.beats.includes(b.id);
      const ba = b.beats.includes(a.id);
      if (ab === ba) throw new Error(`cards content deck.json: exactly one of ${a.name} and ${b.name} must beat the other`);
    }
  }
  if (new Set(deck.ranks.map((r) => r.id)).size !== deck.ranks.length) throw new Error('cards content deck.json: rank ids must differ');
  if (deck.ranks.some((r) => r.tower <= deck.joker.rank || r.attack <= deck.joker.rank)) throw new Error('cards content deck.json: Jokers rank below every card');
  if (rules.moatHandLimit < rules.handLimit) throw new Error('cards content rules.json: the Moat cannot shrink the hand');
  if (rules.maxDrawsPerTurn < rules.drawsPerTurn) throw new Error('cards content rules.json: maxDrawsPerTurn below drawsPerTurn');
  for (const p of rules.players) {
    const cards = p.decks * deck.suits.length * deck.ranks.length;
    if (rules.deal * p.max > cards) throw new Error(`cards content rules.json: a deal of ${rules.deal} to each of ${p.max} players needs more than the ${cards} cards of ${p.decks} ${p.decks === 1 ? 'deck' : 'decks'}`);
  }
}
checkCards({ 'deck.json': deck, 'rules.json': rules });

/** Every number of Elemental Towers, validated at import. */
export const content = { deck, rules };
export type Content = typeof content;

/**
 * Each content file's live parsed object and its schema, for the lab (`contentOf`). Card ids, suits and the number
 * of Jokers are fixed at load (rules/cards.ts); ranks and rules numbers are read at call time (README, "Lab").
 */
export const files = {
  'deck.json': { data: deck, schema: deckSchema },
  'rules.json': { data: rules, schema: rulesSchema },
};
