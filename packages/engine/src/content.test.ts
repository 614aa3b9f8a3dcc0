import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseContent } from './content.ts';

describe('parseContent', () => {
  const schema = z.object({ towers: z.array(z.object({ cost: z.number().int().min(0) })) });

  it('returns the data when it fits the schema', () => {
    expect(parseContent('demo', 'towers.json', schema, { towers: [{ cost: 2 }] })).toEqual({ towers: [{ cost: 2 }] });
  });

  it('names the game, the file and the path of the first problem', () => {
    expect(() => parseContent('demo', 'towers.json', schema, { towers: [{ cost: 2 }, { cost: -1 }] })).toThrow(/^demo content towers\.json: towers\.1\.cost: /);
  });
});
