import { describe, expect, test } from 'vitest';
import { content } from './content/index.ts';
import { defense, enemy, hero, runBoard, scene, where } from './rules/scenes.ts';
import { coverage } from './rules/coverage.ts';
import { problem } from './rules/heroes.ts';
import { gridOfState } from './rules/grid.ts';
import { walkDistance } from './rules/targeting.ts';

// The seed's four "Clarifying Scenarios", each on a small board drawn after its picture and played through the Board
// phase, checking every position the seed describes. The numbers a scenario needs are checked against content first,
// so a change of content that would break the seed's story fails here with the reason.

describe('Scenario 1: a Ninja, a Kobold and a Mage against the Squire and a Spike Wall', () => {
  // The Squire on B4 next to the Spike Wall on C3 in the lower left; on the right, top to bottom, the Ninja (I2), the
  // Kobold (I3) and the Mage (I4). Space "1" is H4: from I2 the Ninja reaches it only over the Kobold's I3. Space
  // "2" is G4, the gap in the rampart (column G) and the one best space both the Kobold and the Mage reach (both 2
  // spaces away, both 7 from the crystal on C6).
  const rows = [
    '########.###', //
    '#.....##...#',
    '#.....#....#',
    '#..........#',
    '#.....#....#',
    '#.C...######',
    '#.....######',
    '############',
  ];
  const setUp = (first: 'kobold' | 'mage') => {
    const s = scene(rows);
    hero(s, 0, 'B4');
    const wall = defense(s, 'spike-wall', 'C3', 0, { cooldown: 2 });
    const ninja = enemy(s, 'ninja', 'I2');
    // Same Speed, as far from the crystal: the fixed rule moves the lower token number first.
    const kobold = first === 'kobold' ? enemy(s, 'kobold', 'I3') : null;
    const mage = enemy(s, 'mage', 'I4');
    return { s, wall, ninja, kobold: kobold ?? enemy(s, 'kobold', 'I3'), mage };
  };

  test('content: the Ninja is faster than the Kobold and the Mage, who share a Speed; the triggers are 6, 4 and 3', () => {
    const [ninja, kobold, mage] = ['ninja', 'kobold', 'mage'].map((id) => content.enemy(id));
    expect(ninja.speed).toBe(3);
    expect(kobold.speed).toBe(2);
    expect(mage.speed).toBe(2);
    expect(ninja.trigger).toEqual({ distance: 6, walls: 1 });
    expect(kobold.trigger?.distance).toBe(4);
    expect(mage.trigger).toMatchObject({ distance: 3, summons: { skeleton: 3 } });
    expect(mage.range).toBe(3);
    expect(content.rules.towerSight).toBe(5);
    expect(content.rules.heroSight).toBe(3);
  });

  test('the Spike Wall cools 2 → 1; the Ninja passes over the Kobold, triggers on "1" and leaps in front of the Squire and the Spike Wall, after the Squire', () => {
    const { s, wall, ninja } = setUp('kobold');
    const log = runBoard(s);
    expect(wall.cooldown).toBe(1);
    expect(log).toContain(`Ninja ${ninja.id} spots Squire from H4 and leaps to C4.`);
    expect(ninja.at).toBe('C4');
    expect(ninja.aggro).toEqual({ kind: 'hero', hero: 0 });
    // The Spike Wall is face down: nothing hits the Ninja as it lands.
    expect(ninja.health).toBe(content.enemy('ninja').health);
  });

  test('Kobold first: it reaches "2", 5 spaces from the Squire and the Spike Wall; next phase it moves 1 space and flips', () => {
    const { s, kobold, mage, wall } = setUp('kobold');
    runBoard(s);
    expect(where(s, kobold, mage)).toEqual(['G4', 'H5']);
    expect(walkDistance(s, 'G4', 'B4')).toBe(5);
    expect(walkDistance(s, 'G4', 'C3')).toBe(5);
    expect(kobold.flipped).toBe(false);
    const log = runBoard(s);
    expect(kobold.at).toBe('F4');
    expect(kobold.aggro).toEqual({ kind: 'defense', id: wall.id });
    expect(kobold.flipped).toBe(true);
    expect(log).toContain(`Kobold ${kobold.id} is 4 spaces or less from Spike Wall ${wall.id} at C3: it stops and lights its fuse.`);
  });

  test('Mage first: it reaches "2"; next phase it walks toward the Spike Wall, ends 3 spaces away and raises 3 Skeletons; the Kobold ends within 4 and flips', () => {
    const { s, kobold, mage, wall } = setUp('mage');
    runBoard(s);
    expect(where(s, mage, kobold)).toEqual(['G4', 'H5']);
    runBoard(s);
    expect(mage.aggro).toEqual({ kind: 'defense', id: wall.id });
    expect(mage.at).toBe('E4');
    expect(walkDistance(s, 'E4', 'C3')).toBe(3);
    expect(mage.flipped).toBe(true);
    // Raised around the Mage, clockwise from the side facing the Spike Wall.
    expect(s.enemies.filter((e) => e.enemy === 'skeleton').map((e) => e.at)).toEqual(['D4', 'E3', 'F3']);
    expect(kobold.at).toBe('F4');
    expect(kobold.flipped).toBe(true);
  });
});

describe('Scenario 2: three Wyverns on a spawn and a Striker', () => {
  // The enemy spawn on K2, the crystal on A4, a wall along the I|J edges from row 3 to row 6: walkers go round by
  // row 2, Wyverns fly over. Space "6" is I4 (three hexes on the straight flight to the crystal), "4" and "5" are
  // I3 and H2. The Striker stands on J3 facing SW, east of the walls.
  const rows = [
    '############', //
    '#.........!#',
    '#..........#',
    'C..........#',
    '#..........#',
    '#..........#',
    '#..........#',
    '############',
  ];
  const walls: [string, string][] = [
    ['I3', 'J3'],
    ['I4', 'J4'],
    ['I4', 'J5'],
    ['I4', 'J3'],
    ['I5', 'J5'],
    ['I6', 'J6'],
    ['I6', 'J5'],
  ];
  const wyverns = (s: ReturnType<typeof scene>) => [enemy(s, 'wyvern', 'K2'), enemy(s, 'wyvern', 'K2'), enemy(s, 'wyvern', 'K2')];

  test('content: the Striker is Forceful and Inert with range 6, one side of spread, and a Wyvern (Speed 3, flying) outlives one shot', () => {
    const striker = content.defense('striker-tower');
    // Inert: without it the Wyverns, one space away, would go for the closest tower instead of the crystal.
    expect(striker).toMatchObject({ range: 6, spread: [0], keywords: { forceful: true, inert: true } });
    // The seed's Wyverns fill "6", then "4" and "5" with the Striker in place: the one on "6" must still stand there.
    expect(striker.attack).toBeLessThan(content.enemy('wyvern').health);
    expect(content.enemy('wyvern')).toMatchObject({ speed: 3, abilities: ['flying'] });
  });

  test('one Wyvern flies to "6", straight over the walls; the next is forced onto "4" or "5", the last onto the other', () => {
    const s = scene(rows, walls);
    const [a, b, c] = wyverns(s);
    runBoard(s);
    expect(where(s, a, b, c)).toEqual(['I4', 'I3', 'H2']);
    // On foot "6" is farther than a Wyvern's 3 spaces: it flew over the wall.
    expect(walkDistance(s, 'K2', 'I4')).toBeGreaterThan(3);
  });

  test('the Striker cannot target them on the spawn; after they move only the one on "6" is in its spread, through the wall', () => {
    const s = scene(rows, walls);
    const striker = defense(s, 'striker-tower', 'J3', 2);
    const cov = coverage(s, striker);
    const g = gridOfState(s);
    const [j3, k2, i4] = ['J3', 'K2', 'I4'].map((n) => g.index.get(n)!);
    // The Wyverns on the spawn are within its range, but a spawn is never covered.
    expect(g.hexDist(j3, k2)).toBeLessThanOrEqual(6);
    expect(cov).not.toContain('K2');
    // Forceful: the wall between J3 and I4 blocks sight, not the Striker.
    expect(g.sight(j3, i4, 'normal')).toBe(false);
    expect(cov).toContain('I4');
    expect(cov).not.toContain('I3');
    expect(cov).not.toContain('H2');
    const [a, b, c] = wyverns(s);
    const log = runBoard(s);
    const { attack } = content.defense('striker-tower');
    expect(log.filter((l) => l.includes('Striker'))).toEqual([`The Deadly Striker ${striker.id} at J3 hits Wyvern ${a.id} for ${attack} (${content.enemy('wyvern').health - attack} left).`]);
    // The one on "6" still stands there, so the next is forced onto "4", the last onto "5"; the Striker is face down.
    expect(where(s, a, b, c)).toEqual(['I4', 'I3', 'H2']);
    expect(striker.cooldown).toBe(content.defense('striker-tower').rate);
    expect(b.health).toBe(content.enemy('wyvern').health);
    expect(c.health).toBe(content.enemy('wyvern').health);
  });
});

describe('Scenario 3: an Electric Aura, a Proximity Trap, an Ensnare Aura and a Ninja', () => {
  // Top to bottom: the Electric Aura on D2, the Proximity Trap on D3, the Ensnare Aura on E3 and the Ninja on E4, the
  // crystal on B3. The Aura "will attack" as the Ninja enters its range, and only "then" does the Ninja move onto the
  // Proximity Trap: so the Ensnare's hex, the route's first, is in the Electric Aura's range, and the knockback puts
  // the Ninja back there. Space "1" is E2 (next to both auras), "2" is F3, "3" is C3 (the route's next space after
  // the Proximity Trap) and "4" is the player spawn F4. Blacked-out hexes leave one shortest route: E3, D3, C3.
  const rows = [
    '#######', //
    '###..##',
    '#C....#',
    '####.+#',
    '#######',
  ];
  const setUp = () => {
    const s = scene(rows, [], ['monk', 'huntress']);
    const electric = defense(s, 'electric-aura', 'D2');
    const proximity = defense(s, 'proximity-mine', 'D3');
    const ensnare = defense(s, 'ensnare-aura', 'E3', 0, { cooldown: 2 });
    const ninja = enemy(s, 'ninja', 'E4');
    return { s, electric, proximity, ensnare, ninja };
  };

  test('content: both auras have range 1 and the Electric Aura hits for 1; the Proximity Trap has range 0, Knockback 1 and hits for 1', () => {
    expect(content.defense('electric-aura')).toMatchObject({ kind: 'aura', range: 1, attack: 1 });
    expect(content.defense('ensnare-aura')).toMatchObject({ kind: 'aura', range: 1 });
    expect(content.defense('proximity-mine')).toMatchObject({ kind: 'trap', range: 0, attack: 1, keywords: { knockback: 1 } });
    // The Ninja lives through both hits.
    expect(content.enemy('ninja').health).toBeGreaterThan(2);
  });

  test('the board as drawn: the Ensnare is in the Electric Aura\'s range, the Ninja starts outside it, and its one shortest route is Ensnare, Proximity, "3"', () => {
    const { s } = setUp();
    const g = gridOfState(s);
    const d = (a: string, b: string) => g.hexDist(g.index.get(a)!, g.index.get(b)!);
    expect([d('D2', 'E3'), d('D2', 'D3'), d('D2', 'E4')]).toEqual([1, 1, 2]);
    expect(['E4', 'E3', 'D3', 'C3'].map((h) => walkDistance(s, h, 'B3'))).toEqual([4, 3, 2, 1]);
    // The other neighbours of the Ninja's hex are no shorter way.
    expect(['F3', 'F4'].map((h) => walkDistance(s, h, 'B3'))).toEqual([4, 5]);
  });

  test('no other Electric or Ensnare on "1"; an Electric on "2"; a Proximity Trap on "2" or "3" but not on "4", a player spawn', () => {
    const { s } = setUp();
    const build = (h: number, standing: string, defenseId: string, at: string) => {
      s.heroes[h].at = standing;
      return problem(s, 0, { type: 'build', hero: h, defense: defenseId, at, facing: 0 })?.[0] ?? null;
    };
    // The Monk (hero 0) builds auras, the Huntress (hero 1) traps.
    expect(build(0, 'F3', 'electric-aura', 'E2')).toBe('trap-spacing');
    expect(build(0, 'F3', 'ensnare-aura', 'E2')).toBe('trap-spacing');
    expect(build(0, 'F4', 'electric-aura', 'F3')).toBeNull();
    expect(build(1, 'F4', 'proximity-mine', 'F3')).toBeNull();
    expect(build(1, 'D3', 'proximity-mine', 'C3')).toBeNull();
    expect(build(1, 'F3', 'proximity-mine', 'F4')).not.toBeNull();
  });

  test('the Ensnare cools 2 → 1; the Ninja steps onto it and the Electric Aura hits it 1 and itself 1, then flips to its cooldown; the Proximity Trap hits 1, itself 1, and knocks it back onto the Ensnare, where it stops', () => {
    const { s, electric, proximity, ensnare, ninja } = setUp();
    const full = content.enemy('ninja').health;
    const log = runBoard(s);
    expect(ensnare.cooldown).toBe(1);
    expect(log).toEqual(
      expect.arrayContaining([
        `Ninja ${ninja.id} moves from E4 to D3.`,
        `The Electric Aura ${electric.id} at D2 hits Ninja ${ninja.id} for 1 (${full - 1} left).`,
        `The Proximity Trap ${proximity.id} at D3 hits Ninja ${ninja.id} for 1 (${full - 2} left).`,
        `Ninja ${ninja.id} is knocked back to E3.`,
      ]),
    );
    const order = ['Electric Aura', 'Proximity Trap', 'knocked back'].map((w) => log.findIndex((l) => l.includes(w)));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(ninja).toMatchObject({ at: 'E3', health: full - 2 });
    expect(electric.health).toBe(content.defense('electric-aura').health - 1);
    expect(proximity.health).toBe(content.defense('proximity-mine').health - 1);
    // Both face down, though the Ninja stands in the Electric Aura's range again: "flipping over to its cooldown".
    expect(electric).toMatchObject({ cooldown: content.defense('electric-aura').rate });
    expect(electric.attacking ?? false).toBe(false);
    expect(proximity.cooldown).toBe(content.defense('proximity-mine').rate);
  });

  test('the next Board phase the Electric Aura is still cooling down: it does not fire at the Ninja on the Ensnare, which lives', () => {
    const { s, electric, ninja } = setUp();
    const rate = content.defense('electric-aura').rate;
    runBoard(s);
    const log = runBoard(s);
    expect(log.some((l) => l.includes('Electric Aura') && l.includes('hits'))).toBe(false);
    expect(electric.cooldown).toBe(rate - 1);
    expect(ninja.health).toBe(content.enemy('ninja').health - 2);
    expect(s.enemies).toContain(ninja);
  });
});

describe('Scenario 4: a Goblin, a Bowling Ball Turret and a Darkness Trap', () => {
  // The Goblin on E3 beats on the Bowling Ball Turret on F3 (cooldown 3); the Darkness Trap on D3 (cooldown 1); the
  // crystal on A3. Spaces "1" and "2" are D2 and C3, "3" is B3.
  const rows = [
    '########', //
    '#......#',
    'C......#',
    '#......#',
    '########',
  ];
  const setUp = () => {
    const s = scene(rows, [], ['huntress']);
    const turret = defense(s, 'bowling-ball-turret', 'F3', 3, { cooldown: 3 });
    const darkness = defense(s, 'darkness-trap', 'D3', 0, { cooldown: 1 });
    const goblin = enemy(s, 'goblin', 'E3', { aggro: { kind: 'defense', id: turret.id } });
    return { s, turret, darkness, goblin };
  };

  test('content: the Darkness Trap has range 1 and Calming; the Goblin moves 3', () => {
    expect(content.defense('darkness-trap')).toMatchObject({ kind: 'trap', range: 1, keywords: { calming: 1 } });
    expect(content.enemy('goblin').speed).toBe(3);
  });

  test('cooldowns 3 → 2 and 1 → 0; the Darkness Trap flips, triggers (1 damage to itself), the Goblin forgets the turret and walks over the trap through "2" to "3"', () => {
    const { s, turret, darkness, goblin } = setUp();
    const log = runBoard(s);
    expect(turret.cooldown).toBe(2);
    expect(darkness.health).toBe(content.defense('darkness-trap').health - 1);
    expect(darkness.cooldown).toBe(content.defense('darkness-trap').rate);
    expect(goblin.at).toBe('B3');
    expect(goblin.aggro).toBeNull();
    // Saved: the Goblin attacked nothing.
    expect(turret.health).toBe(content.defense('bowling-ball-turret').health);
    expect(s.result).toBeNull();
    const flips = log.indexOf(`The Darkness Trap ${darkness.id} at D3 flips face up.`);
    const forgets = log.indexOf(`Goblin ${goblin.id} forgets what it was after.`);
    const moves = log.indexOf(`Goblin ${goblin.id} moves from E3 to B3.`);
    expect(flips).toBeGreaterThanOrEqual(0);
    expect(forgets).toBeGreaterThan(flips);
    expect(moves).toBeGreaterThan(forgets);
  });

  test('no other Darkness Trap on "1" or "2", within its range of 1', () => {
    const { s } = setUp();
    s.heroes[0].at = 'C2';
    for (const at of ['D2', 'C3']) expect(problem(s, 0, { type: 'build', hero: 0, defense: 'darkness-trap', at, facing: 0 })?.[0]).toBe('trap-spacing');
  });
});
