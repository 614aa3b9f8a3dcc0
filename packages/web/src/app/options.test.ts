import { createBot, Match, type AnyGame } from '@ramparts/engine';
import { findGame, gameList } from '@ramparts/games';
import { describe, expect, it } from 'vitest';
import { fieldsInEffect, optionFields, OPTION_WORDS, type OptionField } from './options.ts';

/**
 * A match of random bots with `options`, then the same moves with `other`: whether the second table answers every
 * move as the first did (each move legal, the same log lines, the same outcome).
 */
function playsTheSame(game: AnyGame, options: Record<string, unknown>, other: Record<string, unknown>, seed: string): boolean {
  const opts = game.options.parse(options);
  const players = game.playerCounts(opts).min;
  const a = Match.create(game, { players, options, seed });
  const b = Match.create(game, { players, options: other, seed });
  if (JSON.stringify(a.log(null)) !== JSON.stringify(b.log(null))) return false;
  for (let i = 0; i < 400 && !a.outcome(); i++) {
    const seat = a.actors()[0];
    if (JSON.stringify(b.actors()) !== JSON.stringify(a.actors()) || JSON.stringify(b.legalMoves(seat)) !== JSON.stringify(a.legalMoves(seat))) return false;
    const move = createBot('random', `${seed}:${i}`, game).chooseMove(game, a.state, seat);
    const la = a.play(seat, move).log;
    let lb: unknown;
    try {
      lb = b.play(seat, move).log;
    } catch {
      return false;
    }
    if (JSON.stringify(la) !== JSON.stringify(lb)) return false;
  }
  return JSON.stringify(a.outcome()) === JSON.stringify(b.outcome());
}

const enumField = (fields: OptionField[], key: string) => {
  const f = fields.find((x) => x.key === key);
  if (f?.kind !== 'enum') throw new Error(`${key} is not a choice`);
  return f;
};

describe('#31.9 the new-game form offers no option that changes nothing', () => {
  it('coins: Difficulty only in the solo modes, "Who decides in a solo attack" only in the solo attack', () => {
    const { fields } = optionFields(findGame('coins')!);
    const keys = (values: Record<string, unknown>) => fieldsInEffect('coins', fields, values).map((f) => f.key);
    // The duel is the default mode.
    expect(keys({})).not.toContain('difficulty');
    expect(keys({ mode: 'duel' })).not.toContain('difficulty');
    expect(keys({ mode: 'crusade' })).not.toContain('difficulty');
    expect(keys({ mode: 'solo-defender' })).toContain('difficulty');
    expect(keys({ mode: 'solo-attacker' })).toEqual(expect.arrayContaining(['difficulty', 'soloChoice']));
    expect(keys({ mode: 'solo-defender' })).not.toContain('soloChoice');
    expect(keys({ mode: 'duel' })).toEqual(expect.arrayContaining(['mode', 'garrisonTosses']));
  });

  // The words' `onlyWhen` must say the truth: where an option is hidden, each of its values plays the same game.
  for (const { id } of gameList) {
    const game = findGame(id)!;
    const { fields } = optionFields(game);
    for (const [key, w] of Object.entries(OPTION_WORDS[id] ?? {})) {
      if (!w.onlyWhen) continue;
      const { key: by, values: shownFor } = w.onlyWhen;
      const own = enumField(fields, key);
      const hiddenFor = enumField(fields, by).values.filter((v) => !shownFor.includes(v));
      it(`${id}: ${key} changes nothing when ${by} is ${hiddenFor.join(' or ')}, and something when it is ${shownFor.join(' or ')}`, () => {
        for (const mode of hiddenFor)
          for (const v of own.values.slice(1))
            for (const seed of ['a', 'b', 'c']) expect(playsTheSame(game, { [by]: mode, [key]: own.values[0] }, { [by]: mode, [key]: v }, `${mode}-${v}-${seed}`), `${by} ${mode}, ${key} ${v}`).toBe(true);
        // Where it is offered, at least one of its values plays another game (so the check above can tell).
        for (const mode of shownFor) {
          const differs = own.values.slice(1).some((v) => ['a', 'b', 'c'].some((seed) => !playsTheSame(game, { [by]: mode, [key]: own.values[0] }, { [by]: mode, [key]: v }, `${mode}-${v}-${seed}`)));
          expect(differs, `${by} ${mode}`).toBe(true);
        }
      });
    }
  }
});
