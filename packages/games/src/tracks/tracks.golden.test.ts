import { checkGolden } from '@ramparts/engine/testkit';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tracks } from './index.ts';

const file = (name: string) => fileURLToPath(new URL(`./golden/${name}`, import.meta.url));

describe('Tracks & Waves golden playthroughs', () => {
  it('Level 1, Mode 1 for two: MCTS and a random player, from the starting credits into the first waves', () => {
    expect(checkGolden(tracks, file('beginner-two.txt'), { players: 2, seed: 'golden-beginner', bots: ['mcts:30', 'random'], maxMoves: 60 })).toMatchObject({ moves: 60, outcome: null });
  });
  it('a whole solo session of random moves to its end', () => {
    expect(checkGolden(tracks, file('random-solo.txt'), { players: 1, options: { difficulty: '1/2' }, seed: 'golden-solo', bots: ['random'], maxMoves: 400 }).outcome).not.toBeNull();
  });
});
