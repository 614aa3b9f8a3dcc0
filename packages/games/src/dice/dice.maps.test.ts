import { createBot, Match, RuleError, variantGame, type AnyGame, type Variant } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { content, mapFile, type MapData } from './content/index.ts';
import { DICE_MAP_LIMITS, diceMapChecks, diceMapProblems } from './content/map-checks.ts';
import { dice } from './index.ts';
import { boardOf } from './map.ts';
import type { DiceState } from './state.ts';
import type { DiceView } from './view.ts';

const meadow = (): MapData => structuredClone(content.map('meadow'));
/** The problems one check finds in a map changed by `edit`. */
const found = (check: keyof typeof diceMapChecks, edit: (m: MapData) => void) => {
  const m = meadow();
  edit(m);
  return diceMapChecks[check](m);
};
const messages = (check: keyof typeof diceMapChecks, edit: (m: MapData) => void) => found(check, edit).map((p) => p.message);
const space = (m: MapData, id: string) => m.spaces.find((s) => s.id === id)!;

describe('dice map checks', () => {
  it('every shipped map passes every check', () => {
    for (const m of content.maps) expect(diceMapProblems(m), m.id).toEqual([]);
  });

  it('size: at most so many spaces and sites, each on a whole square inside the board', () => {
    expect(messages('size', (m) => (space(m, 'P1').x = DICE_MAP_LIMITS.columns))).toEqual([`P1 is at column 12; columns are whole numbers from 0 to 11.`]);
    expect(messages('size', (m) => (m.sites[0]!.y = 1.5))).toEqual(['T1 is at row 1.5; rows are whole numbers from 0 to 7.']);
    const many = found('size', (m) => {
      for (let i = 0; m.spaces.length <= DICE_MAP_LIMITS.spaces; i++) m.spaces.push({ id: `X${i}`, x: 0, y: 0, next: ['G'] });
    });
    expect(many[0]).toEqual({ path: ['spaces'], message: `A map has at most ${DICE_MAP_LIMITS.spaces} road spaces; this one has ${DICE_MAP_LIMITS.spaces + 1}.` });
    const sites = found('size', (m) => {
      while (m.sites.length <= DICE_MAP_LIMITS.sites) m.sites.push({ ...m.sites[0]!, id: `T${m.sites.length + 1}` });
    });
    expect(sites[0]!.path).toEqual(['sites']);
  });

  it('names: no two spaces or sites share a name, and no space is named like a site', () => {
    expect(found('names', (m) => (space(m, 'P2').id = 'P1'))).toEqual([{ path: ['spaces', '1', 'id'], message: 'Two road spaces are named P1.' }]);
    expect(messages('names', (m) => (m.sites[1]!.id = 'T1'))).toEqual(['Two tower sites are named T1.']);
    expect(messages('names', (m) => (space(m, 'P2').id = 'T9'))).toEqual(['The road space T9 is named like a tower site; give it another name.']);
  });

  it('oneSquareEach: two places never share a square', () => {
    expect(found('oneSquareEach', (m) => Object.assign(m.sites[0]!, { x: 0, y: 2 }))).toEqual([{ path: ['sites', '0'], message: 'T1 stands on the same square as P1.' }]);
  });

  it('spawnAndGate: both are road spaces, and not the same', () => {
    expect(messages('spawnAndGate', (m) => (m.spawn = 'Q1'))).toEqual(['The spawn Q1 is not a road space.']);
    expect(messages('spawnAndGate', (m) => (m.gate = 'Q9'))).toEqual(['The gate Q9 is not a road space.']);
    expect(messages('spawnAndGate', (m) => (m.spawn = 'G'))).toEqual(['The spawn and the gate are the same space; enemies must have a road to walk.']);
  });

  it('links: every way on, every space a site points at or stands beside, exists', () => {
    expect(found('links', (m) => (space(m, 'P2').next = ['P9']))).toEqual([{ path: ['spaces', '1', 'next', '0'], message: 'P2 leads to P9, which is not a road space.' }]);
    expect(messages('links', (m) => (m.sites[0]!.links = ['P1', 'Q1']))).toEqual(['Site T1 points at Q1, which is not a road space.']);
    expect(messages('links', (m) => (m.sites[0]!.adjacent = ['Q2']))).toEqual(['Site T1 stands beside Q2, which is not a road space.']);
  });

  it('forks: one way on or a crossroads of two different ways, never to itself; only the gate ends the road', () => {
    expect(messages('forks', (m) => (space(m, 'P2').next = []))).toEqual(['The road stops at P2; every space but the gate leads on.']);
    expect(messages('forks', (m) => (space(m, 'P3').next = ['N4', 'S4', 'P5']))).toEqual(['P3 splits 3 ways; a crossroads splits 2 ways at most.']);
    expect(messages('forks', (m) => (space(m, 'P3').next = ['N4', 'N4']))).toEqual(['P3 names the same way twice; a crossroads splits toward two different spaces.']);
    expect(messages('forks', (m) => (space(m, 'P3').next = ['N4', 'P3']))).toEqual(['P3 leads to itself.']);
    expect(messages('forks', (m) => (space(m, 'G').next = ['P1']))).toEqual(['The gate G leads on to P1; the road ends at the gate.']);
  });

  it('noLoops: no road comes back on itself', () => {
    expect(found('noLoops', (m) => (space(m, 'P5').next = ['P2']))).toEqual([{ path: ['spaces', '1', 'next'], message: 'The road loops: P2 → P3 → N4 → P5 → P2; every road must run on to the gate.' }]);
  });

  it('reachable: every space lies on a road from the spawn', () => {
    const stray = found('reachable', (m) => m.spaces.push({ id: 'Q1', x: 0, y: 0, next: ['P2'] }));
    expect(stray).toEqual([{ path: ['spaces', '8'], message: 'No road from the spawn P1 reaches Q1.' }]);
  });

  it('roadToGate: a road runs from the spawn to the gate', () => {
    // The spawn's road runs into a dead end: the gate is cut off (the dead end itself is "forks").
    expect(found('roadToGate', (m) => (space(m, 'P6').next = []))).toEqual([{ path: ['gate'], message: 'No road leads from the spawn P1 to the gate G.' }]);
  });

  it('sitesBesideRoad: a site names each space once, and touches the spaces it points at and stands beside', () => {
    expect(found('sitesBesideRoad', (m) => (m.sites[0]!.links = ['P1', 'P6']))).toEqual([
      { path: ['sites', '0', 'links', '1'], message: 'Site T1 points at P6, 4 squares away; a site touches the spaces it names.' },
    ]);
    expect(messages('sitesBesideRoad', (m) => (m.sites[0]!.adjacent = ['P2', 'P2']))).toEqual(['Site T1 stands beside the same space twice.']);
    expect(messages('sitesBesideRoad', (m) => (m.sites[0]!.adjacent = []))).toEqual(['Site T1 stands beside no road space; it needs at least one.']);
  });

  it('content.apply refuses a broken map with bad-content naming the file and the problem, and changes nothing', () => {
    const before = meadow();
    const apply = () => dice.content!.apply({ [mapFile('meadow')]: { spaces: { '1': { next: ['P9'] } } } });
    expect(apply).toThrow(RuleError);
    expect(apply).toThrow(/^dice content maps\/meadow\.json: spaces\.1\.next\.0: P2 leads to P9, which is not a road space\./);
    expect(() => dice.content!.apply({ [mapFile('meadow')]: { id: 'other' } })).toThrow(/maps\/meadow\.json: id: this map's id is meadow/);
    expect(content.map('meadow')).toEqual(before);
  });
});

describe('dice maps across files', () => {
  it('a redrawn road keeps the spaces its scenario names: the Gorge’s ambush falls on P3', () => {
    const gorge = content.map('gorge');
    const rename = (id: string) => (id === 'P3' ? 'Q3' : id);
    const patch = {
      spaces: gorge.spaces.map((sp) => ({ ...sp, id: rename(sp.id), next: sp.next.map(rename) })),
      sites: gorge.sites.map((t) => ({ ...t, links: t.links.map(rename), adjacent: t.adjacent.map(rename) })),
    };
    expect(diceMapProblems({ ...gorge, ...patch })).toEqual([]);
    expect(() => dice.content!.apply({ [mapFile('gorge')]: patch })).toThrow(/scenarios\.json, scenario 3: event Ambush: its ambush falls on P3, not a space of /);
    expect(content.map('gorge').spaces.map((sp) => sp.id)).toContain('P3');
  });
});

/** Meadow Road with one more fork: from the spawn a second road runs south by Q2 and joins at S4. */
const moreForks: Variant = {
  format: 1,
  game: 'dice',
  name: 'Meadow with a south road',
  patch: {
    [mapFile('meadow')]: {
      spaces: [
        { id: 'P1', x: 0, y: 2, next: ['P2', 'Q2'] },
        ...content.map('meadow').spaces.slice(1),
        { id: 'Q2', x: 1, y: 3, next: ['S4'] },
      ],
      sites: { '2': { adjacent: ['P3', 'S4', 'Q2'] } },
    },
  },
};

/** Plays `seed` with easy bots at every seat to its end, one move at a time; `between` runs after each move. */
function playOut(game: AnyGame, seed: string, between: () => void = () => {}): Match {
  const match = Match.create(game, { players: 1, seed });
  const bot = createBot('easy', `${seed}/bot`, game);
  for (let i = 0; i < 3000 && match.outcome() === null; i++) {
    const seat = game.actors(match.state)[0]!;
    match.play(seat, bot.chooseMove(game, match.state, seat));
    between();
  }
  return match;
}

describe('a dice variant that redraws the road', () => {
  it('has one more fork in the rules, the text board and the log while it runs, and the original road outside it', () => {
    const game = variantGame(dice, moreForks);
    expect(game.variant!.run(() => boardOf('meadow').next['P1'])).toEqual(['P2', 'Q2']);
    expect(boardOf('meadow').next['P1']).toEqual(['P2']);
    expect(boardOf('meadow').order).not.toContain('Q2');
    const match = Match.create(game, { players: 1, seed: 'fork' });
    expect(game.renderText(match.view(0), 0)).toMatch(/Q2/);
    expect(dice.renderText(Match.create(dice, { players: 1, seed: 'fork' }).view(0) as DiceView, 0)).not.toMatch(/Q2/);
  });

  it('bots play it to the end, enemies taking the new road, while the original game played in between is untouched', () => {
    const alone = playOut(dice, 'untouched');
    const original = Match.create(dice, { players: 1, seed: 'untouched' });
    const bot = createBot('easy', 'untouched/bot', dice);
    const stepOriginal = () => {
      if (original.outcome() !== null) return;
      const seat = original.actors()[0]!;
      original.play(seat, bot.chooseMove(dice, original.state, seat));
    };
    const played = playOut(variantGame(dice, moreForks), 'fork-to-the-end', stepOriginal);
    while (original.outcome() === null) stepOriginal();
    expect(played.outcome()).not.toBeNull();
    expect(played.log(0).some((line) => /\bQ2\b/.test(line))).toBe(true);
    expect(original.moves()).toEqual(alone.moves());
    expect(original.outcome()).toEqual(alone.outcome());
    expect((original.state as DiceState).minions.every((m) => m.space !== 'Q2')).toBe(true);
  });
});
