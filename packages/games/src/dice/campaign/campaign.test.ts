import { createBot, createRandom, isRuleError, Match, RuleError } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { content } from '../content/index.ts';
import { dice } from '../index.ts';
import { enemyPhase } from '../rules/enemy.ts';
import type { DiceState } from '../state.ts';
import { emptyBoard, rigged } from '../testing.ts';
import { campaign, chapterOptions, describeSave, difficultyAfter, foldChapter, loadSave, newSave, type DiceCampaignSave, type Finished } from './index.ts';

// The seed: "with a bunch of different maps/scenarios and a legacy component to it. To make it feel more like a story."

/** A chapter's game set up from the save's options, then ended as the test says (won or lost, what was left). */
function finished(save: DiceCampaignSave, end: (s: DiceState) => void, players = 1, heroes?: string[]): Finished {
  const options = chapterOptions(save, players, heroes);
  const state = dice.setup(players, options, createRandom('chapter'));
  end(state);
  return { options, state };
}
const win = (s: DiceState) => {
  s.result = { won: true, reason: 'Every enemy is defeated.' };
  s.phase = 'over';
  s.current = -1;
};
const lose = (s: DiceState) => {
  s.result = { won: false, reason: 'The gate has fallen.' };
  s.phase = 'over';
  s.current = -1;
};
/** Plays the current chapter to a win with nothing else happening. */
const winChapter = (save: DiceCampaignSave, players = 1) => foldChapter(save, finished(save, win, players)).save;

describe('the campaign content: "a legacy component to it. To make it feel more like a story"', () => {
  it('chains every scenario in order, each chapter with story text before and after, and returns to the first map at the end', () => {
    expect(campaign.chapters.map((c) => c.scenario)).toEqual(['1', '2', '3', '4', '1']);
    for (const c of campaign.chapters) for (const text of [c.before, c.won, c.lost]) expect(text.length).toBeGreaterThan(20);
    expect(content.scenario(campaign.chapters[4].scenario).map).toBe(content.scenario(campaign.chapters[0].scenario).map);
  });
  it('the group starts with two heroes and the chapters unlock the other three, each once', () => {
    const all = [...campaign.startingHeroes, ...campaign.chapters.flatMap((c) => c.unlocks)];
    expect(all.sort()).toEqual(content.heroes.map((h) => h.id).sort());
  });
});

describe('the next chapter\'s options', () => {
  it('a new save plays chapter 1: Scenario 1 with its own gate and gold, the first two heroes, at normal', () => {
    const o = chapterOptions(newSave('g'), 1);
    expect(o).toMatchObject({ scenario: '1', heroes: ['keith', 'glorbud'], difficulty: 'normal', campaign: { chapter: 1, gold: 12 } });
    expect(o.campaign?.gate).toBeUndefined();
    const s = dice.setup(1, o, createRandom('x'));
    expect(s.gate).toEqual([3, 3, 3]);
    expect(s.gold).toBe(12);
  });
  it('refuses a hero the group has not unlocked, and too few heroes for the people', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        if (isRuleError(e)) return e.code;
        throw e;
      }
      return 'allowed';
    };
    expect(code(() => chapterOptions(newSave('g'), 1, ['keith', 'mongo']))).toBe('hero-locked');
    expect(code(() => chapterOptions(newSave('g'), 3))).toBe('too-few-heroes');
    expect(code(() => chapterOptions(newSave('g'), 2, ['glorbud', 'keith']))).toBe('allowed');
  });
  it('unnamed heroes: the scenario\'s party first when the group has them (chapter 4, Mongo leads), then the others in the order they joined', () => {
    let save = newSave('g');
    for (let i = 1; i <= 3; i++) save = winChapter(save);
    expect(save.unlocked).toEqual(['keith', 'glorbud', 'edward', 'henry', 'mongo']);
    expect(chapterOptions(save, 1).heroes).toEqual(['mongo', 'keith']);
    expect(chapterOptions(save, 3).heroes).toEqual(['mongo', 'keith', 'glorbud']);
  });
});

describe('folding a won chapter: what carries forward', () => {
  const chapter1 = () =>
    foldChapter(
      newSave('g'),
      finished(newSave('g'), (s) => {
        win(s);
        s.gate = [1, 3];
        s.gold = 47;
        s.towers = [
          { site: 'T6', tower: 'archery', level: 3 },
          { site: 'T1', tower: 'bombers', level: 2 },
        ];
        Object.assign(s.heroes[0], { wounds: 1, kills: 5 });
        Object.assign(s.heroes[1], { kills: 3, bossesSlain: ['morgu'] });
      }),
    );

  it('the next chapter opens and its unlocked hero joins; the story text after the chapter is told', () => {
    const { save, news } = chapter1();
    expect(save.chapter).toBe(2);
    expect(save.unlocked).toEqual(['keith', 'glorbud', 'edward']);
    expect(news[0]).toContain(campaign.chapters[0].won);
    expect(news).toContain('Edward the Engineer joins the group.');
  });
  it('the gate stays damaged: its dice as left (a lost die stays lost: "you can no longer upgrade or restore that dice"), each mended by 1 pip up to 4', () => {
    expect(chapter1().save.gate).toEqual([2, 4]);
    const strong = foldChapter(newSave('g'), finished(newSave('g'), (s) => (win(s), (s.gate = [6, 4, 3])))).save;
    expect(strong.gate).toEqual([6, 4, 4]); // the masons mend up to 4; above it only gold restores
  });
  it('gold is banked up to the cap and added to the next scenario\'s starting gold', () => {
    const { save } = chapter1();
    expect(save.bank).toBe(campaign.carry.bankCap);
    const o = chapterOptions(save, 1);
    expect(o.campaign?.gold).toBe(content.scenario('2').gold + campaign.carry.bankCap);
  });
  it('scars: "If the hero\'s health is down to 0, they are severely wounded" — each severe wound is 1 max health lost for good', () => {
    const { save } = chapter1();
    expect(save.heroes.keith?.scars).toBe(1);
    const s = dice.setup(1, chapterOptions(save, 1), createRandom('x'));
    expect(s.heroes.find((h) => h.id === 'keith')?.maxHealth).toBe(content.hero('keith').health - 1);
  });
  it('a hero keeps at least 2 max health: Mongo (health 3) carries one scar at most', () => {
    let save: DiceCampaignSave = { ...newSave('g'), unlocked: ['keith', 'glorbud', 'mongo'] };
    save = foldChapter(save, finished(save, (s) => (lose(s), Object.assign(s.heroes[0], { wounds: 3 })), 1, ['mongo', 'keith'])).save;
    expect(save.heroes.mongo?.scars).toBe(1);
  });
  it('veteran perks: a hero who struck a boss\'s last blow is a Boss-slayer, one with 8 own kills a Veteran; their bonus applies when they play', () => {
    let { save } = chapter1();
    expect(save.heroes.glorbud?.perks).toEqual(['boss-slayer']);
    expect(save.heroes.keith?.perks).toEqual([]);
    // Boss-slayer: the weakest gate die gains 1 pip at the start of the chapter.
    expect(chapterOptions(save, 1, ['glorbud', 'keith']).campaign?.gate).toEqual([3, 4]);
    expect(chapterOptions(save, 1, ['keith', 'edward']).campaign?.gate).toEqual([2, 4]);
    save = foldChapter(save, finished(save, (s) => (win(s), Object.assign(s.heroes[0], { kills: 3 })))).save;
    expect(save.heroes.keith).toMatchObject({ kills: 8, perks: ['veteran'] });
    const gold = (heroes: string[]) => chapterOptions(save, 1, heroes).campaign?.gold;
    expect(gold(['keith', 'edward'])! - gold(['edward', 'glorbud'])!).toBe(2);
  });
  it('towers left standing on a map stand again, weathered 2 levels, when a later chapter reuses that map (chapter 5 returns to the Meadow Road)', () => {
    let { save } = chapter1();
    for (let i = 2; i <= 4; i++) save = winChapter(save);
    expect(save.chapter).toBe(5);
    const o = chapterOptions(save, 1);
    // Weathered by 2 levels while the group was away: the level-2 Bombers crumbled.
    expect(o.campaign?.towers).toEqual([{ site: 'T6', tower: 'archery', level: 1 }]);
    expect(o.difficulty).toBe('hard');
    expect(dice.setup(1, o, createRandom('x')).towers).toEqual([{ site: 'T6', tower: 'archery', level: 1 }]);
    save = winChapter(save);
    expect(save.chapter).toBe(6);
    expect(describeSave(save)[0]).toContain('is won');
    expect(() => chapterOptions(save, 1)).toThrow(RuleError);
  });
});

describe('a lost chapter', () => {
  it('is played again with the carry-over of before, one step easier per loss; the wounds still scar', () => {
    const won = winChapter(newSave('g'));
    const { save, news } = foldChapter(
      won,
      finished(won, (s) => {
        lose(s);
        s.gate = [1];
        s.gold = 60;
        s.towers = [{ site: 'T1', tower: 'mage', level: 2 }];
        Object.assign(s.heroes[0], { wounds: 1, kills: 9, bossesSlain: ['damitat'] });
      }),
    );
    expect(save).toMatchObject({ chapter: 2, losses: 1, gate: won.gate, bank: won.bank, maps: won.maps, unlocked: won.unlocked });
    expect(save.heroes.keith).toMatchObject({ scars: 1, kills: 0, perks: [] });
    expect(chapterOptions(save, 1).difficulty).toBe('easy');
    expect(news.at(-1)).toContain('easy');
    expect(difficultyAfter(campaign.chapters[4], 1)).toBe('normal');
    expect(difficultyAfter(campaign.chapters[4], 5)).toBe('easy');
    // A win resets the count of losses.
    expect(winChapter(save).losses).toBe(0);
  });
  it('refuses a game that is not over, or not this chapter', () => {
    const save = newSave('g');
    expect(() => foldChapter(save, finished(save, () => {}))).toThrow(/not over/);
    const other = finished(save, win);
    expect(() => foldChapter(winChapter(save), other)).toThrow(/not chapter 2/);
  });
});

describe('the tallies the campaign reads from the state', () => {
  it('a hero\'s own kills and a boss\'s last blow are counted on the hero; a severe wound too', () => {
    const s = emptyBoard();
    s.heroes[1].space = 'P5';
    s.current = 1;
    s.minions = [{ enemy: 'golem', space: 'P5', count: 3 }];
    s.supply.golem -= 3;
    const after = dice.play(s, 0, { type: 'attack', enemy: 'golem' }, rigged([4, 5]));
    expect(after.heroes[1].kills).toBe(2);
    expect(s.heroes[1].kills).toBeUndefined();
    const b = emptyBoard();
    b.heroes[0].space = 'P5';
    b.bosses = [{ boss: 'morgu', space: 'P5', health: 1 }];
    expect(dice.play(b, 0, { type: 'attack', enemy: 'morgu' }, rigged([6])).heroes[0].bossesSlain).toEqual(['morgu']);
    const w = emptyBoard();
    Object.assign(w.heroes[0], { space: 'P5', health: 2 });
    w.minions = [{ enemy: 'golem', space: 'P5', count: 1 }];
    enemyPhase(w, rigged([]), null);
    expect(w.heroes[0].wounds).toBe(1);
  });
  it('a whole chapter played by bots folds deterministically: the same record gives the same save', () => {
    const play = () => {
      const save = newSave('g');
      const options = chapterOptions(save, 1);
      const match = Match.create(dice, { players: 1, options, seed: 'campaign-1' });
      const bot = createBot('random', 'bot-seed', dice);
      while (!match.outcome()) match.play(0, bot.chooseMove(dice, match.view(0), 0));
      return foldChapter(save, { options, state: match.state as DiceState });
    };
    const a = play();
    expect(play()).toEqual(a);
    expect(a.save.history).toHaveLength(1);
    expect(a.save.chapter).toBe(a.save.history[0].won ? 2 : 1);
  });
});

describe('the save: versioned, migrated, checked', () => {
  it('a new save round-trips through JSON', () => {
    const save = winChapter(newSave('g'));
    expect(loadSave(JSON.parse(JSON.stringify(save)))).toEqual(save);
  });
  it('a malformed save is refused in one line naming the first problem; every problem is in the details', () => {
    const bad = { ...newSave('g'), chapter: 0, heroes: { keith: { scars: -1, kills: 0, bosses: [], perks: [] } } };
    try {
      loadSave(bad);
      throw new Error('accepted');
    } catch (e) {
      expect(isRuleError(e) && e.code).toBe('bad-save');
      const err = e as RuleError;
      expect(err.message).toBe('The Gate Defense campaign save is damaged: chapter: expected at least 1, got 0 (and 1 more problem)');
      expect(err.message).not.toContain('\n');
      expect(err.details).toContain('heroes.keith.scars: expected at least 0, got -1');
    }
    expect(() => loadSave('hello')).toThrow('This is not a Gate Defense campaign save: it has no version.');
    expect(() => loadSave({ ...newSave('g'), version: 9 })).toThrow(/version 9, newer than this program knows \(1\)/);
  });
  it('older versions are brought forward by the migrations list, in order', () => {
    const { version: _v, bank, ...rest } = newSave('g');
    const v0 = { ...rest, version: 0, gold: bank };
    const migrations = [{ from: 0, up: ({ gold, ...old }: Record<string, unknown>) => ({ ...old, version: 1, bank: gold }) }];
    expect(loadSave(v0, migrations)).toEqual(newSave('g'));
    expect(() => loadSave(v0)).toThrow('This campaign save is of version 0, older than any this program can bring forward (1).');
  });
});
