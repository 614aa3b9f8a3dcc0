import { createRandom } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { figures } from './figures.ts';
import { tracks } from './index.ts';
import type { TracksState } from './state.ts';

const start = (players: number, options: object = {}): TracksState => tracks.setup(players, tracks.options.parse(options), createRandom('figures'));
const byId = (s: TracksState) => Object.fromEntries(figures(s).map((f) => [f.id, f.values]));

describe('Tracks & Waves figures', () => {
  it('the team shares one value of lives and lost track; credits and towers are per seat', () => {
    const s = start(3);
    const f = byId(s);
    expect(f.lives).toEqual([s.lives]);
    expect(f['track-lost']).toEqual([0]);
    expect(f.credits).toHaveLength(3);
    expect(f.towers).toEqual([0, 0, 0]);
  });

  it('credits count each card at its worth, on every Stack', () => {
    const s = start(2);
    s.stacks[1] = { build: ['S1', 'U2'], boost: ['B1'], combine: [], bonus: ['X3'] };
    expect(byId(s).credits[1]).toBe(7);
  });

  it('a built and upgraded tower shows in its owner’s towers and levels', () => {
    const s = start(2);
    s.towers.push({ id: 1, card: 'S1', owner: 1, level: 3, cell: 0, depletion: 0, boost: [], charge: 0 });
    const f = byId(s);
    expect(f.towers).toEqual([0, 1]);
    expect(f['tower-levels']).toEqual([0, 3]);
  });

  it('Versus Sandbox adds each seat’s performance', () => {
    const f = byId(start(2, { mode: 'versus' }));
    expect(f.performance).toEqual([0, 0]);
  });
});
