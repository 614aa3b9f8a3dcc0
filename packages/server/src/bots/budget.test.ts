import { describe, expect, it } from 'vitest';
import { botLevels, createBot } from '@ramparts/engine';
import { findGame, games } from '@ramparts/games';
import { capsFrom, checkBotSpec, clampBotSpec, defaultCaps } from './budget.ts';
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
    for (const spec of ['random', 'mcts:250ms', 'mcts:5000', 'heuristic']) expect(clampBotSpec(spec, game('tracks'), defaultCaps)).toBe(spec);
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
