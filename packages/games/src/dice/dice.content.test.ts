import { parseContent } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { content, mapSchema } from './content/index.ts';
import meadow from './content/maps/meadow.json' with { type: 'json' };
import { boardOf } from './map.ts';

// Every table row of the seed, copied from it, read against content/.

describe('the seed\'s tables, row by row', () => {
  // | Name | Type | Damage | Movement | Health | Reward |
  const minions: [string, string, number, number, number, number][] = [
    ['Gremlin', 'Ground', 1, 1, 3, 1],
    ['Devil Steed', 'Ground', 1, 2, 3, 2],
    ['Bat Monkeys', 'Flying', 1, 1, 3, 2],
    ['Golem', 'Ground', 2, 1, 4, 3],
    ['Dark Wizard', 'Magic', 1, 1, 3, 3],
    ['Corrupt Dwarf', 'Ground', 3, 1, 4, 4],
  ];
  it.each(minions)('Minions: %s is %s, damage %i, movement %i, health %i, reward %i', (name, type, damage, movement, health, reward) => {
    expect(content.minions.find((m) => m.name === name)).toMatchObject({ type, damage, movement, health, reward });
  });
  it('Minions: six kinds, only the Corrupt Dwarf has abilities ("pick a linked tower and decrease it\'s level by 1. Cannot attack a hero")', () => {
    expect(content.minions).toHaveLength(6);
    expect(content.minions.filter((m) => m.abilities.length).map((m) => [m.name, m.abilities])).toEqual([['Corrupt Dwarf', ['sabotage', 'no-hero-attack']]]);
    expect(content.abilities.sabotage).toContain("pick a linked tower and decrease it's level by 1");
  });

  const bosses: [string, string, number, number, number, number][] = [
    ['Morgu', 'Ground', 5, 1, 10, 30],
    ['Damitat', 'Flying', 5, 1, 10, 30],
    ['Flambee', 'Magic', 5, 1, 6, 40],
  ];
  it.each(bosses)('Bosses: %s is %s, damage %i, movement %i, health %i, reward %i, and lowers adjacent towers', (name, type, damage, movement, health, reward) => {
    expect(content.bosses.find((m) => m.name === name)).toMatchObject({ type, damage, movement, health, reward, abilities: ['lower-adjacent-towers'] });
  });

  // | Name | Purchase Cost | Upgrade Cost | Targeting | Can Target |
  const towers: [string, number, number, string, string[]][] = [
    ['Archery Tower', 4, 4, 'linked', ['Ground', 'Flying']],
    ['Swordsmen', 4, 4, 'linked', ['Ground']],
    ['Bombers', 6, 5, 'linked', ['Ground']],
    ['Mage Tower', 8, 6, 'linked', ['Ground', 'Flying', 'Magic']],
    ['Stables', 6, 5, 'linked-and-adjacent', ['Ground']],
    ['Trebuchet', 10, 6, 'linked-and-3', ['Ground']],
  ];
  it.each(towers)('Towers: %s costs %i, upgrades for %i, reaches %s, targets %j', (name, purchase, upgrade, reach, targets) => {
    expect(content.towers.find((t) => t.name === name)).toMatchObject({ purchase, upgrade, reach, targets });
  });
  it('Towers: the specials are Swordsmen\'s slow, Bombers\' double dice and the Trebuchet\'s siege', () => {
    expect(Object.fromEntries(content.towers.map((t) => [t.id, t.special]))).toEqual({ archery: null, swordsmen: 'slow', bombers: 'double-dice', mage: null, stables: null, trebuchet: 'siege' });
    expect(content.specialText.slow).toBe("Any enemy in/passing through this space loses 1 movement (can't go below 1)");
  });

  // | Name | Movement | Health | Can target |
  const heroes: [string, number, number, string[], Record<string, number>][] = [
    ['Glorbud the Huge', 1, 6, ['Ground'], { bombers: 2 }],
    ['Keith the Crazed Archer', 2, 5, ['Ground', 'Flying'], { archery: 1 }],
    ['Henry the Horse Lord', 3, 4, ['Ground'], { stables: 2 }],
    ['Mongo the Mage', 2, 3, ['Ground', 'Flying', 'Magic'], { mage: 2 }],
    ['Edward the Engineer', 2, 4, ['Ground'], { archery: 1, swordsmen: 1, bombers: 1, mage: 1, stables: 1, trebuchet: 1 }],
  ];
  it.each(heroes)('Heroes: %s moves %i, has %i health, targets %j, discounts %j', (name, movement, health, targets, discounts) => {
    expect(content.heroes.find((h) => h.name === name)).toMatchObject({ movement, health, targets, discounts });
  });
  it('Heroes: "Roll 2 dice when attacking" (Glorbud), "Can spend 10 gold to increase gate health by 1" (Edward), Mongo\'s reach from a Mage Tower', () => {
    expect(content.heroes.map((h) => [h.id, h.attackDice, h.gateRepair, h.mageReach])).toEqual([
      ['glorbud', 2, null, false],
      ['keith', 1, null, false],
      ['henry', 1, null, false],
      ['mongo', 1, null, true],
      ['edward', 1, 10, false],
    ]);
  });
});

describe('the components are limits ("What you need")', () => {
  it('"10 tower dice", levels "until max level 6", "6 towers of each type", "30 tokens for each type of minion", "3 boss miniatures", 10 gold dice', () => {
    expect(content.rules.limits).toMatchObject({ towerDice: 10, maxLevel: 6, towersPerType: 6, tokensPerMinion: 30, bosses: 3, goldDice: 10 });
    expect(content.bosses).toHaveLength(content.rules.limits.bosses);
  });
  it('"Increase the gate health … spend 20 gold to increase one of the gate dice by 1 pip"', () => {
    expect(content.rules.gateRepairCost).toBe(20);
  });
});

describe('Scenario 1, exactly as printed', () => {
  const s1 = content.scenario('1');
  it('"Objective - Defeat all enemies", "Gate Dice - 3, 3, 3", "Starting gold - 12"', () => {
    expect(s1.objective).toEqual({ win: 'defeat-all' });
    expect(s1.gate).toEqual([3, 3, 3]);
    expect(s1.gold).toBe(12);
    expect(s1.map).toBe('meadow');
  });
  it('"Put the following event cards in this order": the deck card by card, never shuffled', () => {
    const printed = [
      'Gremlin x 4, Gremlin x 4, Gremlin x 4, Gremlin x 4, Wait',
      'Gremlin x 8, Gremlin x 8, Devil Steed x 4, Devil Steed x 4, Wait',
      'Golem x 4, Gremlin x 8, Devil Steed x 8, Golem x 4, Wait',
      'Golem x 8, Boss (Morgu), Golem x 8, Devil Steed x 8, Wait',
    ].join(', ');
    const names = s1.waves.flatMap((w) => w.cards.map((c) => (c.kind === 'spawn' ? `${c.enemy} x ${c.count}` : c.kind === 'boss' ? `Boss (${c.boss})` : 'Wait')));
    expect(names.join(', ')).toBe(printed);
    expect(s1.waves.every((w) => !w.shuffle)).toBe(true);
  });
  it('three more scenarios with their own map, deck, custom events and objective', () => {
    const others = content.scenarios.filter((s) => s.id !== '1');
    expect(others.length).toBeGreaterThanOrEqual(3);
    expect(new Set(others.map((s) => s.map)).size).toBe(others.length);
    expect(new Set(others.map((s) => s.objective.win))).toEqual(new Set(['survive', 'defeat-all', 'slay']));
    for (const s of others) expect(s.waves.flatMap((w) => w.cards).some((c) => c.kind === 'event')).toBe(true);
  });
});

describe('maps', () => {
  it('four maps of rising difficulty', () => {
    expect(content.maps.map((m) => m.difficulty)).toEqual([1, 2, 3, 4]);
  });
  it('the first matches the seed: "The enemies will spawn at the opposite end", "split into around 6 sections", a crossroads, "tower spaces"', () => {
    const b = boardOf('meadow');
    expect(b.toGate[b.data.spawn]).toBe(6);
    expect(b.data.spaces.filter((s) => s.next.length === 2)).toHaveLength(1);
    expect(b.data.sites.length).toBeGreaterThanOrEqual(6);
  });
  it('the schema refuses a path that leads nowhere, a loop, or a site beside an unknown space', () => {
    const schemaCheck = (data: unknown) => () => parseContent('dice', 'test map', mapSchema, data);
    expect(schemaCheck(meadow)).not.toThrow();
    const broken = structuredClone(meadow);
    broken.spaces[1].next = ['P9'];
    expect(schemaCheck(broken)).toThrow(/leads to P9, which is not a road space/);
    const loop = structuredClone(meadow);
    loop.spaces[5].next = ['P2'];
    expect(schemaCheck(loop)).toThrow(/loops/);
    const site = structuredClone(meadow);
    site.sites[0].adjacent = ['Q1'];
    expect(schemaCheck(site)).toThrow(/beside Q1, which is not a road space/);
  });
});

