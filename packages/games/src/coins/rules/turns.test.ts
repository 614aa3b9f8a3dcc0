import { describe, expect, it } from 'vitest';
import { coins } from '../index.ts';
import { makeState, scripted, stacks } from '../testing.ts';

/** Coins the Attacker tosses in turn t: 3, then one more lap counter coin after each of turns 1-6. */
const tossed = (t: number) => 3 + Math.min(t - 1, 6);

/**
 * From the end of turn 1's last toss, every later toss shows only heads and every Defender toss is a critical
 * failure, until turn `k`, whose first toss shows only tails (a decision again).
 */
function playToTurn(k: number) {
  const s = makeState({ free: [], tossesLeft: 0, path: { 1: '1' } });
  let script = 'HHH';
  for (let t = 2; t < k; t++) script += 'H'.repeat(3 * tossed(t)) + 'HHH';
  script += 'T'.repeat(tossed(k));
  const r = scripted(script);
  const after = coins.play(s, 0, { type: 'endToss' }, r);
  expect(r.left()).toBe(0);
  return after;
}

describe('the lap counter', () => {
  it('lap counter: turn 2 tosses 4 coins', () => {
    const s = playToTurn(2);
    expect([s.realms[0].turn, s.phase, s.toss.length]).toEqual([2, 'attack', 4]);
    expect(s.realms[0].reinforcements).toEqual([2, 1, 1]); // the lap counter's first coin is a 1c
  });

  it('turn 3 tosses 5 coins, and after turn 6 the counter is empty', () => {
    expect(playToTurn(3).toss.length).toBe(5);
    const seventh = playToTurn(7);
    expect([seventh.toss.length, seventh.realms[0].lap]).toEqual([9, 6]);
    expect(seventh.realms[0].reinforcements).toEqual([3, 3, 3]);
    const eighth = playToTurn(8);
    expect([eighth.toss.length, eighth.realms[0].lap]).toEqual([9, 6]);
  });

  it('the march happens once per turn, after the last toss', () => {
    expect(stacks(playToTurn(4))).toEqual({ 4: '1' });
  });
});

describe('turn order', () => {
  it('the Attacker tosses 3 times per turn, then the Defender plays', () => {
    let s = makeState({ free: [], tossesLeft: 2, path: { 3: '2' } });
    s = coins.play(s, 0, { type: 'endToss' }, scripted('TTT'));
    expect([s.phase, s.tossesLeft]).toEqual(['attack', 1]);
    s = coins.play(s, 0, { type: 'endToss' }, scripted('TTT'));
    expect([s.phase, s.tossesLeft]).toEqual(['attack', 0]);
    s = coins.play(s, 0, { type: 'endToss' }, scripted('THH'));
    expect([s.phase, s.seat]).toEqual(['defend', 1]);
  });

  it('a toss without a usable pairing ends by itself', () => {
    const s = makeState({ free: [], tossesLeft: 2, path: { 3: '2' } });
    // Toss 2: one tail only; toss 3: two tails.
    const after = coins.play(s, 0, { type: 'endToss' }, scripted('HTH TTH'));
    expect([after.phase, after.tossesLeft, after.toss]).toEqual(['attack', 0, [1, 2, -5]]);
  });
});
