import { dice } from '@ramparts/games/dice/index.ts';
import type { AnyGame } from '@ramparts/engine';
import { READY_EXPERIMENTS } from '@ramparts/lab/ready/index.ts';
import { describe, expect, it } from 'vitest';
import { measureKinds, planExperiment, sweepPaths } from './measure.ts';

const game = dice as AnyGame;

describe('the studio’s Measure plans the lab’s own experiments', () => {
  it('the same experiment as the command it shows (chunks of two aside: the numbers do not depend on them)', () => {
    const { experiment, command } = planExperiment(game, { kind: 'difficulty', games: 4, bots: 'normal' });
    const [cli] = READY_EXPERIMENTS.difficulty.plan(game, { games: 4, bots: 'normal' });
    expect({ ...experiment, chunk: undefined }).toEqual({ ...cli!.experiment, chunk: undefined });
    expect(command).toBe('ramparts lab difficulty dice --games 4 --bots normal');
  });

  it('a sweep on a ladder step carries the step’s band and says its command', () => {
    const { experiment, command } = planExperiment(game, { kind: 'sweep', games: 10, bots: '', vary: 'towers.json.towers.archery.purchase=2..6:2', step: 'scenario-1-normal' });
    expect(experiment).toMatchObject({ band: 'normal', options: { scenario: '1', difficulty: 'normal' } });
    expect(experiment.axes[0]).toEqual({ path: 'content.towers.json.towers.0.purchase', values: [2, 4, 6] });
    expect(command).toBe('ramparts lab sweep dice --vary towers.json.towers.archery.purchase=2..6:2 --step scenario-1-normal --games 10');
  });

  it('offers the ladder, the bots and a sweep for Gate Defense, and names its numbers as a sweep reads them', () => {
    expect(measureKinds(game)).toEqual(['difficulty', 'bots', 'sweep']);
    expect(sweepPaths(game)).toContain('towers.json.towers.archery.purchase');
  });
});
