import { createRandom } from '@ramparts/engine';
import { conformance } from '@ramparts/engine/testkit';
import { describe, expect, it } from 'vitest';
import { tracks } from '../index.ts';
import { content } from '../content/index.ts';
import { availablePages, awardExp, bandsMet, campaign, campaignSchema, closeSession, loadSave, newSave, openLocks, pageOptions, pointsOf, spendExp, type Award, type CampaignSave } from './index.ts';

/** Spends every mark of an award on the first open Lock of its type (the test's "players"). */
function spendAll(save: CampaignSave, award: Award): CampaignSave {
  let a = award;
  let s = save;
  while (a.marks.length) {
    const lock = openLocks(s).find((x) => x.lock.type === a.marks[0].type)!;
    ({ save: s, award: a } = spendExp(s, a, { lock: lock.lock.id }));
  }
  return closeSession(s);
}

describe('Campaign EXP (End Game Conditions & Experience Points)', () => {
  it('a failed session earns nothing, whatever the lives', () => {
    expect(awardExp(newSave('g'), 'L1M1', 3, { victory: false, lives: 6 }).marks).toEqual([]);
  });

  it('example 1: "(1-3) (4-5) (6+) = 1 B EXP": 6 lives earn all three; 4-5 lives earn two, a later 6 the third; 1-5 again nothing', () => {
    expect(bandsMet(6)).toEqual([0, 1, 2]);
    expect(pointsOf(awardExp(newSave('g'), 'L1M1', 1, { victory: true, lives: 6 }))).toEqual({ B: 3, U: 0, S: 0, V: 0 });
    let save = newSave('g');
    const first = awardExp(save, 'L1M1', 1, { victory: true, lives: 5 });
    expect(pointsOf(first)).toEqual({ B: 2, U: 0, S: 0, V: 0 });
    save = spendAll(save, first);
    expect(pointsOf(awardExp(save, 'L1M1', 1, { victory: true, lives: 6 }))).toEqual({ B: 1, U: 0, S: 0, V: 0 });
    expect(awardExp(save, 'L1M1', 1, { victory: true, lives: 3 }).marks).toEqual([]);
    expect(awardExp(save, 'L1M1', 1, { victory: true, lives: 5 }).marks).toEqual([]);
  });

  it('example 2: Tier III with 5 lives, never having played I or II, earns 2 B, 4 U and 2 S; with 6 lives later 1 B, 2 U, 1 S', () => {
    let save = newSave('g');
    const award = awardExp(save, 'L1M1', 3, { victory: true, lives: 5 });
    expect(pointsOf(award)).toEqual({ B: 2, U: 4, S: 2, V: 0 });
    save = spendAll(save, award);
    expect(pointsOf(awardExp(save, 'L1M1', 3, { victory: true, lives: 6 }))).toEqual({ B: 1, U: 2, S: 1, V: 0 });
  });

  it('EXP not spent right after the session is forfeit and may be earned again', () => {
    const save = newSave('g');
    const award = awardExp(save, 'L1M1', 1, { victory: true, lives: 2 });
    const after = closeSession(save); // nothing spent
    expect(awardExp(after, 'L1M1', 1, { victory: true, lives: 2 }).marks).toEqual(award.marks);
  });

  it('spending crosses out Lock points of the same type; a Lock with none left opens its content for good', () => {
    let save = newSave('g');
    expect(availablePages(save).map((p) => p.id)).toEqual(['L1M1']);
    let award = awardExp(save, 'L1M1', 2, { victory: true, lives: 4 }); // 2 B, 4 U
    expect(() => spendExp(save, award, { lock: 'slot:architect/1' })).toThrow(/no Skill/);
    expect(() => spendExp(save, award, { lock: 'page:L3M1' })).toThrow(/not a Lock/); // needs L2M1 first
    let opened: string | null;
    ({ save, award, opened } = spendExp(save, award, { lock: 'page:L1M2' }));
    expect(opened).toBeNull();
    ({ save, award, opened } = spendExp(save, award, { lock: 'page:L1M2' }));
    expect(opened).toBe('page:L1M2');
    expect(availablePages(save).map((p) => p.id)).toEqual(['L1M1', 'L1M2']);
    expect(save.earned).toHaveLength(2);
    expect(pointsOf(award)).toEqual({ B: 2, U: 2, S: 0, V: 0 });
  });

  it('a page at a tier is a session of the game with the save’s opened skill slots', () => {
    const save = { ...newSave('g'), unlocked: ['slot:architect/1'] };
    const o = pageOptions(save, 'L1M1', 2);
    expect(o).toMatchObject({ difficulty: '1/1/1/1/1/1/2/2', lives: 6, income: 6, unlocked: ['architect/1'] });
    const { mode: _mode, page: _page, tier: _tier, ...sandbox } = o;
    expect(tracks.options.safeParse(sandbox).success).toBe(true);
  });

  it('the Mk III packet: until its Lock opens, a campaign session has no Mk III tower in the Kill Bonus pile', () => {
    const closed = tracks.setup(1, tracks.options.parse(pageOptions(newSave('g'), 'L1M1', 1)), createRandom('mk3'));
    expect(closed.mk3).toEqual([0, 0, 0, 0]);
    expect(closed.mk2).toEqual([4, 4, 4, 4]);
    const open = tracks.setup(1, tracks.options.parse(pageOptions({ ...newSave('g'), unlocked: ['packet:mk3'] }, 'L1M1', 1)), createRandom('mk3'));
    expect(open.mk3).toEqual([2, 2, 2, 2]);
  });

  it('a save is versioned JSON: it survives a round trip, and unknown versions are refused', () => {
    const save = spendAll(newSave('friends'), awardExp(newSave('friends'), 'L1M1', 1, { victory: true, lives: 6 }));
    expect(loadSave(JSON.parse(JSON.stringify(save)))).toEqual(save);
    expect(() => loadSave({ ...save, version: 99 })).toThrow(/newer/);
    expect(() => loadSave({})).toThrow(/version/);
    // A save of the wrong shape says in one line where (every problem in the error's details), not zod's dump.
    expect(() => loadSave({ ...save, sessions: 'two', earned: [5] })).toThrow(/^the campaign save is damaged: earned\.0: expected text, got 5 \(and 1 more problem\)$/);
  });
});

describe('Campaign mode (the game option)', () => {
  it('a page at a tier is the game\'s mode "campaign": the page fixes layout, waves, lives and credits', () => {
    const save = { ...newSave('g'), unlocked: ['slot:architect/1'] };
    const options = tracks.options.parse(pageOptions(save, 'L1M2', 2));
    expect(options).toMatchObject({ mode: 'campaign', page: 'L1M2', tier: 2 });
    const s = tracks.setup(2, options, createRandom('p'));
    expect(s.title).toBe('Level 1, Mode 2: Meadow Rush, Tier II');
    expect(s.totalWaves).toBe(6); // Tier II: six waves of ranks 5-10
    expect(s.lives).toBe(6);
    expect(s.maxDiscarded).toBe(4);
    expect(s.offer).toHaveLength(10); // starting credits
    expect(s.unlocked).toEqual(['architect/1']);
    // Only page and tier are needed; the rest follows from the page.
    const short = tracks.setup(1, tracks.options.parse({ mode: 'campaign', page: 'L3M1', tier: 1 }), createRandom('q'));
    expect(short.layout.name.toLowerCase()).toContain('fortress');
    expect(short.totalWaves).toBe(6);
  });

  it('"Players may not choose Playing Field dimensions": a campaign page refuses other layouts, waves or lives', () => {
    expect(tracks.options.safeParse({ mode: 'campaign', page: 'L1M1', tier: 1, layout: 'river' }).success).toBe(false);
    expect(tracks.options.safeParse({ mode: 'campaign', page: 'L1M1', lives: 10 }).success).toBe(false);
    expect(tracks.options.safeParse({ mode: 'campaign', page: 'L9M9' }).success).toBe(false);
    expect(tracks.options.safeParse({ mode: 'campaign' }).success).toBe(false);
    expect(tracks.options.safeParse({ page: 'L1M1' }).success).toBe(false); // page without campaign mode
  });

  describe('conformance with campaign setups', () => {
    const setups = [
      { players: 1, options: { mode: 'campaign', page: 'L1M1', tier: 1 } },
      { players: 2, options: pageOptions(newSave('g'), 'L2M1', 3) },
    ];
    for (const c of conformance(tracks, setups, { playouts: 20 })) it(c.name, c.run);
  });
});

describe('the seed\'s sample page: "Standard Game Mode 3 … Starting Credits: 8. Income Per Turn: 4 … Tier II Waves: 3-8 … Tier III Waves: 5-10"', () => {
  const ranks = (tier: 1 | 2 | 3) => {
    const s = tracks.setup(1, tracks.options.parse(pageOptions(newSave('g'), 'L1M3', tier)), createRandom(`mode3/${tier}`));
    return { s, ranks: s.queue.map((call) => call.map((id) => content.waves.get(id)!.rank)) };
  };
  it('ships as page L1M3, its own starting credits and income on every tier', () => {
    const page = campaign.pages.find((p) => p.id === 'L1M3')!;
    expect(page.name).toBe('Level 1, Mode 3: Standard Game Mode 3');
    expect([page.startingCredits, page.income]).toEqual([8, 4]);
    for (const tier of [1, 2, 3] as const) {
      const { s } = ranks(tier);
      expect(s.offer).toHaveLength(8);
      expect(s.income).toBe(4);
    }
    expect(pageOptions(newSave('g'), 'L1M3', 1)).toMatchObject({ startingCredits: 8, income: 4 });
  });
  it('each tier draws the wave ranks its page says: I 1-6, II 3-8, III 5-10 (even ranks in pairs on Track B)', () => {
    expect(ranks(1).ranks).toEqual([[1], [2, 2], [3], [4, 4], [5], [6, 6]]);
    expect(ranks(2).ranks).toEqual([[3], [4, 4], [5], [6, 6], [7], [8, 8]]);
    expect(ranks(3).ranks).toEqual([[5], [6, 6], [7], [8, 8], [9], [10, 10]]);
    // Pages without ranks draw 1, 2, 3 … as before.
    const l1m1 = tracks.setup(1, tracks.options.parse(pageOptions(newSave('g'), 'L1M1', 2)), createRandom('m1'));
    expect(l1m1.queue.map((call) => content.waves.get(call[0])!.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
  it('the page fixes income like its other settings, and opens after Level 1, Mode 2', () => {
    expect(tracks.options.safeParse({ mode: 'campaign', page: 'L1M3', tier: 1, income: 5 }).success).toBe(false);
    expect(availablePages(newSave('g')).map((p) => p.id)).not.toContain('L1M3');
    expect(openLocks(newSave('g')).map((x) => x.lock.id)).not.toContain('page:L1M3');
    const opened = { ...newSave('g'), unlocked: ['page:L1M2', 'page:L1M3'] };
    expect(availablePages(opened).map((p) => p.id)).toContain('L1M3');
  });
  it('page data is checked: a tier\'s ranks start odd and count as many waves as its difficulty', () => {
    const base = JSON.parse(JSON.stringify(campaign)) as { pages: { id: string; tiers: { difficulty: string; ranks?: number[] }[] }[] };
    const page = base.pages.find((p) => p.id === 'L1M3')!;
    page.tiers[1].ranks = [4, 9];
    expect(campaignSchema.safeParse(base).error?.issues[0].message).toBe("page L1M3 tier 2: the first wave's rank must be odd (wave 1 is a Track A wave)");
    page.tiers[1].ranks = [3, 9];
    expect(campaignSchema.safeParse(base).error?.issues[0].message).toBe('page L1M3 tier 2: waves of ranks 3-9 are 7 waves, the difficulty has 6');
  });
});
