import { createRandom } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { tracks } from '../index.ts';
import {
  awardSandbox,
  awardVersus,
  closeSession,
  gameUnlocks,
  loadSave,
  newSave,
  openLocks,
  pageOptions,
  pointsOf,
  SAVE_VERSION,
  sandboxIneligible,
  sandboxResult,
  spendExp,
  versusResult,
  type Award,
  type CampaignSave,
  type SandboxResult,
} from './index.ts';

/** Spends an award one point at a time on the named Locks, in order. */
function spend(save: CampaignSave, award: Award, locks: string[]): CampaignSave {
  let s = save;
  let a = award;
  for (const lock of locks) ({ save: s, award: a } = spendExp(s, a, { lock }));
  return closeSession(s);
}

const won = (over: Partial<SandboxResult> = {}): SandboxResult => ({ victory: true, lives: 10, startLives: 10, trackLost: 0, levels: [2, 2, 2, 2, 2, 2], startingCredits: 8, ...over });

describe('1.B: "Players may earn Sandbox Mode experience (based on performance)"', () => {
  it('a won session earns every Sandbox condition it meets, each mark once ever; a failed one nothing', () => {
    const award = awardSandbox(newSave('g'), won());
    expect(award.ledger).toBe('sandbox');
    expect(award.marks.map((m) => m.id)).toEqual(['sandbox/win/0', 'sandbox/level-2/0', 'sandbox/flawless/0', 'sandbox/intact/0']);
    expect(pointsOf(award)).toEqual({ B: 2, U: 2, S: 0, V: 0 });
    expect(awardSandbox(newSave('g'), won({ victory: false })).marks).toEqual([]);
    expect(awardSandbox(newSave('g'), won({ lives: 7, trackLost: 2, levels: [3, 3, 3, 3, 4, 4, 4, 4, 4, 4] })).marks.map((m) => m.id)).toEqual([
      'sandbox/win/0',
      'sandbox/level-2/0',
      'sandbox/level-3/0',
      'sandbox/ten-waves/0',
    ]);
    // B points go to the Level-4 packet; the marks are earned for good, the U forfeit stays earnable.
    const save = spend(newSave('g'), award, ['sandbox:level-4', 'sandbox:level-4']);
    expect(save.sandbox.earned).toEqual(['sandbox/win/0', 'sandbox/level-2/0']);
    expect(save.earned).toEqual([]); // campaign marks are another ledger
    expect(awardSandbox(save, won()).marks.map((m) => m.id)).toEqual(['sandbox/flawless/0', 'sandbox/intact/0']);
  });

  it('settings easier than the limits (fewer than 6 waves, more than 10 lives or 8 starting credits) earn no Sandbox EXP', () => {
    expect(sandboxIneligible(won({ levels: [1, 1] }))).toBe('Sandbox EXP needs 6 waves at least (this session had 2)');
    expect(awardSandbox(newSave('g'), won({ startLives: 30, lives: 30 })).marks).toEqual([]);
    expect(awardSandbox(newSave('g'), won({ startingCredits: 9 })).marks).toEqual([]);
  });

  it('Sandbox EXP is spent on Sandbox Locks only; the Level-4 packet opens difficulty 4 in Sandbox (always playable without it)', () => {
    const sandboxLocks = openLocks(newSave('g'), 'sandbox').map((x) => x.lock.id);
    expect(sandboxLocks).toEqual(['sandbox:level-4', 'slot:bastion/0', 'slot:overclock/0', 'slot:quartermaster/0']);
    expect(() => spendExp(newSave('g'), awardSandbox(newSave('g'), won()), { lock: 'page:L1M2' })).toThrow(/not a Lock you can spend on now/);
    const save = spend(newSave('g'), awardSandbox(newSave('g'), won({ levels: Array<number>(10).fill(4) })), ['sandbox:level-4', 'sandbox:level-4', 'sandbox:level-4']);
    expect(save.unlocked).toEqual(['sandbox:level-4']);
    expect(gameUnlocks(save)).toEqual(['sandbox/level-4']);
    expect(tracks.options.safeParse({ difficulty: '4/4/4/4/4/4' }).success).toBe(false);
    expect(tracks.options.safeParse({ difficulty: '4/4/4/4/4/4', unlocked: gameUnlocks(save) }).success).toBe(true);
    expect(tracks.options.safeParse({ difficulty: '1/1/1/1/2/2' }).success).toBe(true);
    expect(pageOptions(save, 'L1M1', 1).unlocked).toEqual([]); // a sandbox packet is nothing to a campaign page
  });

  it('reads a finished session: difficulty or the level preset, lives, track lost', () => {
    const s = tracks.setup(1, tracks.options.parse({ difficulty: '2/2/3/3/3/3' }), createRandom('r'));
    s.result = 'victory';
    s.lives = 8;
    s.discarded = ['A03'];
    expect(sandboxResult({ options: { difficulty: '2/2/3/3/3/3' }, state: s })).toEqual({ victory: true, lives: 8, startLives: 10, trackLost: 1, levels: [2, 2, 3, 3, 3, 3], startingCredits: 8 });
    expect(sandboxResult({ options: {}, state: s }).levels).toEqual([1, 1, 1, 1, 1, 1]);
  });
});

describe('1.C: Versus Mode experience saved per player, and Versus Locks', () => {
  it('each player earns a mark per band of lives met, the best performer one more, once per layout and level', () => {
    const s = tracks.setup(2, tracks.options.parse({ mode: 'versus' }), createRandom('v'));
    s.result = 'victory';
    s.lives = 5;
    s.versus!.score = [7, 4];
    const r0 = versusResult({ options: { mode: 'versus' } as never, state: s }, 0);
    expect(r0).toEqual({ victory: true, lives: 5, layout: 'meadow', levels: [1, 1, 1, 1, 1, 1], best: true });
    const a = awardVersus(newSave('g'), 'Player 1', r0);
    expect(a).toEqual({ ledger: 'versus', player: 'Player 1', marks: ['versus/meadow/L1/0', 'versus/meadow/L1/1', 'versus/meadow/L1/best'].map((id) => ({ id, type: 'V' })) });
    expect(awardVersus(newSave('g'), 'Player 2', versusResult({ options: {}, state: s }, 1)).marks).toHaveLength(2);
    expect(awardVersus(newSave('g'), 'Player 1', { ...r0, victory: false }).marks).toEqual([]);

    let save = spend(newSave('g'), a, ['versus:energy/overload', 'versus:energy/overload']);
    expect(save.versus).toEqual({ 'Player 1': { earned: ['versus/meadow/L1/0', 'versus/meadow/L1/1'] } });
    expect(save.unlocked).toEqual(['versus:energy/overload']);
    expect(gameUnlocks(save)).toEqual(['energy/overload']);
    // Player 1 earns only what is new; Player 2's marks are their own.
    expect(awardVersus(save, 'Player 1', r0).marks.map((m) => m.id)).toEqual(['versus/meadow/L1/best']);
    expect(awardVersus(save, 'Player 2', r0).marks).toHaveLength(3);
    // Overdrive waits for Overload; campaign EXP never goes to a Versus Lock.
    expect(openLocks(newSave('g'), 'versus').map((x) => x.lock.id)).toEqual(['versus:energy/overload', 'versus:energy/jackpot', 'versus:energy/reinforcements']);
    expect(openLocks(save, 'versus').map((x) => x.lock.id)).toContain('versus:mod/overdrive');
    save = closeSession(save);
    expect(save.sessions).toBe(2);
  });
});

describe('the save', () => {
  it(`is version ${SAVE_VERSION}; a version 1 save (before Versus EXP was saved) loads through its migration`, () => {
    const v1 = { version: 1, group: 'old', earned: ['L1M1/1/0/0'], spent: { 'page:L1M2': 1 }, unlocked: [], sandbox: { earned: [] }, sessions: 3 };
    expect(loadSave(v1)).toEqual({ ...v1, version: 2, versus: {} });
    expect(loadSave(JSON.parse(JSON.stringify(newSave('n'))))).toEqual(newSave('n'));
    expect(() => loadSave({ ...v1, version: 3 })).toThrow(/newer than this program knows/);
  });
});
