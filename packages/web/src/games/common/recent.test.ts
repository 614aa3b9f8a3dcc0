import { describe, expect, it } from 'vitest';
import { lastEntry, latestOf, type RecentLine } from './recent.tsx';

const setup: RecentLine[] = [{ text: 'Setup.' }];
const move1: RecentLine[] = [...setup, { text: 'Keith attacks, rolls 4: kills 1.', move: 0 }, { text: 'Archery Tower on T1 (level 1) rolls 2: no hit.', detail: true, move: 0 }];
const move2: RecentLine[] = [...move1, { text: 'Keith moves to P3.', move: 1 }];

describe('the lines the latest change of the log told (issue #31.6: what the board shows just rolled)', () => {
  it('first drawn: the last move’s lines, not seen arriving', () => {
    expect(latestOf(null, null, move1)).toEqual({ lines: ['Keith attacks, rolls 4: kills 1.', 'Archery Tower on T1 (level 1) rolls 2: no hit.'], arrived: false, at: 3 });
  });

  it('grown: the lines added arrive; the same log again (a state that said nothing new) keeps them', () => {
    const first = latestOf(null, null, setup);
    const next = latestOf(setup, first, move1);
    expect(next).toEqual({ lines: move1.slice(1).map((l) => l.text), arrived: true, at: 3 });
    expect(latestOf(move1, next, [...move1])).toBe(next);
    expect(latestOf(move1, next, move2)).toEqual({ lines: ['Keith moves to P3.'], arrived: true, at: 4 });
  });

  it('gone back (a replay stepped back): the last move’s lines, not arriving', () => {
    const at2 = latestOf(move1, null, move2);
    expect(latestOf(move2, at2, move1)).toMatchObject({ arrived: false, at: 3 });
  });

  it('without move numbers (an online log of plain lines): from the last headline on', () => {
    expect(lastEntry([{ text: 'a' }, { text: 'b' }, { text: 'c', detail: true }])).toEqual(['b', 'c']);
    expect(lastEntry([])).toEqual([]);
  });
});
