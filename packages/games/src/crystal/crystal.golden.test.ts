import { checkGolden } from '@ramparts/engine/testkit';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crystal } from './index.ts';

const file = (name: string) => fileURLToPath(new URL(`./golden/${name}`, import.meta.url));

describe('Crystal Defenders golden playthroughs', () => {
  it('The Old Keep for one person (Squire & Apprentice), the heuristic bot, to the end of the game', () => {
    expect(checkGolden(crystal, file('keep-heuristic-solo.txt'), { players: 1, seed: 'golden-keep', bots: ['heuristic'], maxMoves: 400 }).outcome).not.toBeNull();
  }, 60_000);
  it('Crossroads for two (Squire, Apprentice), random moves, its first phases', () => {
    expect(checkGolden(crystal, file('crossroads-random-two.txt'), { players: 2, options: { map: 'crossroads' }, seed: 'golden-cross', bots: ['random', 'random'], maxMoves: 40 })).toMatchObject({ moves: 40 });
  });
  it('Twin Gates for three with four heroes on hard, the heuristic bot and random players, its first phases', () => {
    expect(
      checkGolden(crystal, file('twin-gates-three-hard.txt'), { players: 3, options: { map: 'twin-gates', heroes: 4, difficulty: 'hard' }, seed: 'golden-twin', bots: ['heuristic', 'random', 'random'], maxMoves: 60 }),
    ).toMatchObject({ moves: 60 });
  }, 60_000);
});
