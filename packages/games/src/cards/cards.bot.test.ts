import { describe, expect, it } from 'vitest';
import { table } from './fixtures.ts';
import { cards } from './index.ts';

describe('Elemental Towers: the bots’ evaluation', () => {
  it('evaluate gives every seat a value in [0, 1]: more for standing levels, less for damage and attacks on their way', () => {
    const even = cards.evaluate!(table({ towers: ['R5 P5 S5 W5 L5', 'R5 P5 S5 W5 L5'], hands: [['R2', 'R3'], ['P2', 'P3']] }));
    expect(even[0]).toBeCloseTo(0.5);
    const damaged = cards.evaluate!(table({ towers: ['R5 P5 S5* W5 L5', 'R5 P5 S5 W5 L5'], hands: [['R2', 'R3'], ['P2', 'P3']] }));
    expect(damaged[0]).toBeLessThan(damaged[1]);
    const gone = cards.evaluate!(table({ towers: ['R5 P5 S5 W5 -', 'R5 P5 S5* W5 L5'], hands: [['R2', 'R3'], ['P2', 'P3']] }));
    expect(gone[0]).toBeLessThan(gone[1]);
    const threatened = cards.evaluate!(table({ towers: ['R5 P5 S5 W5 L5', 'R5 P5 S5 W5 L5'], hands: [['R2', 'R3'], ['P2', 'P3']], flight: [{ from: 1, to: 0, card: 'L9', suit: 'L' }] }));
    expect(threatened[0]).toBeLessThan(threatened[1]);
    const four = cards.evaluate!(table({ players: 4, towers: ['R5 P5 S5 W5 L5', '- - S2* - -', null, 'R5 P5 S5 W5 L5'], hands: [['R2'], ['P2'], ['S2', 'S3', 'S4', 'S5', 'S6'], ['W2']], out: [] }));
    for (const v of four) expect(v >= 0 && v <= 1).toBe(true);
    expect(four[1]).toBeLessThan(four[0]);
  });

  it('evaluate of a finished game: 1 for the winner, 0 for the others, 0.5 each when nobody won', () => {
    const s = table({ towers: ['R5 P5 S5 W5 L5', '- - - - -'], out: [1] });
    expect(cards.evaluate!({ ...s, step: 'over', winners: [0] })).toEqual([1, 0]);
    expect(cards.evaluate!({ ...s, step: 'over', winners: [] })).toEqual([0.5, 0.5]);
  });
});
