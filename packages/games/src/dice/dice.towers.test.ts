import { createRandom } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { dice } from './index.ts';
import { towerPhase } from './rules/towers.ts';
import type { DiceState, TowerState } from './state.ts';
import { emptyBoard, rigged } from './testing.ts';

// The Tower phase on Meadow Road: T1 links P1 P2; T4 links N4 P5; T5 links S4 P5; the heroes wait at the gate.

const board = (towers: TowerState[], minions: DiceState['minions'], bosses: DiceState['bosses'] = []) => {
  const s = emptyBoard();
  s.towers = towers;
  s.minions = minions;
  s.bosses = bosses;
  for (const m of minions) s.supply[m.enemy] -= m.count;
  return s;
};
const fire = (s: DiceState, rolls: number[]) => {
  const r = rigged(rolls);
  towerPhase(s, r, null);
  expect(r.left()).toBe(0);
  return s;
};

describe('Tower phase', () => {
  it('"roll the same number of dice as the towers level. Every dice value that is equal or higher than the targeted enemies Defense value is killed"', () => {
    const s = fire(board([{ site: 'T4', tower: 'archery', level: 2 }], [{ enemy: 'gremlin', space: 'P5', count: 3 }]), [3, 2]);
    expect(s.minions).toEqual([{ enemy: 'gremlin', space: 'P5', count: 2 }]);
  });
  it('"pile them next to the tower that killed them. This represents unclaimed rewards"', () => {
    const s = fire(board([{ site: 'T4', tower: 'archery', level: 2 }], [{ enemy: 'golem', space: 'P5', count: 2 }]), [4, 6]);
    expect(s.minions).toEqual([]);
    expect(s.piles).toEqual({ T4: 6 });
    expect(s.gold).toBe(12);
  });
  it('"Any hero in that tower or an adjacent space to that tower can automatically claim all the rewards"', () => {
    const s = board([{ site: 'T4', tower: 'archery', level: 1 }], [{ enemy: 'gremlin', space: 'N4', count: 1 }]);
    s.heroes[1].space = 'P5';
    fire(s, [5]);
    expect(s.piles).toEqual({});
    expect(s.gold).toBe(13);
  });
  it('the rules aim each die: nearest the gate first, and each target gets the smallest die that beats it (README)', () => {
    const s = fire(
      board(
        [{ site: 'T4', tower: 'archery', level: 2 }],
        [
          { enemy: 'gremlin', space: 'N4', count: 1 },
          { enemy: 'golem', space: 'P5', count: 1 },
        ],
      ),
      [3, 4],
    );
    expect(s.minions).toEqual([]);
  });
  it('"Can Target": an Archery Tower does not roll at a Dark Wizard (Magic); a Mage Tower does', () => {
    expect(fire(board([{ site: 'T4', tower: 'archery', level: 1 }], [{ enemy: 'dark-wizard', space: 'P5', count: 1 }]), []).minions).toHaveLength(1);
    expect(fire(board([{ site: 'T4', tower: 'mage', level: 1 }], [{ enemy: 'dark-wizard', space: 'P5', count: 1 }]), [3]).minions).toHaveLength(0);
  });
  it('Bombers: "Roll double the amount of attack dice per tower level"', () => {
    const s = fire(board([{ site: 'T4', tower: 'bombers', level: 1 }], [{ enemy: 'gremlin', space: 'P5', count: 3 }]), [4, 5]);
    expect(s.minions).toEqual([{ enemy: 'gremlin', space: 'P5', count: 1 }]);
  });
  it('Bosses: "only a roll of 6+ can harm them. Their health represents how many times you need to roll a 6+"', () => {
    const s = fire(board([{ site: 'T4', tower: 'archery', level: 3 }], [], [{ boss: 'morgu', space: 'P5', health: 10 }]), [6, 5, 6]);
    expect(s.bosses).toEqual([{ boss: 'morgu', space: 'P5', health: 8 }]);
  });
  it('a boss slain by a tower piles its reward (Flambee, 40) and counts as slain', () => {
    const s = fire(board([{ site: 'T4', tower: 'mage', level: 1 }], [], [{ boss: 'flambee', space: 'P5', health: 1 }]), [6]);
    expect(s.bosses).toEqual([]);
    expect(s.slain).toEqual(['flambee']);
    expect(s.piles).toEqual({ T4: 40 });
  });
  it('Stables: "Can target enemies in a linked space or a space adjacent to a linked space"', () => {
    expect(fire(board([{ site: 'T1', tower: 'stables', level: 1 }], [{ enemy: 'gremlin', space: 'P3', count: 1 }]), [6]).minions).toEqual([]);
    expect(fire(board([{ site: 'T1', tower: 'archery', level: 1 }], [{ enemy: 'gremlin', space: 'P3', count: 1 }]), []).minions).toHaveLength(1);
  });
  it('Mongo: "When in a Mage Tower it can target enemies in a linked space or a space adjacent to a linked space"', () => {
    const s = board([{ site: 'T1', tower: 'mage', level: 1 }], [{ enemy: 'gremlin', space: 'P3', count: 1 }]);
    expect(fire(structuredClone(s), []).minions).toHaveLength(1);
    const withMongo = emptyBoard(1, { heroes: 'mongo,keith' });
    Object.assign(withMongo, { towers: s.towers, minions: s.minions, supply: s.supply });
    Object.assign(withMongo.heroes[0], { space: null, tower: 'T1' });
    expect(fire(withMongo, [6]).minions).toEqual([]);
  });
  it('Trebuchet: "On a 1, you missed the enemies and hit a tower linked to that space. Decrease the tower level by 1"', () => {
    const s = fire(
      board(
        [
          { site: 'T4', tower: 'trebuchet', level: 2 },
          { site: 'T5', tower: 'swordsmen', level: 3 },
        ],
        [{ enemy: 'golem', space: 'S4', count: 1 }],
      ),
      [1, 1, 1],
    );
    // The Trebuchet misfires onto the Swordsmen (level 3 → 2); the Swordsmen then roll their 2 dice and miss.
    expect(s.towers).toEqual([
      { site: 'T4', tower: 'trebuchet', level: 2 },
      { site: 'T5', tower: 'swordsmen', level: 2 },
    ]);
  });
  it('Trebuchet: "Roll 1/2 the amount of attack dice as the tower level … Take the highest dice and apply that damage to every Ground enemy" — a kill roll against each (README)', () => {
    const s = fire(
      board(
        [{ site: 'T4', tower: 'trebuchet', level: 4 }],
        [
          { enemy: 'gremlin', space: 'P5', count: 3 },
          { enemy: 'golem', space: 'P5', count: 1 },
          { enemy: 'gremlin', space: 'N4', count: 1 },
        ],
      ),
      [4, 2, 3],
    );
    expect(s.minions).toEqual([
      { enemy: 'golem', space: 'P5', count: 1 },
      { enemy: 'gremlin', space: 'N4', count: 1 },
    ]);
    expect(s.piles).toEqual({ T4: 3 });
  });
  it('Trebuchet: "up to 3 adjacent spaces away", one space a round, the most crowded in reach; "no lower than 1 dice"', () => {
    const s = fire(
      board(
        [{ site: 'T1', tower: 'trebuchet', level: 1 }],
        [
          { enemy: 'gremlin', space: 'N4', count: 2 },
          { enemy: 'gremlin', space: 'P5', count: 3 },
        ],
      ),
      [5, 3],
    );
    expect(s.minions).toEqual([{ enemy: 'gremlin', space: 'N4', count: 2 }]);
  });
  it('towers fire once a round, in the Tower phase only — not after each hero action (the seed describes the firing twice; README)', () => {
    let s = board([{ site: 'T4', tower: 'archery', level: 1 }], [{ enemy: 'gremlin', space: 'P5', count: 1 }]);
    s.deck = [];
    s = dice.play(s, 0, { type: 'move', to: 'P6' }, rigged([]));
    s = dice.play(s, 0, { type: 'rest' }, rigged([]));
    const r = rigged([1]);
    s = dice.play(s, 0, { type: 'rest' }, r);
    expect(r.left()).toBe(0);
    expect(s.round).toBe(2);
  });
});

describe('objectives and the Event phase', () => {
  /** Every hero does nothing until the round turns (or the game ends). */
  const endRound = (s: DiceState) => {
    const round = s.round;
    while (s.phase !== 'over' && s.round === round) s = dice.play(s, s.heroes[s.current].seat, { type: 'rest' }, createRandom('round'));
    return s;
  };
  it('Spawn: "spawn the corresponding enemy tokens on the spawn space"; a short box spawns what is left (README)', () => {
    const s = emptyBoard();
    s.supply.gremlin = 2;
    const after = endRound(s);
    expect(after.discard.at(-1)!.face).toEqual({ kind: 'spawn', enemy: 'gremlin', count: 4 });
    // spawned on P1, then moved to P2 in the Enemy phase
    expect(after.minions).toEqual([{ enemy: 'gremlin', space: 'P2', count: 2 }]);
    expect(after.supply.gremlin).toBe(0);
  });
  it('Wait: "Do not draw another event card until the map is clear of all enemies"', () => {
    let s = emptyBoard();
    s.waiting = true;
    s.minions = [{ enemy: 'gremlin', space: 'P1', count: 1 }];
    const drawn = s.discard.length;
    s = endRound(s);
    expect(s.discard).toHaveLength(drawn);
    s.minions = [];
    s = endRound(s);
    expect(s.discard).toHaveLength(drawn + 1);
    expect(s.waiting).toBe(false);
  });
  it('Wait on the board: shown while it holds the draw, never on a finished board (issue #27)', () => {
    const s = emptyBoard();
    s.waiting = true;
    const words = (st: DiceState) => {
      const v = dice.view(st, 0);
      return { board: dice.renderText(v, 0), wait: dice.terms!(v).find((t) => t.name === 'Wait')!.text };
    };
    expect(words(s).board).toContain('WAIT until the map is clear');
    expect(words(s).wait).toContain('One is in force now.');
    s.result = { won: false, reason: 'The last gate die is gone: the gate has fallen and the horde pours in.' };
    expect(words(s).board).not.toContain('WAIT');
    expect(words(s).wait).not.toContain('in force');
  });
  it('"If there are no more event cards left … If there are no more enemies on the board … and you still have not reached the scenario objectives, you have lost"', () => {
    const s = emptyBoard(1, { scenario: '4' });
    s.deck = [];
    const after = endRound(s);
    expect(dice.outcome(after)).toEqual({ winners: [], reason: expect.stringContaining('deck is spent'), automatonWinner: 'the enemy at the gate' });
  });
  it('survive N events: the Event phase after the 15th card is a win (Hold the Fords)', () => {
    const s = emptyBoard(1, { scenario: '2' });
    while (s.discard.length < 15) s.discard.push(s.deck.shift()!);
    s.minions = [{ enemy: 'gremlin', space: 'P1', count: 3 }];
    expect(dice.outcome(endRound(s))?.winners).toEqual([0]);
  });
  it('protect every hero: a severely wounded hero loses the scenario (The Dwarves\' Betrayal)', () => {
    const s = emptyBoard(1, { scenario: '3' });
    Object.assign(s.heroes[0], { space: 'P3', health: 1 });
    s.minions = [{ enemy: 'gremlin', space: 'P3', count: 1 }];
    expect(dice.outcome(endRound(s))?.reason).toMatch(/protect/);
  });
  it('slay a boss by a deadline: past round 24 without Morgu slain is a loss', () => {
    const s = emptyBoard(1, { scenario: '4' });
    s.round = 24;
    s.minions = [{ enemy: 'gremlin', space: 'P1', count: 1 }];
    expect(dice.outcome(endRound(s))?.reason).toMatch(/Morgu still lives/);
  });
  it('a Boss card whose miniature is already on the map brings nothing ("3 boss miniatures")', () => {
    let s = emptyBoard();
    s.bosses = [{ boss: 'morgu', space: 'P2', health: 4 }];
    s.deck.unshift({ id: 99, back: 'Wave I', face: { kind: 'boss', boss: 'morgu' } });
    s = endRound(s);
    expect(s.bosses).toEqual([{ boss: 'morgu', space: 'P3', health: 4 }]);
  });
  it('custom events: Supply Cart gives 8 gold, Flood lowers the highest tower', () => {
    let s = emptyBoard(1, { scenario: '2' });
    s.deck = [
      { id: 90, back: 'Wave I', face: { kind: 'event', event: 'supply-cart' } },
      { id: 91, back: 'Wave I', face: { kind: 'event', event: 'flood' } },
      ...s.deck,
    ];
    s.towers = [{ site: 'T1', tower: 'archery', level: 3 }];
    s.minions = [];
    const gold = s.gold;
    s = endRound(s);
    expect(s.gold).toBe(gold + 8);
    s = endRound(s);
    expect(s.towers[0].level).toBe(2);
  });
});
