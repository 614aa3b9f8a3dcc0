import { describe, expect, it } from 'vitest';
import { coins } from '../index.ts';
import { makeState, scripted, stacks } from '../testing.ts';

describe('pairings (seed "Attacker\'s turn")', () => {
  it("1c+5c pairing gives the four options of the seed's example", () => {
    // A 1c soldier and a 5c soldier on the map; the toss shows 1c and 5c tails up.
    const s = makeState({ free: [1, 5], toss: [1, -2, 5], path: { 2: '5', 6: '1' } });
    const moves = coins.legalMoves(s, 0);
    expect(moves).toHaveLength(5);
    expect(moves).toContainEqual({ type: 'advance', map: 0, square: 6, level: 0, steps: 5 }); // 1c soldier 5 squares
    expect(moves).toContainEqual({ type: 'advance', map: 0, square: 2, level: 0, steps: 1 }); // 5c soldier 1 square
    expect(moves).toContainEqual({ type: 'place', value: 1, square: 5 }); // new 1c on the fifth square
    expect(moves).toContainEqual({ type: 'place', value: 5, square: 1 }); // new 5c on the first square
    expect(moves).toContainEqual({ type: 'endToss' });
  });

  it('two tails-up coins of one value give each move once', () => {
    const s = makeState({ free: [1, 1], path: { 4: '1' } });
    expect(coins.legalMoves(s, 0)).toEqual([
      { type: 'place', value: 1, square: 1 },
      { type: 'advance', map: 0, square: 4, level: 0, steps: 1 },
      { type: 'endToss' },
    ]);
  });

  it('a single tails-up coin gives no pairing: the toss ends by itself', () => {
    // Last toss of the turn used up a pairing and leaves one 5c: the turn goes on to the march and the Defender.
    const s = makeState({ free: [1, 5, 5], tossesLeft: 0, path: { 3: '5' } });
    const after = coins.play(s, 0, { type: 'place', value: 5, square: 1 }, scripted('THH'));
    expect(after.phase).toBe('defend');
    expect(after.seat).toBe(1);
  });

  it('the two coins of a pairing are discarded until the next toss', () => {
    const s = makeState({ free: [2, 5, 1, 1], path: { 3: '1' } });
    const after = coins.play(s, 0, { type: 'place', value: 2, square: 5 }, scripted(''));
    expect(after.free).toEqual([2, 0, 0]);
    expect(coins.legalMoves(after, 0)).toEqual([{ type: 'place', value: 1, square: 1 }, { type: 'advance', map: 0, square: 3, level: 0, steps: 1 }, { type: 'endToss' }]);
  });
});

describe('a soldier moves once per turn', () => {
  it('a soldier moves once per turn', () => {
    const s = makeState({ free: [2, 1, 2, 1], path: { 2: '2' } });
    const after = coins.play(s, 0, { type: 'advance', map: 0, square: 2, level: 0, steps: 1 }, scripted(''));
    expect(coins.legalMoves(after, 0).some((m) => m.type === 'advance')).toBe(false);
    expect(() => coins.play(after, 0, { type: 'advance', map: 0, square: 3, level: 0, steps: 1 }, scripted(''))).toThrow(expect.objectContaining({ code: 'already-moved' }));
  });

  it('a soldier placed this turn counts as having moved', () => {
    const s = makeState({ free: [1, 2, 1, 1], path: { 9: '5' } });
    const after = coins.play(s, 0, { type: 'place', value: 1, square: 2 }, scripted(''));
    expect(stacks(after)).toEqual({ 2: '1', 9: '5' });
    expect(coins.legalMoves(after, 0)).toEqual([{ type: 'place', value: 1, square: 1 }, { type: 'endToss' }]);
    expect(() => coins.play(after, 0, { type: 'advance', map: 0, square: 2, level: 0, steps: 1 }, scripted(''))).toThrow(expect.objectContaining({ code: 'already-moved' }));
  });

  it('every soldier may move again in the next turn', () => {
    const s = makeState({ free: [], tossesLeft: 0, path: { 2: '2m' } });
    const after = coins.play(s, 0, { type: 'endToss' }, scripted('THH'));
    expect(after.realms[0].path[2]).toEqual([2]);
  });
});

describe('from turn 8 no new soldiers', () => {
  it('from turn 8 no new soldiers', () => {
    const s = makeState({ turn: 8, free: [1, 5], path: { 9: '2' } });
    expect(coins.legalMoves(s, 0).some((m) => m.type === 'place')).toBe(false);
    expect(() => coins.play(s, 0, { type: 'place', value: 1, square: 5 }, scripted(''))).toThrow(expect.objectContaining({ code: 'no-new-soldiers-after-turn-7' }));
    const seventh = makeState({ turn: 7, free: [1, 5], path: { 9: '2' } });
    expect(coins.legalMoves(seventh, 0).filter((m) => m.type === 'place')).toHaveLength(2);
  });

  it('no new soldier of a value the supply lacks', () => {
    const s = makeState({ free: [1, 5], supply: [0, 5, 5], path: { 9: '2' } });
    expect(coins.legalMoves(s, 0).filter((m) => m.type === 'place')).toEqual([{ type: 'place', value: 5, square: 1 }]);
    expect(() => coins.play(s, 0, { type: 'place', value: 1, square: 5 }, scripted(''))).toThrow(expect.objectContaining({ code: 'supply-empty' }));
  });
});
