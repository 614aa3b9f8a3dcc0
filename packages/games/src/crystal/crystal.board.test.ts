import { createRandom } from '@ramparts/engine';
import { describe, expect, test } from 'vitest';
import { content } from './content/index.ts';
import { DIRECTIONS } from './content/schema.ts';
import type { CrystalEvent } from './events.ts';
import { boardPhase, coverage } from './rules/board.ts';
import { gridOfState } from './rules/grid.ts';
import { defense, enemy, hero, runBoard, scene, where, OPEN_ROOM as OPEN } from './rules/scenes.ts';

// The Board phase's steps and the seed's general rules: cooldowns, "as soon as an enemy enters the range of a tower it
// attacks", spawns, passing over, who moves first, sight, coverage, whom enemies target, and what damage does.

const full = (id: string) => content.enemy(id).health;

describe('Board phase 1: cooldowns', () => {
  test('a face-down defense counts down one a Board phase and flips face up at 0 (the seed: "its cooldown is currently at 2")', () => {
    const s = scene(OPEN);
    const d = defense(s, 'spike-wall', 'E4', 0, { cooldown: 2 });
    const log1 = runBoard(s);
    expect(d.cooldown).toBe(1);
    expect(log1.some((l) => l.includes('flips face up'))).toBe(false);
    const log2 = runBoard(s);
    expect(d.cooldown).toBe(0);
    expect(log2).toContain(`The Spike Wall ${d.id} at E4 flips face up.`);
  });

  test('a face-down defense does not attack', () => {
    const s = scene(OPEN);
    defense(s, 'spike-wall', 'E4', 0, { cooldown: 2 });
    const ogre = enemy(s, 'ogre', 'F4', { stunned: 1 });
    runBoard(s);
    expect(ogre.health).toBe(full('ogre'));
  });
});

describe('Board phase 2: enemy movement', () => {
  test('as soon as an enemy enters the range of a tower it attacks: the Goblin falls on the hex it entered, mid-move', () => {
    const s = scene(OPEN);
    const d = defense(s, 'spike-wall', 'C4', 0);
    const goblin = enemy(s, 'goblin', 'G4', { health: 1 });
    runBoard(s);
    expect(s.enemies).not.toContain(goblin);
    expect(goblin.at).toBe('D4');
    expect(d.cooldown).toBe(content.defense('spike-wall').rate);
    expect(s.mana).toBe(content.rules.startingMana + content.enemy('goblin').bounty);
  });

  test('higher Speed moves first: the faster enemy takes the best space', () => {
    const s = scene(['######', 'C....#', '######']);
    // The Orc is nearer the crystal, the Goblin faster: the Goblin passes over the Orc and takes B2.
    const orc = enemy(s, 'orc', 'D2');
    const goblin = enemy(s, 'goblin', 'E2');
    expect(content.enemy('goblin').speed).toBeGreaterThan(content.enemy('orc').speed);
    runBoard(s);
    expect(goblin.at).toBe('B2');
    expect(orc.at).toBe('C2');
  });

  test('ties of Speed (the fixed rule): the enemy nearer the crystal moves first, then the lower token number', () => {
    const s = scene(['######', 'C....#', '######']);
    const back = enemy(s, 'orc', 'E2');
    const front = enemy(s, 'orc', 'D2');
    runBoard(s);
    expect(where(s, front, back)).toEqual(['B2', 'C2']);
  });

  test('enemies pass over one another but never end on the same space (an enemy spawn excepted)', () => {
    const s = scene(['#######', 'C.....!', '#######']);
    const a = enemy(s, 'orc', 'G2');
    const b = enemy(s, 'orc', 'G2');
    const c = enemy(s, 'orc', 'G2');
    const blocker = enemy(s, 'ogre', 'F2', { stunned: 5 });
    runBoard(s);
    // They cross the stunned Ogre; the third has no free space left and stays on the spawn beside another.
    expect(where(s, a, b, c, blocker)).toEqual(['E2', 'G2', 'G2', 'F2']);
  });

  test('enemies never enter a hero, a blockade or a turret; they do walk onto traps and auras', () => {
    const s = scene(['#######', 'C.....#', '#######']);
    hero(s, 0, 'D2');
    const orc = enemy(s, 'orc', 'F2');
    runBoard(s);
    expect(orc.at).toBe('E2');
    const s2 = scene(['#######', 'C.....#', '#######']);
    defense(s2, 'spike-wall', 'D2', 0, { cooldown: 5 });
    const orc2 = enemy(s2, 'orc', 'F2');
    runBoard(s2);
    expect(orc2.at).toBe('E2');
  });
});

describe('enemy spawns', () => {
  test('enemies on an enemy spawn cannot be targeted or damaged: not covered, not caught by a Blast', () => {
    const blast = content.defenses.find((d) => d.keywords.blast)!;
    const s = scene(['#######', 'C....!#', '#......', '#######']);
    const d = defense(s, blast.id, 'B2', 0);
    expect(coverage(s, d)).not.toContain('F2');
    const onSpawn = enemy(s, 'ogre', 'F2', { stunned: 1 });
    const next = enemy(s, 'ogre', 'E2', { stunned: 1 });
    runBoard(s);
    expect(next.health).toBe(full('ogre') - blast.attack);
    expect(onSpawn.health).toBe(full('ogre'));
  });
});

describe('sight and coverage', () => {
  test('a spread of 2 sides covers exactly the 2 neighbours it faces (the seed: "spaces 1 and 2" of the six)', () => {
    const def = content.defenses.find((d) => d.range === 1 && d.spread.length === 2)!;
    const s = scene(OPEN);
    const g = gridOfState(s);
    for (let facing = 0; facing < 6; facing++) {
      const d = defense(s, def.id, 'E4', facing);
      const e4 = g.index.get('E4')!;
      const expected = def.spread.map((side) => g.names[g.nb[e4 * 6 + ((facing + side) % 6)]]);
      expect(coverage(s, d).filter((h) => h !== 'E4').sort(), DIRECTIONS[facing]).toEqual(expected.sort());
      s.defenses.pop();
    }
  });

  test('walls block line of sight: an enemy does not attack across one', () => {
    const s = scene(OPEN, [['D4', 'E4']]);
    hero(s, 0, 'D4');
    // The hero is the Orc's target (within 3 spaces, round the wall) but across the wall it must walk round.
    const orc = enemy(s, 'orc', 'E4', { stunned: 0 });
    const g = gridOfState(s);
    expect(g.sight(g.index.get('E4')!, g.index.get('D4')!, 'normal')).toBe(false);
    runBoard(s);
    expect(orc.aggro).toEqual({ kind: 'hero', hero: 0 });
    expect(orc.at).not.toBe('E4');
  });
});

describe('targeting, in the seed\'s order', () => {
  test('1) the closest tower that damaged it, before a hero within 3 spaces', () => {
    const s = scene(OPEN);
    const far = defense(s, 'spike-wall', 'H2', 0, { cooldown: 5 });
    hero(s, 0, 'E4');
    const orc = enemy(s, 'orc', 'F4', { damagedBy: [far.id] });
    runBoard(s);
    expect(orc.aggro).toEqual({ kind: 'defense', id: far.id });
  });

  test('2) a hero within 3 spaces, before the closest tower', () => {
    const s = scene(OPEN);
    defense(s, 'spike-wall', 'G4', 0, { cooldown: 5 });
    hero(s, 0, 'D4');
    const orc = enemy(s, 'orc', 'G3', { stunned: 0 });
    runBoard(s);
    expect(orc.aggro).toEqual({ kind: 'hero', hero: 0 });
  });

  test('3) the closest tower (within sight), before the crystal; 4) the crystal when none is near', () => {
    const s = scene(OPEN);
    const near = defense(s, 'spike-wall', 'F2', 0, { cooldown: 5 });
    defense(s, 'spike-wall', 'F6', 0, { cooldown: 5 });
    const orc = enemy(s, 'orc', 'H2');
    runBoard(s);
    expect(orc.aggro).toEqual({ kind: 'defense', id: near.id });
    const s2 = scene(OPEN);
    const orc2 = enemy(s2, 'orc', 'H2');
    defense(s2, 'spike-wall', 'B6', 0, { cooldown: 5 });
    runBoard(s2);
    expect(orc2.aggro).toEqual({ kind: 'crystal' });
  });

  test('an enemy hemmed in by tokens, no nearer its target, turns on the closest defense in its way (no standing still for ever)', () => {
    const s = scene(['#######', 'C.....#', '#######']);
    hero(s, 0, 'B2');
    const wall = defense(s, 'spike-wall', 'C2', 0, { cooldown: 9 });
    const goblin = enemy(s, 'goblin', 'E2');
    runBoard(s);
    expect(goblin.at).toBe('D2');
    expect(goblin.aggro).toEqual({ kind: 'hero', hero: 0 });
    const log = runBoard(s);
    expect(goblin.aggro).toEqual({ kind: 'defense', id: wall.id });
    expect(log).toContain(`Goblin ${goblin.id} cannot get through and turns on Spike Wall ${wall.id} at C2.`);
    expect(wall.health).toBe(content.defense('spike-wall').health - content.enemy('goblin').attack);
  });

  test('traps and auras are never targeted', () => {
    const trap = content.defenses.find((d) => d.kind === 'trap')!;
    const s = scene(OPEN);
    defense(s, trap.id, 'G4', 0, { cooldown: 5 });
    const orc = enemy(s, 'orc', 'H4');
    runBoard(s);
    expect(orc.aggro).toEqual({ kind: 'crystal' });
  });
});

describe('Board phase 4: enemies attack', () => {
  test('an attack on the crystal loses the game at once', () => {
    const s = scene(OPEN);
    const orc = enemy(s, 'orc', 'B4');
    const log = runBoard(s);
    expect(s.result).toEqual({ won: false, reason: `Orc ${orc.id} attacked the crystal: the crystal is lost.` });
    expect(log[0]).toMatch(/^Board phase \d+: .*the crystal is attacked!$/);
  });

  test('a hero at 0 health leaves the board and sits out the next Hero phase; enemies after it lose their target', () => {
    const s = scene(OPEN);
    hero(s, 0, 'D4');
    s.heroes[0].health = 1;
    const orc = enemy(s, 'orc', 'E4');
    runBoard(s);
    expect(s.heroes[0]).toMatchObject({ at: null, out: 'skip', health: 0 });
    expect(orc.aggro).toBeNull();
  });

  test('a defense at 0 health is destroyed: its token leaves the board (back to the bag)', () => {
    const s = scene(OPEN);
    const d = defense(s, 'spike-wall', 'D4', 3, { cooldown: 5, health: 1 });
    const orc = enemy(s, 'orc', 'E4', { damagedBy: [d.id] });
    runBoard(s);
    expect(s.defenses).toHaveLength(0);
    expect(orc.damagedBy).toEqual([]);
  });

  test('the bounty of a fallen enemy goes to the team\'s mana', () => {
    const s = scene(OPEN);
    const before = s.mana;
    defense(s, 'spike-wall', 'D4', 0);
    enemy(s, 'orc', 'E4', { health: 1, stunned: 1 });
    runBoard(s);
    expect(s.mana).toBe(before + content.enemy('orc').bounty);
  });
});

describe('the log and the bots\' path', () => {
  test('the headline counts the enemies that moved, the hits on enemies, the enemies\' attacks and the fallen', () => {
    const s = scene(OPEN);
    hero(s, 0, 'B2');
    defense(s, 'spike-wall', 'D4', 0);
    enemy(s, 'goblin', 'E4', { health: 1, stunned: 1 });
    enemy(s, 'orc', 'C2');
    enemy(s, 'orc', 'H6');
    const log = runBoard(s);
    expect(log[0]).toBe(`Board phase ${s.turn}: 1 enemy moved, 1 hit on enemies, 1 enemy attack, 1 enemy fell.`);
    expect(runBoard(scene(OPEN))[0]).toBe(`Board phase ${s.turn}: no enemy moved.`);
  });

  test('with no event list the phase builds no text and ends in the same state', () => {
    const build = () => {
      const s = scene(OPEN, [], ['squire', 'monk']);
      hero(s, 0, 'C3');
      hero(s, 1, 'C5');
      defense(s, 'spike-wall', 'D4', 0);
      defense(s, 'electric-aura', 'D3');
      for (const [id, at] of [['goblin', 'H4'], ['orc', 'H3'], ['wyvern', 'H5'], ['kobold', 'G2'], ['mage', 'G6'], ['ninja', 'I4'], ['ogre', 'I2']] as const) enemy(s, id, at);
      return s;
    };
    const a = build();
    const b = build();
    const ev: CrystalEvent[] = [];
    for (let i = 0; i < 4; i++) {
      boardPhase(a, ev, createRandom('x'));
      boardPhase(b, null, createRandom('x'));
    }
    expect({ ...b, map: a.map }).toEqual(a);
    expect(ev.filter((e) => e.head).map((e) => e.text.split(':')[0])).toEqual(Array(4).fill(`Board phase ${a.turn}`));
  });
});

describe('enemy spawns (decided)', () => {
  test('an enemy does not attack from its spawn, where it cannot be hit back: it steps off first', () => {
    const s = scene(['########', 'C.....!#', '########']);
    const wall = defense(s, 'spike-wall', 'D2', 0, { cooldown: 5 });
    const archer = enemy(s, 'archer', 'G2');
    expect(content.enemy('archer').range).toBeGreaterThanOrEqual(3);
    runBoard(s);
    expect(archer.at).toBe('F2');
    expect(archer.aggro).toEqual({ kind: 'defense', id: wall.id });
    expect(wall.health).toBe(content.defense('spike-wall').health - content.enemy('archer').attack);
    const s2 = scene(['########', 'C.....!#', '########']);
    defense(s2, 'spike-wall', 'D2', 0, { cooldown: 5 });
    enemy(s2, 'archer', 'G2', { stunned: 0 });
    hero(s2, 0, 'F2');
    runBoard(s2);
    // Boxed in on its spawn by the hero: it stays there and attacks no one.
    expect(s2.heroes[0].health).toBe(content.hero('squire').kit.health);
  });
});
