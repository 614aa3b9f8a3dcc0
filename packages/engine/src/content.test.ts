import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentOf, parseContent } from './content.ts';
import { RuleError } from './errors.ts';

describe('parseContent', () => {
  const schema = z.object({ towers: z.array(z.object({ cost: z.number().int().min(0) })) });

  it('returns the data when it fits the schema', () => {
    expect(parseContent('demo', 'towers.json', schema, { towers: [{ cost: 2 }] })).toEqual({ towers: [{ cost: 2 }] });
  });

  it('names the game, the file and the path of the first problem', () => {
    expect(() => parseContent('demo', 'towers.json', schema, { towers: [{ cost: 2 }, { cost: -1 }] })).toThrow(/^demo content towers\.json: towers\.1\.cost: /);
  });
});

describe('contentOf', () => {
  const towerSchema = z.object({ cost: z.number().int().min(0), range: z.number().int().min(1), tags: z.array(z.string()), note: z.string().optional() });
  const towersSchema = z.object({ towers: z.record(z.string(), towerSchema), order: z.array(z.string()) });
  const rulesSchema = z.object({ lives: z.number().int().min(1), waves: z.array(z.object({ size: z.number().int().min(0) })).min(1) });

  /** Fresh live data for each case: the objects the "rules" hold. */
  function fixture() {
    const towers = {
      towers: { arrow: { cost: 2, range: 2, tags: ['fast'] }, cannon: { cost: 4, range: 1, tags: [], note: 'slow' } } as Record<string, z.infer<typeof towerSchema>>,
      order: ['arrow', 'cannon'],
    };
    const rules = { lives: 10, waves: [{ size: 3 }, { size: 5 }] };
    const content = contentOf('demo', { 'towers.json': { data: towers, schema: towersSchema }, 'rules.json': { data: rules, schema: rulesSchema } });
    return { towers, rules, content };
  }

  it('changes the live objects in place, so references held elsewhere see the patch', () => {
    const { towers, rules, content } = fixture();
    const arrow = towers.towers.arrow!; // as a lookup map would hold it
    const byId = new Map(Object.entries(towers.towers));
    const undo = content.apply({ 'towers.json': { towers: { arrow: { cost: 3 } } }, 'rules.json': { waves: { 1: { size: 9 } } } });
    expect(arrow.cost).toBe(3);
    expect(byId.get('arrow')!.cost).toBe(3);
    expect(rules.waves[1]!.size).toBe(9);
    expect(content.files['towers.json']).toBe(towers);
    undo();
    expect(arrow.cost).toBe(2);
    expect(rules.waves[1]!.size).toBe(5);
  });

  it('replaces lists and scalars, deletes with null, and undo restores the keys and their order', () => {
    const { towers, content } = fixture();
    const before = structuredClone(towers);
    const undo = content.apply({ 'towers.json': { towers: { cannon: { note: null, tags: ['heavy'] }, arrow: null, bolt: { cost: 1, range: 3, tags: [] } }, order: ['bolt'] } });
    expect(Object.keys(towers.towers)).toEqual(['cannon', 'bolt']);
    expect(towers.towers.cannon).toEqual({ cost: 4, range: 1, tags: ['heavy'] });
    expect(towers.order).toEqual(['bolt']);
    undo();
    expect(towers).toEqual(before);
    expect(Object.keys(towers.towers)).toEqual(['arrow', 'cannon']);
    expect(Object.keys(towers.towers.cannon!)).toEqual(['cost', 'range', 'tags', 'note']);
  });

  it('refuses a patch the schema refuses, naming the file and the path, and changes nothing', () => {
    const { towers, rules, content } = fixture();
    const before = structuredClone({ towers, rules });
    const patch = { 'rules.json': { lives: 5 }, 'towers.json': { towers: { cannon: { cost: -1 } } } };
    expect(() => content.apply(patch)).toThrow(/^demo content towers\.json: towers\.cannon\.cost: expected at least 0, got -1$/);
    expect({ towers, rules }).toEqual(before);
  });

  it('refuses an unknown file, naming the files it has', () => {
    const { content } = fixture();
    let error: unknown;
    try {
      content.apply({ 'tower.json': {} });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).code).toBe('bad-content');
    expect((error as RuleError).message).toBe('demo content has no file "tower.json"; its files are towers.json, rules.json');
    expect(() => content.apply({ 'rules.json': 3 })).toThrow(/a whole file cannot be replaced/);
    expect(() => content.apply(JSON.parse('{ "rules.json": { "waves": { "__proto__": { "size": 1 } } } }'))).toThrow(/may not name "__proto__"/);
  });

  // Patches of every kind a small schema allows: numbers, lists, deletions, new keys, list elements by index.
  const count = fc.integer({ min: 0, max: 9 });
  const towerPatch = fc.record(
    { cost: count, range: fc.integer({ min: 1, max: 5 }), tags: fc.array(fc.constantFrom('a', 'b')), note: fc.option(fc.string(), { nil: null }) },
    { requiredKeys: [] },
  );
  const fullTower = fc.record({ cost: count, range: fc.integer({ min: 1, max: 5 }), tags: fc.array(fc.constant('x')) });
  const patches = fc.record(
    {
      'towers.json': fc.record(
        { towers: fc.record({ arrow: fc.oneof(towerPatch, fc.constant(null)), cannon: towerPatch, bolt: fc.oneof(fullTower, fc.constant(null)) }, { requiredKeys: [] }), order: fc.array(fc.string()) },
        { requiredKeys: [] },
      ),
      'rules.json': fc.record({ lives: fc.integer({ min: 0, max: 3 }), waves: fc.oneof(fc.array(fc.record({ size: count })), fc.record({ 0: fc.record({ size: count }) })) }, { requiredKeys: [] }),
    },
    { requiredKeys: [] },
  );

  it('apply then undo leaves every file deep-equal to before, with its key order; a refused patch changes nothing', () => {
    fc.assert(
      fc.property(patches, (patch) => {
        const { towers, rules, content } = fixture();
        const before = structuredClone({ towers, rules });
        const keys = JSON.stringify({ towers, rules });
        let undo: (() => void) | undefined;
        try {
          undo = content.apply(patch);
        } catch (e) {
          expect((e as RuleError).code).toBe('bad-content');
        }
        undo?.();
        expect({ towers, rules }).toEqual(before);
        expect(JSON.stringify({ towers, rules })).toBe(keys);
      }),
      { numRuns: 300 },
    );
  });

  it('an accepted patch gives the RFC 7386 merge of each file', () => {
    fc.assert(
      fc.property(patches, (patch) => {
        const { towers, rules, content } = fixture();
        try {
          content.apply(patch);
        } catch {
          return;
        }
        const tp = patch['towers.json'];
        if (tp?.order) expect(towers.order).toEqual(tp.order);
        if (tp?.towers?.arrow === null) expect(towers.towers).not.toHaveProperty('arrow');
        if (tp?.towers?.cannon?.cost !== undefined) expect(towers.towers.cannon!.cost).toBe(tp.towers.cannon.cost);
        const lives = patch['rules.json']?.lives;
        expect(rules.lives).toBe(lives ?? 10);
      }),
      { numRuns: 100 },
    );
  });
});
