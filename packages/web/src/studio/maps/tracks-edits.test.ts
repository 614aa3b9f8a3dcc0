import { findGame } from '@ramparts/games';
import { tracksLayoutProblems } from '@ramparts/games/tracks/content/layout-checks.ts';
import { describe, expect, it } from 'vitest';
import { contentPatch } from '../patch.ts';
import * as edit from './tracks-edits.ts';
import type { TracksLayout, TracksLayouts } from './tracks-edits.ts';

const tracks = findGame('tracks')!;
const FILE = 'layouts.json';
const file = (): TracksLayouts => structuredClone(tracks.content!.files[FILE]) as TracksLayouts;
const meadow = (): TracksLayout => file().layouts[0]!;
const messages = (l: TracksLayout) => tracksLayoutProblems(l).map((p) => p.message);

/** Whether the rules take `layouts.json` with the first layout replaced (its schema, checks and the campaign's limit). */
function accepted(l: TracksLayout): true | string {
  try {
    tracks.content!.apply(contentPatch({ [FILE]: tracks.content!.files[FILE] }, { [FILE]: edit.withLayout(file(), 0, l) }))();
    return true;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

describe('the tracks layout edits', () => {
  it('a free space made an obstacle and back: only its row is written again', () => {
    const l = meadow();
    expect(edit.cellsOf(l)[2]![0]).toBe(edit.FREE);
    const rock = edit.setCell(l, 2, 0, edit.OBSTACLE);
    expect(rock.rows[2]).toBe('### ... ... ... ... ... ... ... ... ... ... A13');
    expect(rock.rows[1]).toBe(l.rows[1]);
    expect(messages(rock)).toEqual([]);
    expect(accepted(rock)).toBe(true);
    expect(edit.setCell(rock, 2, 0, edit.FREE).rows).toEqual(l.rows);
    expect(edit.setCell(l, 99, 0, edit.FREE)).toBe(l);
  });

  it('a track piece taken off breaks its track; laid elsewhere it moves (its old space free) and the track is whole again', () => {
    const l = meadow();
    const broken = edit.setCell(l, 1, 4, edit.OBSTACLE);
    expect(messages(broken)).toEqual(['Track A is broken: A05 is missing; a track runs from 01 to 25.']);
    expect(accepted(broken)).toMatch(/A05 is missing/);
    expect(edit.firstMissing(broken)).toBe('A05');
    const moved = edit.placePiece(l, 2, 0, 'A05');
    expect(moved.from).toEqual({ row: 1, col: 4 });
    expect(edit.cellsOf(moved.layout)[1]![4]).toBe(edit.FREE);
    expect(edit.cellsOf(moved.layout)[2]![0]).toBe('A05');
    expect(messages(moved.layout)).toEqual([]);
    // A piece written twice (by hand, as a set) is named on its space.
    const twice = edit.setCell(l, 2, 0, 'B07');
    const problems = tracksLayoutProblems(twice);
    expect(problems.map((p) => p.message)).toContain('B07 is placed twice; each track piece is placed once.');
    expect(problems.map((p) => edit.cellOfProblem(p.path))).toContainEqual({ row: 6, col: 6 });
  });

  it('the pieces in order, the next after each', () => {
    expect(edit.PIECES).toHaveLength(50);
    expect(edit.nextPiece('A01')).toBe('A02');
    expect(edit.nextPiece('A25')).toBe('B01');
    expect(edit.nextPiece('B25')).toBe('A01');
    expect(edit.tokenWords('A03')).toBe('A03, track A’s piece 3');
  });

  it('size: rows and columns of free ground; over 120 spaces the campaign refuses the layout it plays on', () => {
    const l = meadow();
    expect(edit.spaceCount(l)).toBe(120);
    const taller = edit.addRow(l);
    expect(taller.rows.at(-1)).toBe(Array(12).fill('...').join(' '));
    expect(edit.spaceCount(taller)).toBe(132);
    expect(messages(taller)).toEqual([]);
    expect(accepted(taller)).toMatch(/a campaign Playing Field has at most 120 spaces, this one 132/);
    expect(edit.removeRow(taller).rows).toEqual(l.rows);
    const wider = edit.addColumn(l);
    expect(edit.cellsOf(wider).every((r) => r.length === 13)).toBe(true);
    expect(edit.cellsOf(edit.removeColumn(wider))).toEqual(edit.cellsOf(l));
    // The last column holds A12-A14 and B12-B14: without it the tracks break.
    expect(messages(edit.removeColumn(l))).toEqual(['Track A is broken: A12, A13, A14 are missing; a track runs from 01 to 25.', 'Track B is broken: B12, B13, B14 are missing; a track runs from 01 to 25.']);
  });
});
