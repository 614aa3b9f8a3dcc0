import { createRandom, parseOptions } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { content } from './content/index.ts';
import { crystal } from './index.ts';
import type { Options } from './options.ts';
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

  it('the team\'s mana pool starts at rules.startingMana plus the difficulty\'s bonus', () => {
    expect(fresh(1, { difficulty: 'normal' }).mana).toBe(content.rules.startingMana + content.rules.difficulty.normal.manaBonus);
    expect(fresh(1, { difficulty: 'easy' }).mana).toBe(content.rules.startingMana + content.rules.difficulty.easy.manaBonus);
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
