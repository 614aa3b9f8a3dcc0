import { createRandom, isRuleError } from '@ramparts/engine';
import { describe, expect, it } from 'vitest';
import { table } from './fixtures.ts';
import { tracks } from './index.ts';
import type { TracksMove } from './moves.ts';
import type { TracksState } from './state.ts';

function code(s: TracksState, seat: number, m: TracksMove): string {
  try {
    tracks.play(s, seat, m, createRandom('e'));
  } catch (e) {
    if (isRuleError(e)) return e.code;
    throw e;
  }
  return 'accepted';
}

describe('refused moves name the broken rule', () => {
  it('stable codes and an untouched state', () => {
    const s = table({ towers: [{ card: 'X1', at: 'e3' }, { card: 'S1', at: 'a3', owner: 1 }], waves: [{ card: 'A01a', pos: 5 }], stacks: [{ build: ['S1'] }] });
    const before = JSON.stringify(s);
    expect(code(s, 0, { type: 'attack', tower: 1, wave: 3 })).toBe('combine-never-attacks');
    expect(code(s, 0, { type: 'attack', tower: 2, wave: 3 })).toBe('not-your-tower');
    expect(code(s, 0, { type: 'upgrade', tower: 9 })).toBe('no-such-tower');
    expect(code(s, 0, { type: 'build', card: 'S1', cell: 29 })).toBe('cannot-pay');
    expect(code(s, 0, { type: 'build', card: 'B1', cell: 28 })).toBe('not-in-build-stack');
    expect(code(s, 0, { type: 'take', credit: 'S1', stack: 'build' })).toBe('nothing-to-take');
    expect(code(s, 0, { type: 'complete', stack: 'build' })).toBe('condition-not-met');
    expect(code(s, 0, { type: 'convert', credit: 'S1' })).toBe('no-kill');
    expect(JSON.stringify(s)).toBe(before);
    const done = tracks.play(s, 0, { type: 'done' }, createRandom('e'));
    expect(code(done, 0, { type: 'done' })).toBe('already-done');
  });
  it('during the draft only the drafter takes, and only revealed credits', () => {
    const s = tracks.setup(2, tracks.options.parse({}), createRandom('draft'));
    const other = 1 - s.drafter;
    expect(code(s, other, { type: 'take', credit: s.offer[0], stack: 'build' })).toBe('not-your-turn');
    expect(code(s, s.drafter, { type: 'done' })).toBe('draft-first');
    expect(code(s, s.drafter, { type: 'take', credit: 'S3', stack: 'build' })).toBe('no-such-credit');
  });
});
