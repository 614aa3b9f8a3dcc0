import { describe, expect, it } from 'vitest';
import { filterLevel, firstMenu, FLAT_LINES, MAX_LINES, menuAnswers, menuLevel, menuLines, type MenuMove } from './menu.ts';

/** Build moves for two towers on 12 cells each, an upgrade and a pass: 26 moves. */
const towers = ['Mk I Standard', 'Mk I Blast'];
const cells = Array.from({ length: 12 }, (_, i) => `space B${i + 1}`);
const paths = [...towers.flatMap((t) => cells.map((c) => ['Build', t, c])), ['Upgrade', 'S1 on C3'], ['End turn']];
const moves: MenuMove[] = paths.map((path, index) => ({ index, path, text: path.join(' ') }));

describe('menus', () => {
  it('group the moves by the first step of their path, one line per action with its count', () => {
    const level = menuLevel(moves, 0);
    expect(menuLines(level, 0)).toEqual(['  1. Build (24 choices)   2. Upgrade, S1 on C3   3. End turn']);
    expect(menuLines(level, 0, 30)).toEqual(['  1. Build (24 choices)', '  2. Upgrade, S1 on C3', '  3. End turn']);
  });

  it('each column is as wide as its own longest item, so a short item and a long one share a line', () => {
    const two: MenuMove[] = ['Draw from the draw pile', 'Take the Queen of Scissors from the discard pile', 'Stop drawing'].map((text, index) => ({ index, path: [text], text }));
    expect(menuLines(firstMenu(two), 0)).toEqual(['  1. Draw from the draw pile                            3. Stop drawing', '  2. Take the Queen of Scissors from the discard pile']);
    expect(menuLines(firstMenu(two.slice(0, 2)), 0)).toHaveLength(2); // 82 columns on one line: too wide
    const short = [two[0], { ...two[1], text: 'Take the 7 of Rock from the discard pile', path: ['Take the 7 of Rock from the discard pile'] }];
    expect(menuLines(firstMenu(short), 0)).toEqual(['  1. Draw from the draw pile   2. Take the 7 of Rock from the discard pile']);
  });

  it('a step all the moves share is no question: it joins the title', () => {
    const build = moves.filter((m) => m.path[0] === 'Build' && m.path[1] === 'Mk I Blast');
    const level = menuLevel(build, 1, ['Build']);
    expect(level.title).toEqual(['Build', 'Mk I Blast']);
    expect(level.items.map((i) => i.label)).toEqual(cells);
  });

  it(`a menu longer than ${MAX_LINES} lines shows a page at a time and says how to see the rest`, () => {
    const flat = moves.map((m) => ({ ...m, path: [m.text] })); // a game without menu paths
    const level = menuLevel(flat, 0);
    // 80 columns: two columns of 13 lines fit.
    expect(menuLines(level, 0)).toHaveLength(13);
    expect(menuLines(level, 0)[0]).toBe('   1. Build Mk I Standard space B1    14. Build Mk I Blast space B2');
    // 40 columns: one column of 26 lines does not.
    const first = menuLines(level, 0, 40);
    expect(first.length).toBeLessThanOrEqual(MAX_LINES);
    expect(first[0]).toBe('   1. Build Mk I Standard space B1');
    expect(first.at(-1)).toBe('  (1-12 of 26: m for more, or type words to narrow the list)');
    expect(menuLines(level, 1, 40)[0]).toBe('  13. Build Mk I Blast space B1');
    expect(menuLines(level, 2, 40).at(-1)).toBe('  (25-26 of 26: m for more, or type words to narrow the list)');
    expect(menuLines(level, 3, 40)[0]).toBe(first[0]); // and round again
  });

  it(`the first menu of a turn is the whole list when it takes at most ${FLAT_LINES} lines and no more than the grouped menus to reach a move`, () => {
    const few = moves.slice(22); // two builds, the upgrade, the end: 2 lines + a question each, as grouped on average
    expect(firstMenu(few).flat).toBe(true);
    expect(firstMenu(few).items.map((i) => i.label)).toEqual(few.map((m) => m.text));
    // Four builds: the whole list is 3 lines and a question; grouped, "Build (4)" and the spaces take 2 + 2 for a build.
    expect(firstMenu(moves.slice(20)).flat).toBeUndefined();
    expect(firstMenu(moves).flat).toBeUndefined();
    expect(firstMenu(moves).items[0].label).toBe('Build');
  });

  it('typed words narrow a menu to the moves holding every word, in any case', () => {
    const narrowed = filterLevel(menuLevel(moves, 0), 'blast B1');
    expect(narrowed!.items.map((i) => i.label)).toEqual(['space B1', 'space B10', 'space B11', 'space B12']);
    expect(narrowed!.title).toEqual(['"blast B1"', 'Build', 'Mk I Blast']);
    expect(filterLevel(menuLevel(moves, 0), 'wizard')).toBeNull();
  });

  it('two moves with the same path stay two lines, told by their descriptions', () => {
    const twins: MenuMove[] = [
      { index: 0, path: ['Play', 'a card'], text: 'Play the 5 of Rock' },
      { index: 1, path: ['Play', 'a card'], text: 'Play the 5 of Paper' },
      { index: 2, path: ['Pass'], text: 'Pass' },
    ];
    const play = menuLevel(menuLevel(twins, 0).items[0].moves, 1, ['Play']);
    expect(play.items.map((i) => i.label)).toEqual(['Play the 5 of Rock', 'Play the 5 of Paper']);
  });

  it('every move has its own answers, which lead to it', () => {
    const all = moves.map((m) => menuAnswers(moves, m.index));
    expect(new Set(all.map((a) => a.join(' '))).size).toBe(moves.length);
    expect(menuAnswers(moves, 13)).toEqual(['1', '2', '2']);
    expect(menuAnswers(moves, 25)).toEqual(['3']);
    expect(menuAnswers([moves[0]], 0)).toEqual([]);
  });
});
