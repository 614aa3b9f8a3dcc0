import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../game.ts';
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
    const shouting: AnyGame = { ...toys.diceNim, log: () => [{ text: 'psst', to: [9] }] };
    expect(failure(shouting, 'log')).toMatch(/addressed to \[9\]/);
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

  it('writes a missing file, passes when equal and names the first differing line', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'golden-')), 'sub', 'nim.txt');
    expect(checkGolden(toys.diceNim, file, setup)).toBe('written');
    expect(checkGolden(toys.diceNim, file, setup)).toBe('same');
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[3] = 'seed: "tampered"';
    writeFileSync(file, lines.join('\n'));
    expect(() => checkGolden(toys.diceNim, file, setup)).toThrow(/differs at line 4:\n {2}file: seed: "tampered"\n {2}now: {2}seed: "gold"/);
    const previous = process.env.UPDATE_GOLDEN;
    process.env.UPDATE_GOLDEN = '1';
    try {
      expect(checkGolden(toys.diceNim, file, setup)).toBe('written');
    } finally {
      if (previous === undefined) delete process.env.UPDATE_GOLDEN;
      else process.env.UPDATE_GOLDEN = previous;
    }
    expect(checkGolden(toys.diceNim, file, setup)).toBe('same');
  });

  // Committed transcripts of the toys: they change only when the engine's bots or the toys change.
  const dir = new URL('./golden/', import.meta.url).pathname;
  it('dice-nim', () => checkGolden(toys.diceNim, `${dir}dice-nim.txt`, { players: 3, options: { stones: 8 }, seed: 'golden', bots: ['mcts:100', 'random', 'random'], maxMoves: 20 }));
  it('hidden-hands', () => checkGolden(toys.hiddenHands, `${dir}hidden-hands.txt`, { players: 2, seed: 'golden', bots: ['mcts:50', 'random'], maxMoves: 10 }));
  it('exact-ten', () => checkGolden(toys.exactTen, `${dir}exact-ten.txt`, { players: 2, seed: 'golden', bots: ['random', 'mcts:50'], maxMoves: 10 }));
});
