import { describe, expect, it } from 'vitest';
import { content } from './content/index.ts';
import { beats, suitIndex } from './rules/cards.ts';
import type { Suit } from './state.ts';

const stronger = (a: Suit, b: Suit): boolean => beats(suitIndex(a), suitIndex(b));

describe('Elemental Towers: the suits', () => {
  it('each suit beats exactly two others: Rock beats Scissors and Lizard; Paper beats Rock and Water; Scissors beats Paper and Lizard; Water beats Rock and Scissors; Lizard beats Paper and Water', () => {
    const table: Record<Suit, Suit[]> = { R: ['S', 'L'], P: ['R', 'W'], S: ['P', 'L'], W: ['R', 'S'], L: ['P', 'W'] };
    for (const a of Object.keys(table) as Suit[]) {
      for (const b of Object.keys(table) as Suit[]) expect(stronger(a, b), `${a} beats ${b}`).toBe(table[a].includes(b));
    }
    expect(content.deck.suits.map((s) => `${s.level} (${s.name})`)).toEqual(['Foundation (Rock)', 'Government (Paper)', 'Soldiers (Scissors)', 'Moat (Water)', 'Dragon (Lizard)']);
  });

  it('of any two different suits exactly one beats the other', () => {
    const suits: Suit[] = ['R', 'P', 'S', 'W', 'L'];
    for (const a of suits) for (const b of suits) if (a !== b) expect(stronger(a, b) !== stronger(b, a)).toBe(true);
  });

  it('the table agrees with every example of the seed', () => {
    // "Lizard can damage the Paper or Water levels but not the Rock, Scissors or Lizard levels".
    expect(['P', 'W'].every((b) => stronger('L', b as Suit))).toBe(true);
    expect(['R', 'S', 'L'].some((b) => stronger('L', b as Suit))).toBe(false);
    // "any Scissors or Rock card would destroy the Dragon/Lizard level".
    expect(stronger('S', 'L') && stronger('R', 'L')).toBe(true);
    // "An attack by the 2 of Lizard is deflected by the 5 of Rock".
    expect(stronger('R', 'L')).toBe(true);
    // "a 10 of Rock can deflect a 10 of Scissors or Lizard".
    expect(stronger('R', 'S') && stronger('R', 'L')).toBe(true);
    // "An undamaged 10 of Rock in a tower only takes damage … from a 10 of Paper or Water".
    expect((['R', 'P', 'S', 'W', 'L'] as Suit[]).filter((a) => stronger(a, 'R'))).toEqual(['P', 'W']);
    // "if a tower only has Rock, Paper, and Water levels you can launch an attack with a Rock card even though none
    // of those levels would take damage. However if the player rebuilds the Lizard or Scissors level …".
    expect(['R', 'P', 'W'].some((b) => stronger('R', b as Suit))).toBe(false);
    expect(stronger('R', 'L') && stronger('R', 'S')).toBe(true);
    // "A Tower about to be destroyed by an attack from the 4 of Lizard", "A damaged Tower under attack from the
    // 2 of Lizard": Lizard threatens the Government and the Moat.
    expect((['R', 'P', 'S', 'W', 'L'] as Suit[]).filter((b) => stronger('L', b))).toEqual(['P', 'W']);
    // The Scissors-level repair example: a Scissors card repairs the Soldiers (same suit, no strength needed).
    expect(stronger('S', 'S')).toBe(false);
  });
});
