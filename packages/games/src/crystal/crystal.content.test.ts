import { parseContent } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boardOf } from './board.ts';
import defensesJson from './content/defenses.json' with { type: 'json' };
import { content } from './content/index.ts';
import { crystalMapProblems } from './content/map-checks.ts';
import keepJson from './content/maps/keep.json' with { type: 'json' };
import { defenseSchema, KEYWORDS, mapSchema, type MapData } from './content/schema.ts';
import { optionsSchema } from './options.ts';

// Every number the seed prints, read against content/; then the designed content's own promises (README.md).

const defenseByName = (name: string) => {
  const d = content.defenses.find((x) => x.name === name);
  if (!d) throw new Error(`no defense named ${name}`);
  return d;
};
const enemyByName = (name: string) => {
  const e = content.enemies.find((x) => x.name === name);
  if (!e) throw new Error(`no enemy named ${name}`);
  return e;
};

describe('the Squire\'s card, exactly as printed', () => {
  const squire = content.hero('squire').kit;

  it('"6 Health, 2 Attack, 3 Speed, 3 Cast, Range: 1"', () => {
    expect(squire).toMatchObject({ health: 6, attack: 2, speed: 3, cast: 3, range: 1 });
  });

  // Each row prints three numbers, read as Health / Attack / Rate (README: "three numbers"), and its abilities.
  const rows: [number, number, number, Record<string, unknown>][] = [
    [10, 1, 2, { knockback: 1 }],
    [7, 1, 2, {}],
    [7, 3, 2, {}],
    [5, 4, 3, {}],
    [7, 1, 2, {}],
  ];
  it.each(rows.map((r, i) => [i + 1, ...r] as const))('row %i: %i / %i / %i, abilities %j', (row, health, attack, rate, keywords) => {
    const d = content.defense(squire.defenses[row - 1]);
    expect({ health: d.health, attack: d.attack, rate: d.rate, keywords: d.keywords }).toEqual({ health, attack, rate, keywords });
  });

  it('"Squire / Countess" play the same card', () => {
    expect(content.hero('countess').kit).toBe(squire);
  });

  it('the Spike Wall: "Spaces 1 and 2 are within its spread, but 3 through 6 are not", "Its cooldown is currently at 2"', () => {
    const wall = defenseByName('Spike Wall');
    expect(squire.defenses).toContain(wall.id);
    expect(wall.spread).toHaveLength(2);
    const [a, b] = [...wall.spread].sort((x, y) => x - y);
    expect((b - a === 1) || (a === 0 && b === 5)).toBe(true); // two neighbouring sides
    expect(wall.rate).toBe(2);
  });

  it('the Bowling Ball tower of the fourth scenario has "3 cooldown": the fourth row\'s third number', () => {
    expect(defenseByName('Bowling Ball Turret')).toMatchObject({ id: squire.defenses[3], rate: 3 });
  });
});

describe('the heroes', () => {
  it('"Countess, Squire, Monk, Initiate, Apprentice, Adept, Huntress, and Ranger" in four pairs that play the same', () => {
    expect(content.kits.map((k) => k.heroes.map((h) => h.name))).toEqual([
      ['Squire', 'Countess'],
      ['Apprentice', 'Adept'],
      ['Huntress', 'Ranger'],
      ['Monk', 'Initiate'],
    ]);
    expect(content.heroes.map((h) => h.id).sort()).toEqual(['adept', 'apprentice', 'countess', 'huntress', 'initiate', 'monk', 'ranger', 'squire']);
  });

  it('each kit has five defense rows, and no defense belongs to two kits', () => {
    for (const k of content.kits) expect(k.defenses).toHaveLength(5);
    const all = content.kits.flatMap((k) => k.defenses);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(content.defenses.map((d) => d.id).sort());
  });

  it('the kits differ: the Apprentice and Huntress reach 2-3 spaces, the Monk casts the most (the healer)', () => {
    const kit = (id: string) => content.hero(id).kit;
    expect(kit('apprentice').range).toBeGreaterThanOrEqual(2);
    expect(kit('huntress').range).toBeGreaterThanOrEqual(2);
    expect(kit('monk').cast).toBe(Math.max(...content.kits.map((k) => k.cast)));
    expect(content.kits.map((k) => k.defenses.map((d) => content.defense(d).kind))).toEqual([
      ['blockade', 'blockade', 'turret', 'turret', 'blockade'],
      ['blockade', 'turret', 'turret', 'turret', 'turret'],
      ['trap', 'trap', 'trap', 'trap', 'blockade'],
      ['aura', 'aura', 'aura', 'aura', 'aura'],
    ]);
  });
});

describe('the defenses', () => {
  it('every ability the seed lists is on some defense (Trap / Aura is a kind)', () => {
    const used = new Set(content.defenses.flatMap((d) => Object.keys(d.keywords)));
    expect(KEYWORDS.filter((k) => !used.has(k))).toEqual([]);
    expect(new Set(content.defenses.map((d) => d.kind))).toEqual(new Set(['blockade', 'turret', 'trap', 'aura']));
  });

  it('scenario 3: "both auras have a range of 1", "the Proximity Trap has a range of 0", each deals 1 ("dealing 1 damage") and the Proximity Trap has Knockback 1', () => {
    expect(defenseByName('Electric Aura')).toMatchObject({ kind: 'aura', range: 1, attack: 1 });
    expect(defenseByName('Ensnare Aura')).toMatchObject({ kind: 'aura', range: 1 });
    expect(defenseByName('Proximity Trap')).toMatchObject({ kind: 'trap', range: 0, attack: 1, keywords: { knockback: 1 } });
  });

  it('scenario 3: the Electric Aura attacks as the Ninja enters its range and flips "over to its cooldown": neither Continuous nor Delay', () => {
    const { keywords } = defenseByName('Electric Aura');
    expect(keywords.continuous).toBeUndefined();
    expect(keywords.delay).toBeUndefined();
  });

  it('scenario 4: "the Darkness trap has a range of 1" and makes the Goblin "lose targeting" (Calming)', () => {
    expect(defenseByName('Darkness Trap')).toMatchObject({ kind: 'trap', range: 1, keywords: { calming: 1 } });
  });

  it('scenario 2: "a Striker tower, which can shoot through walls and has a range of 6", one side wide', () => {
    // Inert too: the Wyverns fly "a straight shot to the crystal" past it, where they would go for the closest tower.
    expect(defenseByName('Deadly Striker')).toMatchObject({ range: 6, spread: [0], keywords: { forceful: true, inert: true } });
  });

  it('the Healing Aura is Friendly (it heals heroes, hits no enemy)', () => {
    expect(defenseByName('Healing Aura').keywords).toMatchObject({ healing: 2, friendly: true });
  });

  it('spreads name distinct sides, codes are unique, every defense costs mana and has a bag', () => {
    for (const d of content.defenses) expect(new Set(d.spread).size).toBe(d.spread.length);
    expect(new Set(content.defenses.map((d) => d.code)).size).toBe(content.defenses.length);
    for (const d of content.defenses) expect(d.cost * d.tokens).toBeGreaterThan(0);
  });
});

describe('the enemies', () => {
  it('the Kobold token: "Speed (2), Attack (5), Health (1), and Range (0)", and a flipped side', () => {
    expect(enemyByName('Kobold')).toMatchObject({ speed: 2, attack: 5, health: 1, range: 0, abilities: ['kamikaze'], flipped: { range: 0 } });
  });

  it('the abilities\' printed numbers: Kobold "When 4 spaces away", Mage "3 spaces away … spawn 3 skeletons", Ninja "6 spaces away … (ignoring up to 1 wall)"', () => {
    expect(enemyByName('Kobold').trigger).toEqual({ distance: 4, walls: 0 });
    expect(enemyByName('Mage').trigger).toEqual({ distance: 3, walls: 0, summons: { skeleton: 3 } });
    expect(enemyByName('Ninja').trigger).toEqual({ distance: 6, walls: 1 });
  });

  it('every enemy the seed names, with its special ability', () => {
    const abilities = Object.fromEntries(content.enemies.map((e) => [e.name, e.abilities]));
    expect(abilities).toMatchObject({
      Goblin: [],
      Archer: [],
      Skeleton: [],
      Kobold: ['kamikaze'],
      Wyvern: ['flying'],
      Mage: ['summoner'],
      Ninja: ['ambush', 'spares-crystal'],
      Ogre: ['enrage'],
    });
  });

  it('the enemies that flip have a flipped side; the Ogre "Flip back (Range 1 side)"', () => {
    for (const e of content.enemies) expect(e.flipped !== undefined).toBe(e.abilities.some((a) => a === 'kamikaze' || a === 'summoner' || a === 'enrage'));
    const ogre = enemyByName('Ogre');
    expect(ogre.range).toBe(1);
    expect(ogre.flipped?.range).not.toBe(1);
  });

  it('scenario 1: the Kobold and the Mage "both have the same speed"; the Mage "ends its movement 3 spaces away" from 5: Speed 2', () => {
    expect(enemyByName('Mage').speed).toBe(enemyByName('Kobold').speed);
    expect(enemyByName('Mage').speed).toBe(2);
  });

  it('scenario 4: the calmed Goblin moves "over the trap, through the space marked 2, and end on the space marked 3": Speed 3', () => {
    expect(enemyByName('Goblin').speed).toBe(3);
  });

  it('the Archer shoots from afar; the Mage\'s Skeletons are worth no mana (no farming a Mage)', () => {
    expect(enemyByName('Archer').range).toBeGreaterThan(1);
    expect(enemyByName('Skeleton').bounty).toBe(0);
  });

  it('codes are unique', () => {
    expect(new Set(content.enemies.map((e) => e.code)).size).toBe(content.enemies.length);
  });
});

describe('the spawn deck', () => {
  it('"For this example card, Purple difficulty would spawn 2 Goblins, 1 Archer, and 1 Kobold"', () => {
    expect(content.card('raiding-party').purple).toEqual({ goblin: 2, archer: 1, kobold: 1 });
  });

  it('the section by players: "1-2: Green, 3-4: Orange, 5-6: Red, 7-8: Purple"', () => {
    expect(content.rules.sectionByHeroes).toEqual(['green', 'green', 'orange', 'orange', 'red', 'red', 'purple', 'purple']);
  });

  it('scenario 2: "3 Wyvern spawned on this space" — some card brings three Wyverns', () => {
    expect(content.cards.some((c) => c.purple.wyvern === 3)).toBe(true);
  });

  it('12-16 cards; on each, every colour brings at least as many enemies as the one before', () => {
    expect(content.cards.length).toBeGreaterThanOrEqual(12);
    expect(content.cards.length).toBeLessThanOrEqual(16);
    const size = (l: Record<string, number>) => Object.values(l).reduce((s, n) => s + n, 0);
    for (const c of content.cards) {
      const sizes = [c.green, c.orange, c.red, c.purple].map(size);
      expect(sizes, c.id).toEqual([...sizes].sort((a, b) => a - b));
      expect(sizes[0], c.id).toBeGreaterThan(0);
    }
  });

  it('every enemy appears on some card (the Skeleton, the Mage\'s summon, also on the Bones card)', () => {
    const onCards = new Set(content.cards.flatMap((c) => [c.green, c.orange, c.red, c.purple].flatMap((l) => Object.keys(l))));
    expect(content.enemies.filter((e) => !onCards.has(e.id)).map((e) => e.id)).toEqual([]);
  });
});

describe('the game\'s numbers', () => {
  it('"Players have completed 4 waves", "Players within 3 tiles"; two actions a Hero phase; a safety net', () => {
    expect(content.rules).toMatchObject({ wavesToWin: 4, heroSight: 3, actionsPerPhase: 2 });
    expect(content.rules.maxTurns).toBeGreaterThanOrEqual(100);
  });

  it('difficulty: normal is the game as printed; easy gives more mana and softer blows, hard the next colour', () => {
    const d = content.rules.difficulty;
    expect(d.normal).toMatchObject({ manaBonus: 0, sectionShift: 0, enemyHealth: 0, enemyAttack: 0 });
    expect(d.easy.manaBonus).toBeGreaterThan(0);
    expect(d.easy.enemyAttack).toBeLessThan(0);
    expect(d.hard.sectionShift).toBeGreaterThan(0);
  });

  it("each map's own modifiers (rules.json maps) name a map of the content", () => {
    const ids = content.maps.map((m) => m.id);
    for (const id of Object.keys(content.rules.maps)) expect(ids).toContain(id);
  });
});

/** Walking distance from a hex to the crystal for enemies on foot (walls and blacked-out hexes block), or null. */
function walkToCrystal(map: MapData, from: string): number | null {
  const b = boardOf(map);
  const dist = new Map([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift() as string;
    for (const n of b.neighbors(at)) {
      if (!n || dist.has(n) || b.wall(at, n)) continue;
      const kind = b.hex(n)?.kind;
      if (kind === 'crystal') return (dist.get(at) ?? 0) + 1;
      if (kind === 'blocked') continue;
      dist.set(n, (dist.get(at) ?? 0) + 1);
      queue.push(n);
    }
  }
  return null;
}

describe('the maps', () => {
  it('three or more maps of rising difficulty; the gentlest is the default', () => {
    expect(content.maps.length).toBeGreaterThanOrEqual(3);
    expect(content.maps.map((m) => m.difficulty)).toEqual([...content.maps.map((m) => m.difficulty)].sort((a, b) => a - b));
    expect(new Set(content.maps.map((m) => m.difficulty)).size).toBe(content.maps.length);
    expect(optionsSchema.parse({}).map).toBe(content.maps[0].id);
  });

  it.each(content.maps.map((m) => [m.id, m] as const))('%s: sound layout, 10-14 × 9-13, walls, blacked-out hexes, 2-8 player and 1-4 enemy spawns', (_, map) => {
    expect(crystalMapProblems(map)).toEqual([]);
    const b = boardOf(map);
    const cols = Math.max(...map.rows.map((r) => r.length));
    expect(cols).toBeGreaterThanOrEqual(10);
    expect(cols).toBeLessThanOrEqual(14);
    expect(map.rows.length).toBeGreaterThanOrEqual(9);
    expect(map.rows.length).toBeLessThanOrEqual(13);
    expect(map.walls.length).toBeGreaterThan(0);
    expect(b.hexes.some((h) => h.kind === 'blocked')).toBe(true);
    expect(b.crystal.length).toBeGreaterThanOrEqual(1);
    expect(b.playerSpawns.length).toBeGreaterThanOrEqual(2);
    expect(b.playerSpawns.length).toBeLessThanOrEqual(8);
    expect(b.enemySpawns.length).toBeGreaterThanOrEqual(1);
    expect(b.enemySpawns.length).toBeLessThanOrEqual(4);
  });

  it.each(content.maps.map((m) => [m.id, m] as const))('%s: every enemy spawn reaches the crystal on foot, in more than 6 spaces', (_, map) => {
    for (const spawn of boardOf(map).enemySpawns) expect(walkToCrystal(map, spawn), spawn).toBeGreaterThan(6);
  });

  it('harder maps have more enemy spawns (more cards a spawning phase)', () => {
    const spawns = content.maps.map((m) => boardOf(m).enemySpawns.length);
    expect(spawns).toEqual([...spawns].sort((a, b) => a - b));
    expect(spawns[0]).toBeLessThan(spawns[spawns.length - 1]);
  });

  it('the walk check can fail: a wall ring around the crystal leaves no way in', () => {
    const keep = structuredClone(keepJson) as MapData;
    const b = boardOf(content.map('keep'));
    const c = b.crystal[0];
    keep.walls = b.neighbors(c).flatMap((n) => (n ? [[c, n] as [string, string]] : []));
    expect(walkToCrystal(keep, b.enemySpawns[0])).toBeNull();
  });
});

describe('a broken content file fails at load with one line naming the file and the path', () => {
  it('a defense with health 0', () => {
    const broken = structuredClone(defensesJson);
    broken.defenses[1].health = 0;
    const load = () => parseContent('crystal', 'defenses.json', z.object({ defenses: z.array(defenseSchema) }), broken);
    expect(load).toThrow(/^crystal content defenses\.json: defenses\.1\.health: /);
    expect(() => load()).toThrow(expect.objectContaining({ message: expect.not.stringContaining('\n') }));
  });

  it('a map whose wall names a hex off the board, or joins two hexes that are not neighbours', () => {
    const keep = structuredClone(keepJson) as MapData;
    keep.walls = [['A1', 'Z9'], ['C4', 'E4']];
    expect(() => parseContent('crystal', 'maps/keep.json', mapSchema, keep)).not.toThrow();
    expect(crystalMapProblems(keep).map((p) => p.message)).toEqual([
      'The wall A1–Z9 names Z9, not a hex of the map.',
      'The wall C4–E4 joins hexes that are not neighbours; a wall stands on the edge between two.',
    ]);
  });

  it('a map with a letter the format does not know', () => {
    const keep = structuredClone(keepJson) as MapData;
    keep.rows[0] = '##..X!...##';
    expect(() => parseContent('crystal', 'maps/keep.json', mapSchema, keep)).toThrow(/^crystal content maps\/keep\.json: rows\.0: /);
  });
});
