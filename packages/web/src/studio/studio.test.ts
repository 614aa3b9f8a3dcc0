import type { AnyGame } from '@ramparts/engine';
import { findGame } from '@ramparts/games';
import { describe, expect, it } from 'vitest';
import { BotBrain } from '../local/bots.ts';
import { localMatch } from '../local/rebuild.ts';
import { checkPatch, nearestField, patchedContent, problemsByFile, splitDetail } from './check.ts';
import { changesInWords, placeWords } from './diff.ts';
import { historyOf, pushState, redo, undo } from './history.ts';
import { contentPatch, filePatch, setIn } from './patch.ts';
import { safeFields, SAFE } from './safe.ts';

const dice = findGame('dice')!;
const original = () => structuredClone(dice.content!.files);
const archery = (files: Record<string, unknown>) => (files['towers.json'] as { towers: { name: string; purchase: number }[] }).towers.findIndex((t) => t.name === 'Archery Tower');

describe('the patch builder', () => {
  it('holds only the values that changed, a list element by its index', () => {
    const before = original();
    const i = archery(before);
    const after = { ...before, 'towers.json': setIn(before['towers.json'], ['towers', i, 'purchase'], 1) };
    expect(contentPatch(before, after)).toEqual({ 'towers.json': { towers: { [i]: { purchase: 1 } } } });
    expect(contentPatch(before, before)).toEqual({});
  });

  it('writes a list whole when its length changes, and a deleted key as null', () => {
    expect(filePatch({ list: [1, 2], keep: 1 }, { list: [1, 2, 3], keep: 1 })).toEqual({ list: [1, 2, 3] });
    expect(filePatch({ a: { b: 1, c: 2 } }, { a: { b: 1 } })).toEqual({ a: { c: null } });
    expect(filePatch({ a: 1 }, { a: 1, b: { c: [1] } })).toEqual({ b: { c: [1] } });
    // A value set to null inside a list element cannot travel as an index patch (null deletes): the list goes whole.
    expect(filePatch({ list: [{ s: 'slow' }, { s: null }] }, { list: [{ s: null }, { s: null }] })).toEqual({ list: [{ s: null }, { s: null }] });
    // Nested lists: index patches all the way down.
    expect(filePatch({ m: [[1, 2], [3, 4]] }, { m: [[1, 2], [3, 5]] })).toEqual({ m: { 1: { 1: 5 } } });
  });

  it('gives back, through the engine, the content it was built from', () => {
    const before = original();
    const i = archery(before);
    let after = setIn(before, ['towers.json', 'towers', i, 'purchase'], 2) as Record<string, unknown>;
    after = setIn(after, ['rules.json', 'difficulty', 'normal', 'horde'], 70) as Record<string, unknown>;
    after = setIn(after, ['heroes.json', 'heroes', 0, 'discounts'], {}) as Record<string, unknown>;
    const patch = contentPatch(before, after);
    expect(patchedContent(dice, patch)).toEqual(after);
    // The game's own content is as it was.
    expect(dice.content!.files).toEqual(before);
  });
});

describe('the changes in words', () => {
  it('names a list element by its name: "Archery Tower purchase 4 → 1"', () => {
    const before = original();
    const i = archery(before);
    const after = setIn(before, ['towers.json', 'towers', i, 'purchase'], 1) as Record<string, unknown>;
    expect(changesInWords(before, after)).toEqual([{ file: 'towers.json', path: ['towers', i, 'purchase'], text: 'Archery Tower purchase 4 → 1' }]);
  });

  it('says what was added and removed, and nested keys in words', () => {
    const before = { 'a.json': { difficulty: { normal: { gateDice: 0 } }, units: [{ hp: 1 }, { hp: 2 }], heroes: [{ id: 'x', name: 'Ann' }, { id: 'y', name: 'Bob' }], tags: ['a'] } };
    const after = { 'a.json': { difficulty: { normal: { gateDice: 2 }, extra: 1 }, units: [{ hp: 1 }, { hp: 3 }, { hp: 4 }], heroes: [{ id: 'y', name: 'Bob' }], tags: ['a', 'b'] } };
    expect(changesInWords(before, after).map((c) => c.text)).toEqual([
      'difficulty normal gate dice 0 → 2',
      'difficulty extra added: 1',
      'units 2 hp 2 → 3',
      'units 3 added',
      'Ann removed',
      'tags a → a, b',
    ]);
    expect(placeWords(after['a.json'], ['units', 1, 'hp'])).toBe('units 2 hp');
  });
});

describe('the check, on the field that is wrong', () => {
  it('reads a detail line of the engine into a path and words', () => {
    expect(splitDetail('towers.3.purchase: expected at least 0, got -1')).toEqual({ path: ['towers', 3, 'purchase'], text: 'expected at least 0, got -1' });
    expect(splitDetail('(root): expected an object')).toEqual({ path: [], text: 'expected an object' });
    expect(nearestField({ towers: [{ name: 'A' }] }, ['towers', 0, 'purchase'])).toEqual(['towers', 0]);
  });

  it('puts the schema’s words on the field: a negative price on that tower’s purchase', () => {
    const before = original();
    const i = archery(before);
    const after = setIn(before, ['towers.json', 'towers', i, 'purchase'], -3) as Record<string, unknown>;
    const problems = checkPatch(dice, contentPatch(before, after), after);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatchObject({ file: 'towers.json', path: ['towers', i, 'purchase'], at: ['towers', i, 'purchase'] });
    expect(problems[0]!.text).toMatch(/expected at least 1, got -3/);
  });

  it('a missing field goes on its group; a good patch has no problems', () => {
    const before = original();
    const i = archery(before);
    const gone = setIn(before, ['towers.json', 'towers', i, 'purchase'], undefined) as Record<string, unknown>;
    const problems = checkPatch(dice, contentPatch(before, gone), gone);
    expect(problems[0]).toMatchObject({ file: 'towers.json', path: ['towers', i, 'purchase'], at: ['towers', i] });
    expect(problemsByFile(problems).get('towers.json')?.get(`towers.${i}`)).toEqual(['purchase: missing; expected a number']);
    const fine = setIn(before, ['towers.json', 'towers', i, 'purchase'], 1) as Record<string, unknown>;
    expect(checkPatch(dice, contentPatch(before, fine), fine)).toEqual([]);
  });
});

describe('undo and redo', () => {
  it('step back and forth; a new edit drops what was undone', () => {
    let h = historyOf(1);
    h = pushState(h, 2);
    h = pushState(h, 3);
    h = undo(h);
    expect(h.present).toBe(2);
    h = undo(undo(h));
    expect(h.present).toBe(1);
    h = redo(h);
    expect(h.present).toBe(2);
    h = pushState(h, 5);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe(2);
  });
});

describe('the numbers safe to vary', () => {
  it('name numbers that every game has, and the dice towers’ prices', () => {
    for (const id of Object.keys(SAFE)) {
      const game = findGame(id) as AnyGame;
      for (const { file, path } of SAFE[id]!) expect(safeFields(id, game.content!.files).some((f) => f.file === file), `${id} ${file} ${path}`).toBe(true);
    }
    const fields = safeFields('dice', original());
    expect(fields).toContainEqual({ file: 'towers.json', path: ['towers', archery(original()), 'purchase'] });
  });
});

describe('a local table of a variant', () => {
  it('plays the variant, its bots too, and its record carries it', () => {
    const before = original();
    const i = archery(before);
    const variant = { format: 1 as const, game: 'dice', name: 'Cheap archery', patch: { 'towers.json': { towers: { [i]: { purchase: 1 } } } } };
    const save = { players: 1, options: {}, seed: 'v1', moves: [], variant };
    const match = localMatch(dice, save);
    expect(match.record([]).variant).toEqual(variant);
    const builds = match.legalMoves(0).map((m) => match.game.describeMove(match.state, 0, m)).filter((t) => /Archery/.test(t));
    expect(builds.length).toBeGreaterThan(0);
    // The bot builds the same variant game: its move is legal in the variant match.
    const move = new BotBrain().choose({ game: 'dice', players: 1, options: {}, seed: 'v1', moves: [], seat: 0, bot: 'random', botSeed: 'b', variant });
    expect(() => localMatch(dice, save).play(0, move)).not.toThrow();
    expect(localMatch(dice, save).game.variant?.variant).toEqual(variant);
  });
});
