import { describe, expect, test } from 'vitest';
import { content } from './content/index.ts';
import { defense, enemy, hero, runBoard, scene, where, OPEN_ROOM as OPEN } from './rules/scenes.ts';
import { walkDistance } from './rules/targeting.ts';

// The enemies' abilities (content `abilities`) through the Board phase, each on a small board.

const withAbility = (a: string) => content.enemies.find((e) => e.abilities.includes(a as never))!;

describe('Flying', () => {
  // A wall across the board from row 2 to row 6 between columns E and F, open only in row 1... which is blacked out:
  // walkers cannot get through at all; a blacked-out column G in the second map stops flyers too.
  const walled = OPEN;
  const fence: [string, string][] = [];
  for (let row = 2; row <= 6; row++) fence.push([`E${row}`, `F${row}`]);
  fence.push(['E2', 'F1'], ['F3', 'E2'], ['E4', 'F3'], ['F5', 'E4'], ['E6', 'F5']);

  test('Flying: a Wyvern flies over walls straight toward its target', () => {
    const wyvern = withAbility('flying');
    const s = scene(walled, fence);
    const w = enemy(s, wyvern.id, 'H4');
    runBoard(s);
    expect(w.at).toBe(`${String.fromCharCode(72 - wyvern.speed)}4`);
  });

  test('Flying: but never into a blacked-out space: it goes round', () => {
    const wyvern = withAbility('flying');
    const s = scene(['##########', '#........#', '#....#...#', 'C....#...#', '#....#...#', '#........#', '##########']);
    const w = enemy(s, wyvern.id, 'H4');
    runBoard(s);
    // Round either end of the blacked-out F3-F5, 3 spaces of flight.
    expect(['F2', 'F6']).toContain(w.at);
  });

  test('a walker cannot cross the walls a Wyvern flies over: with no way to the crystal it stands', () => {
    const s = scene(walled, fence);
    const orc = enemy(s, 'orc', 'H4');
    expect(walkDistance(s, 'H4', 'B4')).toBe(Infinity);
    runBoard(s);
    expect(orc.at).toBe('H4');
  });
});

describe('Kamikaze (Kobold)', () => {
  const kobold = withAbility('kamikaze');

  test("the seed's Kobold token: Speed 2, Attack 5, Health 1, Range 0", () => {
    expect(content.enemy('kobold')).toMatchObject({ speed: 2, attack: 5, health: 1, range: 0 });
  });

  test('Kamikaze: unflipped, 4 spaces from its target it stops and flips', () => {
    const s = scene(OPEN);
    const wall = defense(s, 'spike-wall', 'B4', 0, { cooldown: 5 });
    // Five spaces from the Spike Wall (within the 5 a tower is noticed from): one step brings it to 4.
    const k = enemy(s, kobold.id, 'G4');
    runBoard(s);
    expect(k.aggro).toEqual({ kind: 'defense', id: wall.id });
    expect(k.at).toBe('F4');
    expect(k.flipped).toBe(true);
  });

  test('Kamikaze: flipped, it runs into its target, deals its Attack and is gone', () => {
    const s = scene(OPEN);
    const wall = defense(s, 'spike-wall', 'B4', 0, { cooldown: 5 });
    // One step brings it next to the Spike Wall, the second runs into it.
    const k = enemy(s, kobold.id, 'D4', { flipped: true });
    runBoard(s);
    expect(s.enemies).not.toContain(k);
    expect(wall.health).toBe(content.defense('spike-wall').health - kobold.attack);
    // It fell by its own blast: no bounty.
    expect(s.mana).toBe(content.rules.startingMana + content.rules.difficulty.normal.manaBonus);
  });

  test('Kamikaze: running into the crystal is an attack on it: the game is lost', () => {
    const s = scene(OPEN);
    enemy(s, kobold.id, 'C4', { flipped: true });
    runBoard(s);
    expect(s.result).toMatchObject({ won: false });
  });
});

describe('Summoner (Mage)', () => {
  test('Summoner: 3 spaces from its target it flips and raises 3 Skeletons on the free spaces next to it', () => {
    const mage = withAbility('summoner');
    const s = scene(OPEN);
    defense(s, 'spike-wall', 'B4', 0, { cooldown: 5 });
    const m = enemy(s, mage.id, 'F4');
    // On the first space clockwise from the side facing the Spike Wall (west of where the Mage stops).
    const blocker = enemy(s, 'ogre', 'D4', { stunned: 1 });
    runBoard(s);
    expect(m.flipped).toBe(true);
    const raised = s.enemies.filter((e) => e.enemy === Object.keys(mage.trigger!.summons!)[0]);
    expect(raised).toHaveLength(mage.trigger!.summons!.skeleton);
    for (const r of raised) expect(walkDistance(s, m.at, r.at)).toBe(1);
    expect(raised.map((r) => r.at)).not.toContain(blocker.at);
    expect(new Set(raised.map((r) => r.at)).size).toBe(raised.length);
    // Once only: flipped, it raises no more.
    runBoard(s);
    expect(s.enemies.filter((e) => e.enemy === 'skeleton')).toHaveLength(3);
  });
});

describe('Ambush and spares-crystal (Ninja)', () => {
  const ninja = withAbility('ambush');

  test('Ambush: within 6 spaces of a hero, counting a route over up to 1 wall, it leaps next to the hero and targets it', () => {
    const s = scene(OPEN, [['E4', 'F4'], ['E3', 'F4'], ['F5', 'E4'], ['F3', 'E3'], ['F3', 'E2'], ['E5', 'F5'], ['E6', 'F5']]);
    hero(s, 0, 'B4');
    const n = enemy(s, ninja.id, 'H4');
    runBoard(s);
    expect(n.aggro).toEqual({ kind: 'hero', hero: 0 });
    expect(n.at).toBe('C4');
    expect(s.heroes[0].health).toBe(content.hero('squire').kit.health - ninja.attack);
  });

  test('Ambush: not when every route crosses 2 walls', () => {
    // Two walls from top to bottom, between columns C|D and E|F; the crystal on the Ninja's side.
    const rows = ['##########', '#........#', '#........#', '#........C', '#........#', '#........#', '##########'];
    const fences: [string, string][] = [
      ['C2', 'D2'], ['C2', 'D3'], ['C3', 'D3'], ['C4', 'D4'], ['C4', 'D5'], ['C4', 'D3'], ['C5', 'D5'], ['C6', 'D6'], ['C6', 'D5'],
      ['E2', 'F2'], ['E2', 'F3'], ['E3', 'F3'], ['E4', 'F4'], ['E4', 'F5'], ['E4', 'F3'], ['E5', 'F5'], ['E6', 'F6'], ['E6', 'F5'],
    ];
    const s = scene(rows, fences);
    hero(s, 0, 'B4');
    const n = enemy(s, ninja.id, 'G4');
    runBoard(s);
    expect(n.aggro).toBeNull();
    expect(s.heroes[0].health).toBe(content.hero('squire').kit.health);
    // With one of the two walls gone it leaps.
    const s2 = scene(rows, fences.slice(0, 9));
    hero(s2, 0, 'B4');
    const n2 = enemy(s2, ninja.id, 'G4');
    runBoard(s2);
    expect(n2.aggro).toEqual({ kind: 'hero', hero: 0 });
  });

  test('spares-crystal: with no one to go for, the Ninja walks to the crystal and never attacks it', () => {
    const s = scene(['#####', 'C...#', '#####']);
    const n = enemy(s, ninja.id, 'D2');
    runBoard(s);
    expect(n.at).toBe('B2');
    expect(n.aggro).toBeNull();
    runBoard(s);
    expect(s.result).toBeNull();
  });
});

describe('Enrage (Ogre)', () => {
  const ogre = withAbility('enrage');

  test('Enrage: unflipped and not next to its target at the end of the Board phase, it flips to its faster side', () => {
    const s = scene(OPEN);
    const o = enemy(s, ogre.id, 'H4');
    runBoard(s);
    expect(o.at).toBe(`${String.fromCharCode(72 - ogre.speed)}4`);
    expect(o.flipped).toBe(true);
    runBoard(s);
    expect(o.at).toBe(`${String.fromCharCode(72 - ogre.speed - ogre.flipped!.speed)}4`);
  });

  test('Enrage: flipped, after it attacks it flips back to its range-1 side', () => {
    const s = scene(OPEN);
    hero(s, 0, 'E4');
    const o = enemy(s, ogre.id, 'F4', { flipped: true });
    runBoard(s);
    expect(s.heroes[0].health).toBe(content.hero('squire').kit.health - ogre.flipped!.attack);
    expect(o.flipped).toBe(false);
    expect(where(s, o)).toEqual(['F4']);
  });
});
