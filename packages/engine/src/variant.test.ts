import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentOf } from './content.ts';
import type { AnyGame } from './game.ts';
import { MAX_VARIANT_BYTES, parseVariant, withVariant } from './variant.ts';
import { variantGame } from './variant-game.ts';

const towers = { archer: { cost: 4, damage: 2 } };
const game = {
  id: 'toy',
  title: 'Toy Towers',
  content: contentOf('toy', { 'towers.json': { data: towers, schema: z.object({ archer: z.object({ cost: z.number().int().min(1), damage: z.number() }) }) } }),
} as unknown as AnyGame;

const file = (patch: unknown, extra: object = {}) => JSON.stringify({ format: 1, game: 'toy', name: 'Cheap archers', patch, ...extra });

describe('variants', () => {
  it('a variant changes the content while it runs and puts it back after, also when the run fails', async () => {
    const v = parseVariant(file({ 'towers.json': { archer: { cost: 3 } } }));
    expect(await withVariant(game, v, () => towers.archer.cost)).toBe(3);
    expect(towers.archer.cost).toBe(4);
    await expect(withVariant(game, v, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(towers.archer.cost).toBe(4);
  });

  it('a change the content schema refuses is bad-content, and nothing changes', async () => {
    const v = parseVariant(file({ 'towers.json': { archer: { cost: 0 } } }));
    await expect(withVariant(game, v, () => 1)).rejects.toMatchObject({ code: 'bad-content' });
    expect(towers.archer.cost).toBe(4);
  });

  it.each([
    ['not JSON', '{', 'could not be read as JSON'],
    ['too large', file({}, { note: 'x'.repeat(MAX_VARIANT_BYTES) }), 'at most 256 KB'],
    ['nested too deep', file({ 'towers.json': { archer: 'DEEP' } }).replace('"DEEP"', '['.repeat(20000) + ']'.repeat(20000)), 'nest at most'],
    ['an unknown key', file({}, { colour: 'red' }), 'colour'],
    ['no name', JSON.stringify({ format: 1, game: 'toy', patch: {} }), 'name'],
  ])('a variant file that is %s is refused in words', (_, text, words) => {
    expect(() => parseVariant(text)).toThrow(words);
    try {
      parseVariant(text);
    } catch (e) {
      expect(e).toMatchObject({ code: 'bad-variant' });
    }
  });

  it('a variant’s name and note are kept as plain words, as table names are: control characters and direction overrides go', () => {
    const v = parseVariant(file({}, { name: ' Cheap\u0000 archers\u001b[31m\u202e ', note: 'Line one\nline\ttwo' }));
    expect(v.name).toBe('Cheap archers [31m');
    expect(v.note).toBe('Line one line two');
    expect(() => parseVariant(file({}, { name: '\u0000\u202e ' }))).toThrow(/name/);
  });

  it.each(['Dice', 'co\u0000ins', '../dice', ''])('a game that is not a game’s id (%j) is refused in words', (game) => {
    expect(() => parseVariant(file({}, { game }))).toThrow(/game: not a game's id \(such as dice\)/);
  });

  it('a variant of another game is refused', async () => {
    const v = parseVariant(JSON.stringify({ format: 1, game: 'dice', name: 'x', patch: {} }));
    await expect(withVariant(game, v, () => 1)).rejects.toThrow('of dice, not of Toy Towers');
  });

  it('a variant game patches once for nested calls, hands back copies, and puts the content back when a call throws', () => {
    let inner = -1;
    const rules = {
      ...game,
      view: () => towers.archer,
      outcome: () => {
        inner = (played.view(null, null) as { cost: number }).cost;
        return towers.archer.cost;
      },
      play: () => {
        throw new Error('no such move');
      },
    } as unknown as AnyGame;
    const played = variantGame(rules, parseVariant(file({ 'towers.json': { archer: { cost: 3 } } })));
    // Nested: the inner call sees the patch the outer one made, and the outer one still sees it after.
    expect(played.outcome(null)).toBe(3);
    expect(inner).toBe(3);
    // A copy: what a call returns keeps the variant's number after the content is put back, and is not the content.
    const view = played.view(null, null) as { cost: number };
    expect(view).toEqual({ cost: 3, damage: 2 });
    expect(view).not.toBe(towers.archer);
    expect(() => played.play(null, 0, null, null as never)).toThrow('no such move');
    expect(towers.archer.cost).toBe(4);
  });
});
