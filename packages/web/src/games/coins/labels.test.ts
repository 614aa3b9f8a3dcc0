import { Match } from '@ramparts/engine';
import { coins } from '@ramparts/games/coins/index.ts';
import type { CoinsView, SoldierView } from '@ramparts/games/coins/view.ts';
import { describe, expect, it } from 'vitest';
import { label } from './labels.ts';

describe('Coin Siege step words', () => {
  it('#31 two soldiers of one value stacked on a square are told apart by their place in the stack (the menu showed two equal lines)', () => {
    const v = structuredClone(Match.create(coins, { players: 2, options: {}, seed: 'labels' }).view(0)) as CoinsView;
    const one: SoldierView = { value: 1, wounded: false, owner: 0, moved: false } as SoldierView;
    v.maps[0].squares[8] = [one, { ...one }];
    v.maps[0].squares[4] = [{ ...one, value: 2 }];
    const bottom = label('soldier:0:9:0', v);
    const top = label('soldier:0:9:1', v);
    expect(bottom).toBe('Move the 1c soldier at the bottom of square 9');
    expect(top).toBe('Move the 1c soldier on top of square 9');
    expect(label('soldier:0:5:0', v)).toBe('Move the 2c soldier on square 5');
  });
});
