import { checkGolden } from '@ramparts/engine/testkit';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dice } from './index.ts';

const file = (name: string) => fileURLToPath(new URL(`./golden/${name}`, import.meta.url));

describe('Gate Defense golden playthroughs', () => {
  it('Scenario 1 solo (Keith & Glorbud), random moves, to the end of the game', () => {
    expect(checkGolden(dice, file('scenario1-random-solo.txt'), { players: 1, seed: 'golden-s1', bots: ['random'], maxMoves: 300 }).outcome).not.toBeNull();
  });
  it('The Dwarves\' Betrayal for two, MCTS and a random player, its first rounds', () => {
    expect(checkGolden(dice, file('scenario3-two.txt'), { players: 2, options: { scenario: '3' }, seed: 'golden-s3', bots: ['mcts:40', 'random'], maxMoves: 30 })).toMatchObject({ moves: 30, outcome: null });
  });
  it('Flambee\'s Crossing for three with five heroes, random moves, its first rounds', () => {
    expect(checkGolden(dice, file('scenario4-three.txt'), { players: 3, options: { scenario: '4', heroes: 5 }, seed: 'golden-s4', bots: ['random', 'random', 'random'], maxMoves: 40 })).toMatchObject({ moves: 40, outcome: null });
  });
});
