import { describe, expect, test } from 'vitest';
import { content, type Defense } from './content/index.ts';
import type { Keywords } from './content/schema.ts';
import { coverage } from './rules/coverage.ts';
import { defense, enemy, hero, runBoard, scene, where, OPEN_ROOM as OPEN } from './rules/scenes.ts';

// Every defense keyword of the seed, each on a small open board through the Board phase. The defense used is the
// content's first with that keyword, so a test follows the content; its numbers are read from it, not written here.

/** An open field, the crystal on A4 far to the west. */

function withKeyword(k: keyof Keywords, also: (d: Defense) => boolean = () => true): Defense {
  const d = content.defenses.find((x) => x.keywords[k] !== undefined && also(x));
  if (!d) throw new Error(`no defense in content has ${k}`);
  return d;
}

/** A stunned enemy stands still for the phase, so a defense's effect on it can be read where it stands. */
const still = { stunned: 1 };

describe('Piercing', () => {
  test('Piercing: hits every enemy on the straight line through its target, within its range', () => {
    const def = withKeyword('piercing');
    const s = scene(OPEN);
    defense(s, def.id, 'B4', 0);
    const line = Array.from({ length: def.range }, (_, i) => enemy(s, 'ogre', `${String.fromCharCode(67 + i)}4`, still));
    const beyond = enemy(s, 'ogre', `${String.fromCharCode(67 + def.range)}4`, still);
    runBoard(s);
    for (const e of line) expect(e.health).toBe(content.enemy('ogre').health - def.attack);
    expect(beyond.health).toBe(content.enemy('ogre').health);
  });

  test('without Piercing only the target is hit', () => {
    const def = content.defenses.find((d) => d.kind === 'turret' && d.range >= 2 && d.spread.length === 1 && Object.keys(d.keywords).length === 0)!;
    const s = scene(OPEN);
    defense(s, def.id, 'B4', 0);
    const [a, b] = [enemy(s, 'ogre', 'C4', still), enemy(s, 'ogre', 'D4', still)];
    runBoard(s);
    expect([a.health, b.health]).toEqual([content.enemy('ogre').health - def.attack, content.enemy('ogre').health]);
  });
});

describe('Continuous', () => {
  test('Continuous: deals damage every turn it is attacking; stops and starts its cooldown when no enemy is in range', () => {
    const def = withKeyword('continuous');
    const s = scene(OPEN);
    const d = defense(s, def.id, 'E4');
    const ogre = enemy(s, 'ogre', 'F4', { stunned: 2 });
    const full = content.enemy('ogre').health;
    runBoard(s);
    expect(ogre.health).toBe(full - def.attack);
    expect(d).toMatchObject({ cooldown: 0, attacking: true });
    runBoard(s);
    expect(ogre.health).toBe(full - 2 * def.attack);
    expect(d.cooldown).toBe(0);
    // The Ogre leaves: the next phase the defense stops and goes face down.
    ogre.at = 'I2';
    ogre.stunned = 1;
    runBoard(s);
    expect(d).toMatchObject({ cooldown: def.rate, attacking: false });
  });

  test('a defense without Continuous attacks once and flips face down for its rate', () => {
    const def = content.defense('spike-wall');
    const s = scene(OPEN);
    const d = defense(s, def.id, 'E4');
    const ogre = enemy(s, 'ogre', 'F4', { stunned: 2 });
    runBoard(s);
    expect(d.cooldown).toBe(def.rate);
    runBoard(s);
    expect(ogre.health).toBe(content.enemy('ogre').health - def.attack);
  });
});

describe('Delay', () => {
  test('Delay: begins attacking the turn after an enemy enters its range', () => {
    const def = withKeyword('delay');
    const s = scene(OPEN);
    // Facing east: it covers the hex east of it, where the Ogre walks in.
    const d = defense(s, def.id, 'D4', 0);
    const ogre = enemy(s, 'ogre', 'F4');
    const full = content.enemy('ogre').health;
    runBoard(s);
    expect(ogre.at).toBe('E4');
    expect(ogre.health).toBe(full);
    expect(d.primed).toBe(true);
    ogre.stunned = 1;
    runBoard(s);
    expect(ogre.health).toBe(full - def.attack);
    expect(d.primed).toBe(false);
    expect(d.cooldown).toBe(def.rate);
  });
});

describe('Inert', () => {
  test('Inert: enemies do not target it until it has damaged them', () => {
    const def = withKeyword('inert', (d) => d.kind === 'turret' || d.kind === 'blockade');
    const s = scene(OPEN);
    // Face down, right next to the Ogre: any other tower this close would be its target.
    const d = defense(s, def.id, 'E4', 0, { cooldown: 5 });
    const ogre = enemy(s, 'ogre', 'F4');
    runBoard(s);
    expect(ogre.aggro).toEqual({ kind: 'crystal' });
    const s2 = scene(OPEN);
    // Sturdy enough for the Orc's blows: what counts is whom it goes for.
    const d2 = defense(s2, def.id, 'E4', 0, { cooldown: 5, health: 99 });
    const orc = enemy(s2, 'orc', 'F4', { damagedBy: [d2.id] });
    runBoard(s2);
    expect(orc.aggro).toEqual({ kind: 'defense', id: d2.id });
    expect(d.id).toBe(d2.id);
  });

  test('a defense without Inert is targeted as the closest tower', () => {
    const s = scene(OPEN);
    const d = defense(s, 'spike-wall', 'E4', 0, { cooldown: 5 });
    const ogre = enemy(s, 'ogre', 'F4');
    runBoard(s);
    expect(ogre.aggro).toEqual({ kind: 'defense', id: d.id });
  });
});

describe('Knockback', () => {
  test('Knockback X: the damaged enemy moves X spaces away from the defense, and its movement ends', () => {
    const def = withKeyword('knockback', (d) => d.range > 0);
    const x = def.keywords.knockback!;
    const s = scene(OPEN);
    // Facing east from C4: the Orc walking west from H4 is hit on D4 and thrown back east.
    defense(s, def.id, 'C4', 0);
    const orc = enemy(s, 'orc', 'F4');
    runBoard(s);
    expect(orc.health).toBe(content.enemy('orc').health - def.attack);
    expect(orc.at).toBe(`${String.fromCharCode(68 + x)}4`);
  });

  test('Knockback stops at a token in the way', () => {
    const def = withKeyword('knockback', (d) => d.range > 0);
    const s = scene(OPEN);
    defense(s, def.id, 'C4', 0);
    const orc = enemy(s, 'orc', 'D4', still);
    const behind = enemy(s, 'ogre', 'E4', still);
    runBoard(s);
    expect(where(s, orc, behind)).toEqual(['D4', 'E4']);
    expect(orc.health).toBe(content.enemy('orc').health - def.attack);
  });

  test('Knockback stops at a wall', () => {
    const def = withKeyword('knockback', (d) => d.range > 0);
    const s = scene(OPEN, [['D4', 'E4']]);
    defense(s, def.id, 'C4', 0);
    const orc = enemy(s, 'orc', 'D4', still);
    runBoard(s);
    expect(orc.at).toBe('D4');
  });
});

describe('Blast', () => {
  test('Blast X: enemies within X spaces of the target also take the damage', () => {
    const def = withKeyword('blast');
    const x = def.keywords.blast!;
    const s = scene(OPEN);
    defense(s, def.id, 'B4', 0);
    const target = enemy(s, 'ogre', 'C4', still);
    const near = enemy(s, 'ogre', `${String.fromCharCode(67 + x)}4`, still);
    const far = enemy(s, 'ogre', `${String.fromCharCode(68 + x)}4`, still);
    runBoard(s);
    const full = content.enemy('ogre').health;
    expect([target.health, near.health, far.health]).toEqual([full - def.attack, full - def.attack, full]);
  });
});

describe('Chain', () => {
  test('Chain X: enemies within 1 of a hit enemy are hit too, up to X in all, each once', () => {
    const def = withKeyword('chain');
    const x = def.keywords.chain!;
    const s = scene(OPEN);
    defense(s, def.id, 'B4', 0);
    // A row of X + 1 Ogres east of it: the chain runs along X of them.
    const row = Array.from({ length: x + 1 }, (_, i) => enemy(s, 'ogre', `${String.fromCharCode(67 + i)}4`, still));
    runBoard(s);
    const full = content.enemy('ogre').health;
    expect(row.map((e) => e.health)).toEqual([...Array<number>(x).fill(full - def.attack), full]);
  });
});

describe('Forceful', () => {
  test('Forceful: covers and shoots through walls; without it a wall blocks the line of sight', () => {
    const forceful = withKeyword('forceful');
    const s = scene(OPEN, [['D4', 'E4']]);
    const f = defense(s, forceful.id, 'C4', 0);
    expect(coverage(s, f)).toContain('F4');
    const plain = content.defenses.find((d) => !d.keywords.forceful && d.range >= 3 && d.spread.includes(0))!;
    const p = defense(s, plain.id, 'C2', 0);
    p.at = 'C4';
    expect(coverage(s, p)).not.toContain('F4');
    expect(coverage(s, p)).toContain('D4');
  });
});

describe('Trap / Aura', () => {
  const trap = () => content.defenses.find((d) => d.kind === 'trap' && d.attack > 0 && d.range === 0)!;

  test('Trap/Aura: loses 1 health each time it attacks', () => {
    const def = trap();
    const s = scene(OPEN);
    const d = defense(s, def.id, 'E4');
    enemy(s, 'ogre', 'F4');
    runBoard(s);
    expect(d.health).toBe(def.health - 1);
  });

  test('Trap/Aura: enemies can walk onto it and are never its attackers', () => {
    const def = trap();
    const s = scene(['#####', 'C...#', '#####']);
    // Face down: the Orc walks onto it without setting it off, and ends there, next to the crystal.
    const d = defense(s, def.id, 'B2', 0, { cooldown: 3 });
    const orc = enemy(s, 'orc', 'D2');
    runBoard(s);
    expect(orc.at).toBe('B2');
    expect(orc.aggro).toEqual({ kind: 'crystal' });
    expect(d.health).toBe(def.health);
  });

  test('Trap/Aura: a trap spent of its health is gone from the board', () => {
    const def = trap();
    const s = scene(OPEN);
    defense(s, def.id, 'E4', 0, { health: 1 });
    enemy(s, 'ogre', 'F4');
    runBoard(s);
    expect(s.defenses).toHaveLength(0);
  });
});

describe('Lingering', () => {
  test('Lingering X: keeps damaging enemies in its range for X turns of its cooldown', () => {
    const def = withKeyword('lingering');
    const x = def.keywords.lingering!;
    const s = scene(OPEN);
    const d = defense(s, def.id, 'E4');
    const ogre = enemy(s, 'ogre', 'F4', { stunned: 99 });
    const full = content.enemy('ogre').health;
    runBoard(s);
    expect(ogre.health).toBe(full - def.attack);
    expect(d.lingering).toBe(x);
    for (let turn = 1; turn <= x; turn++) {
      runBoard(s);
      expect(ogre.health).toBe(full - (turn + 1) * def.attack);
    }
    expect(d.lingering).toBe(0);
  });
});

describe('Stun', () => {
  test('Stun X: the target takes no actions for X Board phases', () => {
    const def = withKeyword('stun', (d) => d.range > 0);
    const x = def.keywords.stun!;
    const s = scene(OPEN);
    defense(s, def.id, 'C4');
    const orc = enemy(s, 'orc', 'D4');
    hero(s, 0, 'E4');
    const heroHealth = s.heroes[0].health;
    for (let turn = 1; turn <= x; turn++) {
      runBoard(s);
      expect(orc.at).toBe('D4');
      expect(s.heroes[0].health).toBe(heroHealth);
    }
    expect(orc.stunned).toBe(0);
    runBoard(s);
    expect(s.heroes[0].health).toBe(heroHealth - content.enemy('orc').attack);
  });
});

describe('Healing and Friendly', () => {
  test('Healing X + Friendly: heals the heroes in its range X, up to full health, and never hits an enemy', () => {
    const def = withKeyword('healing');
    expect(def.keywords.friendly).toBe(true);
    const s = scene(OPEN, [], ['monk', 'squire']);
    const d = defense(s, def.id, 'E4');
    hero(s, 0, 'E3');
    hero(s, 1, 'F4');
    s.heroes[0].health = 1;
    s.heroes[1].health = content.hero('squire').kit.health - 1;
    const orc = enemy(s, 'orc', 'D4', still);
    runBoard(s);
    expect(s.heroes[0].health).toBe(1 + def.keywords.healing!);
    expect(s.heroes[1].health).toBe(content.hero('squire').kit.health);
    expect(orc.health).toBe(content.enemy('orc').health);
    expect(d.cooldown).toBe(def.rate);
  });
});

describe('Weaken', () => {
  test("Weaken: the target's next attack deals 1 less damage", () => {
    const def = withKeyword('weaken');
    const s = scene(OPEN);
    defense(s, def.id, 'C4');
    const orc = enemy(s, 'orc', 'D4');
    hero(s, 0, 'E4');
    const full = s.heroes[0].health;
    runBoard(s);
    expect(s.heroes[0].health).toBe(full - (content.enemy('orc').attack - 1));
    expect(orc.weakened).toBe(false);
  });
});

describe('Confused', () => {
  test('Confused: on its next attack phase the target attacks the nearest other enemy instead', () => {
    const def = withKeyword('confused');
    const s = scene(OPEN);
    defense(s, def.id, 'C4');
    const orc = enemy(s, 'orc', 'D4');
    const ogre = enemy(s, 'ogre', 'D5', still);
    hero(s, 0, 'E4');
    const full = s.heroes[0].health;
    runBoard(s);
    expect(s.heroes[0].health).toBe(full);
    expect(ogre.health).toBe(content.enemy('ogre').health - content.enemy('orc').attack);
    expect(orc.confused).toBe(false);
  });
});

describe('Calming', () => {
  test('Calming X: the target forgets its target, attacks nothing this turn and walks on toward the crystal', () => {
    const def = withKeyword('calming');
    const s = scene(OPEN);
    const wall = defense(s, 'spike-wall', 'G4', 0, { cooldown: 5 });
    defense(s, def.id, 'H5', 0, { cooldown: 1 });
    const orc = enemy(s, 'orc', 'H4', { aggro: { kind: 'defense', id: wall.id }, damagedBy: [wall.id] });
    runBoard(s);
    expect(orc.damagedBy).toEqual([]);
    expect(orc.aggro).toBeNull();
    expect(wall.health).toBe(content.defense('spike-wall').health);
    expect(orc.at).not.toBe('H4');
    expect(orc.calmed).toBe(false);
  });
});
