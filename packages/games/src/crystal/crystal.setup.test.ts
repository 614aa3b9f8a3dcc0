import { createRandom, parseOptions } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content/index.ts';
import { SECTIONS } from './content/schema.ts';
import { crystal } from './index.ts';
import type { Options } from './options.ts';
import { levelOf, mapLevelWords } from './rules/level.ts';
import { sectionFor } from './rules/waves.ts';
import { fresh } from './testing.ts';

describe('Crystal Defenders setup', () => {
  it('"Place your hero token on one of the blue spaces": every hero starts off the board and places itself first, at full health', () => {
    const s = fresh(2, { heroes: ['squire', 'monk'] });
    for (const h of s.heroes) {
      const kit = content.hero(h.hero).kit;
      expect(h).toMatchObject({ at: null, out: 'place', done: false, health: kit.health, steps: kit.speed, actions: content.rules.actionsPerPhase });
    }
    expect(crystal.actors(s)).toEqual([0, 1]);
    expect(crystal.legalMoves(s, 0).every((m) => m.type === 'place')).toBe(true);
  });

  it('"set the wave counter to 0": wave 0, no spawning pending, Hero phase 1, no tokens on the board', () => {
    expect(fresh()).toMatchObject({ wave: 0, spawnsLeft: 0, turn: 1, phase: 'hero', defenses: [], enemies: [], used: [], result: null });
  });

  it('heroes are dealt to the seats in turn: one seat may hold several; seat names list them', () => {
    const s = fresh(2, { heroes: ['squire', 'monk', 'huntress'] });
    expect(s.heroes.map((h) => [h.hero, h.seat])).toEqual([
      ['squire', 0],
      ['monk', 1],
      ['huntress', 0],
    ]);
    const o = parseOptions(crystal, { heroes: 'Countess, monk, huntress' }) as Options;
    expect(crystal.seatName(2, o, 0)).toBe('Player 1 (Countess & Huntress)');
    expect(crystal.seatName(2, o, 1)).toBe('Player 2 (Monk)');
    expect(crystal.playerCounts(o)).toMatchObject({ min: 1, max: 3 });
    expect(crystal.playerCounts(parseOptions(crystal, {}) as Options)).toMatchObject({ min: 1, max: 8 });
  });

  it('unnamed heroes: one each, one of every kit before the partners; a count of heroes; a hero only once', () => {
    expect(fresh(3).heroes.map((h) => h.hero)).toEqual(['squire', 'apprentice', 'huntress']);
    expect(fresh(1, { heroes: 5 }).heroes.map((h) => h.hero)).toEqual(['squire', 'apprentice', 'huntress', 'monk', 'countess']);
    expect(() => parseOptions(crystal, { heroes: 'squire,squire' })).toThrow();
    expect(() => fresh(3, { heroes: ['squire', 'monk'] })).toThrow(/3 people need at least 3 heroes/);
  });

  it('the team\'s mana pool starts at rules.startingMana plus the difficulty\'s bonus and the map\'s', () => {
    const { startingMana, difficulty, maps } = content.rules;
    for (const map of content.maps.map((m) => m.id)) {
      for (const level of ['easy', 'normal', 'hard'] as const) {
        expect(fresh(1, { map, difficulty: level }).mana).toBe(startingMana + difficulty[level].manaBonus + (maps[map]?.manaBonus ?? 0));
      }
    }
  });

  it('a new table plays the rulebook as printed on every map: the default difficulty is rulebook, with no level\'s or map\'s modifier (the Kobold hits for 5)', () => {
    const undo = crystal.content!.apply({ 'rules.json': { maps: { keep: { manaBonus: 3, sectionShift: 1, enemyHealth: 1, enemyAttack: 1 } } } });
    try {
      for (const map of content.maps.map((m) => m.id)) {
        const s = fresh(1, { map });
        expect(s.difficulty).toBe('rulebook');
        expect(levelOf(map, s.difficulty)).toEqual({ manaBonus: 0, sectionShift: 0, enemyHealth: 0, enemyAttack: 0 });
        expect(s.mana).toBe(content.rules.startingMana);
        expect(crystal.setupLog!(s)[0].text).not.toContain(`On ${content.map(map).name}`);
      }
      expect(levelOf('keep', 'normal').enemyAttack).toBe(content.rules.difficulty.normal.enemyAttack + 1);
    } finally {
      undo();
    }
  });

  it("a map's own modifiers (rules.json maps) add to the difficulty's: mana, the cards' colour, enemy health and attack", () => {
    const normal = content.rules.difficulty.normal;
    const keep = { level: levelOf('keep', 'normal'), mana: fresh(1, { map: 'keep' }).mana };
    const undo = crystal.content!.apply({ 'rules.json': { maps: { crossroads: { manaBonus: 3, sectionShift: 1, enemyHealth: 1, enemyAttack: 2 } } } });
    try {
      const s = fresh(1, { map: 'crossroads', difficulty: 'normal' });
      expect(levelOf('crossroads', 'normal')).toEqual({ manaBonus: normal.manaBonus + 3, sectionShift: normal.sectionShift + 1, enemyHealth: normal.enemyHealth + 1, enemyAttack: normal.enemyAttack + 2 });
      expect(s.mana).toBe(content.rules.startingMana + normal.manaBonus + 3);
      const byHeroes = SECTIONS.indexOf(content.rules.sectionByHeroes[s.heroes.length - 1]);
      expect(sectionFor(s)).toBe(SECTIONS[byHeroes + normal.sectionShift + 1]);
      // Players read it when the game starts.
      expect(crystal.setupLog!(s)[0].text).toContain(
        `${content.map('crossroads').name}: ${content.map('crossroads').description} Defend the crystal for 4 waves; the team starts with ${s.mana} mana. On Crossroads the spawn cards come 1 colour up, enemies have 1 more health, enemies hit 2 harder and the team starts with 3 more mana.`,
      );
      // Another map is untouched.
      expect({ level: levelOf('keep', 'normal'), mana: fresh(1, { map: 'keep' }).mana }).toEqual(keep);
    } finally {
      undo();
    }
    expect(mapLevelWords('crossroads')).toEqual(Object.values(content.rules.maps.crossroads ?? {}).some((x) => x !== 0) ? expect.stringMatching(/^On Crossroads /) : '');
  });

  it('"shuffle the enemy deck": every card once, in an order that depends on the seed', () => {
    const a = fresh(1, {}, 'one');
    const b = fresh(1, {}, 'two');
    expect([...a.deck].sort()).toEqual(content.cards.map((c) => c.id).sort());
    expect(a.deck).not.toEqual(b.deck);
  });

  it('the deck\'s order is hidden: views show its size only, and determinize deals the undrawn cards anew', () => {
    const s = fresh();
    const v = crystal.view(s, 0);
    expect(v).not.toHaveProperty('deck');
    expect(v.deckSize).toBe(content.cards.length);
    const d = crystal.determinize!(v, 0, createRandom('guess'));
    expect([...d.deck].sort()).toEqual([...s.deck].sort());
    expect(crystal.view(d, 0)).toEqual(v);
  });

  it('the options choose the map and the waves to win (the seed: 4)', () => {
    expect(fresh().wavesToWin).toBe(4);
    expect(fresh(1, { map: 'crossroads', waves: 2 })).toMatchObject({ map: 'crossroads', wavesToWin: 2 });
  });

  it('the setup log names the map and the goal', () => {
    const s = fresh();
    expect(crystal.setupLog!(s)[0].text).toContain(content.map(s.map).name);
  });
});
