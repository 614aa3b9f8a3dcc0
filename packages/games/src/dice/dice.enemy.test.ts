import { describe, expect, it } from 'vitest';
import { checkEnd } from './rules/end.ts';
import { enemyPhase } from './rules/enemy.ts';
import type { DiceState } from './state.ts';
import { emptyBoard, rigged } from './testing.ts';

// The Enemy phase on Meadow Road: P1 (spawn) → P2 → P3 (fork: N4 / S4) → P5 → P6 → G.

const at = (s: DiceState, enemy: string) => Object.fromEntries(s.minions.filter((m) => m.enemy === enemy).map((m) => [m.space, m.count]));
const run = (s: DiceState, rolls: number[] = []) => {
  const r = rigged(rolls);
  enemyPhase(s, r, null);
  expect(r.left()).toBe(0);
  return s;
};
/** The heroes step out to the spawn, so an enemy at the gate finds no hero there and strikes the gate. */
const awayFromGate = (s: DiceState) => {
  for (const h of s.heroes) h.space = 'P1';
  return s;
};

describe('Enemy phase: activation order', () => {
  it('"First activate enemies by the highest movement value": the Devil Steed attacks the hero, the Gremlin walks on', () => {
    const s = emptyBoard();
    s.heroes[0].space = 'P5';
    s.minions = [
      { enemy: 'gremlin', space: 'P5', count: 1 },
      { enemy: 'devil-steed', space: 'P5', count: 1 },
    ];
    run(s);
    expect(at(s, 'devil-steed')).toEqual({ P5: 1 });
    expect(at(s, 'gremlin')).toEqual({ P6: 1 });
    expect(s.heroes[0].health).toBe(4);
  });
  it('"then by the highest damage": the Golem strikes before the Gremlin', () => {
    const s = emptyBoard();
    s.heroes[0].space = 'P5';
    s.minions = [
      { enemy: 'gremlin', space: 'P5', count: 1 },
      { enemy: 'golem', space: 'P5', count: 1 },
    ];
    run(s);
    expect(at(s, 'golem')).toEqual({ P5: 1 });
    expect(s.heroes[0].health).toBe(3);
  });
});

describe('Enemy phase: attacking heroes', () => {
  it('"in the same space as a hero, and that hero has not been attacked during this phase": one token per hero, the rest move', () => {
    const s = emptyBoard();
    s.heroes[0].space = 'P5';
    s.minions = [{ enemy: 'gremlin', space: 'P5', count: 3 }];
    run(s);
    expect(s.heroes[0].health).toBe(4);
    expect(at(s, 'gremlin')).toEqual({ P5: 1, P6: 2 });
  });
  it('"severely wounded. Take them back to the gate, reset their health to 1. And they must skip the next players phase"', () => {
    const s = emptyBoard();
    Object.assign(s.heroes[0], { space: 'P5', health: 2 });
    s.minions = [{ enemy: 'golem', space: 'P5', count: 1 }];
    run(s);
    expect(s.heroes[0]).toMatchObject({ space: 'G', tower: null, health: 1, skip: true });
    expect(s.wounded).toBe(true);
  });
  it('a hero mounted in a tower is off the path and is not attacked', () => {
    const s = emptyBoard();
    s.towers = [{ site: 'T4', tower: 'archery', level: 1 }];
    Object.assign(s.heroes[0], { space: null, tower: 'T4' });
    s.minions = [{ enemy: 'gremlin', space: 'P5', count: 1 }];
    run(s);
    expect(s.heroes[0].health).toBe(5);
    expect(at(s, 'gremlin')).toEqual({ P6: 1 });
  });
  it('Corrupt Dwarf: "Cannot attack a hero"', () => {
    const s = emptyBoard();
    s.heroes[0].space = 'P5';
    s.minions = [{ enemy: 'corrupt-dwarf', space: 'P5', count: 1 }];
    run(s);
    expect(s.heroes[0].health).toBe(5);
    expect(at(s, 'corrupt-dwarf')).toEqual({ P6: 1 });
  });
});

describe('Enemy phase: the gate', () => {
  it('"Minus that from the gate dice and discard the enemy token" (the strongest die takes it; the token goes back to the box)', () => {
    const s = awayFromGate(emptyBoard());
    s.gate = [2, 3, 3];
    s.supply.gremlin = 29;
    s.minions = [{ enemy: 'gremlin', space: 'G', count: 1 }];
    run(s);
    expect(s.gate).toEqual([2, 2, 3]);
    expect(s.minions).toEqual([]);
    expect(s.supply.gremlin).toBe(30);
  });
  it('"in the same space as a hero, and that hero has not been attacked" comes before "in the gate space": heroes at the gate shield it, one attack each, then the gate', () => {
    const s = emptyBoard();
    s.gate = [3, 3, 3];
    // Keith (5) and Glorbud (6) stand at the gate; three Gremlins are there.
    s.minions = [{ enemy: 'gremlin', space: 'G', count: 3 }];
    run(s);
    expect(s.heroes.map((h) => h.health)).toEqual([4, 5]);
    // The third finds both heroes attacked this phase: it strikes the gate and is discarded.
    expect(s.gate).toEqual([2, 3, 3]);
    expect(at(s, 'gremlin')).toEqual({ G: 2 });
  });
  it('a hero severely wounded at the gate is carried back to the gate, and is attacked again next Enemy phase (the seed\'s order)', () => {
    const s = emptyBoard();
    s.heroes = [s.heroes[0]];
    Object.assign(s.heroes[0], { health: 1 });
    s.minions = [{ enemy: 'gremlin', space: 'G', count: 1 }];
    run(s);
    expect(s.heroes[0]).toMatchObject({ space: 'G', health: 1, skip: true });
    expect(s.gate).toEqual([3, 3, 3]);
    expect(at(s, 'gremlin')).toEqual({ G: 1 });
  });
  it('a boss at the gate attacks an unattacked hero there instead of the gate, and stays', () => {
    const s = emptyBoard();
    s.gate = [3, 3, 3];
    s.bosses = [{ boss: 'morgu', space: 'G', health: 7 }];
    run(s);
    expect(s.heroes[0].health).toBe(1);
    expect(s.heroes[0].skip).toBe(true);
    expect(s.gate).toEqual([3, 3, 3]);
  });
  it('"discard the enemy token": a boss is a miniature, not a token — it strikes the gate and stays there (README)', () => {
    const s = awayFromGate(emptyBoard());
    s.gate = [3, 3, 3];
    s.bosses = [{ boss: 'morgu', space: 'G', health: 7 }];
    run(s);
    expect(s.gate).toEqual([1, 3]);
    expect(s.bosses).toEqual([{ boss: 'morgu', space: 'G', health: 7 }]);
    run(s);
    expect(s.gate).toEqual([]);
  });
  it('"If a gate dice is down to 0, discard it"', () => {
    const s = awayFromGate(emptyBoard());
    s.gate = [2, 1];
    s.minions = [{ enemy: 'golem', space: 'G', count: 1 }];
    run(s);
    expect(s.gate).toEqual([1]);
  });
  it('"If there are no more gate dice left, you have lost the game"', () => {
    const s = awayFromGate(emptyBoard());
    s.gate = [1];
    s.minions = [{ enemy: 'gremlin', space: 'G', count: 2 }];
    run(s);
    expect(s.gate).toEqual([]);
    expect(checkEnd(s, null)).toBe(true);
    expect(s.result).toEqual({ won: false, reason: expect.stringContaining('gate has fallen') });
  });
});

describe('Enemy phase: moving', () => {
  it('"move the enemy token that many spaces towards the gate"', () => {
    const s = emptyBoard();
    s.minions = [
      { enemy: 'gremlin', space: 'P5', count: 2 },
      { enemy: 'devil-steed', space: 'P5', count: 1 },
    ];
    run(s);
    expect(at(s, 'gremlin')).toEqual({ P6: 2 });
    expect(at(s, 'devil-steed')).toEqual({ G: 1 });
  });
  it('"If there is a crossroad … split them evenly each way"', () => {
    const s = emptyBoard();
    s.minions = [{ enemy: 'gremlin', space: 'P3', count: 4 }];
    run(s);
    expect(at(s, 'gremlin')).toEqual({ N4: 2, S4: 2 });
  });
  it('a Devil Steed passes the crossroads in its move and splits there', () => {
    const s = emptyBoard();
    s.minions = [{ enemy: 'devil-steed', space: 'P2', count: 2 }];
    run(s);
    expect(at(s, 'devil-steed')).toEqual({ N4: 1, S4: 1 });
  });
  it('"If there\'s an uneven amount, spawn a new enemy of that type to even it out"', () => {
    const s = emptyBoard();
    s.minions = [{ enemy: 'gremlin', space: 'P3', count: 3 }];
    s.supply.gremlin = 27;
    run(s);
    expect(at(s, 'gremlin')).toEqual({ N4: 2, S4: 2 });
    expect(s.supply.gremlin).toBe(26);
  });
  it('with the box empty the odd token rolls like a one-of-a-kind (README)', () => {
    const s = emptyBoard();
    s.minions = [{ enemy: 'gremlin', space: 'P3', count: 3 }];
    s.supply.gremlin = 0;
    run(s, [6]);
    expect(at(s, 'gremlin')).toEqual({ N4: 1, S4: 2 });
  });
  it.each([
    [1, 'N4'],
    [3, 'N4'],
    [4, 'S4'],
    [6, 'S4'],
  ])('"If the enemy is a boss … roll a d6, 1-3 one way, 4-6 the other": a %i sends Morgu to %s', (roll, to) => {
    const s = emptyBoard();
    s.bosses = [{ boss: 'morgu', space: 'P3', health: 10 }];
    run(s, [roll]);
    expect(s.bosses[0].space).toBe(to);
  });
  it('Swordsmen: "Any enemy in/passing through this space loses 1 movement (can\'t go below 1)"', () => {
    const s = emptyBoard();
    s.towers = [{ site: 'T4', tower: 'swordsmen', level: 1 }];
    s.minions = [
      { enemy: 'devil-steed', space: 'P5', count: 1 },
      { enemy: 'gremlin', space: 'N4', count: 1 },
    ];
    run(s);
    expect(at(s, 'devil-steed')).toEqual({ P6: 1 });
    expect(at(s, 'gremlin')).toEqual({ P5: 1 });
  });
  it('Swordsmen slow an enemy passing through: a Devil Steed from P2 entering a slowed P3 stops there', () => {
    const s = emptyBoard();
    s.towers = [{ site: 'T2', tower: 'swordsmen', level: 1 }];
    s.minions = [{ enemy: 'devil-steed', space: 'P2', count: 1 }];
    run(s);
    expect(at(s, 'devil-steed')).toEqual({ P3: 1 });
  });
});

describe('Enemy phase: abilities', () => {
  it('Corrupt Dwarf: "When finishes their activation in a space with a linked tower, pick a linked tower and decrease it\'s level by 1" (the highest)', () => {
    const s = emptyBoard();
    s.towers = [
      { site: 'T4', tower: 'archery', level: 2 },
      { site: 'T5', tower: 'archery', level: 3 },
    ];
    s.minions = [{ enemy: 'corrupt-dwarf', space: 'N4', count: 1 }];
    run(s);
    expect(s.towers).toEqual([
      { site: 'T4', tower: 'archery', level: 2 },
      { site: 'T5', tower: 'archery', level: 2 },
    ]);
  });
  it('a tower lowered to 0 is destroyed and its mounted hero steps down beside it', () => {
    const s = emptyBoard();
    s.towers = [{ site: 'T4', tower: 'archery', level: 1 }];
    Object.assign(s.heroes[0], { space: null, tower: 'T4' });
    s.minions = [{ enemy: 'corrupt-dwarf', space: 'N4', count: 1 }];
    run(s);
    expect(s.towers).toEqual([]);
    expect(s.heroes[0]).toMatchObject({ tower: null, space: 'N4' });
  });
  it('Bosses: "all towers adjacent to the space this boss is in and that can target flying enemies get lowered by 1 level" (Damitat)', () => {
    const s = emptyBoard();
    s.towers = [
      { site: 'T4', tower: 'archery', level: 2 },
      { site: 'T5', tower: 'swordsmen', level: 2 },
      { site: 'T1', tower: 'archery', level: 2 },
    ];
    s.bosses = [{ boss: 'damitat', space: 'N4', health: 10 }];
    run(s);
    expect(s.bosses[0].space).toBe('P5');
    expect(s.towers.map((t) => t.level)).toEqual([1, 2, 2]);
  });
});
