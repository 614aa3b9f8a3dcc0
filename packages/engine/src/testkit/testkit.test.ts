import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentOf } from '../content.ts';
import type { AnyGame, GameContent, LogLine } from '../game.ts';
import { defineRules } from '../rules.ts';
import { checkGolden, conformance, writeTranscript, type ConformanceOptions, type KitSetup } from './index.ts';
import { canonical, deepFreeze, jsonProblem } from './json.ts';
import * as toys from './toys.ts';

const handsSecrets = (s: toys.HandsState, seat: number) => s.hands[seat];

describe('conformance passes on sound games', () => {
  const cases: [AnyGame, KitSetup[], ConformanceOptions][] = [
    [toys.diceNim, [{ players: 2 }, { players: 3, options: { stones: 9 } }, { players: 4, options: { dice: false } }], {}],
    [toys.coinCall, [{ players: 1 }], { playouts: 40 }],
    [toys.hiddenHands, [{ players: 2 }], { secretsOf: handsSecrets }],
    [toys.exactTen, [{ players: 2 }, { players: 3, options: { target: 12 } }], {}],
  ];
  for (const [game, setups, opts] of cases) {
    describe(game.id, () => {
      for (const c of conformance(game, setups, opts)) it(c.name, c.run);
    });
  }

  it('names its checks after the game’s kind', () => {
    const names = (g: AnyGame) => conformance(g, [{ players: 2 }]).map((c) => c.name);
    expect(names(toys.diceNim).some((n) => n.includes('fast path'))).toBe(true);
    expect(names(toys.hiddenHands).some((n) => n.includes('fast path'))).toBe(false);
    expect(names(toys.hiddenHands).some((n) => n.includes('secrets'))).toBe(true);
    expect(names(toys.diceNim).some((n) => n.includes('secrets'))).toBe(false);
    expect(() => conformance(toys.diceNim, [])).toThrow();
  });
});

/** Runs the one check whose name contains `part` and returns its error message. */
function failure(game: AnyGame, part: string, opts: ConformanceOptions = {}, setups: KitSetup[] = [{ players: 2 }]): string {
  const check = conformance(game, setups, { playouts: 30, ...opts }).find((c) => c.name.includes(part));
  if (!check) throw new Error(`no check named like "${part}"`);
  try {
    check.run();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`the check "${check.name}" passed on ${game.id}`);
}

describe('conformance fails on broken games', () => {
  it('catches play changing its input', () => {
    expect(failure(toys.mutatingNim, 'contract')).toMatch(/changes its input|changed the state it was given/);
  });

  it('#29 catches a Game.resign that changes its input, and one that lets a resigned seat win', () => {
    const mutatingResign: AnyGame = {
      ...toys.diceNim,
      id: 'mutating-resign',
      resign: (s: toys.NimState) => {
        s.pile = 1;
        return s;
      },
    };
    expect(failure(mutatingResign, 'resignation', {}, [{ players: 3 }])).toMatch(/Game.resign threw TypeError/);
    // Its rules "put the seat out" by filling the pile again: the game would never end.
    const endless: AnyGame = { ...toys.diceNim, id: 'endless-resign', resign: (s: toys.NimState) => ({ ...s, pile: 99_999 }) };
    expect(failure(endless, 'resignation', { maxMoves: 400 }, [{ players: 3, options: { stones: 99, dice: false } }])).toMatch(/has not ended 400 moves after a resignation/);
  });

  it('catches a TypeError on a garbage move', () => {
    const message = failure(toys.throwingNim, 'garbage');
    expect(message).toMatch(/TypeError/);
    expect(message).toMatch(/instead of a RuleError/);
    expect(message).toMatch(/seed "conformance\/garbage\/0"/);
  });

  it('catches a view that shows another seat’s hand', () => {
    expect(failure(toys.leakyHands, 'secrets', { secretsOf: handsSecrets })).toMatch(/a secret of seat/);
  });

  it('asks for secretsOf and determinize in hidden-information games', () => {
    expect(failure(toys.hiddenHands, 'secrets')).toMatch(/secretsOf/);
    expect(failure({ ...toys.hiddenHands, determinize: undefined }, 'determinize')).toMatch(/no determinize/);
  });

  it('catches a determinize that shows the seat something else', () => {
    const wrong: typeof toys.hiddenHands = { ...toys.hiddenHands, determinize: (v, seat, random) => ({ ...toys.hiddenHands.determinize!(v, seat, random), tricks: [5, 5] }) };
    expect(failure(wrong, 'determinize')).toMatch(/sees something else/);
  });

  it('catches a fast path that disagrees with play', () => {
    expect(failure(toys.driftingNim, 'fast path', { fastRuns: 30 })).toMatch(/fast path/);
  });

  it('catches a fast clone that shares data with the original', () => {
    const shallow: typeof toys.exactTen = { ...toys.exactTen, fast: { ...toys.exactTen.fast!, clone: (s) => ({ ...s }) } };
    expect(failure(shallow, 'fast path', { fastRuns: 30 })).toMatch(/clone share data/);
  });

  it('catches a game that never ends', () => {
    expect(failure(toys.endlessNim, 'contract', { maxMoves: 300, playouts: 3 })).toMatch(/has not ended after 300/);
  });

  it('catches views that are not plain JSON', () => {
    expect(failure(toys.sloppyNim, 'contract')).toMatch(/view of a spectator is not plain JSON: view.note is undefined/);
  });

  it('catches rules that do not follow the seed', () => {
    expect(failure(toys.unseededNim, 'same seed')).toMatch(/different states/);
    expect(failure(toys.unseededNim, 'replay')).toMatch(/replaying the record gives a different|does not replay/);
  });

  it('catches strict-turn games with several actors and games whose actors and outcome disagree', () => {
    const crowd: AnyGame = { ...toys.diceNim, actors: (s: toys.NimState) => (s.winner === null ? [0, 1] : []) };
    expect(failure(crowd, 'contract')).toMatch(/not exactly one/);
    const stubborn: AnyGame = { ...toys.diceNim, outcome: () => null };
    expect(failure(stubborn, 'contract')).toMatch(/nobody may act but the game has no outcome/);
  });

  it('catches a legal move that play refuses and one the schema changes', () => {
    const liar: AnyGame = { ...toys.diceNim, legalMoves: (s: toys.NimState, seat: number) => [...toys.diceNim.legalMoves(s, seat), { type: 'take', n: 4 }] };
    expect(failure(liar, 'contract')).toMatch(/take","n":4/);
    const extra: AnyGame = { ...toys.diceNim, legalMoves: (s: toys.NimState, seat: number) => toys.diceNim.legalMoves(s, seat).map((m) => ({ ...m, note: 'x' })) };
    expect(failure(extra, 'contract')).toMatch(/schema turns the legal move/);
  });

  it('catches play accepting a move legalMoves does not list', () => {
    const lax: AnyGame = { ...toys.diceNim, legalMoves: (s: toys.NimState, seat: number) => toys.diceNim.legalMoves(s, seat).filter((m) => m.type === 'take' && m.n === 1) };
    expect(failure(lax, 'garbage')).toMatch(/it was accepted/);
  });

  it('catches log lines addressed to seats that do not exist', () => {
    const shouting: AnyGame = { ...toys.diceNim, ...defineRules({ ...toys.nimRules, words: () => [{ text: 'psst', to: [9] }] }) };
    expect(failure(shouting, 'log lines are JSON')).toMatch(/addressed to \[9\]/);
    expect(failure(shouting, 'log list')).toMatch(/addressed to \[9\]/);
  });

  it('catches a play that throws a TypeError on garbage when called directly (Match alone would hide it)', () => {
    const message = failure(toys.unguardedNim, 'garbage');
    expect(message).toMatch(/^play\(state, 0, .+\) called directly with garbage: it threw TypeError/);
    expect(message).toMatch(/instead of a RuleError/);
  });

  it('catches a play that accepts a move from a seat that may not act, when called directly', () => {
    const anyone: AnyGame = { ...toys.diceNim, ...defineRules({ ...toys.nimRules, problem: (s, _seat, m) => toys.nimRules.problem(s, s.turn, m) }) };
    expect(failure(anyone, 'garbage')).toMatch(/called directly for seat 1, who may not act now: it was accepted/);
  });

  it('catches a play whose log list changes the state, replaces the list or starts with a detail line', () => {
    let quiet = true;
    const noisy: AnyGame = {
      ...toys.diceNim,
      play(s: toys.NimState, seat: number, m: toys.NimMove, r, log?: LogLine[]) {
        const after = toys.diceNim.play(s, seat, m, r, log);
        return log ? { ...after, pile: after.pile } : quiet ? after : { ...after, dice: !after.dice };
      },
    };
    expect(() => failure(noisy, 'log list')).toThrow(/passed/);
    quiet = false;
    expect(failure(noisy, 'log list')).toMatch(/gives another state with a log list than without/);

    const forgetful: AnyGame = {
      ...toys.diceNim,
      play: (s: toys.NimState, seat: number, m: toys.NimMove, r, log?: LogLine[]) => {
        const after = toys.diceNim.play(s, seat, m, r, log);
        log?.splice(0, 1);
        return after;
      },
    };
    expect(failure(forgetful, 'log list')).toMatch(/changed what the list held before/);

    const buried: AnyGame = { ...toys.diceNim, ...defineRules({ ...toys.nimRules, words: () => [{ text: 'every step', detail: true }, { text: 'headline' }] }) };
    expect(failure(buried, 'log list')).toMatch(/starts with the detail line "every step", not a headline/);
  });

  it('catches menu paths that are empty or shared by two moves', () => {
    const flat: AnyGame = { ...toys.diceNim, menuPath: (_s: toys.NimState, _seat: number, m: toys.NimMove) => [m.type === 'roll' ? 'Roll' : 'Take'] };
    expect(failure(flat, 'menu paths')).toMatch(/legal moves \{"type":"take","n":1\} and \{"type":"take","n":2\} share the menu path \["Take"\]/);
    const blank: AnyGame = { ...toys.diceNim, menuPath: (_s: toys.NimState, _seat: number, m: toys.NimMove) => (m.type === 'roll' ? ['Roll', ' '] : ['Take', `${m.n}`]) };
    expect(failure(blank, 'menu paths')).toMatch(/has an empty or non-text step: \["Roll"," "\]/);
    const none: AnyGame = { ...toys.diceNim, menuPath: () => [] };
    expect(failure(none, 'menu paths')).toMatch(/not a non-empty list of steps/);
  });

  it('catches terms without a text or listed twice', () => {
    const twice: AnyGame = { ...toys.diceNim, terms: () => [{ name: 'Pile', text: 'The stones.' }, { name: 'Pile', text: 'Again.' }] };
    expect(failure(twice, 'terms')).toMatch(/the term "Pile" is listed twice for a spectator/);
    const mute: AnyGame = { ...toys.diceNim, terms: () => [{ name: 'Pile', text: '' }] };
    expect(failure(mute, 'terms')).toMatch(/the term "Pile" for a spectator has no text/);
  });

  it('catches figures that change shape or are not numbers', () => {
    const pileFigure = (s: toys.NimState) => [{ id: 'pile', label: 'Stones left', values: [s.pile], kind: 'level' as const }];
    const passing = conformance({ ...toys.diceNim, figures: pileFigure }, [{ players: 2 }], { playouts: 30 }).find((c) => c.name.startsWith('figures'))!;
    expect(() => passing.run()).not.toThrow();
    const growing: AnyGame = { ...toys.diceNim, figures: (s: toys.NimState) => (s.pile > 5 ? pileFigure(s) : []) };
    expect(failure(growing, 'figures')).toMatch(/changed their ids or sizes during the game/);
    const nan: AnyGame = { ...toys.diceNim, figures: () => [{ id: 'x', label: 'X', values: [Number.NaN], kind: 'level' }] };
    expect(failure(nan, 'figures')).toMatch(/not plain JSON|not a finite number/);
    const three: AnyGame = { ...toys.diceNim, figures: () => [{ id: 'x', label: 'X', values: [1, 2, 3], kind: 'total' }] };
    expect(failure(three, 'figures')).toMatch(/one value per seat or one for the table/);
  });

  it('adds the menu-path and terms checks only for games that have the hooks', () => {
    const names = (g: AnyGame) => conformance(g, [{ players: 2 }]).map((c) => c.name);
    expect(names(toys.diceNim).filter((n) => /menu paths|terms/.test(n))).toHaveLength(2);
    expect(names(toys.exactTen).filter((n) => /menu paths|terms/.test(n))).toHaveLength(0);
  });
});

describe('json helpers', () => {
  it('finds what JSON would lose', () => {
    expect(jsonProblem({ a: [1, 'x', null, { b: true }] })).toBeNull();
    expect(jsonProblem({ a: undefined })).toMatch(/\$\.a is undefined/);
    expect(jsonProblem([1, NaN])).toMatch(/\$\[1\] is NaN/);
    expect(jsonProblem({ m: new Map() })).toMatch(/Map/);
    expect(jsonProblem({ d: new Date(0) })).toMatch(/Date/);
    expect(jsonProblem({ f: () => 1 })).toMatch(/function/);
    // eslint-disable-next-line no-sparse-arrays
    expect(jsonProblem([1, , 3])).toMatch(/sparse/);
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(jsonProblem(loop)).toMatch(/cycle/);
    const shared = { x: 1 };
    expect(jsonProblem({ a: shared, b: shared })).toBeNull();
  });

  it('compares regardless of key order, and freezes deeply', () => {
    expect(canonical({ b: 1, a: { d: [1, { z: 0, y: 1 }], c: 2 } })).toBe(canonical({ a: { c: 2, d: [1, { y: 1, z: 0 }] }, b: 1 }));
    const v = deepFreeze({ a: { b: [1, 2] } });
    expect(Object.isFrozen(v.a.b)).toBe(true);
  });
});

describe('golden playthroughs', () => {
  const setup = { players: 2, seed: 'gold', bots: ['mcts:50', 'random'], maxMoves: 40, options: { stones: 10 } };

  it('writes the same readable transcript for the same seed', () => {
    const text = writeTranscript(toys.diceNim, setup);
    expect(writeTranscript(toys.diceNim, setup)).toBe(text);
    expect(text).toMatch(/^# Dice Nim \(dice-nim\) version 1\nplayers: 2\noptions: \{"dice":true,"stones":10\}\nseed: "gold"\n/);
    expect(text).toContain('## Move 1: Player 1 (seat 0)');
    expect(text).toContain('legal moves (4):');
    expect(text).toContain('1. Take 1 stone  {"type":"take","n":1}');
    expect(text).toContain('## Result');
    expect(writeTranscript(toys.diceNim, { ...setup, seed: 'other' })).not.toBe(text);
  });

  it('stops at maxMoves and refuses bots that think for a time', () => {
    expect(writeTranscript(toys.diceNim, { ...setup, options: { stones: 30, dice: false }, maxMoves: 2 })).toContain('Stopped after 2 moves');
    expect(() => writeTranscript(toys.diceNim, { ...setup, bots: ['mcts:20ms', 'random'] })).toThrow(/repeatable/);
    expect(() => writeTranscript(toys.diceNim, { ...setup, bots: ['random'] })).toThrow(/one bot per seat/);
  });

  /** Runs `fn` with UPDATE_GOLDEN set to `value` (or unset), restoring it after. */
  const withUpdate = <T>(value: string | undefined, fn: () => T): T => {
    const previous = process.env.UPDATE_GOLDEN;
    if (value === undefined) delete process.env.UPDATE_GOLDEN;
    else process.env.UPDATE_GOLDEN = value;
    try {
      return fn();
    } finally {
      if (previous === undefined) delete process.env.UPDATE_GOLDEN;
      else process.env.UPDATE_GOLDEN = previous;
    }
  };

  it('fails on a missing file unless UPDATE_GOLDEN=1, which writes it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'golden-')), 'sub', 'nim.txt');
    withUpdate(undefined, () => expect(() => checkGolden(toys.diceNim, file, setup)).toThrow(/nim\.txt does not exist\. Run the tests with UPDATE_GOLDEN=1/));
    expect(existsSync(file)).toBe(false);
    withUpdate('1', () => expect(checkGolden(toys.diceNim, file, setup)).toMatchObject({ status: 'written' }));
    expect(readFileSync(file, 'utf8')).toBe(writeTranscript(toys.diceNim, setup));
    withUpdate(undefined, () => expect(checkGolden(toys.diceNim, file, setup)).toMatchObject({ status: 'same' }));
  });

  it('fails on a different file, naming the first differing line, unless UPDATE_GOLDEN=1 rewrites it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'golden-')), 'nim.txt');
    writeFileSync(file, writeTranscript(toys.diceNim, setup));
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[3] = 'seed: "tampered"';
    writeFileSync(file, lines.join('\n'));
    withUpdate(undefined, () => expect(() => checkGolden(toys.diceNim, file, setup)).toThrow(/differs at line 4:\n {2}file: seed: "tampered"\n {2}now: {2}seed: "gold"/));
    // A file cut short fails too.
    writeFileSync(file, writeTranscript(toys.diceNim, setup).split('\n').slice(0, 10).join('\n'));
    withUpdate(undefined, () => expect(() => checkGolden(toys.diceNim, file, setup)).toThrow(/differs at line 11:\n {2}file: \(end of file\)/));
    withUpdate('1', () => expect(checkGolden(toys.diceNim, file, setup).status).toBe('written'));
    withUpdate(undefined, () => expect(checkGolden(toys.diceNim, file, setup).status).toBe('same'));
  });

  it('says how many moves were played and how the game ended', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'golden-')), 'nim.txt');
    withUpdate('1', () => checkGolden(toys.diceNim, file, setup));
    const whole = checkGolden(toys.diceNim, file, setup);
    expect(whole.outcome?.winners).toHaveLength(1);
    expect(whole.moves).toBe((readFileSync(file, 'utf8').match(/^## Move /gm) ?? []).length);
    const cut = { ...setup, options: { stones: 30, dice: false }, maxMoves: 2 };
    withUpdate('1', () => checkGolden(toys.diceNim, file, cut));
    expect(checkGolden(toys.diceNim, file, cut)).toEqual({ status: 'same', moves: 2, outcome: null });
  });

  // Committed transcripts of the toys: they change only when the engine's bots or the toys change.
  const dir = new URL('./golden/', import.meta.url).pathname;
  it('dice-nim, to the last stone', () => {
    expect(checkGolden(toys.diceNim, `${dir}dice-nim.txt`, { players: 3, options: { stones: 8 }, seed: 'golden', bots: ['mcts:100', 'random', 'random'], maxMoves: 20 }).outcome).not.toBeNull();
  });
  it('hidden-hands, all three tricks', () => {
    expect(checkGolden(toys.hiddenHands, `${dir}hidden-hands.txt`, { players: 2, seed: 'golden', bots: ['mcts:50', 'random'], maxMoves: 10 })).toMatchObject({ moves: 6, outcome: { scores: [expect.any(Number), expect.any(Number)] } });
  });
  it('exact-ten, until the sum is reached or passed', () => {
    expect(checkGolden(toys.exactTen, `${dir}exact-ten.txt`, { players: 2, seed: 'golden', bots: ['random', 'mcts:50'], maxMoves: 10 }).outcome).not.toBeNull();
  });
});

describe('conformance checks the lab hooks a game declares', () => {
  const stonesSchema = z.object({ piles: z.array(z.object({ stones: z.number().int().min(1) })), name: z.string() });
  const stonesContent = () => contentOf('dice-nim', { 'stones.json': { data: { name: 'heap', piles: [{ stones: 21 }] }, schema: stonesSchema } });
  const labNim: AnyGame = {
    ...toys.diceNim,
    id: 'lab-nim',
    difficultySteps: [
      { id: 'short', label: 'Short', options: { stones: 9 }, band: 'easy' },
      { id: 'long', label: 'Long', options: { stones: 40 }, players: 4, band: 'hard' },
    ],
    versusModes: [{ id: 'plain', label: 'Plain', options: { dice: false } }],
    content: stonesContent(),
  };
  const labChecks = (game: AnyGame) => conformance(game, [{ players: 2 }]).filter((c) => c.name.startsWith('lab:'));

  it('passes sound hooks, and runs no lab check for a game without them', () => {
    expect(labChecks(labNim)).toHaveLength(3);
    for (const c of labChecks(labNim)) c.run();
    expect(labChecks(toys.diceNim)).toHaveLength(0);
  });

  it('catches a step whose options do not parse, a step with too many players, and two steps with one id', () => {
    const step = (over: object) => ({ ...labNim, difficultySteps: [{ id: 'a', label: 'A', options: {}, ...over }] });
    expect(failure(step({ options: { stones: 0 } }), 'difficulty step')).toMatch(/difficulty step "a" do not parse: .*stones/);
    expect(failure(step({ players: 5 }), 'difficulty step')).toMatch(/"a" is played by 5 players, but its options allow 2 to 4/);
    const twice = { ...labNim, difficultySteps: [labNim.difficultySteps![0]!, labNim.difficultySteps![0]!] };
    expect(failure(twice, 'difficulty step')).toMatch(/two difficulty steps share the id "short"/);
  });

  it('catches a versus mode for one seat', () => {
    const solo = { ...labNim, playerCounts: () => ({ min: 1, max: 1 }) };
    expect(failure(solo, 'versus mode')).toMatch(/versus mode "plain" allows at most 1 seat/);
  });

  it('catches content whose undo does not give it back', () => {
    const real = stonesContent();
    const data = real.files['stones.json'] as { piles: { stones: number }[] };
    const broken: GameContent = {
      files: real.files,
      schemas: real.schemas,
      apply: (patch) => {
        const undo = real.apply(patch);
        return () => {
          undo();
          if (Object.keys(patch).length > 0) data.piles[0]!.stones += 1;
        };
      },
    };
    expect(failure({ ...labNim, content: broken }, 'content')).toMatch(/undoing .*stones.* did not give the content back/);
  });
});
