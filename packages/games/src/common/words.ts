// Small English helpers every game's log and menus share.
import { resultHeadline, type Outcome } from '@ramparts/engine';

const irregular: Record<string, string> = { die: 'dice', gold: 'gold', mana: 'mana', health: 'health' };

/** "1 tower", "3 towers", "2 dice", "4 bonuses". */
export const plural = (n: number, word: string): string => `${n} ${n === 1 ? word : (irregular[word] ?? (word.endsWith('s') ? `${word}es` : `${word}s`))}`;

/** "a" or "an" before a name. */
/** The words with their first letter a capital ("archery tower" → "Archery tower"). */
export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const article = (name: string): string => (/^[AEIOU]/i.test(name) ? `an ${name}` : `a ${name}`);

/**
 * A match ended outside the rules (a resignation, a time-out), as a board's text says it in place of whose turn it
 * is: "Attacker wins. Defender resigned."
 */
export const endedWords = (ended: Outcome, seatNames: readonly string[]): string => `${resultHeadline(ended, { play: 'competitive', seatNames, viewers: [] })}. ${ended.reason}`;
