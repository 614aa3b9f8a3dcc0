import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors.ts';
import type { AnyGame } from '../game.ts';
import { Match } from '../match.ts';
import { conformance } from '../testkit/conformance.ts';
import { diceNim, exactTen, type NimMove, type NimState } from '../testkit/toys.ts';
import { analyseMatch, ANALYSIS_ITERATIONS, analysisIterations, HINT_ITERATIONS, hintIterations, swingsOf } from './analysis.ts';
import { createBot, hintMoves, LevelBot, MctsBot } from './index.ts';
import { botLevels, DEFAULT_LEVELS, resolveBotSpec } from './levels.ts';

const nim = (pile: number, dice = false): NimState => ({ players: 2, pile, turn: 0, winner: null, last: null, dice });
const take = (n: number): NimMove => ({ type: 'take', n });

/** Nim with the winning take (leave a multiple of four) ranked first and rolling never searched. */
const rankedNim: AnyGame = {
  ...diceNim,
  id: 'ranked-nim',
  candidateMoves: (s: NimState, seat: number) => {
    const takes = diceNim.legalMoves(s, seat).filter((m) => m.type === 'take');
    return takes.sort((a, b) => Number((s.pile - (b as { n: number }).n) % 4 === 0) - Number((s.pile - (a as { n: number }).n) % 4 === 0));
  },
};

describe('bot levels', () => {
  it('every game has easy, normal and hard; the engine fills what a game leaves out, and expert: null removes it', () => {
    expect(botLevels(diceNim).map((l) => l.spec)).toEqual([DEFAULT_LEVELS.easy, DEFAULT_LEVELS.normal, DEFAULT_LEVELS.hard, DEFAULT_LEVELS.expert]);
    const own: AnyGame = { ...diceNim, levels: { normal: 'random', expert: null } };
    expect(botLevels(own)).toEqual([
      { level: 'easy', spec: DEFAULT_LEVELS.easy },
      { level: 'normal', spec: 'random' },
      { level: 'hard', spec: DEFAULT_LEVELS.hard },
    ]);
    expect(resolveBotSpec(' Hard ', own)).toBe(DEFAULT_LEVELS.hard);
    expect(resolveBotSpec('mcts:50', own)).toBe('mcts:50');
  });

  it('createBot makes a level bot named after its level, and refuses a level the game does not offer with a sentence', () => {
    const own: AnyGame = { ...diceNim, levels: { expert: null } };
    const bot = createBot('hard', 's', own);
    expect(bot).toBeInstanceOf(LevelBot);
    expect(bot.name).toBe('hard');
    expect((bot as LevelBot).inner.name).toBe(DEFAULT_LEVELS.hard);
    expect(() => createBot('expert', 's', own)).toThrow(/offers no expert bot: its levels are easy, normal, hard/);
    expect(() => createBot('hard', 's')).toThrow(RuleError);
  });

  it('an unknown bot is refused with the bots this game offers: its levels only, then the specs (issue #27)', () => {
    const own: AnyGame = { ...diceNim, levels: { expert: null } };
    expect(() => createBot('nightmare', 's', own)).toThrow(/^Unknown bot "nightmare"\. Bots for .+: easy, normal, hard, random, mcts, /);
    expect(() => createBot('nightmare', 's', own)).not.toThrow(/expert/);
    // Without a game every level may be meant.
    expect(() => createBot('nightmare', 's')).toThrow(/^Unknown bot "nightmare"\. Bots: easy, normal, hard, expert, random, /);
  });

  it('the kit fails a level that names another level or a bot the game does not have', () => {
    const run = (game: AnyGame) => conformance(game, [{ players: 2 }], { playouts: 1, checkPlayouts: 1 }).find((c) => c.name.startsWith('every strength level'))!.run();
    expect(() => run({ ...diceNim, levels: { hard: 'normal' } })).toThrow(/names another level/);
    expect(() => run({ ...diceNim, levels: { hard: 'alphazero' } })).toThrow(/Unknown bot/);
    expect(() => run(diceNim)).not.toThrow();
  });
});

describe('guided search', () => {
  it('searches only the candidate moves: Nim with rolling left off the shortlist never rolls', () => {
    const bot = new MctsBot('s', { iterations: 300 });
    for (const pile of [5, 6, 7, 9]) expect(bot.chooseMove(rankedNim, nim(pile, true), 0)).toEqual(take(pile % 4));
    // The same search without guides also weighs the roll.
    new MctsBot('s', { iterations: 300, guided: false }).chooseMove(rankedNim, nim(9, true), 0);
  });

  it('widens progressively: with few visits only the first candidates are tried', () => {
    const bot = new MctsBot('s', { iterations: 4, widenFrom: 1, widenRate: 0.5 });
    bot.chooseMove(rankedNim, nim(9), 0);
    const tried = bot.lastSearch!.moves.filter((m) => m.visits > 0).map((m) => m.move);
    expect(tried).toEqual([take(1)]);
  });

  it("plays out with the game's policy: a playout that always takes one stone is what the search sees", () => {
    let calls = 0;
    const policy: AnyGame = {
      ...diceNim,
      playoutMove: (_s: NimState, _seat: number, moves: NimMove[]) => {
        calls++;
        return moves.find((m) => m.type === 'take' && m.n === 1) ?? moves[0];
      },
    };
    new MctsBot('s', { iterations: 50 }).chooseMove(policy, nim(12), 0);
    expect(calls).toBeGreaterThan(0);
    calls = 0;
    new MctsBot('s', { iterations: 50, guided: false }).chooseMove(policy, nim(12), 0);
    expect(calls).toBe(0);
  });

  it('the kit fails a shortlist with an illegal move and a policy that picks a move it was not offered', () => {
    const run = (game: AnyGame) => conformance(game, [{ players: 2 }], { playouts: 1, checkPlayouts: 2 }).find((c) => c.name.startsWith('candidate moves'))!.run();
    expect(() => run({ ...diceNim, candidateMoves: () => [take(3), take(9)] })).toThrow(/not legal/);
    expect(() => run({ ...diceNim, candidateMoves: () => [] })).toThrow(/no move/);
    expect(() => run({ ...diceNim, playoutMove: () => take(7) })).toThrow(/not offered/);
    expect(() => run(rankedNim)).not.toThrow();
  });
});

describe('hints and analysis', () => {
  it('a hint lists the three best moves, best first, with the winning take on top and its chance highest', () => {
    const hints = hintMoves(diceNim, nim(9), 0, { seed: 'h', iterations: 600 });
    expect(hints).toHaveLength(3);
    expect(hints[0].move).toEqual(take(1));
    expect(hints[0].chance).toBeGreaterThan(hints[1].chance);
    for (const h of hints) expect(h.chance).toBeGreaterThanOrEqual(0);
  });

  it('analysis: a chance per seat at the start and after every move; the end is the outcome; a blunder is the worst swing', () => {
    // 9 stones: seat 0 should take 1. It takes 2 (a blunder: 7 left, seat 1 takes 3), then both play on.
    const moves = [take(2), take(3), take(1), take(3)].map((move, i) => ({ seat: i % 2, move }));
    const record = { players: 2, options: { stones: 9, dice: false }, seed: 'x', moves };
    const a = analyseMatch(diceNim, record, { iterations: 400 });
    expect(a.chances).toHaveLength(5);
    expect(a.chances[4]).toEqual([0, 1]);
    expect(a.swings[0]).toMatchObject({ move: 1, seat: 0 });
    expect(a.swings[0].before - a.swings[0].after).toBeGreaterThan(0.2);
  });

  it('analysis split over workers gives the same numbers as one pass (each position has its own seed)', () => {
    const match = Match.create(diceNim, { players: 2, options: { stones: 15 }, seed: 'split' });
    while (match.actors().length) match.play(match.actors()[0], createBot('random', `r${match.moveCount}`).chooseMove(diceNim, match.state, match.actors()[0]));
    const record = { players: 2, options: { stones: 15 }, seed: 'split', moves: match.moves() };
    const whole = analyseMatch(diceNim, record, { iterations: 60 });
    const n = record.moves.length;
    const half = Math.floor(n / 2);
    const a = analyseMatch(diceNim, record, { iterations: 60, positions: { from: 0, to: half } });
    const b = analyseMatch(diceNim, record, { iterations: 60, positions: { from: half + 1, to: n } });
    const merged = whole.chances.map((_, i) => (i <= half ? a.chances[i] : b.chances[i]));
    expect(merged).toEqual(whole.chances);
    expect(swingsOf(merged, record.moves)).toEqual(whole.swings);
  });

  it('a co-operative game gives every seat the same chance', () => {
    const a = analyseMatch(exactTen, { players: 2, options: {}, seed: 'c', moves: [] }, { iterations: 30 });
    expect(new Set(a.chances[0]).size).toBe(1);
  });

  it('the record keeps the hints asked for, and a replay brings them back', () => {
    const match = Match.create(diceNim, { players: 2, options: {}, seed: 'hints' });
    match.noteHint(0);
    match.play(0, take(1));
    match.noteHint(1);
    const record = match.record();
    expect(record.hints).toEqual([
      { seat: 0, at: 0 },
      { seat: 1, at: 1 },
    ]);
    expect(Match.replay(JSON.parse(JSON.stringify(record)), () => diceNim).hints()).toEqual(record.hints);
    expect(() => match.noteHint(5)).toThrow(RuleError);
    expect(Match.create(diceNim, { players: 2, options: {}, seed: 'none' }).record()).not.toHaveProperty('hints');
  });
});

describe('hints and undo', () => {
  it('a hint asked after a move that is taken back stays in the record, at the position the game is back to', () => {
    const match = Match.create(diceNim, { players: 2, options: { dice: false }, seed: 'undo' });
    match.play(0, take(1));
    match.noteHint(0);
    match.undo(0);
    expect(match.hints()).toEqual([{ seat: 0, at: 0 }]);
    expect(Match.replay(match.record(), () => diceNim).hints()).toEqual([{ seat: 0, at: 0 }]);
  });
});

describe('search budgets', () => {
  it("a dearer game's hints and analysis search less, a long game's analysis less per position, never under 20", () => {
    expect(hintIterations(diceNim)).toBe(HINT_ITERATIONS);
    expect(hintIterations({ ...diceNim, searchCost: 5 })).toBe(HINT_ITERATIONS / 5);
    expect(analysisIterations(diceNim, 100)).toBe(ANALYSIS_ITERATIONS);
    expect(analysisIterations(diceNim, 400)).toBe(ANALYSIS_ITERATIONS / 2);
    expect(analysisIterations(diceNim, 5000)).toBe(Math.round(ANALYSIS_ITERATIONS / 3));
    expect(analysisIterations({ ...diceNim, searchCost: 100 }, 5000)).toBe(20);
  });
});
