import { findGame } from '@ramparts/games';
import { crystalMapProblems } from '@ramparts/games/crystal/content/map-checks.ts';
import { describe, expect, it } from 'vitest';
import { contentPatch } from '../patch.ts';
import * as edit from './crystal-edits.ts';
import type { CrystalMap } from './crystal-edits.ts';

const crystal = findGame('crystal')!;
const FILE = 'maps/keep.json';
const keep = (): CrystalMap => structuredClone(crystal.content!.files[FILE]) as CrystalMap;
const messages = (m: CrystalMap) => crystalMapProblems(m).map((p) => p.message);

/** Whether the rules take the map as the keep's file (its schema and checks), else their words. */
function accepted(m: CrystalMap): true | string {
  try {
    crystal.content!.apply(contentPatch({ [FILE]: crystal.content!.files[FILE] }, { [FILE]: m }))();
    return true;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

describe('the crystal map edits', () => {
  it('a hex turned off and on again: its letter in its row, the other rows the same strings', () => {
    const m = keep();
    expect(edit.kindOf(m, 'E4')).toBe('floor');
    const off = edit.toggleHex(m, 'E4');
    expect(off.rows[3]).toBe('....#......');
    expect(off.rows[2]).toBe(m.rows[2]);
    expect(edit.kindOf(off, 'E4')).toBe('blocked');
    expect(messages(off)).toEqual([]);
    expect(accepted(off)).toBe(true);
    expect(edit.toggleHex(off, 'E4').rows).toEqual(m.rows);
    expect(edit.kindOf(m, 'Z9')).toBeNull();
    expect(edit.setKind(m, 'Z9', 'floor')).toBe(m);
  });

  it('the crystal turned off: the checks say the map has none; moved whole onto another hex it passes', () => {
    const m = keep();
    const none = edit.toggleHex(m, 'F7');
    expect(messages(none)).toContain('The map has no crystal: mark its hex with C.');
    expect(accepted(none)).toMatch(/no crystal/);
    const moved = edit.moveCrystal(m, 'F5');
    expect(moved.rows.join('')).not.toMatch(/C.*C/);
    expect(edit.kindOf(moved, 'F5')).toBe('crystal');
    expect(messages(moved)).toEqual([]);
    // A second crystal hex apart from the first is refused.
    expect(messages(edit.setKind(m, 'A4', 'crystal'))).toEqual(['The crystal hex F7 is apart from A4; the crystal is one piece of neighbouring hexes.']);
  });

  it('spawns: a kind toggled on and off; an enemy spawn walled in is named on its hex', () => {
    const m = keep();
    const spawn = edit.toggleKind(m, 'A4', 'player-spawn');
    expect(edit.kindOf(spawn, 'A4')).toBe('player-spawn');
    expect(edit.kindOf(edit.toggleKind(spawn, 'A4', 'player-spawn'), 'A4')).toBe('floor');
    // F1 and G1 are the keep's enemy spawns, between blacked-out hexes: black out what is below them.
    let shut = m;
    for (const h of ['E1', 'H1', 'E2', 'F2', 'G2', 'H2']) shut = edit.setKind(shut, h, 'blocked');
    const problems = crystalMapProblems(shut);
    expect(problems.map((p) => p.message)).toEqual(['Enemies from F1 cannot reach the crystal: walls or blacked-out hexes cut every way.', 'Enemies from G1 cannot reach the crystal: walls or blacked-out hexes cut every way.']);
    expect(edit.placeOfProblem(shut, problems[0]!.path)).toEqual({ kind: 'hex', name: 'F1' });
  });

  it('walls: put on an edge and taken away, in either order of its hexes; one between hexes apart is named', () => {
    const m = keep();
    expect(edit.hasWall(m, 'D5', 'C4')).toBe(true);
    const less = edit.toggleWall(m, 'D5', 'C4');
    expect(less.walls).toHaveLength(m.walls.length - 1);
    expect(edit.hasWall(less, 'C4', 'D5')).toBe(false);
    expect(messages(less)).toEqual([]);
    const more = edit.toggleWall(m, 'E4', 'F4');
    expect(more.walls.at(-1)).toEqual(['E4', 'F4']);
    expect(accepted(more)).toBe(true);
    const far = edit.toggleWall(m, 'A4', 'K4');
    expect(messages(far)).toEqual(['The wall A4–K4 joins hexes that are not neighbours; a wall stands on the edge between two.']);
    expect(edit.placeOfProblem(far, crystalMapProblems(far)[0]!.path)).toEqual({ kind: 'wall', a: 'A4', b: 'K4' });
  });
});
