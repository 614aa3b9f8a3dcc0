import { describe, expect, it } from 'vitest';
import { afterNewState, lostChoiceNotice, offBoardKeys, type PathedMove } from './picker.ts';

const mv = (...path: string[]): PathedMove => ({ move: path.join('/'), text: path.join(' '), path });

describe('the picker across another seat’s move, and the action bar’s keys (#16)', () => {
  it('a half-made choice still leading to a legal move is kept; one that does not is dropped and said lost', () => {
    expect(afterNewState([mv('cell:a', 'build:x'), mv('done')], ['cell:a'])).toEqual({ chosen: ['cell:a'], lost: false });
    expect(afterNewState([mv('cell:b', 'build:x'), mv('done')], ['cell:a'])).toEqual({ chosen: [], lost: true });
    expect(afterNewState([mv('done')], [])).toEqual({ chosen: [], lost: false });
    expect(lostChoiceNotice('Player 2')).toBe("Player 2's move took that choice away: pick again");
  });

  it('the action bar offers the next keys the board does not draw, in the moves’ order', () => {
    expect(offBoardKeys(['cell:a', 'done', 'stop', 'cell:b'], new Set(['cell:a', 'cell:b']))).toEqual(['done', 'stop']);
    expect(offBoardKeys(['cell:a'], new Set(['cell:a']))).toEqual([]);
    expect(offBoardKeys(new Set(['done']), new Set())).toEqual(['done']);
  });
});
