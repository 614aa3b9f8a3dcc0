import { createRandom } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content/index.ts';
import { cell, findWave, table } from './fixtures.ts';
import { tracks } from './index.ts';
import type { TracksMove } from './moves.ts';
import { boostDamage } from './rules/boost.ts';
import { damageOf } from './rules/combat.ts';
import { modifierHp } from './rules/effects.ts';
import { selections } from './rules/setup.ts';
import { moveWave } from './rules/waves.ts';
import type { TracksState } from './state.ts';

const play = (s: TracksState, seat: number, m: TracksMove) => tracks.play(s, seat, m, createRandom('x'));
/** Boosts tower 1 with the given credits, each from the player whose Boost stack holds it. */
function boosted(card: string, level: number, credits: string[][]): number {
  let s = table({ towers: [{ card, at: 'e3', level }], stacks: credits.map((boost) => ({ boost })) });
  credits.forEach((cards, seat) => {
    for (const credit of cards) s = play(s, seat, { type: 'boost', tower: 1, credit });
  });
  return damageOf(s, s.towers[0]);
}

describe('Phase 6.C: the seed’s worked examples of Boosts', () => {
  it('a Mk I Standard boosted by a Standard credit from each of two players deals 7 (4 + 3)', () => {
    expect(boosted('S1', 1, [['S1'], ['S1']])).toBe(7);
  });
  it('a Mk I Standard boosted by two different credits deals 6 (4 + 2)', () => {
    expect(boosted('S1', 1, [['S1'], ['B1']])).toBe(6);
  });
  it('a level 1 Mk I Boost boosted by one Boost credit deals 3 (1 + 2)', () => {
    expect(boosted('B1', 1, [['B1']])).toBe(3);
  });
  it('a level 1 Mk I Boost boosted by another credit deals 2 (1 + 1)', () => {
    expect(boosted('B1', 1, [['C1']])).toBe(2);
  });
  it('a level 1 Mk I Boost boosted by exactly two Boost credits deals 7 (1 + 3 doubled)', () => {
    expect(boosted('B1', 1, [['B1', 'B1']])).toBe(7);
  });
  it('a level 1 Mk I Boost boosted by exactly two non-Boost credits deals 3 (1 + 2)', () => {
    expect(boosted('B1', 1, [['S1', 'S1']])).toBe(3);
  });
  it('a level 1 Mk I Boost boosted by one Boost and one other credit deals 4 (1 + 3)', () => {
    expect(boosted('B1', 1, [['B1'], ['X1']])).toBe(4);
  });
  it('a level 3 Mk I Boost boosted by exactly two Boost credits deals 11 (2 + 3 tripled)', () => {
    expect(boosted('B1', 3, [['B1', 'B1']])).toBe(11);
  });
  it('three or more credits get no exactly-two matching bonus', () => {
    expect(boosted('S1', 1, [['S1', 'S1'], ['S1']])).toBe(7);
    expect(boostDamage('standard', 1, ['S1', 'S1', 'S1'])).toBe(3);
    expect(boostDamage('boost', 2, ['B1', 'B1', 'B1'])).toBe(6);
    expect(boostDamage('standard', 1, ['S1', 'S1', 'S1', 'S1'])).toBe(4);
  });
  it('a Mk II Standard credit is two Standard credits: exactly two matching', () => {
    expect(boosted('S1', 1, [['S2']])).toBe(7);
  });
  it('Combine towers cannot be boosted', () => {
    const s = table({ towers: [{ card: 'X1', at: 'e3' }], stacks: [{ boost: ['S1'] }] });
    expect(tracks.legalMoves(s, 0).some((m) => m.type === 'boost')).toBe(false);
    expect(() => play(s, 0, { type: 'boost', tower: 1, credit: 'S1' })).toThrow(/cannot be boosted/);
  });
});

describe('Phase 3: the seed’s worked example of movement', () => {
  // A unit that moves 4, with a +1 movement modifier: 5 spaces.
  const card = findWave((w) => w.track === 'A' && w.units[0].move === 4 && !w.units[0].abilities && !w.reverse);
  it('the A10 wave moving 5 with A12 and A15 discarded ends on A17', () => {
    const s = table({ waves: [{ card, pos: 10, modifier: 'm1-swift' }], discarded: ['A12', 'A15'] });
    moveWave(s, s.waves[0], 5, null);
    expect(s.waves[0].pos).toBe(17);
  });
  it('…and on A18 if A17 is taken', () => {
    const other = findWave((w) => w.track === 'A' && w.id !== card);
    const s = table({ waves: [{ card, pos: 10, modifier: 'm1-swift' }, { card: other, pos: 17, number: 2 }], discarded: ['A12', 'A15'] });
    moveWave(s, s.waves[0], 5, null);
    expect(s.waves[0].pos).toBe(18);
  });
});

describe('Phase 2: Wave Modifier Hit Points', () => {
  it('a Wave 2 Modifier of Difficulty 3 has 7 HP (2 + difficulty + wave number)', () => {
    expect(modifierHp(3, 2)).toBe(7);
    const card = findWave((w) => w.rank === 2);
    // A Mk I Standard (4) boosted by two Standard credits (7) just defeats it; boosted by two others (6) does not.
    let s = table({ towers: [{ card: 'S1', at: 'a8' }], waves: [{ card, pos: 1, number: 2, modifier: 'm3-fortified' }], stacks: [{ boost: ['S1', 'S1'] }] });
    s = play(s, 0, { type: 'boost', tower: 1, credit: 'S1' });
    s = play(s, 0, { type: 'boost', tower: 1, credit: 'S1' });
    s = play(s, 0, { type: 'attack', tower: 1, wave: 2, modifier: true });
    expect(s.waves[0].modifier).toBeNull();
    let t = table({ towers: [{ card: 'S1', at: 'a8' }], waves: [{ card, pos: 1, number: 2, modifier: 'm3-fortified' }], stacks: [{ boost: ['S1', 'B1'] }] });
    t = play(t, 0, { type: 'boost', tower: 1, credit: 'S1' });
    t = play(t, 0, { type: 'boost', tower: 1, credit: 'B1' });
    t = play(t, 0, { type: 'attack', tower: 1, wave: 2, modifier: true });
    expect(t.waves[0].modifier).toBe('m3-fortified');
  });
});

describe('3.A.V and 3.A.VII: the difficulty-string examples', () => {
  const count = (xs: number[], level: number) => xs.filter((x) => x === level).length;
  it('1/1/1/1/2/2 selects 8 Level 1 and 4 Level 2 Wave Modifiers, lowest level on top', () => {
    const { modifierLevels } = selections([1, 1, 1, 1, 2, 2]);
    expect([count(modifierLevels, 1), count(modifierLevels, 2)]).toEqual([8, 4]);
    expect(modifierLevels).toEqual([...modifierLevels].sort((a, b) => a - b));
  });
  it('1/1/2/2/2/2/3/3 selects 4 Level 1, 8 Level 2 and 4 Level 3 Wave Modifiers', () => {
    const { modifierLevels } = selections([1, 1, 2, 2, 2, 2, 3, 3]);
    expect([count(modifierLevels, 1), count(modifierLevels, 2), count(modifierLevels, 3)]).toEqual([4, 8, 4]);
  });
  it('1/1/1/1/2/2 selects 4 Level 1 and 2 Level 2 Game Conditions (one per wave)', () => {
    expect(selections([1, 1, 1, 1, 2, 2]).conditionLevels).toEqual([4, 2, 0, 0]);
  });
  it('1/1/2/2/2/2/3/3 selects 2, 4 and 2 Game Conditions: one per wave, not the seed’s misprinted 3', () => {
    expect(selections([1, 1, 2, 2, 2, 2, 3, 3]).conditionLevels).toEqual([2, 4, 2, 0]);
  });
  it('a session takes its number of waves and its modifiers from the difficulty string', () => {
    const s = tracks.setup(2, tracks.options.parse({ difficulty: '1/1/2/2/2/2/3/3' }), createRandom('d'));
    expect(s.totalWaves).toBe(8);
    expect(s.modifierQueue).toHaveLength(16);
    expect(s.conditionPool).toEqual([2, 4, 2, 0]);
  });
});

describe('content: the facts the seed gives', () => {
  it('a Mk I Standard builds for 2, upgrades for 1 and deals 4 at level 1', () => {
    const t = content.towers.get('S1')!;
    expect([t.build, t.upgrade, t.levels[0].damage]).toEqual([2, 1, 4]);
  });
  it('a Mk I Boost deals 1 at level 1 and 2 at level 3, doubling Boost credits at level 1 and tripling them at level 3', () => {
    const b = content.towers.get('B1')!;
    expect([b.levels[0].damage, b.levels[2].damage, b.levels[0].multiplier, b.levels[2].multiplier]).toEqual([1, 2, 2, 3]);
  });
  it('Combine towers have a Radius, never attack and cannot be boosted', () => {
    for (const id of ['X1', 'X2', 'X3']) for (const l of content.towers.get(id)!.levels) expect([l.radius! > 0, l.range, l.damage]).toEqual([true, undefined, undefined]);
    expect(content.types.find((t) => t.id === 'combine')).toMatchObject({ attacks: false, boostable: false });
  });
  it('every tower flips to credits of its type: Mk I 1, Mk II 2, Mk III 3; 10/4/2 copies', () => {
    for (const t of content.towerList) {
      expect(t.credits).toBe(t.mark);
      expect(t.copies).toBe([0, 10, 4, 2][t.mark]);
      expect(t.levels).toHaveLength(4);
    }
    expect(content.towerList.reduce((a, t) => a + t.copies, 0)).toBe(64);
  });
  it('100 distinct waves, ten per rank, odd ranks on Track A, low tracks with low ranks, the seed’s rank 1 wave among them', () => {
    expect(content.waveList).toHaveLength(100);
    expect(new Set(content.waveList.map((w) => JSON.stringify(w.units))).size).toBe(100);
    for (let r = 1; r <= 10; r++) expect(content.waveList.filter((w) => w.rank === r)).toHaveLength(10);
    for (const w of content.waveList) {
      expect(w.track).toBe(w.rank % 2 ? 'A' : 'B');
      if (w.number <= 5) expect(w.rank).toBeLessThanOrEqual(2);
      if (w.number >= 21) expect(w.rank).toBeGreaterThanOrEqual(9);
      expect(w.units.length).toBeGreaterThanOrEqual(1);
      expect(w.units.length).toBeLessThanOrEqual(4);
      for (const u of w.units) expect(u.move >= 3 && u.move <= 5).toBe(true);
    }
    expect(content.waves.get('A01a')).toMatchObject({ rank: 1, units: [{ hp: 5, move: 3 }] });
  });
  it('all ten enemy abilities exist and appear on waves or modifiers', () => {
    expect(content.abilities.size).toBe(10);
    const used = new Set<string>();
    for (const w of content.waveList) {
      if (w.reverse) used.add('reverse');
      for (const u of w.units) {
        for (const a of u.abilities ?? []) used.add(a);
        if (u.resist) used.add('resistant');
      }
    }
    expect([...used].sort()).toEqual([...content.abilities.keys()].sort());
  });
  it('every difficulty level has Wave Modifiers including "Reveal 1 Game Condition", and Game Conditions with a requirement and an effect', () => {
    for (let level = 1; level <= 4; level++) {
      expect(content.modifierList.filter((m) => m.level === level).length).toBeGreaterThanOrEqual(6);
      expect(content.modifierList.some((m) => m.level === level && m.reveal)).toBe(true);
      expect(content.conditionList.filter((c) => c.level === level).length).toBeGreaterThanOrEqual(4);
    }
  });
  it('five Skills on every player mat, double-sided Skill Boards enough for 1 + 4 players', () => {
    expect(content.matSkills).toHaveLength(5);
    expect(content.boards.length).toBeGreaterThanOrEqual(5);
    for (const b of content.boards) expect(b.a.length && b.b.length).toBeTruthy();
  });
  it('the ready layouts hold the 50 tracks in at most 120 spaces', () => {
    for (const l of content.layouts.values()) {
      const tokens = l.rows.join(' ').split(/\s+/);
      expect(tokens.length).toBeLessThanOrEqual(120);
      expect(tokens.filter((t) => /^[AB]\d\d$/.test(t))).toHaveLength(50);
    }
  });
  it('a layout of one’s own is accepted when valid and refused with a reason when not', () => {
    const meadow = content.layouts.get('meadow')!;
    expect(tracks.options.safeParse({ layout: { name: 'Mine', rows: meadow.rows } }).success).toBe(true);
    const broken = tracks.options.safeParse({ layout: { name: 'Broken', rows: meadow.rows.map((r) => r.replace('A05', '...')) } });
    expect(broken.success).toBe(false);
    expect(tracks.options.safeParse({ layout: 'nowhere' }).success).toBe(false);
  });
  it('{} is the beginner’s Level 1, Mode 1', () => {
    const o = tracks.options.parse({});
    expect(o).toMatchObject({ level: 1, mode: 'cooperative-sandbox' });
    const s = tracks.setup(2, o, createRandom('b'));
    expect(s.title).toBe('Level 1, Mode 1');
    expect(s.layout.name).toBe('Meadow');
  });
});

void cell;
