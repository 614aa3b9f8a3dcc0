import { createBot, Match, type Outcome, type RecordedMove } from '@ramparts/engine';
import { findGame, tracksCampaign as C } from '@ramparts/games';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { parseRoute } from '../app/router.ts';
import { CampaignView } from './CampaignPage.tsx';
import { lockRows, objectiveRows, sandboxFixed, sandboxRows, sessionResult, spendChoices, spendOne, startAward, startSpending, tierRows, versusRows } from './model.ts';
import { AwardStep, finishedSession, SandboxStep, SpendStep } from './SpendStep.tsx';
import { loadCampaign, saveCampaign } from './store.ts';

const lock = (id: string) => C.lockById(id)!;
const victory = (lives: number): Outcome => ({ winners: [0], reason: 'victory', scores: [lives] });

/** A group that won L1M1 Tier II with 6 lives and spent 3 U on pages and 1 B on the Mk III packet. */
function playedSave(): C.CampaignSave {
  let s = startSpending(C.newSave('north'), 'L1M1', 2, { victory: true, lives: 6 });
  for (const id of ['page:L1M2', 'page:L1M2', 'page:L2M1', 'packet:mk3']) s = spendOne(s, lock(id));
  return C.closeSession(s.save);
}

describe('tracks campaign in the web', () => {
  it('the route names the game and the group', () => {
    expect(parseRoute('#/campaign/tracks/north%20wind')).toEqual({ page: 'campaign', game: 'tracks', group: 'north wind' });
    expect(parseRoute('#/campaign/tracks')).toEqual({ page: 'campaign', game: 'tracks', group: null });
  });

  it('the campaign page lists the pages open with their tiers and earned marks, and the closed Locks with crossed-out points and prerequisites', () => {
    const save = playedSave();
    const l1m1 = tierRows(save, C.pageById('L1M1')!);
    expect(l1m1.map((t) => [t.earned, t.total, t.open])).toEqual([
      [1, 3, true],
      [3, 6, true],
      [0, 3, false],
    ]);
    const html = renderToStaticMarkup(<CampaignView save={save} stored />);
    expect(html).toContain('Tracks &amp; Waves campaign: north');
    expect(html).toContain('Sessions played: 1.');
    expect(html).toContain('L1M1 Level 1, Mode 1: Meadow');
    expect(html).toContain('L1M2 Level 1, Mode 2: Meadow Rush');
    expect(html).not.toContain('L2M1 Level 2, Mode 1: River');
    expect(html).toContain('Tier II</strong>: 8 waves (1/1/1/1/1/1/2/2), 2 U (Unlock) EXP per band of lives met');
    expect(html).toContain('3 of 6 earned');
    expect(html).toContain('aria-label="Play L1M1 Tier I"');
    expect(html).not.toContain('Play L1M1 Tier III');
    expect(html).toMatch(/Page Level 2, Mode 1<\/strong>: 3 U \(Unlock\) EXP <span class="marks" aria-label="1 of 3 crossed out">/);
    expect(html).toContain('Mk III towers in the Kill Bonus pile</strong>: 3 B (Battle) EXP');
    expect(html).toContain('after Page Level 2, Mode 1');
    expect(html).toContain('Unlocked: Page Level 1, Mode 2.');
    expect(html).toContain('Who plays Player 1');
    expect(lockRows(save).find((r) => r.lock.id === 'page:L3M1')?.after).toBe('Page Level 2, Mode 1');
  });

  it('the EXP step shows the award and the open Locks of its type, and a failure earns nothing', () => {
    const save = C.newSave('north');
    const link = { group: 'north', page: 'L1M1', tier: 1 as const };
    const html = renderToStaticMarkup(<SpendStep save={save} link={link} outcome={victory(6)} onFinish={() => {}} />);
    expect(html).toContain('Victory with 6 lives: EXP earned 3 B (Battle).');
    expect(html).toContain('Spend your EXP (3 B (Battle) left)');
    expect(html).toContain('Mk III towers in the Kill Bonus pile: cross out 1 B (3 of 3 left)');
    expect(html).not.toContain('data-lock="page:L1M2"');
    expect(html).toContain('Forfeit the rest and save');
    const failed = renderToStaticMarkup(<SpendStep save={save} link={link} outcome={{ winners: [], reason: 'lost', scores: [0] }} onFinish={() => {}} />);
    expect(failed).toContain('The session failed: no EXP is earned.');
    expect(failed).toContain('Save the campaign');
    expect(failed).not.toContain('data-lock');
  });

  it('spending step by step: each point crosses out a Lock point, a full Lock opens, what is left is forfeit and earnable again', () => {
    let s = startSpending(C.newSave('north'), 'L1M1', 2, sessionResult(victory(4)));
    expect(s.award.marks.map((m) => m.type).join('')).toBe('BBUUUU');
    expect(spendChoices(s.save, s.award).map((c) => c.lock.id)).toEqual(['page:L1M2', 'page:L2M1', 'tier:3', 'packet:mk3']);
    s = spendOne(s, lock('page:L1M2'));
    s = spendOne(s, lock('page:L1M2'));
    expect(s.said).toEqual(['Crossed out 1 U on Page Level 1, Mode 2.', 'Unlocked for good: Page Level 1, Mode 2!']);
    expect(s.save.unlocked).toEqual(['page:L1M2']);
    expect(spendChoices(s.save, s.award).map((c) => c.lock.id)).not.toContain('page:L1M2');
    const saved = C.closeSession(s.save);
    expect(saved.sessions).toBe(1);
    // The forfeit marks were not earned: the same play offers them again.
    expect(startSpending(saved, 'L1M1', 2, { victory: true, lives: 4 }).award.marks.map((m) => m.type).join('')).toBe('BBUU');
  });

  it("each page shows its Special Objectives: name, what it asks, the EXP it grants and whether it is earned", () => {
    const save = playedSave();
    const l1m2 = C.pageById('L1M2')!;
    expect(objectiveRows(save, C.pageById('L1M1')!)).toEqual([]);
    expect(objectiveRows(save, l1m2).map((r) => [r.objective.id, r.earned])).toEqual([['hold-12', 0]]);
    const html = renderToStaticMarkup(<CampaignView save={save} stored />);
    expect(html).toContain('aria-label="Special Objectives of L1M2"');
    expect(html).not.toContain('aria-label="Special Objectives of L1M1"');
    expect(html).toMatch(/data-objective="hold-12"><strong>Hold the meadow<\/strong>: Survive to the end of turn 12: the session then ends early in victory\. 1 U \(Unlock\) EXP/);
    expect(html).toMatch(/data-objective="hold-12">.*not earned yet<\/li>/);
    // A victory on L1M2 offers the objective's mark with the bands; once spent (earned), the page shows it earned.
    expect(startSpending(save, 'L1M2', 1, { victory: true, lives: 6 }).award.marks.map((m) => m.id)).toContain('L1M2/objective/hold-12/0');
    const after = { ...save, earned: [...save.earned, 'L1M2/objective/hold-12/0'] };
    expect(objectiveRows(after, l1m2)[0].earned).toBe(1);
    expect(renderToStaticMarkup(<CampaignView save={after} stored />)).toMatch(/data-objective="hold-12">.*☒<\/span><\/span> earned<\/li>/);
  });

  it('the EXP step after a page with a Special Objective names it; a failure completes none', () => {
    const save = playedSave();
    const link = { group: 'north', page: 'L1M2', tier: 1 as const };
    const html = renderToStaticMarkup(<SpendStep save={save} link={link} outcome={victory(6)} onFinish={() => {}} />);
    expect(html).toContain('Special Objectives completed: Hold the meadow (1 U (Unlock)).');
    expect(html).toContain('aria-label="Campaign EXP"');
    const failed = renderToStaticMarkup(<SpendStep save={save} link={link} outcome={{ winners: [], reason: 'objective', scores: [0] }} onFinish={() => {}} />);
    expect(failed).not.toContain('Special Objectives completed');
  });

  it('the campaign page shows Sandbox and Versus experience with their Locks and costs (spent only in an EXP step)', () => {
    const save: C.CampaignSave = { ...playedSave(), sandbox: { earned: ['sandbox/win/0', 'sandbox/level-4/0'] }, versus: { 'Player 2': { earned: ['versus/meadow/L1/0'] }, 'Player 1': { earned: ['versus/meadow/L1/0', 'versus/meadow/L1/best'] } }, spent: { ...playedSave().spent, 'versus:energy/overload': 1 } };
    expect(sandboxRows(save).map((r) => [r.condition.id, r.earned])).toEqual([
      ['win', 1],
      ['level-2', 0],
      ['level-3', 0],
      ['level-4', 1],
      ['flawless', 0],
      ['intact', 0],
      ['ten-waves', 0],
    ]);
    expect(versusRows(save)).toEqual([
      { player: 'Player 1', earned: 2 },
      { player: 'Player 2', earned: 1 },
    ]);
    expect(lockRows(save, 'sandbox').map((r) => r.lock.id)).toEqual(['sandbox:level-4', 'slot:bastion/0', 'slot:overclock/0', 'slot:quartermaster/0']);
    const html = renderToStaticMarkup(<CampaignView save={save} stored />);
    expect(html).toContain('aria-label="Sandbox experience"');
    expect(html).toContain('Win a Sandbox session: 1 B (Battle) EXP');
    expect(html).toContain('aria-label="1 of 2 earned"');
    expect(html).toContain('Level-4 Wave Modifiers in Sandbox</strong>: 3 B (Battle) EXP');
    expect(html).toContain('Quartermaster</strong>: 2 U (Unlock) EXP');
    expect(html).toContain('aria-label="Versus experience"');
    expect(html).toContain('Player 1: 2 Versus EXP marks earned');
    expect(html).toContain('Player 2: 1 Versus EXP mark earned');
    expect(html).toMatch(/Versus Energy: Overload<\/strong>: 2 V \(Versus\) EXP <span class="marks" aria-label="1 of 2 crossed out">/);
    expect(html).toContain('Tower Modification: Overdrive</strong>: 3 V (Versus) EXP');
    expect(html).toContain('after Versus Energy: Overload');
    // No spending button outside the EXP step; Sandbox sessions start here (no longer "played from the terminal").
    expect(html).not.toContain('cross out 1');
    expect(html).not.toContain('terminal');
    const fresh = renderToStaticMarkup(<CampaignView save={C.newSave('south')} stored={false} />);
    expect(fresh).toContain('No Versus EXP earned yet.');
  });

  it('the spending step works for a Sandbox award and a Versus award: each spends on its own Locks only', () => {
    const save = C.newSave('north');
    const sandbox = C.awardSandbox(save, { victory: true, lives: 10, startLives: 10, trackLost: 0, levels: [3, 3, 3, 3, 3, 3], startingCredits: 8 });
    expect(spendChoices(save, sandbox).map((c) => c.lock.id)).toEqual(['sandbox:level-4', 'slot:bastion/0', 'slot:overclock/0', 'slot:quartermaster/0']);
    const html = renderToStaticMarkup(<AwardStep save={save} award={sandbox} summary={['A Sandbox victory.']} onFinish={() => {}} />);
    expect(html).toContain('aria-label="Sandbox EXP"');
    expect(html).toContain('Level-4 Wave Modifiers in Sandbox: cross out 1 B (3 of 3 left)');
    expect(html).not.toContain('data-lock="packet:mk3"');
    let s = spendOne(startAward(save, sandbox), lock('slot:bastion/0'));
    expect(s.said).toEqual(['Unlocked for good: Bastion!']);
    expect(s.save.sandbox.earned).toHaveLength(1);
    expect(s.save.earned).toEqual([]);

    const versus = C.awardVersus(save, 'Player 1', { victory: true, lives: 6, layout: 'meadow', levels: [1, 1, 1, 1, 2, 2], best: true });
    expect(spendChoices(save, versus).map((c) => c.lock.id)).toEqual(['versus:energy/overload', 'versus:energy/jackpot', 'versus:energy/reinforcements']);
    const vs = renderToStaticMarkup(<AwardStep save={save} award={versus} summary={[]} onFinish={() => {}} />);
    expect(vs).toContain('Versus EXP of Player 1');
    expect(vs).toContain('Versus Energy: Jackpot: cross out 1 V (2 of 2 left)');
    expect(vs).not.toContain('data-lock="versus:mod/overdrive"');
    s = spendOne(spendOne(startAward(save, versus), lock('versus:energy/overload')), lock('versus:energy/overload'));
    expect(s.save.unlocked).toEqual(['versus:energy/overload']);
    expect(s.save.versus['Player 1'].earned).toHaveLength(2);
    expect(spendChoices(s.save, s.award).map((c) => c.lock.id)).toContain('versus:mod/overdrive');
  });

  it('a group starts a Cooperative or Versus Sandbox session from its page: the new-game option fields, the mode chosen here, what is unlocked from the save', () => {
    const save: C.CampaignSave = { ...C.newSave('north'), unlocked: ['sandbox:level-4', 'slot:bastion/0', 'versus:energy/overload', 'page:L1M2'] };
    // The same options as `ramparts play tracks --save north` (sandboxCommand: `unlocked=` gameUnlocks(save)).
    expect(sandboxFixed(save, false)).toEqual({ mode: 'cooperative-sandbox', unlocked: C.gameUnlocks(save) });
    expect(sandboxFixed(save, true)).toEqual({ mode: 'versus', unlocked: ['sandbox/level-4', 'bastion/0', 'energy/overload'] });
    const game = findGame('tracks')!;
    // Level-4 Wave Modifiers in Sandbox are open for this group only.
    expect(game.options.safeParse({ difficulty: '4/4/4/4/4/4', ...sandboxFixed(save, false) }).success).toBe(true);
    expect(game.options.safeParse({ difficulty: '4/4/4/4/4/4', ...sandboxFixed(C.newSave('south'), false) }).success).toBe(false);
    const html = renderToStaticMarkup(<CampaignView save={save} stored />);
    expect(html).toContain('aria-label="Sandbox sessions"');
    expect(html).toContain('aria-label="Sandbox mode"');
    expect(html).toContain('<option value="versus">Versus Sandbox');
    expect(html).toContain('<legend>Cooperative Sandbox options</legend>');
    // The new-game form's fields (layout, difficulty, lives …) but not the mode, page, tier or unlocked.
    for (const id of ['opt-layout', 'opt-difficulty', 'opt-lives', 'opt-startingCredits']) expect(html).toContain(`id="${id}"`);
    for (const id of ['opt-mode', 'opt-page', 'opt-tier']) expect(html).not.toContain(`id="${id}"`);
    expect(html).toMatch(/More options as JSON \([^)]*Versus energy[^)]*\)/);
    expect(html).not.toMatch(/More options as JSON \([^)]*Unlocked/);
    expect(html).toContain('Start a Cooperative Sandbox session');
  });

  it('after a Cooperative Sandbox session of the group: Sandbox EXP from the finished match and its spending step', () => {
    const local = playedLocal({ mode: 'cooperative-sandbox' }, 'sb2');
    const finished = finishedSession(local);
    expect(finished.state.result).toBe('victory');
    const save = C.newSave('north');
    const html = renderToStaticMarkup(<SandboxStep save={save} link={{ group: 'north', sandbox: 'cooperative' }} finished={finished} onFinish={() => {}} />);
    expect(html).toContain('aria-label="Sandbox EXP"');
    expect(html).toContain('Victory: Sandbox EXP earned 1 B (Battle), 1 U (Unlock).');
    expect(html).toContain('Level-4 Wave Modifiers in Sandbox: cross out 1 B (3 of 3 left)');
    expect(html).toContain('Quartermaster: cross out 1 U (2 of 2 left)');
    expect(html).not.toContain('data-lock="packet:mk3"');
    expect(html).toContain('Forfeit the rest and save');
    // Too easy a setup (11 lives) earns nothing, as in the terminal.
    const easy = finishedSession(playedLocal({ mode: 'cooperative-sandbox', lives: 11 }, 'sb2'));
    const none = renderToStaticMarkup(<SandboxStep save={save} link={{ group: 'north', sandbox: 'cooperative' }} finished={easy} onFinish={() => {}} />);
    expect(none).toMatch(/Sandbox EXP needs 10 lives at most at the start \(this session had 11\): no Sandbox EXP is earned\./);
    expect(none).toContain('Save the campaign');
  });

  it('after a Versus Sandbox session of the group: each player\u2019s Versus EXP by seat name, one after the other', () => {
    const finished = finishedSession(playedLocal({ mode: 'versus' }, 'sb0'));
    expect(finished.names).toEqual(['Player 1', 'Player 2']);
    const save = C.newSave('north');
    const html = renderToStaticMarkup(<SandboxStep save={save} link={{ group: 'north', sandbox: 'versus' }} finished={finished} onFinish={() => {}} />);
    expect(html).toContain('aria-label="Versus EXP of Player 1"');
    // 4 lives: the bands (1-3) and (4-5), and the best performance.
    expect(html).toContain('Player 1 earns 3 V (Versus) EXP.');
    expect(html).toContain('Versus Energy: Overload: cross out 1 V (2 of 2 left)');
    expect(html).toContain("Forfeit the rest: Player 2&#x27;s Versus EXP");
    expect(html).not.toContain('Forfeit the rest and save');
    // What the step offers next: Player 2's award, on the save as Player 1 left it.
    const second = C.awardVersus(save, 'Player 2', C.versusResult(finished, 1));
    expect(second.marks.map((m) => m.id)).toEqual(['versus/meadow/L1/0', 'versus/meadow/L1/1']);
  });

  describe('the save in localStorage', () => {
    const mem = new Map<string, string>();
    afterEach(() => {
      mem.clear();
      delete (globalThis as { localStorage?: unknown }).localStorage;
    });
    it('is versioned JSON by group, read through loadSave', async () => {
      (globalThis as { localStorage?: unknown }).localStorage = {
        getItem: (k: string) => mem.get(k) ?? null,
        setItem: (k: string, v: string) => void mem.set(k, v),
      };
      expect(loadCampaign('north')).toEqual({ save: C.newSave('north'), stored: false });
      const save = playedSave();
      await saveCampaign(save);
      expect(JSON.parse(mem.get('ramparts:campaign:tracks:north')!).version).toBe(C.SAVE_VERSION);
      expect(loadCampaign('north')).toEqual({ save, stored: true });
      mem.set('ramparts:campaign:tracks:south', JSON.stringify({ ...save, version: 99 }));
      expect(() => loadCampaign('south')).toThrow(/newer/);
    });
  });
});

/** A two-seat session of the options played to its end by the heuristic bots, kept as a local match would be. */
function playedLocal(raw: Record<string, unknown>, seed: string): { players: number; options: unknown; seed: string; moves: RecordedMove[] } {
  const game = findGame('tracks')!;
  const options = game.options.parse({ ...raw, unlocked: [] });
  const match = Match.create(game, { players: 2, options, seed });
  while (!match.outcome()) {
    const seat = match.actors()[0];
    match.play(seat, createBot('heuristic', `${seed}:${seat}:${match.moveCount}`, game).chooseMove(game, match.state, seat));
  }
  return { players: 2, options, seed, moves: match.moves().map((m) => ({ ...m })) };
}
