import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RuleError } from './errors.ts';
import { Match } from './match.ts';
import { loadRecord } from './record.ts';
import { parseShape, shapeProblems } from './shape.ts';
import { diceNim } from './testkit/toys.ts';

const find = (id: string) => (id === diceNim.id ? diceNim : undefined);

function thrown(fn: () => unknown): RuleError {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
  throw new Error('it did not throw');
}

describe('a damaged record, save or file: one line naming where, every problem in details', () => {
  const good = () => {
    const m = Match.create(diceNim, { players: 2, options: { stones: 9 }, seed: 'shape' });
    m.play(0, { type: 'take', n: 1 });
    m.play(1, { type: 'take', n: 2 });
    return JSON.parse(JSON.stringify(m.record())) as { moves: { seat: unknown; move: unknown }[] } & Record<string, unknown>;
  };

  it('a record with a wrong field gives one line naming the path of the first problem', () => {
    const record = good();
    record.moves[1].seat = 1.5;
    const e = thrown(() => loadRecord(record, find));
    expect(e.code).toBe('bad-record');
    expect(e.message).toBe('This match record is damaged: moves.1.seat: expected a whole number, got 1.5');
    expect(e.message).not.toContain('\n');
    expect(e.details).toEqual(['moves.1.seat: expected a whole number, got 1.5']);
  });

  it('counts the other problems in the line and lists them all in details', () => {
    const record = { ...good(), players: 'two', seed: undefined };
    record.moves[0].seat = -1;
    const e = thrown(() => loadRecord(record, find));
    expect(e.message).toBe('This match record is damaged: seed: missing; expected text (and 2 more problems)');
    expect(e.details).toEqual(['seed: missing; expected text', 'players: expected a number, got "two"', 'moves.0.seat: expected at least 0, got -1']);
  });

  it('says each kind of problem in words', () => {
    const schema = z.object({
      mode: z.enum(['duel', 'solo']),
      name: z.string().min(2),
      list: z.array(z.number()).max(1),
      move: z.discriminatedUnion('type', [z.object({ type: z.literal('a') }), z.object({ type: z.literal('b') })]),
      strict: z.object({ x: z.number() }).strict(),
      one: z.literal(1),
    });
    const data = { mode: 'trio', name: 'x', list: [1, 2], move: { type: 'c' }, strict: { x: 1, y: 2 }, one: 2 };
    const r = schema.safeParse(data);
    expect(r.success).toBe(false);
    expect(shapeProblems(r.error!, data)).toEqual([
      'mode: expected one of "duel", "solo", got "trio"',
      'name: expected at least 2 characters, got "x"',
      'list: expected at most 1 item, got [1,2]',
      'move.type: expected one of "a", "b", got "c"',
      'strict: unknown field "y"',
      'one: expected 1, got 2',
    ]);
    expect(shapeProblems(z.number().safeParse(null).error!, null)).toEqual(['(root): expected a number, got null']);
  });

  it('a pattern with its own words says them; one without names its format', () => {
    const words = z.object({ card: z.string().regex(/^R\d$/, 'not a card'), code: z.string().regex(/^\d$/) });
    const data = { card: 'X9', code: 'a' };
    expect(shapeProblems(words.safeParse(data).error!, data)).toEqual(['card: not a card, got "X9"', 'code: not a valid regex, got "a"']);
  });

  it('parseShape returns the parsed data when it fits', () => {
    expect(parseShape(z.object({ n: z.number().default(3) }), {}, 'bad-x', 'X')).toEqual({ n: 3 });
  });

  it('a move of the wrong shape names the field, through Match and through play itself', () => {
    const m = Match.create(diceNim, { players: 2, seed: 'shape' });
    const e = thrown(() => m.play(0, { type: 'take', n: 'two' }));
    expect(e.code).toBe('bad-move');
    expect(e.message).toBe('That is not a move of Dice Nim: n: expected a number, got "two"');
    expect(thrown(() => diceNim.play(m.state as never, 0, null as never, undefined as never)).message).toMatch(/^That is not a move of this game: \(root\): expected an object, got null$/);
  });

  it('options of the wrong shape name the option', () => {
    expect(thrown(() => Match.create(diceNim, { players: 2, seed: 's', options: { stones: 0 } })).message).toBe('Invalid options for Dice Nim: stones: expected at least 1, got 0');
  });
});

describe('#28.8 a value too deep to print', () => {
  it('is named by its kind, and the refusal is still a one-line RuleError (it used to be a RangeError from String())', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const e = thrown(() => parseShape(z.object({ mode: z.enum(['duel']) }), { mode: deep }, 'bad-options', 'Invalid options'));
    expect(e.code).toBe('bad-options');
    expect(e.message).toBe('Invalid options: mode: expected "duel", got a list');
  });
});
