import { createBot, createRandom, Match } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { campaignFieldProblem } from './campaign/index.ts';
import { content } from './content/index.ts';
import { tracks } from './index.ts';
import { cellName, fieldOf } from './rules/field.ts';
import type { TracksState } from './state.ts';

/** The Meadow with one more row of free ground: 11 × 12 = 132 spaces. */
const meadow = content.layouts.get('meadow')!;
const wide = { name: 'Wide Meadow', rows: [...meadow.rows, Array(12).fill('...').join(' ')] };

describe('2: "Playing Field is not limited to 120 spaces or any shape" (Sandbox)', () => {
  it('a 132-space Sandbox layout loads, and towers are built on its 12 new spaces', () => {
    expect(fieldOf(wide.rows).tokens).toHaveLength(132);
    const options = tracks.options.parse({ layout: wide });
    const s = tracks.setup(2, options, createRandom('wide'));
    expect(s.layout.rows).toHaveLength(11);
    let t: TracksState = s;
    while (t.phase === 'draft') t = tracks.play(t, t.drafter, { type: 'take', credit: t.offer[0], stack: 'build' }, createRandom('wide'));
    const seat = tracks.actors(t)[0];
    const builds = tracks.legalMoves(t, seat).filter((m) => m.type === 'build');
    expect(builds.some((m) => m.type === 'build' && m.cell >= 120)).toBe(true);
    const build = builds.find((m) => m.type === 'build' && m.cell === 125)!;
    const after = tracks.play(t, seat, build, createRandom('wide'));
    expect(after.towers.map((x) => cellName(fieldOf(after.layout.rows), x.cell))).toEqual(['f11']);
  });
  it('a 132-space Sandbox session plays to its end with the bots', () => {
    const match = Match.create(tracks, { players: 2, options: { layout: wide }, seed: 'wide' });
    const bots = [createBot('heuristic', 'wide/0', tracks), createBot('heuristic', 'wide/1', tracks)];
    while (match.actors().length) {
      const seat = match.actors()[0];
      match.play(seat, bots[seat].chooseMove(tracks, match.state, seat));
    }
    expect(tracks.outcome(match.state as TracksState)).not.toBeNull();
  });
  it('wider than 26 columns, spaces are still named: column 27 is "aa"', () => {
    const rows = meadow.rows.map((r) => `${r} ${Array(16).fill('...').join(' ')}`);
    expect(tracks.options.safeParse({ layout: { name: 'Long Meadow', rows } }).success).toBe(true);
    expect(cellName(fieldOf(rows), 26)).toBe('aa1');
  });
  it('2.A: only the Campaign keeps to "120 spaces or less"', () => {
    expect(campaignFieldProblem(meadow.rows)).toBeNull();
    expect(campaignFieldProblem(wide.rows)).toBe('a campaign Playing Field has at most 120 spaces, this one 132');
    // A campaign session cannot take another layout than its page's.
    expect(tracks.options.safeParse({ mode: 'campaign', page: 'L1M1', layout: wide }).success).toBe(false);
  });
});

describe('Phase 5: "Reveal the top (4) Mark I Credits" — the Income Per Turn of a page or a Sandbox setup', () => {
  it('income 4 by default (Level 3 says no other); a Sandbox setup may say another', () => {
    const turn1 = (options: object) => {
      let s = tracks.setup(1, tracks.options.parse(options), createRandom('income'));
      while (s.turn === 0) s = tracks.play(s, 0, tracks.legalMoves(s, 0)[0], createRandom('income'));
      return s;
    };
    expect(turn1({ level: 3 }).offer).toHaveLength(4);
    expect(turn1({ income: 6 }).offer).toHaveLength(6);
    expect(turn1({ income: 6 }).income).toBe(6);
  });

  it('a level preset may say its income (Levels 1 and 2: 5 and 7 for one player, issue #27); an option still overrides it', () => {
    const income = (options: object) => tracks.setup(1, tracks.options.parse(options), createRandom('income')).income;
    expect([income({ level: 1 }), income({ level: 2 }), income({ level: 3 })]).toEqual([5, 7, 4]);
    expect(income({ level: 2, income: 4 })).toBe(4);
  });
});
