import { describe, expect, test } from 'vitest';
import { content } from './content/index.ts';
import { defense, enemy, hero, runBoard, scene, where } from './rules/scenes.ts';
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
    expect(where(s, kobold, mage)).toEqual(['G4', 'H4']);
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
    expect(where(s, mage, kobold)).toEqual(['G4', 'H4']);
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
