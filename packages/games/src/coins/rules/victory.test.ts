import { describe, expect, it } from 'vitest';
import { coins } from '../index.ts';
import { makeState, scripted } from '../testing.ts';
import { N } from './settings.ts';

describe('victory', () => {
  it('castle at 0 HP: attacker wins', () => {
    const s = makeState({ castle: 2, free: [2, 1], path: { [N]: '2' } });
    const after = coins.play(s, 0, { type: 'advance', map: 0, square: N, level: 0, steps: 1 }, scripted(''));
    expect(after.realms[0].castle).toBe(0);
    expect(coins.outcome(after)).toEqual({ winners: [0], reason: 'The castle has fallen: the Attacker wins.' });
    expect(coins.actors(after)).toEqual([]);
  });

  it('the march can bring the castle down', () => {
    const s = makeState({ castle: 1, free: [], tossesLeft: 0, path: { [N]: '1' } });
    const after = coins.play(s, 0, { type: 'endToss' }, scripted(''));
    expect(coins.outcome(after)?.winners).toEqual([0]);
  });

  it('turn 8 with no soldiers: defender wins', () => {
    // Turn 7: the Defender kills the last soldier; the game goes on to turn 8, which begins with an empty map.
    const s = makeState({ turn: 7, phase: 'damage', seat: 1, damage: 1, path: { 4: '1w' } });
    const after = coins.play(s, 1, { type: 'hit', map: 0, square: 4 }, scripted(''));
    expect(after.realms[0].turn).toBe(8);
    expect(coins.outcome(after)).toEqual({ winners: [1], reason: 'No soldier is left on the map and the castle stands: the Defender wins.' });
  });

  it('from turn 8 the last kill wins at once', () => {
    const s = makeState({ turn: 8, phase: 'damage', seat: 1, damage: 3, path: { 4: '1w', 6: '1w' } });
    const one = coins.play(s, 1, { type: 'hit', map: 0, square: 6 }, scripted(''));
    expect(coins.outcome(one)).toBeNull();
    const two = coins.play(one, 1, { type: 'hit', map: 0, square: 4 }, scripted(''));
    expect(coins.outcome(two)?.winners).toEqual([1]);
  });

  it('from turn 8 the last soldier reaching a standing castle is the Defender\'s victory', () => {
    const s = makeState({ turn: 8, castle: 5, free: [1, 2], path: { [N]: '1' } });
    const after = coins.play(s, 0, { type: 'advance', map: 0, square: N, level: 0, steps: 2 }, scripted(''));
    expect(after.realms[0].castle).toBe(4);
    expect(coins.outcome(after)?.winners).toEqual([1]);
  });

  it('before turn 8 an empty map is no victory', () => {
    const s = makeState({ turn: 6, phase: 'damage', seat: 1, damage: 1, path: { 4: '1w' } });
    const after = coins.play(s, 1, { type: 'hit', map: 0, square: 4 }, scripted('TTTTTTTT'));
    expect(coins.outcome(after)).toBeNull();
    expect([after.realms[0].turn, after.phase]).toEqual([7, 'attack']);
  });
});
