import { describe, expect, it } from 'vitest';
import { botLevels, createBot, Match, MctsBot } from '@ramparts/engine';
import { findGame, games } from '@ramparts/games';
import { capsFrom, checkBotSpec, clampBotSpec, defaultCaps, iterationCap, serverBot } from './budget.ts';
import { configFromEnv } from '../config.ts';

const game = (id: string) => findGame(id)!;
const refusal = (spec: string, caps = defaultCaps) => {
  try {
    checkBotSpec(spec, game('coins'), caps);
    return null;
  } catch (e) {
    return e;
  }
};

describe('#14.1 bot budgets are capped on the server', () => {
  it('the default caps are the settings\' defaults: 5,000 iterations or 2,000 ms', () => {
    expect(defaultCaps).toEqual({ maxIterations: 5000, maxMs: 2000 });
    expect(capsFrom(configFromEnv({ BOT_MAX_ITERATIONS: '200', BOT_MAX_MS: '300' }))).toEqual({ maxIterations: 200, maxMs: 300 });
  });

  it('refuses the specs of #14 (mcts:600000ms, mcts:10000000) with bad-bot and a sentence naming the caps', () => {
    expect(refusal('mcts:600000ms')).toMatchObject({ code: 'bad-bot', message: 'This server\'s bots think at most 5,000 iterations or 2,000 ms a move; "mcts:600000ms" asks for more.' });
    expect(refusal('mcts:10000000')).toMatchObject({ code: 'bad-bot', message: 'This server\'s bots think at most 5,000 iterations or 2,000 ms a move; "mcts:10000000" asks for more.' });
    // Beyond even createBot's own limit: still the caps' sentence, which says what this server allows.
    expect(refusal('mcts:99999999')).toMatchObject({ message: expect.stringMatching(/^This server's bots think at most/) });
    expect(refusal('MCTS:2001ms')).toMatchObject({ code: 'bad-bot' });
  });

  it('accepts what fits: random, mcts (1,000 iterations), the caps themselves', () => {
    for (const spec of ['random', 'mcts', 'mcts:5000', 'mcts:2000ms', 'mcts:1', ' Mcts:250MS ']) expect(refusal(spec)).toBeNull();
  });

  it('plain "mcts" counts as its 1,000 iterations under a lower cap', () => {
    expect(refusal('mcts', { maxIterations: 500, maxMs: 2000 })).toMatchObject({ code: 'bad-bot', message: 'This server\'s bots think at most 500 iterations or 2,000 ms a move; "mcts" asks for more.' });
  });

  it("refuses unknown specs with createBot's sentence", () => {
    expect(refusal('genius')).toMatchObject({ code: 'bad-bot', message: expect.stringMatching(/^Unknown bot "genius"/) });
    expect(refusal('mcts:0')).toMatchObject({ code: 'bad-bot' });
  });

  it('#14.4 accepts a game\'s own "heuristic" where the game has one (tracks, dice, crystal …), and refuses it elsewhere', () => {
    for (const id of ['tracks', 'dice', 'crystal']) expect(() => checkBotSpec('heuristic', game(id), defaultCaps)).not.toThrow();
    for (const g of games) {
      if (g.bots && Object.hasOwn(g.bots, 'heuristic')) expect(() => checkBotSpec('heuristic', g, defaultCaps)).not.toThrow();
      else expect(() => checkBotSpec('heuristic', g, defaultCaps)).toThrow(/Unknown bot "heuristic"/);
    }
  });

  it('a worker runs an over-cap spec at the caps instead', () => {
    const coins = game('coins');
    expect(clampBotSpec('mcts:600000ms', coins, defaultCaps)).toBe('mcts:2000ms');
    expect(clampBotSpec('mcts:10000000', coins, defaultCaps)).toBe('mcts:5000');
    expect(clampBotSpec('mcts', coins, { maxIterations: 10, maxMs: 5 })).toBe('mcts:10');
    for (const spec of ['random', 'mcts:250ms', 'mcts:2500', 'heuristic']) expect(clampBotSpec(spec, game('tracks'), defaultCaps)).toBe(spec);
  });
});

describe('#17 bot levels on the server', () => {
  const tiny = { maxIterations: 10, maxMs: 5 };

  it('a level the game offers is always allowed, even above the caps, and a worker runs it as it is (the game resolves it)', () => {
    for (const g of games) {
      for (const { level } of botLevels(g)) {
        expect(() => checkBotSpec(level, g, tiny), `${g.id} ${level}`).not.toThrow();
        expect(clampBotSpec(level, g, tiny)).toBe(level);
      }
    }
    // A raw spec keeps the caps.
    expect(refusal('mcts:2000', tiny)).toMatchObject({ code: 'bad-bot' });
  });

  it("refuses a level the game does not offer (coins' expert is null) with bad-bot and the engine's sentence", () => {
    const coins = game('coins');
    expect(coins.levels?.expert).toBeNull();
    let sentence = '';
    try {
      createBot('expert', 's', coins);
    } catch (e) {
      sentence = (e as Error).message;
    }
    expect(sentence).not.toBe('');
    expect(refusal('expert')).toMatchObject({ code: 'bad-bot', message: sentence });
  });
});

describe('#28.1 budgets are time per game: an iteration costs what it costs in that game', () => {
  const crystal = game('crystal');

  it("a game's searchCost shrinks its iteration cap: crystal (20) allows 250 of the 5,000, coins all of them", () => {
    expect(crystal.searchCost).toBe(20);
    expect(iterationCap(crystal, defaultCaps)).toBe(250);
    expect(iterationCap(game('coins'), defaultCaps)).toBe(5000);
    expect(iterationCap(game('tracks'), defaultCaps)).toBe(2500);
  });

  it('refuses the issue\'s crystal seats (mcts:5000) with a sentence naming the game\'s own cap; accepts mcts:250', () => {
    const refused = (() => {
      try {
        checkBotSpec('mcts:5000', crystal, defaultCaps);
        return null;
      } catch (e) {
        return e;
      }
    })();
    expect(refused).toMatchObject({ code: 'bad-bot', message: `This server's bots think at most 250 iterations in ${crystal.title} or 2,000 ms a move; "mcts:5000" asks for more.` });
    expect(() => checkBotSpec('mcts:250', crystal, defaultCaps)).not.toThrow();
    // A crystal match stored with such seats runs at the game's cap.
    expect(clampBotSpec('mcts:5000', crystal, defaultCaps)).toBe('mcts:250');
  });

  it("a worker's raw mcts:N also stops at the caps' time (an iteration dearer than searchCost says still answers in time)", () => {
    const coins = game('coins');
    const m = Match.create(coins, { players: 2, options: {}, seed: 'budget' });
    const bot = serverBot('mcts:1000000', 'b', coins, { maxIterations: 10_000_000, maxMs: 5 });
    expect(bot).toBeInstanceOf(MctsBot);
    expect(bot.name).toBe('mcts:1000000');
    const move = bot.chooseMove(coins, m.state, m.actors()[0]);
    expect(coins.legalMoves(m.state, m.actors()[0])).toContainEqual(move);
    expect((bot as MctsBot).lastSearch!.iterations).toBeLessThan(1_000_000);
    // Levels and a game's own bots are the game's vetted budgets: run as they are.
    expect(serverBot('heuristic', 'b', coins, defaultCaps)).not.toBeInstanceOf(MctsBot);
  });
});
