/**
 * #32 Safety: random edits thrown at every game's content, through the same checks the studio and the server use
 * (`variantGame`), then a game played by random bots: either a refusal in words (RuleError) or a game that ends,
 * or one the step limit stops and names. Never a crash.
 */
import { createBot, isRuleError, Match, variantGame, type AnyGame, type Variant } from '@ramparts/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { games } from './index.ts';

/** Every path to a number in the game's content files: [file, ...keys]. */
function numberPaths(game: AnyGame): string[][] {
  const out: string[][] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'number') out.push(path);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  for (const [file, data] of Object.entries(game.content!.files)) walk(data, [file]);
  return out;
}

/** The merge patch setting `path` to `value`. */
function patchOf(path: string[], value: unknown): Variant['patch'] {
  const [file, ...keys] = path;
  const inner: Record<string, unknown> = {};
  let at = inner;
  keys.slice(0, -1).forEach((k) => (at = at[k] = {} as Record<string, unknown>));
  at[keys[keys.length - 1]!] = value;
  return { [file!]: inner };
}

/** What happened to a variant: refused in words, played to its end, or stopped by the step limit. */
type Fate = 'refused' | 'ended' | 'step limit';

const STEP_LIMIT = 1500;

function fateOf(game: AnyGame, patch: Variant['patch'], seed: string): Fate {
  let played: AnyGame;
  try {
    played = variantGame(game, { format: 1, game: game.id, name: 'Fuzz', patch });
  } catch (e) {
    if (isRuleError(e)) return 'refused';
    throw e;
  }
  let match: Match;
  try {
    match = Match.create(played, { players: played.playerCounts(played.options.parse({})).min, seed });
  } catch (e) {
    // Numbers the schema allows may still make a table impossible to set (no seat count fits): refused in words.
    if (isRuleError(e)) return 'refused';
    throw e;
  }
  const bot = createBot('random', `${seed}/bot`, played);
  for (let i = 0; i < STEP_LIMIT; i++) {
    if (match.outcome() !== null) return 'ended';
    const seat = played.actors(match.state)[0]!;
    match.play(seat, bot.chooseMove(played, match.state, seat));
  }
  return match.outcome() !== null ? 'ended' : 'step limit';
}

const values = fc.oneof(fc.integer({ min: -3, max: 12 }), fc.constantFrom(0, 1, 99, 1e6, 0.5, -0.5));

describe('#32 safety: random edits to every game’s content are refused in words or play to an end', () => {
  it.each(games.map((g) => [g.id, g] as const))('%s', (_, game) => {
    const paths = numberPaths(game);
    const fates: Record<Fate, number> = { refused: 0, ended: 0, 'step limit': 0 };
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(paths.length - 1), values), { minLength: 1, maxLength: 3 }), fc.nat(1000), (edits, seed) => {
        const patch: Variant['patch'] = {};
        for (const [i, value] of edits) {
          const [file, inner] = Object.entries(patchOf(paths[i]!, value))[0]!;
          patch[file] = mergeInto((patch[file] ?? {}) as Record<string, unknown>, inner);
        }
        fates[fateOf(game, patch, `fuzz-${seed}`)]++;
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 40), seed: Number(process.env.FUZZ_SEED ?? 32) },
    );
    if (process.env.FUZZ_RUNS) console.log(game.id, fates);
    // Both sides of the check are reached: some edits refused, some played.
    expect(fates.refused).toBeGreaterThan(0);
    expect(fates.ended + fates['step limit']).toBeGreaterThan(0);
  });
});

function mergeInto(into: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  for (const [k, v] of Object.entries(patch)) {
    const old = into[k];
    into[k] = v && typeof v === 'object' && old && typeof old === 'object' ? mergeInto(old as Record<string, unknown>, v as Record<string, unknown>) : v;
  }
  return into;
}
