import { findGame } from '@ramparts/games';
import { diceMapProblems } from '@ramparts/games/dice/content/map-checks.ts';
import { describe, expect, it } from 'vitest';
import { contentPatch } from '../patch.ts';
import * as edit from './dice-edits.ts';
import type { DiceMap } from './dice-edits.ts';

const dice = findGame('dice')!;
const FILE = 'maps/meadow.json';
const meadow = (): DiceMap => structuredClone(dice.content!.files[FILE]) as DiceMap;
const messages = (m: DiceMap) => diceMapProblems(m).map((p) => p.message);

/** Whether the rules take the map as the meadow's file (the schema, its checks and the checks across files). */
function accepted(m: DiceMap): true | string {
  const patch = contentPatch({ [FILE]: dice.content!.files[FILE] }, { [FILE]: m });
  try {
    dice.content!.apply(patch)();
    return true;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

describe('the dice road edits', () => {
  it('a space added beside the spawn makes a fork there; linked on to S4 the road passes every check', () => {
    const { map, id } = edit.addSpace(meadow(), 'P1', 1, 3);
    expect(id).toBe('R1');
    expect(edit.spaceOf(map, 'P1')!.next).toEqual(['P2', 'R1']);
    expect(edit.spaceOf(map, 'R1')).toEqual({ id: 'R1', x: 1, y: 3, next: [] });
    // Half drawn: the new space leads nowhere yet, and the rules refuse the map in the same words.
    expect(messages(map)).toEqual(['The road stops at R1; every space but the gate leads on.']);
    expect(accepted(map)).toMatch(/The road stops at R1/);
    const linked = edit.link(map, 'R1', 'S4');
    expect(messages(linked)).toEqual([]);
    expect(accepted(linked)).toBe(true);
    // The untouched parts are the old map's own objects (the patch holds only what changed).
    expect(linked.sites).toBe(map.sites);
    expect(linked.spaces[1]).toBe(map.spaces[1]);
  });

  it('a new space takes the first free R name, never a name of a site', () => {
    const one = edit.addSpace(meadow(), 'P1', 1, 3).map;
    expect(edit.addSpace(one, 'P2', 1, 4).id).toBe('R2');
    expect(edit.addSite(one, 'R1', 0, 3).id).toBe('T8');
  });

  it('link and unlink: a third way is refused by the checks, a loop too; unlinking a way back passes', () => {
    const m = meadow();
    expect(edit.link(m, 'P3', 'P2')).not.toBe(m);
    expect(edit.link(m, 'P2', 'P3')).toBe(m);
    expect(messages(edit.link(m, 'P3', 'P5'))).toEqual(['P3 splits 3 ways; a crossroads splits 2 ways at most.']);
    expect(messages(edit.link(m, 'P5', 'P2')).join(' ')).toMatch(/The road loops: P2 → P3 → N4 → P5 → P2/);
    expect(messages(edit.unlink(m, 'P3', 'S4'))).toEqual(['No road from the spawn P1 reaches S4.']);
    expect(messages(edit.unlink(edit.link(m, 'P6', 'P5'), 'P6', 'P5'))).toEqual([]);
  });

  it('a deleted space leaves no way to it and no site pointing at it; the checks name what is left broken', () => {
    const m = edit.deleteSpace(meadow(), 'N4');
    expect(m.spaces.map((s) => s.id)).not.toContain('N4');
    expect(edit.spaceOf(m, 'P3')!.next).toEqual(['S4']);
    expect(edit.siteOf(m, 'T2')!.links).toEqual(['P3']);
    expect(edit.siteOf(m, 'T4')!.links).toEqual(['P5']);
    expect(messages(m)).toEqual([]);
    // Deleting the only way on cuts the road.
    expect(messages(edit.deleteSpace(meadow(), 'P2'))).toContain('The road stops at P1; every space but the gate leads on.');
  });

  it('spawn and gate move; the gate must end the road', () => {
    const m = edit.setSpawn(meadow(), 'P2');
    expect(m.spawn).toBe('P2');
    expect(messages(m)).toContain('No road from the spawn P2 reaches P1.');
    expect(messages(edit.setGate(meadow(), 'P6'))).toContain('The gate P6 leads on to G; the road ends at the gate.');
    expect(edit.setSpawn(meadow(), 'P1')).toEqual(meadow());
  });

  it('tower sites: added beside a space passes, pointing two squares away fails, removed is gone', () => {
    const { map, id } = edit.addSite(meadow(), 'P1', 0, 1);
    expect(edit.siteOf(map, id)).toEqual({ id: 'T8', x: 0, y: 1, links: ['P1'], adjacent: ['P1'] });
    expect(messages(map)).toEqual([]);
    expect(accepted(map)).toBe(true);
    const far = edit.toggleSiteSpace(map, id, 'links', 'P3');
    expect(messages(far)).toEqual(['Site T8 points at P3, 2 squares away; a site touches the spaces it names.']);
    expect(edit.siteOf(edit.toggleSiteSpace(far, id, 'links', 'P3'), id)!.links).toEqual(['P1']);
    expect(messages(edit.toggleSiteSpace(map, id, 'adjacent', 'P1'))).toEqual(['Site T8 stands beside no road space; it needs at least one.']);
    expect(edit.removeSite(map, id).sites.map((t) => t.id)).not.toContain('T8');
  });

  it('free squares around a place, and the place a problem names', () => {
    const m = meadow();
    expect(edit.freeAround(m, edit.spaceOf(m, 'P1')!).map((f) => f.way)).toEqual(['north', 'south-east', 'south']);
    expect(edit.isFree(m, 0, 2)).toBe(false);
    expect(edit.isFree(m, -1, 2)).toBe(false);
    const broken = edit.addSpace(m, 'P1', 1, 3).map;
    const [p] = diceMapProblems(broken);
    expect(edit.placeOfProblem(broken, p!.path)).toEqual({ kind: 'space', id: 'R1' });
    expect(edit.placeOfProblem(m, ['gate'])).toEqual({ kind: 'space', id: 'G' });
    expect(edit.placeOfProblem(m, ['sites', '0', 'links'])).toEqual({ kind: 'site', id: 'T1' });
  });

  it('the spaces a space may lead on to, nearest first, none that would loop back', () => {
    const { map } = edit.addSpace(meadow(), 'P1', 1, 3);
    const choices = edit.linkChoices(map, 'R1');
    expect(choices.map((c) => c.id)).not.toContain('P1');
    expect(choices[0]).toEqual({ id: 'P2', squares: 1 });
    expect(choices.find((c) => c.id === 'S4')).toEqual({ id: 'S4', squares: 2 });
    // R1 leads nowhere yet: P3 may lead to it (next to it) without a loop.
    expect(edit.linkChoices(map, 'P3').map((c) => c.id)).toEqual(['R1', 'P5', 'P6', 'G']);
    expect(edit.reaches(map, 'P1', 'G')).toBe(true);
    expect(edit.reaches(map, 'G', 'P1')).toBe(false);
  });
});
