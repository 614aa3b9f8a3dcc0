import { checkGolden, conformance } from '@ramparts/engine/testkit';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { coins } from './index.ts';

const file = (name: string) => fileURLToPath(new URL(`./golden/${name}`, import.meta.url));

describe('Coin Siege conformance', () => {
  const setups = [
    { players: 2, options: {} },
    { players: 1, options: { mode: 'solo-defender', difficulty: 'easy' } },
    { players: 1, options: { mode: 'solo-defender', difficulty: 'heroic' } },
    { players: 1, options: { mode: 'solo-attacker', difficulty: 'normal' } },
    { players: 2, options: { mode: 'crusade' } },
    { players: 3, options: { mode: 'crusade' } },
    { players: 4, options: { mode: 'crusade' } },
  ];
  for (const c of conformance(coins, setups)) it(c.name, c.run);
});

describe('Coin Siege golden playthroughs', () => {
  it('a duel between two random players', () => {
    expect(checkGolden(coins, file('duel-random.txt'), { players: 2, seed: 'golden-duel', bots: ['random', 'random'], maxMoves: 100 }).outcome?.winners).toHaveLength(1);
  });

  it('solo as the Defender (normal) against the rules, MCTS defending', () => {
    expect(checkGolden(coins, file('solo-defender.txt'), { players: 1, options: { mode: 'solo-defender', difficulty: 'normal' }, seed: 'golden-solo-defender', bots: ['mcts:60'], maxMoves: 80 }).outcome).not.toBeNull();
  });

  it('solo as the Attacker (easy) against the rules, MCTS attacking', () => {
    expect(checkGolden(coins, file('solo-attacker.txt'), { players: 1, options: { mode: 'solo-attacker', difficulty: 'easy' }, seed: 'golden-solo-attacker', bots: ['mcts:60'], maxMoves: 80 }).outcome).not.toBeNull();
  });

  it('a Crusade for three random players', () => {
    expect(checkGolden(coins, file('crusade-3.txt'), { players: 3, options: { mode: 'crusade' }, seed: 'golden-crusade', bots: ['random', 'random', 'random'], maxMoves: 45 })).toMatchObject({ moves: 45, outcome: null });
  });
});
