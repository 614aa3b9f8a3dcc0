import { describe, expect, it } from 'vitest';
import { coins } from '../index.ts';
import { makeState, scripted, stacks } from '../testing.ts';
import { N } from './settings.ts';

const crusade = (realms: Parameters<typeof makeState>[0]['realms'], more: Parameters<typeof makeState>[0] = {}) => makeState({ mode: 'crusade', realms, ...more });

describe('Crusade', () => {
  it('the first player is drawn at random in setup', () => {
    const s = coins.setup(3, coins.options.parse({ mode: 'crusade', difficulty: 'normal' }), scripted('', 2));
    expect([s.seat, s.phase, s.realms.map((r) => r.turn)]).toEqual([2, 'role', [0, 0, 1]]);
    expect(s.realms.every((r) => r.castle === 8 && r.path[0].length === 1)).toBe(true);
  });

  it('crusade ring: leaving your map through your castle enters the next player\'s square 1', () => {
    const s = crusade([{ path: { [N]: '2@0' } }, {}, {}], { free: [2, 1, 1, 1] });
    const after = coins.play(s, 0, { type: 'advance', map: 0, square: N, level: 0, steps: 1 }, scripted(''));
    expect(stacks(after, 0)).toEqual({});
    expect(stacks(after, 1)).toEqual({ 1: '2@0' });
    expect(after.realms[0].castle).toBe(8);
  });

  it('crusade ring: a player out is skipped', () => {
    const s = crusade([{ path: { [N - 1]: '2@0' } }, { out: true, castle: 0 }, {}], { free: [2, 2, 1, 1] });
    const after = coins.play(s, 0, { type: 'advance', map: 0, square: N - 1, level: 0, steps: 2 }, scripted(''));
    expect(stacks(after, 2)).toEqual({ 1: '2@0' });
  });

  it('a soldier reaching another player\'s castle damages it and goes back to its owner\'s supply', () => {
    const s = crusade([{ supply: [2, 5, 5] }, { path: { [N - 1]: '5@0' } }], { free: [5, 2, 1, 1] });
    const after = coins.play(s, 0, { type: 'advance', map: 1, square: N - 1, level: 0, steps: 2 }, scripted(''));
    expect(after.realms[1].castle).toBe(3);
    expect(after.realms[0].supply).toEqual([2, 5, 6]);
  });

  it('you move only your own soldiers, and shoot only the others\'', () => {
    const s = crusade([{ path: { 5: '5@1 1@0' } }, { path: { 3: '2@1' } }], { free: [2, 1] });
    expect(() => coins.play(s, 0, { type: 'advance', map: 1, square: 3, level: 0, steps: 1 }, scripted(''))).toThrow(expect.objectContaining({ code: 'not-your-soldier' }));
    const defending = crusade([{ path: { 5: '5@1 1@0' } }, { path: { 3: '2@1' } }], { phase: 'damage', damage: 5 });
    expect(coins.legalMoves(defending, 0)).toEqual([{ type: 'hit', map: 0, square: 5 }]);
    const after = coins.play(defending, 0, { type: 'hit', map: 0, square: 5 }, scripted(''));
    // The damage is spent: the turn ends and Player 1's own 1c slips out of the stack to march on.
    expect(stacks(after, 0)).toEqual({ 5: '5w@1', 6: '1@0' });
  });

  it('your soldiers march and you take a lap coin every turn, even as the Defender', () => {
    const s = crusade([{ path: { 4: '2@0', 6: '2@1 5@0', [N]: '1@0' } }, { path: { [N]: '1@0' } }], { phase: 'role' });
    const after = coins.play(s, 0, { type: 'role', role: 'defender' }, scripted('HHH'));
    expect(stacks(after, 0)).toEqual({ 5: '2@0', 6: '2@1', 7: '5@0' });
    expect(stacks(after, 1)).toEqual({ 1: '1@0' });
    expect(after.realms[1].castle).toBe(7);
    expect([after.realms[0].lap, after.realms[0].reinforcements]).toEqual([1, [2, 1, 1]]);
    expect([after.seat, after.phase, after.realms[1].turn]).toEqual([1, 'role', 2]);
  });

  it('crusade HP loss from turn 8 at the end of the owner\'s turn', () => {
    const seventh = coins.play(crusade([{ turn: 7 }, {}], { phase: 'role' }), 0, { type: 'role', role: 'defender' }, scripted('HHH'));
    expect(seventh.realms[0].castle).toBe(8);
    const eighth = coins.play(crusade([{ turn: 8 }, {}], { phase: 'role' }), 0, { type: 'role', role: 'defender' }, scripted('HHH'));
    expect(eighth.realms[0].castle).toBe(7);
    expect(eighth.realms[1].castle).toBe(8);
  });

  it('crusade elimination: a fallen castle removes its player and the ring closes', () => {
    const s = crusade([{ supply: [2, 5, 5], path: { [N]: '1@0' } }, { castle: 2, path: { [N]: '2@0', 3: '1@2' } }, { supply: [2, 5, 5], path: { 5: '2@1' } }], {
      free: [2, 1, 1, 1, 1, 1],
    });
    const after = coins.play(s, 0, { type: 'advance', map: 1, square: N, level: 0, steps: 1 }, scripted(''));
    expect(after.realms[1].out).toBe(true);
    expect(coins.outcome(after)).toBeNull();
    expect(stacks(after, 1)).toEqual({});
    expect(stacks(after, 2)).toEqual({});
    expect(after.realms[2].supply).toEqual([3, 5, 5]); // its 1c came back from the fallen map
    const next = coins.play(after, 0, { type: 'advance', map: 0, square: N, level: 0, steps: 1 }, scripted(''));
    expect(stacks(next, 2)).toEqual({ 1: '1@0' });
  });

  it('the last player standing wins', () => {
    const s = crusade([{ path: { 3: '1@0' } }, { castle: 2, path: { [N]: '2@0' } }], { free: [2, 1] });
    const after = coins.play(s, 0, { type: 'advance', map: 1, square: N, level: 0, steps: 1 }, scripted(''));
    expect(coins.outcome(after)).toEqual({ winners: [0], reason: 'Player 1 is the last one standing.', scores: [8, 0] });
  });

  it('a castle crumbling at the end of its owner\'s turn puts that player out', () => {
    const s = crusade([{ turn: 9, castle: 1 }, {}], { phase: 'role' });
    const after = coins.play(s, 0, { type: 'role', role: 'defender' }, scripted('HHH'));
    expect(coins.outcome(after)?.winners).toEqual([1]);
  });
});
