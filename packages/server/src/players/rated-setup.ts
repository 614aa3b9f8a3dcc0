import type { AnyGame } from '@ramparts/engine';
import { botRating } from './bot-ratings.ts';
import { ratedModeOf, ratedModesOf } from './modes.ts';

/**
 * Why a match asked to be rated cannot be (#29), in a sentence, or null when it can: only the competitive set-ups are
 * rated, a bot seat must be a level whose fixed rating the lab measured, and a rated match has no hints (its undo is
 * refused at play). `kinds` is one entry per seat: 'human' or a bot spec.
 */
export function ratedProblem(game: AnyGame, options: unknown, players: number, kinds: readonly string[], hints: boolean): string | null {
  const mode = ratedModeOf(game, options, players);
  if (!mode) {
    const modes = ratedModesOf(game).map((m) => m.label);
    return modes.length === 0 ? `${game.title} has no rated games: it is played together, and its records are kept instead.` : `Only the competitive set-ups of ${game.title} are rated (${modes.join('; ')}), with two players or more: this one is not.`;
  }
  if (hints) return 'A rated match has no hints: turn hints off, or play it unrated.';
  const bot = kinds.find((k) => k !== 'human' && !botRating(game.id, mode.id, k));
  if (bot !== undefined) return `In a rated match a bot plays at a level with a fixed rating (easy, normal or hard): "${bot}" has none.`;
  return null;
}
