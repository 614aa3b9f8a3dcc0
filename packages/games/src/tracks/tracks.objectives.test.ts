import { createRandom } from '@ramparts/engine';
import { conformance } from '@ramparts/engine/testkit';
import { describe, expect, it } from 'vitest';
import { awardExp, closeSession, newSave, openLocks, pageOptions, pointsOf, spendExp } from './campaign/index.ts';
import { findWave, noting, table } from './fixtures.ts';
import { tracks } from './index.ts';
import type { TracksMove } from './moves.ts';
import type { TracksState } from './state.ts';

const rnd = () => createRandom('objectives');
const play = (s: TracksState, seat: number, m: TracksMove) => tracks.play(s, seat, m, rnd());
const A01 = 'A01a'; // one unit, 5 HP, moves 3
/** Gives a Meadow table the Special Objectives `ids` (the pages' objectives are the same rules on other layouts). */
const withObjectives = (s: TracksState, ids: string[], modifiers = 0) => {
  s.objectives = { ids, modifiers, sold: 0 };
  return s;
};

describe('Special Objectives (End Game Conditions & Experience Points)', () => {
  it('campaign pages carry their Special Objectives into the session, shown on the board with their progress', () => {
    const s = tracks.setup(2, tracks.options.parse({ mode: 'campaign', page: 'L3M1', tier: 1 }), createRandom('p'));
    expect(s.objectives).toEqual({ ids: ['modifiers-3', 'no-sell'], modifiers: 0, sold: 0 });
    const text = tracks.renderText(tracks.view(s, 0), 0);
    expect(text).toContain('Special Objective: Break the banners (Defeat at least 3 Wave Modifiers, in addition to the last wave.) 0 of 3 Wave Modifiers defeated: in progress');
    expect(text).toContain('Special Objective: Hold the keep (Sell no tower: a sale ends the session in failure.) 0 towers sold: in progress');
    expect(tracks.setup(1, tracks.options.parse({ mode: 'campaign', page: 'L1M1', tier: 1 }), createRandom('p')).objectives).toBeUndefined();
    expect(tracks.setup(1, tracks.options.parse({}), createRandom('p')).objectives).toBeUndefined();
  });

  it('Victory: "Some Special Objectives will end the game session before the last Wave is defeated": Hold ends turn 12 in victory', () => {
    const early = (turn: number) => {
      let s = table({ options: { mode: 'campaign', page: 'L1M2', tier: 1 }, waves: [{ card: A01, pos: 3 }], queue: [[A01]] });
      expect(s.objectives?.ids).toEqual(['hold-12']);
      s.turn = turn;
      s = play(s, 0, { type: 'done' });
      return noting(s, 1, { type: 'done' });
    };
    const before = early(11).state;
    expect(before.result).toBeNull();
    expect(before.turn).toBe(12);
    const { state: s, events } = early(12);
    expect(s.result).toBe('victory');
    expect(s.waves).toHaveLength(1); // the wave is still on the field: the session ended before it was defeated
    expect(events.at(-1)).toMatch(/Hold the meadow .* turn 12 of 12: completed: the session ends early in victory!/);
    const outcome = tracks.outcome(s)!;
    expect(outcome.winners).toEqual([0, 1]);
    expect(outcome.reason).toBe('A Special Objective ends the session early: victory with 6 lives left. Special Objective completed: Hold the meadow.');
  });

  it('Failure: "if any Special Objective can no longer be completed, the session immediately ends in failure": a sale under "sell no tower"', () => {
    const s = withObjectives(table({ towers: [{ card: 'S1', at: 'a3' }], waves: [{ card: A01, pos: 5 }] }), ['no-sell']);
    const after = play(s, 0, { type: 'sell', tower: 1 });
    expect(after.result).toBe('objective');
    expect(after.phase).toBe('over');
    expect(after.pending).toBeNull(); // the credits drawn for the sale are never placed: the session is over
    expect(tracks.outcome(after)).toMatchObject({ winners: [], reason: 'The Special Objective "Hold the keep" can no longer be completed: the session ends in failure.' });
    expect(tracks.renderText(tracks.view(after, 0), 0)).toContain('Failure: a Special Objective can no longer be completed.');
    expect(s.result).toBeNull(); // the state played from is untouched
  });

  it('Failure: a second track lost under "lose at most 1 track tile" ends the session at once, though the page allows more', () => {
    const menace = findWave((w) => !w.reverse && (w.units[0].abilities ?? []).includes('menace'));
    let s = withObjectives(table({ waves: [{ card: menace, pos: 8 }], discarded: ['A20'] }), ['keep-track-1']);
    s = play(s, 0, { type: 'done' });
    const noted = noting(s, 1, { type: 'done' }); // nobody attacked the Menace unit: its track is destroyed
    s = noted.state;
    expect(s.discarded).toHaveLength(2);
    expect(s.discarded.length).toBeLessThanOrEqual(s.maxDiscarded);
    expect(s.result).toBe('objective');
    expect(noted.events.join(' ')).toContain('Keep the banks (Lose at most 1 track tile; a second one lost ends the session in failure.) 2 of at most 1 track lost: failed');
  });

  it('Victory: "Some Special Objectives must be completed in addition to defeating the last Wave": 3 Wave Modifiers', () => {
    const start = () => {
      const s = withObjectives(
        table({ towers: [{ card: 'S1', at: 'e3', level: 2 }, { card: 'S2', at: 'f3' }], waves: [{ card: A01, pos: 5, modifier: 'm1-hardy' }], queue: [] }),
        ['modifiers-3'],
        2,
      );
      s.modifierQueue = [];
      return s;
    };
    // The modifier first (the third one), then the last unit: victory.
    let s = play(start(), 0, { type: 'attack', tower: 1, wave: 3, modifier: true });
    expect(s.objectives!.modifiers).toBe(3);
    s = play(s, 0, { type: 'attack', tower: 2, wave: 3 });
    expect(s.result).toBe('victory');
    expect(tracks.outcome(s)!.reason).toBe('Every wave is defeated or gone: victory with 10 lives left. Special Objective completed: Break the banners.');
    // The last unit with its modifier still on: the third modifier can no longer be defeated, a failure.
    const lost = play(start(), 0, { type: 'attack', tower: 2, wave: 3 });
    expect(lost.waves).toHaveLength(0);
    expect(lost.result).toBe('objective');
  });

  it('EXP granted by Special Objectives: a page won earns each objective’s marks once, like the bands', () => {
    let save = newSave('g');
    const award = awardExp(save, 'L3M1', 1, { victory: true, lives: 2 });
    expect(award.marks.filter((m) => m.id.includes('/objective/'))).toEqual([
      { id: 'L3M1/objective/modifiers-3/0', type: 'S' },
      { id: 'L3M1/objective/no-sell/0', type: 'B' },
    ]);
    expect(pointsOf(award)).toEqual({ B: 3, U: 0, S: 1, V: 0 }); // band (1-3): 2 B, and the objectives: 1 S, 1 B
    expect(awardExp(save, 'L3M1', 1, { victory: false, lives: 6 }).marks).toEqual([]);
    let a = award;
    while (a.marks.length) ({ save, award: a } = spendExp(save, a, { lock: openLocks(save).find((x) => x.lock.type === a.marks[0].type)!.lock.id }));
    save = closeSession(save);
    expect(awardExp(save, 'L3M1', 2, { victory: true, lives: 2 }).marks.some((m) => m.id.includes('/objective/'))).toBe(false);
  });

  describe('conformance with Special Objectives', () => {
    const setups = [
      { players: 2, options: pageOptions(newSave('g'), 'L3M1', 1) },
      { players: 1, options: { mode: 'campaign', page: 'L1M2', tier: 2 } },
    ];
    for (const c of conformance(tracks, setups, { playouts: 20 })) it(c.name, c.run);
  });
});
