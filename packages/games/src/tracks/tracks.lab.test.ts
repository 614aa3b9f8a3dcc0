import { createRandom } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content/index.ts';
import { tracks, type TracksMove, type TracksState } from './index.ts';

/** The cards the team may build at its first chance (one player, the defaults, always the first legal move). */
function firstBuilds(): Set<string> {
  let s: TracksState = tracks.setup(1, tracks.options.parse({}), createRandom('lab'));
  for (let i = 0; i < 100; i++) {
    const moves = tracks.legalMoves(s, 0) as TracksMove[];
    const builds = moves.flatMap((m) => (m.type === 'build' ? [m.card] : []));
    if (builds.length) return new Set(builds);
    s = tracks.play(s, 0, moves[0]!, createRandom(`lab-${i}`));
  }
  throw new Error('no build in 100 moves');
}
const towerAt = (id: string) => content.towerList.findIndex((t) => t.id === id);

describe('Tracks & Waves lab hooks', () => {
  it('a patched build cost changes what the team can build, and undo restores it', () => {
    const before = firstBuilds();
    expect(before.has('S1')).toBe(true);
    const undo = tracks.content!.apply({ 'towers.json': { towers: { [towerAt('S1')]: { build: 30 } } } });
    expect(content.towers.get('S1')!.build).toBe(30);
    expect(firstBuilds().has('S1')).toBe(false);
    undo();
    expect(firstBuilds()).toEqual(before);
  });

  it('a patched level preset changes the setup', () => {
    const lives = () => tracks.setup(1, tracks.options.parse({}), createRandom('lab')).lives;
    const before = lives();
    const undo = tracks.content!.apply({ 'modes.json': { levels: { 0: { lives: before + 3 } } } });
    expect(lives()).toBe(before + 3);
    undo();
    expect(lives()).toBe(before);
  });

  it('a campaign page is content too', () => {
    const undo = tracks.content!.apply({ 'campaign/content.json': { pages: { 0: { lives: 9 } } } });
    const options = tracks.options.parse({ mode: 'campaign', page: 'L1M1', tier: 1 });
    expect(tracks.setup(1, options, createRandom('lab')).lives).toBe(9);
    undo();
    expect(tracks.setup(1, options, createRandom('lab')).lives).toBe(6);
  });

  it('the ladder: the sandbox levels, then every campaign page at Tier I to III; versus for 2 to 4', () => {
    const ids = tracks.difficultySteps!.map((s) => s.id);
    expect(ids.slice(0, 5)).toEqual(['sandbox-level-1', 'sandbox-level-2', 'sandbox-level-3', 'campaign-L1M1-tier-1', 'campaign-L1M1-tier-2']);
    const [versus] = tracks.versusModes!;
    expect(tracks.playerCounts(tracks.options.parse(versus!.options))).toEqual({ min: 2, max: 4 });
  });

  it('every step says what it is for (issue #27): the presets and a Level 1 page climb easy, normal, hard', () => {
    const bands = Object.fromEntries(tracks.difficultySteps!.map((s) => [s.id, s.band]));
    expect(tracks.difficultySteps!.every((s) => s.band)).toBe(true);
    expect([1, 2, 3].map((l) => bands[`sandbox-level-${l}`])).toEqual(['easy', 'normal', 'hard']);
    expect([1, 2, 3].map((t) => bands[`campaign-L1M1-tier-${t}`])).toEqual(['easy', 'normal', 'hard']);
    expect([1, 2, 3].map((t) => bands[`campaign-L1M3-tier-${t}`])).toEqual(['hard', 'hard', 'hard']);
  });
});
