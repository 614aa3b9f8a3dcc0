import type { LogLine } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { drawAll, landAll, play, table, towerText } from './fixtures.ts';
import { cards } from './index.ts';
import { problem } from './rules/legal.ts';

/** Every worked example and diagram caption of seed 002, one test each. */
describe('Elemental Towers: the seed’s examples', () => {
  it('Lizard can damage the Paper or Water levels but not the Rock, Scissors or Lizard levels', () => {
    const s = table({
      towers: ['R5 P5 S5 W5 L5', 'R5 P5 S5 W5 L5'],
      hands: [['R2'], ['R3']],
      flight: [{ from: 1, to: 0, card: 'L9', suit: 'L' }],
      turn: 1,
      step: 'land',
    });
    expect(cards.legalMoves(s, 1)).toEqual([
      { type: 'land', attack: 1, level: 'P' },
      { type: 'land', attack: 1, level: 'W' },
    ]);
    for (const level of ['R', 'S', 'L'] as const) expect(problem(s, 1, { type: 'land', attack: 1, level })?.[0]).toBe('level-not-harmed');
    expect(towerText(play(s, [1, { type: 'land', attack: 1, level: 'W' }]), 0)).toBe('R5 P5 S5 - L5');
  });

  it('A Tower with the Lizard and Paper levels damaged: any Scissors or Rock card would destroy the Dragon', () => {
    for (const card of ['S2', 'R2'] as const) {
      const s = table({
        towers: ['R8 P9* S6 W7 LK*', 'R5 P5 S5 W5 L5'],
        hands: [['R3'], ['R4']],
        flight: [{ from: 1, to: 0, card, suit: card[0] as 'S' | 'R' }],
        turn: 1,
        step: 'land',
      });
      const after = play(s, [1, { type: 'land', attack: 1, level: 'L' }]);
      expect(towerText(after, 0)).toBe('R8 P9* S6 W7 -');
      expect(after.rubble).toEqual(expect.arrayContaining(['LK', card]));
    }
    // Paper, Water and Lizard are not stronger than Lizard: they cannot touch the damaged Dragon.
    for (const suit of ['P', 'W', 'L'] as const) {
      const s = table({ towers: ['R8 P9* S6 W7 LK*', 'R5 P5 S5 W5 L5'], flight: [{ from: 1, to: 0, card: `${suit}2`, suit }], turn: 1, step: 'land' });
      expect(problem(s, 1, { type: 'land', attack: 1, level: 'L' })?.[0]).toBe('level-not-harmed');
    }
  });

  it('A damaged Tower under attack from the 2 of Lizard: the attack by the 2 of Lizard is deflected by the 5 of Rock', () => {
    const s = table({
      towers: ['R8 P9* S6 W7 LK*', 'R5 P5 S5 W5 L5'],
      hands: [['R5', 'W3', 'P4'], ['S2']],
      flight: [{ from: 1, to: 0, card: 'L2', suit: 'L' }],
      turn: 0,
    });
    expect(cards.legalMoves(s, 0)).toContainEqual({ type: 'deflect', card: 'R5', attack: 1 });
    const after = play(s, [0, { type: 'deflect', card: 'R5', attack: 1 }]);
    expect(after.flight).toEqual([]);
    expect(after.rubble.slice(-2)).toEqual(['L2', 'R5']);
    expect(after.players[0].hand).toEqual(['W3', 'P4']);
  });

  it('the 10 of Rock ties: it deflects a 10 of Scissors or Lizard, and as a level only a 10 of Paper or Water damages it', () => {
    for (const card of ['S10', 'L10'] as const) {
      const s = table({ towers: ['R5 P5 S5 W5 L5', 'R5 P5 S5 W5 L5'], hands: [['R10'], ['P2']], flight: [{ from: 1, to: 0, card, suit: card[0] as 'S' | 'L' }] });
      expect(problem(s, 0, { type: 'deflect', card: 'R10', attack: 1 })).toBeNull();
    }
    for (const card of ['P10', 'W10'] as const) {
      const s = table({ towers: ['R10 P5 S5 W5 L5', 'R5 P5 S5 W5 L5'], flight: [{ from: 1, to: 0, card, suit: card[0] as 'P' | 'W' }], turn: 1, step: 'land' });
      expect(towerText(play(s, [1, { type: 'land', attack: 1, level: 'R' }]), 0)).toBe('R10* P5 S5 W5 L5');
    }
    const s = table({ towers: ['R10 P5 S5 W5 L5', 'R5 P5 S5 W5 L5'], flight: [{ from: 1, to: 0, card: 'PJ', suit: 'P' }], turn: 1, step: 'land' });
    expect(towerText(play(s, [1, { type: 'land', attack: 1, level: 'R' }]), 0)).toBe('- P5 S5 W5 L5');
  });

  it('This player may discard any Scissors to repair the Soldier level or use any Lizard to rebuild the Dragon level', () => {
    const s = table({ towers: ['R8 P9 S6* W7 -', 'R5 P5 S5 W5 L5'], hands: [['S2', 'L3', 'P4'], ['R2']] });
    const legal = cards.legalMoves(s, 0);
    expect(legal).toContainEqual({ type: 'repair', card: 'S2', level: 'S' });
    expect(legal).toContainEqual({ type: 'rebuild', card: 'L3', level: 'L' });
    // The Scissors-level repair: the 2 of Scissors goes to the discard pile, the 6 of Scissors stands upright again.
    const repaired = play(s, [0, { type: 'repair', card: 'S2', level: 'S' }]);
    expect(towerText(repaired, 0)).toBe('R8 P9 S6 W7 -');
    expect(repaired.discard).toEqual(['S2']);
    // Only one repair or rebuild a turn.
    expect(problem(repaired, 0, { type: 'rebuild', card: 'L3', level: 'L' })?.[0]).toBe('mend-limit');
    // The Dragon rebuilt takes the new card's rank.
    expect(towerText(play(s, [0, { type: 'rebuild', card: 'L3', level: 'L' }]), 0)).toBe('R8 P9 S6* W7 L3');
  });

  it('A Tower about to be destroyed by an attack from the 4 of Lizard: the last level falls and its player is out', () => {
    const s = table({
      towers: ['- - - W7* -', 'R5 P5 S5 W5 L5'],
      hands: [['R2', 'R3'], ['S2', 'S3', 'S4']],
      flight: [{ from: 1, to: 0, card: 'L4', suit: 'L' }],
      turn: 0,
      step: 'draw',
      turnState: { mustDraw: 1 },
    });
    const after = play(s, [0, { type: 'draw', from: 'pile' }]);
    expect(after.players[0].out).toBe(true);
    expect(after.step).toBe('over');
    expect(cards.outcome(after)?.winners).toEqual([1]);
  });

  it('You may send an attack to a tower even when there is no level that would take damage, and it hits a level rebuilt meanwhile', () => {
    const s = table({ towers: ['R5 P5 S5 W5 L5', 'R5 P5 - W5 -'], hands: [['R9', 'W2', 'S3'], ['L3', 'P2', 'W4']] });
    expect(cards.legalMoves(s, 0)).toContainEqual({ type: 'attack', card: 'R9', target: 1 });
    const sent = drawAll(play(s, [0, { type: 'attack', card: 'R9', target: 1 }], [0, { type: 'discard', card: 'W2' }]));
    expect(sent.turn).toBe(1);
    // Without a rebuild the Rock card falls harmlessly into the Rubble.
    const idle = drawAll(play(sent, [1, { type: 'discard', card: 'P2' }], [1, { type: 'attack', card: 'W4', target: 0 }]));
    expect(idle.turn).toBe(0);
    expect(towerText(idle, 1)).toBe('R5 P5 - W5 -');
    expect(idle.rubble).toContain('R9');
    // With the Dragon rebuilt (the 3 of Lizard), the 9 of Rock destroys it.
    const rebuilt = drawAll(play(sent, [1, { type: 'rebuild', card: 'L3', level: 'L' }], [1, { type: 'discard', card: 'P2' }]));
    expect(rebuilt.turn).toBe(0);
    expect(towerText(rebuilt, 1)).toBe('R5 P5 - W5 -');
    expect(rebuilt.rubble).toEqual(expect.arrayContaining(['L3', 'R9']));
  });

  it('Aces are high when building or defending (an Ace beats attacking Kings) but low when attacking (an Ace loses to 2s, still above Jokers)', () => {
    const king = table({ towers: ['RA P5 S5 W5 L5', 'R5 P5 S5 W5 L5'], flight: [{ from: 1, to: 0, card: 'PK', suit: 'P' }], turn: 1, step: 'land' });
    expect(towerText(play(king, [1, { type: 'land', attack: 1, level: 'R' }]), 0)).toBe('RA* P5 S5 W5 L5');
    const ace = table({ towers: ['R2 P5 S5 W5 L5', 'R5 P5 S5 W5 L5'], flight: [{ from: 1, to: 0, card: 'PA', suit: 'P' }], turn: 1, step: 'land' });
    expect(towerText(play(ace, [1, { type: 'land', attack: 1, level: 'R' }]), 0)).toBe('R2* P5 S5 W5 L5');
    const joker = table({ jokers: true, towers: ['J1 P5 S5 W5 L5', 'R5 P5 S5 W5 L5'], flight: [{ from: 1, to: 0, card: 'PA', suit: 'P' }], turn: 1, step: 'land' });
    expect(towerText(play(joker, [1, { type: 'land', attack: 1, level: 'R' }]), 0)).toBe('- P5 S5 W5 L5');
    const deflect = table({ jokers: true, towers: ['R5 P5 S5 W5 L5', 'R5 P5 S5 W5 L5'], hands: [['PA', 'J1'], []], flight: [{ from: 1, to: 0, card: 'RK', suit: 'R' }, { from: 1, to: 0, card: 'SA', suit: 'S' }] });
    expect(problem(deflect, 0, { type: 'deflect', card: 'PA', attack: 1 })).toBeNull();
    expect(problem(deflect, 0, { type: 'deflect', card: 'J1', attack: 2, as: 'R' })?.[0]).toBe('rank-too-low');
  });

  it('If you repair or rebuild a Moat when you start a turn with three cards, you end with four, and with five a turn later', () => {
    let s = table({
      towers: ['R5 P5 S5 W5* L5', 'R9 P9 S9 - L9'],
      hands: [['W2', 'R3', 'S4'], ['P2', 'R7', 'S8']],
    });
    s = play(s, [0, { type: 'repair', card: 'W2', level: 'W' }], [0, { type: 'discard', card: 'R3' }]);
    expect(s.players[0].hand).toHaveLength(1);
    expect([s.mustDraw, s.mayDraw]).toEqual([2, 1]);
    s = play(s, [0, { type: 'draw', from: 'pile' }], [0, { type: 'draw', from: 'pile' }], [0, { type: 'draw', from: 'pile' }]);
    expect(s.players[0].hand).toHaveLength(4);
    expect(s.turn).toBe(1);
    s = play(s, [1, { type: 'discard', card: 'P2' }], [1, { type: 'attack', card: 'R7', target: 0 }], [1, { type: 'draw', from: 'pile' }], [1, { type: 'draw', from: 'pile' }]);
    expect(s.turn).toBe(0);
    const [a, b] = s.players[0].hand;
    s = play(s, [0, { type: 'discard', card: a }], [0, { type: 'attack', card: b, target: 1 }]);
    expect([s.players[0].hand.length, s.mustDraw, s.mayDraw]).toEqual([2, 2, 1]);
    s = play(s, [0, { type: 'draw', from: 'pile' }], [0, { type: 'draw', from: 'pile' }], [0, { type: 'draw', from: 'pile' }]);
    expect(s.players[0].hand).toHaveLength(5);
  });

  it('After you build your tower you will draw only three cards: five cards only two more turns later', () => {
    let s = table({
      towers: [null, 'R9 P9 S9 - L9'],
      hands: [['R5', 'P5', 'S5', 'W5', 'L5'], ['P2', 'R7', 'S8']],
    });
    s = play(s, [0, { type: 'build' }]);
    expect(towerText(s, 0)).toBe('R5 P5 S5 W5 L5');
    expect([s.step, s.mustDraw, s.mayDraw]).toEqual(['draw', 3, 0]);
    s = play(s, [0, { type: 'draw', from: 'pile' }], [0, { type: 'draw', from: 'pile' }], [0, { type: 'draw', from: 'pile' }]);
    expect(s.players[0].hand).toHaveLength(3);
    const turn = (t: typeof s, seat: number) => {
      const u = landAll(t);
      const [x, y] = u.players[seat].hand;
      return drawAll(play(u, [seat, { type: 'discard', card: x }], [seat, { type: 'attack', card: y, target: 1 - seat }]));
    };
    const otherTurn = (t: typeof s) => turn(t, 1);
    const myTurn = (t: typeof s) => turn(t, 0);
    s = myTurn(otherTurn(s));
    expect(s.players[0].hand).toHaveLength(4);
    s = myTurn(otherTurn(s));
    expect(s.players[0].hand).toHaveLength(5);
  });

  it('The first player to set down a tower, with no tower to attack, may discard any two cards and draw', () => {
    const s = table({ towers: ['R5 P5 S5 W5 L5', null], hands: [['R2', 'P3', 'S4'], ['R6', 'R7', 'R8', 'R9', 'R10']] });
    expect(cards.legalMoves(s, 0)).toEqual([
      { type: 'discard', card: 'R2' },
      { type: 'discard', card: 'P3' },
      { type: 'discard', card: 'S4' },
    ]);
    const after = play(s, [0, { type: 'discard', card: 'R2' }], [0, { type: 'discard', card: 'P3' }]);
    expect([after.step, after.mustDraw, after.mayDraw]).toEqual(['draw', 2, 1]);
  });

  it('If a player is eliminated but launched an attack in their last turn, it still lands; the last player has one last turn to deflect it', () => {
    const start = table({
      towers: ['- P3 - - -', '- - - W3 -'],
      hands: [['R2'], ['R5', 'P6', 'W7']],
      flight: [
        { from: 0, to: 1, card: 'L4', suit: 'L' },
        { from: 1, to: 0, card: 'S9', suit: 'S' },
      ],
      turn: 0,
      step: 'draw',
      turnState: { mustDraw: 1 },
    });
    const s = play(start, [0, { type: 'draw', from: 'pile' }]);
    expect(s.players[0].out).toBe(true);
    expect([s.turn, s.step]).toEqual([1, 'play']);
    expect(cards.outcome(s)).toBeNull();
    // Deflected: the last player stands and wins.
    const saved = play(s, [1, { type: 'deflect', card: 'R5', attack: 1 }]);
    expect(cards.outcome(saved)?.winners).toEqual([1]);
    // Not deflected (no Rock or Scissors of rank 4 or more): the eliminated player's attack lands when its turn would have begun.
    const helpless = play({ ...start, players: [start.players[0], { ...start.players[1], hand: ['L8', 'P6', 'W7'] }], pile: start.pile.filter((c) => c !== 'L8').concat('R5') }, [0, { type: 'draw', from: 'pile' }]);
    const lost = drawAll(play(helpless, [1, { type: 'discard', card: 'P6' }], [1, { type: 'discard', card: 'W7' }]));
    expect(lost.players[1].out).toBe(true);
    expect(cards.outcome(lost)).toMatchObject({ winners: [], reason: 'The last tower has fallen: nobody wins.' });
  });

  it('Once launched an attack can not be redirected to a different tower, even if the original target is gone', () => {
    const s = table({
      players: 3,
      towers: ['R5 P5 S5 W5 L5', '- - S2 - -', 'R5 P5 S5 W5 L5'],
      hands: [['R2', 'R3'], ['P2'], ['W2', 'W3', 'W4']],
      flight: [
        { from: 0, to: 1, card: 'RK', suit: 'R' },
        { from: 2, to: 1, card: 'R9', suit: 'R' },
      ],
      turn: 1,
      step: 'draw',
      turnState: { mustDraw: 1 },
    });
    const afterTwo = play(s, [1, { type: 'draw', from: 'pile' }]);
    expect(afterTwo.players[1].out).toBe(true);
    const log: LogLine[] = [];
    const t = drawAll(play(afterTwo, [2, { type: 'discard', card: 'W2' }], [2, { type: 'attack', card: 'W3', target: 0 }]), false, log);
    expect(t.turn).toBe(0);
    expect(t.flight.map((a) => a.card)).toEqual(['W3']);
    expect(t.rubble).toContain('RK');
    expect(towerText(t, 2)).toBe('R5 P5 S5 W5 L5');
    expect(log.map((l) => l.text)).toContain("Player 1's King of Rock falls where Player 2's tower stood.");
  });
});
