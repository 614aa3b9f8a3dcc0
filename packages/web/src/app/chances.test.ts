import { describe, expect, it } from 'vitest';
import { CHART_PAD, chanceChart, swingText } from './chances.ts';

describe('#17 the replay’s chance chart', () => {
  it('puts move i at the scrubber’s share i/steps of the plot’s width, and a chance from the bottom (0) to the top (1)', () => {
    const c = chanceChart([[0.5, 0.5], [1, 0], [0, 1]], 2, 2, 236, 128);
    // plot: 236 − 36 − 10 = 190 wide, 128 − 8 − 20 = 100 high
    expect(c.x(0)).toBe(CHART_PAD.left);
    expect(c.x(1)).toBe(CHART_PAD.left + 95);
    expect(c.x(2)).toBe(CHART_PAD.left + 190);
    expect(c.y(1)).toBe(CHART_PAD.top);
    expect(c.y(0)).toBe(CHART_PAD.top + 100);
    expect(c.y(0.25)).toBe(CHART_PAD.top + 75);
    expect(c.paths).toEqual(['M36 58 L131 8 L226 108', 'M36 58 L131 108 L226 8']);
  });

  it('breaks a seat’s line where a position was not analysed, and clamps what is out of range', () => {
    const c = chanceChart([[0.5], undefined, [2], [0.5]], 1, 3, 236, 128);
    expect(c.paths[0].match(/M/g)).toHaveLength(2);
    expect(c.paths[0]).toContain(`M${c.x(2)} ${c.y(1)}`);
    expect(c.x(9)).toBe(c.x(3));
  });

  it('says a swing in words', () => {
    expect(swingText({ move: 14, seat: 1, before: 0.62, after: 0.31 }, ['Player 1', 'Player 2'])).toBe('Move 14, Player 2: 62% → 31%');
  });
});
