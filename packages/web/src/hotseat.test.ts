import { describe, expect, it } from 'vitest';
import { HotSeat } from './hotseat.ts';

describe('hot-seat: which of the seats played at this screen is shown', () => {
  it('follows the acting seat when only one of mine acts, and stays when none of mine does', () => {
    const h = new HotSeat([0, 2], false);
    expect(h.viewer).toBe(0);
    h.follow([2]);
    expect(h.viewer).toBe(2);
    h.follow([1]); // someone else's turn (a friend by link, a bot): the table stays where it was
    expect(h.viewer).toBe(2);
    h.follow([0, 1]);
    expect(h.viewer).toBe(0);
    expect(h.hidden).toBe(false);
  });

  it('offers a choice only when two or more of mine may act, and never a seat that is not mine', () => {
    const h = new HotSeat([0, 1], false);
    expect(h.sittable([0], false)).toEqual([]);
    expect(h.sittable([0, 1, 2], false)).toEqual([0, 1]);
    expect(h.sittable([0, 1], true)).toEqual([]);
    h.follow([0, 1]);
    expect(h.viewer).toBe(0);
    expect(h.sitAt(1)).toBe(true);
    expect(h.viewer).toBe(1);
    // The person's pick holds while that seat still acts.
    h.follow([0, 1]);
    expect(h.viewer).toBe(1);
    expect(h.sitAt(1)).toBe(false);
    expect(h.sitAt(3)).toBe(false);
    expect(h.viewer).toBe(1);
    // That seat is done: the table follows the one still acting.
    h.follow([0]);
    expect(h.viewer).toBe(0);
  });

  it('hidden information with several people here: each new seat waits for the hand-over, then is revealed', () => {
    const h = new HotSeat([0, 1], true);
    expect(h.handOver).toBe(true);
    expect(h.hidden).toBe(true);
    h.reveal();
    expect(h.hidden).toBe(false);
    h.follow([0]);
    expect(h.hidden).toBe(false);
    h.follow([1]);
    expect(h.viewer).toBe(1);
    expect(h.hidden).toBe(true);
    h.reveal();
    expect(h.hidden).toBe(false);
    h.follow([0, 1]);
    h.sitAt(0);
    expect(h.hidden).toBe(true);
  });

  it('one seat here, or none: no hand-over, and a spectator shows no seat', () => {
    const one = new HotSeat([1], true);
    expect(one.handOver).toBe(false);
    expect(one.hidden).toBe(false);
    expect(one.viewer).toBe(1);
    const none = new HotSeat([], true);
    expect(none.viewer).toBeNull();
    none.follow([0]);
    expect(none.viewer).toBeNull();
    expect(none.hidden).toBe(false);
    expect(new HotSeat([], false, 0).viewer).toBe(0);
  });
});
