import { createRandom, Match, parseOptions } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { dice } from './index.ts';
import { optionsSchema, type Options } from './options.ts';
import type { DiceState } from './state.ts';
import { setupGame } from './rules/setup.ts';

const setup = (players: number, options: Record<string, unknown> = {}) => setupGame(players, optionsSchema.parse(options), createRandom('setup'));

describe('setup', () => {
  it('"place their miniature on the gate space … a health dice on the hero card, with the max health"; gate dice and gold from the scenario', () => {
    const s = setup(1, { difficulty: 'rulebook' });
    expect(s.heroes.map((h) => [h.id, h.health, h.maxHealth])).toEqual([
      ['keith', 5, 5],
      ['glorbud', 6, 6],
    ]);
    expect(s.gate).toEqual([3, 3, 3]);
    expect(s.gold).toBe(12);
    // Round 1's Event and Enemy phases are played: the first card's Gremlins have taken their first step.
    expect(s.discard.map((c) => c.face)).toEqual([{ kind: 'spawn', enemy: 'gremlin', count: 4 }]);
    expect(s.minions).toEqual([{ enemy: 'gremlin', space: 'P2', count: 4 }]);
    expect(s.heroes.every((h) => h.space === 'G')).toBe(true);
  });
  it('Scenario 1\'s deck is drawn in its printed order (the rulebook difficulty changes nothing)', () => {
    const s = setup(2, { difficulty: 'rulebook' });
    const names = [...s.discard, ...s.deck].map((c) => (c.face.kind === 'spawn' ? `${c.face.enemy} x ${c.face.count}` : c.face.kind));
    expect(names).toEqual([
      ...['gremlin x 4', 'gremlin x 4', 'gremlin x 4', 'gremlin x 4', 'wait'],
      ...['gremlin x 8', 'gremlin x 8', 'devil-steed x 4', 'devil-steed x 4', 'wait'],
      ...['golem x 4', 'gremlin x 8', 'devil-steed x 8', 'golem x 4', 'wait'],
      ...['golem x 8', 'boss', 'golem x 8', 'devil-steed x 8', 'wait'],
    ]);
  });
  it('shuffled waves keep their cards within the wave', () => {
    const a = setupGame(1, optionsSchema.parse({ scenario: '2' }), createRandom('one'));
    const b = setupGame(1, optionsSchema.parse({ scenario: '2' }), createRandom('two'));
    const backs = (s: typeof a) => [...s.discard, ...s.deck].map((c) => c.back);
    expect(backs(a)).toEqual(backs(b));
    expect(backs(a)).toEqual([...Array(5).fill('Wave I'), ...Array(5).fill('Wave II'), ...Array(6).fill('Wave III')]);
  });
  it('heroes: a list, "keith,edward" from the command line, or a count; dealt to the seats in turn ("four hero cards but five heroes": all five play)', () => {
    expect(optionsSchema.parse({ heroes: 'Keith, edward' }).heroes).toEqual(['keith', 'edward']);
    expect(optionsSchema.parse({ scenario: 3 }).scenario).toBe('3');
    expect(optionsSchema.parse({}).scenario).toBe('1');
    expect(optionsSchema.parse({ heroes: 5 }).heroes).toEqual(['keith', 'glorbud', 'edward', 'henry', 'mongo']);
    expect(() => optionsSchema.parse({ heroes: 'keith,keith' })).toThrow();
    expect(() => optionsSchema.parse({ heroes: 'gandalf' })).toThrow();
    const s = setup(2, { heroes: ['mongo', 'henry', 'edward'] });
    expect(s.heroes.map((h) => [h.id, h.seat])).toEqual([
      ['mongo', 0],
      ['henry', 1],
      ['edward', 0],
    ]);
    const o = parseOptions(dice, { heroes: ['mongo', 'henry', 'edward'] }) as Options;
    expect(dice.seatName(2, o, 0)).toBe('Player 1 (Mongo & Edward)');
    expect(dice.playerCounts(o)).toMatchObject({ min: 1, max: 3 });
  });
  it('solo is one person with two heroes by default; more people get one hero each; a scenario may name its party first', () => {
    expect(setup(1).heroes).toHaveLength(2);
    expect(setup(3, { scenario: '4' }).heroes.map((h) => h.id)).toEqual(['mongo', 'keith', 'glorbud']);
    expect(setup(3).heroes.map((h) => h.seat)).toEqual([0, 1, 2]);
  });
  it('difficulty adjusts the gold, the gate dice and the enemies on each spawn card, as data (rulebook, easy, normal, hard)', () => {
    // Scenario 1 prints 12 gold, gate dice 3, 3, 3 and "Gremlin x 4" first, then "Gremlin x 8" (the fifth card).
    const spawns = (s: ReturnType<typeof setup>) => [s.discard[0], s.deck[4]].map((c) => (c.face.kind === 'spawn' ? c.face.count : 0));
    const rulebook = setup(1, { difficulty: 'rulebook' });
    expect(rulebook).toMatchObject({ gold: 12, gate: [3, 3, 3] });
    expect(spawns(rulebook)).toEqual([4, 8]);
    const easy = setup(1, { difficulty: 'easy' });
    expect(easy).toMatchObject({ gold: 20, gate: [4, 4, 4] });
    expect(spawns(easy)).toEqual([6, 11]);
    const normal = setup(1, { difficulty: 'normal' });
    expect(normal).toMatchObject({ gold: 12, gate: [3, 3, 3] });
    expect(spawns(normal)).toEqual([8, 15]);
    const hard = setup(1, { difficulty: 'hard' });
    expect(hard).toMatchObject({ gold: 8, gate: [2, 2, 2] });
    expect(spawns(hard)).toEqual([10, 20]);
  });
  it('a new table plays the rulebook as printed: the default difficulty is rulebook (Scenario 1: 12 gold, gate 3/3/3, Gremlin x 4)', () => {
    const s = setup(1);
    expect(s).toMatchObject({ gold: 12, gate: [3, 3, 3] });
    expect(s.discard[0].face).toMatchObject({ kind: 'spawn', count: 4 });
  });
  it('the campaign hook: a gate, gold, scars and towers carried over from an earlier scenario', () => {
    const s = setup(1, { campaign: { chapter: 2, gate: [2, 5], gold: 30, scars: { keith: 2 }, towers: [{ site: 'T6', tower: 'mage', level: 2 }] } });
    expect(s.gate).toEqual([2, 5]);
    expect(s.gold).toBe(30);
    expect(s.heroes[0]).toMatchObject({ id: 'keith', health: 3, maxHealth: 3 });
    expect(s.towers).toEqual([{ site: 'T6', tower: 'mage', level: 2 }]);
    expect(() => optionsSchema.parse({ campaign: { chapter: 0 } })).toThrow();
  });
  it('another map for a scenario', () => {
    const s = setup(1, { map: 'gorge', difficulty: 'rulebook' });
    expect(s.map).toBe('gorge');
    expect(s.minions).toEqual([{ enemy: 'gremlin', space: 'P2', count: 4 }]);
  });
});

describe('view', () => {
  it('the deck\'s order is hidden: the view shows its size, the next card\'s back and what each wave still holds, sorted when shuffled', () => {
    const m = Match.create(dice, { players: 2, options: { scenario: '2' }, seed: 'view' });
    const state = m.state as DiceState;
    const v = dice.view(state, 0);
    expect(v.deck.size).toBe(15);
    expect(v.deck.next).toBe('Wave I');
    expect(v.deck.waves.map((w) => [w.back, w.cards.length, w.shuffled])).toEqual([
      ['Wave I', 4, true],
      ['Wave II', 5, true],
      ['Wave III', 6, true],
    ]);
    const json = JSON.stringify(v);
    for (const c of state.deck) expect(json).not.toContain(`card-${c.id}"`);
    const text = dice.renderText(v, 0);
    expect(text).toContain('Deck 15 cards, next: Wave I');
    expect(text).toMatch(/Legend: /);
  });
  it('the text board shows a tower\'s reach as it shoots now: Mongo inside a Mage Tower widens it', () => {
    const s = setupGame(1, optionsSchema.parse({ heroes: 'mongo,keith' }), createRandom('text'));
    s.towers = [{ site: 'T1', tower: 'mage', level: 2 }];
    expect(dice.renderText(dice.view(s, 0), 0)).toContain('T1 M2 Mage Tower level 2, reach P1 P2;');
    Object.assign(s.heroes[0], { space: null, tower: 'T1' });
    expect(dice.renderText(dice.view(s, 0), 0)).toContain('T1 M2 Mage Tower level 2, reach P1 P2 P3; beside P2; manned by Mongo 3/3');
  });
  it('determinize keeps an ordered wave in order and deals a shuffled one afresh', () => {
    const m = Match.create(dice, { players: 1, options: {}, seed: 'det' });
    const state = m.state as DiceState;
    const d = dice.determinize!(dice.view(state, 0), 0, createRandom('d'));
    expect(d.deck.map((c) => c.face)).toEqual(state.deck.map((c) => c.face));
  });
  it('terms explain the board\'s words with the numbers of the position', () => {
    const m = Match.create(dice, { players: 1, options: {}, seed: 'terms' });
    const state = m.state as DiceState;
    const terms = dice.terms!(dice.view(state, 0));
    expect(terms.find((t) => t.name === 'Gremlin')?.text).toBe('Ground, damage 1, movement 1, health 3, reward 1.');
    expect(terms.find((t) => t.name === 'Gate dice')?.text).toContain('Now 3, 3, 3');
  });
});
