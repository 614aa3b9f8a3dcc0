import { checkGolden } from '@ramparts/engine/testkit';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cards } from './index.ts';

const file = (name: string) => fileURLToPath(new URL(`./golden/${name}`, import.meta.url));

describe('Elemental Towers golden playthroughs', () => {
  it('a duel: MCTS against a random player, from the deal into the fight', () => {
    expect(checkGolden(cards, file('duel.txt'), { players: 2, seed: 'golden-duel', bots: ['mcts:60', 'random'], maxMoves: 90 })).toMatchObject({ moves: 90, outcome: null });
  });

  it('three players with Jokers, all MCTS', () => {
    expect(checkGolden(cards, file('three-jokers.txt'), { players: 3, options: { jokers: true }, seed: 'golden-three', bots: ['mcts:40', 'mcts:40', 'mcts:40'], maxMoves: 90 })).toMatchObject({ moves: 90, outcome: null });
  });

  it('a whole random duel to the end (random players take the discard so often that our stall rule forces the tower down)', () => {
    expect(checkGolden(cards, file('random-duel.txt'), { players: 2, seed: 'golden-random', bots: ['random', 'random'], maxMoves: 400 }).outcome).not.toBeNull();
  });
});
