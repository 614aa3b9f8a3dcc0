import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors.ts';
import type { AnyGame, Seat } from '../game.ts';
import { Match } from '../match.ts';
import { createRandom } from '../random.ts';
import { deepFreeze } from '../testkit/json.ts';
import { coinCall, diceNim, exactTen, hiddenHands, type HandsState, type NimState, type TenState } from '../testkit/toys.ts';
import { BOT_KINDS, createBot, MctsBot, playout, RandomBot, type Bot } from './index.ts';

/** Plays a match to its end with one bot per seat; the first actor moves in free-order games. */
function playGame(game: AnyGame, players: number, options: unknown, seed: string, bots: Bot[]): Match {
  const match = Match.create(game, { players, options, seed });
  while (match.actors().length > 0) {
    const seat = match.actors()[0];
    // Frozen: a bot must never change the state it is shown.
    const move = bots[seat].chooseMove(game, deepFreeze(structuredClone(match.state)), seat);
    match.play(seat, move);
  }
  return match;
}

/** Games won by the first spec, seats rotating every game. */
function winsOf(game: AnyGame, players: number, options: unknown, specs: string[], games: number): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const rot = g % players;
    const bots = specs.map((_, seat) => createBot(specs[(seat + rot) % players], `bot-${g}-${seat}`));
    const match = playGame(game, players, options, `game-${g}`, bots);
    const hero = (players - rot) % players;
    if (match.outcome()!.winners.includes(hero)) wins++;
  }
  return wins;
}

const nimState = (pile: number, players = 2, turn: Seat = 0): NimState => ({ players, pile, turn, winner: null, last: null, dice: true });

describe('createBot', () => {
  it('reads the specs', () => {
    expect(createBot('random', 's')).toBeInstanceOf(RandomBot);
    const plain = createBot('mcts', 's');
    expect(plain).toBeInstanceOf(MctsBot);
    expect(plain.name).toBe('mcts');
    expect(createBot('mcts:2000', 's').name).toBe('mcts:2000');
    expect(createBot(' MCTS:250ms ', 's').name).toBe('mcts:250ms');
    expect(BOT_KINDS).toContain('random');
    expect(BOT_KINDS).toContain('mcts');
  });

  it("finds a game's own bots by name, and lists them when a spec is unknown", () => {
    const first: Bot = { name: 'first', chooseMove: (g, state, seat) => g.legalMoves(state, seat)[0] };
    const game: AnyGame = { ...diceNim, bots: { first: () => first } };
    expect(createBot('first', 's', game)).toBe(first);
    expect(() => createBot('first', 's')).toThrow(RuleError);
    expect(() => createBot('second', 's', game)).toThrow(/random, mcts.*first/);
  });

  it('refuses unknown or silly specs with bad-bot', () => {
    for (const spec of ['', 'alphazero', 'mcts:', 'mcts:0', 'mcts:-5', 'mcts:1.5', 'mcts:12s', 'mcts:0ms', 'random:3', 'mcts:99999999999']) {
      expect(() => createBot(spec, 's'), spec).toThrow(RuleError);
      try {
        createBot(spec, 's');
      } catch (e) {
        expect((e as RuleError).code).toBe('bad-bot');
      }
    }
  });
});

describe('random bot', () => {
  it('plays legal moves, the same ones for the same seed', () => {
    const a = playGame(diceNim, 2, {}, 'r', [new RandomBot('x'), new RandomBot('y')]);
    const b = playGame(diceNim, 2, {}, 'r', [new RandomBot('x'), new RandomBot('y')]);
    expect(a.moves()).toEqual(b.moves());
    const c = playGame(diceNim, 2, {}, 'r', [new RandomBot('z'), new RandomBot('y')]);
    expect(c.moves()).not.toEqual(a.moves());
  });

  it('has nothing to say when it may not move', () => {
    expect(() => new RandomBot('x').chooseMove(diceNim, nimState(5), 1)).toThrow(expect.objectContaining({ code: 'no-moves' }));
  });
});

describe('MCTS bot', () => {
  it('is deterministic for a seed when budgeted in iterations', () => {
    const state = deepFreeze(nimState(11));
    const a = new MctsBot('same', { iterations: 300 });
    const b = new MctsBot('same', { iterations: 300 });
    expect(a.chooseMove(diceNim, state, 0)).toEqual(b.chooseMove(diceNim, state, 0));
    expect(a.lastSearch!.moves).toEqual(b.lastSearch!.moves);
    expect(a.lastSearch!.iterations).toBe(300);
    // A whole game, twice.
    const g1 = playGame(hiddenHands, 2, {}, 'det', [createBot('mcts:60', 'p'), createBot('mcts:60', 'q')]);
    const g2 = playGame(hiddenHands, 2, {}, 'det', [createBot('mcts:60', 'p'), createBot('mcts:60', 'q')]);
    expect(g1.moves()).toEqual(g2.moves());
  });

  it('takes a win in front of it', () => {
    for (const pile of [1, 2, 3]) {
      expect(new MctsBot('w', { iterations: 200 }).chooseMove(diceNim, nimState(pile), 0)).toEqual({ type: 'take', n: pile });
    }
    // Five stones: take one and leave four.
    expect(new MctsBot('w', { iterations: 1000 }).chooseMove(diceNim, nimState(5), 0)).toEqual({ type: 'take', n: 1 });
  });

  it('beats a random player clearly', () => {
    expect(winsOf(diceNim, 2, { stones: 13 }, ['mcts:200', 'random'], 20)).toBeGreaterThanOrEqual(17);
  });

  it('plays three seats (max^n)', () => {
    // Seat 1 to move in a three-seat game can take the last three stones.
    expect(new MctsBot('3p', { iterations: 200 }).chooseMove(diceNim, nimState(3, 3, 1), 1)).toEqual({ type: 'take', n: 3 });
    expect(winsOf(diceNim, 3, { stones: 13 }, ['mcts:200', 'random', 'random'], 12)).toBeGreaterThanOrEqual(8);
  });

  it('cannot foresee the match’s coin: its call does not depend on the match seed', () => {
    const bot = (seed: string) => new MctsBot(seed, { iterations: 100 });
    const start = deepFreeze(coinCall.setup(1, {}, createRandom('x')));
    let wins = 0;
    for (let i = 0; i < 40; i++) {
      const match = Match.create(coinCall, { players: 1, seed: `coin-${i}` });
      const call = bot(`caller-${i}`).chooseMove(coinCall, match.state, 0);
      // Same bot seed, another position of the match's generator: the same call.
      expect(bot(`caller-${i}`).chooseMove(coinCall, start, 0)).toEqual(call);
      // Thinking did not touch the match: the toss is what it would have been without the bot.
      const twin = Match.create(coinCall, { players: 1, seed: `coin-${i}` });
      match.play(0, call);
      twin.play(0, call);
      expect(twin.state).toEqual(match.state);
      if (match.outcome()!.winners.length > 0) wins++;
    }
    // A bot that could see the toss would win all 40.
    expect(wins).toBeGreaterThan(8);
    expect(wins).toBeLessThan(32);
  });

  it('reads only its seat’s view in a hidden-information game', () => {
    // Two deals that look the same to seat 1: it holds 2, 5, 9 and seat 0 led the 4.
    const base = { undealt: [], lead: 0, turn: 1, tricks: [0, 0], played: [] };
    const a: HandsState = { ...base, hands: [['card-1', 'card-3'], ['card-2', 'card-5', 'card-9']], table: ['card-4'], undealt: ['card-6', 'card-7', 'card-8'] };
    const b: HandsState = { ...base, hands: [['card-7', 'card-8'], ['card-2', 'card-5', 'card-9']], table: ['card-4'], undealt: ['card-1', 'card-3', 'card-6'] };
    expect(hiddenHands.view(a, 1)).toEqual(hiddenHands.view(b, 1));
    for (const seed of ['h1', 'h2', 'h3', 'h4']) {
      const moveA = new MctsBot(seed, { iterations: 300 }).chooseMove(hiddenHands, deepFreeze(a), 1);
      const moveB = new MctsBot(seed, { iterations: 300 }).chooseMove(hiddenHands, deepFreeze(b), 1);
      expect(moveB).toEqual(moveA);
      // The 5 takes the trick and the 9 then takes another: the only sure win.
      expect(moveA).toEqual({ type: 'play', card: 'card-5' });
    }
  });

  it('plays hidden-information games to the end', () => {
    for (let g = 0; g < 6; g++) {
      const match = playGame(hiddenHands, 2, {}, `hidden-${g}`, [createBot('mcts:60', `a${g}`), createBot('mcts:60', `b${g}`)]);
      expect(match.outcome()).not.toBeNull();
    }
  });

  it('refuses to search a hidden-information game that cannot determinize', () => {
    const blind: AnyGame = { ...hiddenHands, determinize: undefined };
    const state = hiddenHands.setup(2, {}, createRandom('x'));
    expect(() => new MctsBot('b').chooseMove(blind, state, 0)).toThrow(/determinize/);
  });

  it('plays a cooperative free-order game for the team', () => {
    // Sum 6 of 10: seat 0 can finish with its 4; playing its 3 risks going over.
    const state: TenState = deepFreeze({ hands: [[3, 4], [1]], total: 6, target: 10 });
    expect(new MctsBot('team', { iterations: 300 }).chooseMove(exactTen, state, 0)).toEqual({ type: 'play', card: 4 });
    // Seat 1 moves in a free-order game too; its only card wins.
    expect(new MctsBot('team', { iterations: 50 }).chooseMove(exactTen, { hands: [[3, 4], [4]], total: 6, target: 10 }, 1)).toEqual({ type: 'play', card: 4 });
    const match = playGame(exactTen, 3, {}, 'ten', [0, 1, 2].map((s) => createBot('mcts:100', `t${s}`)));
    expect(match.outcome()).not.toBeNull();
  });

  it('thinks for a time when budgeted in milliseconds', () => {
    const bot = new MctsBot('t', { timeMs: 20 });
    const move = bot.chooseMove(diceNim, nimState(21), 0);
    expect(diceNim.legalMoves(nimState(21), 0)).toContainEqual(move);
    expect(bot.lastSearch!.iterations).toBeGreaterThan(0);
  });

  it('#28.1 with iterations and a time both, stops at whichever comes first', () => {
    // A generous time: the iterations end the search.
    const few = new MctsBot('t', { iterations: 7, timeMs: 600_000 });
    few.chooseMove(diceNim, nimState(21), 0);
    expect(few.lastSearch!.iterations).toBe(7);
    // A tiny time: the clock ends it long before ten million iterations.
    const many = new MctsBot('t', { iterations: 10_000_000, timeMs: 1 });
    many.chooseMove(diceNim, nimState(21), 0);
    expect(many.lastSearch!.iterations).toBeLessThan(10_000_000);
  });

  it('answers at once when there is one move, and refuses when there is none', () => {
    const bot = new MctsBot('one');
    expect(bot.chooseMove(diceNim, { ...nimState(1), dice: false }, 0)).toEqual({ type: 'take', n: 1 });
    expect(bot.lastSearch!.iterations).toBe(0);
    expect(() => bot.chooseMove(diceNim, nimState(4), 1)).toThrow(expect.objectContaining({ code: 'no-moves' }));
  });

  it('works without a fast path and without evaluate', () => {
    const plain: AnyGame = { ...diceNim, fast: undefined, evaluate: undefined };
    expect(new MctsBot('p', { iterations: 300 }).chooseMove(plain, deepFreeze(nimState(3)), 0)).toEqual({ type: 'take', n: 3 });
    expect(winsOf(plain, 2, { stones: 9 }, ['mcts:100', 'random'], 6)).toBeGreaterThanOrEqual(5);
  });
});

describe('playout', () => {
  it('plays a random game to its end without touching the start', () => {
    const start = deepFreeze(diceNim.setup(2, { stones: 21, dice: true }, createRandom('p')));
    const a = playout(diceNim, start, createRandom('go'));
    const b = playout(diceNim, start, createRandom('go'));
    expect(a.moves).toBeGreaterThan(0);
    expect(diceNim.outcome(a.state)).not.toBeNull();
    expect(b).toEqual(a);
    const hands = deepFreeze(hiddenHands.setup(2, {}, createRandom('h')));
    expect(playout(hiddenHands, hands, createRandom('go')).moves).toBe(6);
  });

  it('stops at maxMoves', () => {
    const start = diceNim.setup(2, { stones: 99, dice: false }, createRandom('p'));
    const r = playout(diceNim, start, createRandom('go'), 5);
    expect(r.moves).toBe(5);
    expect(diceNim.outcome(r.state)).toBeNull();
  });
});
