import { RuleError, type Random } from '@ramparts/engine';
import { z } from 'zod';
import { content } from '../content/index.ts';
import { FRESH_TURN, type CardsState } from '../state.ts';
import { deckCards } from './cards.ts';

/**
 * Setup choices: the number of decks, with or without Jokers. Left out, the decks follow the player count (one
 * deck for 2-4 players, two for 5-8: "you may need to use more than one deck"); records name theirs. `endStalls`
 * (our rule, on by default) makes every game end: README, "A table that stalls".
 */
export const optionsSchema = z.object({
  decks: z.number().int().min(1).max(2).optional().describe('1 or 2; left out, one deck for 2 to 4 players and two for 5 to 8'),
  jokers: z.boolean().default(false),
  endStalls: z
    .boolean()
    .default(true)
    .describe('true: too many cards taken from the discard pile while towers wait forces them down, so every game ends; false: only an empty draw pile does'),
});
export type CardsOptions = z.infer<typeof optionsSchema>;

/** How many players each number of decks takes (content/rules.json), fewest decks first. */
const ROWS = content.rules.players.slice().sort((a, b) => a.decks - b.decks);
const DECK_WORDS = ['no deck', 'one deck', 'two decks'];
const decksWords = (n: number): string => DECK_WORDS[n] ?? `${n} decks`;
const range = (min: number, max: number): string => (min === max ? `${min}` : `${min} to ${max}`);

/** The automatic choice, in words: "one deck for 2 to 4 players, two decks for 5 to 8". */
function automatic(): string {
  let from = ROWS[0].min;
  return ROWS.map((r, i) => {
    const words = `${decksWords(r.decks)} for ${range(from, r.max)}${i === 0 ? ' players' : ''}`;
    from = r.max + 1;
    return words;
  }).join(', ');
}

/** The fewest decks that take this many players, when the options leave the decks out. */
function autoDecks(players: number): number | undefined {
  return ROWS.find((r) => players >= r.min && players <= r.max)?.decks;
}

/** The decks a table of `players` plays with. */
export const decksFor = (players: number, options: CardsOptions): number => options.decks ?? autoDecks(players) ?? ROWS[0].decks;

/**
 * The player counts these options allow; `note` says what other deck choices allow, for a refusal to say what
 * would work.
 */
export function playerCounts(options: CardsOptions): { min: number; max: number; note: string } {
  if (options.decks === undefined) {
    return { min: Math.min(...ROWS.map((r) => r.min)), max: Math.max(...ROWS.map((r) => r.max)), note: `The decks follow the player count: ${automatic()}.` };
  }
  const row = ROWS.find((r) => r.decks === options.decks);
  if (!row) throw new RuleError('bad-options', `Elemental Towers is played with ${ROWS.map((r) => decksWords(r.decks)).join(' or ')}.`);
  const others = ROWS.filter((r) => r !== row).map((r) => `with ${decksWords(r.decks)} it takes ${range(r.min, r.max)}`);
  const note = `${others.join(', ')}; left out, the decks follow the player count (${automatic()}).`;
  return { min: row.min, max: row.max, note: note.charAt(0).toUpperCase() + note.slice(1) };
}

/** The Deal: shuffle, five cards each, the rest is the draw pile. The player left of the dealer (seat 0) starts. */
export function setup(players: number, options: CardsOptions, random: Random): CardsState {
  const { min, max, note } = playerCounts(options);
  if (!Number.isInteger(players) || players < min || players > max) {
    throw new RuleError('bad-player-count', `Elemental Towers with these options takes ${range(min, max)} players, not ${players}. ${note}`);
  }
  const decks = decksFor(players, options);
  const pile = random.shuffle(deckCards(decks, options.jokers));
  const hands: string[][] = Array.from({ length: players }, () => []);
  for (let k = 0; k < content.rules.deal; k++) for (let seat = 0; seat < players; seat++) hands[seat].push(pile.pop()!);
  return {
    decks,
    jokers: options.jokers,
    endStalls: options.endStalls,
    takes: 0,
    turn: 0,
    step: 'build',
    ...FRESH_TURN,
    nextAttack: 1,
    pile,
    discard: [],
    rubble: [],
    players: hands.map((hand) => ({ hand, tower: null, out: false, mustBuild: false })),
    flight: [],
    winners: null,
  };
}
