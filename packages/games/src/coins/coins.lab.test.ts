import { createRandom } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content/index.ts';
import { coins } from './index.ts';
import type { CoinsState, Move } from './index.ts';

/** The move types offered from turn 2 on over the first `steps` decisions of a duel, always playing the first legal move. */
function firstMoves(steps: number): string[] {
  const options = coins.options.parse({});
  let s: CoinsState = coins.setup(2, options, createRandom('lab'));
  const seen: string[] = [];
  for (let i = 0; i < steps; i++) {
    const seat = coins.actors(s)[0]!;
    const moves: Move[] = coins.legalMoves(s, seat);
    if (s.realms[0]!.turn >= 2) seen.push(moves.map((m) => m.type).join(','));
    s = coins.play(s, seat, moves[0]!, createRandom(`lab-${i}`));
  }
  return seen;
}

describe('Coin Siege lab hooks', () => {
  it('a patched castle changes the setup, and undo restores it', () => {
    const castle = () => coins.setup(2, coins.options.parse({}), createRandom('lab')).realms[0]!.castle;
    const before = castle();
    const undo = coins.content!.apply({ 'setup.json': { castle: [5, 5, 5] } });
    expect(castle()).toBe(15);
    undo();
    expect(castle()).toBe(before);
  });

  it('the last placement turn is read at call time: no new soldier once it has passed', () => {
    const before = firstMoves(12);
    expect(before.some((types) => types.includes('place'))).toBe(true);
    const undo = coins.content!.apply({ 'rules.json': { lastPlacementTurn: 1 } });
    try {
      expect(content.rules.lastPlacementTurn).toBe(1);
      const after = firstMoves(12);
      expect(after.length).toBeGreaterThan(0);
      expect(after.some((types) => types.includes('place'))).toBe(false);
    } finally {
      undo();
    }
    expect(firstMoves(12)).toEqual(before);
  });

  it('the difficulty ladder runs easy to heroic in each solo mode, one player each', () => {
    expect(coins.difficultySteps!.map((s) => s.id)).toEqual([
      'solo-defender-easy',
      'solo-defender-normal',
      'solo-defender-heroic',
      'solo-attacker-easy',
      'solo-attacker-normal',
      'solo-attacker-heroic',
    ]);
    expect(coins.versusModes!.map((m) => m.id)).toEqual(['duel', 'crusade']);
  });
});
