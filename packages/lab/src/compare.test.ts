import { describe, expect, it } from 'vitest';
import { chartsFor } from './charts.ts';
import { sideBySide } from './compare.ts';
import { memoryStore, runCells } from './run-core.ts';
import { inThreadExecutor } from './pool.ts';
import { fakeKit } from './testing/fake-kit.ts';
import type { Experiment } from './types.ts';

const experiment: Experiment = { name: 'Sprint', game: 'sprint', options: {}, bots: 'random', axes: [{ path: 'players', values: [2, 3] }], stop: { games: 6 }, chunk: 3, seed: 'cmp' };
const longTrack = { format: 1 as const, game: 'sprint', name: 'Long track', patch: { 'sprint.json': { track: { length: 30 } } } };
const run = (e: Experiment) => runCells(e, fakeKit, memoryStore(), { executor: inThreadExecutor(fakeKit), inFlight: { max: 1, ahead: 1 } });

describe('the original and a variant side by side', () => {
  it('one summary: each cell twice on the same seeds, told apart by a Content axis the charts draw as two series', async () => {
    const original = await run(experiment);
    const variant = await run({ ...experiment, variant: longTrack });
    const both = sideBySide(original, variant, 'Long track');
    expect(both.cells.map((c) => c.cell.label)).toEqual(['Original · players 2', 'Original · players 3', 'Long track · players 2', 'Long track · players 3']);
    expect(both.cells[0]!.cell.seed).toBe(both.cells[2]!.cell.seed);
    expect(both.cells[2]!.measures.duration.moves.mean).toBeGreaterThan(both.cells[0]!.measures.duration.moves.mean);
    expect(both.experiment.axes.at(-1)).toMatchObject({ path: 'variant', labels: ['Original', 'Long track'], title: 'Content' });
    expect(both.experiment.variant).toBeUndefined();
    const byPlayers = chartsFor(both).find((c) => c.id === 'win-rate')!;
    expect(JSON.stringify(byPlayers.spec)).toContain('"series":"Long track"');
  });
});
