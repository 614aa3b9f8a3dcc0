import { createRandom, isRuleError } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { dice } from './index.ts';
import type { Move } from './moves.ts';
import type { DiceState } from './state.ts';
import { emptyBoard, rigged } from './testing.ts';

// The Players phase on Meadow Road: heroes Keith (movement 2) and Glorbud (movement 1), both Player 1's.
// Sites: T1 beside P2; T4 beside N4, P5; T5 beside S4, P5; T6 and T7 beside P6 and the gate G.

const play = (s: DiceState, move: Move, rolls: number[] = []) => dice.play(s, 0, move, rolls.length ? rigged(rolls) : createRandom('x'));
const refused = (s: DiceState, move: Move): string => {
  const before = JSON.stringify(s);
  try {
    play(s, move);
  } catch (e) {
    expect(JSON.stringify(s)).toBe(before);
    if (isRuleError(e)) return e.code;
    throw e;
  }
  throw new Error(`${JSON.stringify(move)} was allowed`);
};

describe('Players phase: actions', () => {
  it('"For each hero you can do 2 of the following actions, you can do the same action twice"', () => {
    let s = emptyBoard();
    s = play(s, { type: 'move', to: 'P6' });
    expect(s.current).toBe(0);
    s = play(s, { type: 'move', to: 'G' });
    expect(s.current).toBe(1);
    expect(s.heroes[0].actions).toBe(0);
  });
  it('"Do nothing" ends the hero\'s actions, and after the last hero the Tower phase and the next round follow', () => {
    let s = emptyBoard();
    s = play(s, { type: 'rest' });
    expect(s.current).toBe(1);
    s = play(s, { type: 'rest' });
    expect(s.round).toBe(2);
    expect(s.current).toBe(0);
    expect(s.discard).toHaveLength(2);
  });
  it('a severely wounded hero "must skip the next players phase"', () => {
    let s = emptyBoard();
    Object.assign(s.heroes[0], { space: 'P5', health: 1 });
    s.minions = [{ enemy: 'gremlin', space: 'P5', count: 1 }];
    s.supply.gremlin--;
    s.heroes[0].actions = 0;
    s.current = 1;
    s = play(s, { type: 'rest' });
    expect(s.heroes[0]).toMatchObject({ space: 'G', health: 1, actions: 0, skip: false });
    expect(s.current).toBe(1);
  });
  it('"Move: You can move the hero the same number of spaces as it\'s movement value"', () => {
    const s = emptyBoard();
    const moves = (x: DiceState) => dice.legalMoves(x, 0).filter((m) => m.type === 'move').map((m) => (m as { to: string }).to);
    expect(moves(s)).toEqual(['P5', 'P6']);
    s.current = 1;
    expect(moves(s)).toEqual(['P6']);
    expect(refused(s, { type: 'move', to: 'P5' })).toBe('too-far');
  });
  it('"even when passing through in a movement turn": a hero passing a tower claims its unclaimed rewards', () => {
    let s = emptyBoard();
    s.heroes[0].space = 'P3';
    s.piles = { T1: 5 };
    s = play(s, { type: 'move', to: 'P1' });
    expect(s.gold).toBe(17);
    expect(s.piles).toEqual({});
  });
  it('gold stops at 60 (ten gold dice); what does not fit stays piled by the tower', () => {
    let s = emptyBoard();
    s.gold = 58;
    s.heroes[0].space = 'P5';
    s.piles = { T6: 5 };
    s = play(s, { type: 'move', to: 'P6' });
    expect(s.gold).toBe(60);
    expect(s.piles).toEqual({ T6: 3 });
  });
});

describe('Players phase: building and upgrading', () => {
  it('"If you are in a space that is adjacent to an empty tower space, you can spend the required amount of gold to build a tower"', () => {
    let s = emptyBoard();
    const sites = new Set(dice.legalMoves(s, 0).flatMap((m) => (m.type === 'build' ? [m.site] : [])));
    expect([...sites]).toEqual(['T6', 'T7']);
    expect(refused(s, { type: 'build', site: 'T1', tower: 'archery' })).toBe('not-beside-site');
    s = play(s, { type: 'build', site: 'T6', tower: 'swordsmen' });
    expect(s.towers).toEqual([{ site: 'T6', tower: 'swordsmen', level: 1 }]);
    expect(s.gold).toBe(12 - 4);
    expect(refused(s, { type: 'build', site: 'T6', tower: 'archery' })).toBe('site-taken');
  });
  it('hero discounts: Keith "-1 to the purchase and upgrade cost of Archery towers", Glorbud "-2 … of Bomber towers"', () => {
    let s = emptyBoard();
    s = play(s, { type: 'build', site: 'T6', tower: 'archery' });
    expect(s.gold).toBe(12 - 3);
    s = play(s, { type: 'upgrade', site: 'T6' });
    expect(s.gold).toBe(9 - 3);
    s = play(s, { type: 'build', site: 'T7', tower: 'bombers' });
    expect(s.gold).toBe(6 - 4);
  });
  it('Edward: "-1 to all tower costs and upgrades"', () => {
    const s = emptyBoard(1, { heroes: 'edward,keith' });
    expect(play(s, { type: 'build', site: 'T6', tower: 'trebuchet' }).gold).toBe(12 - 9);
  });
  it('not enough gold is refused', () => {
    const s = emptyBoard();
    s.gold = 2;
    expect(refused(s, { type: 'build', site: 'T6', tower: 'archery' })).toBe('not-enough-gold');
  });
  it('"Upgrade a tower: If you are in a tower or on a space that is adjacent to a tower … turn the tower dice up by 1 pip", to level 6 at most', () => {
    let s = emptyBoard();
    s.towers = [
      { site: 'T7', tower: 'mage', level: 5 },
      { site: 'T4', tower: 'mage', level: 1 },
    ];
    s.gold = 60;
    expect(refused(s, { type: 'upgrade', site: 'T4' })).toBe('not-beside-tower');
    s = play(s, { type: 'upgrade', site: 'T7' });
    expect(s.towers[0].level).toBe(6);
    expect(s.gold).toBe(54);
    expect(refused(s, { type: 'upgrade', site: 'T7' })).toBe('max-level');
  });
  it('"6 towers of each type": a seventh Archery Tower is refused', () => {
    const s = emptyBoard();
    s.towers = ['T1', 'T2', 'T3', 'T4', 'T5', 'T6'].map((site) => ({ site, tower: 'archery', level: 1 }));
    expect(refused(s, { type: 'build', site: 'T7', tower: 'archery' })).toBe('no-tower-left');
    expect(dice.legalMoves(s, 0)).toContainEqual({ type: 'build', site: 'T7', tower: 'swordsmen' });
  });
  it('"10 tower dice": an eleventh tower is refused', () => {
    const s = emptyBoard();
    const kinds = ['archery', 'swordsmen', 'bombers', 'mage', 'stables'];
    s.towers = Array.from({ length: 10 }, (_, i) => ({ site: i < 6 ? `T${i + 1}` : `T${90 + i}`, tower: kinds[i % 5], level: 1 }));
    expect(refused(s, { type: 'build', site: 'T7', tower: 'trebuchet' })).toBe('no-tower-dice');
  });
});

describe('Players phase: the gate', () => {
  it('"If you are on the gate space you can spend 20 gold to increase one of the gate dice by 1 pip" (the lowest)', () => {
    let s = emptyBoard();
    s.gold = 25;
    s.gate = [3, 1, 2];
    s = play(s, { type: 'repair' });
    expect(s.gate).toEqual([3, 2, 2]);
    expect(s.gold).toBe(5);
  });
  it('away from the gate it is refused; a die already at 6 cannot be raised', () => {
    const s = emptyBoard();
    s.gold = 40;
    s.heroes[0].space = 'P6';
    expect(refused(s, { type: 'repair' })).toBe('not-at-gate');
    s.heroes[0].space = 'G';
    s.gate = [6, 6];
    expect(refused(s, { type: 'repair' })).toBe('gate-full');
  });
  it('Edward: "Can spend 10 gold to increase gate health by 1", from anywhere (README)', () => {
    let s = emptyBoard(1, { heroes: 'edward,keith' });
    s.gold = 10;
    s.gate = [2, 3, 3];
    s.heroes[0].space = 'P3';
    s = play(s, { type: 'repair' });
    expect(s.gate).toEqual([3, 3, 3]);
    expect(s.gold).toBe(0);
  });
});

describe('Players phase: mounting', () => {
  it('"Mount a tower … Only 1 hero can mount a tower at a time"; "Unmount a tower: Move the hero onto a space adjacent to the mounted tower space"', () => {
    let s = emptyBoard();
    s.towers = [{ site: 'T6', tower: 'archery', level: 1 }];
    s = play(s, { type: 'mount', site: 'T6' });
    expect(s.heroes[0]).toMatchObject({ space: null, tower: 'T6' });
    expect(dice.legalMoves(s, 0).filter((m) => m.type === 'unmount')).toEqual([
      { type: 'unmount', to: 'P6' },
      { type: 'unmount', to: 'G' },
    ]);
    s = play(s, { type: 'rest' });
    expect(refused(s, { type: 'mount', site: 'T6' })).toBe('tower-manned');
  });
  it('mounting is only possible beside a built tower', () => {
    const s = emptyBoard();
    expect(refused(s, { type: 'mount', site: 'T6' })).toBe('no-tower-there');
  });
});

describe('Players phase: attacking', () => {
  const withEnemy = (enemy: string, count = 1, hero = 0) => {
    const s = emptyBoard();
    s.current = hero;
    s.heroes[hero].space = 'P5';
    s.minions = [{ enemy, space: 'P5', count }];
    s.supply[enemy] -= count;
    return s;
  };
  it('"Roll 1 dice, if that dice value is equal or higher than the targeted enemies defense value, you kill it" — the defense value is the Health column (README)', () => {
    expect(play(withEnemy('gremlin'), { type: 'attack', enemy: 'gremlin' }, [2]).minions).toEqual([{ enemy: 'gremlin', space: 'P5', count: 1 }]);
    const s = play(withEnemy('gremlin'), { type: 'attack', enemy: 'gremlin' }, [3]);
    expect(s.minions).toEqual([]);
    expect(s.gold).toBe(13);
    expect(s.supply.gremlin).toBe(30);
  });
  it('Glorbud: "Roll 2 dice when attacking": each die that meets the health kills one', () => {
    const s = play(withEnemy('golem', 3, 1), { type: 'attack', enemy: 'golem' }, [4, 5]);
    expect(s.minions).toEqual([{ enemy: 'golem', space: 'P5', count: 1 }]);
    expect(s.gold).toBe(12 + 6);
  });
  it('"Bosses are unique in that only a roll of 6+ can harm them"', () => {
    const s = emptyBoard();
    s.heroes[0].space = 'P5';
    s.bosses = [{ boss: 'morgu', space: 'P5', health: 10 }];
    expect(play(s, { type: 'attack', enemy: 'morgu' }, [5]).bosses[0].health).toBe(10);
    expect(play(s, { type: 'attack', enemy: 'morgu' }, [6]).bosses[0].health).toBe(9);
    s.bosses[0].health = 1;
    const after = play(s, { type: 'attack', enemy: 'morgu' }, [6]);
    expect(after.bosses).toEqual([]);
    expect(after.slain).toEqual(['morgu']);
    expect(after.gold).toBe(12 + 30);
  });
  it('a hero attacks only the types on its card: Keith (Ground, Flying) cannot attack a Dark Wizard (Magic)', () => {
    const s = withEnemy('dark-wizard');
    expect(dice.legalMoves(s, 0).some((m) => m.type === 'attack')).toBe(false);
    expect(refused(s, { type: 'attack', enemy: 'dark-wizard' })).toBe('no-target');
  });
  it('killing the last enemy with the deck spent wins "Defeat all enemies"', () => {
    const s = withEnemy('gremlin');
    s.deck = [];
    const after = play(s, { type: 'attack', enemy: 'gremlin' }, [6]);
    expect(dice.outcome(after)).toEqual({ winners: [0], reason: expect.stringContaining('gate is saved') });
  });
});

describe('refusals', () => {
  it('a move when it is not your hero\'s action, and any move once the game is over', () => {
    const s = emptyBoard(2);
    expect(() => dice.play(s, 1, { type: 'rest' }, createRandom('x'))).toThrow(/Keith's action, played by Player 1/);
    s.phase = 'over';
    s.current = -1;
    expect(refused(s, { type: 'rest' })).toBe('game-over');
  });
});
