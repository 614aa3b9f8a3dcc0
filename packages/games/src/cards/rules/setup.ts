import { RuleError, type Random } from '@ramparts/engine';
import { z } from 'zod';
import { content } from '../content/index.ts';
import { FRESH_TURN, type CardsState } from '../state.ts';
import { deckCards } from './cards.ts';

/** Setup choices: one deck (2-4 players) or two (up to 8), with or without Jokers. */
export const optionsSchema = z.object({
  decks: z.number().int().min(1).max(2).default(1),
  jokers: z.boolean().default(false),
});
export type CardsOptions = z.infer<typeof optionsSchema>;

export function playerCounts(options: CardsOptions): { min: number; max: number } {
  const row = content.rules.players.find((r) => r.decks === options.decks);
  if (!row) throw new RuleError('bad-options', `Elemental Towers is played with ${content.rules.players.map((r) => r.decks).join(' or ')} decks.`);
  return { min: row.min, max: row.max };
}

/** The Deal: shuffle, five cards each, the rest is the draw pile. The player left of the dealer (seat 0) starts. */
export function setup(players: number, options: CardsOptions, random: Random): CardsState {
  const { min, max } = playerCounts(options);
  if (!Number.isInteger(players) || players < min || players > max) {
    throw new RuleError('bad-player-count', `Elemental Towers with ${options.decks === 1 ? 'one deck' : 'two decks'} takes ${min} to ${max} players, not ${players}.`);
  }
  const pile = random.shuffle(deckCards(options.decks, options.jokers));
  const hands: string[][] = Array.from({ length: players }, () => []);
  for (let k = 0; k < content.rules.deal; k++) for (let seat = 0; seat < players; seat++) hands[seat].push(pile.pop()!);
  return {
    decks: options.decks,
    jokers: options.jokers,
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
    events: [],
  };
}
